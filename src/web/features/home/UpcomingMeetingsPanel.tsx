import { Anchor, Button, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CalendarPlus, CalendarX } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConnectStart } from '../calendar/ConnectButtons';
import { JoinWithBotButton } from '../calendar/EventActions';
import { EventList, EventRow, EventRowsSkeleton } from '../calendar/EventRow';
import { WIDGET_FETCH } from '../calendar/event-time';
import { useUpcoming } from '../calendar/use-upcoming';

/**
 * docs/product.md §2 Home: the next meetings of the connected calendars (the sidebar's five, one request for both);
 * with none connected, 'Connect Google Calendar' starts Google's consent at once, or opens the calendar screen when
 * this server has no Google client.
 */
export function UpcomingMeetingsPanel() {
  const { t } = useTranslation(['home', 'calendar']);
  const { now, state, calendars, items, retry } = useUpcoming(WIDGET_FETCH);

  let body;
  if (state === 'loading') {
    body = <EventRowsSkeleton rows={2} label={t('calendar:upcoming.loading')} />;
  } else if (state === 'failed') {
    body = (
      <Group gap="sm">
        <Text c="red.8" role="alert">
          {t('calendar:alerts.fetchUpcoming')}
        </Text>
        <Button size="xs" variant="default" onClick={retry}>
          {t('calendar:upcoming.retry')}
        </Button>
      </Group>
    );
  } else if (state === 'none') {
    body = (
      <EmptyState
        size="sm"
        icon={<CalendarX size={24} aria-hidden />}
        withIndicatorBackground
        title={t('upcoming.empty')}
        description={t('upcoming.hint')}
      >
        <EmptyState.Actions>
          <ConnectGoogle google={!!calendars?.providers.google} />
        </EmptyState.Actions>
      </EmptyState>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        size="sm"
        icon={<CalendarX size={24} aria-hidden />}
        withIndicatorBackground
        title={t('calendar:upcoming.empty')}
        description={t('calendar:upcoming.emptyHint')}
      />
    );
  } else {
    body = (
      <EventList label={t('upcoming.title')}>
        {items.map((e) => (
          <EventRow
            key={e.id}
            event={e}
            now={now}
            actions={e.meetingUrl && <JoinWithBotButton meetingUrl={e.meetingUrl} title={e.title} size="xs" />}
          />
        ))}
      </EventList>
    );
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="home-upcoming-title">
      <Group justify="space-between" mb="md">
        <Title id="home-upcoming-title" order={2} size="h4">
          {t('upcoming.title')}
        </Title>
        {state === 'ready' && (
          <Anchor component={Link} to="/dashboard/calendar" size="sm">
            {t('upcoming.all')}
          </Anchor>
        )}
      </Group>
      {body}
    </Paper>
  );
}

function ConnectGoogle({ google }: { google: boolean }) {
  const { t } = useTranslation('home');
  const { start, pending, error } = useConnectStart('/dashboard/home');
  const icon = <CalendarPlus size={18} aria-hidden />;
  if (!google)
    return (
      <Button component={Link} to="/dashboard/calendar" leftSection={icon}>
        {t('upcoming.connect')}
      </Button>
    );
  return (
    <Stack gap="xs" align="center">
      <Button leftSection={icon} loading={pending === 'google'} onClick={() => start('google')}>
        {t('upcoming.connect')}
      </Button>
      {error && (
        <Text role="alert" c="red.8" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
