import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { CircleAlert, FileText, MonitorSpeaker, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BotSession } from '@shared/api/bots';
import { useCodeMessage } from '../../lib/error-message';
import { offersOwnBrowser } from './bot-steps';
import { ScreenshotButton } from './ScreenshotButton';

/** The Manual Recording screen with "a browser tab" chosen: the way that works where bots are refused. */
export const OWN_BROWSER_PATH = '/dashboard/manual-recording?source=tab';

interface Props {
  session: BotSession;
  onRetry(): void;
  retrying: boolean;
  retryError: string | null;
}

/**
 * A bot that could not join or record (spec: on error, back to step 1 with the error shown): the reason in the
 * reader's language, what the bot saw, one-click Retry, and — where the platform refuses bots — recording the meeting
 * from the user's own browser instead.
 */
export function FailurePanel({ session, onRetry, retrying, retryError }: Props) {
  const { t } = useTranslation('bot');
  const codeText = useCodeMessage();
  const code = session.failure?.code;
  const ownBrowser = offersOwnBrowser(code);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<CircleAlert size={20} aria-hidden />}
      title={t('failure.title')}
      role="alert"
      data-testid="bot-failure"
      data-code={code}
    >
      <Stack gap="sm">
        <Text size="sm" c="var(--mantine-color-text)" data-testid="bot-failure-reason">
          {codeText(code, t('failure.title'))}
        </Text>
        {ownBrowser && (
          <Text size="sm" c="var(--mantine-color-text)">
            {t('failure.ownBrowserHint')}
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          <Button
            leftSection={<RotateCcw size={16} aria-hidden />}
            onClick={onRetry}
            loading={retrying}
            variant={ownBrowser ? 'default' : 'filled'}
            data-testid="bot-retry"
          >
            {t('failure.retry')}
          </Button>
          {ownBrowser && (
            <Button component={Link} to={OWN_BROWSER_PATH} leftSection={<MonitorSpeaker size={16} aria-hidden />}>
              {t('failure.ownBrowser')}
            </Button>
          )}
          {session.hasScreenshot && <ScreenshotButton botId={session.id} />}
          {session.transcriptionId && (
            <Button
              component={Link}
              to={`/dashboard/mom/${session.transcriptionId}`}
              variant="default"
              leftSection={<FileText size={16} aria-hidden />}
            >
              {t('failure.keptRecording')}
            </Button>
          )}
        </Group>
        {retryError && (
          <Text size="sm" c="red.9" role="alert">
            {retryError}
          </Text>
        )}
        <Text size="sm" c="var(--mantine-color-text)">
          {t('failure.newLink')}
        </Text>
      </Stack>
    </Alert>
  );
}
