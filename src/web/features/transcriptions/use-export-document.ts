import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transcription } from '@shared/api/transcriptions';
import { transcriptLines, type ExportDocument } from '@shared/exports/document';
import { toSummaryView } from '@shared/summary/display';
import { formatDateTime } from './format';

/** The transcription as exports, the copy button and share links see it (summary normalised, date in the UI language). */
export function useExportDocument(t: Transcription): ExportDocument {
  const { i18n } = useTranslation();
  return useMemo(
    () => ({
      title: t.title,
      createdAt: t.createdAt,
      dateText: formatDateTime(t.createdAt, i18n.language),
      durationSeconds: t.durationSeconds,
      language: t.language,
      summary: toSummaryView(t.summary),
      segments: t.segments,
      text: t.text,
    }),
    [t, i18n.language],
  );
}

/** What Copy puts on the clipboard: the transcript's lines ("Speaker: text"), or the whole text when untimed. */
export function transcriptPlainText(doc: ExportDocument): string {
  return transcriptLines(doc)
    .map((l) => (l.speaker ? `${l.speaker}: ${l.text}` : l.text))
    .join('\n');
}
