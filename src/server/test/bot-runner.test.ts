import { describe, expect, it } from 'vitest';
import { reached, recorder, type StartedBot } from './bot-runner.js';

const bot = (): StartedBot => {
  const { rec } = recorder();
  return { rec, stop: new AbortController(), done: new Promise(() => {}) };
};

describe('waiting for a bot says why it did not get there', () => {
  it('returns once every bot has reported the event', async () => {
    const [a, b] = [bot(), bot()];
    a.rec.order.push('joining', 'admitted');
    b.rec.order.push('joining', 'admitted');
    await expect(reached([a, b], 'admitted', 1_000)).resolves.toBeUndefined();
  });

  it('a bot that ended first: its outcome, its events and its log', async () => {
    const b = bot();
    b.rec.order.push('joining');
    b.rec.log.push('warn: Chromium did not start, trying again: Timeout 30000ms exceeded');
    b.rec.outcome = { kind: 'failed', code: 'BOT_JOIN_FAILED', detail: 'No join button', screenshot: null };
    await expect(reached(b, 'waiting', 5_000)).rejects.toThrow(
      'bot 1 of 1 ended (failed BOT_JOIN_FAILED without a screenshot: No join button) before "waiting"; its events: ' +
        'joining; its log: warn: Chromium did not start, trying again: Timeout 30000ms exceeded',
    );
  });

  it('a bot still going after the limit: which one, and what it did', async () => {
    const [a, b] = [bot(), bot()];
    a.rec.order.push('joining', 'admitted');
    await expect(reached([a, b], 'admitted', 200)).rejects.toThrow(
      'bot 2 of 2 not there in 200 ms before "admitted"; its events: none; its log: empty',
    );
  });
});
