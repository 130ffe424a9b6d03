import { z } from 'zod';
import { SummarySchema } from '../summary/summary.js';
import { storableString } from './text.js';

/**
 * Summaries run as `summary.generate` jobs: the POST answers 202 with the job, the page polls it. Every result is
 * stored in the database (the job keeps only a reference to it); a failed job's error has its code as a field.
 *
 *   POST /api/transcriptions/:id/summary     summarise a saved transcription (stores the result on it)
 *   POST /api/summaries                      summarise a text (the manual recording panel); with `transcriptionId`
 *                                            the summary is stored on that transcription too
 *   GET  /api/summaries/jobs/:jobId          the job: state, and the summary or the error when done
 */

export const SummarizeTextBodySchema = z.object({
  text: storableString().max(2_000_000),
  /** BCP 47 tag of the recording (id-ID, en-US); the text decides when omitted. */
  language: storableString().max(20).optional(),
  /** The user's IANA time zone, so 'besok' / 'next Friday' and the meeting's date resolve on their calendar. */
  timeZone: storableString().max(64).optional(),
  /**
   * The saved transcription this text is of (the recording panel after Stop): the summary is stored on it too, and
   * its title, date and duration fill the summary's meeting information. Another user's: 404.
   */
  transcriptionId: z.uuid().optional(),
});
export type SummarizeTextBody = z.infer<typeof SummarizeTextBodySchema>;

export const SummarizeTranscriptionBodySchema = z.object({
  /** The user's IANA time zone, so 'besok' / 'next Friday' resolve on their calendar. */
  timeZone: storableString().max(64).optional(),
});

export const SummaryJobParamSchema = z.object({ jobId: z.uuid() });

export const SummaryJobSchema = z.object({
  jobId: z.uuid(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  /** When done. */
  summary: SummarySchema.nullable(),
  /** 'llm' or 'local', and whether the local summariser stood in for a failing provider. */
  engine: z.string().nullable(),
  /**
   * When failed: an error code of src/shared/errors.ts (as the job recorded it, a field of its own), its English
   * message, and the short reason that fills SUMMARY_FAILED's 'Gagal membuat ringkasan: {reason}'.
   */
  error: z.object({ code: z.string(), message: z.string(), reason: z.string().optional() }).nullable(),
  /** The transcription the summary is (or will be) stored on; null for a text alone. */
  transcriptionId: z.uuid().nullable(),
});
export type SummaryJob = z.infer<typeof SummaryJobSchema>;
