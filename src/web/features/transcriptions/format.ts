/** A creation time as the reader reads it: medium date and short time in the UI language (falls back to the raw text). */
export function formatDateTime(iso: string, language: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}
