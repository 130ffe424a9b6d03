import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TMP_DIR } from './paths.js';
import { wavToPcm } from '../modules/speech/api/wav.js';
import type { SpeechEngine, SpeechLanguage, TimedSegment } from '../modules/speech/speech.types.js';

export interface SpokenWav {
  path: string;
  pcm: Int16Array;
  seconds: number;
}

/**
 * Speech made by espeak-ng (voice `en-us+klatt2` at 160 words per minute: the voice pocketsphinx understands best)
 * and converted by sox to 16 kHz mono 16-bit. Cached by text and voice under the test tmp dir.
 */
export function speakWav(text: string, opts: { voice?: string; wpm?: number } = {}): SpokenWav {
  const voice = opts.voice ?? 'en-us+klatt2';
  const wpm = opts.wpm ?? 160;
  const dir = join(TMP_DIR, 'speech-audio');
  mkdirSync(dir, { recursive: true });
  const key = createHash('sha256').update(`${voice}|${wpm}|no-dither|${text}`).digest('hex').slice(0, 16);
  const path = join(dir, `${key}.wav`);
  if (!existsSync(path)) {
    const raw = join(dir, `${key}.${process.pid}.raw.wav`);
    const tmp = join(dir, `${key}.${process.pid}.wav`);
    const textFile = join(dir, `${key}.${process.pid}.txt`);
    writeFileSync(textFile, text);
    try {
      execFileSync('espeak-ng', ['-v', voice, '-s', String(wpm), '-w', raw, '-f', textFile]);
      // -D: no dither. sox dithers with random noise by default, so each fresh copy differed, and pocketsphinx's
      // word error rate on it wandered across the tests' threshold.
      execFileSync('sox', ['-D', raw, '-r', '16000', '-c', '1', '-b', '16', tmp]);
      renameSync(tmp, path);
    } finally {
      rmSync(raw, { force: true });
      rmSync(textFile, { force: true });
    }
  }
  const pcm = readWavPcm(readFileSync(path));
  return { path, pcm, seconds: pcm.length / 16_000 };
}

/** The 16-bit samples of a PCM WAV (first channel only, any rate: the caller checks what it needs). */
export const readWavPcm = (wav: Buffer): Int16Array => wavToPcm(wav).pcm;

/** Splits `pcm` into chunks of `ms` milliseconds at 16 kHz (what a live recording delivers). */
export function chunks(pcm: Int16Array, ms: number): Int16Array[] {
  const n = Math.round((16_000 * ms) / 1000);
  const out: Int16Array[] = [];
  for (let i = 0; i < pcm.length; i += n) out.push(pcm.subarray(i, i + n));
  return out;
}

/** Word error rate of `hyp` against `ref` (lower case, punctuation dropped): edits / reference words. */
export function wordErrorRate(ref: string, hyp: string): number {
  const words = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
      .split(/\s+/)
      .filter(Boolean);
  const r = words(ref);
  const h = words(hyp);
  let prev = Array.from({ length: h.length + 1 }, (_, j) => j);
  for (let i = 1; i <= r.length; i++) {
    const cur = [i];
    for (let j = 1; j <= h.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (r[i - 1] === h[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return r.length ? prev[h.length]! / r.length : 0;
}

/**
 * A whisper model of real dimensions with random weights (see ggml-model-writer.ts), generated once into the test
 * tmp dir: it exercises the binding at its true cost; its text is meaningless.
 */
export async function generatedWhisperModel(size: 'tiny' | 'base' | 'small' = 'tiny'): Promise<string> {
  const { writeRandomModel } = await import('../modules/speech/whisper/ggml-model-writer.js');
  const { checkModelFile } = await import('../modules/speech/whisper/model-file.js');
  const dir = join(TMP_DIR, 'whisper-models');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `ggml-${size}.bin`);
  if (!checkModelFile(path).ok) writeRandomModel(path, size);
  return path;
}

/** Feeds `pcm` to a new live session of `engine` in 100 ms chunks, as the recording socket does, and ends it. */
export async function liveTranscribe(
  engine: SpeechEngine,
  pcm: Int16Array,
  language: SpeechLanguage = 'en',
): Promise<{ partials: string[]; finals: TimedSegment[] }> {
  const partials: string[] = [];
  const finals: TimedSegment[] = [];
  const session = await engine.startLive!({
    language,
    onPartial: (t) => partials.push(t),
    onFinal: (s) => finals.push(s),
  });
  for (const c of chunks(pcm, 100)) session.write(c);
  await session.end();
  return { partials, finals };
}
