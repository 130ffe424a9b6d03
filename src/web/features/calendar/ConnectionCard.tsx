import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { CircleAlert, CircleCheck, Unplug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AUTO_RECORD, type AutoRecord, type CalendarConnection } from '@shared/api/calendar';
import { useCodeMessage, useErrorMessage } from '../../lib/error-message';
import { TEXT_ON_TINT } from '../transcriptions/badges';
import { formatDateTime } from '../transcriptions/format';
import { useDisconnectCalendar, useSetAutoRecord } from './api';
import { useConnectStart } from './ConnectButtons';

/**
 * One connected calendar: its name and kind, how its sync stands (a revoked grant asks to reconnect), which meetings
 * get a bot by themselves, and Disconnect behind a confirmation.
 */
export function ConnectionCard({ connection: c, returnTo }: { connection: CalendarConnection; returnTo: string }) {
  const { t } = useTranslation('calendar');
  const codeText = useCodeMessage();
  const errorText = useErrorMessage();
  const setAuto = useSetAutoRecord();
  const reconnect = useConnectStart(returnTo, 'calendar');
  const [autoError, setAutoError] = useState<string | null>(null);

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={c.name} data-connection-id={c.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {c.name}
              </Text>
              <Badge variant="light" color="gray" c={TEXT_ON_TINT}>
                {t(`connections.type.${c.type}`)}
              </Badge>
            </Group>
            <SyncStatus connection={c} />
          </Stack>
          <DisconnectButton connection={c} />
        </Group>
        {c.status === 'error' && (
          <Text size="sm" c="red.8">
            {codeText(c.error, t('connections.syncFailed'))}
          </Text>
        )}
        {c.status === 'disconnected' && (
          <Alert
            color="orange"
            variant="light"
            icon={<CircleAlert size={18} aria-hidden />}
            title={t('connections.revokedTitle')}
            styles={{ title: { color: TEXT_ON_TINT } }}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{c.type === 'ics' ? t('connections.revokedIcs') : t('connections.revoked')}</Text>
              {c.type !== 'ics' && (
                <Button
                  size="xs"
                  loading={reconnect.pending === c.type}
                  onClick={() => reconnect.start(c.type as 'google' | 'outlook')}
                >
                  {t('connections.reconnect')}
                </Button>
              )}
              {reconnect.error && (
                <Text role="alert" size="sm" c="red.8">
                  {reconnect.error}
                </Text>
              )}
            </Stack>
          </Alert>
        )}
        <Select
          label={t('connections.autoRecord.label')}
          description={t('connections.autoRecord.hint')}
          data={AUTO_RECORD.map((v) => ({ value: v, label: t(`connections.autoRecord.${v}`) }))}
          value={c.autoRecord}
          allowDeselect={false}
          maw={340}
          disabled={setAuto.isPending || c.status === 'disconnected'}
          error={autoError}
          onChange={(v) => {
            if (!v || v === c.autoRecord) return;
            setAutoError(null);
            setAuto.mutate(
              { id: c.id, autoRecord: v as AutoRecord },
              { onError: (err) => setAutoError(errorText(err)) },
            );
          }}
        />
      </Stack>
    </Paper>
  );
}

function SyncStatus({ connection: c }: { connection: CalendarConnection }) {
  const { t, i18n } = useTranslation('calendar');
  if (c.status === 'syncing')
    return (
      <Group gap={6}>
        <Loader size={12} aria-hidden />
        <Text size="sm" c="dimmed">
          {t('connections.status.syncing')}
        </Text>
      </Group>
    );
  if (c.status === 'disconnected')
    return (
      <Group gap={6} c="red.9">
        <Unplug size={14} aria-hidden />
        <Text size="sm">{t('connections.status.disconnected')}</Text>
      </Group>
    );
  if (c.status === 'error')
    return (
      <Group gap={6} c="red.8">
        <CircleAlert size={14} aria-hidden />
        <Text size="sm">{t('connections.status.error')}</Text>
      </Group>
    );
  return (
    <Group gap={6} c="dimmed">
      <CircleCheck size={14} aria-hidden />
      <Text size="sm">
        {c.lastSynced
          ? t('connections.status.ok', { time: formatDateTime(c.lastSynced, i18n.language) })
          : t('connections.status.never')}
      </Text>
    </Group>
  );
}

function DisconnectButton({ connection: c }: { connection: CalendarConnection }) {
  const { t } = useTranslation('calendar');
  const errorText = useErrorMessage();
  const remove = useDisconnectCalendar();
  const [opened, { open, close }] = useDisclosure(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setError(null);
    remove.mutate(c.id, {
      onSuccess: () => {
        close();
        notifications.show({
          color: 'green',
          message: t('connections.disconnectDone', { name: c.name }),
          closeButtonProps: { 'aria-label': t('close') },
        });
      },
      onError: (err) => setError(errorText(err)),
    });
  };
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        c="red.9"
        size="xs"
        onClick={open}
        aria-label={t('connections.disconnectNamed', { name: c.name })}
      >
        {t('connections.disconnect')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('connections.disconnectTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('connections.cancel') }}
      >
        <Text mb="md" style={{ overflowWrap: 'anywhere' }}>
          {t('connections.disconnectBody', { name: c.name })}
        </Text>
        {error && (
          <Text role="alert" c="red.8" size="sm" mb="md">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('connections.cancel')}
          </Button>
          <Button color="red.9" onClick={confirm} loading={remove.isPending}>
            {t('connections.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
