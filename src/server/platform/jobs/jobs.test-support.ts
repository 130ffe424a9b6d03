import type { JobInfo, Jobs } from './jobs.js';

/** Polls a job until it completed, failed or was cancelled; fails after `timeoutMs`. */
export async function settled(jobs: Jobs, name: string, id: string, timeoutMs = 15_000): Promise<JobInfo> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = await jobs.find(name, id);
    if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) return job;
    if (Date.now() > until) throw new Error(`job ${id} still ${job?.state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
