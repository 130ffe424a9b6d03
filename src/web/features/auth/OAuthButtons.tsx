import { useState } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { Info } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { providersQuery, startOAuth, type OAuthProvider } from './api';
import { ProviderLogo } from './ProviderLogo';

const PROVIDERS: { id: OAuthProvider; name: string }[] = [
  { id: 'google', name: 'Google' },
  { id: 'microsoft', name: 'Microsoft' },
];

/**
 * Google and Microsoft sign-in: a button per provider the server has credentials for, then one line naming those it
 * has none for (not a greyed button each: two disabled buttons read as a broken page). The Google verification note
 * appears only with the Google button.
 */
export function OAuthButtons({ onError }: { onError: (provider: OAuthProvider) => void }) {
  const { t, i18n } = useTranslation('auth');
  const providers = useQuery(providersQuery);
  const [pending, setPending] = useState<OAuthProvider | null>(null);

  async function start(id: OAuthProvider) {
    setPending(id);
    try {
      await startOAuth(id);
    } catch {
      setPending(null);
      onError(id);
    }
  }

  if (providers.isPending) return <Loader size="sm" mx="auto" aria-label={t('login.loadingProviders')} />;
  const configured = PROVIDERS.filter(({ id }) => providers.data?.[id]);
  const missing = PROVIDERS.filter(({ id }) => !providers.data?.[id]).map(({ name }) => name);
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(missing);

  return (
    <Stack gap="sm">
      {configured.map(({ id }) => (
        <Button
          key={id}
          variant="default"
          size="md"
          fullWidth
          leftSection={<ProviderLogo provider={id} />}
          loading={pending === id}
          disabled={pending !== null && pending !== id}
          onClick={() => void start(id)}
        >
          {t(`login.${id}`)}
        </Button>
      ))}
      {configured.some(({ id }) => id === 'google') && (
        <Alert color="blue" variant="light" role="note" icon={<Info size={18} />} p="sm">
          {t('login.googleNote')}
        </Alert>
      )}
      {missing.length > 0 && (
        <Text size="xs" c="dimmed" ta="center">
          {t('login.notConfigured', { provider: list })}
        </Text>
      )}
    </Stack>
  );
}
