import { useId, useState } from 'react';
import { Button, Group, Stack, Text, type ButtonProps } from '@mantine/core';
import { CalendarDays, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OAuthCalendarProvider } from '@shared/api/calendar';
import { errorCode, useErrorMessage } from '../../lib/error-message';
import { useCalendars, useConnectCalendar } from './api';

/** Codes that say more than "it failed": shown as themselves; any other failure gets the spec's words. */
const SPECIFIC = new Set(['PROVIDER_NOT_CONFIGURED', 'RATE_LIMITED', 'UNAUTHENTICATED', 'NETWORK']);

export const PROVIDER_ICON = { google: CalendarDays, outlook: Mail } as const;

/**
 * Starting a provider's consent. `place` picks the spec's wording of a Google failure: the calendar screen's alert
 * says 'Failed to login with Google…', the other screens 'Google login failed…'.
 */
export function useConnectStart(returnTo: string, place: 'calendar' | 'other' = 'other') {
  const { t } = useTranslation('calendar');
  const errorText = useErrorMessage();
  const connect = useConnectCalendar();
  const [error, setError] = useState<string | null>(null);
  const start = (provider: OAuthCalendarProvider) => {
    setError(null);
    connect.mutate(
      { provider, returnTo },
      {
        onError: (err) => {
          const code = errorCode(err);
          if (code && SPECIFIC.has(code)) return setError(errorText(err));
          setError(
            provider === 'outlook'
              ? t('alerts.connectFailed.outlook')
              : place === 'calendar'
                ? t('alerts.loginFailedScreen')
                : t('alerts.loginFailed'),
          );
        },
      },
    );
  };
  // Pending also after success: the browser is leaving for the provider.
  const pending = connect.isPending || connect.isSuccess ? connect.variables?.provider : undefined;
  return { start, pending, error };
}

/**
 * "Connect Google Calendar" and "Connect Outlook Calendar". A provider this server has no OAuth client for is
 * disabled, and the text under it says why (visible, so it is read on touch screens and by screen readers alike).
 */
export function ConnectButtons({
  returnTo,
  place = 'other',
  size = 'sm',
}: {
  returnTo: string;
  place?: 'calendar' | 'other';
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation('calendar');
  const calendars = useCalendars();
  const { start, pending, error } = useConnectStart(returnTo, place);
  const idBase = useId();
  const providers = calendars.data?.providers;
  const missing = (['google', 'outlook'] as const).filter((p) => providers && !providers[p]);
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {(['google', 'outlook'] as const).map((p) => {
          const Icon = PROVIDER_ICON[p];
          const off = !providers?.[p];
          return (
            <Button
              key={p}
              size={size}
              variant={p === 'google' ? 'filled' : 'default'}
              leftSection={<Icon size={16} aria-hidden />}
              disabled={off || (!!pending && pending !== p)}
              loading={pending === p}
              aria-describedby={providers && off ? `${idBase}-${p}` : undefined}
              onClick={() => start(p)}
            >
              {t(`connect.${p}`)}
            </Button>
          );
        })}
      </Group>
      {missing.map((p) => (
        <Text key={p} id={`${idBase}-${p}`} size="xs" c="dimmed">
          {t(`connect.notConfigured.${p}`)}
        </Text>
      ))}
      {error && (
        <Text role="alert" c="red.8" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
