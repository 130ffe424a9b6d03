import { AppError } from './errors.js';

/**
 * An IANA zone the runtime knows ("Asia/Jakarta"), as given; anything else is a 400, since every date made from it
 * (a summary's "besok", a bot transcript's title) would be wrong. Absent or empty: undefined.
 */
export function checkTimeZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    throw new AppError('VALIDATION', 400, `unknown time zone ${timeZone}`);
  }
}
