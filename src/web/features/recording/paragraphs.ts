import type { Segment } from '@shared/api/transcriptions';
import { paragraphsOf } from '@shared/transcript/paragraphs';

/** Final segments as paragraphs (the same rule as the saved transcript's text). */
export const toParagraphs = (segments: readonly Segment[], pauseMs: number): string[] =>
  paragraphsOf(segments, pauseMs);

/** hh:mm:ss (spec: the timer and durations). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hh = String(Math.floor(s / 3600)).padStart(2, '0');
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}`;
}
