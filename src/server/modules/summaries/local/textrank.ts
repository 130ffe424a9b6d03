/**
 * TF-IDF sentence vectors and TextRank (PageRank over the cosine-similarity graph of sentences): the sentences most
 * similar to many others carry the meeting's main thread; digressions and small talk link to little.
 */

/** A unit-length sparse vector: term ids ascending, with their weights. */
export interface SparseVector {
  ids: Int32Array;
  weights: Float64Array;
}

export interface Vectors {
  vectors: SparseVector[];
  /** Inverse document frequency by term id (documents = sentences). */
  idf: Float64Array;
  termIds: Map<string, number>;
}

export function buildVectors(docs: readonly (readonly string[])[]): Vectors {
  const termIds = new Map<string, number>();
  const df: number[] = [];
  const counts = docs.map((tokens) => {
    const c = new Map<number, number>();
    for (const t of tokens) {
      let id = termIds.get(t);
      if (id === undefined) {
        id = termIds.size;
        termIds.set(t, id);
        df.push(0);
      }
      c.set(id, (c.get(id) ?? 0) + 1);
    }
    for (const id of c.keys()) df[id]!++;
    return c;
  });
  const n = docs.length;
  const idf = Float64Array.from(df, (d) => Math.log((n + 1) / (d + 1)) + 1);
  const vectors = counts.map((c) => {
    const ids = Int32Array.from([...c.keys()].sort((a, b) => a - b));
    const weights = Float64Array.from(ids, (id) => (1 + Math.log(c.get(id)!)) * idf[id]!);
    const norm = Math.hypot(...weights) || 1;
    for (let i = 0; i < weights.length; i++) weights[i]! /= norm;
    return { ids, weights };
  });
  return { vectors, idf, termIds };
}

/** Cosine similarity of two unit vectors (a merge over their sorted ids). */
export function cosine(a: SparseVector, b: SparseVector): number {
  let i = 0;
  let j = 0;
  let sum = 0;
  while (i < a.ids.length && j < b.ids.length) {
    const x = a.ids[i]!;
    const y = b.ids[j]!;
    if (x === y) sum += a.weights[i++]! * b.weights[j++]!;
    else if (x < y) i++;
    else j++;
  }
  return sum;
}

/** Adds b into the dense accumulator (for summing the vectors of a window of sentences). */
export function addInto(acc: Map<number, number>, v: SparseVector, factor = 1): void {
  for (let i = 0; i < v.ids.length; i++) acc.set(v.ids[i]!, (acc.get(v.ids[i]!) ?? 0) + v.weights[i]! * factor);
}

export function cosineMaps(a: Map<number, number>, b: Map<number, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, v] of a) {
    na += v * v;
    const w = b.get(k);
    if (w !== undefined) dot += v * w;
  }
  for (const v of b.values()) nb += v * v;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

const MIN_SIMILARITY = 0.05;
/** Each sentence keeps its strongest links only: PageRank then costs O(n·K) per iteration, not O(n²). */
const MAX_NEIGHBOURS = 40;

/**
 * TextRank scores (they sum to 1). The similarity graph is built through an inverted index, so only sentences that
 * share a term are ever compared, and each sentence keeps its 40 most similar: a two-hour meeting (~2,000
 * sentences) takes milliseconds, not a 4-million-pair matrix.
 */
export function textRank(vectors: readonly SparseVector[], damping = 0.85, iterations = 60): Float64Array {
  const n = vectors.length;
  if (n === 0) return new Float64Array();
  // Postings as flat typed arrays: term -> (sentence, weight) pairs.
  const counts = new Map<number, number>();
  for (const v of vectors) for (const id of v.ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const offsets = new Map<number, number>();
  let total = 0;
  for (const [id, c] of counts) {
    offsets.set(id, total);
    total += c;
  }
  const postSentence = new Int32Array(total);
  const postWeight = new Float64Array(total);
  const fill = new Map(offsets);
  vectors.forEach((v, s) => {
    for (let k = 0; k < v.ids.length; k++) {
      const at = fill.get(v.ids[k]!)!;
      postSentence[at] = s;
      postWeight[at] = v.weights[k]!;
      fill.set(v.ids[k]!, at + 1);
    }
  });

  // A word in more than an eighth of all sentences links nearly everything to everything: it is left out of the
  // graph (its low IDF made it count for little anyway), which keeps a long meeting's graph cheap to build.
  const common = Math.max(100, n / 8);
  const scratch = new Float64Array(n);
  const touched: number[] = [];
  const neighbours: Int32Array[] = [];
  const edgeWeights: Float64Array[] = [];
  const strength = new Float64Array(n);
  for (let s = 0; s < n; s++) {
    const v = vectors[s]!;
    for (let k = 0; k < v.ids.length; k++) {
      const df = counts.get(v.ids[k]!)!;
      if (df > common) continue;
      const from = offsets.get(v.ids[k]!)!;
      const to = from + df;
      const w = v.weights[k]!;
      for (let p = from; p < to; p++) {
        const other = postSentence[p]!;
        if (other === s) continue;
        if (scratch[other] === 0) touched.push(other);
        scratch[other]! += w * postWeight[p]!;
      }
    }
    let floor = MIN_SIMILARITY;
    if (touched.length > MAX_NEIGHBOURS) {
      const sims = Float64Array.from(touched, (o) => scratch[o]!).sort();
      floor = Math.max(floor, sims[sims.length - MAX_NEIGHBOURS]!);
    }
    const kept = touched.filter((o) => scratch[o]! >= floor).slice(0, MAX_NEIGHBOURS);
    neighbours.push(Int32Array.from(kept));
    edgeWeights.push(Float64Array.from(kept, (o) => scratch[o]!));
    for (const o of kept) strength[s]! += scratch[o]!;
    for (const o of touched) scratch[o] = 0;
    touched.length = 0;
  }

  // Power iteration, pushing each sentence's score along its links.
  let scores = new Float64Array(n).fill(1 / n);
  for (let it = 0; it < iterations; it++) {
    const next = new Float64Array(n);
    let dangling = 0;
    for (let s = 0; s < n; s++) {
      if (strength[s] === 0) {
        dangling += scores[s]!;
        continue;
      }
      const nb = neighbours[s]!;
      const ew = edgeWeights[s]!;
      const share = (damping * scores[s]!) / strength[s]!;
      for (let k = 0; k < nb.length; k++) next[nb[k]!]! += ew[k]! * share;
    }
    // Sentences linked to nothing share their score evenly, so the scores keep summing to 1.
    const base = (1 - damping) / n + (damping * dangling) / n;
    let delta = 0;
    for (let s = 0; s < n; s++) {
      next[s]! += base;
      delta += Math.abs(next[s]! - scores[s]!);
    }
    scores = next;
    if (delta < 1e-7) break;
  }
  return scores;
}
