import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ACTIVE_BOT_STATES, type BotLanguage, type BotSession } from '../../../shared/api/bots.js';
import { speechLanguageOf } from '../../../shared/api/speech.js';
import { MEETING_LINK_MESSAGES, parseMeetingLink, type HostAlias } from '../../../shared/meeting-link.js';
import type { Database } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { checkTimeZone } from '../../platform/http/time-zone.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { RecordingService } from '../recording/recording.service.js';
import type { BotRepo } from './bot.repo.js';
import type { BotSessionRow } from './bot.schema.js';
import { botDisplayName, toBotSession } from './bot.view.js';

export const BOT_JOIN_JOB = 'bot.join';
/** Every bot process hears Stop through this channel (payload: the session id) and leaves if it runs that bot. */
export const BOT_STOP_CHANNEL = 'notulen_bot_stop';

export interface StartBot {
  meetingUrl: string;
  language: BotLanguage;
  timeZone?: string | undefined;
  /** The calendar's scheduled bot that sends this one. */
  scheduledBotId?: string | undefined;
  /** Leave by then (the event's end, for a scheduled bot with leaveAfterMeeting). */
  leaveAt?: Date | undefined;
  /** The spec's bot-server API: its own session id and Zoom passcode. */
  externalId?: string | undefined;
  password?: string | undefined;
}

export interface BotService {
  /** Validates the link (400 with the spec's message), creates the session and its recording, queues the bot. */
  start(userId: string, body: StartBot): Promise<BotSession>;
  get(userId: string, id: string): Promise<BotSession>;
  find(userId: string, id: string): Promise<BotSessionRow>;
  /** The newest session the spec's bot-server API named `externalId` (that API is keyed, not per user). */
  findByExternal(externalId: string): Promise<BotSessionRow | null>;
  findScheduled(userId: string, scheduledBotId: string, since: Date): Promise<BotSessionRow | null>;
  list(userId: string, opts: { active: boolean; limit: number }): Promise<BotSession[]>;
  /** The user's Stop: the bot leaves wherever it runs; one not started yet never starts. Idempotent. */
  stop(userId: string, id: string): Promise<BotSession>;
  /** The same meeting again, as a new session (409 while this one is still active). */
  retry(userId: string, id: string): Promise<BotSession>;
  screenshot(userId: string, id: string): Promise<Readable>;
  /** Hosts that count as a platform here (MEETING_HOST_ALIASES). */
  aliases(): HostAlias[];
}

export interface BotServiceDeps {
  repo: BotRepo;
  recordings: Pick<RecordingService, 'create'>;
  jobs: Pick<Jobs, 'send' | 'cancel'>;
  storage: Pick<Storage, 'read'>;
  database: Pick<Database, 'notify'>;
  profile(userId: string): Promise<{ name: string; email: string } | undefined>;
  hostAliases: HostAlias[];
  /** Bots one user may have active at once (each is a Chromium somewhere). */
  maxActivePerUser: number;
  /** The zone the user's browser last reported (settings): the transcript's title and its minutes' dates. */
  timeZoneOf(userId: string): Promise<string | undefined>;
}

export function createBotService(deps: BotServiceDeps): BotService {
  const { repo } = deps;

  async function find(userId: string, id: string) {
    const row = await repo.find(userId, id);
    if (!row) throw notFound('Bot session');
    return row;
  }

  async function start(userId: string, body: StartBot): Promise<BotSession> {
    const check = parseMeetingLink(body.meetingUrl, deps.hostAliases);
    if (!check.ok) throw new AppError(check.code, 400, MEETING_LINK_MESSAGES[check.code]);
    // A scheduled bot (no browser behind it) or an API client: the zone the user's browser last reported.
    const timeZone = checkTimeZone(body.timeZone) ?? (await deps.timeZoneOf(userId));
    // The bot-server API names the user in its body: an unknown one is a 404, not a foreign-key failure (a 500).
    const profile = await deps.profile(userId);
    if (!profile) throw notFound('User');
    // Counted before the insert, so two sends at the very same moment may both pass: a bound on cost, not an exact quota.
    if ((await repo.countActive(userId)) >= deps.maxActivePerUser) {
      throw new AppError('BOT_LIMIT_REACHED', 429, 'Too many bots are in or on their way to meetings; stop one first');
    }
    const id = randomUUID();
    const recordingId = randomUUID();
    // The recording exists before the bot does: chunks and live finals go there exactly as a browser's would.
    await deps.recordings.create(userId, recordingId, { language: speechLanguageOf(body.language) ?? 'id' });
    const row = await repo.insert({
      id,
      userId,
      platform: check.link.platform,
      meetingUrl: check.link.url,
      language: body.language,
      timeZone: timeZone ?? null,
      displayName: botDisplayName(profile),
      password: body.password ?? null,
      recordingId,
      scheduledBotId: body.scheduledBotId ?? null,
      externalId: body.externalId ?? null,
      leaveAt: body.leaveAt ?? null,
    });
    const jobId = await deps.jobs.send(BOT_JOIN_JOB, { sessionId: id }, { singletonKey: id });
    return toBotSession((await repo.update(id, { jobId })) ?? row);
  }

  return {
    start,
    get: async (userId, id) => toBotSession(await find(userId, id)),
    find,
    findByExternal: (externalId) => repo.findByExternal(externalId),
    findScheduled: (userId, scheduledBotId, since) => repo.findScheduled(userId, scheduledBotId, since),
    list: async (userId, opts) => (await repo.list(userId, opts)).map(toBotSession),

    async stop(userId, id) {
      const row = await find(userId, id);
      if (!ACTIVE_BOT_STATES.includes(row.state)) return toBotSession(row);
      await repo.requestStop(userId, id);
      // A bot no process has taken yet is stopped here: nothing was recorded, nothing to leave. So is one whose job
      // was never queued (the send failed): nothing would ever end it, and it would count against the user's bound.
      if (row.state === 'queued' && (!row.jobId || (await deps.jobs.cancel(BOT_JOIN_JOB, row.jobId)))) {
        const ended = await repo.advance(id, { state: 'done', endReason: 'stopped', endedAt: new Date() });
        if (ended) return toBotSession(ended);
      }
      await deps.database.notify(BOT_STOP_CHANNEL, id);
      return toBotSession(await find(userId, id));
    },

    async retry(userId, id) {
      const row = await find(userId, id);
      if (ACTIVE_BOT_STATES.includes(row.state)) {
        throw new AppError('CONFLICT', 409, 'This bot is still in the meeting or on its way');
      }
      return start(userId, {
        meetingUrl: row.meetingUrl,
        language: row.language,
        timeZone: row.timeZone ?? undefined,
        password: row.password ?? undefined,
      });
    },

    async screenshot(userId, id) {
      const row = await find(userId, id);
      if (!row.screenshotKey) throw notFound('Screenshot');
      return deps.storage.read(row.screenshotKey);
    },

    aliases: () => deps.hostAliases,
  };
}
