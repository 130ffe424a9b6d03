import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import type { Log } from '../../platform/logger.js';
import { liveSessions } from './recording.schema.js';

/** Channel of the "end this recording's live sessions" message. */
const STOP_CHANNEL = 'notulen_live_stop';
/** A live session proves it is alive this often; a row silent for LIVE_TTL_MS belongs to a dead process. */
const HEARTBEAT_MS = 5_000;
const LIVE_TTL_MS = 15_000;

/**
 * Live sessions across processes. A session is a row while it runs (heartbeat, removed once its last finals are
 * stored); `stopEverywhere` sends one NOTIFY that every process hears, and waits until the recording has no live row
 * left. So a recording whose browser socket is on web process A can be finished through web process B.
 */
export interface LivePresence {
  /** Starts listening for stop requests; `onStop` ends this process's sessions of a recording. */
  start(onStop: (recordingId: string) => Promise<void>): Promise<void>;
  /** Registers a running session; `leave` removes it (after its finals are stored). */
  enter(recordingId: string): Promise<{ leave(): Promise<void> }>;
  /** Ends the recording's sessions in every process and waits (at most `limitMs`) until their finals are stored. */
  stopEverywhere(recordingId: string, limitMs: number): Promise<void>;
  close(): Promise<void>;
}

export function createLivePresence(database: Pick<Database, 'db' | 'listen' | 'notify'>, log: Pick<Log, 'warn'>) {
  const { db } = database;
  const mine = new Set<string>();
  let unlisten: (() => Promise<void>) | null = null;
  let stopLocal: ((recordingId: string) => Promise<void>) | null = null;
  const heartbeat = setInterval(() => {
    if (!mine.size) return;
    void db
      .update(liveSessions)
      .set({ heartbeatAt: sql`now()` })
      .where(inArray(liveSessions.id, [...mine]))
      .catch((err: unknown) => log.warn({ err }, 'live session heartbeat failed'));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const alive = (recordingId: string) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(liveSessions)
      .where(
        and(
          eq(liveSessions.recordingId, recordingId),
          gt(liveSessions.heartbeatAt, sql`now() - ${`${LIVE_TTL_MS} milliseconds`}::interval`),
        ),
      )
      .then(([row]) => row?.n ?? 0);

  const presence: LivePresence = {
    async start(onStop) {
      stopLocal = onStop;
      unlisten = await database.listen(STOP_CHANNEL, (recordingId) => {
        void onStop(recordingId).catch((err: unknown) => log.warn({ err, recordingId }, 'could not end live sessions'));
      });
      // Rows of sessions whose process died long ago (their recordings may never be finished) go now.
      await db
        .delete(liveSessions)
        .where(lt(liveSessions.heartbeatAt, sql`now() - interval '1 hour'`))
        .catch((err: unknown) => log.warn({ err }, 'could not clear old live sessions'));
    },

    async enter(recordingId) {
      const id = randomUUID();
      await db.insert(liveSessions).values({ id, recordingId });
      mine.add(id);
      return {
        async leave() {
          mine.delete(id);
          await db.delete(liveSessions).where(eq(liveSessions.id, id));
        },
      };
    },

    async stopEverywhere(recordingId, limitMs) {
      // This process's own sessions directly (no round trip); the others through the database.
      const local = stopLocal?.(recordingId);
      await database.notify(STOP_CHANNEL, recordingId);
      await local;
      const until = Date.now() + limitMs;
      while ((await alive(recordingId)) > 0) {
        if (Date.now() > until) {
          log.warn({ recordingId }, 'live sessions in another process did not end in time');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },

    async close() {
      clearInterval(heartbeat);
      await unlisten?.();
      unlisten = null;
    },
  };
  return presence;
}
