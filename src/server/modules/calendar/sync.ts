import type { ErrorCode } from '../../../shared/errors.js';
import type { Config } from '../../platform/config/config.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { safeFetchText, SafeFetchError } from '../../platform/http/safe-fetch.js';
import type { CalendarRepo, ConnectionRow } from './calendar.repo.js';
import { GrantRevokedError, syncWindow, type SyncWindow } from './calendar.types.js';
import { FeedInvalidError, parseIcs } from './ics.js';
import type { OAuthClient } from './oauth.js';
import { listGoogleEvents, listGraphEvents, type SourceListing, type TokenSource } from './providers.js';
import type { Scheduler } from './scheduler.js';

export type SyncOutcome = 'ok' | 'error' | 'disconnected' | 'skipped';

interface Log {
  warn(obj: object, msg: string): void;
}

export interface SyncDeps {
  repo: CalendarRepo;
  scheduler: Scheduler;
  oauth: OAuthClient;
  box: SecretBox;
  config: Pick<Config, 'calendar' | 'bot'>;
  log: Log;
  now?: () => Date;
}

/** The error code a failed sync leaves on the connection (the screen shows its message). */
export function syncErrorCode(err: unknown): ErrorCode {
  if (err instanceof SafeFetchError && err.reason === 'forbidden') return 'CALENDAR_URL_FORBIDDEN';
  if (err instanceof FeedInvalidError) return 'CALENDAR_FEED_INVALID';
  if (err instanceof GrantRevokedError) return 'CALENDAR_DISCONNECTED';
  return 'CALENDAR_FETCH_FAILED';
}

/**
 * One connection's sync: the window's events from the source, stored (upserted; those gone from the list removed,
 * cancelled ones kept as cancelled), then the scheduled bots brought in line and auto-record applied. Tokens are
 * refreshed here when expired; a refused grant disconnects the calendar, which is then no longer synced.
 */
export function createSync(deps: SyncDeps) {
  const { repo, scheduler, oauth, box, config, log } = deps;
  const now = deps.now ?? (() => new Date());
  const aliases = config.bot.hostAliases;

  function tokenSource(connection: ConnectionRow): TokenSource {
    const provider = connection.type === 'google' ? 'google' : 'outlook';
    let current = connection;
    return async (force) => {
      const fresh = current.accessTokenExpiresAt && current.accessTokenExpiresAt.getTime() > now().getTime() + 60_000;
      if (!force && current.accessToken && fresh) return box.open(current.accessToken);
      if (!current.refreshToken) throw new GrantRevokedError('no refresh token');
      const tokens = await oauth.refresh(provider, box.open(current.refreshToken));
      // Microsoft rotates the refresh token on every use: the old one stops working, so the new one is kept at once.
      current =
        (await repo.updateConnection(connection.id, {
          accessToken: box.seal(tokens.accessToken),
          accessTokenExpiresAt: tokens.expiresAt,
          ...(tokens.refreshToken ? { refreshToken: box.seal(tokens.refreshToken) } : {}),
        })) ?? current;
      return tokens.accessToken;
    };
  }

  async function fetchIcs(connection: ConnectionRow, window: SyncWindow) {
    if (!connection.feedUrl) throw new FeedInvalidError('no feed address');
    const res = await safeFetchText(box.open(connection.feedUrl), {
      allowPrivate: config.calendar.allowPrivateNetworkUrls,
      headers: { accept: 'text/calendar, */*;q=0.5' },
    });
    return parseIcs(res.body, window, aliases, connection.accountEmail);
  }

  async function listing(connection: ConnectionRow, window: SyncWindow): Promise<SourceListing> {
    if (connection.type === 'ics') return { events: (await fetchIcs(connection, window)).events, cancelledIds: [] };
    const token = tokenSource(connection);
    return connection.type === 'google'
      ? listGoogleEvents(config.calendar.googleApiUrl, token, window, aliases)
      : listGraphEvents(config.calendar.graphUrl, token, window, aliases);
  }

  async function apply(connection: ConnectionRow, found: SourceListing) {
    const before = await repo.eventsOfConnection(connection.id);
    const listed = new Set(found.events.map((e) => e.externalId));
    const cancelled = new Set(found.cancelledIds.filter((id) => !listed.has(id)));
    const saved = await repo.upsertEvents(connection.userId, connection.id, found.events);
    await repo.markCancelled(connection.id, [...cancelled]);
    const current = new Map(saved.map((e) => [e.id, e]));
    for (const e of before) if (cancelled.has(e.externalId)) current.set(e.id, { ...e, cancelled: true });
    // Gone from the list: deleted at the source, or aged out of the window. Their bots are cancelled first (a bot
    // of a meeting that is over is not stopped), then the events go.
    const gone = before.filter((e) => !listed.has(e.externalId) && !cancelled.has(e.externalId));
    await scheduler.reconcile(current, await repo.activeBotsOf(before.map((e) => e.id)));
    await repo.deleteEvents(gone.map((e) => e.id));
    await scheduler.autoRecord(connection, saved);
  }

  return {
    fetchIcs,
    /** `given`: the events already fetched (a feed just added was read to check it). */
    async syncConnection(connectionId: string, given?: SourceListing): Promise<SyncOutcome> {
      const connection = await repo.getConnection(connectionId);
      if (!connection || !connection.connected || connection.status === 'disconnected') return 'skipped';
      let found: SourceListing;
      try {
        found = given ?? (await listing(connection, syncWindow(now())));
      } catch (err) {
        if (err instanceof GrantRevokedError) {
          log.warn({ connectionId, reason: err.message }, 'calendar: access revoked; disconnected');
          await repo.updateConnection(connectionId, {
            status: 'disconnected',
            connected: false,
            disconnectedAt: now(),
            error: 'CALENDAR_DISCONNECTED',
            accessToken: null,
            refreshToken: null,
            accessTokenExpiresAt: null,
          });
          return 'disconnected';
        }
        log.warn({ err, connectionId }, 'calendar: sync failed');
        await repo.updateConnection(
          connectionId,
          { status: 'error', error: syncErrorCode(err) },
          { whileConnected: true },
        );
        return 'error';
      }
      // A Disconnect while the listing was fetched wins: nothing of the listing is kept.
      if (!(await repo.getConnection(connectionId))?.connected) return 'skipped';
      await apply(connection, found);
      const synced = { status: 'ok' as const, error: null, lastSyncedAt: now() };
      if (!(await repo.updateConnection(connectionId, synced, { whileConnected: true }))) {
        await repo.deleteEventsOfConnection(connectionId);
        return 'skipped';
      }
      return 'ok';
    },
  };
}

export type Sync = ReturnType<typeof createSync>;
