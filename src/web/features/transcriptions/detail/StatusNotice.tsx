import { Alert } from '@mantine/core';
import { Hourglass, Loader, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Transcription } from '@shared/api/transcriptions';

/** Where a transcription that is not `ready` stands (an upload waiting for speech-to-text, or a failure). */
export function StatusNotice({ status, error }: Pick<Transcription, 'status' | 'error'>) {
  const { t } = useTranslation('transcriptions');
  if (status === 'ready') return null;
  if (status === 'failed') {
    return (
      <Alert color="red" icon={<TriangleAlert size={18} aria-hidden />} role="alert">
        {error ? t('detail.failed', { reason: error }) : t('detail.failedUnknown')}
      </Alert>
    );
  }
  return (
    <Alert
      color={status === 'processing' ? 'blue' : 'yellow'}
      icon={status === 'processing' ? <Loader size={18} aria-hidden /> : <Hourglass size={18} aria-hidden />}
      role="status"
    >
      {t(`detail.${status}`)}
    </Alert>
  );
}
