import { ActionIcon, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { CalendarX, RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@shared/api/calendar';
import { useRefreshCalendars } from '../calendar/api';
import { JoinLink, JoinWithBotButton } from '../calendar/EventActions';
import { NowBadge, useEventDay } from '../calendar/EventRow';
import { WIDGET_FETCH, formatTimeRange, isNow, widgetEvents } from '../calendar/event-time';
import { useCalendarReturn } from '../calendar/use-calendar-return';
import { useUpcoming } from '../calendar/use-upcoming';

/**
 * docs/product.md §2 'Your Next Meetings': the next three meetings with a Meet, Zoom or Teams link (of five fetched),
 * on every dashboard page. It also receives the way back from a calendar provider's consent, whichever screen asked.
 */
export function NextMeetingsWidget() {
  const { t } = useTranslation('dashboard');
  useCalendarReturn();
  const { now, state, calendars, items, retry } = useUpcoming(WIDGET_FETCH);
  const refresh = useRefreshCalendars();
  const revoked = calendars?.connections.some((c) => c.status === 'disconnected');

  let body;
  if (state === 'loading') {
    body = (
      <Stack gap={6} role="status" aria-label={t('nextMeetings.loading')}>
        <Skeleton height={14} width="80%" />
        <Skeleton height={12} width="55%" />
      </Stack>
    );
  } else if (state === 'failed' || refresh.isError) {
    body = (
      <Stack gap={6} align="flex-start">
        <Group gap={6} wrap="nowrap" align="flex-start" role="alert">
          <TriangleAlert size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">{t('nextMeetings.failed')}</Text>
        </Group>
        <Button
          size="compact-xs"
          variant="default"
          onClick={refresh.isError ? () => refresh.mutate() : retry}
          loading={refresh.isPending}
        >
          {t('nextMeetings.retry')}
        </Button>
      </Stack>
    );
  } else if (state === 'none') {
    body = (
      <>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <CalendarX size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">{t('nextMeetings.notConnected')}</Text>
        </Group>
        <Anchor component={Link} to="/dashboard/calendar" size="xs" underline="always" mt={4} display="inline-block">
          {t('nextMeetings.connect')}
        </Anchor>
      </>
    );
  } else {
    const shown = widgetEvents(items, now);
    body =
      shown.length === 0 ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <CalendarX size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">{t('nextMeetings.empty')}</Text>
        </Group>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((e) => (
            <WidgetEvent key={e.id} event={e} now={now} />
          ))}
        </Stack>
      );
  }

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="next-meetings-title">
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <Title id="next-meetings-title" order={2} size="sm">
          {t('nextMeetings.title')}
        </Title>
        <Tooltip label={t('nextMeetings.refresh')} events={{ hover: true, focus: true, touch: false }}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('nextMeetings.refresh')}
            loading={refresh.isPending}
            onClick={() => refresh.mutate()}
          >
            <RefreshCw size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {body}
      {revoked && (
        <Text size="xs" mt={6}>
          <Anchor component={Link} to="/dashboard/calendar" size="xs" c="red.9" underline="always">
            {t('nextMeetings.revoked')}
          </Anchor>
        </Text>
      )}
    </Paper>
  );
}

function WidgetEvent({ event, now }: { event: CalendarEvent; now: Date }) {
  const { i18n } = useTranslation();
  const day = useEventDay();
  const url = event.meetingUrl ?? '';
  return (
    <Stack component="li" gap={4} aria-label={event.title}>
      <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
        <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {event.title}
        </Text>
        {isNow(event, now) && <NowBadge />}
      </Group>
      <Text size="xs" c="dimmed">
        {`${day(event.start, now)} · ${formatTimeRange(event, i18n.language)}`}
      </Text>
      <Group gap={6}>
        <JoinLink meetingUrl={url} title={event.title} size="compact-xs" />
        <JoinWithBotButton meetingUrl={url} title={event.title} size="compact-xs" />
      </Group>
    </Stack>
  );
}
