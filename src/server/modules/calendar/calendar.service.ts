import { randomBytes, randomUUID } from 'node:crypto';
import type {
  AutoRecord,
  CalendarConnection,
  CalendarEvent,
  Calendars,
  OAuthCalendarProvider,
} from '../../../shared/api/calendar.js';
import type { ErrorCode } from '../../../shared/errors.js';
import type { Config } from '../../platform/config/config.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { checkUrl, SafeFetchError } from '../../platform/http/safe-fetch.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { CalendarRepo, ConnectionRow } from './calendar.repo.js';
import { syncWindow } from './calendar.types.js';
import { FeedInvalidError } from './ics.js';
import { newCodeVerifier, type OAuthClient } from './oauth.js';
import { toScheduledBot, type Scheduler } from './scheduler.js';
import type { Sync } from './sync.js';

export const SYNC_JOB = 'calendar.sync';
export const SYNC_DUE_JOB = 'calendar.sync-due';

const STATE_TTL_MS = 10 * 60_000;
const WEEK_MS = 7 * 24 * 3600_000;
const DONE_STATES = new Set(['completed', 'failed', 'cancelled']);

interface Log {
  warn(obj: object, msg: string): void;
}

export interface CalendarServiceDeps {
  repo: CalendarRepo;
  sync: Sync;
  scheduler: Scheduler;
  oauth: OAuthClient;
  box: SecretBox;
  jobs: Pick<Jobs, 'send' | 'find' | 'running'>;
  config: Pick<Config, 'publicUrl' | 'calendar'>;
  log: Log;
  /** How long Refresh waits for the syncs it asked for (default 20 s). */
  refreshWaitMs?: number;
}

export function toConnection(row: ConnectionRow): CalendarConnection {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    connected: row.connected,
    lastSynced: row.lastSyncedAt?.toISOString() ?? null,
    disconnectedAt: row.disconnectedAt?.toISOString() ?? null,
    status: row.status,
    error: row.error,
    autoRecord: row.autoRecord,
  };
}

const PROVIDER_NAMES: Record<OAuthCalendarProvider, string> = {
  google: 'Google Calendar',
  outlook: 'Outlook Calendar',
};

/**
 * Connections (OAuth and ICS), the upcoming events and what the routes need around them. Syncing happens in the
 * `calendar.sync` job (sync.ts); bots in the scheduler.
 */
export function createCalendarService(deps: CalendarServiceDeps) {
  const { repo, sync, scheduler, oauth, box, jobs, config, log } = deps;

  async function requestSync(connectionId: string) {
    await repo.updateConnection(connectionId, { status: 'syncing' });
    return jobs.send(SYNC_JOB, { connectionId }, { singletonKey: connectionId });
  }

  async function overview(userId: string): Promise<Calendars> {
    return {
      connections: (await repo.listConnections(userId)).map(toConnection),
      providers: { google: oauth.configured('google'), outlook: oauth.configured('outlook') },
    };
  }

  async function owned(userId: string, id: string) {
    const row = await repo.findConnection(userId, id);
    if (!row) throw notFound('Calendar');
    return row;
  }

  const back = (path: string, params: Record<string, string>) =>
    `${config.publicUrl}${path}?${new URLSearchParams(params).toString()}`;

  return {
    overview,
    requestSync,

    async startConnect(user: { id: string; email: string }, provider: OAuthCalendarProvider, returnTo: string) {
      if (!oauth.configured(provider)) throw new AppError('PROVIDER_NOT_CONFIGURED', 400);
      const state = randomBytes(24).toString('base64url');
      const codeVerifier = newCodeVerifier();
      await repo.saveState({
        state,
        userId: user.id,
        provider,
        codeVerifier,
        returnTo,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      try {
        return { url: await oauth.authorizeUrl(provider, { state, codeVerifier, loginHint: user.email }) };
      } catch (err) {
        log.warn({ err, provider }, 'calendar: the provider’s discovery failed');
        throw new AppError('CALENDAR_CONNECT_FAILED', 502);
      }
    },

    /**
     * The provider's redirect back. Answers where to send the browser: the screen that asked, with
     * `calendar=connected&provider=…` or `calendar=error&code=…`. The state must be one this user started.
     */
    async finishConnect(
      currentUserId: string | null,
      provider: OAuthCalendarProvider,
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
    ): Promise<string> {
      const state = query.state ? await repo.takeState(query.state) : null;
      const fail = (code: ErrorCode, path = '/dashboard/calendar') => back(path, { calendar: 'error', code });
      if (!state || state.provider !== provider) return fail('CALENDAR_CONNECT_FAILED');
      if (!currentUserId || currentUserId !== state.userId) return fail('UNAUTHENTICATED', state.returnTo);
      if (query.error || !query.code) return fail('CALENDAR_CONNECT_FAILED', state.returnTo);
      let tokens;
      try {
        tokens = await oauth.exchangeCode(provider, query.code, state.codeVerifier);
      } catch (err) {
        log.warn({ err, provider }, 'calendar: code exchange failed');
        return fail('CALENDAR_CONNECT_FAILED', state.returnTo);
      }
      if (!tokens.refreshToken) return fail('CALENDAR_CONNECT_FAILED', state.returnTo);
      const id = `${provider}-${state.userId}`;
      await repo.saveConnection({
        id,
        userId: state.userId,
        type: provider,
        name: tokens.email ?? PROVIDER_NAMES[provider],
        connected: true,
        status: 'syncing',
        error: null,
        disconnectedAt: null,
        accountEmail: tokens.email ?? null,
        accessToken: box.seal(tokens.accessToken),
        refreshToken: box.seal(tokens.refreshToken),
        accessTokenExpiresAt: tokens.expiresAt,
      });
      await requestSync(id);
      return back(state.returnTo, { calendar: 'connected', provider });
    },

    /** Adds a feed: read at once (a bad address is refused here, with the reason), then stored and synced. */
    async addIcs(user: { id: string; email: string }, input: { url: string; name?: string | undefined }) {
      let url: URL;
      try {
        url = checkUrl(input.url, config.calendar.allowPrivateNetworkUrls);
      } catch {
        throw new AppError('CALENDAR_URL_FORBIDDEN', 400);
      }
      const id = `ics-${randomUUID()}`;
      const probe = {
        id,
        userId: user.id,
        type: 'ics' as const,
        name: input.name || url.hostname,
        feedUrl: box.seal(url.toString()),
        accountEmail: user.email,
      };
      let feed;
      try {
        feed = await sync.fetchIcs({ ...probe } as ConnectionRow, syncWindow());
      } catch (err) {
        if (err instanceof SafeFetchError && err.reason === 'forbidden')
          throw new AppError('CALENDAR_URL_FORBIDDEN', 400);
        if (err instanceof FeedInvalidError || (err instanceof SafeFetchError && err.reason !== 'network'))
          throw new AppError('CALENDAR_FEED_INVALID', 400, err.message);
        // The network's own words (addresses, resolver errors) go to the log, not to the user.
        log.warn({ err, host: url.hostname }, 'calendar: the ICS feed could not be fetched');
        throw new AppError('CALENDAR_FETCH_FAILED', 502, 'The calendar feed could not be reached');
      }
      await repo.saveConnection({ ...probe, name: input.name || feed.name || url.hostname, status: 'syncing' });
      await sync.syncConnection(id, { events: feed.events, cancelledIds: [] });
      return toConnection((await repo.getConnection(id))!);
    },

    async setAutoRecord(userId: string, id: string, autoRecord: AutoRecord) {
      const row = await owned(userId, id);
      const updated = (await repo.updateConnection(row.id, { autoRecord }))!;
      // Meetings already synced count as "new" for a setting just turned on.
      await scheduler.autoRecord(updated, await repo.eventsOfConnection(row.id));
      return toConnection(updated);
    },

    /** Tokens, events and scheduled bots go; an OAuth connection stays listed as disconnected, a feed goes. */
    async disconnect(userId: string, id: string) {
      const row = await owned(userId, id);
      // Disconnected first: a sync running now keeps none of what it fetched (sync.ts checks before and after).
      await repo.updateConnection(row.id, {
        connected: false,
        status: 'disconnected',
        error: null,
        accessToken: null,
        refreshToken: null,
        accessTokenExpiresAt: null,
        disconnectedAt: new Date(),
      });
      // A sync that was already saving finishes first (bounded), so what it saved is deleted below too.
      const until = Date.now() + 15_000;
      while ((await jobs.running(SYNC_JOB, row.id)) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
      await scheduler.dropAll(await repo.botsOfConnection(row.id));
      await repo.deleteEventsOfConnection(row.id);
      if (row.type === 'ics') await repo.deleteConnection(row.id);
    },

    /** Syncs every connected calendar of the user now and answers once they are done (or after the wait). */
    async refresh(userId: string) {
      const rows = (await repo.listConnections(userId)).filter((r) => r.connected && r.status !== 'disconnected');
      const ids = await Promise.all(rows.map((r) => requestSync(r.id)));
      const deadline = Date.now() + (deps.refreshWaitMs ?? 20_000);
      while (ids.length && Date.now() < deadline) {
        const states = await Promise.all(ids.map((id) => jobs.find(SYNC_JOB, id)));
        if (states.every((j) => !j || DONE_STATES.has(j.state))) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      return overview(userId);
    },

    async upcoming(userId: string, limit: number): Promise<CalendarEvent[]> {
      const now = new Date();
      const rows = await repo.upcoming(userId, now, new Date(now.getTime() + WEEK_MS), limit);
      return rows.map(({ event: e, bot }) => ({
        id: e.id,
        calendarId: e.connectionId,
        title: e.title,
        description: e.description,
        start: e.startAt.toISOString(),
        end: e.endAt.toISOString(),
        allDay: e.allDay,
        meetingUrl: e.meetingUrl,
        platform: e.platform,
        attendees: e.attendees,
        organizer: e.organizer,
        isOrganizer: e.isOrganizer,
        isRecurring: e.isRecurring,
        location: e.location,
        isNow: e.startAt <= now && now < e.endAt,
        scheduledBot: bot ? toScheduledBot(bot) : null,
      }));
    },

    /** The periodic sync: every connection not synced for a period gets its job. */
    async syncDue(periodMinutes: number) {
      // Half a minute of slack: the cron fires each minute, a sync written 4m59s ago is due at 5 minutes.
      const ids = await repo.dueConnections(new Date(Date.now() - periodMinutes * 60_000 + 30_000));
      for (const id of ids) await requestSync(id);
      return { queued: ids.length };
    },

    /** Account deletion: pending dispatches cancelled, then every calendar row of the user. */
    async removeAllOf(userId: string) {
      await scheduler.dropAll(await repo.botsOfUser(userId));
      await repo.removeAllOf(userId);
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
