import { Alert, Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorCode, useErrorMessage } from '../../lib/error-message';
import { resendVerification } from './api';

/** docs/product.md §2/§8: the unverified-email warning with a resend button and its outcome. */
export function UnverifiedNotice({ email }: { email: string }) {
  const { t, i18n } = useTranslation('auth');
  const message = useErrorMessage();
  const resend = useMutation({ mutationFn: () => resendVerification(email, i18n.language === 'en' ? 'en' : 'id') });
  const failure =
    resend.error && errorCode(resend.error) === 'ALREADY_VERIFIED'
      ? message(resend.error)
      : t('login.unverified.failed');
  return (
    <Alert color="yellow" variant="light" icon={<MailWarning size={20} />} title={t('login.unverified.title')}>
      <Text size="sm" mb="sm">
        {t('login.unverified.body')}
      </Text>
      <Button
        size="xs"
        variant="default"
        loading={resend.isPending}
        disabled={resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {t('login.unverified.resend')}
      </Button>
      <div aria-live="polite">
        {resend.isSuccess && (
          <Text size="sm" mt="sm" c="var(--mantine-color-success)" fw={500}>
            {t('login.unverified.sent')}
          </Text>
        )}
        {resend.isError && (
          <Text size="sm" mt="sm" c="var(--mantine-color-error)" fw={500}>
            {failure}
          </Text>
        )}
      </div>
    </Alert>
  );
}
