import { useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../lib/error-message';
import { signIn } from './api';
import { UnverifiedNotice } from './UnverifiedNotice';
import { emailProblem } from './validate';

// docs/product.md §8 login errors; anything else is the generic failure.
const LOGIN_ERRORS: Record<string, string> = {
  INVALID_CREDENTIALS: 'login.errors.invalid',
  RATE_LIMITED: 'login.errors.rateLimited',
};

export function EmailSignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const mutation = useMutation({ mutationFn: signIn, onSuccess: onSignedIn });

  function submit(e: FormEvent) {
    e.preventDefault();
    const errors = {
      email: emailProblem(email) ?? undefined,
      password: password ? undefined : 'fields.passwordRequired',
    };
    setFieldErrors(errors);
    // Focus the first bad field: a screen reader then reads its error, which is linked to it.
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    setUnverifiedEmail(null);
    mutation.mutate(
      { email: email.trim(), password },
      { onError: (err) => errorCode(err) === 'EMAIL_NOT_VERIFIED' && setUnverifiedEmail(email.trim()) },
    );
  }

  const code = mutation.error ? errorCode(mutation.error) : undefined;
  const errorKey =
    mutation.isError && code !== 'EMAIL_NOT_VERIFIED' ? (LOGIN_ERRORS[code ?? ''] ?? 'login.errors.failed') : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {errorKey && (
          <Alert color="red" variant="light" icon={<CircleAlert size={20} />}>
            {t(errorKey)}
          </Alert>
        )}
        {unverifiedEmail && <UnverifiedNotice email={unverifiedEmail} />}
        <TextInput
          ref={emailRef}
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={fieldErrors.email && t(fieldErrors.email)}
        />
        <PasswordInput
          ref={passwordRef}
          label={t('fields.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={fieldErrors.password && t(fieldErrors.password)}
          // Mantine's PasswordInput sets no aria-invalid of its own (TextInput does).
          aria-invalid={!!fieldErrors.password || undefined}
        />
        {/* After the password field in the tab order: where someone who cannot fill it in looks next. */}
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
