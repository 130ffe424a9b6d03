import { useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { requestPasswordReset } from './api';
import { AuthCard } from './AuthCard';
import { emailProblem } from './validate';

/**
 * "Lupa kata sandi?" from the login screen: asks for the address and mails a reset link. The answer is the same
 * whether or not the address has an account, so the page says "if an account exists".
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  useDocumentTitle(t('forgot.pageTitle'));
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const mutation = useMutation({
    mutationFn: (address: string) => requestPasswordReset(address, i18n.language === 'en' ? 'en' : 'id'),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (found) return emailRef.current?.focus();
    mutation.mutate(email.trim());
  }

  const failed = mutation.isError
    ? errorCode(mutation.error) === 'RATE_LIMITED'
      ? 'forgot.errors.rateLimited'
      : 'forgot.errors.failed'
    : null;

  return (
    <AuthCard
      title={t('forgot.title')}
      legal={false}
      footer={
        <>
          {t('forgot.remembered')}{' '}
          <Anchor component={Link} to="/login" fw={600}>
            {t('signup.signIn')}
          </Anchor>
        </>
      }
    >
      {mutation.isSuccess ? (
        <Alert color="teal" variant="light" role="status" icon={<MailCheck size={20} />} title={t('forgot.sentTitle')}>
          <Text size="sm">{t('forgot.sent', { email: mutation.variables })}</Text>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('forgot.lead')}
            </Text>
            {failed && (
              <Alert color="red" variant="light" icon={<CircleAlert size={20} />} role="alert">
                {t(failed)}
              </Alert>
            )}
            <TextInput
              ref={emailRef}
              type="email"
              label={t('fields.email')}
              autoComplete="email"
              required
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={problem && t(problem)}
            />
            <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
