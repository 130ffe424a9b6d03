import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { providersQuery, startOAuth, type OAuthProvider } from './api';
import { ProviderLogo } from './ProviderLogo';

const PROVIDERS: { id: OAuthProvider; name: string }[] = [
  { id: 'google', name: 'Google' },
  { id: 'microsoft', name: 'Microsoft' },
];

/**
 * Google and Microsoft sign-in. A provider the server has no credentials for stays visible but disabled, with the
 * reason in text next to it (a tooltip would not show on touch screens or on a disabled button).
 */
export function OAuthButtons({ onError }: { onError: (provider: OAuthProvider) => void }) {
  const { t } = useTranslation('auth');
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

  return (
    <Stack gap="sm">
      {PROVIDERS.map(({ id, name }) => {
        const configured = providers.data?.[id] ?? false;
        const hintId = `oauth-${id}-hint`;
        return (
          <Stack key={id} gap={4}>
            <Button
              variant="default"
              size="md"
              fullWidth
              leftSection={<ProviderLogo provider={id} />}
              loading={providers.isPending || pending === id}
              disabled={!configured || (pending !== null && pending !== id)}
              aria-describedby={configured ? undefined : hintId}
              onClick={() => void start(id)}
            >
              {t(`login.${id}`)}
            </Button>
            {!providers.isPending && !configured && (
              <Text id={hintId} size="xs" c="dimmed" ta="center">
                {t('login.notConfigured', { provider: name })}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
