import PgBoss from 'pg-boss';
import type { ZodType } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';

/**
 * Durable background jobs (pg-boss on the app's own database, PGlite included). A module declares its jobs with
 * `define` beside the service that runs them; any process may `send`; only processes started with the worker service
 * run handlers. Payloads are validated with zod on both sides, so a bad payload fails the job, never the worker.
 */
export interface JobDefinition<T> {
  /** Dotted `resource.verb`, e.g. `summary.generate`. */
  name: string;
  schema: ZodType<T>;
  handler(data: T, ctx: JobContext): Promise<unknown>;
  /** Attempts after the first failure (default 1), seconds between them (default 2). */
  retryLimit?: number;
  retryDelay?: number;
  /** A job running longer than this is failed and retried (default 15 min). */
  expireInSeconds?: number;
  /** Handlers of this job run at once in one process (default 1). */
  concurrency?: number;
}

export interface JobContext {
  id: string;
  /** 1 on the first try. */
  attempt: number;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobInfo {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  /** What the handler returned (completed) or `{ message }` of the error (failed). */
  output: unknown;
  createdOn: Date;
  completedOn: Date | null;
}

export interface Jobs {
  define<T>(def: JobDefinition<T>): void;
  /** Queues a job; returns its id. With `singletonKey`, a job with that key still waiting or running is reused. */
  send<T>(name: string, data: T, opts?: { singletonKey?: string }): Promise<string>;
  find(name: string, id: string): Promise<JobInfo | null>;
  /** Creates pg-boss's tables (first run) and, with `work`, starts polling for every defined job. */
  start(opts: { work: boolean }): Promise<void>;
  stop(): Promise<void>;
}

const POLL_SECONDS = 0.5;

export type JobsLog = Pick<FastifyBaseLogger, 'error' | 'warn'>;

/** A logger that says nothing (tests, one-off tools). */
export const silentLog: JobsLog = { error: () => undefined, warn: () => undefined };

export function createJobs(database: Database, log: JobsLog): Jobs {
  // pg-boss records a job's result without awaiting it, after its stop() has stopped waiting for the handler; the
  // database must stay open until those writes are done. `pending` lets stop() wait for them. A write arriving after
  // that (only completions can: the workers are stopped) is dropped with the reply shape pg-boss reads; the job then
  // stays active, expires and runs again.
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
    schema: 'pgboss',
    // The web process does not need cron or maintenance timers on PGlite; the worker supervises.
    schedule: false,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const defs = new Map<string, JobDefinition<unknown>>();
  const workerIds = new Map<string, string[]>();
  let started = false;

  async function run(def: JobDefinition<unknown>, job: PgBoss.JobWithMetadata<unknown>) {
    const parsed = def.schema.safeParse(job.data);
    if (!parsed.success) throw new Error(`invalid ${def.name} payload: ${parsed.error.message}`);
    return def.handler(parsed.data, { id: job.id, attempt: job.retryCount + 1 });
  }

  return {
    define(def) {
      if (started) throw new Error(`job ${def.name} defined after start`);
      defs.set(def.name, def as JobDefinition<unknown>);
    },
    async send(name, data, opts = {}) {
      const def = defs.get(name);
      if (!def) throw new Error(`unknown job ${name}`);
      const payload = def.schema.parse(data);
      if (opts.singletonKey) {
        // Two racing sends may both queue one; handlers are written to be safe to run twice.
        const [existing] = (
          await database.executeSql(
            `select id from pgboss.job where name = $1 and singleton_key = $2 and state < 'completed'
             order by created_on desc limit 1`,
            [name, opts.singletonKey],
          )
        ).rows as { id: string }[];
        if (existing) return existing.id;
      }
      const id = await boss.send(name, payload as object, {
        retryLimit: def.retryLimit ?? 1,
        retryDelay: def.retryDelay ?? 2,
        expireInSeconds: def.expireInSeconds ?? 15 * 60,
        ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
      });
      if (!id) throw new Error(`job ${name} was not queued`);
      // Wake a local worker instead of waiting for its next poll.
      for (const w of workerIds.get(name) ?? []) boss.notifyWorker(w);
      return id;
    },
    async find(name, id) {
      const job = await boss.getJobById<unknown>(name, id);
      if (!job) return null;
      return {
        id: job.id,
        name: job.name,
        state: job.state,
        data: job.data,
        output: job.output,
        createdOn: job.createdOn,
        completedOn: job.completedOn ?? null,
      };
    },
    async start({ work }) {
      started = true;
      stopped = false;
      await boss.start();
      for (const def of defs.values()) {
        await boss.createQueue(def.name).catch(() => undefined); // exists already
        if (!work) continue;
        const ids: string[] = [];
        for (let i = 0; i < (def.concurrency ?? 1); i++) {
          ids.push(
            await boss.work<unknown>(
              def.name,
              { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true },
              async ([job]) => {
                if (!job) return undefined;
                try {
                  return await run(def, job);
                } catch (err) {
                  log.warn({ err, job: def.name, id: job.id }, 'job failed');
                  throw err;
                }
              },
            ),
          );
        }
        workerIds.set(def.name, ids);
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
      while (pending.size) await Promise.allSettled([...pending]);
      stopped = true;
    },
  };
}
