import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FinishBody } from '../../../shared/api/recordings.js';
import type { SpeechLanguage } from '../../../shared/api/speech.js';
import type { Segment } from '../../../shared/api/transcriptions.js';
import type { Media } from '../../platform/media/media.js';
import { StorageNotFoundError, type Storage } from '../../platform/storage/storage.js';
import type { SpeechRegistry } from '../speech/speech.types.js';
import { segmentsFromEngine, textOfSegments } from '../transcriptions/segments.js';
import type { AudioRef, TranscriptionsService } from '../transcriptions/transcriptions.service.js';
import { assemblyOrder, chunkKey, missingBelow } from './chunks.js';
import type { FinishOutcome, RecordingRow } from './recording.repo.js';

export interface FinishDeps {
  storage: Storage;
  transcriptions: Pick<TranscriptionsService, 'create' | 'storeAudio'>;
  speech: Pick<SpeechRegistry, 'pick'>;
  media: Media;
  /** Scratch directory for the assembled file (on the data disk: recordings can be hundreds of MB). */
  tmpDir: string;
  log: FastifyBaseLogger;
  /** The user's pause that starts a new paragraph (Settings' speaker detection sensitivity), in ms. */
  pauseMsOf(userId: string): Promise<number>;
  /** How long the final pass may take for audio this long before the live segments are kept instead. */
  finalPassTimeoutMs(durationSeconds: number): number;
}

/** The BCP 47 tag stored on the transcription (spec §9). */
export const LANGUAGE_TAGS: Record<SpeechLanguage, string> = { id: 'id-ID', en: 'en-US' };

/** The assembled file may be as long as a recording gets; each chunk was bounded when it arrived. */
const NO_SIZE_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * Turns a claimed recording into a transcription: concatenates the stored chunks in seq order into one file
 * (timeslice chunks are pieces of one WebM stream), stores it as the transcription's audio, measures it, runs the
 * engine's final pass over it when there is one, and saves. Audio problems never lose the text: the transcription
 * is then saved without audio. Throws RECORDING_EMPTY (the caller releases the claim) when there is neither.
 */
export async function finishRecording(
  deps: FinishDeps,
  rec: RecordingRow,
  seqs: number[],
  body: FinishBody,
): Promise<{ outcome: FinishOutcome; text: string; chunkKeys: string[] } | { empty: true }> {
  const order = assemblyOrder(seqs);
  const scratch = await mkdir(deps.tmpDir, { recursive: true }).then(() => mkdtemp(join(deps.tmpDir, 'finish-')));
  try {
    const file = join(scratch, 'recording.webm');
    const assembled = order.length ? await assemble(deps, rec.id, order, scratch, file) : { stored: [] as number[] };
    const missing = missingBelow(assembled.stored, body.chunks);
    let audio: AudioRef | null = null;
    if (assembled.stored.length) {
      try {
        audio = await deps.transcriptions.storeAudio(createReadStream(file), { maxBytes: NO_SIZE_LIMIT });
      } catch (err) {
        deps.log.warn({ err, recordingId: rec.id }, 'recording audio could not be stored; saving without it');
      }
    }
    const durationSeconds = audio ? await measure(deps, file, body.durationSeconds) : body.durationSeconds;
    const segments = audio ? await finalPass(deps, rec, file, durationSeconds) : rec.segments;
    const hasText = segments.some((s) => s.text.trim());
    if (!hasText && !audio) return { empty: true };
    const created = await deps.transcriptions.create(rec.userId, {
      title: body.title,
      text: textOfSegments(segments, await deps.pauseMsOf(rec.userId)),
      segments,
      language: LANGUAGE_TAGS[rec.language],
      durationSeconds,
      source: 'manual',
      status: 'ready',
      audio,
    });
    return {
      outcome: { transcriptionId: created.id, audioSaved: audio !== null, missing, durationSeconds, segments },
      text: created.text,
      chunkKeys: order.map((seq) => chunkKey(rec.id, seq)),
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The first bytes of every WebM (EBML) stream. */
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * Writes the chunks one after another into `file`; a chunk whose file is gone counts as never received. Timeslice
 * chunks are pieces of one stream, but when the page had to restart its MediaRecorder (keepalive, spec §4) the chunk
 * after the restart opens a new WebM stream with its own header: each stream is then written to its own file and
 * ffmpeg joins them, since bytes glued together would play only the first.
 */
async function assemble(deps: FinishDeps, id: string, order: number[], scratch: string, file: string) {
  const stored: number[] = [];
  const streams: string[] = [];
  let out: ReturnType<typeof createWriteStream> | null = null;
  const closeOut = () =>
    new Promise<void>((resolve, reject) =>
      out ? out.end((err?: Error | null) => (err ? reject(err) : resolve())) : resolve(),
    );
  try {
    for (const seq of order) {
      let bytes: Buffer;
      try {
        bytes = await readAll(await deps.storage.read(chunkKey(id, seq)));
      } catch (err) {
        if (!(err instanceof StorageNotFoundError)) throw err;
        deps.log.warn({ recordingId: id, seq }, 'recorded chunk missing from storage');
        continue;
      }
      if (!out || (bytes.subarray(0, 4).equals(EBML_MAGIC) && stored.length > 0)) {
        await closeOut();
        const path = join(scratch, `stream-${streams.length}.webm`);
        streams.push(path);
        out = createWriteStream(path);
      }
      if (!out.write(bytes)) await new Promise<void>((r) => out!.once('drain', () => r()));
      stored.push(seq);
    }
  } finally {
    await closeOut();
  }
  if (streams.length === 1) await rename(streams[0]!, file);
  else if (streams.length > 1) {
    try {
      await deps.media.concatMedia(streams, file);
    } catch (err) {
      // Keep the audio rather than lose it: the first stream plays; the log says what happened.
      deps.log.warn({ err, recordingId: id, streams: streams.length }, 'could not join restarted recorder streams');
      await rename(streams[0]!, file);
    }
  }
  return { stored };
}

async function readAll(source: AsyncIterable<Uint8Array> | NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of source as AsyncIterable<Uint8Array>) parts.push(Buffer.from(c));
  return Buffer.concat(parts);
}

async function measure(deps: FinishDeps, file: string, fallback: number): Promise<number> {
  try {
    const seconds = await deps.media.probeDurationSeconds(file);
    if (Number.isFinite(seconds) && seconds > 0) return seconds;
  } catch (err) {
    deps.log.warn({ err }, 'could not measure the recording; using the browser clock');
  }
  return fallback;
}

/**
 * The engine's whole-file pass, when it has one: better than the live finals (whole context, no cut words). Any
 * failure, an empty answer or the time limit keeps the live segments.
 */
async function finalPass(deps: FinishDeps, rec: RecordingRow, file: string, seconds: number): Promise<Segment[]> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  try {
    const engine = await deps.speech.pick(rec.language, rec.engine);
    if (!engine.transcribe) return rec.segments;
    const transcribe = engine.transcribe.bind(engine);
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error('final pass timed out'));
      }, deps.finalPassTimeoutMs(seconds));
    });
    const run = async () => {
      const pcm = await deps.media.decodeToPcm16k(file, { signal: controller.signal });
      return transcribe(pcm, { language: rec.language, signal: controller.signal });
    };
    const segments = segmentsFromEngine(await Promise.race([run(), timeout]));
    return segments.some((s) => s.text.trim()) ? segments : rec.segments;
  } catch (err) {
    deps.log.warn({ err, recordingId: rec.id }, 'final pass failed; keeping the live segments');
    return rec.segments;
  } finally {
    clearTimeout(timer);
  }
}
