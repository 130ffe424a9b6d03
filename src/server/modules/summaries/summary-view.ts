import { z } from 'zod';
import type { SummaryJob } from '../../../shared/api/summaries.js';
import { ERROR_CODES, type ErrorCode } from '../../../shared/errors.js';
import { SUMMARY_ERROR_CODES, type SummaryErrorCode } from '../../../shared/summary/errors.js';
import type { JobInfo } from '../../platform/jobs/jobs.js';
import type { SummaryRow } from './summaries.schema.js';

/** English texts of the job errors (the web shows its own localized `errors.<code>`). */
export const ENGLISH_MESSAGES: Record<SummaryErrorCode, string> = {
  SUMMARY_EMPTY: 'Please record some audio first',
  SUMMARY_TRANSCRIPT_TOO_SHORT: 'The transcript is too short to make a meaningful summary.',
  SUMMARY_RECORDING_TOO_SHORT: 'The transcript is too short... Please record for longer.',
  SUMMARY_TIMEOUT: 'Generating the summary took too long. The server may be busy, please try again later.',
  SUMMARY_AI_AUTH: 'Authentication problem with the AI service. Please contact technical support.',
  SUMMARY_INVALID_FORMAT: 'Invalid response format',
  SUMMARY_FAILED: 'Failed to generate the summary: {reason}',
};

/**
 * A failed attempt as the job records it: the code is a field of its own, never part of a message. A permanent
 * failure is the handler's result (`{ error }`); a retryable one is thrown as a `SummaryError`, whose own `code` and
 * `reason` properties pg-boss keeps when it stores the error as the failed job's output.
 */
export const JobFailureSchema = z.object({ code: z.string().min(1), reason: z.string().optional() });
export type JobFailure = z.infer<typeof JobFailureSchema>;

/** What the handler returns: a reference to the stored summary, or a failure no retry can fix. */
export type SummaryJobOutput = { summaryId: string } | { error: JobFailure };

const OutputSchema = z.union([z.object({ summaryId: z.uuid() }), z.object({ error: JobFailureSchema })]);

const isSummaryCode = (code: string): code is SummaryErrorCode =>
  (SUMMARY_ERROR_CODES as readonly string[]).includes(code);
const isErrorCode = (code: string): code is ErrorCode => (ERROR_CODES as readonly string[]).includes(code);

/** The API's error: a summary code with its English text, another API code (NOT_FOUND ...), or SUMMARY_FAILED. */
function errorView({ code, reason }: JobFailure): NonNullable<SummaryJob['error']> {
  const why = reason?.trim() || undefined;
  if (isSummaryCode(code)) {
    return {
      code,
      message: ENGLISH_MESSAGES[code].replace('{reason}', why ?? 'unknown error'),
      ...(why ? { reason: why } : {}),
    };
  }
  if (isErrorCode(code)) return { code, message: why ?? code, ...(why ? { reason: why } : {}) };
  return errorView({ code: 'SUMMARY_FAILED', reason: why ?? code });
}

/**
 * Why a job failed: the typed failure it recorded, or (no code: it expired, pg-boss stopped under it, its payload was
 * refused before the handler ran) SUMMARY_FAILED.
 */
function failureOf(output: unknown): JobFailure {
  const typed = JobFailureSchema.safeParse(output);
  return typed.success ? typed.data : { code: 'SUMMARY_FAILED', reason: 'the summary job stopped unexpectedly' };
}

/** The reference a completed job holds, or its permanent failure; null for an output of another shape. */
export function outputOf(job: JobInfo): z.infer<typeof OutputSchema> | null {
  const out = OutputSchema.safeParse(job.output);
  return out.success ? out.data : null;
}

/**
 * The API's view of a job and, when it is done, the stored summary it refers to (`row`, read by the caller). Never
 * the job's data (the text, the owner) nor anything about the provider.
 */
export function toSummaryJob(job: JobInfo, row: SummaryRow | null = null): SummaryJob {
  const data = job.data as { transcriptionId?: string };
  const base = {
    jobId: job.id,
    summary: null,
    engine: null,
    error: null,
    transcriptionId: data.transcriptionId ?? null,
  };
  switch (job.state) {
    case 'created':
    case 'retry':
      return { ...base, state: 'queued' };
    case 'active':
      return { ...base, state: 'running' };
    case 'completed': {
      const out = outputOf(job);
      if (!out) return { ...base, state: 'failed', error: errorView({ code: 'SUMMARY_FAILED', reason: 'no result' }) };
      if ('error' in out) return { ...base, state: 'failed', error: errorView(out.error) };
      // Deleted since: a summary goes with its transcription.
      if (!row)
        return { ...base, state: 'failed', error: errorView({ code: 'NOT_FOUND', reason: 'Summary not found' }) };
      return { ...base, state: 'done', summary: row.summary, engine: row.engine };
    }
    case 'cancelled':
      return { ...base, state: 'failed', error: errorView({ code: 'SUMMARY_FAILED', reason: 'cancelled' }) };
    default:
      return { ...base, state: 'failed', error: errorView(failureOf(job.output)) };
  }
}
