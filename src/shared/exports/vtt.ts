import { transcriptLines, type ExportDocument } from './document.js';
import { cueEnd, cueText } from './srt.js';
import { vttTimestamp } from './timestamps.js';

/** WebVTT cue text is markup: `&`, `<` and `>` must be entities or they start tags (and a `<script>` stays text). */
const escapeCue = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** WebVTT: `WEBVTT` header, then cues `00:00:01.000 --> 00:00:03.500` with the speaker as a voice tag. */
export function buildVtt(doc: ExportDocument): string {
  const cues = transcriptLines(doc).map((line, i) => {
    const voice = line.speaker ? `<v ${escapeCue(cueText(line.speaker).replace(/\n/g, ' '))}>` : '';
    return `${i + 1}\n${vttTimestamp(line.start)} --> ${vttTimestamp(cueEnd(line))}\n${voice}${escapeCue(cueText(line.text))}\n`;
  });
  return ['WEBVTT\n', ...cues].join('\n');
}
