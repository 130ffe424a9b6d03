import { SummaryJobSchema, type SummaryJob } from '@shared/api/summaries';
import { SUMMARY_RETRY, isPermanentSummaryError } from '@shared/summary/retry';
import type { Summary } from '@shared/summary/summary';
import { ApiError, api } from '../../lib/api';

/** How often the page asks about a running summary job. */
export const POLL_MS = 1000;
/** Reads of a job that may fail in a row (a dropped connection, a restarting server) before the page gives up. */
export const MAX_FAILED_READS = 5;
/** Pause after a failed read: the policy's retry delay (the job keeps running meanwhile). */
export const READ_RETRY_MS = SUMMARY_RETRY.delaySeconds * 1000;

export interface SummaryResult {
  summary: Summary;
  engine: string | null;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

/**
 * Follows a queued job until it is done (its summary) or failed (an ApiError with the job's typed error code). A read
 * that fails is not the job failing: unless its code is permanent (src/shared/summary/retry.ts: the job is gone or not
 * ours, the session ended), the page reads again, up to MAX_FAILED_READS times in a row.
 */
export async function followJob(first: SummaryJob, signal?: AbortSignal, pollMs = POLL_MS): Promise<SummaryResult> {
  let job = first;
  let failedReads = 0;
  for (;;) {
    if (job.state === 'done') {
      if (!job.summary) throw new ApiError(200, 'SUMMARY_INVALID_FORMAT', 'no summary in the answer');
      return { summary: job.summary, engine: job.engine };
    }
    if (job.state === 'failed') {
      const e = job.error ?? { code: 'SUMMARY_FAILED', message: 'failed' };
      throw new ApiError(200, e.code, e.message, e.reason ? { reason: e.reason } : undefined);
    }
    await sleep(failedReads ? READ_RETRY_MS : pollMs, signal);
    try {
      job = await api(`/api/summaries/jobs/${first.jobId}`, { schema: SummaryJobSchema, signal });
      failedReads = 0;
    } catch (err) {
      const readAgain = err instanceof ApiError && !isPermanentSummaryError(err.code);
      if (signal?.aborted || !readAgain || ++failedReads >= MAX_FAILED_READS) throw err;
    }
  }
}

/**
 * One press of Generate Summary: queues ONE job (`start` POSTs) and follows it to its end. Nothing here queues again:
 * failed attempts are retried by the job on the server (at most 3 attempts per press, src/shared/summary/retry.ts).
 */
export async function queueAndFollow(
  start: (signal: AbortSignal) => Promise<SummaryJob>,
  signal: AbortSignal,
): Promise<SummaryResult> {
  return followJob(await start(signal), signal);
}

const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const summarizeTranscription = (id: string, signal?: AbortSignal) =>
  api(`/api/transcriptions/${id}/summary`, {
    method: 'POST',
    body: { timeZone: userTimeZone() },
    schema: SummaryJobSchema,
    signal,
  });

/** The recording panel's text; with the saved recording's transcription, the summary is stored on it too. */
export const summarizeText = (
  { text, language, transcriptionId }: { text: string; language: string; transcriptionId?: string | null },
  signal?: AbortSignal,
) =>
  api('/api/summaries', {
    method: 'POST',
    body: { text, language, timeZone: userTimeZone(), ...(transcriptionId ? { transcriptionId } : {}) },
    schema: SummaryJobSchema,
    signal,
  });
