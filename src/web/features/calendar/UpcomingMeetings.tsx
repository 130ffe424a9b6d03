import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { CircleAlert, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRefreshCalendars } from './api';
import { JoinWithBotButton, OpenInBrowserLink } from './EventActions';
import { EventList, EventRow, EventRowsSkeleton, NoEvents } from './EventRow';
import { SCREEN_FETCH } from './event-time';
import { ScheduleControl } from './ScheduleControl';
import { useUpcoming } from './use-upcoming';
import { TEXT_ON_TINT } from '../transcriptions/badges';

/** The calendar screen's Upcoming Meetings: ten fetched, each with Join with Bot, a link and the bot schedule. */
export function UpcomingMeetings() {
  const { t } = useTranslation('calendar');
  const { now, state, items, retry } = useUpcoming(SCREEN_FETCH);
  const refresh = useRefreshCalendars();

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="calendar-upcoming-title">
      <Group justify="space-between" mb="md">
        <Title id="calendar-upcoming-title" order={2} size="h4">
          {t('upcoming.title')}
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<RefreshCw size={14} aria-hidden />}
          loading={refresh.isPending}
          disabled={state !== 'ready'}
          onClick={() => refresh.mutate()}
        >
          {t('upcoming.refresh')}
        </Button>
      </Group>
      {refresh.isError && (
        <Alert color="red" variant="light" mb="md" icon={<CircleAlert size={18} aria-hidden />} role="alert">
          <Text size="sm" c={TEXT_ON_TINT}>
            {t('alerts.fetchEvents')}
          </Text>
        </Alert>
      )}
      {state === 'loading' ? (
        <EventRowsSkeleton label={t('upcoming.loading')} />
      ) : state === 'failed' ? (
        <Alert color="red" variant="light" icon={<CircleAlert size={18} aria-hidden />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c={TEXT_ON_TINT}>
              {t('alerts.fetchEvents')}
            </Text>
            <Button size="xs" variant="default" onClick={retry}>
              {t('upcoming.retry')}
            </Button>
          </Group>
        </Alert>
      ) : state === 'none' ? (
        <NoEvents title={t('upcoming.noCalendar')} hint={t('upcoming.noCalendarHint')} />
      ) : items.length === 0 ? (
        <NoEvents title={t('upcoming.empty')} hint={t('upcoming.emptyHint')} />
      ) : (
        <EventList label={t('upcoming.title')}>
          {items.map((e) => (
            <EventRow
              key={e.id}
              event={e}
              now={now}
              actions={
                e.meetingUrl ? (
                  <>
                    <OpenInBrowserLink meetingUrl={e.meetingUrl} title={e.title} />
                    <JoinWithBotButton meetingUrl={e.meetingUrl} title={e.title} size="xs" />
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('event.noUrl')}
                  </Text>
                )
              }
              footer={<ScheduleControl event={e} />}
            />
          ))}
        </EventList>
      )}
    </Paper>
  );
}
