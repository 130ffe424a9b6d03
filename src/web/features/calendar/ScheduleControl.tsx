import { useState } from 'react';
import { Anchor, Button, Group, Switch, Text } from '@mantine/core';
import { CalendarCheck, CircleAlert, Send } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@shared/api/calendar';
import { useErrorMessage } from '../../lib/error-message';
import { useScheduleBot } from './api';
import { formatClock } from './event-time';
import { MEETING_BOT_PATH } from './handoff';

/**
 * "Send the bot automatically": the server's scheduler sends the bot shortly before the meeting. Once scheduled the
 * row says when it joins, with Cancel; once sent, it points to the Meeting Bot screen where the bot can be followed;
 * when it could not be sent (every attempt failed), it says so and Try again sends it now.
 */
export function ScheduleControl({ event }: { event: CalendarEvent }) {
  const { t, i18n } = useTranslation('calendar');
  const errorText = useErrorMessage();
  const schedule = useScheduleBot();
  const [error, setError] = useState<string | null>(null);
  const bot = event.scheduledBot;
  const set = (on: boolean) => {
    setError(null);
    schedule.mutate({ eventId: event.id, on }, { onError: (err) => setError(errorText(err)) });
  };

  /** Cancel (on: false) or Try again (on: true), named with the event for screen readers. */
  const action = (on: boolean) => (
    <Button
      size="compact-sm"
      variant="default"
      loading={schedule.isPending}
      aria-label={t(on ? 'schedule.retryNamed' : 'schedule.cancelNamed', { title: event.title })}
      onClick={() => set(on)}
    >
      {t(on ? 'schedule.retry' : 'schedule.cancel')}
    </Button>
  );

  let control;
  if (bot?.status === 'dispatched') {
    control = (
      <Group gap={6}>
        <Send size={14} aria-hidden />
        <Text size="sm">{t('schedule.sent')}</Text>
        <Anchor component={Link} to={MEETING_BOT_PATH} size="sm">
          {t('schedule.follow')}
        </Anchor>
      </Group>
    );
  } else if (bot?.status === 'failed') {
    control = (
      <Group gap="xs">
        <CircleAlert size={16} aria-hidden color="var(--mantine-color-red-8)" />
        <Text size="sm" c="red.8">
          {t('schedule.failed')}
        </Text>
        {action(true)}
      </Group>
    );
  } else if (bot?.status === 'scheduled') {
    control = (
      <Group gap="xs">
        <CalendarCheck size={16} aria-hidden color="var(--mantine-color-teal-7)" />
        <Text size="sm" data-scheduled-join={bot.scheduledJoinTime}>
          {t('schedule.joinsAt', { time: formatClock(bot.scheduledJoinTime, i18n.language) })}
        </Text>
        {action(false)}
      </Group>
    );
  } else {
    control = (
      <Switch
        label={t('schedule.toggle')}
        checked={schedule.isPending}
        disabled={!event.meetingUrl || schedule.isPending}
        onChange={(e) => e.currentTarget.checked && set(true)}
        aria-describedby={error ? `schedule-error-${event.id}` : undefined}
      />
    );
  }
  return (
    <Group gap="sm" mt="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      {control}
      {error && (
        <Text id={`schedule-error-${event.id}`} role="alert" size="sm" c="red.8">
          {error}
        </Text>
      )}
    </Group>
  );
}
