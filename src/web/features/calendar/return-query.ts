import type { OAuthCalendarProvider } from '@shared/api/calendar';

/**
 * After a provider's consent the server sends the browser back to the screen that asked, with
 * `?calendar=connected&provider=google` or `?calendar=error&code=CALENDAR_…&provider=outlook`.
 */
export type CalendarReturn =
  | { kind: 'connected'; provider: OAuthCalendarProvider | null }
  | { kind: 'error'; code: string | null; provider: OAuthCalendarProvider | null };

const provider = (value: string | null): OAuthCalendarProvider | null =>
  value === 'google' || value === 'outlook' ? value : null;

/** What the return says, or null when the address is not a return from a provider. */
export function readCalendarReturn(search: string): CalendarReturn | null {
  const params = new URLSearchParams(search);
  const kind = params.get('calendar');
  if (kind === 'connected') return { kind, provider: provider(params.get('provider')) };
  if (kind === 'error') {
    // A code is shown only through the locale files; anything else is not worth keeping.
    const code = params.get('code');
    return {
      kind,
      code: code && /^[A-Za-z_]{1,64}$/.test(code) ? code : null,
      provider: provider(params.get('provider')),
    };
  }
  return null;
}

const RETURN_PARAMS = ['calendar', 'code', 'provider'];

/** The search string without the return's parameters ('' or '?…'), so a reload does not announce it again. */
export function withoutCalendarReturn(search: string): string {
  const params = new URLSearchParams(search);
  for (const p of RETURN_PARAMS) params.delete(p);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Which calendar.json text explains a failed return: the spec's wording for the provider where one fits, else the
 * error code's own message (errors.json), else the provider's "failed to connect".
 *  - CALENDAR_CONNECT_FAILED: the connection could not be made.
 *  - CALENDAR_DISCONNECTED: the calendar permission was not granted.
 *  - access_denied (the provider's own OAuth error, passed on): the user closed or refused the consent screen.
 *  - another lower-case OAuth error (server_error, invalid_grant…): the provider handed over no credentials.
 */
export function returnErrorKey(
  ret: Extract<CalendarReturn, { kind: 'error' }>,
  knownCode: (code: string) => boolean,
): { ns: 'calendar' | 'errors'; key: string } {
  const p = ret.provider ?? 'google';
  const code = ret.code;
  if (code === 'CALENDAR_CONNECT_FAILED' || !code) return { ns: 'calendar', key: `alerts.connectFailed.${p}` };
  if (code === 'CALENDAR_DISCONNECTED') return { ns: 'calendar', key: 'alerts.permissions' };
  if (code === 'access_denied') return { ns: 'calendar', key: 'alerts.consentClosed' };
  if (/^[a-z_]+$/.test(code)) return { ns: 'calendar', key: `alerts.credentials.${p}` };
  if (knownCode(code)) return { ns: 'errors', key: code };
  return { ns: 'calendar', key: `alerts.connectFailed.${p}` };
}
