import { describe, expect, it } from 'vitest';
import { googleMeeting } from '../../test/calendar/google-stand-in.js';
import { teamsMeeting } from '../../test/calendar/microsoft-stand-in.js';
import { htmlToText, pickMeetingLink } from './meeting-url.js';
import { fromGoogle, fromGraph } from './providers.js';

const start = new Date('2026-12-01T03:00:00Z');

describe('events from Google and Graph', () => {
  it('takes the conference video entry point before hangoutLink, location and description', () => {
    const event = fromGoogle(
      googleMeeting('a', start, 30, {
        location: 'https://zoom.us/j/1111111111',
        description: 'https://teams.microsoft.com/l/meetup-join/x',
      }),
      [],
    )!;
    expect(event).toMatchObject({ platform: 'google-meet', allDay: false, isRecurring: false, cancelled: false });
    expect(event.meetingUrl).toMatch(/^https:\/\/meet\.google\.com\//);
    expect(event.end.getTime() - event.start.getTime()).toBe(30 * 60_000);
    const noConference = fromGoogle(
      {
        ...googleMeeting('b', start, 30),
        conferenceData: undefined,
        hangoutLink: undefined,
        location: 'https://zoom.us/j/1111111111',
      },
      [],
    )!;
    expect(noConference).toMatchObject({ platform: 'zoom', meetingUrl: 'https://zoom.us/j/1111111111' });
  });

  it('reads all-day dates, cancelled status and recurring instances; a cancelled stub has no times', () => {
    const allDay = fromGoogle(
      {
        ...googleMeeting('c', start, 30),
        start: { date: '2026-12-01' },
        end: { date: '2026-12-02' },
        recurringEventId: 's',
      },
      [],
    )!;
    expect(allDay).toMatchObject({ allDay: true, isRecurring: true, start: new Date('2026-12-01T00:00:00Z') });
    expect(fromGoogle({ ...googleMeeting('d', start, 30), status: 'cancelled' }, [])!.cancelled).toBe(true);
    expect(fromGoogle({ id: 'e', status: 'cancelled' } as never, [])).toBeNull();
  });

  it('reads Graph’s UTC times with seven decimals, joinUrl first, resources not counted as attendees', () => {
    const event = fromGraph(teamsMeeting('t', start, 45) as never, [])!;
    expect(event.start.toISOString()).toBe(start.toISOString());
    expect(event.end.toISOString()).toBe('2026-12-01T03:45:00.000Z');
    expect(event).toMatchObject({ platform: 'teams', isOrganizer: true, location: 'Microsoft Teams Meeting' });
    expect(event.attendees.map((a) => a.email)).toEqual(['budi@example.com', 'sari@example.com']);
    expect(fromGraph({ ...teamsMeeting('u', start, 30), isCancelled: true } as never, [])!.cancelled).toBe(true);
  });

  it('finds a link in an HTML body and honours host aliases', () => {
    expect(htmlToText('<p>Join <a href="https://zoom.us/j/2222222222?pwd=a&amp;b=c">here</a></p>')).toContain(
      'https://zoom.us/j/2222222222?pwd=a&b=c',
    );
    const aliases = [{ platform: 'google-meet' as const, host: '127.0.0.1:4000' }];
    expect(pickMeetingLink([null, 'see http://127.0.0.1:4000/abc-defg-hij'], aliases)).toEqual({
      meetingUrl: 'http://127.0.0.1:4000/abc-defg-hij',
      platform: 'google-meet',
    });
    expect(pickMeetingLink(['http://meet.google.com/abc-defg-hij', 'nothing'], [])).toEqual({
      meetingUrl: null,
      platform: null,
    });
  });
});
