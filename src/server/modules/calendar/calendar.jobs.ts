import { z } from 'zod';
import { FAST_POLL_SECONDS, type JobDefinition } from '../../platform/jobs/jobs.js';
import { SYNC_DUE_JOB, SYNC_JOB, type CalendarService } from './calendar.service.js';
import { BOT_DISPATCH_JOB, DispatchDataSchema, type DispatchData, type Scheduler } from './scheduler.js';
import type { Sync } from './sync.js';

export const SyncJobDataSchema = z.object({ connectionId: z.string() });

/**
 * `calendar.sync` per connection: stately, so one sync of a calendar runs at a time and at most one more waits
 * (a Refresh during a sync queues the next one instead of a pile). A failure is recorded on the connection and the
 * next period tries again, so the job itself is not retried.
 */
export function calendarJobs(deps: {
  sync: Sync;
  service: CalendarService;
  scheduler: Scheduler;
  syncMinutes: number;
}): JobDefinition<never>[] {
  const syncJob: JobDefinition<{ connectionId: string }> = {
    name: SYNC_JOB,
    schema: SyncJobDataSchema,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 5 * 60,
    concurrency: 2,
    handler: async ({ connectionId }) => ({ outcome: await deps.sync.syncConnection(connectionId) }),
  };
  // One cron job fans out: each minute it queues the connections whose last sync is a period old.
  const dueJob: JobDefinition<Record<string, never>> = {
    name: SYNC_DUE_JOB,
    schema: z.object({}).strict() as never,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 60,
    handler: () => deps.service.syncDue(deps.syncMinutes),
  };
  // A dispatch that failed to start the bot is tried twice more; the handler's guard makes a duplicate harmless.
  const dispatchJob: JobDefinition<DispatchData> = {
    name: BOT_DISPATCH_JOB,
    schema: DispatchDataSchema,
    policy: 'short',
    retryLimit: DISPATCH_RETRIES,
    retryDelay: 15,
    expireInSeconds: 5 * 60,
    concurrency: 2,
    // Delayed to the meeting's join time: only a poll finds it due.
    pollSeconds: FAST_POLL_SECONDS,
    handler: (data, ctx) =>
      deps.scheduler.dispatch(data, { attempt: ctx.attempt, lastAttempt: ctx.attempt > DISPATCH_RETRIES }),
  };
  return [syncJob, dueJob, dispatchJob] as JobDefinition<never>[];
}

export const SYNC_DUE_CRON = '* * * * *';
const DISPATCH_RETRIES = 2;
