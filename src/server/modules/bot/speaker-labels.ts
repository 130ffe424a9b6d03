import type { Segment } from '../../../shared/api/transcriptions.js';
import type { SpeakerTurn } from './bot.schema.js';

/**
 * Names each segment after the participant the platform showed speaking for most of it (turns are the moments the
 * speaking indicator changed, in seconds of the meeting's audio). A segment nobody was shown speaking in keeps its
 * label (usually none): a wrong name is worse than no name.
 */
export function labelSpeakers(segments: Segment[], turns: SpeakerTurn[]): Segment[] {
  if (!turns.length) return segments;
  const sorted = [...turns].sort((a, b) => a.at - b.at);
  return segments.map((seg) => {
    const spoken = new Map<string, number>();
    for (let i = 0; i < sorted.length; i++) {
      const turn = sorted[i]!;
      if (!turn.name) continue;
      const from = Math.max(seg.start, turn.at);
      const to = Math.min(seg.end, sorted[i + 1]?.at ?? Infinity);
      if (to > from) spoken.set(turn.name, (spoken.get(turn.name) ?? 0) + (to - from));
    }
    let best: string | undefined;
    for (const [name, seconds] of spoken) if (!best || seconds > spoken.get(best)!) best = name;
    const length = Math.max(seg.end - seg.start, 1e-6);
    return best && spoken.get(best)! / length >= 0.3 ? { ...seg, speaker: best } : seg;
  });
}
