import type { ExportDocument, ExportLabels } from './document.js';
import type { ExportFormat } from './filename.js';
import { buildHtml } from './html.js';
import { buildMarkdown } from './markdown.js';
import { buildSrt } from './srt.js';
import { buildTxt } from './txt.js';
import { buildVtt } from './vtt.js';

interface FormatSpec {
  mimeType: string;
  build: (doc: ExportDocument, labels: ExportLabels) => string;
}

/**
 * Every export the Export menu offers, in its order: TXT and HTML (docs/product.md §2), then Markdown, SRT and WebVTT.
 */
export const EXPORT_FORMATS: Record<ExportFormat, FormatSpec> = {
  txt: { mimeType: 'text/plain;charset=utf-8', build: buildTxt },
  html: { mimeType: 'text/html;charset=utf-8', build: buildHtml },
  md: { mimeType: 'text/markdown;charset=utf-8', build: buildMarkdown },
  srt: { mimeType: 'application/x-subrip;charset=utf-8', build: (doc) => buildSrt(doc) },
  vtt: { mimeType: 'text/vtt;charset=utf-8', build: (doc) => buildVtt(doc) },
};

export const EXPORT_ORDER: readonly ExportFormat[] = ['txt', 'html', 'md', 'srt', 'vtt'];
