/**
 * Pure bookkeeping of a recording's chunks. MediaRecorder's timeslice chunks are consecutive pieces of one WebM
 * stream, numbered from 0 by the browser; they arrive in any order, repeated after reloads and retries, and some
 * never arrive. Everything here is a function of the set of stored seqs.
 */

/** Where a chunk's bytes live in storage. */
export const chunkKey = (recordingId: string, seq: number) => `recordings/${recordingId}/chunks/${seq}`;

/** The stored seqs in assembly order: ascending, each once. */
export function assemblyOrder(seqs: Iterable<number>): number[] {
  return [...new Set(seqs)].sort((a, b) => a - b);
}

/** Seqs in [0, below) that are not in `seqs`, ascending. */
export function missingBelow(seqs: Iterable<number>, below: number): number[] {
  const have = new Set(seqs);
  const missing: number[] = [];
  for (let seq = 0; seq < below; seq++) if (!have.has(seq)) missing.push(seq);
  return missing;
}

/**
 * Whether any seq below the highest one received was never stored: with `count` distinct chunks and highest seq
 * `maxSeq`, there is no gap exactly when count === maxSeq + 1 (the common case, answered without reading the seqs).
 */
export const hasGaps = (count: number, maxSeq: number | null): boolean => maxSeq !== null && count < maxSeq + 1;
