import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type {
  ChunkResult,
  CreateRecordingBody,
  FinishBody,
  FinishResult,
  Recording,
} from '../../../shared/api/recordings.js';
import type { Segment } from '../../../shared/api/transcriptions.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { SpeechRegistry } from '../speech/speech.types.js';
import { textOfSegments } from '../transcriptions/segments.js';
import { chunkKey, hasGaps, missingBelow } from './chunks.js';
import { finishRecording, type FinishDeps } from './finish.js';
import type { RecordingRepo, RecordingRow } from './recording.repo.js';

export interface RecordingService {
  create(userId: string, id: string, body: CreateRecordingBody): Promise<{ recording: Recording; created: boolean }>;
  get(userId: string, id: string): Promise<Recording>;
  /** The row itself, for the live socket (owner checked); 404 otherwise. */
  find(userId: string, id: string): Promise<RecordingRow>;
  putChunk(userId: string, id: string, seq: number, bytes: Buffer): Promise<ChunkResult>;
  putSegments(userId: string, id: string, segments: Segment[]): Promise<Recording>;
  /** Appends live finals; false once the recording is finished (they are then dropped). */
  appendSegments(userId: string, id: string, segments: Segment[]): Promise<boolean>;
  finish(userId: string, id: string, body: FinishBody): Promise<FinishResult>;
}

export interface RecordingServiceDeps extends Omit<FinishDeps, 'speech'> {
  repo: RecordingRepo;
  storage: Storage;
  speech: Pick<SpeechRegistry, 'pick' | 'defaults'>;
  /** Ends the live sessions of a recording and waits for their last finals to be stored. */
  stopLive(recordingId: string): Promise<void>;
  log: FastifyBaseLogger;
  /** A finish claimed longer ago than this is taken over (its process died). */
  staleFinishMs: number;
}

export const recordingFinished = () =>
  new AppError('RECORDING_FINISHED', 409, 'This recording is finished; start a new one');

export function createRecordingService(deps: RecordingServiceDeps): RecordingService {
  const { repo, storage, log } = deps;
  const lock = keyedLock();
  /** Finishes running in this process, so a retried finish waits for the first instead of failing. */
  const finishing = new Map<string, Promise<FinishResult>>();

  async function missingOf(row: RecordingRow): Promise<number[]> {
    if (!hasGaps(row.chunkCount, row.maxSeq)) return [];
    return missingBelow(await repo.seqs(row.id), row.maxSeq ?? 0);
  }

  async function toRecording(row: RecordingRow): Promise<Recording> {
    return {
      id: row.id,
      language: row.language,
      engine: row.engine,
      state: row.state,
      chunks: row.chunkCount,
      missing: await missingOf(row),
      segments: row.segments,
      transcriptionId: row.transcriptionId,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function find(userId: string, id: string) {
    const row = await repo.find(userId, id);
    if (!row) throw notFound('Recording');
    return row;
  }

  async function resultOf(row: RecordingRow): Promise<FinishResult> {
    if (!row.transcriptionId) throw notFound('Transcription'); // finished, then its transcription was deleted
    return {
      transcriptionId: row.transcriptionId,
      audioSaved: row.audioSaved ?? false,
      missing: row.missing ?? [],
      text: textOfSegments(row.segments, await deps.pauseMsOf(row.userId)),
      segments: row.segments,
      durationSeconds: row.durationSeconds ?? 0,
    };
  }

  async function deleteQuietly(keys: string[]) {
    for (const key of keys) {
      try {
        await storage.delete(key);
      } catch (err) {
        log.warn({ err, key }, 'could not delete a recorded chunk');
      }
    }
  }

  async function runFinish(userId: string, id: string, body: FinishBody): Promise<FinishResult> {
    const claim = await lock(id, () => repo.claimFinish(userId, id, new Date(Date.now() - deps.staleFinishMs)));
    if (claim.kind === 'not-found') throw notFound('Recording');
    if (claim.kind === 'finished') return resultOf(claim.row);
    if (claim.kind === 'busy') throw new AppError('CONFLICT', 409, 'This recording is being finished; retry shortly');
    try {
      // Live finals still in flight belong to the recording: end the sessions and wait for them first.
      await deps.stopLive(id);
      const rec = await find(userId, id);
      const done = await finishRecording(deps, rec, await repo.seqs(id), body);
      if ('empty' in done) throw new AppError('RECORDING_EMPTY', 400, 'Nothing was recorded: no audio and no text');
      const row = await repo.completeFinish(id, done.outcome);
      await deleteQuietly(done.chunkKeys);
      return { ...(await resultOf(row)), text: done.text };
    } catch (err) {
      await repo.releaseFinish(id).catch((e: unknown) => log.error({ err: e, id }, 'could not release a finish'));
      throw err;
    }
  }

  return {
    async create(userId, id, body) {
      const engine = body.engine ?? (await deps.speech.defaults())[body.language] ?? 'browser';
      const result = await repo.createOrFind({ id, userId, language: body.language, engine });
      // An id another user owns is "not found" here too: no takeover, and no telling whose it is.
      if (!result) throw notFound('Recording');
      return { recording: await toRecording(result.row), created: result.created };
    },

    get: async (userId, id) => toRecording(await find(userId, id)),

    find,

    putChunk: (userId, id, seq, bytes) =>
      // One chunk write per recording at a time: a repeat racing its original cannot overwrite or delete its file.
      lock(id, async () => {
        const rec = await find(userId, id);
        if (rec.state !== 'recording') throw recordingFinished();
        if (await repo.hasChunk(id, seq))
          return { stored: false, chunks: rec.chunkCount, missing: await missingOf(rec) };
        const key = chunkKey(id, seq);
        await storage.put(key, Readable.from([bytes]));
        const outcome = await repo.addChunk(userId, id, seq, bytes.length);
        if (outcome.kind === 'not-found' || outcome.kind === 'closed') {
          // Deleted or finished by another process meanwhile: the file is nobody's.
          await deleteQuietly([key]);
          if (outcome.kind === 'not-found') throw notFound('Recording');
          throw recordingFinished();
        }
        return {
          stored: outcome.kind === 'stored',
          chunks: outcome.row.chunkCount,
          missing: await missingOf(outcome.row),
        };
      }),

    async putSegments(userId, id, segments) {
      const row = await repo.replaceSegments(userId, id, segments);
      if (!row) throw notFound('Recording');
      if (row.state !== 'recording') throw recordingFinished();
      return toRecording(row);
    },

    appendSegments: (userId, id, segments) => repo.appendSegments(userId, id, segments),

    finish(userId, id, body) {
      const key = `${userId}:${id}`;
      const running = finishing.get(key);
      if (running) return running;
      const promise = runFinish(userId, id, body).finally(() => finishing.delete(key));
      finishing.set(key, promise);
      return promise;
    },
  };
}

/** Runs `fn` for one key at a time (in this process); different keys run concurrently. */
function keyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
