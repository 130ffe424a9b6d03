import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import koffi from 'koffi';
import type { WhisperModel } from 'smart-whisper';

/**
 * smart-whisper loads its native addon when imported, and a failed build (no compiler at install time) would make
 * that import throw: it is loaded on first use, so the server starts either way and the engine says why it cannot run.
 */
export type SmartWhisper = typeof import('smart-whisper');

let loading: Promise<SmartWhisper> | undefined;
let failure: string | undefined;

export function loadBinding(): Promise<SmartWhisper> {
  loading ??= import('smart-whisper').then(
    (sw) => {
      silenceWhisperLog();
      return sw;
    },
    (err: unknown) => {
      failure = `the whisper.cpp binding (smart-whisper) is not built: ${(err as Error).message.split('\n')[0]}`;
      throw new Error(failure);
    },
  );
  return loading;
}

/** Why the binding cannot be used, once a load was tried; undefined while it works or was never tried. */
export const bindingFailure = () => failure;

/**
 * whisper.cpp prints ~10 lines to stderr per decode (buffer sizes, timings), i.e. every 1.5 s of a live session;
 * smart-whisper offers no switch. The addon exports `whisper_log_set`, so a callback that ignores its arguments is
 * installed through koffi. That callback is libc's `abs`: a C function (a JavaScript one would have to be called
 * from whisper's threads) that only reads its first integer argument and has no side effect. Best effort.
 */
function silenceWhisperLog() {
  try {
    const addon = join(
      dirname(createRequire(import.meta.url).resolve('smart-whisper')),
      '..',
      'build',
      'Release',
      'smart-whisper.node',
    );
    const whisperLogSet = koffi.load(addon).func('void whisper_log_set(void *callback, void *user)');
    const dlsym = koffi.load('libc.so.6').func('void *dlsym(void *handle, const char *name)');
    const abs = dlsym(null, 'abs') as unknown;
    if (abs) whisperLogSet(abs, null);
  } catch {
    // Logs stay on: noisy, harmless.
  }
}

/** A model loaded for decoding. */
export interface Loaded {
  sw: SmartWhisper;
  model: WhisperModel;
  /** Registers a decode in flight: the model is freed only after all of them settle (freeing under one crashes). */
  track<T>(work: Promise<T>): Promise<T>;
}
