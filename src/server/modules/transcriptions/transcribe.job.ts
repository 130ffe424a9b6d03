import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { EngineIdSchema, speechLanguageOf, type EngineId, type SpeechLanguage } from '../../../shared/api/speech.js';
import type { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../../platform/http/errors.js';
import type { JobDefinition } from '../../platform/jobs/jobs.js';
import type { Media } from '../../platform/media/media.js';
import type { SpeechEngine, SpeechRegistry } from '../speech/speech.types.js';
import { SAMPLE_RATE } from '../speech/speech.types.js';
import { segmentsFromEngine, textOfSegments } from './segments.js';
import type { TranscriptionsService } from './transcriptions.service.js';

/**
 * The final pass over a transcription's stored audio, one code path for every source: an upload (this job), a
 * recording or a bot (their finish job calls `runFinalPass` once the audio is stored). pending → processing (with
 * progress) → ready; on failure the text it already had stays (a recording's live text) with the reason in `error`,
 * and only a transcription with no text at all becomes `failed`.
 */
export const TRANSCRIBE_JOB = 'transcription.create';

export const TranscribeJobSchema = z.object({
  userId: z.string().min(1),
  transcriptionId: z.uuid(),
  /** The engine the user chose (a recording's); used when it transcribes files, else the language's default. */
  engine: EngineIdSchema.optional(),
});
export type TranscribeJob = z.infer<typeof TranscribeJobSchema>;

export interface TranscribeJobDeps {
  service: Pick<TranscriptionsService, 'get' | 'setStatus' | 'setProgress' | 'openAudio'>;
  speech: Pick<SpeechRegistry, 'pick'>;
  media: Pick<Media, 'decodeToPcm16k' | 'probeDurationSeconds'>;
  /** Scratch space for the file being decoded (the data disk: uploads can be large). */
  tmpDir: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** The user's pause that starts a new paragraph (Settings' speaker detection sensitivity), in ms. */
  pauseMsOf(userId: string): Promise<number>;
  /** How long the engine may take for audio this long (default: a minute plus twice the audio, at most 4 h). */
  timeoutMs?(audioSeconds: number): number;
}

const defaultTimeoutMs = (seconds: number) => Math.min(4 * 3600_000, 60_000 + seconds * 2_000);

const RETRY_LIMIT = 1;
/** Progress is written at most this often (it is a row update each time). */
const PROGRESS_EVERY_MS = 1000;

/** A failure stored on the transcription: the code the web shows a message for. */
class JobFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function transcribeJob(deps: TranscribeJobDeps): JobDefinition<TranscribeJob> {
  return {
    name: TRANSCRIBE_JOB,
    schema: TranscribeJobSchema,
    retryLimit: RETRY_LIMIT,
    retryDelay: 5,
    // One pass per transcription at a time, and one more may wait: "transcribe again" sent just after a pass wrote
    // its result but before its job ended must queue a new pass, not join the one that is finishing (the row would
    // stay pending for good).
    policy: 'stately',
    // Long uploads: a three-hour file at a real-time factor of 0.5 takes 90 minutes.
    expireInSeconds: 4 * 3600,
    handler: (data, ctx) =>
      untilLastAttempt(deps, data, ctx.attempt > RETRY_LIMIT, () =>
        runFinalPass(deps, data, { lastAttempt: ctx.attempt > RETRY_LIMIT }),
      ),
  };
}

/**
 * Runs a job's work; an error on its last attempt (the database or the store down, a bug) no longer leaves the
 * transcription waiting forever: it is settled with INTERNAL, keeping the text it has. Earlier errors are thrown for
 * the queue to retry.
 */
export async function untilLastAttempt<T>(
  deps: Pick<TranscribeJobDeps, 'service' | 'log'>,
  { userId, transcriptionId }: { userId: string; transcriptionId: string },
  lastAttempt: boolean,
  work: () => Promise<T>,
): Promise<T | { failed: 'INTERNAL' }> {
  try {
    return await work();
  } catch (err) {
    if (!lastAttempt) throw err;
    deps.log.error({ err, transcriptionId }, 'speech-to-text job failed on its last attempt');
    const tr = await deps.service.get(userId, transcriptionId).catch(() => null);
    if (tr && (tr.status === 'processing' || tr.status === 'pending')) {
      await deps.service.setStatus(userId, tr.id, tr.text.trim() ? 'ready' : 'failed', {
        error: 'INTERNAL',
        progress: null,
      });
    }
    return { failed: 'INTERNAL' };
  }
}

/** The engine for a file pass: the preferred one when it transcribes files here, else the language's default. */
async function fileEngine(speech: TranscribeJobDeps['speech'], language: SpeechLanguage, preferred?: EngineId) {
  if (preferred) {
    const chosen = await speech.pick(language, preferred).catch(() => null);
    if (chosen?.transcribe) return chosen as SpeechEngine & Required<Pick<SpeechEngine, 'transcribe'>>;
  }
  const engine = await speech.pick(language);
  if (!engine.transcribe) {
    throw new JobFailure('SPEECH_ENGINE_UNAVAILABLE', `No server engine transcribes ${language} files`);
  }
  return engine as SpeechEngine & Required<Pick<SpeechEngine, 'transcribe'>>;
}

/**
 * Runs the final pass; throws only for failures another attempt may fix (and not on the last attempt), so the job
 * queue retries those. Safe to run twice: a transcription already `ready` without an error is left alone.
 */
export async function runFinalPass(
  deps: TranscribeJobDeps,
  { userId, transcriptionId: id, engine: preferred }: TranscribeJob,
  { lastAttempt }: { lastAttempt: boolean },
) {
  const { service } = deps;
  const current = await service.get(userId, id).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });
  // Deleted meanwhile, or a repeated job after a success: nothing to do.
  if (!current || (current.status === 'ready' && !current.error)) return { skipped: current ? 'ready' : 'gone' };
  const scratch = await makeScratch(deps.tmpDir);
  const audio = localAudio(deps, userId, id, scratch);
  // Removed before the last status write: a user who sees the result may ask for another pass at once, and the job
  // queue takes a new one only once this job has returned (one job per transcription).
  let removed: Promise<void> | undefined;
  const cleanUp = () => (removed ??= rm(scratch, { recursive: true, force: true }));
  try {
    const language = speechLanguageOf(current.language);
    if (!language) {
      throw new JobFailure('SPEECH_LANGUAGE_UNSUPPORTED', `No speech engine for the language "${current.language}"`);
    }
    const engine = await fileEngine(deps.speech, language, preferred);
    await service.setStatus(userId, id, 'processing', { progress: 0 });
    const pcm = await decode(deps, await audio.path());
    const progress = progressWriter(deps, userId, id);
    const limitMs = (deps.timeoutMs ?? defaultTimeoutMs)(pcm.length / SAMPLE_RATE);
    const timed = await withTimeout(limitMs, (signal) =>
      engine.transcribe(pcm, { language, signal, onProgress: progress.report }),
    );
    await progress.flushed();
    const segments = segmentsFromEngine(timed);
    // An engine that heard nothing must not wipe a recording's live text.
    if (!segments.length && current.text.trim()) throw new JobFailure('SPEECH_NO_RESULT', 'The engine heard no words');
    const text = textOfSegments(segments, await deps.pauseMsOf(userId));
    await cleanUp();
    await service.setStatus(userId, id, 'ready', {
      segments,
      text,
      // A length already known stays (a recording's, measured from its file); else the decoded audio's, to the
      // sample (ffmpeg's report is rounded to 10 ms).
      durationSeconds: current.durationSeconds > 0 ? current.durationSeconds : pcm.length / SAMPLE_RATE,
      progress: 100,
    });
    return { segments: segments.length, engine: engine.id };
  } catch (err) {
    // Deleted while it was being transcribed: there is nobody left to tell.
    if (err instanceof AppError && err.status === 404) return { skipped: 'gone' };
    const code = failureCode(err);
    // Unexpected errors (a crashed engine, the database) get another attempt; known ones will not change.
    if (!code && !lastAttempt) throw err;
    deps.log.warn({ err, transcriptionId: id }, 'transcription failed');
    // Text it already has (a recording's live text) stays, shown with the reason; without text it has failed.
    const status = current.text.trim() ? 'ready' : 'failed';
    // An upload has no length until its audio is measured: without a transcript, the list and the player still agree
    // on how long it is (a decoded pass stores the decoded length instead).
    const measured = current.durationSeconds > 0 ? undefined : await measure(deps, audio, id);
    await cleanUp();
    await service
      .setStatus(userId, id, status, {
        error: code ?? 'SPEECH_FAILED',
        progress: null,
        ...(measured !== undefined ? { durationSeconds: measured } : {}),
      })
      .catch((e: unknown) => deps.log.error({ err: e, transcriptionId: id }, 'could not mark a transcription failed'));
    return { failed: code ?? 'SPEECH_FAILED' };
  } finally {
    await cleanUp();
  }
}

/** Runs `work` with a signal that aborts after `ms`; then fails with SPEECH_TIMEOUT without waiting for it. */
async function withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Rejected before the abort: an engine that answers its abort at once must not win the race.
      reject(new JobFailure('SPEECH_TIMEOUT', `The speech engine took longer than ${Math.round(ms / 1000)} s`));
      controller.abort();
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function failureCode(err: unknown): ErrorCode | null {
  if (err instanceof JobFailure) return err.code;
  if (err instanceof AppError && (err.code.startsWith('SPEECH_') || err.code === 'AUDIO_DECODE_FAILED')) {
    return err.code;
  }
  return null;
}

async function makeScratch(tmpDir: string): Promise<string> {
  await mkdir(tmpDir, { recursive: true });
  return mkdtemp(join(tmpDir, 'transcribe-'));
}

/**
 * The stored audio as a local file, fetched once on first use (the store may be remote; ffmpeg wants a path). A
 * failed fetch is not kept: the next use tries again and reports it.
 */
function localAudio(deps: TranscribeJobDeps, userId: string, id: string, scratch: string) {
  let fetched: Promise<string> | undefined;
  return {
    path(): Promise<string> {
      fetched ??= (async () => {
        const file = join(scratch, 'audio');
        const audio = await deps.service.openAudio(userId, id).catch(async (err: unknown) => {
          // The row without its file (removed by hand, a lost disk): nothing to decode, ever.
          if (err instanceof AppError && err.status === 404 && (await deps.service.get(userId, id))) {
            throw new JobFailure('AUDIO_DECODE_FAILED', 'The stored audio file is missing');
          }
          throw err;
        });
        await pipeline(await audio.read(), createWriteStream(file));
        return file;
      })();
      fetched.catch(() => (fetched = undefined));
      return fetched;
    },
  };
}

/** The audio's length from its file, or undefined when it cannot be told (the pass then reports why). */
async function measure(
  deps: TranscribeJobDeps,
  audio: ReturnType<typeof localAudio>,
  id: string,
): Promise<number | undefined> {
  try {
    const seconds = await deps.media.probeDurationSeconds(await audio.path());
    return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
  } catch (err) {
    deps.log.warn({ err, transcriptionId: id }, 'could not measure the audio');
    return undefined;
  }
}

/** The audio file as 16 kHz PCM. */
async function decode(deps: TranscribeJobDeps, file: string): Promise<Int16Array> {
  try {
    return await deps.media.decodeToPcm16k(file);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new JobFailure('AUDIO_DECODE_FAILED', `The audio could not be decoded: ${(err as Error).message}`);
  }
}

/** Turns the engine's 0..1 callbacks into throttled, ordered progress writes. */
function progressWriter(deps: TranscribeJobDeps, userId: string, id: string) {
  let last = 0;
  let lastAt = 0;
  let chain: Promise<unknown> = Promise.resolve();
  return {
    report(fraction: number) {
      // 99 at most: 100 is written with the result, so the list never shows 100 % on an unfinished row.
      const pct = Math.min(99, Math.max(0, Math.floor(fraction * 100)));
      const now = Date.now();
      if (pct <= last || now - lastAt < PROGRESS_EVERY_MS) return;
      last = pct;
      lastAt = now;
      chain = chain.then(() =>
        deps.service
          .setProgress(userId, id, pct)
          .catch((err: unknown) => deps.log.warn({ err, transcriptionId: id }, 'could not store progress')),
      );
    },
    flushed: () => chain,
  };
}
