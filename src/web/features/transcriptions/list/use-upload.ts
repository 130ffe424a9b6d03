import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { transcriptionKeys } from '../api';
import { uploadErrorKey, uploadRecording, type UploadHandle } from '../upload';

export interface UploadState {
  name: string;
  /** 0..1 */
  progress: number;
}

/** One upload at a time: progress for the bar, a localized error, cancel, and the list refreshed when it lands. */
export function useUpload() {
  const { t } = useTranslation('transcriptions');
  const errorText = useErrorMessage();
  const qc = useQueryClient();
  const [current, setCurrent] = useState<UploadState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const handle = useRef<UploadHandle | null>(null);

  // Leaving the screen cancels a running upload rather than leaving it unattended.
  useEffect(() => () => handle.current?.abort(), []);

  const start = useCallback(
    async (file: File, language: string) => {
      setError(null);
      setCurrent({ name: file.name, progress: 0 });
      const h = uploadRecording(file, language, (progress) => setCurrent({ name: file.name, progress }));
      handle.current = h;
      try {
        await h.done;
        notifications.show({ color: 'green', message: t('upload.success', { name: file.name }) });
        await qc.invalidateQueries({ queryKey: transcriptionKeys.lists() });
      } catch (err) {
        const key = uploadErrorKey(err);
        setError(key ? t(`upload.${key}`) : t('upload.failed', { reason: errorText(err) }));
      } finally {
        if (handle.current === h) handle.current = null;
        setCurrent(null);
      }
    },
    [errorText, qc, t],
  );

  const cancel = useCallback(() => handle.current?.abort(), []);
  return { current, error, clearError: () => setError(null), start, cancel };
}
