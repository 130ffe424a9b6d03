import ICAL from 'ical.js';
import type { HostAlias } from '../../../shared/meeting-link.js';
import type { EventAttendee } from './calendar.schema.js';
import type { SourceEvent, SyncWindow } from './calendar.types.js';
import { pickMeetingLink } from './meeting-url.js';

/** The feed is not an iCalendar file (or one ical.js cannot read). */
export class FeedInvalidError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedInvalidError';
  }
}

export interface ParsedFeed {
  /** X-WR-CALNAME, if the feed names itself. */
  name: string | null;
  events: SourceEvent[];
}

/** Occurrences looked at per recurring series: a daily meeting since 2000 is ~10,000; a runaway rule stops here. */
const MAX_OCCURRENCES = 50_000;
/**
 * Occurrences looked at in the whole feed: expanding runs synchronously (in the request that adds a feed), at tens of
 * microseconds each under load, so a small feed of runaway series (FREQ=SECONDLY since 2000) would block the process
 * for minutes. Beyond this the feed is refused as invalid.
 */
export const MAX_FEED_OCCURRENCES = 300_000;

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const mailbox = (v: unknown) => text(typeof v === 'string' ? v.replace(/^mailto:/i, '') : null);

/**
 * An ICS feed's events in the window: recurring series expanded (RRULE, RDATE, EXDATE), each edited occurrence
 * (RECURRENCE-ID) shown once at its new time, times read in the VTIMEZONEs the feed carries, STATUS:CANCELLED kept as
 * cancelled. `selfEmail` marks the meetings the user organises.
 */
export function parseIcs(
  source: string,
  window: SyncWindow,
  aliases: readonly HostAlias[],
  selfEmail: string | null,
  maxOccurrences = MAX_FEED_OCCURRENCES,
): ParsedFeed {
  if (!/BEGIN:VCALENDAR/i.test(source)) throw new FeedInvalidError('no VCALENDAR');
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(source) as unknown[]);
  } catch (err) {
    throw new FeedInvalidError((err as Error).message);
  }
  if (root.name !== 'vcalendar') throw new FeedInvalidError(`root is ${root.name}`);
  for (const tz of root.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(tz);
    if (zone.tzid && !ICAL.TimezoneService.has(zone.tzid)) ICAL.TimezoneService.register(zone);
  }

  // A series is its master (no RECURRENCE-ID) and its edited occurrences, sharing the UID.
  const series = new Map<string, { master?: ICAL.Component; exceptions: ICAL.Component[] }>();
  for (const vevent of root.getAllSubcomponents('vevent')) {
    const uid = text(vevent.getFirstPropertyValue('uid')) ?? `no-uid-${series.size}`;
    const entry = series.get(uid) ?? series.set(uid, { exceptions: [] }).get(uid)!;
    if (vevent.hasProperty('recurrence-id')) entry.exceptions.push(vevent);
    else entry.master = vevent;
  }

  const events: SourceEvent[] = [];
  let looked = 0;
  const inWindow = (start: Date, end: Date) => end > window.from && start < window.to;
  const toEvent = (item: ICAL.Event, externalId: string, start: ICAL.Time, end: ICAL.Time, recurring: boolean) => {
    const startDate = start.toJSDate();
    const endDate = end.toJSDate();
    if (!inWindow(startDate, endDate)) return;
    const c = item.component;
    const link = pickMeetingLink(
      [
        text(c.getFirstPropertyValue('x-google-conference')),
        text(c.getFirstPropertyValue('x-microsoft-skypeteamsmeetingurl')),
        text(c.getFirstPropertyValue('url')),
        item.location,
        item.description,
        item.summary,
      ],
      aliases,
    );
    const organizer = mailbox(c.getFirstPropertyValue('organizer'));
    events.push({
      externalId,
      title: item.summary ?? '',
      description: text(item.description),
      start: startDate,
      end: endDate,
      allDay: start.isDate,
      ...link,
      attendees: c
        .getAllProperties('attendee')
        .map((p): EventAttendee => ({ email: mailbox(p.getFirstValue()), name: text(p.getParameter('cn')) })),
      organizer,
      isOrganizer: Boolean(organizer && selfEmail && organizer.toLowerCase() === selfEmail.toLowerCase()),
      isRecurring: recurring,
      location: text(item.location),
      cancelled: String(c.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED',
    });
  };

  for (const [uid, { master, exceptions }] of series) {
    if (!master) {
      // Edited occurrences of a series the feed does not carry: each stands alone.
      for (const ex of exceptions) {
        const ev = new ICAL.Event(ex);
        toEvent(ev, `${uid}@${ev.recurrenceId.toString()}`, ev.startDate, ev.endDate, true);
      }
      continue;
    }
    const event = new ICAL.Event(master);
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      toEvent(event, uid, event.startDate, event.endDate ?? event.startDate, false);
      continue;
    }
    for (const ex of exceptions) event.relateException(ex);
    const seen = new Set<string>();
    const it = event.iterator();
    for (let n = 0; n < MAX_OCCURRENCES; n++) {
      const next = it.next();
      if (!next || next.toJSDate() >= window.to) break;
      if (++looked > maxOccurrences) throw new FeedInvalidError('too many recurring occurrences to read');
      const details = event.getOccurrenceDetails(next);
      const key = details.recurrenceId.toString();
      seen.add(key);
      toEvent(details.item, `${uid}@${key}`, details.startDate, details.endDate, true);
    }
    // An occurrence moved into the window from later than its end.
    for (const ex of exceptions) {
      const exEvent = new ICAL.Event(ex);
      const key = exEvent.recurrenceId.toString();
      if (!seen.has(key)) toEvent(exEvent, `${uid}@${key}`, exEvent.startDate, exEvent.endDate, true);
    }
  }
  return { name: text(root.getFirstPropertyValue('x-wr-calname')), events };
}
