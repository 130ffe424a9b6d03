import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';

/**
 * Calendar days as plain numbers (days since 1970-01-01, UTC), so date arithmetic never meets a time zone or a
 * daylight-saving hour. Names are spelled out here rather than through Intl, whose output differs between ICU
 * versions: the summary must read the same on every machine.
 */
export interface Ymd {
  y: number;
  /** 1-12 */
  m: number;
  d: number;
}

const DAY_MS = 86_400_000;
export const toDays = ({ y, m, d }: Ymd) => Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
export function fromDays(days: number): Ymd {
  const dt = new Date(days * DAY_MS);
  return { y: dt.getUTCFullYear(), m: dt.getUTCMonth() + 1, d: dt.getUTCDate() };
}
/** 0 = Sunday ... 6 = Saturday. */
export const weekday = (days: number) => (((days + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
/** 1 = Monday ... 7 = Sunday (weeks start on Monday in both languages' business use). */
export const isoWeekday = (days: number) => weekday(days) || 7;
export const lastDayOfMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
export const isValidDay = (y: number, m: number, d: number) => m >= 1 && m <= 12 && d >= 1 && d <= lastDayOfMonth(y, m);

/** Adds months, keeping the year right (month 13 is January of the next year). */
export function addMonths(y: number, m: number, n: number): { y: number; m: number } {
  const i = y * 12 + (m - 1) + n;
  return { y: Math.floor(i / 12), m: (i % 12) + 1 };
}

export const DAY_NAMES: Record<SummaryLanguage, string[]> = {
  id: ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
export const MONTH_NAMES: Record<SummaryLanguage, string[]> = {
  id: 'Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember'.split(' '),
  en: 'January February March April May June July August September October November December'.split(' '),
};

/** 'Jumat, 28 November 2026' / 'Friday, 28 November 2026'. */
export function formatDay(days: number, lang: SummaryLanguage): string {
  const { y, m, d } = fromDays(days);
  return `${DAY_NAMES[lang][weekday(days)]}, ${d} ${MONTH_NAMES[lang][m - 1]} ${y}`;
}

export const formatMonth = (y: number, m: number, lang: SummaryLanguage) => `${MONTH_NAMES[lang][m - 1]} ${y}`;

/** '30 November – 6 Desember 2026', '23 – 29 November 2026', '28 Desember 2026 – 3 Januari 2027'. */
export function formatRange(from: number, to: number, lang: SummaryLanguage): string {
  const a = fromDays(from);
  const b = fromDays(to);
  const end = `${b.d} ${MONTH_NAMES[lang][b.m - 1]} ${b.y}`;
  if (a.y !== b.y) return `${a.d} ${MONTH_NAMES[lang][a.m - 1]} ${a.y} – ${end}`;
  if (a.m !== b.m) return `${a.d} ${MONTH_NAMES[lang][a.m - 1]} – ${end}`;
  return `${a.d} – ${end}`;
}

/**
 * The meeting's calendar day: 'YYYY-MM-DD' as given, a date-time in the given time zone (default UTC; the API passes
 * the user's). Undefined for anything unreadable, so deadlines then stay phrases.
 */
export function meetingDay(date: string | Date | undefined, timeZone = 'UTC'): number | undefined {
  if (date === undefined) return undefined;
  if (typeof date === 'string') {
    const plain = date.match(/^(\d{4})-(\d{2})-(\d{2})$/);
    if (plain) {
      const [y, m, d] = [Number(plain[1]), Number(plain[2]), Number(plain[3])];
      return isValidDay(y, m, d) ? toDays({ y, m, d }) : undefined;
    }
  }
  const dt = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(dt.getTime())) return undefined;
  try {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .format(dt)
      .split('-')
      .map(Number);
    return toDays({ y: parts[0]!, m: parts[1]!, d: parts[2]! });
  } catch {
    return toDays({ y: dt.getUTCFullYear(), m: dt.getUTCMonth() + 1, d: dt.getUTCDate() });
  }
}

/** '1 jam 5 menit', '45 menit', '30 detik' / '1 hour 5 minutes', '45 minutes', '30 seconds'. */
export function formatDuration(seconds: number, lang: SummaryLanguage): string {
  const s = Math.max(0, Math.round(seconds));
  const unit = (n: number, id: string, en: string) => `${n} ${lang === 'id' ? id : n === 1 ? en : `${en}s`}`;
  if (s < 60) return unit(s, 'detik', 'second');
  const total = Math.round(s / 60);
  const h = Math.floor(total / 60);
  const min = total % 60;
  if (!h) return unit(min, 'menit', 'minute');
  return min ? `${unit(h, 'jam', 'hour')} ${unit(min, 'menit', 'minute')}` : unit(h, 'jam', 'hour');
}
