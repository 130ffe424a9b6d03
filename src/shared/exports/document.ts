import type { SummaryView } from '../summary/display.js';
import { ENGLISH_SUMMARY_LABELS, type SummaryLabels } from '../summary/summary-text.js';

/** One timed piece of the transcript (the shape of the API's Segment, restated so exports need no zod). */
export interface ExportSegment {
  start: number;
  end: number;
  text: string;
  speaker?: string | null;
}

/** Everything an export is built from: a transcription as the reader sees it. */
export interface ExportDocument {
  title: string;
  /** ISO date-time of creation: names the file. */
  createdAt: string;
  /** The same moment as the reader reads it, already formatted in their language. */
  dateText: string;
  durationSeconds: number;
  language: string;
  summary: SummaryView | null;
  segments: readonly ExportSegment[];
  /** The whole text; used when there are no segments with text. */
  text: string;
}

export interface ExportLabels extends SummaryLabels {
  date: string;
  duration: string;
  language: string;
  transcript: string;
}

export const ENGLISH_EXPORT_LABELS: ExportLabels = {
  ...ENGLISH_SUMMARY_LABELS,
  date: 'Date',
  duration: 'Duration',
  language: 'Language',
  transcript: 'Transcript',
};

export interface TranscriptLine {
  start: number;
  end: number;
  speaker: string | null;
  text: string;
  /** false for the untimed fallback: text formats then print it without a timestamp. */
  timed: boolean;
}

/**
 * The transcript as timed lines: the segments with text, or, when there are none (text typed or imported without
 * timing), the text as one line spanning the whole duration.
 */
export function transcriptLines(doc: ExportDocument): TranscriptLine[] {
  const lines = doc.segments
    .map((s) => ({ start: s.start, end: s.end, speaker: s.speaker?.trim() || null, text: s.text.trim(), timed: true }))
    .filter((s) => s.text !== '');
  if (lines.length) return lines;
  const text = doc.text.trim();
  return text ? [{ start: 0, end: Math.max(doc.durationSeconds, 1), speaker: null, text, timed: false }] : [];
}
