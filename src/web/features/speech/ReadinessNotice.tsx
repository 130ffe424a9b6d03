import { Alert, Anchor, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { CircleAlert, Download, Info } from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { EngineId, Engines, SpeechLanguage } from '@shared/api/speech';
import { useSession } from '../../app/session';
import { fileReadiness, readinessNotice, type ReadinessNotice as Notice } from './status';

/** Where an admin downloads models: the Speech section of Settings. */
export const SPEECH_SETTINGS_PATH = '/dashboard/settings#speech';

/**
 * Whether the server can transcribe `language`, and when it cannot, why and what to do: the model downloading (with
 * its progress), not installed, or its download failed — with "Download it in Settings → Speech" for admins and
 * "Ask an administrator" for everyone else. `quietFor` leaves the ready case to the screen when that engine is the
 * one it already names (the recording screen shows its live engine); `children` adds a line under a warning (e.g.
 * that recording still works).
 */
export function ReadinessNotice({
  engines,
  loading,
  failed,
  language,
  quietFor,
  children,
}: {
  engines: Engines | undefined;
  loading: boolean;
  failed: boolean;
  language: SpeechLanguage;
  /** `any`: say nothing whenever the language is ready. */
  quietFor?: EngineId | null | 'any';
  children?: ReactNode;
}) {
  const { t } = useTranslation('speech');
  const { user } = useSession();
  if (loading) {
    return (
      <Group gap="xs" role="status" data-testid="speech-readiness">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('notice.loading')}
        </Text>
      </Group>
    );
  }
  if (failed || !engines) {
    return (
      <Text size="sm" c="dimmed" data-testid="speech-readiness">
        {t('notice.loadError')}
      </Text>
    );
  }
  const notice = readinessNotice(fileReadiness(engines, language), user?.role === 'admin');
  if (notice.tone === 'info') {
    if (quietFor === 'any' || (quietFor !== undefined && notice.engine === quietFor)) return null;
    return (
      <Group gap={6} wrap="nowrap" data-testid="speech-readiness" data-state="ready">
        <Info size={16} aria-hidden />
        <Text size="sm">{t('notice.ready', { engine: t(`engines.${notice.engine ?? 'whisper'}`) })}</Text>
      </Group>
    );
  }
  return <NotReadyAlert notice={notice} language={language} extra={children} />;
}

function NotReadyAlert({ notice, language, extra }: { notice: Notice; language: SpeechLanguage; extra: ReactNode }) {
  const { t } = useTranslation('speech');
  const downloading = notice.tone === 'progress';
  const message = t(`notice.${notice.key}`, {
    percent: notice.percent ?? 0,
    language: t(`languages.${language}`),
    reason: notice.reason ? t(`failure.${notice.reason}`) : '',
  });
  return (
    <Alert
      color={downloading ? 'blue' : 'yellow'}
      variant="light"
      icon={downloading ? <Download size={18} aria-hidden /> : <CircleAlert size={18} aria-hidden />}
      // A download moving forward is news, not an alarm: a polite live region; the others are there from the start.
      role={downloading ? 'status' : 'alert'}
      data-testid="speech-readiness"
      data-state={notice.key}
    >
      <Stack gap={6}>
        <Text size="sm" c="var(--mantine-color-text)">
          {message}
        </Text>
        {downloading && notice.percent !== null && (
          <Progress value={notice.percent} size="sm" aria-label={message} maw={360} animated />
        )}
        {notice.advice === 'settings' && (
          <Text size="sm" c="var(--mantine-color-text)">
            <Trans
              t={t}
              i18nKey="notice.adviceSettings"
              // Not `link`: Trans parses its text as HTML, where <link> is a void element and would lose its words.
              components={{
                settings: <Anchor component={Link} to={SPEECH_SETTINGS_PATH} size="sm" underline="always" />,
              }}
            />
          </Text>
        )}
        {notice.advice === 'askAdmin' && (
          <Text size="sm" c="var(--mantine-color-text)">
            {t('notice.adviceAdmin')}
          </Text>
        )}
        {extra && (
          <Text size="sm" c="var(--mantine-color-text)">
            {extra}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
