import type { CalendarEvent } from '@shared/api/calendar';
import { calendarDate } from '@shared/calendar-date';

type Timed = Pick<CalendarEvent, 'start' | 'end'>;

const ms = (iso: string) => new Date(iso).getTime();

/**
 * The meeting is running: now is within [start, end). The server's `isNow` is true only when it answered; the
 * screens recompute it as the clock moves.
 */
export const isNow = (event: Timed, now: Date): boolean =>
  ms(event.start) <= now.getTime() && now.getTime() < ms(event.end);

/** Not over yet (running or to come). */
export const notEnded = (event: Timed, now: Date): boolean => ms(event.end) > now.getTime();

/** The sidebar shows 3 of the 5 it fetches (spec §9). */
export const WIDGET_FETCH = 5;
export const WIDGET_SHOWN = 3;
/** The calendar screen fetches 10 (spec §9). */
export const SCREEN_FETCH = 10;

/**
 * What the sidebar widget lists: meetings with a link that have not ended, by start, at most three. A meeting that
 * ended since the list was fetched leaves at once instead of waiting for the next fetch.
 */
export function widgetEvents<E extends Timed & Pick<CalendarEvent, 'meetingUrl'>>(items: readonly E[], now: Date): E[] {
  return items
    .filter((e) => !!e.meetingUrl && notEnded(e, now))
    .sort((a, b) => ms(a.start) - ms(b.start))
    .slice(0, WIDGET_SHOWN);
}

/** Upcoming lists drop meetings that ended since they were fetched. */
export const upcoming = <E extends Timed>(items: readonly E[], now: Date): E[] => items.filter((e) => notEnded(e, now));

interface FormatOptions {
  /** IANA zone; default the browser's (the user's). Tests name one. */
  timeZone?: string;
}

/**
 * "09:00–10:00" within a day; across midnight both ends carry their day ("26 Nov, 23:00 – 27 Nov, 01:00"), so a
 * late meeting never seems to end before it starts. Intl words it for the UI language.
 */
export function formatTimeRange(event: Timed, language: string, { timeZone }: FormatOptions = {}): string {
  const start = new Date(event.start);
  const end = new Date(event.end);
  const sameDay = calendarDate(start, timeZone) === calendarDate(end, timeZone);
  const fmt = new Intl.DateTimeFormat(
    language,
    sameDay
      ? { timeZone, timeStyle: 'short' }
      : { timeZone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  );
  return end.getTime() > start.getTime() ? fmt.formatRange(start, end) : fmt.format(start);
}

/** The meeting's day: "today" / "tomorrow" in words (the caller's texts), else weekday and date in the UI language. */
export function dayKind(iso: string, now: Date, { timeZone }: FormatOptions = {}): 'today' | 'tomorrow' | 'other' {
  const day = calendarDate(new Date(iso), timeZone);
  if (day === calendarDate(now, timeZone)) return 'today';
  return day === calendarDate(new Date(now.getTime() + 24 * 3600_000), timeZone) ? 'tomorrow' : 'other';
}

export function formatDay(iso: string, language: string, { timeZone }: FormatOptions = {}): string {
  return new Intl.DateTimeFormat(language, { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(iso),
  );
}

/** A clock time ("08:55"), e.g. when a scheduled bot joins. */
export function formatClock(iso: string, language: string, { timeZone }: FormatOptions = {}): string {
  return new Intl.DateTimeFormat(language, { timeZone, timeStyle: 'short' }).format(new Date(iso));
}
