import { summarySections } from '../summary/summary-text.js';
import { ENGLISH_EXPORT_LABELS, transcriptLines, type ExportDocument, type ExportLabels } from './document.js';
import { clockShort } from './timestamps.js';
import { metadataLines } from './txt.js';

/**
 * Backslash-escapes what Markdown would read as syntax or raw HTML, so user text stays text in any renderer
 * (`<script>` becomes `\<script\>`, `**x**` stays literal).
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<>|#~&]/g, '\\$&')
    .replace(/^(\s*)([-+=])(?=\s|$)/gm, '$1\\$2') // would start a list or a heading underline
    .replace(/^(\s*\d+)([.)])(?=\s|$)/gm, '$1\\$2'); // would start a numbered list
}

/** Markdown export: the same content as TXT, with headings and lists. */
export function buildMarkdown(doc: ExportDocument, labels: ExportLabels = ENGLISH_EXPORT_LABELS): string {
  const out: string[] = [`# ${escapeMarkdown(doc.title)}`, ''];
  for (const [label, value] of metadataLines(doc, labels)) out.push(`- **${label}:** ${escapeMarkdown(value)}`);
  if (doc.summary) {
    for (const section of summarySections(doc.summary, labels)) {
      out.push('', `## ${section.heading}`, '');
      // The summary's lines are already list-shaped ("1. …", "- …", "   - …"): keep that shape, escape the words.
      for (const line of section.lines) {
        const [, indent = '', bullet = '', rest = ''] = /^(\s*)(\d+\. |- )?(.*)$/.exec(line) ?? [];
        out.push(`${indent}${bullet}${escapeMarkdown(rest)}`);
      }
    }
  }
  out.push('', `## ${labels.transcript}`, '');
  for (const line of transcriptLines(doc)) {
    const speaker = line.speaker ? `**${escapeMarkdown(line.speaker)}:** ` : '';
    out.push(
      line.timed ? `\`${clockShort(line.start)}\` ${speaker}${escapeMarkdown(line.text)}` : escapeMarkdown(line.text),
    );
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
