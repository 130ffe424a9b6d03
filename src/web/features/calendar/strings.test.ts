import { describe, expect, it } from 'vitest';
import enDashboard from '../../locales/en/dashboard.json';
import idDashboard from '../../locales/id/dashboard.json';
import en from '../../locales/en/calendar.json';
import id from '../../locales/id/calendar.json';

// docs/product.md §2 (sidebar widget, Calendar screen, bot Calendar tab) and §8 Calendar: verbatim in English,
// translated in Indonesian. 'Google/Outlook' of the spec is one text per provider.
describe('calendar texts', () => {
  it('say the spec words in English', () => {
    expect(enDashboard.nextMeetings).toMatchObject({
      title: 'Your Next Meetings',
      empty: 'No upcoming meetings found',
      failed: 'Failed to fetch calendar',
      retry: 'Retry',
    });
    expect(en.upcoming.empty).toBe('No upcoming meetings with video links found.');
    expect(en.upcoming.title).toBe('Upcoming Meetings');
    expect(en.event).toMatchObject({ now: 'Now', join: 'Join', joinWithBot: 'Join with Bot', joinNow: 'Join Now' });
    expect(en.event.noUrl).toBe('No meeting URL found for this event');
    expect(en.alerts).toEqual({
      fetchEvents: 'Failed to fetch calendar events. Please try again.',
      fetchUpcoming: 'Failed to fetch upcoming meetings. Please try again.',
      loginFailedScreen: 'Failed to login with Google. Please try again.',
      loginFailed: 'Google login failed. Please try again.',
      connectFailed: {
        google: 'Failed to connect to Google Calendar. Please try again.',
        outlook: 'Failed to connect to Outlook Calendar. Please try again.',
      },
      consentClosed: 'Popup was blocked or closed. Please enable popups and try again.',
      permissions: 'Missing or insufficient permissions. Please check your account permissions and try again.',
      credentials: { google: 'Failed to get Google credentials', outlook: 'Failed to get Microsoft credentials' },
      connected: {
        google: 'Successfully connected to Google Calendar',
        outlook: 'Successfully connected to Outlook Calendar',
        any: 'Calendar connected',
      },
    });
    expect(en.upcoming.emptyHint).toMatch(/Google Meet, Zoom and Microsoft Teams/);
  });

  it('are translated in Indonesian', () => {
    expect(id.title).toBe('Jadwal Meeting');
    for (const key of [
      'fetchEvents',
      'fetchUpcoming',
      'loginFailedScreen',
      'loginFailed',
      'consentClosed',
      'permissions',
    ] as const)
      expect(id.alerts[key]).not.toBe(en.alerts[key]);
    expect(id.alerts.connected.google).not.toBe(en.alerts.connected.google);
    expect(idDashboard.nextMeetings.failed).not.toBe(enDashboard.nextMeetings.failed);
    expect(id.upcoming.empty).not.toBe(en.upcoming.empty);
  });
});
