import { closeSync, openSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { prng } from '../../../../shared/prng.js';
import {
  GGML_MAGIC,
  HPARAM_ORDER,
  hparamsOf,
  tensorBytes,
  tensorSpecs,
  TYPE_F16,
  TYPE_F32,
  type HParams,
  type ModelSize,
} from './ggml-layout.js';

/** Beside a generated model: its presence tells the engine (and `models list`) the weights are random. */
export const RANDOM_MARKER_SUFFIX = '.random-weights';

/** The GPT-2 part of the vocabulary the real files carry; whisper.cpp adds the special tokens after it. */
const BASE_VOCAB = 50257;
const N_FFT = 201;

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
/** IEEE half from a float in the small range used here (subnormals flush to zero). */
function toHalf(v: number): number {
  f32[0] = v;
  const x = u32[0]!;
  const sign = (x >>> 16) & 0x8000;
  const e = ((x >>> 23) & 0xff) - 127 + 15;
  if (e <= 0) return sign;
  if (e >= 31) return sign | 0x7c00;
  return sign | (e << 10) | ((x & 0x7fffff) >>> 13);
}

/**
 * Printable ASCII first (whisper.cpp looks up the blank token " " on every decode step and throws if it is absent),
 * then syllable-like tokens so the (meaningless) output is at least printable text.
 */
function token(i: number): string {
  if (i < 95) return String.fromCharCode(32 + i);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let s = '';
  for (let n = i; s.length < 1 || n > 0; n = Math.floor(n / 26)) s += letters[n % 26];
  return i % 3 === 0 ? ` ${s}` : s;
}

/**
 * Writes a whisper model of real dimensions (tiny, base or small) whose weights are random: whisper.cpp loads and
 * runs it at the true compute cost, and the text it produces is garbage. Written to a temporary name and renamed,
 * with a `.random-weights` marker beside it.
 */
export function writeRandomModel(path: string, size: ModelSize, seed = 1): { bytes: number; hparams: HParams } {
  const h = hparamsOf(size);
  const rand = prng(seed);
  // One pool of values reused at random offsets: generating every weight separately would take minutes for small.
  const POOL = 1 << 20;
  const half = Buffer.alloc(POOL * 2);
  const single = Buffer.alloc(POOL * 4);
  for (let i = 0; i < POOL; i++) {
    const v = (rand() - 0.5) * 0.2;
    half.writeUInt16LE(toHalf(v), i * 2);
    single.writeFloatLE(v, i * 4);
  }

  const tmp = `${path}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w');
  let bytes = 0;
  const put = (buf: Buffer) => {
    writeSync(fd, buf);
    bytes += buf.length;
  };
  const int32s = (...values: number[]) => {
    const b = Buffer.alloc(values.length * 4);
    values.forEach((v, i) => b.writeInt32LE(v, i * 4));
    put(b);
  };
  const data = (pool: Buffer, length: number) => {
    for (let left = length; left > 0;) {
      const n = Math.min(left, pool.length / 2);
      const start = Math.floor(rand() * (pool.length - n)) & ~3;
      put(pool.subarray(start, start + n));
      left -= n;
    }
  };
  try {
    int32s(GGML_MAGIC, ...HPARAM_ORDER.map((k) => h[k]));
    int32s(h.nMels, N_FFT);
    data(single, h.nMels * N_FFT * 4);
    int32s(BASE_VOCAB);
    for (let i = 0; i < BASE_VOCAB; i++) {
      const t = Buffer.from(token(i), 'utf8');
      int32s(t.length);
      put(t);
    }
    for (const spec of tensorSpecs(h)) {
      const type = spec.kind === 'f' ? TYPE_F32 : TYPE_F16;
      const name = Buffer.from(spec.name, 'utf8');
      const elements = spec.shape.reduce((a, b) => a * b, 1);
      int32s(spec.shape.length, name.length, type, ...spec.shape);
      put(name);
      data(type === TYPE_F32 ? single : half, tensorBytes(type, elements)!);
    }
    closeSync(fd);
    renameSync(tmp, path);
  } catch (err) {
    closeSync(fd);
    rmSync(tmp, { force: true });
    throw err;
  }
  writeFileSync(
    `${path}${RANDOM_MARKER_SUFFIX}`,
    JSON.stringify({ size, seed, note: 'random weights: for testing the binding, its text is meaningless' }) + '\n',
  );
  return { bytes, hparams: h };
}
