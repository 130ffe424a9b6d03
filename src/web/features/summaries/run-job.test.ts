import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SummaryJob } from '@shared/api/summaries';
import { ApiError } from '../../lib/api';
import { RETRY_DELAY_MS, followJob, withRetries } from './run-job';

const JOB = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const job = (over: Partial<SummaryJob>): SummaryJob => ({
  jobId: JOB,
  state: 'queued',
  summary: null,
  engine: null,
  error: null,
  transcriptionId: null,
  ...over,
});

describe('withRetries (spec §4: 2 retries, 2 s apart)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries three times in all, 2 s apart, then gives up with the last error', async () => {
    const times: number[] = [];
    const attempt = vi.fn(async () => {
      times.push(Date.now());
      throw new ApiError(200, 'SUMMARY_TIMEOUT', 'slow');
    });
    const result = withRetries(attempt).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toMatchObject({ code: 'SUMMARY_TIMEOUT' });
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(times[1]! - times[0]!).toBe(RETRY_DELAY_MS);
    expect(times[2]! - times[1]!).toBe(RETRY_DELAY_MS);
  });

  it('succeeds on a retry', async () => {
    let n = 0;
    const result = withRetries(async () => {
      if (++n < 2) throw new Error('network');
      return 'ok';
    });
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(await result).toBe('ok');
    expect(n).toBe(2);
  });

  it('does not retry a refusal of the input', async () => {
    const attempt = vi.fn(async () => {
      throw new ApiError(400, 'SUMMARY_TRANSCRIPT_TOO_SHORT', 'short');
    });
    await expect(withRetries(attempt)).rejects.toMatchObject({ code: 'SUMMARY_TRANSCRIPT_TOO_SHORT' });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('followJob', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('polls until done and returns the summary', async () => {
    const answers = [
      job({ state: 'running' }),
      job({ state: 'done', summary: { summary: 'Ringkas' }, engine: 'local' }),
    ];
    const urls: string[] = [];
    globalThis.fetch = vi.fn(async (url: string | URL | Request) => {
      urls.push(String(url));
      return new Response(JSON.stringify(answers.shift()), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const result = await followJob(job({ state: 'queued' }), undefined, 1);
    expect(result).toEqual({ summary: { summary: 'Ringkas' }, engine: 'local' });
    expect(urls).toEqual([`/api/summaries/jobs/${JOB}`, `/api/summaries/jobs/${JOB}`]);
  });

  it('a failed job becomes an ApiError with its code and reason', async () => {
    const failed = job({
      state: 'failed',
      error: { code: 'SUMMARY_FAILED', message: 'Failed to generate the summary: HTTP 500', reason: 'HTTP 500' },
    });
    await expect(followJob(failed)).rejects.toMatchObject({ code: 'SUMMARY_FAILED', details: { reason: 'HTTP 500' } });
  });
});
