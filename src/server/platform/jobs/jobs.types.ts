import type { ZodType } from 'zod';

/** The contract of durable background jobs (implemented in jobs.ts). */

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
  /** How jobs sharing a singleton key are limited (default `standard`); see {@link JobPolicy}. */
  policy?: JobPolicy;
  /**
   * Which processes run the handler: `worker` (default) or `bot` (meeting bots: a headless browser each, so a
   * deployment scales them apart from the workers with `--services=bot`).
   */
  runsIn?: JobRunner;
  /**
   * How often an idle slot looks for work, in seconds (default IDLE_POLL_SECONDS of jobs.ts, 2 s). A `send` in this process
   * wakes its slots at once and a slot that finished a job looks again at once, so this bounds only how late a job
   * sent by another process, or a delayed one coming due, is taken up. Every look is a query: jobs that someone
   * waits on by the second (a bot that should knock now) poll faster.
   */
  pollSeconds?: number;
}

export type JobRunner = 'worker' | 'bot';

/**
 * pg-boss queue policies, i.e. what `send` does with jobs that share a singleton key (jobs sent without a key all
 * share the empty key):
 * - `standard`: a waiting or running job with the key is reused. Checked before inserting, so two racing sends may
 *   both queue one: handlers must be safe to run twice.
 * - `short`: at most one waiting job per key, enforced by the database (racing sends get the same id); while one
 *   runs, one more may wait.
 * - `singleton`: at most one running job per key; every send queues and waits its turn.
 * - `stately`: `short` and `singleton` together: at most one waiting and one running job per key.
 */
export type JobPolicy = 'standard' | 'short' | 'singleton' | 'stately';

export interface JobContext {
  id: string;
  /** 1 on the first try. */
  attempt: number;
}

export interface SendOptions {
  singletonKey?: string;
  /** Not before this instant, or this many seconds from now (pg-boss `startAfter`). */
  startAfter?: Date | number;
  /**
   * With `singletonKey`: cancel the waiting jobs with that key (not one already running) and queue this one, e.g. a
   * rescheduled meeting's dispatch. Without it a waiting job is reused, keeping its old `startAfter`.
   */
  replace?: boolean;
  /** This job's own running limit (a long recording's finish needs longer than a short one's); default the definition's. */
  expireInSeconds?: number;
}

export interface ScheduleOptions {
  /** IANA time zone the cron expression is read in (default UTC). */
  tz?: string;
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
  /** The job is not fetched before this instant. */
  startAfter: Date;
  completedOn: Date | null;
}

export interface Jobs {
  define<T>(def: JobDefinition<T>): void;
  /**
   * Runs a defined job on a cron expression (5 fields, at most once a minute), with `data` (default `{}`) checked
   * against its schema at start. pg-boss keeps one schedule per job name. Worker processes store the declared
   * schedules (and delete undeclared ones) at start and run the cron check; other processes ignore them.
   */
  schedule<T>(name: string, cron: string, data?: T, opts?: ScheduleOptions): void;
  /** Queues a job; returns its id, or the id of the job that stands for it (see {@link JobPolicy}). */
  send<T>(name: string, data: T, opts?: SendOptions): Promise<string>;
  /**
   * Cancels a waiting or running job; false when it had already ended. A running handler is not interrupted, but its
   * result is no longer recorded.
   */
  cancel(name: string, id: string): Promise<boolean>;
  find(name: string, id: string): Promise<JobInfo | null>;
  /** Whether a job with this singleton key is running now (in any process). */
  running(name: string, singletonKey: string): Promise<boolean>;
  /**
   * A job left `active` by a process known to be dead (its own heartbeat says so) runs again now instead of waiting
   * out its expiry; it counts as an attempt. Only an attempt started before `startedBefore` (when the heartbeat went
   * silent): a newer attempt is the rejoin itself, not yet beating. Answers 'retry', 'failed' (no attempts left) or
   * null (not active, or a newer attempt).
   */
  requeue(name: string, id: string, startedBefore: Date): Promise<'retry' | 'failed' | null>;
  /**
   * Creates pg-boss's tables (first run) and the queues with their policies. With `work`, also starts polling for
   * every worker job, the cron check and maintenance (expiring stuck jobs, archiving): these timers run only there.
   * With `bots`, polls for the jobs that run in bot processes.
   */
  start(opts: {
    work: boolean;
    bots?: boolean;
    /**
     * Jobs left `active` by a process that died are queued again at once instead of waiting out their expiry. Only
     * true where this process is the database's only worker: the embedded database (one process owns its directory).
     */
    recoverOrphans?: boolean;
  }): Promise<void>;
  stop(): Promise<void>;
}
