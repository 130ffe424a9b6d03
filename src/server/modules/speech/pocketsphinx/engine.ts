import type { Worker } from 'node:worker_threads';
import koffi from 'koffi';
import type {
  EngineInfo,
  FileOptions,
  LiveSession,
  LiveSessionOptions,
  SpeechEngine,
  TimedSegment,
} from '../speech.types.js';
import { SAMPLE_RATE } from '../speech.types.js';
import { cancelled, engineUnavailable, languageUnsupported, speechFailed } from '../speech.errors.js';
import { startWorker } from '../worker-thread.js';
import { missingModel, type PocketsphinxPaths } from './ffi.js';
import type { FromWorker, ToWorker, WorkerInput } from './worker.js';

const WORKER = new URL('./worker.js', import.meta.url);
/** How long a worker asked to stop may take to answer before it is terminated regardless. */
const STOP_GRACE_MS = 30_000;

/** Why the library or model cannot be used, checked once: loading the library is a dlopen, cheap but not free. */
function checkReady(paths: PocketsphinxPaths): string | undefined {
  const missing = missingModel(paths.modelDir);
  if (missing) return missing;
  try {
    koffi.load(paths.lib);
    return undefined;
  } catch (err) {
    return `cannot load ${paths.lib}: ${(err as Error).message}`;
  }
}

/** A recognition worker with the one protocol both modes share. */
function spawn(paths: PocketsphinxPaths, live: boolean, on: (m: FromWorker) => void) {
  const stopFlag = new Int32Array(new SharedArrayBuffer(4));
  const worker: Worker = startWorker(WORKER, { paths, live, stop: stopFlag } satisfies WorkerInput);
  let exited = false;
  let ready: () => void;
  let failed: (e: Error) => void;
  const started = new Promise<void>((res, rej) => {
    ready = res;
    failed = rej;
  });
  // File passes never await the start: their failures arrive as messages.
  started.catch(() => {});
  let fallback: NodeJS.Timeout | undefined;
  worker.on('message', (m: FromWorker) => {
    if (m.t === 'ready') ready();
    else if (m.t === 'error') failed(new Error(m.message));
    on(m);
    // Its native work is over (worker.ts frees the decoder first): ending the thread now is safe, and a thread left
    // to end by itself could keep the process alive.
    if (m.t === 'done' || m.t === 'stopped') void worker.terminate();
  });
  worker.on('error', (err) => {
    failed(err);
    on({ t: 'error', message: err.message });
  });
  worker.on('exit', () => {
    exited = true;
    clearTimeout(fallback);
    failed(new Error('recognition worker stopped'));
    // After `done` nobody listens any more; before it, an exit is a crash the caller must hear about.
    on({ t: 'error', message: 'recognition worker stopped' });
  });
  return {
    started,
    send(m: ToWorker) {
      if (exited) return;
      if (m.t === 'write') worker.postMessage(m, [m.pcm.buffer as ArrayBuffer]);
      else worker.postMessage(m);
    },
    /**
     * Asks the worker to stop before its next piece of audio (at most one piece, ~2 s of decoding, away); its
     * 'stopped' then ends the thread. terminate() inside a native call would abort the process (worker.ts).
     */
    stop() {
      if (exited) return;
      Atomics.store(stopFlag, 0, 1);
      worker.postMessage({ t: 'stop' } satisfies ToWorker);
      // A thread that never answers (stuck in one call) is ended anyway, later.
      fallback ??= setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
    },
  };
}

/** A copy the worker can own: the caller's array may be a view into a buffer it keeps using. */
const transferable = (pcm: Int16Array) => new Int16Array(pcm);

export function createPocketsphinxEngine(paths: PocketsphinxPaths): SpeechEngine {
  let notReady: string | undefined | null = null;
  const reason = () => (notReady === null ? (notReady = checkReady(paths)) : notReady);

  function assertUsable(language: string) {
    if (language !== 'en') throw languageUnsupported('pocketsphinx', language as 'id');
    const why = reason();
    if (why) throw engineUnavailable('pocketsphinx', why);
  }

  return {
    id: 'pocketsphinx',
    async info(): Promise<EngineInfo> {
      const why = reason();
      return {
        id: 'pocketsphinx',
        languages: ['en'],
        ready: !why,
        ...(why ? { reason: why, notReady: 'NOT_CONFIGURED' as const } : {}),
        live: true,
        file: true,
        runsIn: 'server',
      };
    },

    async startLive(opts: LiveSessionOptions): Promise<LiveSession> {
      assertUsable(opts.language);
      let stopped = false;
      let finish: { resolve(): void; reject(e: Error): void } | undefined;
      let failure: Error | undefined;
      const w = spawn(paths, true, (m) => {
        if (stopped) return;
        if (m.t === 'partial') opts.onPartial(m.text);
        else if (m.t === 'final') opts.onFinal(m.segment);
        else if (m.t === 'done') finish?.resolve();
        else if (m.t === 'error') {
          failure = speechFailed('pocketsphinx', m.message);
          finish?.reject(failure);
        }
      });
      try {
        await w.started;
      } catch (err) {
        w.stop();
        throw speechFailed('pocketsphinx', (err as Error).message);
      }
      let ending: Promise<void> | undefined;
      return {
        write(pcm) {
          if (stopped || ending || !pcm.length) return;
          w.send({ t: 'write', pcm: transferable(pcm) });
        },
        end() {
          if (stopped) return Promise.resolve();
          ending ??= new Promise<void>((resolve, reject) => {
            if (failure) return reject(failure);
            finish = { resolve, reject };
            w.send({ t: 'end' });
          }).finally(() => {
            stopped = true;
            w.stop();
          });
          return ending;
        },
        cancel() {
          stopped = true;
          finish?.resolve();
          w.stop();
        },
      };
    },

    async transcribe(pcm: Int16Array, opts: FileOptions): Promise<TimedSegment[]> {
      assertUsable(opts.language);
      if (opts.signal?.aborted) throw cancelled();
      const segments: TimedSegment[] = [];
      const total = pcm.length / SAMPLE_RATE;
      return new Promise<TimedSegment[]>((resolve, reject) => {
        let settled = false;
        const settle = (err?: Error) => {
          if (settled) return;
          settled = true;
          opts.signal?.removeEventListener('abort', onAbort);
          w.stop();
          if (err) reject(err);
          else resolve(segments);
        };
        const onAbort = () => settle(cancelled());
        const w = spawn(paths, false, (m) => {
          if (m.t === 'final') segments.push(m.segment);
          else if (m.t === 'progress') opts.onProgress?.(total ? Math.min(1, m.seconds / total) : 1);
          else if (m.t === 'done') settle();
          else if (m.t === 'error') settle(speechFailed('pocketsphinx', m.message));
        });
        opts.signal?.addEventListener('abort', onAbort, { once: true });
        // Ten-second pieces: progress moves and an abort stops the worker between pieces.
        const piece = 10 * SAMPLE_RATE;
        for (let i = 0; i < pcm.length; i += piece) w.send({ t: 'write', pcm: pcm.slice(i, i + piece) });
        w.send({ t: 'end' });
      });
    },
  };
}
