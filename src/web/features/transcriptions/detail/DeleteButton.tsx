import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useDeleteTranscription } from '../api';

/**
 * Delete with a confirmation dialog (focus starts on Cancel, the safe choice, and returns to the button when it
 * closes); on success, back to the list with a notice.
 */
export function DeleteButton({ id, title, listPath }: { id: string; title: string; listPath: string }) {
  const { t } = useTranslation('transcriptions');
  const errorText = useErrorMessage();
  const navigate = useNavigate();
  const remove = useDeleteTranscription(id);
  const [opened, { open, close }] = useDisclosure(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('delete.done') });
        void navigate(listPath, { replace: true });
      },
      onError: (err) => setError(t('delete.failed', { reason: errorText(err) })),
    });
  };

  return (
    <>
      <Button variant="light" color="red" leftSection={<Trash2 size={16} aria-hidden />} onClick={open}>
        {t('delete.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('delete.title')}
        centered
        closeButtonProps={{ 'aria-label': t('delete.cancel') }}
      >
        <Text mb="md" style={{ overflowWrap: 'anywhere' }}>
          {t('delete.body', { title })}
        </Text>
        {error && (
          <Text role="alert" c="red.8" size="sm" mb="md">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('delete.cancel')}
          </Button>
          {/* red.9: white on the theme's filled red is 3.8:1, below AA */}
          <Button color="red.9" onClick={confirm} loading={remove.isPending}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
