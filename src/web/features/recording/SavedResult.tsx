import { Alert, Button, Stack, Text } from '@mantine/core';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FinishResult } from '@shared/api/recordings';
import type { SpeechLanguage } from '@shared/api/speech';
import { formatClock } from './paragraphs';
import { savedNotice, type RecordingState } from './recording-state';

const TEXT = 'var(--mantine-color-text)';

/**
 * After Stop: the saved transcription, whether its final transcript is on its way (or waits for a speech engine), and
 * what (if anything) of the audio did not make it.
 */
export function SavedResult({
  state,
  result,
  language,
  serverCanTranscribe,
}: {
  state: RecordingState;
  result: FinishResult;
  language: SpeechLanguage;
  serverCanTranscribe: boolean;
}) {
  const { t } = useTranslation('recording');
  const notice = savedNotice(state, serverCanTranscribe);
  const title = state.title ?? '';
  return (
    <Stack gap="sm" data-testid="recording-saved">
      <Alert
        color="green"
        variant="light"
        icon={<CircleCheck size={18} aria-hidden />}
        title={
          <Text c={TEXT} fw={600}>
            {t('saved.title')}
          </Text>
        }
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t(`saved.${notice.body}`, { title, duration: formatClock(result.durationSeconds) })}</Text>
          {notice.finalPass && (
            <Text size="sm" data-testid="final-pass">
              {t(`saved.${notice.finalPass}`, { language: t(`speech:languages.${language}`) })}
            </Text>
          )}
          <Button
            component={Link}
            to={`/dashboard/transcriptions/${result.transcriptionId}`}
            size="xs"
            variant="light"
            data-testid="open-transcription"
          >
            {t('saved.open')}
          </Button>
        </Stack>
      </Alert>
      {!result.audioSaved && (
        <Alert color="yellow" variant="light" icon={<TriangleAlert size={18} aria-hidden />} role="alert">
          <Text size="sm" c={TEXT}>
            {t('saved.noAudio')}
          </Text>
        </Alert>
      )}
      {result.audioSaved && result.missing.length > 0 && (
        <Alert color="yellow" variant="light" icon={<TriangleAlert size={18} aria-hidden />} data-testid="missing">
          <Text size="sm" c={TEXT}>
            {t('saved.missing', { count: result.missing.length, total: state.chunks })}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
