import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_CAP, PROGRESS_START, nextProgress, startProgress } from './progress';

describe('summary progress (docs/product.md §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps by 0–9 from the random value and never reaches 90', () => {
    expect(nextProgress(10, 0)).toBe(10);
    expect(nextProgress(10, 0.5)).toBe(15);
    expect(nextProgress(10, 0.9999999)).toBe(19);
    expect(nextProgress(85, 0.9)).toBe(PROGRESS_CAP);
    expect(nextProgress(PROGRESS_CAP, 0.99)).toBe(89);
    expect(nextProgress(20, 1)).toBe(29); // out-of-range input still gives at most 9
    expect(nextProgress(20, -1)).toBe(20);
  });

  it('starts at 10 at once and rises once a second while running, capped below 90', () => {
    const seen: number[] = [];
    const stop = startProgress(
      (v) => seen.push(v),
      () => 0.99,
    );
    expect(seen).toEqual([PROGRESS_START]);
    vi.advanceTimersByTime(999);
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([10, 19]);
    vi.advanceTimersByTime(20_000);
    expect(seen.at(-1)).toBe(89);
    expect(Math.max(...seen)).toBeLessThan(90);
    for (let i = 1; i < seen.length; i++) expect(seen[i]! - seen[i - 1]!).toBeGreaterThanOrEqual(0);
    stop();
    const count = seen.length;
    vi.advanceTimersByTime(5000);
    expect(seen).toHaveLength(count);
  });

  it('with Math.random, every step is 0–9', () => {
    const seen: number[] = [];
    const stop = startProgress((v) => seen.push(v));
    vi.advanceTimersByTime(30_000);
    stop();
    for (let i = 1; i < seen.length; i++) {
      const step = seen[i]! - seen[i - 1]!;
      expect(step).toBeGreaterThanOrEqual(0);
      expect(step).toBeLessThanOrEqual(9);
    }
    expect(Math.max(...seen)).toBeLessThanOrEqual(PROGRESS_CAP);
  });
});
