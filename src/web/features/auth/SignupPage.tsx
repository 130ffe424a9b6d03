import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { signUp, VERIFIED_URL } from './api';
import { AuthCard } from './AuthCard';
import { PASSWORD_MIN_LENGTH } from '@shared/api/auth';
import { emailProblem } from './validate';

/** docs/product.md §4: after a successful sign-up, go to /login after 5 s. */
const REDIRECT_MS = 5000;

const SIGNUP_ERRORS: Record<string, string> = {
  EMAIL_IN_USE: 'signup.errors.emailInUse',
  WEAK_PASSWORD: 'signup.errors.weak',
  PASSWORDS_DO_NOT_MATCH: 'signup.errors.mismatch',
};

type Field = 'email' | 'password' | 'confirm';

/**
 * docs/product.md §2 Signup ('Create your account'), also mounted at /register. The server judges password strength.
 */
export function SignupPage() {
  const { t, i18n } = useTranslation('auth');
  useDocumentTitle(t('signup.pageTitle'));
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: '', password: '', confirm: '' });
  const [problem, setProblem] = useState<{ field: Field; key: string } | null>(null);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  const mutation = useMutation({ mutationFn: signUp });

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [mutation.isSuccess, navigate]);

  function validate(): { field: Field; key: string } | null {
    const emailKey = emailProblem(values.email);
    if (emailKey) return { field: 'email', key: emailKey };
    if (!values.password) return { field: 'password', key: 'fields.passwordRequired' };
    // Too short is "too weak", as the server says it (WEAK_PASSWORD); the hint under the field explains the rule.
    if (values.password.length < PASSWORD_MIN_LENGTH) return { field: 'password', key: 'signup.errors.weak' };
    if (values.password !== values.confirm) return { field: 'confirm', key: 'signup.errors.mismatch' };
    return null;
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = validate();
    setProblem(found);
    if (found) return refs[found.field].current?.focus();
    mutation.mutate({
      email: values.email.trim(),
      password: values.password,
      confirmPassword: values.confirm,
      language: i18n.language === 'en' ? 'en' : 'id',
      callbackURL: VERIFIED_URL,
    });
  }

  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };
  const serverError = mutation.error
    ? (SIGNUP_ERRORS[errorCode(mutation.error) ?? ''] ?? 'signup.errors.failed')
    : null;
  const errorKey = problem?.key ?? serverError;
  const invalid = (field: Field) => problem?.field === field;

  return (
    <AuthCard
      title={t('signup.title')}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Anchor component={Link} to="/login" fw={600}>
            {t('signup.signIn')}
          </Anchor>
        </>
      }
    >
      {mutation.isSuccess ? (
        <Alert color="teal" variant="light" role="status" icon={<CircleCheck size={20} />}>
          <Text size="sm" fw={500}>
            {t('signup.success')}
          </Text>
          <Text size="sm" mt={4}>
            {t('signup.redirecting')}
          </Text>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {errorKey && (
              <Alert color="red" variant="light" icon={<CircleAlert size={20} />}>
                {t(errorKey)}
              </Alert>
            )}
            <TextInput
              ref={refs.email}
              type="email"
              label={t('fields.email')}
              autoComplete="email"
              required
              value={values.email}
              onChange={set('email')}
              error={invalid('email')}
            />
            <PasswordInput
              ref={refs.password}
              label={t('fields.password')}
              description={t('signup.passwordHint')}
              autoComplete="new-password"
              required
              value={values.password}
              onChange={set('password')}
              error={invalid('password') || errorCode(mutation.error) === 'WEAK_PASSWORD'}
              // Mantine's PasswordInput sets no aria-invalid of its own (TextInput does).
              aria-invalid={invalid('password') || errorCode(mutation.error) === 'WEAK_PASSWORD' || undefined}
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
            <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
              {t('signup.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
