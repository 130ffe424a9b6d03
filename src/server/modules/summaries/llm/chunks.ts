import type { SummaryInput } from '../types.js';
import { turnsOf } from '../local/sentences.js';

/** Default budget of one part: ~24,000 characters is ~6,000 tokens, safe for 8k-context local models too. */
export const DEFAULT_PART_CHARS = 24_000;

/** Cuts a piece that is still too long at sentence ends, and a sentence that is too long at word boundaries. */
function cut(line: string, max: number): string[] {
  if (line.length <= max) return [line];
  const sentences = line.match(/[^.!?…]+(?:[.!?…]+["”’)]*\s*|$)/g) ?? [line];
  const out: string[] = [];
  let current = '';
  for (const s of sentences) {
    if (s.length > max) {
      if (current) out.push(current.trim());
      current = '';
      let piece = '';
      for (const w of s.split(/\s+/)) {
        if (piece && piece.length + w.length + 1 > max) {
          out.push(piece);
          piece = '';
        }
        piece = piece ? `${piece} ${w}` : w;
      }
      if (piece) out.push(piece);
    } else if (current.length + s.length > max) {
      out.push(current.trim());
      current = s;
    } else current += s;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/**
 * The transcript as text for the model ("Name: ..." per turn when speakers are known), in parts of at most
 * `maxChars`, cut between turns where possible, else between sentences, else between words. A speaker's label is
 * repeated on each piece of a turn that had to be cut, so every part says who spoke.
 */
export function transcriptParts(
  input: Pick<SummaryInput, 'text' | 'segments'>,
  maxChars = DEFAULT_PART_CHARS,
): string[] {
  const lines = turnsOf(input.text, input.segments).flatMap((t) => {
    const label = t.speaker ? `${t.speaker}: ` : '';
    return cut(t.text.replace(/\s*\n\s*/g, ' '), Math.max(50, maxChars - label.length)).map((p) => label + p);
  });
  const parts: string[] = [];
  let current = '';
  for (const line of lines) {
    if (current && current.length + line.length + 1 > maxChars) {
      parts.push(current);
      current = line;
    } else current = current ? `${current}\n${line}` : line;
  }
  if (current) parts.push(current);
  return parts;
}
