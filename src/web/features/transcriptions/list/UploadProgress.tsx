import { Alert, CloseButton, Group, Paper, Progress, Text } from '@mantine/core';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UploadState } from './use-upload';

/** The running upload's bar with a cancel button, or the last upload's error. */
export function UploadProgress({
  current,
  error,
  onCancel,
  onDismiss,
}: {
  current: UploadState | null;
  error: string | null;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('transcriptions');
  if (current) {
    const percent = Math.round(current.progress * 100);
    const label = t('upload.progress', { name: current.name, percent });
    return (
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
          <Text size="sm" truncate role="status">
            {label}
          </Text>
          <CloseButton size="sm" aria-label={t('upload.cancel')} onClick={onCancel} />
        </Group>
        <Progress value={percent} aria-label={label} animated={percent < 100} />
      </Paper>
    );
  }
  if (!error) return null;
  return (
    <Alert color="red" icon={<CircleAlert size={18} aria-hidden />} role="alert" withCloseButton onClose={onDismiss}>
      {error}
    </Alert>
  );
}
