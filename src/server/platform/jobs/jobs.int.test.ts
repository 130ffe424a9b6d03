import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freshDatabase } from '../../test/test-app.js';
import type { Database } from '../db/client.js';
import { createJobs, silentLog, type Jobs } from './jobs.js';
import { settled } from './jobs.test-support.js';

/** Polls `check` until it holds; fails after `timeoutMs`. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('jobs (pg-boss on the app database)', () => {
  let db: { database: Database; drop(): Promise<void> };
  let jobs: Jobs;
  const attempts: Record<string, number> = {};
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  /** When each test.later / test.short job's handler ran. */
  const ran = new Map<string, number>();
  let releaseShort: () => void = () => undefined;
  const shortGate = new Promise<void>((r) => (releaseShort = r));

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
    jobs.define({
      name: 'test.later',
      schema: z.object({ tag: z.string() }),
      handler: async (_data, ctx) => void ran.set(ctx.id, Date.now()),
    });
    jobs.define({
      name: 'test.short',
      policy: 'short',
      schema: z.object({ key: z.string() }),
      handler: async (_data, ctx) => {
        await shortGate;
        ran.set(ctx.id, Date.now());
      },
    });
    jobs.define({ name: 'test.policy', schema: z.object({}), handler: async () => undefined });
    await jobs.start({ work: true });
  }, 60_000);
  afterAll(async () => {
    release();
    releaseShort();
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

  it('does not run a delayed job before its time, and runs it after (seconds or a Date)', async () => {
    const sentAt = Date.now();
    const ids = [
      await jobs.send('test.later', { tag: 'in 1.5 s' }, { startAfter: 1.5 }),
      await jobs.send('test.later', { tag: 'at a date' }, { startAfter: new Date(sentAt + 1500) }),
    ];
    // Both read while waiting: once one has run, a free slot takes the other at once.
    const waiting = await Promise.all(ids.map((id) => jobs.find('test.later', id)));
    for (const [i, id] of ids.entries()) {
      const queued = waiting[i];
      expect(queued?.state).toBe('created');
      expect(queued!.startAfter.getTime()).toBeGreaterThanOrEqual(sentAt + 1400);
      expect((await settled(jobs, 'test.later', id)).state).toBe('completed');
      // The handler's own clock: it ran at or after the instant stored on the job.
      expect(ran.get(id)).toBeGreaterThanOrEqual(queued!.startAfter.getTime());
    }
    await expect(jobs.send('test.later', { tag: 'x' }, { startAfter: -1 })).rejects.toThrow(/startAfter/);
  });

  it('never runs a delayed job that was cancelled', async () => {
    const doomed = await jobs.send('test.later', { tag: 'doomed' }, { startAfter: 1 });
    const control = await jobs.send('test.later', { tag: 'control' }, { startAfter: 1.5 });
    expect(await jobs.cancel('test.later', doomed)).toBe(true);
    // The worker takes due jobs oldest first: once the later control job has run, the doomed one would have run too.
    expect((await settled(jobs, 'test.later', control)).state).toBe('completed');
    expect(ran.has(doomed)).toBe(false);
    expect((await jobs.find('test.later', doomed))?.state).toBe('cancelled');
    expect(await jobs.cancel('test.later', control)).toBe(false);
  });

  it('reschedules a keyed delayed job: reused while waiting, then cancelled and sent anew', async () => {
    const old = await jobs.send('test.later', { tag: 'meeting' }, { singletonKey: 'meeting-1', startAfter: 600 });
    expect(await jobs.send('test.later', { tag: 'meeting' }, { singletonKey: 'meeting-1', startAfter: 900 })).toBe(old);
    expect(await jobs.cancel('test.later', old)).toBe(true);
    const moved = await jobs.send('test.later', { tag: 'meeting' }, { singletonKey: 'meeting-1', startAfter: 0.5 });
    expect(moved).not.toBe(old);
    expect((await settled(jobs, 'test.later', moved)).state).toBe('completed');
  });

  it('short policy: racing sends with one key leave one waiting job, enforced by the database', async () => {
    // No lookup precedes the insert on a short queue: the unique index alone turns three inserts into one job.
    const ids = await Promise.all(
      [1, 2, 3].map(() => jobs.send('test.short', { key: 'k' }, { singletonKey: 'k', startAfter: 600 })),
    );
    expect(new Set(ids).size).toBe(1);
    const { rows } = await db.database.executeSql(
      `select id, policy from pgboss.job where name = 'test.short' and singleton_key = 'k'`,
    );
    expect(rows).toEqual([{ id: ids[0], policy: 'short' }]);
    expect(await jobs.send('test.short', { key: 'k2' }, { singletonKey: 'k2', startAfter: 600 })).not.toBe(ids[0]);
  });

  it('short policy: while one job runs, one more waits for its key', async () => {
    const running = await jobs.send('test.short', { key: 'r' }, { singletonKey: 'r' });
    await until('the first job to run', async () => (await jobs.find('test.short', running))?.state === 'active');
    const next = await jobs.send('test.short', { key: 'r' }, { singletonKey: 'r' });
    expect(next).not.toBe(running);
    expect(await jobs.send('test.short', { key: 'r' }, { singletonKey: 'r' })).toBe(next);
    releaseShort();
    expect((await settled(jobs, 'test.short', running)).state).toBe('completed');
    expect((await settled(jobs, 'test.short', next)).state).toBe('completed');
  });

  it('replace: cancels the waiting job with the key and queues the new one', async () => {
    const first = await jobs.send('test.short', { key: 'm' }, { singletonKey: 'm', startAfter: 600 });
    const moved = await jobs.send('test.short', { key: 'm' }, { singletonKey: 'm', startAfter: 0.5, replace: true });
    expect(moved).not.toBe(first);
    expect((await jobs.find('test.short', first))?.state).toBe('cancelled');
    expect((await settled(jobs, 'test.short', moved)).state).toBe('completed');
    await expect(jobs.send('test.short', { key: 'm' }, { replace: true })).rejects.toThrow(/singletonKey/);
  });

  it('gives an existing queue the policy its definition now declares, for the jobs sent from then on', async () => {
    const policy = async () =>
      (await db.database.executeSql(`select policy from pgboss.queue where name = 'test.policy'`)).rows[0];
    const waiting = await jobs.send('test.policy', {}, { singletonKey: 'p', startAfter: 600 });
    expect(await policy()).toEqual({ policy: 'standard' });
    const redeployed = createJobs(db.database, silentLog);
    redeployed.define({ name: 'test.policy', policy: 'stately', schema: z.object({}), handler: async () => undefined });
    await redeployed.start({ work: false });
    try {
      expect(await policy()).toEqual({ policy: 'stately' });
      // The job queued before keeps its standard policy, so the first stately job with that key is a new one ...
      const first = await redeployed.send('test.policy', {}, { singletonKey: 'p', startAfter: 600 });
      expect(first).not.toBe(waiting);
      // ... and the next one is refused by the stately index and answered with it.
      expect(await redeployed.send('test.policy', {}, { singletonKey: 'p', startAfter: 600 })).toBe(first);
    } finally {
      await redeployed.stop();
    }
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

describe('cron schedules and maintenance (worker processes only)', () => {
  // pg-boss's shortest periods: a cron check every second (a minute cron is due for the whole minute, so `* * * * *`
  // is sent at the first check), the queue of cron-sent jobs polled every second, maintenance every second.
  const timing = { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1, maintenanceIntervalSeconds: 1 };
  let db: { database: Database; drop(): Promise<void> };
  const ticks: unknown[] = [];

  function declare(jobs: Jobs, opts: { tz: string; yearly: boolean }) {
    jobs.define({
      name: 'test.tick',
      schema: z.object({ from: z.string() }),
      handler: async (data) => void ticks.push(data),
    });
    jobs.schedule('test.tick', '* * * * *', { from: 'cron' }, { tz: opts.tz });
    jobs.define({ name: 'test.yearly', schema: z.object({}), handler: async () => undefined });
    if (opts.yearly) jobs.schedule('test.yearly', '0 0 1 1 *');
  }
  const sql = async (text: string) => (await db.database.executeSql(text)).rows;
  const timers = async () =>
    (await sql('select cron_on, maintained_on from pgboss.version')) as {
      cron_on: Date | null;
      maintained_on: Date | null;
    }[];
  const stored = () => sql('select name, cron, timezone, data from pgboss.schedule order by name');

  beforeAll(async () => {
    db = await freshDatabase();
  }, 60_000);
  afterAll(async () => {
    await db.drop();
  });

  it('a worker stores the declared schedules, runs them with their data, and maintains the queues', async () => {
    const worker = createJobs(db.database, silentLog, timing);
    declare(worker, { tz: 'Asia/Jakarta', yearly: true });
    await worker.start({ work: true });
    try {
      expect(await stored()).toEqual([
        { name: 'test.tick', cron: '* * * * *', timezone: 'Asia/Jakarta', data: { from: 'cron' } },
        { name: 'test.yearly', cron: '0 0 1 1 *', timezone: 'UTC', data: {} },
      ]);
      await until('the cron job to run', () => ticks.length > 0, 20_000);
      expect(ticks[0]).toEqual({ from: 'cron' });
      await until('a maintenance run', async () => (await timers())[0]?.maintained_on != null);
    } finally {
      await worker.stop();
    }
  });

  it('a process without workers runs no cron check and no maintenance, and stores no schedule', async () => {
    // pg-boss sends a cron job at most once per minute slot; forget this minute's so a cron check could send again.
    await sql(`delete from pgboss.job where name in ('__pgboss__send-it', 'test.tick')`);
    const before = await timers();
    const rows = await stored();
    const web = createJobs(db.database, silentLog, timing);
    declare(web, { tz: 'Europe/Paris', yearly: false });
    await web.start({ work: false });
    try {
      // A negative needs a window. A worker's cron check runs at start and every second, maintenance every second:
      // three seconds would see both stamps move (the worker below shows how fast a check sends the job).
      await new Promise((r) => setTimeout(r, 3_000));
      expect(await timers()).toEqual(before);
      expect(await sql(`select id from pgboss.job where name in ('__pgboss__send-it', 'test.tick')`)).toEqual([]);
      expect(await stored()).toEqual(rows);
    } finally {
      await web.stop();
    }

    // Same database, now a worker: the job is sent again, and the schedule it no longer declares is removed.
    const seen = ticks.length;
    const worker = createJobs(db.database, silentLog, timing);
    declare(worker, { tz: 'Asia/Jakarta', yearly: false });
    await worker.start({ work: true });
    try {
      expect((await stored()).map((r) => (r as { name: string }).name)).toEqual(['test.tick']);
      await until('the cron job to run again', () => ticks.length > seen, 20_000);
      expect(await timers()).not.toEqual(before);
    } finally {
      await worker.stop();
    }
  });

  it('refuses at start a schedule for a job nobody defined or with data its schema rejects', async () => {
    const unknown = createJobs(db.database, silentLog);
    unknown.schedule('test.nothing', '* * * * *');
    await expect(unknown.start({ work: false })).rejects.toThrow(/unknown job/);
    const bad = createJobs(db.database, silentLog);
    bad.define({ name: 'test.tick', schema: z.object({ from: z.string() }), handler: async () => undefined });
    bad.schedule('test.tick', '* * * * *', { from: 1 });
    await expect(bad.start({ work: true })).rejects.toThrow();
    expect(() => bad.schedule('test.tick', '0 * * * *')).toThrow(/already has a schedule/);
  });
});
