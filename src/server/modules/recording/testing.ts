import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { LiveMessage } from '../../../shared/api/recordings.js';
import type { Transcription } from '../../../shared/api/transcriptions.js';
import { openDatabase } from '../../platform/db/client.js';
import { TMP_DIR } from '../../test/paths.js';
import { freshDatabase, startTestRuntime, testConfig, type TestApp } from '../../test/test-app.js';
import { decodeToPcm16k } from '../../platform/media/ffmpeg.js';
import type { Media } from '../../platform/media/media.js';
import { createLocalStorage } from '../../platform/storage/local-storage.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { RecordingOptions } from './recording.module.js';
import type { BotOptions } from '../bot/bot.module.js';
import type { Service } from '../../platform/services.js';
import { createBrowserEngine } from '../speech/browser.js';
import { createSpeechRegistry } from '../speech/speech.registry.js';
import type { LiveSessionOptions, SpeechEngine, SpeechLanguage, TimedSegment } from '../speech/speech.types.js';

/*
 * Test doubles and fixtures for the recording module's tests. The engine below is a stand-in for plumbing only (what
 * goes in, what comes out, when): it "recognises" sample counts, so every assertion is about the audio that really
 * travelled. The real engines are proven in the speech module's tests and the web's end-to-end test.
 */

const RATE = 16_000;

export interface RecordingTestApp extends TestApp {
  /**
   * Stops the app as a crash-free restart would (PGlite: the database is closed and opened again from its
   * directory) and builds a new one on the same data directory and database: only what was stored survives.
   */
  restart(): Promise<void>;
}

/** A test app (as createTestApp) whose speech engines are `engines` plus the browser engine. */
export async function startRecordingApp(opts: {
  engines: SpeechEngine[];
  recording?: RecordingOptions;
  finalPassTimeoutMs?: (audioSeconds: number) => number;
  media?: Media;
  /** Wraps the test app's file store (to make it fail on purpose). */
  storage?: (local: Storage) => Storage;
  /** Environment on top of the test config's (e.g. ALLOWED_ORIGINS). */
  env?: Record<string, string>;
  /** Default web and worker. */
  services?: Service[];
  bot?: BotOptions;
}): Promise<RecordingTestApp> {
  const fresh = await freshDatabase();
  const config = testConfig(fresh.dataDir, opts.env);
  const start = (database: TestApp['database']) =>
    startTestRuntime(config, database, {
      overrides: {
        speech: createSpeechRegistry({
          config,
          log: { info: () => undefined, warn: () => undefined, error: () => undefined },
          engines: [...opts.engines, createBrowserEngine()],
        }),
        recording: opts.recording,
        ...(opts.bot ? { bot: opts.bot } : {}),
        ...(opts.finalPassTimeoutMs ? { finalPassTimeoutMs: opts.finalPassTimeoutMs } : {}),
      },
      ...(opts.services ? { services: opts.services } : {}),
      platform: {
        ...(opts.media ? { media: opts.media } : {}),
        ...(opts.storage ? { storage: opts.storage(createLocalStorage(join(fresh.dataDir, 'files'))) } : {}),
      },
    });
  let reopened = false;
  const first = await start(fresh.database);
  const t: RecordingTestApp = {
    app: first.app,
    runtime: first,
    config,
    database: fresh.database,
    async restart() {
      await t.runtime.close();
      if (t.database.kind === 'pglite') {
        await t.database.close();
        t.database = await openDatabase({ pgliteDir: join(fresh.dataDir, 'db') });
        reopened = true;
      }
      t.runtime = await start(t.database);
      t.app = t.runtime.app!;
    },
    async close() {
      await t.runtime.close();
      if (!reopened) return fresh.drop();
      await t.database.close();
      rmSync(fresh.dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/**
 * The transcription once the worker is done with it (its job runs in the test app's process): polls until it is
 * neither pending nor processing, for at most 60 s.
 */
export async function settledTranscription(t: TestApp, cookie: string, id: string): Promise<Transcription> {
  const until = Date.now() + 60_000;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/api/transcriptions/${id}`, headers: { cookie } });
    const tr = res.json() as Transcription;
    if (res.statusCode !== 200) throw new Error(`GET transcription ${id}: ${res.statusCode} ${res.body}`);
    if (tr.status !== 'processing' && tr.status !== 'pending') return tr;
    if (Date.now() > until) throw new Error(`transcription ${id} still ${tr.status} after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface CountingEngine extends SpeechEngine {
  /** Options of every live session started, in order. */
  sessions: LiveSessionOptions[];
  /** Sample counts of every whole-file pass. */
  transcribed: number[];
}

/**
 * Emits a partial ("n samples") after every write and a final per `samplesPerFinal` samples ("final k"); `end`
 * flushes the remainder as a last final. `transcribe` (unless disabled) answers one segment naming the sample count.
 */
export function countingEngine(opts: {
  languages: SpeechLanguage[];
  samplesPerFinal?: number;
  transcribe?: boolean;
  transcribeDelayMs?: number;
}): CountingEngine {
  const per = opts.samplesPerFinal ?? RATE;
  const engine: CountingEngine = {
    id: 'pocketsphinx',
    sessions: [],
    transcribed: [],
    async info() {
      return { id: 'pocketsphinx', languages: opts.languages, ready: true, live: true, file: true, runsIn: 'server' };
    },
    async startLive(o) {
      engine.sessions.push(o);
      let done = 0; // samples already in finals
      let pending = 0;
      let finals = 0;
      let cancelled = false;
      const emit = (n: number) => {
        o.onFinal({ start: done / RATE, end: (done + n) / RATE, text: `final ${finals++}` });
        done += n;
        pending -= n;
      };
      return {
        write(pcm) {
          if (cancelled) return;
          pending += pcm.length;
          o.onPartial(`${pending} samples`);
          while (pending >= per) emit(per);
        },
        async end() {
          if (!cancelled && pending > 0) emit(pending);
        },
        cancel() {
          cancelled = true;
        },
      };
    },
  };
  if (opts.transcribe !== false) {
    engine.transcribe = async (pcm, o) => {
      engine.transcribed.push(pcm.length);
      o.onProgress?.(0.5);
      if (opts.transcribeDelayMs) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, opts.transcribeDelayMs);
          o.signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      o.onProgress?.(1);
      const segments: TimedSegment[] = [{ start: 0, end: pcm.length / RATE, text: `decoded ${pcm.length} samples` }];
      return segments;
    };
  }
  return engine;
}

/** 16 kHz mono Int16 PCM of a tone, as the browser's AudioWorklet sends it. */
export function tone(seconds: number): Buffer {
  const n = Math.round(seconds * RATE);
  const out = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) out.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / RATE) * 6000), i * 2);
  return out;
}

const ffmpegPath = (): string => (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/**
 * A real WebM/Opus file of speech (espeak-ng, then ffmpeg), like a MediaRecorder's output: written as a stream, so
 * without a duration or cues, as a browser uploads it. Cached by text. Its length in seconds is what espeak-ng
 * produced.
 */
export function speechWebm(text: string): { webm: Buffer; seconds: number } {
  const dir = join(TMP_DIR, 'recording-fixtures');
  mkdirSync(dir, { recursive: true });
  const key = createHash('sha256').update(`stream|${text}`).digest('hex').slice(0, 16);
  const webmPath = join(dir, `${key}.webm`);
  const wavPath = join(dir, `${key}.wav`);
  if (!existsSync(webmPath)) {
    const tmpWav = join(dir, `${key}.${process.pid}.wav`);
    const tmpWebm = join(dir, `${key}.${process.pid}.webm`);
    try {
      execFileSync('espeak-ng', ['-v', 'en-us+klatt2', '-s', '160', '-w', tmpWav, text]);
      const webm = execFileSync(ffmpegPath(), [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        tmpWav,
        '-ac',
        '1',
        '-c:a',
        'libopus',
        '-b:a',
        '64k',
        '-f',
        'webm',
        // A pipe cannot be seeked back in: ffmpeg writes what a recorder writes, no duration and no cues.
        'pipe:1',
      ]);
      writeFileSync(tmpWebm, webm);
      renameSync(tmpWav, wavPath);
      renameSync(tmpWebm, webmPath);
    } finally {
      rmSync(tmpWav, { force: true });
      rmSync(tmpWebm, { force: true });
    }
  }
  const wav = readFileSync(wavPath);
  // espeak-ng writes a 44-byte header, 16-bit mono samples at wav.readUInt32LE(24) Hz.
  const seconds = (wav.length - 44) / 2 / wav.readUInt32LE(24);
  return { webm: readFileSync(webmPath), seconds };
}

/**
 * Whether two files hold the same audio, sample for sample once decoded: a stored recording is the uploaded stream
 * remuxed (a duration and cues added, src/server/modules/recording/finish.job.ts), so its bytes differ but not a
 * single packet may.
 */
export async function sameAudio(a: Buffer, b: Buffer): Promise<boolean> {
  const [x, y] = await Promise.all([decodeToPcm16k(a), decodeToPcm16k(b)]);
  return (
    x.length === y.length &&
    Buffer.from(x.buffer, x.byteOffset, x.byteLength).equals(Buffer.from(y.buffer, y.byteOffset, y.byteLength))
  );
}

/** Cuts bytes into `n` consecutive pieces of uneven size (timeslice chunks do not align with anything). */
export function split(bytes: Buffer, n: number): Buffer[] {
  const pieces: Buffer[] = [];
  let at = 0;
  for (let i = 0; i < n; i++) {
    const end = i === n - 1 ? bytes.length : Math.round((bytes.length * (i + 1 + (i % 2 ? 0.3 : -0.2))) / n);
    pieces.push(bytes.subarray(at, Math.max(at, end)));
    at = Math.max(at, end);
  }
  return pieces;
}

/** The parts of a `ws` client the tests use (the package ships no types). */
interface WsClient {
  on(event: 'open', l: () => void): void;
  on(event: 'message', l: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'close', l: (code: number, reason: Buffer) => void): void;
  on(event: 'unexpected-response', l: (req: unknown, res: { statusCode: number }) => void): void;
  on(event: 'error', l: (err: Error) => void): void;
  send(data: Buffer | string): void;
  close(): void;
}
type WsCtor = new (url: string, opts: { headers?: Record<string, string>; origin?: string }) => WsClient;
const WebSocket = createRequire(import.meta.url)('ws') as WsCtor;

export interface LiveClient {
  messages: LiveMessage[];
  send(pcm: Buffer): void;
  close(): void;
  /** Resolves with the first message (already received or coming) that matches. */
  waitFor<T extends LiveMessage['type']>(
    type: T,
    match?: (m: Extract<LiveMessage, { type: T }>) => boolean,
  ): Promise<Extract<LiveMessage, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a live socket; rejects with the HTTP status when the server refuses the upgrade. */
export function openLive(url: string, headers: Record<string, string>): Promise<LiveClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const messages: LiveMessage[] = [];
    const waiters: (() => void)[] = [];
    const closed = new Promise<{ code: number; reason: string }>((done) =>
      ws.on('close', (code, reason) => {
        done({ code, reason: reason.toString() });
        waiters.splice(0).forEach((w) => w());
      }),
    );
    ws.on('unexpected-response', (_req, res) => reject(new RefusedError(res.statusCode)));
    ws.on('error', (err) => reject(err));
    ws.on('message', (data, isBinary) => {
      if (!isBinary) messages.push(JSON.parse(data.toString()) as LiveMessage);
      waiters.splice(0).forEach((w) => w());
    });
    ws.on('open', () =>
      resolve({
        messages,
        send: (pcm) => ws.send(pcm),
        close: () => ws.close(),
        closed,
        waitFor(type, match) {
          type M = Extract<LiveMessage, { type: typeof type }>;
          const find = () => messages.find((m): m is M => m.type === type && (!match || match(m as M)));
          return new Promise((done, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`no ${type} message; got ${JSON.stringify(messages)}`)),
              10_000,
            );
            const check = () => {
              const found = find();
              if (found) {
                clearTimeout(timer);
                done(found);
              } else waiters.push(check);
            };
            check();
          });
        },
      }),
    );
  });
}

export class RefusedError extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused with HTTP ${status}`);
  }
}
