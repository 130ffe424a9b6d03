import { describe, expect, it } from 'vitest';
import { readCalendarReturn, returnErrorKey, withoutCalendarReturn } from './return-query';

describe('the return from a calendar provider', () => {
  it('reads a successful connection', () => {
    expect(readCalendarReturn('?calendar=connected&provider=google')).toEqual({
      kind: 'connected',
      provider: 'google',
    });
    expect(readCalendarReturn('?calendar=connected&provider=outlook')).toEqual({
      kind: 'connected',
      provider: 'outlook',
    });
    expect(readCalendarReturn('?calendar=connected&provider=evil')).toEqual({ kind: 'connected', provider: null });
  });

  it('reads a failure with its code, refusing codes that are not plain names', () => {
    expect(readCalendarReturn('?calendar=error&code=CALENDAR_CONNECT_FAILED&provider=outlook')).toEqual({
      kind: 'error',
      code: 'CALENDAR_CONNECT_FAILED',
      provider: 'outlook',
    });
    expect(readCalendarReturn('?calendar=error&code=%3Cscript%3E')).toEqual({
      kind: 'error',
      code: null,
      provider: null,
    });
  });

  it('ignores other addresses', () => {
    expect(readCalendarReturn('')).toBeNull();
    expect(readCalendarReturn('?tab=calendar')).toBeNull();
    expect(readCalendarReturn('?calendar=whatever')).toBeNull();
  });

  it('cleans only its own parameters', () => {
    expect(withoutCalendarReturn('?calendar=connected&provider=google')).toBe('');
    expect(withoutCalendarReturn('?tab=calendar&calendar=error&code=X&provider=google')).toBe('?tab=calendar');
    expect(withoutCalendarReturn('')).toBe('');
  });

  it('explains a failure in the spec words for the provider, else the code message', () => {
    const known = (c: string) => c === 'PROVIDER_NOT_CONFIGURED';
    const err = (code: string | null, provider: 'google' | 'outlook' | null = 'google') =>
      returnErrorKey({ kind: 'error', code, provider }, known);
    expect(err('CALENDAR_CONNECT_FAILED', 'outlook')).toEqual({ ns: 'calendar', key: 'alerts.connectFailed.outlook' });
    expect(err(null)).toEqual({ ns: 'calendar', key: 'alerts.connectFailed.google' });
    expect(err('CALENDAR_DISCONNECTED')).toEqual({ ns: 'calendar', key: 'alerts.permissions' });
    expect(err('access_denied')).toEqual({ ns: 'calendar', key: 'alerts.consentClosed' });
    expect(err('invalid_grant', 'outlook')).toEqual({ ns: 'calendar', key: 'alerts.credentials.outlook' });
    expect(err('PROVIDER_NOT_CONFIGURED')).toEqual({ ns: 'errors', key: 'PROVIDER_NOT_CONFIGURED' });
    expect(err('SOMETHING_NEW', null)).toEqual({ ns: 'calendar', key: 'alerts.connectFailed.google' });
  });
});
