import { z } from 'zod';
import type { SummaryJob } from '../../../shared/api/summaries.js';
import type { ErrorCode } from '../../../shared/errors.js';
import { SUMMARY_ERROR_CODES, type SummaryErrorCode } from '../../../shared/summary/errors.js';
import type { GeneratedSummary } from '../../../shared/summary/normalize.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import type { JobInfo, Jobs } from '../../platform/jobs/jobs.js';
import type { TranscriptionsService } from '../transcriptions/transcriptions.service.js';
import { SummaryError } from './errors.js';
import type { SummarizeOutcome, Summarizer } from './summarizer.js';
import { checkTranscript, type SummaryPurpose } from './mic-check.js';

export const SUMMARY_JOB = 'summary.generate';

/** What a `summary.generate` job carries: its owner, and either a saved transcription or a text to summarise. */
export const SummaryJobDataSchema = z.object({
  userId: z.string().min(1),
  transcriptionId: z.uuid().optional(),
  text: z.string().optional(),
  language: z.string().max(20).optional(),
  timeZone: z.string().max(64).optional(),
});
export type SummaryJobData = z.infer<typeof SummaryJobDataSchema>;

/**
 * What the handler returns. A failure that another attempt cannot fix (the transcript is too short now, the
 * transcription was deleted, the AI key is refused) completes the job with `error` instead of throwing, so pg-boss
 * does not retry it; the rest throw and get the one retry.
 */
export type SummaryJobOutput =
  | {
      summary: GeneratedSummary;
      engine: string;
      fallback: SummarizeOutcome['fallback'];
      transcriptionId: string | null;
    }
  | { error: { code: string; reason?: string }; transcriptionId: string | null };

/** English texts of the job errors (the web shows its own localized `errors.<code>`). */
const ENGLISH_MESSAGES: Record<SummaryErrorCode, string> = {
  SUMMARY_EMPTY: 'Please record some audio first',
  SUMMARY_TRANSCRIPT_TOO_SHORT: 'The transcript is too short to make a meaningful summary.',
  SUMMARY_RECORDING_TOO_SHORT: 'The transcript is too short... Please record for longer.',
  SUMMARY_TIMEOUT: 'Generating the summary took too long. The server may be busy, please try again later.',
  SUMMARY_AI_AUTH: 'Authentication problem with the AI service. Please contact technical support.',
  SUMMARY_INVALID_FORMAT: 'Invalid response format',
  SUMMARY_FAILED: 'Failed to generate the summary: {reason}',
};

const isSummaryCode = (code: string): code is SummaryErrorCode =>
  (SUMMARY_ERROR_CODES as readonly string[]).includes(code);

/** Input the spec refuses before anything is queued (spec §5, §8), and failures a retry cannot fix. */
const PERMANENT: ReadonlySet<string> = new Set([
  'SUMMARY_EMPTY',
  'SUMMARY_TRANSCRIPT_TOO_SHORT',
  'SUMMARY_RECORDING_TOO_SHORT',
  'SUMMARY_AI_AUTH',
  'NOT_FOUND',
]);

function errorView(code: string, reason?: string): NonNullable<SummaryJob['error']> {
  const known = isSummaryCode(code) ? code : 'SUMMARY_FAILED';
  const why = reason?.trim() || (known === code ? undefined : code);
  const message = ENGLISH_MESSAGES[known].replace('{reason}', why ?? 'unknown error');
  return { code: known, message, ...(why ? { reason: why } : {}) };
}

/** A thrown job error keeps its code in the message (`SUMMARY_TIMEOUT: no answer within 30000 ms`). */
function errorOfFailedJob(output: unknown): NonNullable<SummaryJob['error']> {
  const message = String((output as { message?: unknown } | null)?.message ?? '');
  const m = message.match(/^(SUMMARY_[A-Z_]+): ?([\s\S]*)$/);
  return m ? errorView(m[1]!, m[2] || undefined) : errorView('SUMMARY_FAILED', message || undefined);
}

/** The API's view of a job: never the job's data (the text, the owner) nor anything about the provider. */
export function toSummaryJob(job: JobInfo): SummaryJob {
  const data = job.data as Partial<SummaryJobData>;
  const transcriptionId = data.transcriptionId ?? null;
  const base = { jobId: job.id, summary: null, engine: null, error: null, transcriptionId };
  switch (job.state) {
    case 'created':
    case 'retry':
      return { ...base, state: 'queued' };
    case 'active':
      return { ...base, state: 'running' };
    case 'completed': {
      const out = job.output as SummaryJobOutput | null;
      if (!out) return { ...base, state: 'failed', error: errorView('SUMMARY_FAILED', 'no result') };
      if ('error' in out) return { ...base, state: 'failed', error: errorView(out.error.code, out.error.reason) };
      return { ...base, state: 'done', summary: out.summary, engine: out.engine };
    }
    default:
      return { ...base, state: 'failed', error: errorOfFailedJob(job.output) };
  }
}

/** An IANA zone the runtime knows; anything else would make every date in the summary wrong. */
function checkTimeZone(timeZone: string | undefined): void {
  if (timeZone === undefined) return;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new AppError('VALIDATION', 400, `unknown time zone ${timeZone}`);
  }
}

/** The spec's checks, answered at once instead of after a trip through the queue. */
function checkText(text: string, purpose: SummaryPurpose): void {
  const check = checkTranscript(text, purpose);
  if (check.kind === 'error') {
    throw new AppError(check.code as ErrorCode, 400, ENGLISH_MESSAGES[check.code].replace('{reason}', ''));
  }
}

const transcriptText = (t: { text: string; segments: Array<{ text: string }> }) =>
  t.text.trim() ? t.text : t.segments.map((s) => s.text).join('\n');

export interface SummariesServiceDeps {
  jobs: Jobs;
  transcriptions: TranscriptionsService;
  summarizer: Summarizer;
  /** False: a failing AI provider fails the job instead of the local summariser standing in (default true). */
  fallback?: boolean;
}

export interface SummariesService {
  summarizeTranscription(userId: string, transcriptionId: string, opts: { timeZone?: string }): Promise<SummaryJob>;
  summarizeText(userId: string, body: { text: string; language?: string }): Promise<SummaryJob>;
  getJob(userId: string, jobId: string): Promise<SummaryJob>;
  /** The `summary.generate` handler. */
  run(data: SummaryJobData): Promise<SummaryJobOutput>;
}

export function createSummariesService(deps: SummariesServiceDeps): SummariesService {
  const { jobs, transcriptions, summarizer } = deps;

  async function queued(jobId: string): Promise<SummaryJob> {
    const job = await jobs.find(SUMMARY_JOB, jobId);
    if (!job) throw new AppError('INTERNAL', 500, 'queued job not found');
    return toSummaryJob(job);
  }

  async function summarize(data: SummaryJobData): Promise<SummaryJobOutput> {
    const fallback = deps.fallback ?? true;
    if (data.transcriptionId) {
      // Read again here: the text may have been edited since the job was queued.
      const tr = await transcriptions.get(data.userId, data.transcriptionId);
      const outcome = await summarizer.summarize({
        text: transcriptText(tr),
        segments: tr.segments,
        language: tr.language ?? undefined,
        title: tr.title,
        date: tr.createdAt,
        timeZone: data.timeZone,
        durationSeconds: tr.durationSeconds ?? undefined,
        purpose: 'minutes',
        fallback,
      });
      // Re-running replaces the stored summary: the newest one wins.
      await transcriptions.setSummary(data.userId, tr.id, outcome.summary);
      return {
        summary: outcome.summary,
        engine: outcome.generator,
        fallback: outcome.fallback,
        transcriptionId: tr.id,
      };
    }
    const outcome = await summarizer.summarize({
      text: data.text ?? '',
      language: data.language,
      date: new Date(),
      timeZone: data.timeZone,
      purpose: 'recording',
      fallback,
    });
    return { summary: outcome.summary, engine: outcome.generator, fallback: outcome.fallback, transcriptionId: null };
  }

  return {
    async summarizeTranscription(userId, transcriptionId, { timeZone }) {
      checkTimeZone(timeZone);
      const tr = await transcriptions.get(userId, transcriptionId); // another user's: 404
      checkText(transcriptText(tr), 'minutes');
      // One job per transcription at a time: pressing again while it runs follows the same job.
      const id = await jobs.send<SummaryJobData>(
        SUMMARY_JOB,
        { userId, transcriptionId, ...(timeZone ? { timeZone } : {}) },
        { singletonKey: transcriptionId },
      );
      return queued(id);
    },

    async summarizeText(userId, { text, language }) {
      checkText(text, 'recording');
      const id = await jobs.send<SummaryJobData>(SUMMARY_JOB, { userId, text, ...(language ? { language } : {}) });
      return queued(id);
    },

    async getJob(userId, jobId) {
      const job = await jobs.find(SUMMARY_JOB, jobId);
      const owner = (job?.data as Partial<SummaryJobData> | undefined)?.userId;
      if (!job || owner !== userId) throw notFound('Summary job');
      return toSummaryJob(job);
    },

    async run(data) {
      const transcriptionId = data.transcriptionId ?? null;
      try {
        return await summarize(data);
      } catch (err) {
        const code =
          err instanceof SummaryError ? err.code : err instanceof AppError ? err.code : ('SUMMARY_FAILED' as const);
        const reason = err instanceof SummaryError ? err.reason : (err as Error)?.message;
        if (PERMANENT.has(code)) return { error: { code, ...(reason ? { reason } : {}) }, transcriptionId };
        // Thrown with its code in front, so the failed job still says which message to show.
        throw new Error(`${isSummaryCode(code) ? code : 'SUMMARY_FAILED'}: ${reason ?? 'unknown error'}`);
      }
    },
  };
}
