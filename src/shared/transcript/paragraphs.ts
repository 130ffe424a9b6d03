/** A segment as far as paragraphs care (the stored Segment and the engines' TimedSegment both fit). */
interface Timed {
  start: number;
  end: number;
  text: string;
  speaker?: string | null | undefined;
}

/**
 * Timed segments as paragraphs, the one rule for the live panel and the saved transcript: a new paragraph starts
 * where the speaker changes or where the silence between two segments is at least `pauseMs` (Settings' speaker
 * detection sensitivity); segments of one paragraph are joined by spaces. Empty segments are skipped.
 */
export function paragraphsOf(segments: readonly Timed[], pauseMs = Infinity): string[] {
  const out: string[] = [];
  let prev: Timed | undefined;
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

/** The full text of timed segments: paragraphs separated by a blank line. */
export const textOfSegments = (segments: readonly Timed[], pauseMs?: number): string =>
  paragraphsOf(segments, pauseMs).join('\n\n');
