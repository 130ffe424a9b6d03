/**
 * The calendar date (`yyyy-mm-dd`) of an instant as someone in `timeZone` sees it (IANA name; default: this
 * runtime's zone, which in a browser is the user's). "Today" differs between zones for hours every day: name the
 * zone whenever the reader's clock is not this runtime's.
 */
export function calendarDate(instant: Date, timeZone?: string): string {
  // en-CA formats dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}
