import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Hourglass, Loader, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Transcription } from '@shared/api/transcriptions';
import { useCodeMessage, useErrorMessage } from '../../../lib/error-message';
import { useRetranscribe } from '../api';

type NoticeProps = Pick<Transcription, 'id' | 'status' | 'error' | 'progress' | 'text' | 'audio'>;

/**
 * Where a transcription's speech-to-text stands: waiting, running (over the live text of a recording, which stays
 * readable meanwhile), or failed — with the reason in the reader's language and, when there is audio, a way to run it
 * again. A recording whose final pass failed keeps its live text: that is a warning, not a failure.
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
    <Alert color={kept ? 'yellow' : 'red'} icon={<TriangleAlert size={18} aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="var(--mantine-color-text)">
          {kept
            ? t('detail.keptLive', { reason })
            : tr.error
              ? t('detail.failed', { reason })
              : t('detail.failedUnknown')}
        </Text>
        {tr.audio && <RetryButton id={tr.id} />}
      </Stack>
    </Alert>
  );
}

function RetryButton({ id }: { id: string }) {
  const { t } = useTranslation('transcriptions');
  const message = useErrorMessage();
  const retry = useRetranscribe(id);
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="light"
        leftSection={<RotateCcw size={14} aria-hidden />}
        loading={retry.isPending}
        onClick={() => retry.mutate()}
      >
        {t('detail.retranscribe')}
      </Button>
      {retry.isError && (
        <Text size="sm" c="red.8" role="alert">
          {t('detail.retranscribeFailed', { reason: message(retry.error) })}
        </Text>
      )}
    </Group>
  );
}
