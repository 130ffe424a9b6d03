/**
 * Time formatting for exports and the player. All take seconds (possibly fractional, possibly garbage from old
 * data) and never throw: negative or non-finite input counts as 0.
 */
const clean = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? seconds : 0);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Splits rounded milliseconds, so 59.9996 s becomes 00:01:00.000 and not 00:00:59.1000. */
function parts(seconds: number) {
  const ms = Math.round(clean(seconds) * 1000);
  return {
    h: Math.floor(ms / 3_600_000),
    m: Math.floor(ms / 60_000) % 60,
    s: Math.floor(ms / 1000) % 60,
    ms: ms % 1000,
  };
}

/** SubRip: `00:00:01,000`. */
export function srtTimestamp(seconds: number): string {
  const { h, m, s, ms } = parts(seconds);
  return `${pad(h)}:${pad(m)}:${pad(s)},${pad(ms, 3)}`;
}

/** WebVTT: `00:00:01.000` (hours always written: valid for any length). */
export function vttTimestamp(seconds: number): string {
  const { h, m, s, ms } = parts(seconds);
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms, 3)}`;
}

/** docs/product.md §2 duration `hh:mm:ss` (whole seconds, rounded). */
export function clockHms(seconds: number): string {
  const total = Math.round(clean(seconds));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

/** A segment's start in the transcript: `m:ss`, or `h:mm:ss` from the first hour on (whole seconds, floored). */
export function clockShort(seconds: number): string {
  const total = Math.floor(clean(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor(total / 60) % 60;
  const s = total % 60;
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** docs/product.md §2 MoM detail: duration in whole minutes (at least 1 when there is any audio at all). */
export function durationMinutes(seconds: number): number {
  const s = clean(seconds);
  return s === 0 ? 0 : Math.max(1, Math.round(s / 60));
}
