import { describe, expect, it } from 'vitest';
import { defaultFeed, utcMidnight } from '../../test/calendar/ics-stand-in.js';
import { syncWindow } from './calendar.types.js';
import { FeedInvalidError, parseIcs } from './ics.js';

const DAY = 24 * 3600_000;
const today = utcMidnight();
const at = (days: number, hours: number) => new Date(today.getTime() + days * DAY + hours * 3600_000).toISOString();
const now = new Date(today.getTime() + 3600_000 * 0.5);

describe('ICS feeds', () => {
  const feed = parseIcs(defaultFeed(today, 'me@example.com'), syncWindow(now), [], 'ME@example.com');
  const titled = (title: string) => feed.events.filter((e) => e.title === title);

  it('names the calendar', () => expect(feed.name).toBe('Team calendar'));

  it('expands a weekly series in the window, without the excluded date, the edited one once at its new time', () => {
    const series = feed.events.filter((e) => e.title.startsWith('Weekly sync'));
    expect(series.map((e) => [e.title, e.start.toISOString()])).toEqual(
      expect.arrayContaining([
        ['Weekly sync (moved)', at(4, 5)],
        ['Weekly sync', at(5, 3)],
      ]),
    );
    expect(series).toHaveLength(2);
    expect(series.every((e) => e.isRecurring && e.platform === 'google-meet')).toBe(true);
    expect(new Set(series.map((e) => e.externalId)).size).toBe(2);
  });

  it('reads times in the VTIMEZONE the feed carries', () => {
    const [review] = titled('Jakarta review');
    expect(review?.start.toISOString()).toBe(at(2, 3));
    expect(review?.meetingUrl).toBe('https://meet.google.com/jkt-revw-xyz');
  });

  it('keeps a cancelled event as cancelled', () => {
    expect(titled('Cancelled standup')[0]?.cancelled).toBe(true);
    expect(titled('Zoom planning')[0]?.cancelled).toBe(false);
  });

  it('finds Zoom in the description and Teams in the location; none in a lunch', () => {
    const [zoom] = titled('Zoom planning');
    expect(zoom).toMatchObject({ platform: 'zoom', meetingUrl: 'https://us02web.zoom.us/j/1234567890?pwd=abc123' });
    expect(zoom?.attendees).toEqual([
      { email: 'ayu@example.com', name: 'Ayu' },
      { email: 'budi@example.com', name: 'Budi' },
    ]);
    expect(zoom?.isOrganizer).toBe(true);
    expect(titled('Teams retro')[0]?.platform).toBe('teams');
    expect(titled('Lunch')[0]).toMatchObject({ meetingUrl: null, platform: null });
  });

  it('refuses a feed whose recurring series would take too long to expand (a CPU bound, not a size bound)', () => {
    const runaway = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN'];
    for (let i = 0; i < 3; i++) {
      runaway.push('BEGIN:VEVENT', `UID:r${i}`, 'DTSTART:20000101T000000Z', 'DTEND:20000101T000001Z');
      runaway.push('RRULE:FREQ=SECONDLY', 'SUMMARY:Runaway', 'END:VEVENT');
    }
    runaway.push('END:VCALENDAR');
    expect(() => parseIcs(runaway.join('\r\n'), syncWindow(now), [], null, 2_000)).toThrow(FeedInvalidError);
    // An ordinary feed stays well within it.
    expect(() => parseIcs(defaultFeed(today), syncWindow(now), [], null, 2_000)).not.toThrow();
  });

  it('refuses what is not a calendar', () => {
    expect(() => parseIcs('<!doctype html><p>hi', syncWindow(now), [], null)).toThrow(FeedInvalidError);
    expect(() => parseIcs('BEGIN:VCALENDAR\nthis is : : broken', syncWindow(now), [], null)).toThrow(FeedInvalidError);
  });
});
