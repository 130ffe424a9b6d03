import { useState } from 'react';
import { Alert, Anchor, Button, Divider } from '@mantine/core';
import { CircleAlert, CircleCheck, Mail } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRefreshSession } from '../../app/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OAUTH_PROVIDER_KEY, type OAuthProvider } from './api';
import { AuthCard } from './AuthCard';
import { EmailSignInForm } from './EmailSignInForm';
import { OAuthButtons } from './OAuthButtons';

/** The provider of a failed OAuth return (`/login?error=...`), remembered when it was started. */
function failedProvider(params: URLSearchParams): OAuthProvider | null {
  if (!params.get('error')) return null;
  return sessionStorage.getItem(OAUTH_PROVIDER_KEY) === 'microsoft' ? 'microsoft' : 'google';
}

/** docs/product.md §2 Login screen. Signed-in visitors never get here (RedirectIfSignedIn). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.pageTitle'));
  const [params] = useSearchParams();
  const verified = params.get('verified') === '1';
  const passwordChanged = params.get('reset') === '1';
  const [showEmail, setShowEmail] = useState(verified || passwordChanged);
  const [oauthFailed, setOauthFailed] = useState(() => failedProvider(params));
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();

  async function onSignedIn() {
    await refreshSession();
    navigate('/dashboard', { replace: true });
  }

  return (
    <AuthCard
      title={t('login.title')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/signup" fw={600}>
            {t('login.register')}
          </Anchor>
        </>
      }
    >
      {verified && (
        <Alert color="teal" variant="light" role="status" icon={<CircleCheck size={20} />}>
          {t('login.verified')}
        </Alert>
      )}
      {passwordChanged && (
        <Alert color="teal" variant="light" role="status" icon={<CircleCheck size={20} />}>
          {t('login.passwordChanged')}
        </Alert>
      )}
      {oauthFailed && (
        <Alert color="red" variant="light" icon={<CircleAlert size={20} />}>
          {t(`login.errors.${oauthFailed}`)}
        </Alert>
      )}
      <OAuthButtons onError={setOauthFailed} />
      <Divider label={t('login.or')} labelPosition="center" />
      {showEmail ? (
        <EmailSignInForm onSignedIn={onSignedIn} />
      ) : (
        <Button variant="light" size="md" fullWidth leftSection={<Mail size={18} />} onClick={() => setShowEmail(true)}>
          {t('login.withEmail')}
        </Button>
      )}
    </AuthCard>
  );
}
