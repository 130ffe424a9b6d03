import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { GGML_MAGIC, HPARAM_ORDER, tensorBytes, tensorSpecs, type HParams } from './ggml-layout.js';
import { RANDOM_MARKER_SUFFIX } from './ggml-model-writer.js';

export { modelPath, modelsDir } from './catalog.js';

export type ModelCheck =
  | { ok: true; hparams: HParams; bytes: number; randomWeights: boolean }
  | { ok: false; code: 'SPEECH_MODEL_MISSING' | 'SPEECH_MODEL_INVALID'; reason: string };

class Reader {
  pos = 0;
  private buf = Buffer.alloc(64);
  constructor(
    private fd: number,
    readonly size: number,
  ) {}
  bytes(n: number): Buffer {
    if (this.pos + n > this.size) throw new Error(`ends early (needs ${this.pos + n} bytes, has ${this.size})`);
    const b = n <= this.buf.length ? this.buf.subarray(0, n) : Buffer.alloc(n);
    readSync(this.fd, b, 0, n, this.pos);
    this.pos += n;
    return b;
  }
  int32() {
    return this.bytes(4).readInt32LE(0);
  }
  skip(n: number) {
    if (this.pos + n > this.size) throw new Error(`ends early (needs ${this.pos + n} bytes, has ${this.size})`);
    this.pos += n;
  }
}

/**
 * Reads a ggml whisper file's structure without its weights (a few hundred small reads) and checks everything
 * whisper.cpp's loader would: magic, sane hyper-parameters, every expected tensor with its shape and a data size that
 * fits its type, and nothing after the last tensor. whisper.cpp itself may crash the process on a file that fails
 * these, so the engine refuses such a file instead.
 */
export function checkModelFile(path: string): ModelCheck {
  if (!existsSync(path)) return { ok: false, code: 'SPEECH_MODEL_MISSING', reason: `no model file at ${path}` };
  let fd: number | undefined;
  try {
    const size = statSync(path).size;
    fd = openSync(path, 'r');
    const r = new Reader(fd, size);
    if (r.int32() !== GGML_MAGIC) throw new Error('not a ggml whisper model (bad magic)');
    const values = HPARAM_ORDER.map(() => r.int32());
    const h = Object.fromEntries(HPARAM_ORDER.map((k, i) => [k, values[i]])) as unknown as HParams;
    const sane =
      h.nVocab > 50000 &&
      h.nVocab < 52000 &&
      h.nAudioState > 0 &&
      h.nAudioState <= 2048 &&
      h.nAudioLayer > 0 &&
      h.nAudioLayer <= 64 &&
      h.nTextLayer > 0 &&
      h.nTextLayer <= 64 &&
      h.nAudioHead > 0 &&
      h.nAudioState % h.nAudioHead === 0 &&
      h.nTextHead > 0 &&
      h.nTextState % h.nTextHead === 0 &&
      (h.nMels === 80 || h.nMels === 128) &&
      h.nAudioCtx === 1500 &&
      h.nTextCtx === 448;
    if (!sane) throw new Error(`implausible hyper-parameters ${JSON.stringify(h)}`);
    const nMel = r.int32();
    const nFft = r.int32();
    if (nMel !== h.nMels || nFft <= 0 || nFft > 1024) throw new Error('bad mel filter bank');
    r.skip(nMel * nFft * 4);
    const nTokens = r.int32();
    if (nTokens <= 0 || nTokens > h.nVocab) throw new Error('bad vocabulary size');
    for (let i = 0; i < nTokens; i++) {
      const len = r.int32();
      if (len < 0 || len > 1024) throw new Error(`bad vocabulary entry ${i}`);
      r.skip(len);
    }
    const expected = new Map(tensorSpecs(h).map((s) => [s.name, s.shape]));
    while (r.pos < size) {
      const nDims = r.int32();
      const nameLen = r.int32();
      const type = r.int32();
      if (nDims < 1 || nDims > 4 || nameLen < 1 || nameLen > 256) throw new Error(`bad tensor header at ${r.pos}`);
      const shape = Array.from({ length: nDims }, () => r.int32());
      const name = r.bytes(nameLen).toString('utf8');
      const want = expected.get(name);
      if (!want) throw new Error(`unexpected or repeated tensor ${name}`);
      if (want.join('x') !== shape.join('x')) throw new Error(`tensor ${name} has shape ${shape.join('x')}`);
      const dataBytes = tensorBytes(
        type,
        shape.reduce((a, b) => a * b, 1),
      );
      if (dataBytes === undefined) throw new Error(`tensor ${name} has unknown type ${type}`);
      r.skip(dataBytes);
      expected.delete(name);
    }
    if (expected.size) throw new Error(`${expected.size} tensors missing (first: ${[...expected.keys()][0]})`);
    return { ok: true, hparams: h, bytes: size, randomWeights: existsSync(`${path}${RANDOM_MARKER_SUFFIX}`) };
  } catch (err) {
    return { ok: false, code: 'SPEECH_MODEL_INVALID', reason: `${path}: ${(err as Error).message}` };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The size name of a model from its dimensions, for messages. */
export function sizeName(h: HParams): string {
  if (h.nAudioState === 1280 && h.nTextLayer === 4) return 'large-v3-turbo';
  return (
    ({ 384: 'tiny', 512: 'base', 768: 'small', 1024: 'medium', 1280: 'large' } as Record<number, string>)[
      h.nAudioState
    ] ?? `${h.nAudioState}-wide`
  );
}

/** The stat of `path` as a short key (`absent` when there is none): a changed file has another key. */
export function fileKey(path: string): string {
  try {
    const st = statSync(path);
    return `${path}|${st.size}:${st.mtimeMs}`;
  } catch {
    return `${path}|absent`;
  }
}

/** checkModelFile of the files asked about, by path; bounded: a handful of model files per data directory. */
const checks = new Map<string, { key: string; result: ModelCheck }>();

/** checkModelFile, repeated only when the file changed (callers run per request). */
export function checkModelFileCached(path: string): ModelCheck {
  const key = `${fileKey(path)}|${existsSync(`${path}${RANDOM_MARKER_SUFFIX}`)}`;
  const hit = checks.get(path);
  if (hit?.key === key) return hit.result;
  const result = checkModelFile(path);
  if (checks.size >= 64) checks.clear();
  checks.set(path, { key, result });
  return result;
}
