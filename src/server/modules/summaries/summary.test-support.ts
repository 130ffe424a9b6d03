import { expect } from 'vitest';
import type { SummaryJob } from '../../../shared/api/summaries.js';
import type { TestApp } from '../../test/test-app.js';

export { MEETING } from './fixtures/short-meeting.js';

/** Polls a summary job until it is done or failed, as the page does. */
export async function settle(t: TestApp, cookie: string, jobId: string, timeoutMs = 20_000): Promise<SummaryJob> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/api/summaries/jobs/${jobId}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json<SummaryJob>();
    if (job.state === 'done' || job.state === 'failed') return job;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${job.state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
