import type { SummaryView } from '../summary/display.js';
import { ENGLISH_EXPORT_LABELS, transcriptLines, type ExportDocument, type ExportLabels } from './document.js';
import { clockShort } from './timestamps.js';
import { metadataLines } from './txt.js';

/** Every piece of user text goes through this: a transcript saying `<script>` exports as those characters. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.6;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
h1{margin-bottom:.25rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;color:#495057}dt{font-weight:600}dd{margin:0}
h2{margin-top:2rem;border-bottom:1px solid #dee2e6;padding-bottom:.25rem}.segments{list-style:none;padding:0}.segments li{margin:.5rem 0}
time{font-variant-numeric:tabular-nums;color:#495057;margin-right:.5rem}.speaker{font-weight:600;margin-right:.25rem}.status{color:#495057}`;

/** ISO 8601 duration for `<time datetime>`: `PT83.5S`. */
const isoDuration = (seconds: number) => `PT${Math.max(0, Math.round(seconds * 1000) / 1000)}S`;

function summaryHtml(view: SummaryView, labels: ExportLabels): string[] {
  const out: string[] = [];
  if (view.summary) {
    out.push(`<h2>${escapeHtml(labels.summary)}</h2>`);
    for (const para of view.summary.split(/\n\s*\n/)) out.push(`<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`);
  }
  if (view.topics.length) {
    out.push(`<h2>${escapeHtml(labels.topics)}</h2>`, '<ol>');
    for (const topic of view.topics) {
      const points = topic.points.length
        ? `<ul>${topic.points.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`
        : '';
      out.push(`<li><strong>${escapeHtml(topic.title ?? labels.topicFallback)}</strong>${points}</li>`);
    }
    out.push('</ol>');
  }
  if (view.actionItems.length) {
    out.push(`<h2>${escapeHtml(labels.actionItems)}</h2>`, '<ul>');
    for (const item of view.actionItems) {
      if (item.kind === 'text') {
        out.push(`<li>${escapeHtml(item.text)}</li>`);
        continue;
      }
      const details = [
        item.assignee && `${labels.assignee}: ${item.assignee}`,
        item.deadline && `${labels.deadline}: ${item.deadline}`,
        `${labels.status}: ${item.status}`,
      ].filter((d): d is string => Boolean(d));
      out.push(`<li>${escapeHtml(item.task)} <span class="status">(${escapeHtml(details.join('; '))})</span></li>`);
    }
    out.push('</ul>');
  }
  if (view.participants.length) {
    out.push(`<h2>${escapeHtml(labels.participants)}</h2>`, '<ul>');
    for (const p of view.participants) {
      const role = p.role ? ` (${escapeHtml(p.role)})` : '';
      const contribution = p.contribution ? `: ${escapeHtml(p.contribution)}` : '';
      out.push(`<li><strong>${escapeHtml(p.name ?? labels.participantFallback)}</strong>${role}${contribution}</li>`);
    }
    out.push('</ul>');
  }
  return out;
}

/**
 * docs/product.md §2 Export HTML: one self-contained page (no scripts, no external resources) with the title, metadata,
 * the summary when there is one, and the transcript with its timestamps.
 */
export function buildHtml(doc: ExportDocument, labels: ExportLabels = ENGLISH_EXPORT_LABELS): string {
  const lang = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(doc.language) ? doc.language : 'und';
  const out: string[] = [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(doc.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<h1>${escapeHtml(doc.title)}</h1>`,
    '<dl>',
    ...metadataLines(doc, labels).map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`),
    '</dl>',
  ];
  if (doc.summary) out.push(...summaryHtml(doc.summary, labels));
  out.push(`<h2>${escapeHtml(labels.transcript)}</h2>`, '<ol class="segments">');
  for (const line of transcriptLines(doc)) {
    const time = line.timed ? `<time datetime="${isoDuration(line.start)}">${clockShort(line.start)}</time>` : '';
    const speaker = line.speaker ? `<span class="speaker">${escapeHtml(line.speaker)}:</span>` : '';
    out.push(`<li>${time}${speaker}${escapeHtml(line.text).replace(/\n/g, '<br>')}</li>`);
  }
  out.push('</ol>', '</body>', '</html>');
  return `${out.join('\n')}\n`;
}
