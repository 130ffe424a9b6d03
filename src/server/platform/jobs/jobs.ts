import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { isRunning, requeueActive, SCHEMA } from './job-rows.js';
import { attemptOptions, expirySeconds, startAfterOf } from './job-options.js';
import type { JobDefinition, Jobs } from './jobs.types.js';

/**
 * Durable background jobs (pg-boss on the app's own database, PGlite included). A module declares its jobs with
 * `define` (and cron schedules with `schedule`) beside the service that runs them; any process may `send`; only
 * processes started with the worker service run handlers, cron and maintenance. Payloads are validated with zod on both
 * sides, so a bad payload fails the job, never the worker.
 */
export type * from './jobs.types.js';

/** pg-boss's timer periods in a worker process; tests shorten them (defaults: 30 s, 5 s, 120 s). */
export type JobsTiming = Pick<
  PgBoss.ConstructorOptions,
  'cronMonitorIntervalSeconds' | 'cronWorkerIntervalSeconds' | 'maintenanceIntervalSeconds'
>;

/** The default poll period: an idle single-process server then makes a few queries a second, not dozens. */
export const IDLE_POLL_SECONDS = 2;
/** For jobs a person waits on by the second (`pollSeconds`). */
export const FAST_POLL_SECONDS = 1;

export type JobsLog = Pick<FastifyBaseLogger, 'error' | 'warn'>;

/** A logger that says nothing (tests, one-off tools). */
export const silentLog: JobsLog = { error: () => undefined, warn: () => undefined };

/** One start()..stop(): a pg-boss instance is built per start because its timers are fixed at construction. */
interface Session {
  boss: PgBoss;
  workerIds: Map<string, string[]>;
  /** Waits for every query pg-boss issued, then drops later ones. */
  drain(): Promise<void>;
}

function openSession(database: Database, log: JobsLog, work: boolean, timing: JobsTiming): Session {
  // pg-boss records a job's result without awaiting it, after its stop() has stopped waiting for the handler; the
  // database must stay open until those writes are done. `pending` lets drain() wait for them. A write arriving after
  // that (the tail of a handler, or of the cron hand-off that inserts a scheduled job) is dropped with the reply shape
  // pg-boss reads; that job then stays active, expires and runs again.
  let stopped = false;
  const pending = new Set<Promise<unknown>>();
  const executeSql = (text: string, values?: unknown[]) => {
    if (stopped) return Promise.resolve({ rows: [{ count: 0 }] });
    const query = database.executeSql(text, values);
    pending.add(query);
    void query.catch(() => undefined).finally(() => pending.delete(query));
    return query;
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema: SCHEMA,
    // Cron (pg-boss's timekeeper) and maintenance (expiry, archiving) are interval timers: only worker processes run
    // them, so web processes (several of them on PostgreSQL) neither send cron jobs nor do maintenance work.
    schedule: work,
    supervise: work,
    ...timing,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  return {
    boss,
    workerIds: new Map(),
    async drain() {
      while (pending.size) await Promise.allSettled([...pending]);
      stopped = true;
    },
  };
}

export function createJobs(database: Database, log: JobsLog, timing: JobsTiming = {}): Jobs {
  const defs = new Map<string, JobDefinition<unknown>>();
  const schedules = new Map<string, { cron: string; data: unknown; tz: string }>();
  let session: Session | null = null;
  let started = false;

  function defined(name: string) {
    const def = defs.get(name);
    if (!def) throw new Error(`unknown job ${name}`);
    return def;
  }

  function current(action: string): Session {
    if (!session) throw new Error(`jobs: ${action} before start() or after stop()`);
    return session;
  }

  async function firstId(text: string, values: unknown[]): Promise<string | undefined> {
    const [row] = (await database.executeSql(text, values)).rows as { id: string }[];
    return row?.id;
  }

  async function run(def: JobDefinition<unknown>, job: PgBoss.JobWithMetadata<unknown>) {
    const parsed = def.schema.safeParse(job.data);
    if (!parsed.success) throw new Error(`invalid ${def.name} payload: ${parsed.error.message}`);
    return def.handler(parsed.data, { id: job.id, attempt: job.retryCount + 1 });
  }

  /**
   * pg-boss 10 stores the policy on the queue and copies it into each job row at insert; every queue partition has
   * the unique indexes of all policies, each filtered on the row's policy. So a changed policy is an update of the
   * queue row, not a new queue: jobs already queued keep the policy they were inserted with. (Later pg-boss majors
   * refuse to change a queue's policy: after such an upgrade a changed policy means deleting and recreating the queue.)
   */
  async function ensureQueue(boss: PgBoss, def: JobDefinition<unknown>) {
    const policy = def.policy ?? 'standard';
    const queue = await boss.getQueue(def.name);
    // create_queue ignores a queue another process created meanwhile (ON CONFLICT DO NOTHING).
    if (!queue) await boss.createQueue(def.name, { name: def.name, policy });
    else if (queue.policy !== policy) {
      // updateQueue resets an omitted policy to standard and keeps the other settings (omitted = unchanged).
      await boss.updateQueue(def.name, { name: def.name, policy });
      log.warn({ job: def.name, from: queue.policy, to: policy }, 'job queue policy changed');
    }
  }

  /** The declared schedules become pg-boss's schedule rows; rows no worker declares any more are removed. */
  async function storeSchedules(boss: PgBoss, payloads: Map<string, object>) {
    for (const [name, s] of schedules) {
      const def = defined(name);
      // The options travel with each cron-sent job (pg-boss inserts it itself, not through send()).
      await boss.schedule(name, s.cron, payloads.get(name), {
        tz: s.tz,
        ...attemptOptions(def),
      });
    }
    for (const row of await boss.getSchedules()) {
      if (!schedules.has(row.name)) await boss.unschedule(row.name);
    }
  }

  async function startWorkers(s: Session, def: JobDefinition<unknown>) {
    const ids: string[] = [];
    for (let i = 0; i < (def.concurrency ?? 1); i++) {
      // Filled once work() answers (the handler may, in principle, run before that).
      const slot: { id?: string } = {};
      slot.id = await s.boss.work<unknown>(
        def.name,
        { batchSize: 1, pollingIntervalSeconds: def.pollSeconds ?? IDLE_POLL_SECONDS, includeMetadata: true },
        async ([job]) => {
          if (!job) return undefined;
          try {
            return await run(def, job);
          } catch (err) {
            log.warn({ err, job: def.name, id: job.id }, 'job failed');
            throw err;
          } finally {
            // A slot that had a job looks for the next one at once instead of after a poll period: a burst (50 bots
            // due at one instant) drains at the handlers' pace, not one job per slot per poll. Idle polling is unchanged.
            if (slot.id) s.boss.notifyWorker(slot.id);
          }
        },
      );
      ids.push(slot.id);
    }
    s.workerIds.set(def.name, ids);
  }

  const jobs: Jobs = {
    define(def) {
      if (started) throw new Error(`job ${def.name} defined after start`);
      defs.set(def.name, def as JobDefinition<unknown>);
    },
    schedule(name, cron, data, opts = {}) {
      if (started) throw new Error(`schedule of ${name} declared after start`);
      if (schedules.has(name)) throw new Error(`job ${name} already has a schedule (pg-boss keeps one per job)`);
      schedules.set(name, { cron, data: data ?? {}, tz: opts.tz ?? 'UTC' });
    },
    async send(name, data, opts = {}) {
      const def = defined(name);
      const payload = def.schema.parse(data);
      const { boss, workerIds } = current('send');
      const key = opts.singletonKey;
      if (opts.replace && !key) throw new Error('send: replace needs a singletonKey');
      const startAfter = startAfterOf(opts.startAfter);
      if (key && opts.replace) {
        // One statement, so a job that has just started is left alone rather than marked cancelled under its handler.
        await database.executeSql(
          `update ${SCHEMA}.job set state = 'cancelled', completed_on = now()
           where name = $1 and singleton_key = $2 and state < 'active'`,
          [name, key],
        );
      } else if (key && (def.policy ?? 'standard') === 'standard') {
        const existing = await firstId(
          `select id from ${SCHEMA}.job where name = $1 and singleton_key = $2 and state < 'completed'
           order by created_on desc limit 1`,
          [name, key],
        );
        if (existing) return existing;
      }
      // A short or stately queue refuses a second waiting job with the key (pg-boss answers no id): the waiting one
      // stands for this send. If it started between the two statements, the slot is free again: insert once more.
      for (let attempt = 0; attempt < 3; attempt++) {
        const id = await boss.send(name, payload as object, {
          ...attemptOptions(def),
          ...(opts.expireInSeconds ? { expireInSeconds: expirySeconds(opts.expireInSeconds) } : {}),
          ...(key ? { singletonKey: key } : {}),
          ...(startAfter !== undefined ? { startAfter } : {}),
        });
        if (id) {
          // Wake a local worker instead of waiting for its next poll (a delayed job is found by a later poll).
          if (startAfter === undefined) for (const w of workerIds.get(name) ?? []) boss.notifyWorker(w);
          return id;
        }
        const waiting = await firstId(
          `select id from ${SCHEMA}.job where name = $1 and coalesce(singleton_key, '') = $2 and state = 'created'
           order by created_on desc limit 1`,
          [name, key ?? ''],
        );
        if (waiting) return waiting;
      }
      throw new Error(`job ${name} was not queued`);
    },
    async cancel(name, id) {
      defined(name);
      // pg-boss 10's typings say void; the implementation answers how many jobs changed state.
      const result = (await current('cancel').boss.cancel(name, id)) as unknown as { affected: number };
      return result.affected > 0;
    },
    async find(name, id) {
      const job = await current('find').boss.getJobById<unknown>(name, id);
      if (!job) return null;
      return {
        id: job.id,
        name: job.name,
        state: job.state,
        data: job.data,
        output: job.output,
        createdOn: job.createdOn,
        startAfter: job.startAfter,
        completedOn: job.completedOn ?? null,
      };
    },
    async running(name, singletonKey) {
      defined(name);
      return isRunning(database, name, singletonKey);
    },
    async requeue(name, id, startedBefore) {
      defined(name);
      return (await requeueActive(database, { name, id, startedBefore }))[0]?.state ?? null;
    },
    async start({ work, bots = false, recoverOrphans = false }) {
      if (started) throw new Error('jobs already started');
      // Checked before touching the database, so a bad declaration stops every process at start, web included.
      const payloads = new Map<string, object>();
      for (const [name, s] of schedules) payloads.set(name, defined(name).schema.parse(s.data) as object);
      started = true;
      const s = openSession(database, log, work, timing);
      session = s;
      try {
        await s.boss.start();
        for (const def of defs.values()) await ensureQueue(s.boss, def);
        const runsHere = (def: JobDefinition<unknown>) => ((def.runsIn ?? 'worker') === 'bot' ? bots : work);
        if (!work) {
          for (const def of defs.values()) if (runsHere(def)) await startWorkers(s, def);
          return;
        }
        if (recoverOrphans) {
          const rows = await requeueActive(database);
          if (rows.length) log.warn({ jobs: rows.length }, 'jobs left running by a stopped process are queued again');
        }
        // The timekeeper started with boss.start() and may check before the schedules below are stored; it sees them
        // at its next check (cronMonitorIntervalSeconds later). Only a schedule new to the database can miss a slot.
        await storeSchedules(s.boss, payloads);
        for (const def of defs.values()) if (runsHere(def)) await startWorkers(s, def);
      } catch (err) {
        // A half-started instance would keep its timers (and the process) alive.
        await jobs.stop();
        throw err;
      }
    },
    async stop() {
      const s = session;
      if (!s) return;
      session = null;
      started = false;
      await s.boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
      await s.drain();
    },
  };
  return jobs;
}
