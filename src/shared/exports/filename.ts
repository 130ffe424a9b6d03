import { calendarDate } from '../calendar-date.js';

/** Letters, digits and dashes only: safe on every file system and in a Content-Disposition header. */
export function slugify(title: string, fallback = 'transcription', maxLength = 60): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents split off by NFKD: "Rapat Ékspor" -> "rapat-ekspor"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The calendar date of an ISO time in the reader's time zone (default: this runtime's): what they see on screen. */
export function localDate(iso: string, timeZone?: string): string | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return calendarDate(d, timeZone);
}

export type ExportFormat = 'txt' | 'html' | 'md' | 'srt' | 'vtt';

/** `{slug-of-title}-{yyyy-mm-dd}.{ext}` (the date left out when unknown). */
export function exportFileName(
  title: string,
  createdAt: string,
  ext: ExportFormat,
  fallback?: string,
  timeZone?: string,
): string {
  const date = localDate(createdAt, timeZone);
  return `${slugify(title, fallback)}${date ? `-${date}` : ''}.${ext}`;
}
