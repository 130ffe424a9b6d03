import { Alert, Anchor, Badge, Button, EmptyState, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CalendarClock, CircleAlert, FileText, Power } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message';
import { useBotSessions, useCancelScheduledBot, useScheduledBots, useStopBot } from './api';
import { PlatformBadge } from './PlatformBadge';
import { mergeSessions, shortId, type SessionRow } from './session-list';

const STATUS_COLOR: Record<SessionRow['status'], string> = { active: 'green', scheduled: 'blue', ended: 'gray' };

/** The Scheduled Sessions tab (spec §2): the user's bots, running, scheduled by the calendar, or ended. */
export function ScheduledSessionsTab() {
  const { t, i18n } = useTranslation('bot');
  const errorText = useErrorMessage();
  const sessions = useBotSessions(false);
  const scheduled = useScheduledBots();
  const stop = useStopBot();
  const cancel = useCancelScheduledBot();
  const [confirming, setConfirming] = useState<SessionRow | null>(null);

  if (sessions.isPending || scheduled.isPending) {
    return (
      <Group gap="sm" p="md" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('sessions.loading')}</Text>
      </Group>
    );
  }
  if (sessions.isError) {
    return (
      <Alert color="red" variant="light" icon={<CircleAlert size={18} aria-hidden />} role="alert">
        <Text size="sm" c="var(--mantine-color-text)">
          {t('sessions.failed')}
        </Text>
      </Alert>
    );
  }
  // Without calendars (the route is not there, or it failed) the sessions alone are still worth showing.
  const rows = mergeSessions(sessions.data.items, scheduled.data ?? null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const end = (row: SessionRow) => {
    const done = {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('sessions.ended') });
        setConfirming(null);
      },
      onError: (err: unknown) => {
        notifications.show({ color: 'red', message: t('sessions.endFailed', { reason: errorText(err) }) });
        setConfirming(null);
      },
    };
    if (row.kind === 'session') stop.mutate(row.id, done);
    else cancel.mutate(row.eventId, done);
  };

  if (rows.length === 0) {
    return (
      <EmptyState
        variant="light"
        icon={<CalendarClock size={28} aria-hidden />}
        title={t('sessions.emptyTitle')}
        description={t('sessions.empty')}
      />
    );
  }

  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('sessions.label')}>
        {rows.map((row) => (
          <Paper
            component="li"
            key={`${row.kind}-${row.id}`}
            withBorder
            radius="md"
            p="md"
            data-testid="bot-session-row"
          >
            <Group justify="space-between" align="center" wrap="wrap" gap="sm">
              <Stack gap={6} style={{ minWidth: 0, flex: '1 1 320px' }}>
                <Group gap="xs" wrap="wrap">
                  <Badge
                    color={STATUS_COLOR[row.status]}
                    variant="light"
                    c="var(--mantine-color-text)"
                    data-status={row.status}
                  >
                    {t(`sessions.status.${row.status}`)}
                  </Badge>
                  <PlatformBadge platform={row.platform} />
                  <Text size="sm" ff="monospace" data-testid="bot-session-id">
                    {t('sessions.id', { id: shortId(row.id) })}
                  </Text>
                </Group>
                {row.kind === 'scheduled' && row.title && <Text fw={600}>{row.title}</Text>}
                <Anchor
                  href={row.meetingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {row.meetingUrl}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t(row.kind === 'scheduled' ? 'sessions.starts' : 'sessions.started', {
                    time: when.format(new Date(row.start)),
                  })}
                </Text>
              </Stack>
              {row.status !== 'ended' ? (
                <Button
                  variant="default"
                  color="red"
                  leftSection={<Power size={16} aria-hidden />}
                  onClick={() => setConfirming(row)}
                >
                  {t('sessions.end')}
                </Button>
              ) : (
                row.kind === 'session' &&
                row.session.transcriptionId && (
                  <Button
                    component={Link}
                    to={`/dashboard/mom/${row.session.transcriptionId}`}
                    variant="subtle"
                    leftSection={<FileText size={16} aria-hidden />}
                  >
                    {t('sessions.openMinutes')}
                  </Button>
                )
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('sessions.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('screenshot.close') }}
      >
        {confirming && (
          <Stack gap="md">
            <Text size="sm">
              {confirming.kind === 'scheduled'
                ? t('sessions.confirmScheduled', { title: confirming.title })
                : t('sessions.confirmActive')}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t('sessions.keep')}
              </Button>
              <Button
                color="red.9"
                loading={stop.isPending || cancel.isPending}
                onClick={() => end(confirming)}
                data-testid="bot-session-confirm-end"
              >
                {t('sessions.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
