import { z } from 'zod';
import { SummarySchema } from '../summary/summary.js';
import { storableString } from './text.js';

/**
 * Summaries run as `summary.generate` jobs: the POST answers 202 with the job, the page polls it.
 *
 *   POST /api/transcriptions/:id/summary     summarise a saved transcription (stores the result on it)
 *   POST /api/summaries                      summarise a text (the manual recording panel)
 *   GET  /api/summaries/jobs/:jobId          the job: state, and the summary or the error when done
 */

export const SummarizeTextBodySchema = z.object({
  text: storableString().max(2_000_000),
  /** BCP 47 tag of the recording (id-ID, en-US); the text decides when omitted. */
  language: storableString().max(20).optional(),
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
  /** When failed: an error code of src/shared/errors.ts and its English message (`details.reason` may fill it). */
  error: z.object({ code: z.string(), message: z.string(), reason: z.string().optional() }).nullable(),
  transcriptionId: z.uuid().nullable(),
});
export type SummaryJob = z.infer<typeof SummaryJobSchema>;
