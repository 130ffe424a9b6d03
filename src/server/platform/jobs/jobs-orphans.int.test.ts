import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freshDatabase } from '../../test/test-app.js';
import { createJobs, silentLog, type Jobs } from './jobs.js';
import { settled } from './jobs.test-support.js';

describe('jobs left running by a process that died', () => {
  it('are queued again at once by a sole worker (the embedded database), and left to expire otherwise', async () => {
    const db = await freshDatabase();
    const done: string[] = [];
    const define = (j: Jobs) =>
      j.define({
        name: 'test.orphan',
        schema: z.object({ tag: z.string() }),
        expireInSeconds: 3600,
        handler: async ({ tag }) => void done.push(tag),
      });
    try {
      // A process queues a job and "dies" after a worker took it: the row says active, nobody runs it.
      const first = createJobs(db.database, silentLog);
      define(first);
      await first.start({ work: false });
      const id = await first.send('test.orphan', { tag: 'left behind' });
      await db.database.executeSql(`update pgboss.job set state = 'active', started_on = now() where id = $1`, [id]);
      // One that already used its every attempt (it killed its process each time) is not started once more.
      const spent = await first.send('test.orphan', { tag: 'kills its process' });
      await db.database.executeSql(
        `update pgboss.job set state = 'active', started_on = now(), retry_count = retry_limit where id = $1`,
        [spent],
      );
      await first.stop();

      // A worker that may share the database (PostgreSQL) cannot know the job is orphaned: it waits for the expiry.
      const shared = createJobs(db.database, silentLog);
      define(shared);
      await shared.start({ work: true });
      await new Promise((r) => setTimeout(r, 1500));
      expect(done).toEqual([]);
      expect((await shared.find('test.orphan', id))?.state).toBe('active');
      await shared.stop();

      // The sole worker of the embedded database knows: it runs it now.
      const sole = createJobs(db.database, silentLog);
      define(sole);
      await sole.start({ work: true, recoverOrphans: true });
      try {
        expect((await settled(sole, 'test.orphan', id)).state).toBe('completed');
        expect(done).toEqual(['left behind']);
        expect((await sole.find('test.orphan', spent))?.state).toBe('failed');
      } finally {
        await sole.stop();
      }
    } finally {
      await db.drop();
    }
  });

  it('one named by a silent heartbeat is queued again only if its attempt started before the silence', async () => {
    const db = await freshDatabase();
    const jobs = createJobs(db.database, silentLog);
    jobs.define({ name: 'test.beating', schema: z.object({}), retryLimit: 2, handler: async () => undefined });
    try {
      await jobs.start({ work: false });
      const running = async (startedSecondsAgo: number) => {
        const id = await jobs.send('test.beating', {});
        await db.database.executeSql(
          `update pgboss.job set state = 'active', started_on = now() - make_interval(secs => $2) where id = $1`,
          [id, startedSecondsAgo],
        );
        return id;
      };
      const silentSince = new Date(Date.now() - 60_000);
      // Running since before its heartbeat went silent: the process that ran it died.
      const dead = await running(120);
      expect(await jobs.requeue('test.beating', dead, silentSince)).toBe('retry');
      expect(await jobs.find('test.beating', dead)).toMatchObject({ state: 'retry' });
      // Started since (the retry was just picked up and has not beaten yet): left alone.
      const rejoin = await running(1);
      expect(await jobs.requeue('test.beating', rejoin, silentSince)).toBeNull();
      expect(await jobs.find('test.beating', rejoin)).toMatchObject({ state: 'active' });
    } finally {
      await jobs.stop();
      await db.drop();
    }
  });
});
