import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quietCuts } from './split.js';

const SR = 16_000;

describe('quietCuts', () => {
  it('leaves audio up to the window whole', () => {
    expect(quietCuts(new Int16Array(30 * SR))).toEqual([0, 30 * SR]);
    expect(quietCuts(new Int16Array(0))).toEqual([0, 0]);
  });

  it('cuts in the silence near the end of a window', () => {
    const pcm = new Int16Array(50 * SR).fill(3000);
    pcm.fill(0, 27 * SR, 27.5 * SR);
    const cuts = quietCuts(pcm);
    expect(cuts).toHaveLength(3);
    expect(cuts[1]).toBeGreaterThanOrEqual(27 * SR);
    expect(cuts[1]).toBeLessThanOrEqual(27.5 * SR);
  });

  it('property: pieces are contiguous, non-empty and never longer than the window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 * SR }), fc.integer({ min: 0, max: 2 ** 31 }), (n, seed) => {
        const pcm = new Int16Array(n);
        for (let i = 0; i < n; i += 997) pcm[i] = (seed * i) % 30000;
        const cuts = quietCuts(pcm);
        expect(cuts[0]).toBe(0);
        expect(cuts.at(-1)).toBe(n);
        for (let i = 1; i < cuts.length; i++) {
          expect(cuts[i]! - cuts[i - 1]!).toBeGreaterThan(0);
          expect(cuts[i]! - cuts[i - 1]!).toBeLessThanOrEqual(30 * SR);
        }
      }),
      { numRuns: 30 },
    );
  });
});
