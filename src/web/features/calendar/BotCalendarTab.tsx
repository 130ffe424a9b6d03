import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { CircleAlert, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TEXT_ON_TINT } from '../transcriptions/badges';
import { ConnectButtons } from './ConnectButtons';
import { EventList, EventRow, EventRowsSkeleton, NoEvents } from './EventRow';
import { SCREEN_FETCH } from './event-time';
import { useUpcoming } from './use-upcoming';

/**
 * The Meeting Bot screen's Calendar tab (docs/product.md §2): connect Google or Outlook when no calendar is
 * connected; else the upcoming meetings, each with Join Now (the screen's own join, `onJoinNow`), its attendee count
 * and platform. A meeting without a link cannot be joined, and says so.
 */
export function BotCalendarTab({
  onJoinNow,
  returnTo = '/dashboard/meeting-bot',
}: {
  onJoinNow(meetingUrl: string): void;
  /** Where a provider's consent comes back to (a dashboard path). */
  returnTo?: string;
}) {
  const { t } = useTranslation('calendar');
  const { now, state, items, retry } = useUpcoming(SCREEN_FETCH);

  if (state === 'loading') return <EventRowsSkeleton label={t('upcoming.loading')} />;

  if (state === 'failed')
    return (
      <Alert color="red" variant="light" icon={<CircleAlert size={18} aria-hidden />} role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c={TEXT_ON_TINT}>
            {t('alerts.fetchUpcoming')}
          </Text>
          <Button size="xs" variant="default" onClick={retry}>
            {t('upcoming.retry')}
          </Button>
        </Group>
      </Alert>
    );

  if (state === 'none')
    return (
      <Stack gap="md" align="flex-start">
        <Text>{t('bot.connectLead')}</Text>
        <ConnectButtons returnTo={returnTo} />
        <Text size="sm" c="dimmed">
          {t('bot.icsHint')}{' '}
          <Anchor component={Link} to="/dashboard/calendar" size="sm" underline="always">
            {t('bot.manage')}
          </Anchor>
        </Text>
      </Stack>
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('bot.lead')}
        </Text>
        <Anchor component={Link} to="/dashboard/calendar" size="sm" underline="always">
          {t('bot.manage')}
        </Anchor>
      </Group>
      {items.length === 0 ? (
        <NoEvents title={t('upcoming.empty')} hint={t('upcoming.emptyHint')} />
      ) : (
        <EventList label={t('upcoming.title')}>
          {items.map((e) => (
            <EventRow
              key={e.id}
              event={e}
              now={now}
              actions={<JoinNow url={e.meetingUrl} id={e.id} title={e.title} onJoinNow={onJoinNow} />}
            />
          ))}
        </EventList>
      )}
    </Stack>
  );
}

function JoinNow({
  url,
  id,
  title,
  onJoinNow,
}: {
  url: string | null;
  id: string;
  title: string;
  onJoinNow(meetingUrl: string): void;
}) {
  const { t } = useTranslation('calendar');
  const hintId = `join-now-hint-${id}`;
  return (
    <Stack gap={2} align="flex-end">
      <Button
        size="xs"
        leftSection={<LogIn size={14} aria-hidden />}
        disabled={!url}
        aria-label={t('event.joinNowNamed', { title })}
        aria-describedby={url ? undefined : hintId}
        onClick={() => url && onJoinNow(url)}
      >
        {t('event.joinNow')}
      </Button>
      {!url && (
        <Text id={hintId} size="xs" c="red.8">
          {t('event.noUrl')}
        </Text>
      )}
    </Stack>
  );
}
