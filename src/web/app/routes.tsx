import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { dashboardRoute } from '../features/dashboard/routes';
import { contentLanguageOf, loadLandingContent } from '../features/landing/api';
import { LandingPage } from '../features/landing/LandingPage';
import { RedirectIfSignedIn } from './guards';
import i18n, { i18nReady, loadAllNamespaces } from './i18n';
import { PublicLayout } from './public-layout/PublicLayout';
import { RootLayout } from './RootLayout';
import { ensureSession } from './session';

// The landing page and its layout are in the first bundle (they are what `/` shows; a separate chunk would only add
// a round trip). Every other screen is its own chunk, waits for all locale namespaces before it renders, and runs
// under TanStack Query's provider (kept off the landing page for its bundle budget, see session.ts).
const screen = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

const withAllTexts = (children: RouteObject[]): RouteObject => ({
  lazy: screen(async () => (await import('./QueryLayout')).QueryLayout),
  loader: async () => {
    await loadAllNamespaces();
    return null;
  },
  shouldRevalidate: () => false,
  children,
});

/** docs/product.md §2 Public routes: short paths that name a dashboard screen resolve to it. */
const REDIRECTS: Record<string, string> = {
  'manual-recording': '/dashboard/manual-recording',
  record: '/dashboard/manual-recording',
  settings: '/dashboard/settings',
  'join-meeting': '/dashboard/meeting-bot',
  transcripts: '/dashboard/transcriptions',
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: FullPageLoader,
    errorElement: <RouteErrorPage />,
    // docs/product.md §4: nothing renders until the session check finishes (and the language's texts are loaded). A
    // failed check (server down) counts as signed out, so the public pages still work.
    loader: async () => {
      await Promise.all([ensureSession(), i18nReady]);
      return null;
    },
    shouldRevalidate: () => false,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            index: true,
            Component: LandingPage,
            // Stored content (of the visitor's language) arrives before the first paint instead of replacing the
            // defaults after it.
            loader: () => loadLandingContent(contentLanguageOf(i18n.language)),
          },
          withAllTexts([
            {
              Component: RedirectIfSignedIn,
              children: [
                { path: 'login', lazy: screen(async () => (await import('../features/auth/LoginPage')).LoginPage) },
                { path: 'signup', lazy: screen(async () => (await import('../features/auth/SignupPage')).SignupPage) },
                {
                  path: 'register',
                  lazy: screen(async () => (await import('../features/auth/SignupPage')).SignupPage),
                },
                {
                  path: 'forgot-password',
                  lazy: screen(async () => (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage),
                },
              ],
            },
            // Not behind RedirectIfSignedIn: a reset link must work in a browser that is signed in too.
            {
              path: 'reset-password',
              lazy: screen(async () => (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage),
            },
            { path: 'privacy', lazy: screen(async () => (await import('../features/legal/PrivacyPage')).PrivacyPage) },
            { path: 'terms', lazy: screen(async () => (await import('../features/legal/TermsPage')).TermsPage) },
            {
              path: 'pricing',
              lazy: screen(async () => (await import('../features/marketing/PricingPage')).PricingPage),
            },
            {
              path: 'integrations',
              lazy: screen(async () => (await import('../features/marketing/IntegrationsPage')).IntegrationsPage),
            },
            { path: 'demo', lazy: screen(async () => (await import('../features/marketing/DemoPage')).DemoPage) },
          ]),
          { path: '*', lazy: screen(async () => (await import('../features/not-found/NotFoundPage')).NotFoundPage) },
        ],
      },
      ...Object.entries(REDIRECTS).map(([path, to]) => ({ path, loader: () => redirect(to) })),
      withAllTexts([dashboardRoute]),
    ],
  },
];
