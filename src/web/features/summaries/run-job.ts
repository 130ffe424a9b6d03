import { SummaryJobSchema, type SummaryJob } from '@shared/api/summaries';
import type { Summary } from '@shared/summary/summary';
import { ApiError, api } from '../../lib/api';

/** How often the page asks about a running summary job. */
export const POLL_MS = 1000;
/** Spec §4/§9: on failure, two more attempts, 2 s apart. */
export const SUMMARY_RETRIES = 2;
export const RETRY_DELAY_MS = 2000;

/** Refusals another attempt cannot change (the transcript is what it is): not retried. */
const FINAL_CODES = new Set([
  'SUMMARY_EMPTY',
  'SUMMARY_TRANSCRIPT_TOO_SHORT',
  'SUMMARY_RECORDING_TOO_SHORT',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'VALIDATION',
]);

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

/** Follows a queued job until it is done (its summary) or failed (an ApiError with the job's error code). */
export async function followJob(first: SummaryJob, signal?: AbortSignal, pollMs = POLL_MS): Promise<SummaryResult> {
  let job = first;
  for (;;) {
    if (job.state === 'done') {
      if (!job.summary) throw new ApiError(200, 'SUMMARY_INVALID_FORMAT', 'no summary in the answer');
      return { summary: job.summary, engine: job.engine };
    }
    if (job.state === 'failed') {
      const e = job.error ?? { code: 'SUMMARY_FAILED', message: 'failed' };
      throw new ApiError(200, e.code, e.message, e.reason ? { reason: e.reason } : undefined);
    }
    await sleep(pollMs, signal);
    job = await api(`/api/summaries/jobs/${first.jobId}`, { schema: SummaryJobSchema, signal });
  }
}

/** Up to `retries` more attempts after a failure, `delayMs` apart; refusals of the input are not retried. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  opts: { retries?: number; delayMs?: number; signal?: AbortSignal } = {},
): Promise<T> {
  const { retries = SUMMARY_RETRIES, delayMs = RETRY_DELAY_MS, signal } = opts;
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (signal?.aborted || i >= retries || (err instanceof ApiError && FINAL_CODES.has(err.code))) throw err;
      await sleep(delayMs, signal);
    }
  }
}

export const summarizeTranscription = (id: string, signal?: AbortSignal) => () =>
  api(`/api/transcriptions/${id}/summary`, {
    method: 'POST',
    body: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    schema: SummaryJobSchema,
    signal,
  });

export const summarizeText = (text: string, language: string, signal?: AbortSignal) => () =>
  api('/api/summaries', { method: 'POST', body: { text, language }, schema: SummaryJobSchema, signal });
