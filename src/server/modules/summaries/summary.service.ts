import { z } from 'zod';
import type { SummarizeTextBody, SummaryJob } from '../../../shared/api/summaries.js';
import type { ErrorCode } from '../../../shared/errors.js';
import { SUMMARY_ERROR_CODES, type SummaryErrorCode } from '../../../shared/summary/errors.js';
import { isPermanentSummaryError } from '../../../shared/summary/retry.js';
import type { Transcription } from '../../../shared/api/transcriptions.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { checkTimeZone } from '../../platform/http/time-zone.js';
import type { JobInfo, Jobs } from '../../platform/jobs/jobs.js';
import type { TranscriptionsService } from '../transcriptions/transcriptions.service.js';
import { SummaryError } from './errors.js';
import { checkTranscript, type SummaryPurpose } from './mic-check.js';
import type { SummariesRepo } from './summaries.repo.js';
import type { SummarizeRequest, Summarizer } from './summarizer.js';
import { ENGLISH_MESSAGES, outputOf, toSummaryJob, type SummaryJobOutput } from './summary-view.js';

export type { SummaryJobOutput };

export const SUMMARY_JOB = 'summary.generate';

/**
 * What a `summary.generate` job carries: its owner and what to summarise. A transcription alone: its stored text
 * (the minutes screen). A text alone: that text (the recording panel before its recording was saved). Both: the
 * text, stored on the transcription (the recording panel after Stop: the text on screen, attached to the recording's
 * transcription so the saved meeting shows it).
 */
export const SummaryJobDataSchema = z.object({
  userId: z.string().min(1),
  transcriptionId: z.uuid().optional(),
  text: z.string().optional(),
  language: z.string().max(20).optional(),
  timeZone: z.string().max(64).optional(),
});
export type SummaryJobData = z.infer<typeof SummaryJobDataSchema>;

const isSummaryCode = (code: string): code is SummaryErrorCode =>
  (SUMMARY_ERROR_CODES as readonly string[]).includes(code);

/** The spec's checks, answered at once instead of after a trip through the queue. */
function checkText(text: string, purpose: SummaryPurpose): void {
  const check = checkTranscript(text, purpose);
  if (check.kind === 'error') {
    throw new AppError(check.code as ErrorCode, 400, ENGLISH_MESSAGES[check.code].replace('{reason}', ''));
  }
}

const transcriptText = (t: { text: string; segments: Array<{ text: string }> }) =>
  t.text.trim() ? t.text : t.segments.map((s) => s.text).join('\n');

/** What is known about a saved meeting besides its words: the summary's title, day and duration come from it. */
const meetingOf = (tr: Transcription) => ({
  title: tr.title,
  date: tr.createdAt,
  durationSeconds: tr.durationSeconds || undefined,
});

export interface SummariesServiceDeps {
  jobs: Jobs;
  repo: SummariesRepo;
  transcriptions: TranscriptionsService;
  summarizer: Summarizer;
  /** False: a failing AI provider fails the job instead of the local summariser standing in (default true). */
  fallback?: boolean;
  /** The zone the user's browser last reported (settings): dates for a request that names none. */
  timeZoneOf(userId: string): Promise<string | undefined>;
}

export interface SummariesService {
  summarizeTranscription(userId: string, transcriptionId: string, opts: { timeZone?: string }): Promise<SummaryJob>;
  /** With `transcriptionId` (the user's own, else 404), the summary is also stored on that transcription. */
  summarizeText(userId: string, body: SummarizeTextBody): Promise<SummaryJob>;
  getJob(userId: string, jobId: string): Promise<SummaryJob>;
  /** The `summary.generate` handler. */
  run(data: SummaryJobData, ctx: { id: string }): Promise<SummaryJobOutput>;
}

export function createSummariesService(deps: SummariesServiceDeps): SummariesService {
  const { jobs, repo, transcriptions, summarizer } = deps;

  /** The job as the API shows it, with the stored summary it refers to once done. */
  async function view(userId: string, job: JobInfo): Promise<SummaryJob> {
    const out = job.state === 'completed' ? outputOf(job) : null;
    const row = out && 'summaryId' in out ? await repo.find(userId, out.summaryId) : null;
    return toSummaryJob(job, row);
  }

  async function queued(userId: string, jobId: string): Promise<SummaryJob> {
    const job = await jobs.find(SUMMARY_JOB, jobId);
    if (!job) throw new AppError('INTERNAL', 500, 'queued job not found');
    return view(userId, job);
  }

  /** Makes the summary, stores it (on the transcription too, when there is one) and answers the stored row's id. */
  async function summarize(data: SummaryJobData, jobId: string): Promise<string> {
    const fallback = deps.fallback ?? true;
    // Read again here: the text may have been edited (or the transcription deleted) since the job was queued.
    const tr = data.transcriptionId ? await transcriptions.get(data.userId, data.transcriptionId) : null;
    const request: SummarizeRequest =
      data.text === undefined && tr
        ? {
            ...meetingOf(tr),
            text: transcriptText(tr),
            segments: tr.segments,
            language: tr.language || undefined,
            purpose: 'minutes',
          }
        : {
            ...(tr ? meetingOf(tr) : { date: new Date() }),
            text: data.text ?? '',
            // The saved recording's segments mark where each utterance ends; the summariser reads them when they are
            // this text (turnsOf), which the panel's live text alone does not say.
            ...(tr ? { segments: tr.segments } : {}),
            language: data.language ?? tr?.language ?? undefined,
            purpose: 'recording',
          };
    const outcome = await summarizer.summarize({ ...request, timeZone: data.timeZone, fallback });
    // Re-running replaces the transcription's summary: the newest one wins.
    if (tr) await transcriptions.setSummary(data.userId, tr.id, outcome.summary);
    return repo.save({
      jobId,
      userId: data.userId,
      transcriptionId: tr?.id ?? null,
      summary: outcome.summary,
      engine: outcome.generator,
      fallback: outcome.fallback,
    });
  }

  /** The request's zone, else the user's (an API client that names none); neither: the job's dates are UTC. */
  async function zoneFor(userId: string, given: string | undefined): Promise<{ timeZone?: string }> {
    const timeZone = given ?? (await deps.timeZoneOf(userId));
    return timeZone ? { timeZone } : {};
  }

  async function send(userId: string, data: Omit<SummaryJobData, 'userId'>): Promise<SummaryJob> {
    // One job per transcription at a time, whichever screen asked: pressing again while it runs follows that job.
    const id = await jobs.send<SummaryJobData>(
      SUMMARY_JOB,
      { userId, ...data },
      data.transcriptionId ? { singletonKey: data.transcriptionId } : {},
    );
    return queued(userId, id);
  }

  return {
    async summarizeTranscription(userId, transcriptionId, { timeZone }) {
      const zone = checkTimeZone(timeZone);
      const tr = await transcriptions.get(userId, transcriptionId); // another user's: 404
      checkText(transcriptText(tr), 'minutes');
      return send(userId, { transcriptionId, ...(await zoneFor(userId, zone)) });
    },

    async summarizeText(userId, { text, language, timeZone, transcriptionId }) {
      const zone = checkTimeZone(timeZone);
      checkText(text, 'recording');
      if (transcriptionId) await transcriptions.get(userId, transcriptionId); // another user's: 404
      return send(userId, {
        text,
        ...(language ? { language } : {}),
        ...(await zoneFor(userId, zone)),
        ...(transcriptionId ? { transcriptionId } : {}),
      });
    },

    async getJob(userId, jobId) {
      const job = await jobs.find(SUMMARY_JOB, jobId);
      const owner = (job?.data as Partial<SummaryJobData> | undefined)?.userId;
      if (!job || owner !== userId) throw notFound('Summary job');
      return view(userId, job);
    },

    /**
     * A failure another attempt cannot fix (src/shared/summary/retry.ts) completes the job with its error, so pg-boss
     * does not retry it; any other is thrown as a SummaryError with its code, and the job's retries take it from there.
     */
    async run(data, ctx) {
      try {
        return { summaryId: await summarize(data, ctx.id) };
      } catch (err) {
        const code = err instanceof SummaryError || err instanceof AppError ? err.code : ('SUMMARY_FAILED' as const);
        const reason = err instanceof SummaryError ? err.reason : (err as Error | undefined)?.message;
        if (isPermanentSummaryError(code)) return { error: { code, ...(reason ? { reason } : {}) } };
        throw new SummaryError(isSummaryCode(code) ? code : 'SUMMARY_FAILED', reason ?? 'unknown error');
      }
    },
  };
}
