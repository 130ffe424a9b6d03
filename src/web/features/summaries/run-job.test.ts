import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SummaryJob } from '@shared/api/summaries';
import { MAX_FAILED_READS, READ_RETRY_MS, followJob, queueAndFollow } from './run-job';

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
const DONE = job({ state: 'done', summary: { summary: 'Ringkas' }, engine: 'local' });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const apiError = (status: number, code: string) => json({ error: { code, message: code } }, status);

/** Answers each GET with the next response; records the URLs asked. */
function serve(answers: Array<Response | Error>) {
  const urls: string[] = [];
  globalThis.fetch = vi.fn(async (url: string | URL | Request) => {
    urls.push(String(url));
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  }) as typeof fetch;
  return urls;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.useRealTimers();
});

describe('followJob', () => {
  it('polls until done and returns the summary', async () => {
    const urls = serve([json(job({ state: 'running' })), json(DONE)]);
    const result = await followJob(job({ state: 'queued' }), undefined, 1);
    expect(result).toEqual({ summary: { summary: 'Ringkas' }, engine: 'local' });
    expect(urls).toEqual([`/api/summaries/jobs/${JOB}`, `/api/summaries/jobs/${JOB}`]);
  });

  it('a failed job becomes an ApiError with its typed code and reason', async () => {
    const failed = job({
      state: 'failed',
      error: { code: 'SUMMARY_FAILED', message: 'Failed to generate the summary: HTTP 500', reason: 'HTTP 500' },
    });
    await expect(followJob(failed)).rejects.toMatchObject({ code: 'SUMMARY_FAILED', details: { reason: 'HTTP 500' } });
  });

  describe('reads that fail (the job goes on without the page)', () => {
    beforeEach(() => vi.useFakeTimers());

    it('a dropped connection or a restarting server: reads again, the policy’s delay later', async () => {
      const urls = serve([new TypeError('Failed to fetch'), apiError(502, 'INTERNAL'), json(DONE)]);
      const result = followJob(job({ state: 'running' }), undefined, 1);
      await vi.advanceTimersByTimeAsync(1 + 2 * READ_RETRY_MS);
      await expect(result).resolves.toMatchObject({ engine: 'local' });
      expect(urls).toHaveLength(3);
    });

    it('gives up after MAX_FAILED_READS failed reads in a row', async () => {
      const urls = serve(Array.from({ length: MAX_FAILED_READS + 1 }, () => apiError(503, 'INTERNAL')));
      const result = followJob(job({ state: 'running' }), undefined, 1).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1 + MAX_FAILED_READS * READ_RETRY_MS);
      expect(await result).toMatchObject({ code: 'INTERNAL' });
      expect(urls).toHaveLength(MAX_FAILED_READS);
    });

    it('stops at once on a permanent code (the job is gone, the session ended)', async () => {
      for (const code of ['NOT_FOUND', 'UNAUTHENTICATED']) {
        const urls = serve([apiError(code === 'NOT_FOUND' ? 404 : 401, code), json(DONE)]);
        const result = followJob(job({ state: 'running' }), undefined, 1).catch((e: unknown) => e);
        await vi.advanceTimersByTimeAsync(1 + READ_RETRY_MS);
        expect(await result).toMatchObject({ code });
        expect(urls).toHaveLength(1);
      }
    });
  });
});

describe('queueAndFollow (one press of Generate Summary)', () => {
  it('queues one job, and only one, however the job ends', async () => {
    serve([]);
    const failed = job({ state: 'failed', error: { code: 'SUMMARY_TIMEOUT', message: 'slow' } });
    const start = vi.fn(async () => failed);
    await expect(queueAndFollow(start, new AbortController().signal)).rejects.toMatchObject({
      code: 'SUMMARY_TIMEOUT',
    });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('a refused POST is the press’s answer: nothing is queued again', async () => {
    const start = vi.fn(async () => {
      throw Object.assign(new Error('short'), { code: 'SUMMARY_RECORDING_TOO_SHORT' });
    });
    await expect(queueAndFollow(start, new AbortController().signal)).rejects.toMatchObject({
      code: 'SUMMARY_RECORDING_TOO_SHORT',
    });
    expect(start).toHaveBeenCalledTimes(1);
  });
});
