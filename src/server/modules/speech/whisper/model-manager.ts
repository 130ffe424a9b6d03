import { existsSync, rmSync, writeFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { WhisperModel } from '../../../../shared/api/speech.js';
import {
  KNOWN,
  modelFileName,
  modelPath,
  modelsDir,
  sidecars,
  WHISPER_MODELS,
  type ModelSource,
  type WhisperModelName,
} from './catalog.js';
import { downloadModelFile, ModelDownloadError, type DownloadProgress } from './download.js';
import { RANDOM_MARKER_SUFFIX } from './ggml-model-writer.js';
import { DEFAULT_STALE_MS } from './model-lock.js';
import { deletedAt, modelState } from './model-state.js';

/**
 * The whisper models of this process's DATA_DIR: the background download of the active model at start (when it is
 * missing), an admin's downloads and deletions. All state lives in files beside the models (model-state.ts), so
 * every process on the same disk shows the same thing and only one of them downloads a file at a time (its lock);
 * the others wait for it and take over if it dies.
 */
export interface ModelManager {
  /** Starts the background download of the active model when it is missing (WHISPER_AUTO_DOWNLOAD). */
  start(): Promise<void>;
  /** A model's state as every process sees it (`active` is the caller's to say). */
  state(name: WhisperModelName): Omit<WhisperModel, 'active'>;
  list(active: WhisperModelName): WhisperModel[];
  /** Starts downloading `name` in the background (or retries a waiting attempt now); a real model is kept. */
  download(name: WhisperModelName): Omit<WhisperModel, 'active'>;
  /** Deletes the model and whatever of it was downloaded, cancelling a download in any process. */
  remove(name: WhisperModelName): Promise<void>;
  /** Resolves when this process has no work left on `name` (every model when omitted). */
  settled(name?: WhisperModelName): Promise<void>;
  close(): Promise<void>;
}

export interface ModelManagerOptions {
  dataDir: string;
  source: ModelSource;
  autoDownload: boolean;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'debug'>;
  /** The model the engine uses (the admin's choice, else WHISPER_MODEL). */
  activeModel(): Promise<WhisperModelName>;
  /** After a failure that may pass (no network, a server error), the background download tries again (15 min). */
  retryMs?: number;
  /** After a connection broke off with progress, the next attempt resumes after this long (2 s). */
  resumeDelayMs?: number;
  /** While another process downloads the file, how often this one looks whether it finished or died (5 s). */
  busyPollMs?: number;
  staleMs?: number;
  heartbeatMs?: number;
  idleTimeoutMs?: number;
}

interface Task {
  ac: AbortController;
  wake(): void;
  done: Promise<void>;
}

const mb = (n: number) => (n / 1e6).toFixed(1);
const minutes = (ms: number) => (ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`);

export function createModelManager(opts: ModelManagerOptions): ModelManager {
  const { dataDir, log } = opts;
  const retryMs = opts.retryMs ?? 15 * 60_000;
  const staleMs = opts.staleMs ?? DEFAULT_STALE_MS;
  const tasks = new Map<WhisperModelName, Task>();
  let closed = false;

  const state = (name: WhisperModelName) => modelState(dataDir, name, staleMs);
  const isRealModel = (name: WhisperModelName) => {
    const s = state(name);
    return s.state === 'installed' && !s.randomWeights;
  };

  /** A readable line every 5 % (with MB and MB/s), from whichever process downloads. */
  function progressLogger(file: string) {
    let next = 0;
    return (p: DownloadProgress) => {
      const total = p.total || 0;
      const pct = total ? Math.floor((p.received / total) * 100) : 0;
      if (total ? pct < next : p.received < next * 1e6) return;
      next = total ? pct - (pct % 5) + 5 : Math.floor(p.received / 50e6) * 50 + 50;
      const done = total ? `${pct} % (${mb(p.received)} of ${mb(total)} MB` : `${mb(p.received)} MB (size unknown`;
      log.info(`whisper model ${file}: ${done}, ${mb(p.bytesPerSecond)} MB/s)`);
    };
  }

  function failureLine(name: WhisperModelName, err: ModelDownloadError, auto: boolean): string {
    const file = modelFileName(name);
    const what = `whisper model ${file} could not be downloaded: ${err.message}.`;
    const without =
      'Notulen works without it (English with pocketsphinx, live captions in the browser); to use Whisper, place ' +
      `${file} in ${modelsDir(dataDir)} or download it from Settings → Speech.`;
    const retry = auto && err.retry ? ` Trying again every ${minutes(retryMs)}.` : '';
    return `${what} ${without}${retry}`;
  }

  function begin(name: WhisperModelName, auto: boolean): Task {
    const path = modelPath(dataDir, name);
    const ac = new AbortController();
    let wakeUp = () => {};
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          ac.signal.removeEventListener('abort', done);
          wakeUp = () => {};
          resolve();
        };
        const timer = setTimeout(done, ms);
        timer.unref();
        wakeUp = done;
        ac.signal.addEventListener('abort', done, { once: true });
      });
    // An admin's deletion after this point (the marker changes) ends the task in every process.
    const deletedBefore = deletedAt(path);
    const deletedSince = () => {
      const at = deletedAt(path);
      return at !== undefined && at !== deletedBefore;
    };
    let lastWarned: string | undefined;
    const task: Task = {
      ac,
      wake: () => wakeUp(),
      done: (async () => {
        while (!ac.signal.aborted && !deletedSince()) {
          // The background download never touches a file that is there (placed by hand: used as is).
          if (auto ? existsSync(path) : isRealModel(name)) return;
          try {
            const result = await downloadModelFile({
              dataDir,
              name,
              source: opts.source,
              signal: ac.signal,
              staleMs,
              ...(opts.heartbeatMs ? { heartbeatMs: opts.heartbeatMs } : {}),
              ...(opts.idleTimeoutMs ? { idleTimeoutMs: opts.idleTimeoutMs } : {}),
              onStart: ({ url, resumedFrom }) =>
                log.info(
                  resumedFrom
                    ? `whisper model ${modelFileName(name)}: resuming at ${mb(resumedFrom)} MB from ${url}`
                    : `whisper model ${modelFileName(name)}: downloading ${mb(KNOWN[name].bytes)} MB from ${url}`,
                ),
              onProgress: progressLogger(modelFileName(name)),
            });
            log.info(
              `whisper model ${modelFileName(name)} installed in ${result.path} (${mb(result.bytes)} MB, ` +
                `${result.verifiedBy === 'sha1' ? 'SHA-1' : 'SHA-256'} verified, ${result.seconds.toFixed(1)} s)`,
            );
            return;
          } catch (err) {
            if (!(err instanceof ModelDownloadError)) {
              log.warn({ err }, `whisper model ${modelFileName(name)}: download failed`);
              return;
            }
            if (err.code === 'CANCELLED') return;
            if (err.code === 'BUSY') {
              await sleep(opts.busyPollMs ?? 5_000);
              continue;
            }
            if (err.progressed) {
              log.info(`whisper model ${modelFileName(name)}: ${err.message}; resuming`);
              await sleep(opts.resumeDelayMs ?? 2_000);
              continue;
            }
            // One clear line per kind of failure; the quiet retries after it only at debug level.
            if (lastWarned === err.code) log.debug(`whisper model ${modelFileName(name)}: ${err.message}`);
            else log.warn(failureLine(name, err, auto));
            lastWarned = err.code;
            if (!auto || !err.retry) return;
            await sleep(retryMs);
          }
        }
      })().finally(() => {
        if (tasks.get(name) === task) tasks.delete(name);
      }),
    };
    tasks.set(name, task);
    return task;
  }

  return {
    async start() {
      if (!opts.autoDownload || closed) return;
      const name = await opts.activeModel();
      if (closed) return;
      const path = modelPath(dataDir, name);
      if (existsSync(path) || tasks.has(name)) return;
      if (deletedAt(path) !== undefined) {
        log.info(
          `whisper model ${modelFileName(name)} was deleted by an admin: not downloading it again by itself ` +
            `(Settings → Speech, or npm run models -- download ${name})`,
        );
        return;
      }
      begin(name, true);
    },

    state,

    list(active) {
      return WHISPER_MODELS.map((name) => ({ ...state(name), active: name === active }));
    },

    download(name) {
      if (closed) return state(name);
      const running = tasks.get(name);
      if (running) running.wake();
      else if (!isRealModel(name)) begin(name, false);
      return state(name);
    },

    async remove(name) {
      const path = modelPath(dataDir, name);
      const files = sidecars(path);
      const task = tasks.get(name);
      task?.ac.abort();
      // The marker first (processes waiting for the lock stop), then the partial (a downloader's rename fails),
      // then the lock (its holder stops at its next heartbeat), then the model.
      if (existsSync(modelsDir(dataDir))) {
        writeFileSync(files.deleted, JSON.stringify({ at: new Date().toISOString() }) + '\n');
      }
      const remove = () => {
        for (const file of [files.partial, files.lock, path, `${path}${RANDOM_MARKER_SUFFIX}`, files.failed]) {
          rmSync(file, { force: true });
        }
      };
      remove();
      await task?.done;
      // Whatever this process's task wrote before it saw the abort.
      if (task) remove();
      log.info(`whisper model ${modelFileName(name)} deleted`);
    },

    async settled(name) {
      const pending = name ? [tasks.get(name)] : [...tasks.values()];
      await Promise.all(pending.map((t) => t?.done));
    },

    async close() {
      closed = true;
      const pending = [...tasks.values()];
      for (const t of pending) t.ac.abort();
      await Promise.all(pending.map((t) => t.done));
    },
  };
}
