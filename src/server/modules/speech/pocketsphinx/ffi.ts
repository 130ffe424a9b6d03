import { existsSync } from 'node:fs';
import { join } from 'node:path';
import koffi, { type LibraryHandle } from 'koffi';

/**
 * In-process binding to Debian's libpocketsphinx.so.3 (0.8+5prealpha API). Every call here is synchronous and
 * CPU-bound: use it from a worker thread (worker.ts), never on the server's event loop.
 */

export const DEFAULT_LIB = 'libpocketsphinx.so.3';
export const DEFAULT_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
/** pocketsphinx's front end makes 100 frames per second of audio. */
export const FRAMES_PER_SECOND = 100;

export interface PocketsphinxPaths {
  lib: string;
  modelDir: string;
}

export interface ModelFiles {
  hmm: string;
  dict: string;
  lm: string;
}

export function modelFiles(modelDir: string): ModelFiles {
  return {
    hmm: join(modelDir, 'en-us'),
    dict: join(modelDir, 'cmudict-en-us.dict'),
    lm: join(modelDir, 'en-us.lm.bin'),
  };
}

/** Why the engine cannot run, or undefined when the model files are all present. */
export function missingModel(modelDir: string): string | undefined {
  const files = modelFiles(modelDir);
  for (const [what, path] of Object.entries(files)) {
    if (!existsSync(path)) return `pocketsphinx ${what} not found at ${path}`;
  }
  return undefined;
}

export interface WordTime {
  word: string;
  /** Frames (1/100 s) from the start of the utterance. */
  startFrame: number;
  endFrame: number;
}

export interface Decoder {
  startUtt(): void;
  /** Feeds samples; returns whether the decoder currently hears speech. */
  process(pcm: Int16Array): boolean;
  endUtt(): void;
  hyp(): string;
  words(): WordTime[];
  free(): void;
}

/** koffi's function type is not exported by name; every overload of `func` returns it. */
type Fn = ReturnType<LibraryHandle['func']>;

interface Functions {
  cmd_ln_init: Fn;
  ps_args: Fn;
  ps_init: Fn;
  ps_free: Fn;
  ps_start_utt: Fn;
  ps_process_raw: Fn;
  ps_get_in_speech: Fn;
  ps_end_utt: Fn;
  ps_get_hyp: Fn;
  ps_seg_iter: Fn;
  ps_seg_next: Fn;
  ps_seg_word: Fn;
  ps_seg_frames: Fn;
  ps_seg_free: Fn;
}

let loaded: { lib: string; fns: Functions } | undefined;

/** Loads the library once per thread; throws a plain Error naming the library when it cannot be opened. */
export function loadLibrary(libPath: string): Functions {
  if (loaded?.lib === libPath) return loaded.fns;
  const lib = koffi.load(libPath);
  // Extra trailing arguments are harmless on x86-64/arm64 calling conventions: they cover both the 0.8 signatures
  // (uttid out-parameters, a score out-parameter on ps_seg_iter) and the 5prealpha ones without them.
  const fns: Functions = {
    cmd_ln_init: lib.func('void *cmd_ln_init(void *inout, void *defn, int strict, ...)'),
    ps_args: lib.func('void *ps_args()'),
    ps_init: lib.func('void *ps_init(void *config)'),
    ps_free: lib.func('int ps_free(void *ps)'),
    ps_start_utt: lib.func('int ps_start_utt(void *ps, void *uttid)'),
    ps_process_raw: lib.func('int ps_process_raw(void *ps, int16_t *data, size_t n, int no_search, int full_utt)'),
    ps_get_in_speech: lib.func('uint8_t ps_get_in_speech(void *ps)'),
    ps_end_utt: lib.func('int ps_end_utt(void *ps)'),
    ps_get_hyp: lib.func('const char *ps_get_hyp(void *ps, _Out_ int32_t *score, void *uttid)'),
    ps_seg_iter: lib.func('void *ps_seg_iter(void *ps, _Out_ int32_t *score)'),
    ps_seg_next: lib.func('void *ps_seg_next(void *seg)'),
    ps_seg_word: lib.func('const char *ps_seg_word(void *seg)'),
    ps_seg_frames: lib.func('void ps_seg_frames(void *seg, _Out_ int *sf, _Out_ int *ef)'),
    ps_seg_free: lib.func('void ps_seg_free(void *seg)'),
  };
  loaded = { lib: libPath, fns };
  return fns;
}

/** Words pocketsphinx emits that are not speech: silence, fillers, sentence markers. */
const NOT_WORDS = /^(<s>|<\/s>|<sil>|\[noise\]|\+\+.*\+\+|\[.*\])$/i;
/** Alternate pronunciations come back as `word(2)`. */
const cleanWord = (w: string) => w.replace(/\(\d+\)$/, '');

export function createDecoder(paths: PocketsphinxPaths): Decoder {
  const missing = missingModel(paths.modelDir);
  if (missing) throw new Error(missing);
  const f = loadLibrary(paths.lib);
  const files = modelFiles(paths.modelDir);
  const s = 'const char *';
  const config = f.cmd_ln_init(
    null,
    f.ps_args(),
    1,
    ...[s, '-hmm', s, files.hmm, s, '-dict', s, files.dict, s, '-lm', s, files.lm],
    // The library's own chatter goes nowhere: its errors surface as null handles below.
    ...[s, '-logfn', s, '/dev/null'],
    s,
    null,
  );
  if (!config) throw new Error('pocketsphinx rejected its configuration');
  const ps = f.ps_init(config);
  if (!ps) throw new Error(`pocketsphinx could not load its model from ${paths.modelDir}`);
  let freed = false;
  const score = [0];

  return {
    startUtt() {
      if (f.ps_start_utt(ps, null) < 0) throw new Error('ps_start_utt failed');
    },
    process(pcm) {
      if (pcm.length && f.ps_process_raw(ps, pcm, pcm.length, 0, 0) < 0) throw new Error('ps_process_raw failed');
      return f.ps_get_in_speech(ps) !== 0;
    },
    endUtt() {
      f.ps_end_utt(ps);
    },
    hyp() {
      const text = f.ps_get_hyp(ps, score, null) as string | null;
      return text ?? '';
    },
    words() {
      const out: WordTime[] = [];
      let seg = f.ps_seg_iter(ps, score);
      while (seg) {
        const word = f.ps_seg_word(seg) as string;
        const sf = [0];
        const ef = [0];
        f.ps_seg_frames(seg, sf, ef);
        if (!NOT_WORDS.test(word)) out.push({ word: cleanWord(word), startFrame: sf[0]!, endFrame: ef[0]! });
        // ps_seg_next frees the iterator itself when it returns null.
        seg = f.ps_seg_next(seg);
      }
      return out;
    },
    free() {
      if (freed) return;
      freed = true;
      f.ps_free(ps);
    },
  };
}
