import type { Segment } from '@shared/api/transcriptions';

/**
 * Final segments as paragraphs: a new one starts where the speaker changes or where the silence between two segments
 * is at least the user's pause setting (Settings' sensitivity, the same rule the server's engines apply).
 */
export function toParagraphs(segments: readonly Segment[], pauseMs: number): string[] {
  const out: string[] = [];
  let prev: Segment | undefined;
  for (const s of segments) {
    const text = s.text.trim();
    if (!text) continue;
    const breaks =
      prev === undefined || (s.speaker ?? null) !== (prev.speaker ?? null) || (s.start - prev.end) * 1000 >= pauseMs;
    if (breaks) out.push(text);
    else out[out.length - 1] += ` ${text}`;
    prev = s;
  }
  return out;
}

/** hh:mm:ss (spec: the timer and durations). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hh = String(Math.floor(s / 3600)).padStart(2, '0');
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}`;
}
