import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundContent } from '../../components/NotFoundContent';
import { RequireAdmin, RequireUser } from './guards';

// Every screen is its own chunk, so the landing page never downloads the dashboard.
const screen = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

const transcriptionsList = async () => (await import('../transcriptions/list/TranscriptionsPage')).TranscriptionsPage;
// docs/product.md §2: the MoM list is the transcriptions list; its items open the MoM screen.
const momList = async () => {
  const TranscriptionsPage = await transcriptionsList();
  return { element: <TranscriptionsPage detailBase="/dashboard/mom" /> };
};
const momDetail = screen(async () => (await import('../transcriptions/mom/MomDetailPage')).MomDetailPage);

/** docs/product.md §2 Dashboard: everything under /dashboard, behind the signed-in guard. */
export const dashboardRoute: RouteObject = {
  path: 'dashboard',
  element: <RequireUser />,
  children: [
    {
      lazy: screen(async () => (await import('./DashboardLayout')).DashboardLayout),
      children: [
        { index: true, element: <Navigate to="home" replace /> },
        { path: 'home', lazy: screen(async () => (await import('../home/HomePage')).HomePage) },
        {
          path: 'manual-recording',
          lazy: screen(async () => (await import('../recording/RecordingScreen')).RecordingScreen),
        },
        { path: 'meeting-bot', lazy: screen(async () => (await import('../bot/MeetingBotPage')).MeetingBotPage) },
        { path: 'mom', lazy: momList },
        { path: 'mom/:id', lazy: momDetail },
        { path: 'moms/:id', lazy: momDetail },
        { path: 'transcriptions', lazy: screen(transcriptionsList) },
        {
          path: 'transcriptions/:id',
          lazy: screen(
            async () => (await import('../transcriptions/detail/TranscriptionDetailPage')).TranscriptionDetailPage,
          ),
        },
        { path: 'calendar', lazy: screen(async () => (await import('../calendar/CalendarPage')).CalendarPage) },
        { path: 'meetings', lazy: screen(async () => (await import('../meetings/MeetingsPage')).MeetingsPage) },
        { path: 'settings', lazy: screen(async () => (await import('../settings/SettingsPage')).SettingsPage) },
        {
          path: 'admin',
          element: <RequireAdmin />,
          children: [
            { index: true, element: <Navigate to="content" replace /> },
            {
              path: 'content',
              lazy: screen(async () => (await import('../admin/ContentEditorPage')).ContentEditorPage),
            },
          ],
        },
        { path: 'upgrade', lazy: screen(async () => (await import('../profile/UpgradePage')).UpgradePage) },
        { path: 'refer', lazy: screen(async () => (await import('../profile/ReferPage')).ReferPage) },
        { path: 'help', lazy: screen(async () => (await import('../profile/HelpPage')).HelpPage) },
        { path: 'support', lazy: screen(async () => (await import('../profile/SupportPage')).SupportPage) },
        // Unknown dashboard paths keep the sidebar, so the way back is one click away (already in the main chunk).
        { path: '*', Component: NotFoundContent },
      ],
    },
  ],
};
