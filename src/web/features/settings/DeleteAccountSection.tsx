import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CircleAlert, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorCode, useErrorMessage } from '../../lib/error-message';
import { useAccount, useDeleteAccount } from './account-api';

/** Codes that are about what was typed: shown at the field rather than above the form. */
const FIELD_ERRORS = new Set(['WRONG_PASSWORD', 'CONFIRMATION_MISMATCH', 'VALIDATION']);

/**
 * The confirmation dialog: the password, or for an account without one (Google, Microsoft) its e-mail address typed
 * out. Deleting cannot be undone, so focus starts in the confirmation field and Cancel is always at hand.
 */
function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const errorText = useErrorMessage();
  const account = useAccount(opened);
  const remove = useDeleteAccount();
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hasPassword = account.data?.hasPassword ?? true;
  // The field appears once the account is known (password or e-mail), after the dialog took focus: move it there.
  const ready = opened && account.isSuccess;
  useEffect(() => {
    if (ready) inputRef.current?.focus();
  }, [ready]);

  const close = () => {
    if (remove.isPending) return;
    setValue('');
    setMissing(false);
    remove.reset();
    onClose();
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!value.trim()) {
      setMissing(true);
      return inputRef.current?.focus();
    }
    setMissing(false);
    remove.mutate(hasPassword ? { password: value } : { email: value.trim() }, {
      // Signed out by the server already: a full load of the landing page, as signing out does, leaves no state of
      // the deleted account behind in this tab.
      onSuccess: () => window.location.assign('/?accountDeleted=1'),
      onError: () => inputRef.current?.focus(),
    });
  }

  const code = remove.error ? errorCode(remove.error) : undefined;
  const fieldError = missing
    ? t(hasPassword ? 'dialog.passwordRequired' : 'dialog.emailRequired')
    : code && FIELD_ERRORS.has(code)
      ? errorText(remove.error)
      : null;
  const formError = remove.isError && !(code && FIELD_ERRORS.has(code)) ? errorText(remove.error) : null;
  const label = hasPassword ? t('dialog.password') : t('dialog.email', { email: account.data?.email ?? '' });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('dialog.title')}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('dialog.body')}</Text>
          <List size="sm" spacing={4}>
            {(['transcriptions', 'summaries', 'recordings', 'settings'] as const).map((what) => (
              <List.Item key={what}>{t(`dialog.items.${what}`)}</List.Item>
            ))}
          </List>
          <Text size="sm" fw={700}>
            {t('dialog.final')}
          </Text>
          {formError && (
            <Alert color="red" variant="light" icon={<CircleAlert size={18} aria-hidden />} role="alert">
              {formError}
            </Alert>
          )}
          {account.isError ? (
            <Alert color="red" variant="light" icon={<CircleAlert size={18} aria-hidden />} role="alert">
              {t('dialog.loadError')}
            </Alert>
          ) : account.isPending ? (
            <Skeleton height={60} aria-label={t('dialog.loading')} />
          ) : hasPassword ? (
            <PasswordInput
              ref={inputRef}
              label={label}
              autoComplete="current-password"
              required
              data-autofocus
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={fieldError}
              // Mantine's PasswordInput sets no aria-invalid of its own (TextInput does).
              aria-invalid={!!fieldError || undefined}
            />
          ) : (
            <TextInput
              ref={inputRef}
              type="email"
              label={label}
              autoComplete="off"
              required
              data-autofocus
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={fieldError}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {t('dialog.cancel')}
            </Button>
            {/* red.9: white on the theme's filled red is 3.8:1, below AA */}
            <Button
              type="submit"
              color="red.9"
              loading={remove.isPending}
              disabled={!account.isSuccess}
              leftSection={<Trash2 size={16} aria-hidden />}
            >
              {t('dialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Settings → Delete account (Hapus akun): what it does, and the button that opens the confirmation. */
export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="settings-delete-account"
      style={{ borderColor: 'var(--mantine-color-red-outline)' }}
    >
      <Title id="settings-delete-account" order={2} size="h4" mb="xs">
        {t('section.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('section.text')}
      </Text>
      <Button variant="outline" color="red.9" leftSection={<Trash2 size={16} aria-hidden />} onClick={open}>
        {t('section.button')}
      </Button>
      <DeleteAccountDialog opened={opened} onClose={close} />
    </Paper>
  );
}
