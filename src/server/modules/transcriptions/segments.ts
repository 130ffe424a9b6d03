import { SegmentSchema, type Segment } from '../../../shared/api/transcriptions.js';

export { textOfSegments } from '../../../shared/transcript/paragraphs.js';

/** Where the last segment ends: the best duration estimate when the recorder did not say. */
export const durationOfSegments = (segments: readonly Segment[]): number =>
  segments.reduce((max, s) => Math.max(max, s.end), 0);

/** Applies a rename map ({ "Speaker 1": "Budi" }) to every segment; names not in the map stay as they are. */
export function renameSpeakers(segments: readonly Segment[], names: Record<string, string>): Segment[] {
  return segments.map((s) =>
    s.speaker != null && Object.hasOwn(names, s.speaker) ? { ...s, speaker: names[s.speaker] } : s,
  );
}

/**
 * A speech engine's output as stored segments: shifted by `offset` seconds, trimmed, times made valid, empty ones and
 * anything the schema would refuse dropped (engine text is not checked anywhere else before it is saved).
 */
export function segmentsFromEngine(
  timed: readonly { start: number; end: number; text: string; speaker?: string | null | undefined }[],
  offset = 0,
): Segment[] {
  const out: Segment[] = [];
  for (const t of timed) {
    const start = Math.max(0, (Number.isFinite(t.start) ? t.start : 0) + offset);
    const end = Math.max(start, (Number.isFinite(t.end) ? t.end : start) + offset);
    const parsed = SegmentSchema.safeParse({
      start,
      end,
      text: t.text.trim(),
      ...(t.speaker != null ? { speaker: t.speaker } : {}),
    });
    if (parsed.success && parsed.data.text) out.push(parsed.data);
  }
  return out;
}
