import { Alert, Badge, Button, Group, Modal, Progress, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CircleCheck, CircleStop, Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Engines, WhisperModel, WhisperModelName } from '@shared/api/speech';
import { useErrorMessage } from '../../lib/error-message';
import { useDeleteModel, useDownloadModel, useSpeechDefaults } from '../speech/api';
import { formatBytes, modelActions, percentOf } from '../speech/status';

type Admin = NonNullable<Engines['admin']>;

/** Admins: the Whisper models with size, state and progress; download, delete (confirmed) and make one active. */
export function WhisperModels({ admin }: { admin: Admin }) {
  const { t, i18n } = useTranslation('speech');
  const errorText = useErrorMessage();
  const download = useDownloadModel();
  const remove = useDeleteModel();
  const defaults = useSpeechDefaults();
  const [error, setError] = useState<string | null>(null);
  // By name: the dialog follows the model's live state (a download may finish while it is open).
  const [confirmName, setConfirmName] = useState<WhisperModelName | null>(null);
  const confirming = admin.models.find((m) => m.name === confirmName) ?? null;
  const setConfirming = (m: WhisperModel | null) => setConfirmName(m?.name ?? null);
  const size = (m: WhisperModel) => formatBytes(m.bytes, i18n.language);
  const fail = (err: unknown) => setError(t('models.actionFailed', { reason: errorText(err) }));
  const busy = download.isPending || remove.isPending || defaults.isPending;

  const start = (m: WhisperModel) => {
    setError(null);
    download.mutate(m.name, {
      onSuccess: () => notifications.show({ color: 'blue', message: t('models.downloadStarted', { name: m.name }) }),
      onError: fail,
    });
  };
  const activate = (m: WhisperModel) => {
    setError(null);
    defaults.mutate(
      { whisperModel: m.name },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('models.activated', { name: m.name }) }),
        onError: fail,
      },
    );
  };
  // Deleting a downloading model stops its download: the same request, its own words.
  const stopping = confirming?.state === 'downloading';
  const confirmDelete = () => {
    const m = confirming;
    if (!m) return;
    setError(null);
    const done = m.state === 'downloading' ? 'models.stopped' : 'models.deleted';
    remove.mutate(m.name, {
      onSuccess: () => {
        setConfirming(null);
        notifications.show({ color: 'green', message: t(done, { name: m.name }) });
      },
      onError: (err) => {
        setConfirming(null);
        fail(err);
      },
    });
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('models.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('models.lead')}
      </Text>
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" aria-label={t('models.label')} data-testid="whisper-models">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('models.model')}</Table.Th>
              <Table.Th scope="col">{t('models.size')}</Table.Th>
              <Table.Th scope="col">{t('models.state')}</Table.Th>
              <Table.Th scope="col">{t('models.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {admin.models.map((m) => {
              const can = modelActions(m);
              return (
                <Table.Tr key={m.name} data-model={m.name} data-state={m.state}>
                  <Table.Th scope="row">
                    <Group gap={6} wrap="nowrap">
                      <Text ff="monospace" fw={600} size="sm">
                        {m.name}
                      </Text>
                      {m.active && (
                        <Badge color="green" variant="light" c="var(--mantine-color-text)">
                          {t('models.active')}
                        </Badge>
                      )}
                      {m.randomWeights && (
                        <Tooltip label={t('models.randomWeightsHint')} multiline w={260}>
                          <Badge color="gray" variant="outline" tabIndex={0} c="var(--mantine-color-text)">
                            {t('models.randomWeights')}
                          </Badge>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Th>
                  <Table.Td>
                    <Text size="sm">{size(m)}</Text>
                  </Table.Td>
                  <Table.Td miw={180}>
                    <ModelState model={m} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {can.download && (
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<Download size={14} aria-hidden />}
                          onClick={() => start(m)}
                          disabled={busy}
                          aria-label={t('models.downloadLabel', { name: m.name })}
                        >
                          {m.state === 'failed' ? t('models.retryDownload') : t('models.download')}
                        </Button>
                      )}
                      {can.activate && (
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<CircleCheck size={14} aria-hidden />}
                          onClick={() => activate(m)}
                          disabled={busy}
                          aria-label={t('models.activateLabel', { name: m.name })}
                        >
                          {t('models.activate')}
                        </Button>
                      )}
                      {can.cancel && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red.9"
                          leftSection={<CircleStop size={14} aria-hidden />}
                          onClick={() => setConfirming(m)}
                          disabled={busy}
                          aria-label={t('models.cancelDownloadLabel', { name: m.name })}
                        >
                          {t('models.cancelDownload')}
                        </Button>
                      )}
                      {can.remove && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red.9"
                          leftSection={<Trash2 size={14} aria-hidden />}
                          onClick={() => setConfirming(m)}
                          disabled={busy}
                          aria-label={t('models.deleteLabel', { name: m.name })}
                        >
                          {t('models.delete')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t(stopping ? 'models.stopTitle' : 'models.confirmTitle', { name: confirming.name }) : ''}
        centered
        closeButtonProps={{ 'aria-label': t('models.cancel') }}
      >
        {confirming && (
          <Stack gap="md">
            <Text size="sm">
              {stopping ? t('models.stopBody') : t('models.confirmBody', { size: size(confirming) })}
            </Text>
            {confirming.active && !stopping && (
              <Alert color="yellow" variant="light">
                <Text size="sm" c="var(--mantine-color-text)">
                  {t('models.confirmActive')}
                </Text>
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(null)} data-autofocus>
                {stopping ? t('models.keepDownloading') : t('models.cancel')}
              </Button>
              <Button color="red.9" onClick={confirmDelete} loading={remove.isPending}>
                {stopping ? t('models.stopConfirm') : t('models.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

/** "Installed", "Downloading 43 %" with its bar, "Download failed: <reason>", "Not installed". */
function ModelState({ model: m }: { model: WhisperModel }) {
  const { t } = useTranslation('speech');
  if (m.state === 'downloading') {
    const percent = percentOf(m.progress);
    const label = percent === null ? t('models.downloadingNoPercent') : t('models.downloading', { percent });
    return (
      <Stack gap={4}>
        <Text size="sm" role="status">
          {label}
        </Text>
        <Progress
          value={percent ?? 100}
          animated
          striped={percent === null}
          size="sm"
          aria-label={t('settings.progressLabel', { name: m.name, percent: percent ?? 0 })}
        />
      </Stack>
    );
  }
  if (m.state === 'failed') {
    return (
      <Text size="sm" c="red.8">
        {t('models.failed', { reason: t(`failure.${m.failure?.code ?? 'unknown'}`) })}
      </Text>
    );
  }
  return (
    <Text size="sm" c={m.state === 'installed' ? undefined : 'dimmed'}>
      {m.state === 'installed' ? t('models.installed') : t('models.notInstalled')}
    </Text>
  );
}
