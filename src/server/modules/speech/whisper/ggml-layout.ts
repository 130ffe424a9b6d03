/**
 * The legacy ggml layout whisper.cpp loads (`ggml-{tiny,base,small}.bin`): magic, eleven int32 hyper-parameters, the
 * mel filter bank, the vocabulary, then tensors (n_dims, name length, type, dims, name, data). Shared by the writer of
 * generated models and by the validator that runs before whisper.cpp ever sees a file (a bad one can crash it).
 */

export const GGML_MAGIC = 0x67676d6c;

export interface HParams {
  nVocab: number;
  nAudioCtx: number;
  nAudioState: number;
  nAudioHead: number;
  nAudioLayer: number;
  nTextCtx: number;
  nTextState: number;
  nTextHead: number;
  nTextLayer: number;
  nMels: number;
  ftype: number;
}

export const HPARAM_ORDER: (keyof HParams)[] = [
  'nVocab',
  'nAudioCtx',
  'nAudioState',
  'nAudioHead',
  'nAudioLayer',
  'nTextCtx',
  'nTextState',
  'nTextHead',
  'nTextLayer',
  'nMels',
  'ftype',
];

export type ModelSize = 'tiny' | 'base' | 'small';
export const MODEL_SIZES: readonly ModelSize[] = ['tiny', 'base', 'small'];

const dims = { tiny: [384, 6, 4], base: [512, 8, 6], small: [768, 12, 12] } as const;

/** The multilingual models' hyper-parameters (f16 weights). */
export function hparamsOf(size: ModelSize): HParams {
  const [state, heads, layers] = dims[size];
  return {
    nVocab: 51865,
    nAudioCtx: 1500,
    nAudioState: state,
    nAudioHead: heads,
    nAudioLayer: layers,
    nTextCtx: 448,
    nTextState: state,
    nTextHead: heads,
    nTextLayer: layers,
    nMels: 80,
    ftype: 1,
  };
}

export const TYPE_F32 = 0;
export const TYPE_F16 = 1;

/** ggml type → [elements per block, bytes per block]. */
const TYPE_SIZES: Record<number, [number, number]> = {
  0: [1, 4],
  1: [1, 2],
  2: [32, 18], // q4_0
  3: [32, 20], // q4_1
  6: [32, 22], // q5_0
  7: [32, 24], // q5_1
  8: [32, 34], // q8_0
  10: [256, 84], // q2_K
  11: [256, 110], // q3_K
  12: [256, 144], // q4_K
  13: [256, 176], // q5_K
  14: [256, 210], // q6_K
};

/** Bytes of a tensor's data, or undefined for a type this check does not know. */
export function tensorBytes(type: number, elements: number): number | undefined {
  const size = TYPE_SIZES[type];
  if (!size || elements % size[0] !== 0) return undefined;
  return (elements / size[0]) * size[1];
}

export interface TensorSpec {
  name: string;
  /** ggml order: ne[0] first. */
  shape: number[];
  /** 'w': the weight type of the file (f16 here), 'c': convolution (f16 unless the file is all f32), 'f': f32. */
  kind: 'w' | 'c' | 'f';
}

/** Every tensor whisper.cpp expects for these hyper-parameters (it refuses a file with any missing or extra). */
export function tensorSpecs(h: HParams): TensorSpec[] {
  const out: TensorSpec[] = [];
  const add = (name: string, shape: number[], kind: TensorSpec['kind']) => out.push({ name, shape, kind });
  const a = h.nAudioState;
  const t = h.nTextState;
  add('encoder.positional_embedding', [a, h.nAudioCtx], 'f');
  add('encoder.conv1.weight', [3, h.nMels, a], 'c');
  add('encoder.conv1.bias', [1, a], 'f');
  add('encoder.conv2.weight', [3, a, a], 'c');
  add('encoder.conv2.bias', [1, a], 'f');
  add('encoder.ln_post.weight', [a], 'f');
  add('encoder.ln_post.bias', [a], 'f');
  const block = (prefix: string, n: number, cross: boolean) => {
    add(`${prefix}.mlp_ln.weight`, [n], 'f');
    add(`${prefix}.mlp_ln.bias`, [n], 'f');
    add(`${prefix}.mlp.0.weight`, [n, 4 * n], 'w');
    add(`${prefix}.mlp.0.bias`, [4 * n], 'f');
    add(`${prefix}.mlp.2.weight`, [4 * n, n], 'w');
    add(`${prefix}.mlp.2.bias`, [n], 'f');
    for (const attn of cross ? ['attn', 'cross_attn'] : ['attn']) {
      add(`${prefix}.${attn}_ln.weight`, [n], 'f');
      add(`${prefix}.${attn}_ln.bias`, [n], 'f');
      add(`${prefix}.${attn}.query.weight`, [n, n], 'w');
      add(`${prefix}.${attn}.query.bias`, [n], 'f');
      add(`${prefix}.${attn}.key.weight`, [n, n], 'w');
      add(`${prefix}.${attn}.value.weight`, [n, n], 'w');
      add(`${prefix}.${attn}.value.bias`, [n], 'f');
      add(`${prefix}.${attn}.out.weight`, [n, n], 'w');
      add(`${prefix}.${attn}.out.bias`, [n], 'f');
    }
  };
  for (let i = 0; i < h.nAudioLayer; i++) block(`encoder.blocks.${i}`, a, false);
  add('decoder.positional_embedding', [t, h.nTextCtx], 'f');
  add('decoder.token_embedding.weight', [t, h.nVocab], 'w');
  add('decoder.ln.weight', [t], 'f');
  add('decoder.ln.bias', [t], 'f');
  for (let i = 0; i < h.nTextLayer; i++) block(`decoder.blocks.${i}`, t, true);
  return out;
}
