import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Hourglass, Languages, Loader, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { speechLanguageOf } from '@shared/api/speech';
import type { Transcription } from '@shared/api/transcriptions';
import { useCodeMessage, useErrorMessage } from '../../../lib/error-message';
import { useEngines } from '../../speech/api';
import { ReadinessNotice } from '../../speech/ReadinessNotice';
import { useRetranscribe } from '../api';
import { TranscribeAgainDialog } from './TranscribeAgainDialog';

type NoticeProps = Pick<Transcription, 'id' | 'status' | 'error' | 'progress' | 'text' | 'audio' | 'language'>;

/**
 * Where a transcription's speech-to-text stands: waiting, running (over the live text of a recording, which stays
 * readable meanwhile), or failed — with the reason in the reader's language and, when there is audio, Retry (same
 * language and engine) and "Transcribe again…" (another language or engine), plus why the server cannot transcribe
 * the language now, if it cannot. A recording whose final pass failed keeps its live text: a warning, not a failure.
 */
export function StatusNotice({ tr }: { tr: NoticeProps }) {
  const { t } = useTranslation('transcriptions');
  const codeMessage = useCodeMessage();
  const hasText = tr.text.trim().length > 0;
  const reason = codeMessage(tr.error, t('detail.failedUnknown'));

  if (tr.status === 'pending' || tr.status === 'processing') {
    const progress = tr.status === 'processing' ? tr.progress : null;
    const text = hasText
      ? progress != null
        ? t('detail.processingLiveProgress', { progress })
        : t('detail.processingLive')
      : t(`detail.${tr.status}`);
    return (
      <Alert
        color={tr.status === 'processing' ? 'blue' : 'yellow'}
        icon={tr.status === 'processing' ? <Loader size={18} aria-hidden /> : <Hourglass size={18} aria-hidden />}
        role="status"
      >
        {text}
      </Alert>
    );
  }
  if (tr.status === 'ready' && !tr.error) return null;
  const kept = tr.status === 'ready';
  return (
    <Stack gap="xs" data-testid="transcription-failure">
      <Alert color={kept ? 'yellow' : 'red'} icon={<TriangleAlert size={18} aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="var(--mantine-color-text)">
            {kept
              ? t('detail.keptLive', { reason })
              : tr.error
                ? t('detail.failed', { reason })
                : t('detail.failedUnknown')}
          </Text>
          {tr.audio && <RetryButtons id={tr.id} language={tr.language} />}
        </Stack>
      </Alert>
      {tr.audio && <LanguageReadiness language={tr.language} />}
    </Stack>
  );
}

/** Why the server cannot transcribe this language now (downloading, not installed ...); nothing when it can. */
function LanguageReadiness({ language }: { language: string }) {
  const engines = useEngines();
  const speech = speechLanguageOf(language);
  if (!speech || engines.isPending || engines.isError) return null;
  return <ReadinessNotice engines={engines.data} loading={false} failed={false} language={speech} quietFor="any" />;
}

function RetryButtons({ id, language }: { id: string; language: string }) {
  const { t } = useTranslation('transcriptions');
  const message = useErrorMessage();
  const retry = useRetranscribe(id);
  const [again, { open, close }] = useDisclosure(false);
  return (
    <>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<RotateCcw size={14} aria-hidden />}
          loading={retry.isPending}
          onClick={() => retry.mutate({})}
        >
          {t('detail.retryTranscription')}
        </Button>
        <Button size="xs" variant="default" leftSection={<Languages size={14} aria-hidden />} onClick={open}>
          {t('detail.transcribeAgain')}
        </Button>
        {retry.isError && (
          <Text size="sm" c="red.8" role="alert">
            {t('detail.retranscribeFailed', { reason: message(retry.error) })}
          </Text>
        )}
      </Group>
      {again && <TranscribeAgainDialog id={id} language={language} onClose={close} />}
    </>
  );
}
