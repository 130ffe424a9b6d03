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
import type { SpeechLanguage } from '../../../shared/api/speech.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { SpeechRegistry } from '../speech/speech.types.js';
import { textOfSegments } from '../transcriptions/segments.js';
import type { NewTranscription, TranscriptionsService } from '../transcriptions/transcriptions.service.js';
import { chunkKey, hasGaps, missingBelow } from './chunks.js';
import { finishJobExpirySeconds, RECORDING_FINISH_JOB, type RecordingFinishJob } from './finish.job.js';
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
  /** `origin`: where the audio came from when it was not the browser (a meeting bot), kept on the transcription. */
  finish(userId: string, id: string, body: FinishBody, origin?: FinishOrigin): Promise<FinishResult>;
  /**
   * Account deletion: every recording of the user and its chunk files (the assembled audio belongs to the
   * transcription). Throws when a file cannot be deleted, before any row is, so a retry finds everything again.
   */
  removeAllOf(userId: string): Promise<void>;
}

export interface FinishOrigin {
  source: 'manual' | 'bot';
  meeting?: NewTranscription['meeting'];
}

export interface RecordingServiceDeps {
  repo: RecordingRepo;
  storage: Storage;
  speech: Pick<SpeechRegistry, 'defaults'>;
  transcriptions: Pick<TranscriptionsService, 'create' | 'get'>;
  jobs: Pick<Jobs, 'send'>;
  /** Ends the live sessions of a recording and waits for their last finals to be stored. */
  stopLive(recordingId: string): Promise<void>;
  /** The user's pause that starts a new paragraph (Settings' speaker detection sensitivity), in ms. */
  pauseMsOf(userId: string): Promise<number>;
  log: FastifyBaseLogger;
  /** A finish claimed longer ago than this is taken over (its process died). */
  staleFinishMs: number;
}

/** The BCP 47 tag stored on the transcription (docs/product.md §9). */
export const LANGUAGE_TAGS: Record<SpeechLanguage, string> = { id: 'id-ID', en: 'en-US' };

/** How long a finish waits for a concurrent one: a finish is a few queries plus ending live sessions (≤ 30 s). */
const FINISH_WAIT_MS = 45_000;

export const recordingFinished = () =>
  new AppError('RECORDING_FINISHED', 409, 'This recording is finished; start a new one');

export function createRecordingService(deps: RecordingServiceDeps): RecordingService {
  const { repo, storage, log } = deps;

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

  /** Another finish of the recording (a retry, another tab, another process) runs: answer its result. */
  async function finishedBy(userId: string, id: string): Promise<FinishResult> {
    const until = Date.now() + FINISH_WAIT_MS;
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const row = await find(userId, id);
      if (row.state === 'finished') return resultOf(row);
      if (row.state === 'recording') break; // it failed and gave the claim back
    }
    throw new AppError('CONFLICT', 409, 'This recording is being finished; retry shortly');
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

  /**
   * Stop: everything that must happen before the user sees "saved", and nothing slow. The live text becomes the
   * transcription at once (status `processing` while there is audio to assemble and a final pass to run); the
   * `recording.finish` job does the rest in the worker. Each step may run again after a crash: the transcription
   * takes the recording's id (a repeat finds it), the job has one pending copy per recording.
   */
  async function runFinish(
    userId: string,
    id: string,
    body: FinishBody,
    origin: FinishOrigin = { source: 'manual' },
  ): Promise<FinishResult> {
    const claim = await repo.claimFinish(userId, id, new Date(Date.now() - deps.staleFinishMs));
    if (claim.kind === 'not-found') throw notFound('Recording');
    if (claim.kind === 'finished') {
      // A finish that stopped between saving and queueing (a crash, a failed send) is completed by its repeat: its
      // transcription still waits for audio.
      const { row } = claim;
      const tr = row.transcriptionId
        ? await deps.transcriptions.get(userId, row.transcriptionId).catch(() => null)
        : null;
      if (row.chunkCount > 0 && tr?.status === 'processing' && !tr.audio) {
        await queueFinishJob(row, row.durationSeconds ?? 0);
      }
      return resultOf(row);
    }
    if (claim.kind === 'busy') return finishedBy(userId, id);
    let row: RecordingRow;
    try {
      // Live finals still in flight belong to the recording: end the sessions and wait for them first.
      await deps.stopLive(id);
      const rec = await find(userId, id);
      const segments = rec.segments;
      const hasAudio = rec.chunkCount > 0;
      if (!hasAudio && !segments.some((s) => s.text.trim())) {
        throw new AppError('RECORDING_EMPTY', 400, 'Nothing was recorded: no audio and no text');
      }
      const created = await deps.transcriptions.create(userId, {
        id,
        title: body.title,
        text: textOfSegments(segments, await deps.pauseMsOf(userId)),
        segments,
        language: LANGUAGE_TAGS[rec.language],
        durationSeconds: body.durationSeconds,
        source: origin.source,
        meeting: origin.meeting,
        status: hasAudio ? 'processing' : 'ready',
      });
      const missing = missingBelow(await repo.seqs(id), body.chunks);
      row = await repo.completeFinish(id, {
        transcriptionId: created.id,
        audioSaved: hasAudio,
        missing,
        durationSeconds: body.durationSeconds,
        segments,
      });
    } catch (err) {
      await repo.releaseFinish(id).catch((e: unknown) => log.error({ err: e, id }, 'could not release a finish'));
      throw err;
    }
    // Queued only once the recording says finished, so the job never finds it half done; a failed send is repeated
    // by the client's retry of the finish (the branch above).
    if (row.chunkCount > 0) await queueFinishJob(row, body.durationSeconds);
    return resultOf(row);
  }

  /** One pending job per recording (queue policy `short`): a repeat is harmless. */
  async function queueFinishJob(row: RecordingRow, clockSeconds: number) {
    if (!row.transcriptionId) return;
    await deps.jobs.send<RecordingFinishJob>(
      RECORDING_FINISH_JOB,
      { userId: row.userId, recordingId: row.id },
      // Chunks are one second each: the server's own count bounds the length when the browser's clock is short.
      { singletonKey: row.id, expireInSeconds: finishJobExpirySeconds(Math.max(clockSeconds, row.chunkCount)) },
    );
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

    /*
     * Safe across processes without locks: the chunk's row (primary key recording + seq) decides which upload
     * stored it; a repeat racing its original writes the same bytes to the same key (writes are atomic), and a file
     * is deleted only when no row names it (the recording was finished or deleted before any upload of it counted).
     */
    async putChunk(userId, id, seq, bytes) {
      const rec = await find(userId, id);
      if (rec.state !== 'recording') throw recordingFinished();
      if (await repo.hasChunk(id, seq)) return { stored: false, chunks: rec.chunkCount, missing: await missingOf(rec) };
      const key = chunkKey(id, seq);
      await storage.put(key, Readable.from([bytes]));
      const outcome = await repo.addChunk(userId, id, seq, bytes.length);
      if (outcome.kind === 'not-found' || outcome.kind === 'closed') {
        if (outcome.kind === 'not-found' || !(await repo.hasChunk(id, seq))) await deleteQuietly([key]);
        if (outcome.kind === 'not-found') throw notFound('Recording');
        throw recordingFinished();
      }
      return {
        stored: outcome.kind === 'stored',
        chunks: outcome.row.chunkCount,
        missing: await missingOf(outcome.row),
      };
    },

    async putSegments(userId, id, segments) {
      const row = await repo.replaceSegments(userId, id, segments);
      if (!row) throw notFound('Recording');
      if (row.state !== 'recording') throw recordingFinished();
      return toRecording(row);
    },

    appendSegments: (userId, id, segments) => repo.appendSegments(userId, id, segments),

    finish: runFinish,

    async removeAllOf(userId) {
      const stored = await repo.chunksOf(userId);
      for (const { recordingId, seq } of stored) await storage.delete(chunkKey(recordingId, seq));
      const removed = await repo.removeAllOf(userId);
      // A chunk that arrived while the files above were deleted (another tab still recording).
      const known = new Set(stored.map((c) => chunkKey(c.recordingId, c.seq)));
      await deleteQuietly(removed.map((c) => chunkKey(c.recordingId, c.seq)).filter((key) => !known.has(key)));
    },
  };
}
