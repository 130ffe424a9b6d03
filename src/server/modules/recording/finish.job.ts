import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors.js';
import type { JobDefinition } from '../../platform/jobs/jobs.js';
import type { Log } from '../../platform/logger.js';
import type { Media } from '../../platform/media/media.js';
import type { Storage } from '../../platform/storage/storage.js';
import { runFinalPass, untilLastAttempt, type TranscribeJobDeps } from '../transcriptions/transcribe.job.js';
import type { TranscriptionsService } from '../transcriptions/transcriptions.service.js';
import { assemble } from './assemble.js';
import { assemblyOrder, chunkKey, missingBelow } from './chunks.js';
import type { RecordingRepo } from './recording.repo.js';

/**
 * The slow half of finishing a recording, in the worker: the stored chunks become one audio file attached to the
 * transcription that Stop already saved with the live text, then the shared final pass (src/server/modules/
 * transcriptions/transcribe.job.ts) replaces the live text. Every step can be run again: a worker that dies here
 * leaves a job that is taken up again and continues where the data says it stopped.
 */
export const RECORDING_FINISH_JOB = 'recording.finish';

export const RecordingFinishJobSchema = z.object({ userId: z.string().min(1), recordingId: z.uuid() });
export type RecordingFinishJob = z.infer<typeof RecordingFinishJobSchema>;

const RETRY_LIMIT = 2;

/** How long the job may run for audio this long before pg-boss hands it to another worker. */
export const finishJobExpirySeconds = (audioSeconds: number) => Math.round(10 * 60 + audioSeconds * 2);

export interface FinishJobDeps {
  repo: Pick<RecordingRepo, 'find' | 'seqs' | 'setAudioOutcome'>;
  storage: Pick<Storage, 'read' | 'delete'>;
  media: Pick<Media, 'concatMedia' | 'probeDurationSeconds' | 'remuxSeekable'>;
  transcriptions: Pick<TranscriptionsService, 'get' | 'storeAudio' | 'attachFirstAudio' | 'setStatus'>;
  finalPass: TranscribeJobDeps;
  tmpDir: string;
  log: Pick<Log, 'warn' | 'error'>;
}

export function recordingFinishJob(deps: FinishJobDeps): JobDefinition<RecordingFinishJob> {
  return {
    name: RECORDING_FINISH_JOB,
    schema: RecordingFinishJobSchema,
    retryLimit: RETRY_LIMIT,
    retryDelay: 2,
    // The sender sets the expiry from the recording's length; this covers a three-hour one.
    expireInSeconds: finishJobExpirySeconds(3 * 3600),
    policy: 'short',
    handler: (data, ctx) => finishRecording(deps, data, ctx.attempt > RETRY_LIMIT),
  };
}

/** Out of attempts (storage down, a broken file), the transcription (the recording's id) keeps its text. */
const finishRecording = (deps: FinishJobDeps, job: RecordingFinishJob, lastAttempt: boolean) =>
  untilLastAttempt(deps.finalPass, { userId: job.userId, transcriptionId: job.recordingId }, lastAttempt, () =>
    assembleAndTranscribe(deps, job, lastAttempt),
  );

async function assembleAndTranscribe(
  deps: FinishJobDeps,
  { userId, recordingId }: RecordingFinishJob,
  lastAttempt: boolean,
) {
  const rec = await deps.repo.find(userId, recordingId);
  if (!rec) return { skipped: 'gone' };
  // Queued after the finish saved its result; a job that still finds it unfinished is early: try again later.
  if (rec.state !== 'finished') throw new Error(`recording ${recordingId} is not finished yet`);
  // The recording's transcription takes the recording's id (recording.service.ts), also once it was deleted.
  const transcriptionId = rec.transcriptionId ?? recordingId;
  const current = await deps.transcriptions.get(userId, transcriptionId).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });
  const seqs = await deps.repo.seqs(recordingId);
  if (!current) {
    // The user deleted the transcription before its audio was made: the chunks are nobody's.
    await deleteChunks(deps, recordingId, seqs);
    return { skipped: 'gone' };
  }
  if (!current.audio && seqs.length) {
    const attached = await attachAssembled(deps, userId, transcriptionId, recordingId, seqs, rec.missing ?? []);
    await deps.repo.setAudioOutcome(recordingId, attached);
  }
  await deleteChunks(deps, recordingId, seqs);
  const withAudio = await deps.transcriptions.get(userId, transcriptionId);
  if (!withAudio.audio) {
    // Nothing playable arrived (the chunks were not audio, or none were stored): the live text is the transcript.
    await deps.transcriptions.setStatus(userId, transcriptionId, 'ready', { progress: null });
    return { audio: false };
  }
  return runFinalPass(deps.finalPass, { userId, transcriptionId, engine: rec.engine }, { lastAttempt });
}

/** Joins the chunks into one file, makes it seekable, stores it and attaches it; measures its length. */
async function attachAssembled(
  deps: FinishJobDeps,
  userId: string,
  transcriptionId: string,
  recordingId: string,
  seqs: number[],
  /** Chunks the page made that never arrived (known at Stop). */
  neverArrived: number[],
): Promise<{ audioSaved: boolean; missing: number[]; durationSeconds: number | null }> {
  await mkdir(deps.tmpDir, { recursive: true });
  const scratch = await mkdtemp(join(deps.tmpDir, 'finish-'));
  try {
    const file = join(scratch, 'recording.webm');
    const { stored } = await assemble(deps, recordingId, assemblyOrder(seqs), scratch, file);
    // Also the chunks that arrived but whose files are gone (a lost disk, removed by hand).
    const missing = [...new Set([...neverArrived, ...missingBelow(stored, (seqs.at(-1) ?? -1) + 1)])].sort(
      (a, b) => a - b,
    );
    if (!stored.length) return { audioSaved: false, missing, durationSeconds: null };
    const playable = await seekable(deps, file, join(scratch, 'seekable.webm'), recordingId);
    let audio;
    try {
      audio = await deps.transcriptions.storeAudio(createReadStream(playable), { maxBytes: Number.MAX_SAFE_INTEGER });
    } catch (err) {
      // Not audio (checked by content): keep the text, say so in the log; the user sees a transcript without audio.
      if (err instanceof AppError && err.status < 500) {
        deps.log.warn({ err, recordingId }, 'recorded chunks are not audio; saving without it');
        return { audioSaved: false, missing, durationSeconds: null };
      }
      throw err;
    }
    // Only where there is none yet: two runs of this job (a retry beside a run that outlived its time limit) must
    // not replace a complete file with one assembled after the other run deleted chunks.
    const attached = await deps.transcriptions.attachFirstAudio(userId, transcriptionId, audio);
    if (!attached) return { audioSaved: true, missing, durationSeconds: null };
    const durationSeconds = await measure(deps, playable);
    if (durationSeconds !== null) {
      await deps.transcriptions.setStatus(userId, transcriptionId, 'processing', { durationSeconds, progress: 0 });
    }
    return { audioSaved: true, missing, durationSeconds };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The recorder's stream as a file a player can seek in on load (a duration and cues, src/server/platform/media):
 * without them the saved recording's player shows no length and cannot jump to a segment until it has read it all.
 * A remux that fails keeps the stream as it is: playable from the start, and its text is what matters.
 */
async function seekable(deps: FinishJobDeps, file: string, out: string, recordingId: string): Promise<string> {
  try {
    await deps.media.remuxSeekable(file, out);
    return out;
  } catch (err) {
    deps.log.warn({ err, recordingId }, 'could not make the recording seekable; storing it as recorded');
    return file;
  }
}

async function measure(deps: FinishJobDeps, file: string): Promise<number | null> {
  try {
    const seconds = await deps.media.probeDurationSeconds(file);
    if (Number.isFinite(seconds) && seconds > 0) return seconds;
  } catch (err) {
    deps.log.warn({ err }, 'could not measure the recording; keeping the browser clock');
  }
  return null;
}

async function deleteChunks(deps: FinishJobDeps, recordingId: string, seqs: number[]) {
  for (const seq of seqs) {
    try {
      await deps.storage.delete(chunkKey(recordingId, seq));
    } catch (err) {
      deps.log.warn({ err, recordingId, seq }, 'could not delete a recorded chunk');
    }
  }
}
