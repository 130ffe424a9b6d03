import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BotSession } from '@shared/api/bots';
import { formatTimer, isAdmitted, recordingSeconds, stepOf } from './bot-steps';
import { PlatformBadge } from './PlatformBadge';
import { ScreenshotButton } from './ScreenshotButton';

/** Seconds the bot has been recording, re-rendered each second while it records (spec: the timer ticks 1 s). */
function useRecordingSeconds(session: BotSession): number {
  const ticking = isAdmitted(session.state) && !session.endedAt;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [ticking]);
  return recordingSeconds(session, now);
}

interface Props {
  session: BotSession;
  onStop(): void;
  stopping: boolean;
  stopError: string | null;
}

/**
 * A bot on its way (steps 1 to 4): what it is doing in words — starting, asking to join, waiting for the host, in
 * the meeting with or without audio, transcribing, generating the minutes — and Stop while it is (or will be) there.
 */
export function BotStatusPanel({ session, onStop, stopping, stopError }: Props) {
  const { t } = useTranslation('bot');
  const seconds = useRecordingSeconds(session);
  const step = stepOf(session);
  const { state } = session;
  const recording = step === 'recording';
  const working = state !== 'in_meeting';
  const hint =
    state === 'waiting'
      ? t('stateHint.waiting', { name: session.displayName })
      : t(`stateHint.${state}`, { defaultValue: '' });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="bot-status-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={4}>
            <Title id="bot-status-title" order={2} size="h3">
              {t(`panelTitle.${step === 'done' ? 'generating' : step}`)}
            </Title>
            <Group gap="xs" wrap="wrap">
              <PlatformBadge platform={session.platform} />
              <Text size="sm" c="dimmed">
                {t('botName', { name: session.displayName })}
              </Text>
            </Group>
          </Stack>
          {recording && (
            <Text
              component="span"
              role="timer"
              aria-label={t('timer')}
              ff="monospace"
              fz={32}
              fw={600}
              data-testid="bot-timer"
            >
              {formatTimer(seconds)}
            </Text>
          )}
        </Group>
        <Group gap="sm" wrap="nowrap" align="flex-start" role="status" data-testid="bot-state" data-state={state}>
          {working && <Loader size="sm" mt={2} aria-hidden />}
          <Stack gap={2}>
            {/* After the meeting the title already says it (Transcribing Audio, Generating Meeting Minutes). */}
            {step !== 'transcribing' && step !== 'generating' && <Text fw={600}>{t(`state.${state}`)}</Text>}
            {hint && <Text size="sm">{hint}</Text>}
            {session.endReason && <Text size="sm">{t(`left.${session.endReason}`)}</Text>}
          </Stack>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('meetingLabel')}{' '}
          <Anchor href={session.meetingUrl} target="_blank" rel="noopener noreferrer" size="sm">
            {session.meetingUrl}
          </Anchor>
        </Text>
        {(step === 'join' || recording) && (
          <Group gap="sm" wrap="wrap">
            <Button
              color="red.9"
              leftSection={<Square size={16} aria-hidden />}
              onClick={onStop}
              loading={stopping}
              data-testid="bot-stop"
            >
              {recording ? t('stop') : t('cancel')}
            </Button>
            {session.hasScreenshot && <ScreenshotButton botId={session.id} />}
          </Group>
        )}
        {stopError && (
          <Text size="sm" c="red.8" role="alert">
            {stopError}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
