import { transcriptLines, type ExportDocument, type TranscriptLine } from './document.js';
import { srtTimestamp } from './timestamps.js';

/**
 * A cue's text as subtitle formats need it: no blank line (it would end the cue) and no `-->` (it would read as a
 * timing line).
 */
export function cueText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n')
    .replace(/-->/g, '->');
}

/** A cue must not end before it starts; an empty one lasts a second so players show it. */
export function cueEnd(line: TranscriptLine): number {
  return line.end > line.start ? line.end : line.start + 1;
}

/** SubRip: numbered cues `1\n00:00:01,000 --> 00:00:03,500\nSpeaker: text`, separated by blank lines. */
export function buildSrt(doc: ExportDocument): string {
  return transcriptLines(doc)
    .map((line, i) => {
      const speaker = line.speaker ? `${cueText(line.speaker)}: ` : '';
      return `${i + 1}\n${srtTimestamp(line.start)} --> ${srtTimestamp(cueEnd(line))}\n${speaker}${cueText(line.text)}\n`;
    })
    .join('\n');
}
