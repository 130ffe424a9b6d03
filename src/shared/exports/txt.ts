import { summarySections } from '../summary/summary-text.js';
import { ENGLISH_EXPORT_LABELS, transcriptLines, type ExportDocument, type ExportLabels } from './document.js';
import { clockHms, clockShort } from './timestamps.js';

/** The metadata lines every text format starts with. */
export function metadataLines(doc: ExportDocument, labels: ExportLabels): [label: string, value: string][] {
  return [
    [labels.date, doc.dateText],
    [labels.duration, clockHms(doc.durationSeconds)],
    [labels.language, doc.language],
  ];
}

/**
 * docs/product.md §2 Export TXT: title, metadata, the summary when there is one, then the transcript. Plain UTF-8 text.
 */
export function buildTxt(doc: ExportDocument, labels: ExportLabels = ENGLISH_EXPORT_LABELS): string {
  const out: string[] = [doc.title, '='.repeat(Math.min(Math.max(Array.from(doc.title).length, 3), 80)), ''];
  for (const [label, value] of metadataLines(doc, labels)) out.push(`${label}: ${value}`);
  if (doc.summary) {
    for (const section of summarySections(doc.summary, labels)) {
      out.push('', section.heading.toUpperCase(), ...section.lines);
    }
  }
  out.push('', labels.transcript.toUpperCase());
  for (const line of transcriptLines(doc)) {
    const speaker = line.speaker ? `${line.speaker}: ` : '';
    out.push(line.timed ? `[${clockShort(line.start)}] ${speaker}${line.text}` : line.text);
  }
  return `${out.join('\n')}\n`;
}
