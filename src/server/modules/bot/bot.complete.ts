import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { JobDefinition } from '../../platform/jobs/jobs.js';
import type { Log } from '../../platform/logger.js';
import type { SummariesService } from '../summaries/summary.service.js';
import type { TranscriptionsService } from '../transcriptions/transcriptions.service.js';
import type { BotRepo } from './bot.repo.js';
import { labelSpeakers } from './speaker-labels.js';

export const BOT_COMPLETE_JOB = 'bot.complete';

const CompleteJobSchema = z.object({ sessionId: z.uuid() });
type CompleteJob = z.infer<typeof CompleteJobSchema>;

export interface CompleteDeps {
  repo: BotRepo;
  transcriptions: Pick<TranscriptionsService, 'get' | 'update'>;
  summaries: Pick<SummariesService, 'summarizeTranscription' | 'getJob'>;
  log: Pick<Log, 'warn'>;
  /** How often the transcript and the minutes are looked at while they are being made (default 2 s). */
  pollMs?: number;
}

/** Longest wait for the final pass plus the minutes (the job's own expiry bounds it too). */
const LIMIT_MS = 3 * 3600_000;

/**
 * `bot.complete` (worker): after the bot left and the recording's finish queued the final pass — wait for the transcript,
 * name its speakers from what the platform showed, generate the minutes in the meeting's language, and mark the session
 * done. The screen follows the states: transcribing → summarizing → done. Safe to run twice.
 */
export function botCompleteJob(deps: CompleteDeps): JobDefinition<CompleteJob> {
  return {
    name: BOT_COMPLETE_JOB,
    schema: CompleteJobSchema,
    concurrency: 4,
    policy: 'stately',
    retryLimit: 2,
    expireInSeconds: LIMIT_MS / 1000 + 600,
    handler: ({ sessionId }) => complete(deps, sessionId),
  };
}

async function complete(deps: CompleteDeps, sessionId: string): Promise<void> {
  const { repo } = deps;
  const pollMs = deps.pollMs ?? 2_000;
  const row = await repo.findById(sessionId);
  if (!row || !['transcribing', 'summarizing'].includes(row.state)) return;
  const done = () => repo.update(sessionId, { state: 'done' });
  if (!row.transcriptionId) return void (await done());
  const trId = row.transcriptionId;
  const deadline = Date.now() + LIMIT_MS;

  let tr = await deps.transcriptions.get(row.userId, trId);
  while ((tr.status === 'processing' || tr.status === 'pending') && Date.now() < deadline) {
    await sleep(pollMs);
    tr = await deps.transcriptions.get(row.userId, trId);
  }
  if (row.speakers.length && tr.segments.length) {
    const segments = labelSpeakers(tr.segments, row.speakers);
    if (segments.some((s, i) => s.speaker !== tr.segments[i]?.speaker)) {
      tr = await deps.transcriptions.update(row.userId, trId, { segments });
    }
  }
  if (!tr.text.trim() || tr.summary) return void (await done());

  await repo.update(sessionId, { state: 'summarizing' });
  try {
    let job = await deps.summaries.summarizeTranscription(row.userId, trId, {
      ...(row.timeZone ? { timeZone: row.timeZone } : {}),
    });
    while ((job.state === 'queued' || job.state === 'running') && Date.now() < deadline) {
      await sleep(pollMs);
      job = await deps.summaries.getJob(row.userId, job.jobId);
    }
  } catch (err) {
    // The transcript is saved either way; the minutes page offers to generate them again.
    deps.log.warn({ err, botSession: sessionId }, 'bot: the minutes could not be generated');
  }
  await done();
}
