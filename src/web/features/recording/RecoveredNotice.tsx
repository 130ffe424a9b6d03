import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Recovered } from './use-recovery';

const TEXT = 'var(--mantine-color-text)';

/** A recording a reload or a closed tab interrupted: its audio uploads from here; Finish saves it. */
export function RecoveredNotice({
  item,
  onFinish,
  onDismiss,
}: {
  item: Recovered;
  onFinish(): void;
  onDismiss(): void;
}) {
  const { t } = useTranslation('recording');
  const { recording, progress, finishing, error, result } = item;
  if (result) {
    return (
      <Alert color="green" variant="light" icon={<History size={18} aria-hidden />} data-testid="recovered-saved">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c={TEXT}>
            {t('recovered.saved', { title: recording.title })}
          </Text>
          <Button component={Link} to={`/dashboard/transcriptions/${result.transcriptionId}`} size="xs" variant="light">
            {t('recovered.open')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const pending = progress?.pending ?? null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<History size={18} aria-hidden />}
      title={
        <Text c={TEXT} fw={600}>
          {t('recovered.title')}
        </Text>
      }
      data-testid="recovered-recording"
    >
      <Stack gap="xs">
        <Text size="sm" c={TEXT}>
          {t('recovered.body', { title: recording.title })}
        </Text>
        {pending !== null && (
          <Text size="sm" c="dimmed" role="status">
            {pending > 0 ? t('recovered.pending', { count: pending }) : t('recovered.uploaded')}
            {progress?.retrying ? ` ${t('recovered.retrying')}` : ''}
          </Text>
        )}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {t(error.key, error.params)}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" onClick={onFinish} loading={finishing}>
            {t('recovered.finish')}
          </Button>
          <Button size="xs" variant="subtle" onClick={onDismiss} disabled={finishing}>
            {t('recovered.dismiss')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
