import { useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, KeyRound } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@shared/api/auth';
import { useRefreshSession } from '../../app/session';
import { errorCode } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PASSWORD_CHANGED_URL, resetPassword } from './api';
import { AuthCard } from './AuthCard';

type Field = 'password' | 'confirm';

const RESET_ERRORS: Record<string, { field?: Field; key: string }> = {
  WEAK_PASSWORD: { field: 'password', key: 'signup.errors.weak' },
  PASSWORDS_DO_NOT_MATCH: { field: 'confirm', key: 'signup.errors.mismatch' },
  RATE_LIMITED: { key: 'reset.errors.rateLimited' },
};

/** A dead link (used, expired, mistyped): say so and offer a new one. */
function InvalidLink() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<CircleAlert size={20} />} role="alert" title={t('reset.invalidTitle')}>
        {t('reset.invalid')}
      </Alert>
      <Button component={Link} to="/forgot-password" variant="light" fullWidth>
        {t('reset.requestNew')}
      </Button>
    </Stack>
  );
}

/**
 * Where the reset e-mail's link lands (the server redirects here with `?token=...`, or `?error=INVALID_TOKEN` for a
 * link that is used up or expired). Reachable signed in too: a reset asked for on another device still works.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.pageTitle'));
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const [params] = useSearchParams();
  const token = params.get('error') ? null : params.get('token');
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [problem, setProblem] = useState<{ field: Field; key: string } | null>(null);
  const refs = { password: useRef<HTMLInputElement>(null), confirm: useRef<HTMLInputElement>(null) };
  const mutation = useMutation({
    mutationFn: resetPassword,
    // Every session of the account was just ended, this browser's too if it was signed in: re-check before the
    // login screen (which sends a signed-in visitor on to the dashboard).
    onSuccess: async () => {
      await refreshSession();
      navigate(PASSWORD_CHANGED_URL, { replace: true });
    },
    onError: (err) => {
      const known = RESET_ERRORS[errorCode(err) ?? ''];
      if (known?.field) refs[known.field].current?.focus();
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    let found: { field: Field; key: string } | null = null;
    if (!values.password) found = { field: 'password', key: 'fields.passwordRequired' };
    else if (values.password.length < PASSWORD_MIN_LENGTH) found = { field: 'password', key: 'signup.errors.weak' };
    else if (values.password !== values.confirm) found = { field: 'confirm', key: 'signup.errors.mismatch' };
    setProblem(found);
    if (found) return refs[found.field].current?.focus();
    mutation.mutate({ token: token ?? '', newPassword: values.password, confirmPassword: values.confirm });
  }

  const code = mutation.error ? errorCode(mutation.error) : undefined;
  const server = mutation.isError ? (RESET_ERRORS[code ?? ''] ?? { key: 'reset.errors.failed' }) : null;
  const shown = problem ?? server;
  const invalid = (field: Field) => shown?.field === field;
  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  return (
    <AuthCard
      title={t('reset.title')}
      legal={false}
      footer={
        <Anchor component={Link} to="/login" fw={600}>
          {t('reset.backToLogin')}
        </Anchor>
      }
    >
      {!token || code === 'INVALID_TOKEN' ? (
        <InvalidLink />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('reset.lead')}
            </Text>
            {shown && (
              <Alert color="red" variant="light" icon={<CircleAlert size={20} />} role="alert">
                {t(shown.key)}
              </Alert>
            )}
            <PasswordInput
              ref={refs.password}
              label={t('reset.newPassword')}
              description={t('signup.passwordHint')}
              autoComplete="new-password"
              required
              autoFocus
              value={values.password}
              onChange={set('password')}
              error={invalid('password')}
              // Mantine's PasswordInput sets no aria-invalid of its own (TextInput does).
              aria-invalid={invalid('password') || undefined}
            />
            <PasswordInput
              ref={refs.confirm}
              label={t('fields.confirmPassword')}
              autoComplete="new-password"
              required
              value={values.confirm}
              onChange={set('confirm')}
              error={invalid('confirm')}
              aria-invalid={invalid('confirm') || undefined}
            />
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={mutation.isPending}
              leftSection={<KeyRound size={18} aria-hidden />}
            >
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
