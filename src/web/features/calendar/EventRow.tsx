import type { ReactNode } from 'react';
import { Badge, EmptyState, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { CalendarX, Clock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@shared/api/calendar';
import { dayKind, formatDay, formatTimeRange, isNow } from './event-time';
import { PlatformIcon } from './PlatformIcon';

/** "Today" / "Tomorrow" / "Thursday, 26 November", in the UI language and the browser's time zone. */
export function useEventDay() {
  const { t, i18n } = useTranslation('calendar');
  return (iso: string, now: Date) => {
    const kind = dayKind(iso, now);
    return kind === 'other' ? formatDay(iso, i18n.language) : t(`event.${kind}`);
  };
}

/** 'Now' while the meeting runs. */
export function NowBadge() {
  const { t } = useTranslation('calendar');
  return (
    <Badge color="red.9" variant="filled" size="sm" data-now style={{ flexShrink: 0 }}>
      {t('event.now')}
    </Badge>
  );
}

/**
 * One meeting as the calendar screen, the Meetings screen and the bot's Calendar tab show it: title, platform,
 * 'Now', date and time range, attendee count; what can be done with it comes from the screen (`actions`, `footer`).
 */
export function EventRow({
  event,
  now,
  actions,
  footer,
}: {
  event: CalendarEvent;
  now: Date;
  actions?: ReactNode;
  footer?: ReactNode;
}) {
  const { t, i18n } = useTranslation('calendar');
  const day = useEventDay();
  const running = isNow(event, now);
  return (
    <Paper component="li" withBorder radius="md" p="md" data-event-id={event.id} aria-label={event.title}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <PlatformIcon platform={event.platform} />
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {event.title}
            </Text>
            {running && <NowBadge />}
          </Group>
          <Group gap="md" c="dimmed" fz="sm">
            <Group gap={4} wrap="nowrap">
              <Clock size={14} aria-hidden />
              <Text span size="sm">
                {event.allDay
                  ? `${day(event.start, now)} · ${t('event.allDay')}`
                  : `${day(event.start, now)} · ${formatTimeRange(event, i18n.language)}`}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <Users size={14} aria-hidden />
              <Text span size="sm">
                {t('event.attendees', { count: event.attendees.length })}
              </Text>
            </Group>
          </Group>
        </Stack>
        {actions && (
          <Group gap="xs" wrap="wrap" justify="flex-end">
            {actions}
          </Group>
        )}
      </Group>
      {footer}
    </Paper>
  );
}

/** Placeholder rows while the meetings load. */
export function EventRowsSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={72} radius="md" />
      ))}
    </Stack>
  );
}

/** The list element the rows go in. */
export function EventList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** No meetings to show (none coming, or no calendar connected): the title and what to do about it. */
export function NoEvents({ title, hint }: { title: string; hint: string }) {
  return (
    <EmptyState
      size="sm"
      withIndicatorBackground
      icon={<CalendarX size={24} aria-hidden />}
      title={title}
      description={hint}
    />
  );
}
