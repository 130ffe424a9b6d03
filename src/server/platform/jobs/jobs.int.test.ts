import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freshDatabase } from '../../test/test-app.js';
import type { Database } from '../db/client.js';
import { createJobs, silentLog, type JobInfo, type Jobs } from './jobs.js';

async function settled(jobs: Jobs, name: string, id: string, timeoutMs = 15_000): Promise<JobInfo> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = await jobs.find(name, id);
    if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) return job;
    if (Date.now() > until) throw new Error(`job ${id} still ${job?.state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('jobs (pg-boss on the app database)', () => {
  let db: { database: Database; drop(): Promise<void> };
  let jobs: Jobs;
  const attempts: Record<string, number> = {};
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));

  beforeAll(async () => {
    db = await freshDatabase();
    jobs = createJobs(db.database, silentLog);
    jobs.define({
      name: 'test.double',
      schema: z.object({ n: z.number() }),
      handler: async ({ n }) => ({ doubled: n * 2 }),
    });
    jobs.define({
      name: 'test.flaky',
      schema: z.object({ key: z.string(), failures: z.number() }),
      retryLimit: 2,
      retryDelay: 1,
      handler: async ({ key, failures }, ctx) => {
        attempts[key] = ctx.attempt;
        if (ctx.attempt <= failures) throw new Error(`attempt ${ctx.attempt} failed`);
        return { attempt: ctx.attempt };
      },
    });
    jobs.define({
      name: 'test.slow',
      schema: z.object({ key: z.string() }),
      handler: async () => {
        await gate;
        return { ok: true };
      },
    });
    await jobs.start({ work: true });
  }, 60_000);
  afterAll(async () => {
    release();
    await jobs.stop();
    await db.drop();
  });

  it('runs a job and keeps its output', async () => {
    const id = await jobs.send('test.double', { n: 21 });
    const job = await settled(jobs, 'test.double', id);
    expect(job).toMatchObject({ state: 'completed', output: { doubled: 42 } });
  });

  it('retries a failing job, then succeeds', async () => {
    const id = await jobs.send('test.flaky', { key: 'once', failures: 1 });
    expect(await settled(jobs, 'test.flaky', id)).toMatchObject({ state: 'completed', output: { attempt: 2 } });
  });

  it('fails a job after its retries, keeping the error message', async () => {
    const id = await jobs.send('test.flaky', { key: 'always', failures: 9 });
    const job = await settled(jobs, 'test.flaky', id);
    expect(job.state).toBe('failed');
    expect(attempts.always).toBe(3);
    expect(JSON.stringify(job.output)).toContain('attempt 3 failed');
  });

  it('refuses a payload its schema rejects, and a job nobody defined', async () => {
    await expect(jobs.send('test.double', { n: 'two' })).rejects.toThrow();
    await expect(jobs.send('test.nothing', {})).rejects.toThrow(/unknown job/);
  });

  it('reuses a waiting or running job with the same singleton key', async () => {
    const first = await jobs.send('test.slow', { key: 'a' }, { singletonKey: 'a' });
    const second = await jobs.send('test.slow', { key: 'a' }, { singletonKey: 'a' });
    expect(second).toBe(first);
    release();
    expect((await settled(jobs, 'test.slow', first)).state).toBe('completed');
    const third = await jobs.send('test.slow', { key: 'a' }, { singletonKey: 'a' });
    expect(third).not.toBe(first);
  });

  it('answers null for an unknown id', async () => {
    expect(await jobs.find('test.double', '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('keeps the result of a job that finishes while the queue stops (pg-boss records it without waiting)', async () => {
    const late = createJobs(db.database, silentLog);
    let finish: () => void = () => undefined;
    const running = new Promise<void>((started) =>
      late.define({
        name: 'test.late',
        schema: z.object({}),
        handler: async () => {
          started();
          await new Promise<void>((r) => (finish = r));
          return { late: true };
        },
      }),
    );
    await late.start({ work: true });
    const id = await late.send('test.late', {});
    await running;
    finish();
    await late.stop();
    const [row] = (await db.database.executeSql('select state from pgboss.job where id = $1', [id])).rows;
    expect(row).toEqual({ state: 'completed' });
  });
});
