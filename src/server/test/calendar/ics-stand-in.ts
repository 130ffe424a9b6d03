import { listen } from './http-util.js';

/**
 * An ICS feed server for calendar tests. `/feed.ics` is a calendar whose dates are laid out from the UTC midnight of
 * `today` (so they always fall in the coming week):
 * - "Weekly sync" (Meet link in DESCRIPTION): weekly on three weekdays from a week ago, 03:00Z; the occurrence on day
 *   +1 is removed (EXDATE) and the one on day +3 is moved to day +4 05:00Z (RECURRENCE-ID, retitled) — so it shows
 *   on day +4 05:00 and day +5 03:00 only;
 * - "Jakarta review" at 10:00 Asia/Jakarta on day +2 (a VTIMEZONE in the feed) = 03:00Z, Meet link in
 *   X-GOOGLE-CONFERENCE;
 * - "Cancelled standup" (STATUS:CANCELLED, Zoom link) on day +2 06:00Z;
 * - "Zoom planning", a Zoom link in DESCRIPTION, day +1 07:00Z, two attendees, organised by `organizer`;
 * - "Teams retro", a Teams link in LOCATION, day +3 08:00Z;
 * - "Lunch", no link, day +1 05:00Z.
 * Also `/redirect.ics` (302 to the feed), `/to-loopback.ics` (302 to `redirectTarget`), `/page.html` (not a
 * calendar), `/big.ics` (over 5 MB).
 */
export interface IcsStandIn {
  base: string;
  feedUrl: string;
  today: Date;
  /** Where /to-loopback.ics redirects (default http://127.0.0.1:<port>/feed.ics). */
  redirectTarget: string;
  /** Replaces the feed's text (null: the default feed). */
  body: string | null;
  requests: string[];
  close(): Promise<void>;
}

const DAY = 24 * 3600_000;
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const local = (d: Date) => stamp(d).replace('Z', '');
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

export function utcMidnight(now = new Date()) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function defaultFeed(today: Date, organizer = 'lead@example.com'): string {
  const at = (days: number, hours: number, minutes = 0) =>
    new Date(today.getTime() + days * DAY + (hours * 60 + minutes) * 60_000);
  const day = (n: number) => WEEKDAYS[at(n, 0).getUTCDay()];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Notulen tests//ICS stand-in//EN',
    'X-WR-CALNAME:Team calendar',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Jakarta',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0700',
    'TZOFFSETTO:+0700',
    'TZNAME:WIB',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    'UID:weekly-sync@notulen.test',
    `DTSTAMP:${stamp(at(-10, 0))}`,
    `DTSTART:${stamp(at(-6, 3))}`,
    `DTEND:${stamp(at(-6, 3, 30))}`,
    `RRULE:FREQ=WEEKLY;BYDAY=${day(1)},${day(3)},${day(5)}`,
    `EXDATE:${stamp(at(1, 3))}`,
    'SUMMARY:Weekly sync',
    'DESCRIPTION:Join at https://meet.google.com/wkl-sync-abc',
    `ORGANIZER;CN=Lead:mailto:${organizer}`,
    'ATTENDEE;CN=Ayu:mailto:ayu@example.com',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:weekly-sync@notulen.test',
    `DTSTAMP:${stamp(at(-10, 0))}`,
    `RECURRENCE-ID:${stamp(at(3, 3))}`,
    `DTSTART:${stamp(at(4, 5))}`,
    `DTEND:${stamp(at(4, 5, 30))}`,
    'SUMMARY:Weekly sync (moved)',
    'DESCRIPTION:Join at https://meet.google.com/wkl-sync-abc',
    `ORGANIZER;CN=Lead:mailto:${organizer}`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:jakarta-review@notulen.test',
    `DTSTAMP:${stamp(at(-10, 0))}`,
    `DTSTART;TZID=Asia/Jakarta:${local(at(2, 10))}`,
    `DTEND;TZID=Asia/Jakarta:${local(at(2, 11))}`,
    'SUMMARY:Jakarta review',
    'X-GOOGLE-CONFERENCE:https://meet.google.com/jkt-revw-xyz',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:cancelled-standup@notulen.test',
    `DTSTAMP:${stamp(at(-10, 0))}`,
    `DTSTART:${stamp(at(2, 6))}`,
    `DTEND:${stamp(at(2, 6, 15))}`,
    'STATUS:CANCELLED',
    'SUMMARY:Cancelled standup',
    'DESCRIPTION:https://zoom.us/j/9876543210',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:zoom-planning@notulen.test',
    `DTSTAMP:${stamp(at(-10, 0))}`,
    `DTSTART:${stamp(at(1, 7))}`,
    `DTEND:${stamp(at(1, 8))}`,
    'SUMMARY:Zoom planning',
    'DESCRIPTION:Agenda: Q3 plan\\nJoin Zoom Meeting\\nhttps://us02web.zoom.us/j/1234567890?pwd=abc123',
    `ORGANIZER;CN=Lead:mailto:${organizer}`,
    'ATTENDEE;CN=Ayu;PARTSTAT=ACCEPTED:mailto:ayu@example.com',
    'ATTENDEE;CN=Budi:mailto:budi@example.com',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:teams-retro@notulen.test',
    `DTSTAMP:${stamp(at(-10, 0))}`,
    `DTSTART:${stamp(at(3, 8))}`,
    `DTEND:${stamp(at(3, 9))}`,
    'SUMMARY:Teams retro',
    'LOCATION:https://teams.microsoft.com/l/meetup-join/19%3ameeting_retro%40thread.v2/0',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:lunch@notulen.test',
    `DTSTAMP:${stamp(at(-10, 0))}`,
    `DTSTART:${stamp(at(1, 5))}`,
    `DTEND:${stamp(at(1, 6))}`,
    'SUMMARY:Lunch',
    'LOCATION:Warung Padang',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.join('\r\n') + '\r\n';
}

export async function startIcsStandIn(opts: { today?: Date; organizer?: string } = {}): Promise<IcsStandIn> {
  const today = opts.today ?? utcMidnight();
  const state = { body: null as string | null, redirectTarget: '', requests: [] as string[] };
  const server = await listen([
    (req, res, url) => {
      state.requests.push(url.pathname);
      switch (url.pathname) {
        case '/feed.ics':
          res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
          res.end(state.body ?? defaultFeed(today, opts.organizer));
          return true;
        case '/redirect.ics':
          res.writeHead(302, { location: '/feed.ics' }).end();
          return true;
        case '/to-loopback.ics':
          res.writeHead(302, { location: state.redirectTarget }).end();
          return true;
        case '/page.html':
          res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Hi</title><p>Not a calendar');
          return true;
        case '/big.ics': {
          res.writeHead(200, { 'content-type': 'text/calendar' });
          const chunk = 'X'.repeat(64 * 1024);
          for (let i = 0; i < 90; i++) res.write(chunk);
          res.end();
          return true;
        }
        default:
          return false;
      }
    },
  ]);
  state.redirectTarget = `${server.base}/feed.ics`;
  return {
    base: server.base,
    feedUrl: `${server.base}/feed.ics`,
    today,
    get redirectTarget() {
      return state.redirectTarget;
    },
    set redirectTarget(v) {
      state.redirectTarget = v;
    },
    get body() {
      return state.body;
    },
    set body(v) {
      state.body = v;
    },
    requests: state.requests,
    close: server.close,
  };
}
