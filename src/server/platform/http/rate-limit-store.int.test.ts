import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { startRuntime, type Runtime } from '../../runtime.js';
import { createLogger } from '../logger.js';
import { AUTH_LIMITS } from '../../modules/auth/rate-limits.js';
import { nextIp } from '../../modules/auth/testing.js';
import type { Database } from '../db/client.js';
import { freshDatabase, testConfig } from '../../test/test-app.js';
import { databaseRateLimitStore, type DatabaseRateLimitStore, type Result } from './rate-limit-store.js';
import { rateLimits } from './rate-limit.schema.js';

let database: Database;
let drop: () => Promise<void>;
let dataDir: string;
beforeAll(async () => {
  ({ database, drop, dataDir } = await freshDatabase());
});
afterAll(() => drop?.());

const MINUTE = 60_000;
const hit = (store: DatabaseRateLimitStore, key: string, timeWindow = MINUTE, max = 5) =>
  new Promise<Result>((resolve, reject) =>
    store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), timeWindow, max),
  );
const peek = (store: DatabaseRateLimitStore, key: string) =>
  new Promise<Result>((resolve, reject) => store.read(key, (err, res) => (err ? reject(err) : resolve(res!))));
/** Ends the current window of `key` as if its time had passed. */
const endWindow = (key: string) =>
  database.db
    .update(rateLimits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimits.key, key));

describe('database rate-limit store', () => {
  // Two stores made separately stand for two processes: nothing is shared between them but the database.
  let a: DatabaseRateLimitStore;
  let b: DatabaseRateLimitStore;
  beforeEach(() => {
    a = new (databaseRateLimitStore(database.db))({});
    b = new (databaseRateLimitStore(database.db))({});
  });

  it('counts hits from two processes in one window and answers the time left', async () => {
    expect(await hit(a, 'shared')).toMatchObject({ current: 1 });
    expect(await hit(b, 'shared')).toMatchObject({ current: 2 });
    const third = await hit(a, 'shared');
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(MINUTE - 10_000);
    expect(third.ttl).toBeLessThanOrEqual(MINUTE);
    expect(await hit(b, 'another')).toMatchObject({ current: 1 });
  });

  it('starts a new window once the old one has ended', async () => {
    for (let i = 0; i < 7; i++) await hit(a, 'window');
    await endWindow('window');
    const fresh = await hit(b, 'window');
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(MINUTE - 10_000);
  });

  it('reads without counting', async () => {
    expect(await peek(a, 'peeked')).toEqual({ current: 0, ttl: 0 });
    await hit(a, 'peeked');
    await hit(a, 'peeked');
    expect(await peek(b, 'peeked')).toMatchObject({ current: 2 });
    expect(await peek(b, 'peeked')).toMatchObject({ current: 2 });
    await endWindow('peeked');
    expect(await peek(b, 'peeked')).toEqual({ current: 0, ttl: 0 });
  });

  it('counts every one of many concurrent hits exactly once (one atomic statement per hit)', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => hit(i % 2 ? a : b, 'burst')));
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('keeps route limits apart by method and URL, and createRateLimit limiters in one namespace', async () => {
    const signIn = a.child({ routeInfo: { method: 'POST', url: '/api/auth/sign-in/email' } } as never);
    const resend = b.child({ routeInfo: { method: 'POST', url: '/api/auth/resend-verification' } } as never);
    const signInElsewhere = b.child({ routeInfo: { method: 'POST', url: '/api/auth/sign-in/email' } } as never);
    await hit(signIn, 'k');
    expect(await hit(signInElsewhere, 'k')).toMatchObject({ current: 2 });
    expect(await hit(resend, 'k')).toMatchObject({ current: 1 });
    const limiter = a.child({ routeInfo: {} } as never);
    expect(await hit(limiter, 'k')).toMatchObject({ current: 1 });
    expect(await hit(b.child({ routeInfo: {} } as never), 'k')).toMatchObject({ current: 2 });
  });

  it('restarts the window on each hit over the limit with continueExceeding', async () => {
    const store = new (databaseRateLimitStore(database.db))({ continueExceeding: true });
    for (let i = 0; i < 3; i++) await hit(store, 'continue', MINUTE, 3);
    await database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() + interval '5 seconds'` })
      .where(eq(rateLimits.key, 'continue'));
    const over = await hit(store, 'continue', MINUTE, 3);
    expect(over.current).toBe(4);
    expect(over.ttl).toBeGreaterThan(MINUTE - 10_000);
  });

  it('doubles the wait on each hit over the limit with exponentialBackoff', async () => {
    const store = new (databaseRateLimitStore(database.db))({ exponentialBackoff: true });
    const ttls = [];
    for (let i = 0; i < 6; i++) ttls.push((await hit(store, 'backoff', 1000, 3)).ttl);
    // Hits 4, 5 and 6 wait 1, 2 and 4 windows.
    expect(ttls[3]).toBeGreaterThan(500);
    expect(ttls[3]).toBeLessThanOrEqual(1000);
    expect(ttls[4]).toBeGreaterThan(1500);
    expect(ttls[4]).toBeLessThanOrEqual(2000);
    expect(ttls[5]).toBeGreaterThan(3500);
    expect(ttls[5]).toBeLessThanOrEqual(4000);
    // Capped far below what a timestamp holds, however many hits came before.
    await database.db.update(rateLimits).set({ count: 100_000 }).where(eq(rateLimits.key, 'backoff'));
    const capped = await hit(store, 'backoff', 24 * 3600_000, 3);
    expect(capped.ttl).toBeGreaterThan(300 * 24 * 3600_000);
    expect(capped.ttl).toBeLessThanOrEqual(365 * 24 * 3600_000);
  });

  it('stops counting at the integer maximum instead of failing', async () => {
    await hit(a, 'flood');
    await database.db.update(rateLimits).set({ count: 2_147_483_646 }).where(eq(rateLimits.key, 'flood'));
    expect(await hit(a, 'flood')).toMatchObject({ current: 2_147_483_647 });
    expect(await hit(b, 'flood')).toMatchObject({ current: 2_147_483_647 });
    const backoff = new (databaseRateLimitStore(database.db))({ exponentialBackoff: true });
    expect(await hit(backoff, 'flood')).toMatchObject({ current: 2_147_483_647 });
  });

  it('deletes expired counters now and then, never live ones', async () => {
    await hit(a, 'old-1');
    await hit(a, 'old-2');
    await hit(a, 'live');
    await endWindow('old-1');
    await endWindow('old-2');
    // A store's first hit sweeps (then at most every 10 minutes per process), without waiting for it.
    await hit(new (databaseRateLimitStore(database.db))({}), 'trigger');
    const keys = async () =>
      (await database.db.select({ key: rateLimits.key }).from(rateLimits))
        .map((r) => r.key)
        .filter((k) => /^(old-|live|trigger)/.test(k))
        .sort();
    await expect.poll(keys).toEqual(['live', 'trigger']);
  });
});

describe('two apps on one database (two web processes)', () => {
  let one: App;
  let two: App;
  const runtimes: Runtime[] = [];
  beforeAll(async () => {
    const config = testConfig(dataDir);
    for (let i = 0; i < 2; i++) {
      runtimes.push(
        await startRuntime({ config, database, services: new Set(['web']), platform: { log: createLogger(false) } }),
      );
    }
    [one, two] = runtimes.map((r) => r.app!) as [App, App];
    await Promise.all([one.ready(), two.ready()]);
  });
  afterAll(async () => {
    for (const r of runtimes) await r.close();
  });

  const post = (app: App, url: string, ip: string, payload: object) =>
    app.inject({ method: 'POST', url, remoteAddress: ip, payload });

  it('share the sign-in limit per address: attempts split across both reach it together', async () => {
    const ip = nextIp();
    const attempt = (app: App) =>
      post(app, '/api/auth/sign-in/email', ip, { email: 'target@example.com', password: 'Tebak-tebakan-1' });
    const { max } = AUTH_LIMITS.signIn.perAddress;
    for (let i = 0; i < max; i++) expect((await attempt(i % 2 ? two : one)).statusCode).toBe(401);
    const refused = [await attempt(one), await attempt(two)];
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address from the same IP is not affected, on either app.
    expect((await post(two, '/api/auth/sign-in/email', ip, { email: 'o@example.com', password: 'x' })).statusCode).toBe(
      401,
    );
  });

  it('share the per-IP limits built with createRateLimit', async () => {
    const ip = nextIp();
    const { max } = AUTH_LIMITS.resend.perIp;
    // A new address each time, so only the per-IP limit (not the per-address one) is reached.
    for (let i = 0; i < max; i++) {
      const res = await post(i % 2 ? one : two, '/api/auth/resend-verification', ip, { email: `r${i}@example.com` });
      expect(res.statusCode).toBe(200);
    }
    const res = await post(one, '/api/auth/resend-verification', ip, { email: 'last@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
  });
});
