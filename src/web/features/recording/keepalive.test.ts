import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Keepalive } from './keepalive';

describe('Keepalive (docs/product.md §4: every 5 s, 3 restarts, back-off 1 s, 2 s, 5 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('restarts an inactive recorder after the back-off; the counter resets once it is seen active', async () => {
    let active = true;
    const restarts: number[] = [];
    const k = new Keepalive({
      isActive: () => active,
      restart: () => {
        restarts.push(Date.now());
        active = true;
      },
      onGiveUp: () => expect.unreachable(),
    });
    const t0 = Date.now();
    k.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(restarts).toEqual([]);
    active = false;
    await vi.advanceTimersByTimeAsync(6_000); // tick at 10 s sees it inactive, restarts 1 s later
    expect(restarts.map((t) => t - t0)).toEqual([11_000]);
    expect(k.restartAttempts).toBe(1);
    await vi.advanceTimersByTimeAsync(4_000); // tick at 15 s: active again, counter back to 0
    expect(k.restartAttempts).toBe(0);
    active = false;
    await vi.advanceTimersByTimeAsync(6_000); // tick at 20 s, restart at 21 s: first back-off again
    expect(restarts.map((t) => t - t0)).toEqual([11_000, 21_000]);
    k.stop();
  });

  it('gives up after three failed restarts with 1 s, 2 s and 5 s back-off', async () => {
    const attempts: number[] = [];
    let gaveUp = 0;
    const k = new Keepalive({
      isActive: () => false,
      restart: () => {
        attempts.push(Date.now());
        throw new Error('no microphone');
      },
      onGiveUp: () => gaveUp++,
    });
    const t0 = Date.now();
    k.start();
    await vi.advanceTimersByTimeAsync(60_000);
    // ticks at 5, 10, 15 s start attempts after 1, 2 and 5 s; the tick at 25 s (the 20 s tick fell inside the
    // last back-off) gives up.
    expect(attempts.map((t) => t - t0)).toEqual([6_000, 12_000, 20_000]);
    expect(gaveUp).toBe(1);
  });
});
