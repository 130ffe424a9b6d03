import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { BotLanguage } from '../../../shared/api/bots.js';
import type { ScheduledBot, ScheduledBotOptions } from '../../../shared/api/calendar.js';
import { AppError } from '../../platform/http/errors.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { CalendarRepo, ConnectionRow, EventRow, ScheduledBotRow } from './calendar.repo.js';

/**
 * What the calendar needs from the meeting bot (another module): send a bot to a meeting now, and take one back.
 * The composition root hands in the bot service behind this.
 */
export interface BotDispatcher {
  start(
    userId: string,
    request: { meetingUrl: string; language: BotLanguage; scheduledBotId: string; leaveAt?: Date },
  ): Promise<{ id: string }>;
  stop(userId: string, botSessionId: string): Promise<void>;
  /** The bot sent for this scheduled bot since then, if any (a dispatch whose process died after sending it). */
  sentSince(userId: string, scheduledBotId: string, since: Date): Promise<{ id: string } | null>;
}

/** How often a write that lost a race re-reads the row and decides again. */
const RACE_TRIES = 3;
/** The bot service stamps a session with the database's clock, the claim with this process's: a small allowance. */
const CLOCK_SKEW_MS = 5_000;

export const BOT_DISPATCH_JOB = 'bot.dispatch';
export const DispatchDataSchema = z.object({ scheduledBotId: z.string(), joinAt: z.iso.datetime() });
export type DispatchData = z.infer<typeof DispatchDataSchema>;

export const DEFAULT_OPTIONS: ScheduledBotOptions = {
  joinMinutesBefore: 5,
  leaveAfterMeeting: true,
  enableTranscription: true,
};

interface Log {
  warn(obj: object, msg: string): void;
}

export interface SchedulerDeps {
  repo: CalendarRepo;
  jobs: Pick<Jobs, 'send' | 'cancel'>;
  dispatcher: BotDispatcher | undefined;
  /** The bot's language: the user's settings language. */
  languageOf(userId: string): Promise<BotLanguage>;
  log: Log;
  now?: () => Date;
}

export function toScheduledBot(row: ScheduledBotRow): ScheduledBot {
  return {
    id: row.id,
    eventId: row.eventId,
    title: row.title,
    meetingUrl: row.meetingUrl,
    platform: row.platform,
    scheduledJoinTime: row.joinAt.toISOString(),
    eventStart: row.eventStart.toISOString(),
    eventEnd: row.eventEnd.toISOString(),
    options: {
      joinMinutesBefore: row.joinMinutesBefore,
      leaveAfterMeeting: row.leaveAfterMeeting,
      enableTranscription: row.enableTranscription,
    },
    status: row.status,
    botSessionId: row.botSessionId,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/**
 * Scheduled bots (spec §3/§4): stored as `scheduled`, dispatched by a delayed `bot.dispatch` job at join time (one
 * waiting job per bot: short policy, singleton key = the bot's id), kept true to the calendar by every sync.
 */
export function createScheduler(deps: SchedulerDeps) {
  const { repo, jobs, log } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Stores the bot as scheduled for `event` and (re)queues its dispatch; the old waiting job is replaced. Written only
   * while the row is as `existing` says (or absent when null): null when it changed meanwhile (a dispatch claimed it,
   * another sync re-armed it), and the caller reads it again, so a stale read never sends a second bot.
   */
  async function arm(
    event: EventRow,
    options: ScheduledBotOptions,
    existing: ScheduledBotRow | null,
  ): Promise<ScheduledBotRow | null> {
    if (!event.meetingUrl || !event.platform) throw new AppError('CALENDAR_NO_MEETING_URL', 400);
    const joinAt = new Date(event.startAt.getTime() - options.joinMinutesBefore * 60_000);
    const fields = {
      title: event.title,
      meetingUrl: event.meetingUrl,
      platform: event.platform,
      joinAt,
      eventStart: event.startAt,
      eventEnd: event.endAt,
      ...options,
      status: 'scheduled' as const,
      jobId: null,
      botSessionId: null,
      cancelledAt: null,
      dispatchedAt: null,
    };
    const row = existing
      ? await repo.updateBot(existing.id, fields, { status: existing.status, joinAt: existing.joinAt })
      : await repo.insertBot({ id: randomUUID(), userId: event.userId, eventId: event.id, ...fields });
    if (!row) return null;
    const jobId = await jobs.send<DispatchData>(
      BOT_DISPATCH_JOB,
      { scheduledBotId: row.id, joinAt: joinAt.toISOString() },
      { singletonKey: row.id, startAfter: joinAt, replace: true },
    );
    return (await repo.updateBot(row.id, { jobId }, { status: 'scheduled', joinAt })) ?? row;
  }

  /** The bot will not come: its waiting dispatch is cancelled; one already sent to a meeting still on is taken back. */
  async function disarm(bot: ScheduledBotRow, stopSent: boolean) {
    if (bot.jobId) await jobs.cancel(BOT_DISPATCH_JOB, bot.jobId).catch(() => false);
    if (stopSent && bot.status === 'dispatched' && bot.botSessionId && bot.eventEnd > now()) {
      await stopSession(bot.userId, bot.botSessionId);
    }
  }

  async function stopSession(userId: string, botSessionId: string) {
    try {
      await deps.dispatcher?.stop(userId, botSessionId);
    } catch (err) {
      log.warn({ err, botSessionId }, 'calendar: the bot sent to a moved or cancelled meeting did not stop');
    }
  }

  /** Cancelled while the row is as read; null when it changed meanwhile (read again, decide again). */
  async function cancelRow(bot: ScheduledBotRow) {
    await disarm(bot, true);
    return repo.updateBot(
      bot.id,
      { status: 'cancelled', cancelledAt: now(), jobId: null },
      { status: bot.status, joinAt: bot.joinAt },
    );
  }

  /**
   * `step` decides from the row as read and writes only while it is unchanged (null otherwise): on a lost race the row
   * is read again and the decision made again, a few times. Answers the last row seen.
   */
  async function settle(
    first: ScheduledBotRow,
    step: (bot: ScheduledBotRow) => Promise<ScheduledBotRow | null>,
  ): Promise<ScheduledBotRow> {
    let bot = first;
    for (let i = 0; i < RACE_TRIES; i++) {
      const done = await step(bot);
      if (done) return done;
      const fresh = await repo.getBot(bot.id);
      if (!fresh) return bot;
      bot = fresh;
    }
    log.warn({ scheduledBotId: bot.id }, 'calendar: a scheduled bot kept changing under its update; left as it is');
    return bot;
  }

  /** One bot follows its event (reconcile); null when the row changed under the write. */
  async function follow(bot: ScheduledBotRow, event: EventRow | undefined): Promise<ScheduledBotRow | null> {
    if (bot.status === 'cancelled') return bot;
    if (!event || event.cancelled || !event.meetingUrl) return cancelRow(bot);
    const moved = event.startAt.getTime() !== bot.eventStart.getTime();
    const relinked = event.meetingUrl !== bot.meetingUrl;
    if (moved || relinked) {
      await disarm(bot, true);
      return arm(
        event,
        {
          joinMinutesBefore: bot.joinMinutesBefore,
          leaveAfterMeeting: bot.leaveAfterMeeting,
          enableTranscription: bot.enableTranscription,
        },
        bot,
      );
    }
    if (event.endAt.getTime() !== bot.eventEnd.getTime() || event.title !== bot.title) {
      return repo.updateBot(bot.id, { eventEnd: event.endAt, title: event.title }, { status: bot.status });
    }
    return bot;
  }

  async function storeSession(bot: ScheduledBotRow, botSessionId: string) {
    const stored = await repo.updateBot(bot.id, { botSessionId }, { status: 'dispatched', joinAt: bot.joinAt });
    // The meeting moved or was cancelled while the bot was being started: that bot is not wanted.
    if (!stored) await stopSession(bot.userId, botSessionId);
    return { botSessionId };
  }

  return {
    async schedule(userId: string, eventId: string, options: Partial<ScheduledBotOptions> = {}) {
      const event = await repo.findEvent(userId, eventId);
      if (!event || event.cancelled) throw new AppError('CALENDAR_EVENT_NOT_FOUND', 404, 'Event not found');
      if (!event.meetingUrl) throw new AppError('CALENDAR_NO_MEETING_URL', 400, 'No meeting URL found for this event');
      const wanted = { ...DEFAULT_OPTIONS, ...options };
      // Already sent to this meeting: asking again changes nothing.
      const step = (bot: ScheduledBotRow) =>
        bot.status === 'dispatched' ? Promise.resolve(bot) : arm(event, wanted, bot);
      const existing = await repo.botOfEvent(event.id);
      if (existing) return toScheduledBot(await settle(existing, step));
      const created = await arm(event, wanted, null);
      if (created) return toScheduledBot(created);
      // Created at the same moment by a sync's auto-record or another tab: that one, with these options.
      return toScheduledBot(await settle((await repo.botOfEvent(event.id))!, step));
    },

    async cancel(userId: string, eventId: string) {
      const event = await repo.findEvent(userId, eventId);
      if (!event) throw new AppError('CALENDAR_EVENT_NOT_FOUND', 404, 'Event not found');
      const bot = await repo.botOfEvent(event.id);
      if (!bot) throw new AppError('NOT_FOUND', 404, 'No bot is scheduled for this event');
      return toScheduledBot(await settle(bot, (b) => (b.status === 'cancelled' ? Promise.resolve(b) : cancelRow(b))));
    },

    async list(userId: string) {
      return (await repo.listScheduled(userId)).map(toScheduledBot);
    },

    /**
     * `bot.dispatch`: sends the bot if the row still wants it at this very join time (else the job is stale).
     * `attempt` and `lastAttempt` come from the job: a retry finds the row as the failed attempt left it.
     */
    async dispatch(
      data: DispatchData,
      { attempt = 1, lastAttempt = true }: { attempt?: number; lastAttempt?: boolean } = {},
    ) {
      const bot = await repo.getBot(data.scheduledBotId);
      if (!bot || bot.joinAt.toISOString() !== data.joinAt) return { skipped: 'stale' };
      // A retry after the process died between the claim and the bot's start: claimed, no session stored yet.
      const resumed = attempt > 1 && bot.status === 'dispatched' && !bot.botSessionId && !!bot.dispatchedAt;
      if (bot.status !== 'scheduled' && !resumed) return { skipped: 'stale' };
      const expect = { status: bot.status, joinAt: bot.joinAt };
      if (bot.eventEnd <= now()) {
        await repo.updateBot(bot.id, { status: 'cancelled', cancelledAt: now(), jobId: null }, expect);
        return { skipped: 'ended' };
      }
      if (!deps.dispatcher) throw new Error('bot.dispatch: this process has no bot service to send the bot with');
      if (resumed) {
        const sent = await deps.dispatcher.sentSince(
          bot.userId,
          bot.id,
          new Date(bot.dispatchedAt!.getTime() - CLOCK_SKEW_MS),
        );
        if (sent) return storeSession(bot, sent.id);
      } else {
        // Claimed first, so a duplicate job or a second worker finds it no longer scheduled.
        const claimed = await repo.updateBot(
          bot.id,
          { status: 'dispatched', dispatchedAt: now(), jobId: null },
          expect,
        );
        if (!claimed) return { skipped: 'stale' };
      }
      let session: { id: string };
      try {
        session = await deps.dispatcher.start(bot.userId, {
          meetingUrl: bot.meetingUrl,
          language: await deps.languageOf(bot.userId),
          scheduledBotId: bot.id,
          ...(bot.leaveAfterMeeting ? { leaveAt: bot.eventEnd } : {}),
        });
      } catch (err) {
        // Back to scheduled, so the job's retry dispatches it again (same join time); after the last attempt the row
        // says it failed, instead of a scheduled bot whose time has passed.
        await repo.updateBot(
          bot.id,
          lastAttempt ? { status: 'failed', jobId: null } : { status: 'scheduled', dispatchedAt: null },
          { status: 'dispatched', joinAt: bot.joinAt },
        );
        throw err;
      }
      return storeSession(bot, session.id);
    },

    /**
     * After a sync: every active bot follows its event. Gone, cancelled or without a link → cancelled (a bot already
     * in that meeting is stopped). Moved or another link → the dispatch moves (a bot already sent is stopped and
     * comes again at the new time). Title or end changed → the row follows.
     */
    async reconcile(events: Map<string, EventRow>, bots: ScheduledBotRow[]) {
      for (const read of bots) await settle(read, (bot) => follow(bot, events.get(bot.eventId)));
    },

    /** Auto-record: a bot for each upcoming meeting with a link that never had one (a cancelled bot stays cancelled). */
    async autoRecord(connection: ConnectionRow, events: EventRow[]) {
      if (connection.autoRecord === 'off') return 0;
      const candidates = events.filter(
        (e) => !e.cancelled && e.meetingUrl && e.startAt > now() && (connection.autoRecord === 'all' || e.isOrganizer),
      );
      const taken = new Set((await repo.botsOfEvents(candidates.map((e) => e.id))).map((b) => b.eventId));
      let added = 0;
      for (const event of candidates) {
        if (taken.has(event.id)) continue;
        // null: the user scheduled this one at the same moment, and theirs stands.
        if (await arm(event, DEFAULT_OPTIONS, null)) added++;
      }
      return added;
    },

    /** Disconnect and account deletion: waiting dispatches cancelled (the rows go with their events). */
    async dropAll(bots: ScheduledBotRow[]) {
      for (const bot of bots) await disarm(bot, false);
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
