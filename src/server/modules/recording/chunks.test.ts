import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assemblyOrder, chunkKey, hasGaps, missingBelow } from './chunks.js';

/**
 * The server's chunk store reduced to its rule: the first upload of a seq is kept, repeats change nothing. Replaying
 * an upload log through it and assembling in `assemblyOrder` must give the original stream whatever the order.
 */
function replay(log: { seq: number; bytes: Uint8Array }[]) {
  const kept = new Map<number, Uint8Array>();
  for (const { seq, bytes } of log) if (!kept.has(seq)) kept.set(seq, bytes);
  const order = assemblyOrder(kept.keys());
  return { kept, order, file: Buffer.concat(order.map((seq) => kept.get(seq) ?? new Uint8Array())) };
}

const chunksArb = fc.array(fc.uint8Array({ minLength: 1, maxLength: 16 }), { minLength: 1, maxLength: 30 });

describe('chunk bookkeeping', () => {
  it('names chunks under the recording', () => {
    expect(chunkKey('7d1c2f4e-0000-4000-8000-000000000000', 12)).toBe(
      'recordings/7d1c2f4e-0000-4000-8000-000000000000/chunks/12',
    );
  });

  it('any order and any repeats of the uploads assemble the same file', () => {
    fc.assert(
      fc.property(
        chunksArb.chain((chunks) =>
          fc.tuple(
            fc.constant(chunks),
            // Every seq at least once, some several times, in any order.
            fc.shuffledSubarray([...chunks.keys()]).chain((repeats) => {
              const all = [...chunks.keys(), ...repeats];
              return fc.shuffledSubarray(all, { minLength: all.length }); // a permutation
            }),
          ),
        ),
        ([chunks, seqs]) => {
          const log = seqs.map((seq) => ({ seq, bytes: chunks[seq]! }));
          const { file, order } = replay(log);
          expect(file).toEqual(Buffer.concat(chunks));
          expect(order).toEqual([...chunks.keys()]);
          expect(missingBelow(order, chunks.length)).toEqual([]);
        },
      ),
    );
  });

  it('reports exactly the seqs never uploaded, and counts agree with hasGaps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.integer({ min: 0, max: 59 }), { maxLength: 120 }),
        (total, uploads) => {
          const sent = uploads.filter((s) => s < total);
          const received = assemblyOrder(sent);
          const missing = missingBelow(received, total);
          // Every seq below `total` is either received or missing, never both.
          expect([...received, ...missing].sort((a, b) => a - b)).toEqual([...Array(total).keys()]);
          expect(missing.every((s) => !sent.includes(s))).toBe(true);
          const maxSeq = received.length ? Math.max(...received) : null;
          const gapsBelowMax = maxSeq === null ? [] : missingBelow(received, maxSeq);
          expect(hasGaps(received.length, maxSeq)).toBe(gapsBelowMax.length > 0);
        },
      ),
    );
  });

  it('keeps the first upload of a seq: a repeat with other bytes changes nothing', () => {
    const a = Uint8Array.of(1, 2);
    const b = Uint8Array.of(3);
    const other = Uint8Array.of(9, 9, 9);
    const { file } = replay([
      { seq: 1, bytes: b },
      { seq: 0, bytes: a },
      { seq: 1, bytes: other },
    ]);
    expect([...file]).toEqual([1, 2, 3]);
  });
});
