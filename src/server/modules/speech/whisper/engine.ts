import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/http/errors.js';
import { cancelled, languageUnsupported, speechFailed } from '../speech.errors.js';
import {
  SAMPLE_RATE,
  type EngineInfo,
  type SpeechEngine,
  type SpeechLanguage,
  type TimedSegment,
} from '../speech.types.js';
import { bindingFailure, loadBinding, type Loaded } from './binding.js';
import { decode, type DecodeOptions } from './decode.js';
import { modelPath, type WhisperModelName } from './catalog.js';
import { startWhisperLive } from './live.js';
import { checkModelFile, fileKey, type ModelCheck } from './model-file.js';
import { downloading, readFailure } from './model-state.js';
import { quietCuts } from './split.js';

export interface WhisperEngineOptions {
  dataDir: string;
  /** The model to use, asked again on every use: an admin can choose another one while the server runs. */
  model: WhisperModelName | (() => WhisperModelName);
  threads: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Replaces DATA_DIR/models/ggml-{model}.bin (tests). */
  path?: string;
  /**
   * Fixes whisper.cpp's work per decode of this many seconds of audio (benchmarks): a model with random weights never
   * stops on its own, so without a bound its cost says nothing about a real model's.
   */
  decodeParams?: (seconds: number) => DecodeOptions['params'];
}

const LANGUAGES: SpeechLanguage[] = ['id', 'en'];

/** What a loaded model needs to decode: the binding and the model, both loaded once per engine. */
export function createWhisperEngine(opts: WhisperEngineOptions): SpeechEngine {
  const modelName = () => (typeof opts.model === 'function' ? opts.model() : opts.model);
  let path = opts.path ?? modelPath(opts.dataDir, modelName());
  let checked: { key: string; result: ModelCheck } | undefined;
  let loaded: Promise<Loaded> | undefined;
  let loadedKey: string | undefined;
  let warnedRandom = false;
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    return work;
  };

  /** The model file's check, repeated only when the file (or the chosen model) changes: info() runs per request. */
  function check(): ModelCheck {
    path = opts.path ?? modelPath(opts.dataDir, modelName());
    const key = fileKey(path);
    if (checked?.key !== key) checked = { key, result: checkModelFile(path) };
    return checked.result;
  }

  /** Why the model is not there, for the UI: downloading (in any process), its download failed, or just missing. */
  function missing(reason: string): Pick<EngineInfo, 'notReady' | 'progress' | 'reason' | 'failure'> {
    const running = opts.path ? undefined : downloading(path);
    if (running) {
      const pct = Math.floor(running.progress * 100);
      return { notReady: 'MODEL_DOWNLOADING', progress: running.progress, reason: `${path} is downloading (${pct} %)` };
    }
    const failed = opts.path ? undefined : readFailure(path);
    if (failed) {
      return {
        notReady: 'DOWNLOAD_FAILED',
        failure: failed.code,
        reason: `${reason}; the download failed: ${failed.reason}`,
      };
    }
    return { notReady: 'MODEL_MISSING', reason };
  }

  function usable(language: SpeechLanguage) {
    if (!LANGUAGES.includes(language)) throw languageUnsupported('whisper', language);
    const result = check();
    if (!result.ok) throw new AppError(result.code, 409, result.reason);
    if (result.randomWeights && !warnedRandom) {
      warnedRandom = true;
      opts.log.warn({ path }, 'whisper model has random weights (generated for testing): its text is meaningless');
    }
  }

  function load(): Promise<Loaded> {
    // A model file replaced while running (downloaded over a generated one): load the new one, free the old one
    // once the decodes using it are done.
    if (loaded && loadedKey !== checked?.key) {
      const old = loaded;
      loaded = undefined;
      void old
        .then(async (m) => {
          await Promise.all(inFlight);
          await m.model.free();
        })
        .catch(() => undefined);
    }
    loadedKey = checked?.key;
    const file = path;
    loaded ??= (async () => {
      const sw = await loadBinding();
      const model = await sw.WhisperModel.load(file, false);
      opts.log.info({ path: file, threads: opts.threads }, 'whisper model loaded');
      return { sw, model, track };
    })().catch((err: unknown) => {
      loaded = undefined;
      throw speechFailed('whisper', (err as Error).message);
    });
    return loaded;
  }

  return {
    id: 'whisper',

    async info(): Promise<EngineInfo> {
      const result = check();
      // Loading the addon once tells whether it was built at all (a failed postinstall leaves none).
      if (result.ok) await loadBinding().catch(() => undefined);
      const failure = bindingFailure();
      const notReady: Pick<EngineInfo, 'notReady' | 'progress' | 'reason' | 'failure'> = !result.ok
        ? result.code === 'SPEECH_MODEL_MISSING'
          ? missing(result.reason)
          : { notReady: 'MODEL_INVALID' }
        : failure
          ? { notReady: 'UNAVAILABLE' }
          : {};
      const reason = !result.ok
        ? result.reason
        : failure
          ? failure
          : result.randomWeights
            ? `${path} has random weights (generated for testing): the text it produces is meaningless`
            : undefined;
      return {
        id: 'whisper',
        languages: LANGUAGES,
        ready: result.ok && !failure,
        ...(reason ? { reason } : {}),
        ...notReady,
        live: true,
        file: true,
        runsIn: 'server',
      };
    },

    async startLive(live) {
      usable(live.language);
      const m = await load();
      return startWhisperLive(m, { ...live, threads: opts.threads, decodeParams: opts.decodeParams });
    },

    async transcribe(pcm, file): Promise<TimedSegment[]> {
      usable(file.language);
      if (file.signal?.aborted) throw cancelled();
      const m = await load();
      const cuts = quietCuts(pcm);
      const out: TimedSegment[] = [];
      const total = pcm.length;
      for (let i = 0; i + 1 < cuts.length; i++) {
        const from = cuts[i]!;
        const to = cuts[i + 1]!;
        const offset = from / SAMPLE_RATE;
        // whisper.cpp cannot be interrupted mid-window: an abort wins the race and the window's result is dropped.
        const piece = m.track(
          decode(m.sw, m.model, pcm.subarray(from, to), {
            language: file.language,
            threads: opts.threads,
            params: opts.decodeParams?.((to - from) / SAMPLE_RATE),
            onSegment: (s) => file.onProgress?.(Math.min(1, (from + s.end * SAMPLE_RATE) / total)),
          }),
        );
        const { segments } = await abortable(piece, file.signal);
        for (const s of segments) out.push({ start: s.start + offset, end: s.end + offset, text: s.text });
        file.onProgress?.(to / total);
      }
      if (!pcm.length) file.onProgress?.(1);
      return out;
    },

    async close() {
      const m = await loaded?.catch(() => undefined);
      loaded = undefined;
      await Promise.all(inFlight);
      await m?.model.free();
    },
  };
}

function abortable<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(cancelled());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(cancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
