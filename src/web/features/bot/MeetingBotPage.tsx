import { Stack, Tabs } from '@mantine/core';
import { CalendarDays, ListChecks, LogIn } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';
import { tabOf } from './bot-steps';
import { useState } from 'react';
import { BotCalendarTab } from '../calendar/BotCalendarTab';
import { JoinMeetingTab } from './JoinMeetingTab';
import { ScheduledSessionsTab } from './ScheduledSessionsTab';

/** docs/product.md §2 Meeting Bot (`/dashboard/meeting-bot`): Join Meeting, Calendar, Scheduled Sessions. */
export function MeetingBotPage() {
  const { t } = useTranslation('bot');
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [requested, setRequested] = useState<{ url: string; at: number } | null>(null);
  const choose = (value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('tab', tabOf(value));
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap={0} maw={1100}>
      <PageHeader title={t('title')} lead={t('lead')} />
      {/* Panels stay mounted: the Join tab keeps following its bot while another tab is open. */}
      <Tabs value={tab} onChange={choose} keepMounted>
        <Tabs.List aria-label={t('tabs.label')}>
          <Tabs.Tab value="join" leftSection={<LogIn size={16} aria-hidden />}>
            {t('tabs.join')}
          </Tabs.Tab>
          <Tabs.Tab value="calendar" leftSection={<CalendarDays size={16} aria-hidden />}>
            {t('tabs.calendar')}
          </Tabs.Tab>
          <Tabs.Tab value="sessions" leftSection={<ListChecks size={16} aria-hidden />}>
            {t('tabs.sessions')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="join" pt="md">
          <JoinMeetingTab requested={requested} />
        </Tabs.Panel>
        <Tabs.Panel value="calendar" pt="md">
          {tab === 'calendar' && (
            <BotCalendarTab
              onJoinNow={(url) => {
                setRequested({ url, at: Date.now() });
                choose('join');
              }}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="sessions" pt="md">
          {tab === 'sessions' && <ScheduledSessionsTab />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
