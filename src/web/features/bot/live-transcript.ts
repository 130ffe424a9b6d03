import { paragraphsOf } from '@shared/transcript/paragraphs';

interface Timed {
  start: number;
  end: number;
  text: string;
  speaker?: string | null | undefined;
}

/**
 * The bot's live segments as the recording panel's paragraphs, each led by its speaker's name when the platform gave
 * one ("Budi: …"): the same paragraph rule as the saved transcript (a new speaker, or a pause of `pauseMs`).
 */
export function speakerParagraphs(segments: readonly Timed[], pauseMs: number): string[] {
  const out: string[] = [];
  let run: Timed[] = [];
  const flush = () => {
    const speaker = run[0]?.speaker?.trim();
    for (const p of paragraphsOf(run, pauseMs)) out.push(speaker ? `${speaker}: ${p}` : p);
    run = [];
  };
  for (const s of segments) {
    if (run.length && (run[0]!.speaker ?? null) !== (s.speaker ?? null)) flush();
    run.push(s);
  }
  flush();
  return out;
}
