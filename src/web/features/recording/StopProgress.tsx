import { Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UploaderProgress } from './chunk-uploader';

/** While stopping: the chunks still to upload (they are safe on this device meanwhile), then the final save. */
export function StopProgress({ upload }: { upload: UploaderProgress | null }) {
  const { t } = useTranslation('recording');
  const pending = upload?.pending ?? 0;
  const total = pending + (upload?.uploaded ?? 0);
  return (
    <Paper withBorder radius="md" p="md" role="status" data-testid="stop-progress">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{pending > 0 ? t('upload.waiting', { count: pending }) : t('upload.finishing')}</Text>
        </Group>
        {pending > 0 && total > 0 && (
          <Progress value={((total - pending) / total) * 100} aria-label={t('upload.waiting', { count: pending })} />
        )}
        {upload?.retrying && (
          <Text size="sm" c="dimmed">
            {t('upload.retrying')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
