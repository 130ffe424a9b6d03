import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../src/server/platform/config/config.js';
import { createSecretBox } from '../src/server/platform/crypto/secret-box.js';
import { openDatabase } from '../src/server/platform/db/client.js';
import { createLogger } from '../src/server/platform/logger.js';
import { createCalendarRepo } from '../src/server/modules/calendar/calendar.repo.js';
import { recordingDispatcher } from '../src/server/modules/calendar/testing.js';
import { startRuntime } from '../src/server/runtime.js';
import { googleMeeting, startGoogleStandIn } from '../src/server/test/calendar/google-stand-in.js';
import { makeTempDir, removeTempDir } from './lib/proc.js';
import { ms, type Bench, type Metric } from './lib/report.js';
import { seedVerifiedUser } from './lib/user.js';

const EVENTS = 500;
const VERIFIER = 'bench-verifier-0123456789-0123456789-0123456789';
/** One sync of a week with 500 meetings, every one new, should not take more than this on 2 busy cores. */
const GOAL_FIRST_MS = 5_000;

/** Counts the statements the app sends to the embedded database while `fn` runs. */
async function counted<T>(fn: () => Promise<T>): Promise<{ value: T; queries: number; millis: number }> {
  const proto = PGlite.prototype as unknown as { query: (...a: unknown[]) => Promise<unknown> };
  const original = proto.query;
  let queries = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    queries++;
    return original.apply(this, args);
  };
  const started = performance.now();
  try {
    const value = await fn();
    return { value, queries, millis: performance.now() - started };
  } finally {
    proto.query = original;
  }
}

/**
 * `calendar.sync` of one Google calendar with 500 meetings in the window, against the Google stand-in (pages of 250):
 * the first sync (all new), an unchanged one, and one where 50 meetings with scheduled bots moved (each bot's
 * dispatch moved). Time and database statements per sync.
 */
const bench: Bench = async ({ log }) => {
  const dataDir = makeTempDir('notulen-bench-calendar-');
  const google = await startGoogleStandIn({
    clientId: 'bench',
    clientSecret: 'bench-secret',
    email: 'bench@gmail.test',
  });
  const hour = 3600_000;
  const base = Math.ceil(Date.now() / hour) * hour + hour;
  google.events = Array.from({ length: EVENTS }, (_, i) =>
    googleMeeting(`ev${i}`, new Date(base + i * 12 * 60_000), 30),
  );
  google.pageSize = 250;
  const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WHISPER_AUTO_DOWNLOAD: 'false',
    GOOGLE_CLIENT_ID: 'bench',
    GOOGLE_CLIENT_SECRET: 'bench-secret',
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_CALENDAR_API_URL: google.apiUrl,
  });
  const runtime = await startRuntime({
    config,
    database,
    services: new Set(['web']),
    platform: { log: createLogger(false) },
    overrides: { botDispatcher: recordingDispatcher() },
  });
  const metrics: Metric[] = [];
  try {
    const userId = await seedVerifiedUser(runtime.app!, database);
    // A grant as the OAuth callback stores it (the flow itself is the integration tests' business).
    const tokens = await (
      await fetch(
        `${google.issuer}/oauth/authorize?${new URLSearchParams({
          response_type: 'code',
          client_id: 'bench',
          redirect_uri: 'http://bench/cb',
          code_challenge: createHash('sha256').update(VERIFIER).digest('base64url'),
          code_challenge_method: 'S256',
          access_type: 'offline',
        })}`,
        { redirect: 'manual' },
      )
    ).headers.get('location');
    const code = new URL(tokens!).searchParams.get('code')!;
    const grant = (await (
      await fetch(`${google.issuer}/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: 'http://bench/cb',
          code_verifier: VERIFIER,
          client_id: 'bench',
          client_secret: 'bench-secret',
        }),
      })
    ).json()) as { access_token: string; refresh_token: string };
    const box = createSecretBox(config.secretKey, 'calendar-tokens');
    const repo = createCalendarRepo(database.db);
    const id = `google-${userId}`;
    await repo.saveConnection({
      id,
      userId,
      type: 'google',
      name: 'bench',
      accessToken: box.seal(grant.access_token),
      refreshToken: box.seal(grant.refresh_token),
      accessTokenExpiresAt: new Date(Date.now() + hour),
    });
    const { sync, scheduler } = runtime.services.calendar;

    const first = await counted(() => sync.syncConnection(id));
    log(`first sync: ${first.value}, ${Math.round(first.millis)} ms, ${first.queries} statements`);
    const same = await counted(() => sync.syncConnection(id));
    const stored = await repo.eventsOfConnection(id);
    for (const e of stored.slice(0, 50)) await scheduler.schedule(userId, e.id);
    for (let i = 0; i < 50; i++)
      google.move(`ev${i}`, new Date(base + i * 12 * 60_000 + hour), new Date(base + i * 12 * 60_000 + 90 * 60_000));
    const moved = await counted(() => sync.syncConnection(id));
    const status = first.millis <= GOAL_FIRST_MS ? 'PASS' : 'OVER';
    metrics.push(
      {
        bench: 'calendar',
        metric: `first sync, ${EVENTS} new events`,
        value: ms(first.millis),
        status,
        detail: `${first.queries} statements; goal ${GOAL_FIRST_MS} ms`,
      },
      {
        bench: 'calendar',
        metric: 'sync, nothing changed',
        value: ms(same.millis),
        detail: `${same.queries} statements`,
      },
      {
        bench: 'calendar',
        metric: 'sync, 50 meetings with bots moved',
        value: ms(moved.millis),
        detail: `${moved.queries} statements`,
      },
    );
  } finally {
    await runtime.close();
    await database.close();
    await google.close();
    removeTempDir(dataDir);
  }
  return metrics;
};

export default bench;
