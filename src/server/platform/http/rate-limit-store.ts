import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/client.js';
import { rateLimits } from './rate-limit.schema.js';

/** How often (at most, per process) a hit also removes expired counters. */
const SWEEP_EVERY_MS = 10 * 60_000;
/** Longest window exponentialBackoff may grow to (the local store's cap, MAX_SAFE_INTEGER ms, overflows a timestamp). */
const MAX_BACKOFF_MS = 365 * 24 * 3600_000;
const MAX_COUNT = 2_147_483_647;

export type Result = { current: number; ttl: number };
export type Callback = (error: Error | null, result?: Result) => void;

/** What @fastify/rate-limit hands a store: its global options, or a route's merged with its `routeInfo`. */
export interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The plugin's store interface plus the optional non-counting `read` (used by `{ increment: false }`). */
export interface DatabaseRateLimitStore extends FastifyRateLimitStore {
  read(key: string, callback: Callback): void;
  child(routeOptions: ChildParams): DatabaseRateLimitStore;
}
export type DatabaseRateLimitStoreCtor = new (params: FastifyRateLimitOptions & StoreParams) => DatabaseRateLimitStore;
/** Typed as a route's options by @fastify/rate-limit; at run time its merged limit options with `routeInfo`. */
type ChildParams = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * A @fastify/rate-limit `store` keeping its counters in the `rate_limits` table, so every process on the database
 * counts together (the plugin's default store is per process: two web processes would double every limit).
 * Register it as `app.register(rateLimit, { store: databaseRateLimitStore(db, app.log), ... })`.
 *
 * Each hit is one statement: an upsert that starts a new window when the row's has ended (`reset_at <= now()`) and
 * counts otherwise, answering the count and the time left. The database clock decides windows, so processes with
 * skewed clocks still agree. Route limits (`config.rateLimit`) are kept apart by method and URL, as the Redis store
 * does; limiters made with `app.createRateLimit` share one namespace, so their keys must differ (ours start with
 * their name). Expired rows are deleted by an occasional hit (every 10 minutes per process), not awaited.
 * `continueExceeding` and `exponentialBackoff` behave as in the Redis store (backoff capped at a year).
 */
export function databaseRateLimitStore(db: Db, log?: Pick<FastifyBaseLogger, 'warn'>): DatabaseRateLimitStoreCtor {
  let lastSweep = 0;
  function sweepNowAndThen() {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    db.delete(rateLimits)
      .where(sql`${rateLimits.resetAt} <= now()`)
      .then(
        () => undefined,
        (err: unknown) => log?.warn({ err }, 'rate limits: removing expired counters failed'),
      );
  }

  class Store implements DatabaseRateLimitStore {
    private readonly continueExceeding: boolean;
    private readonly exponentialBackoff: boolean;

    constructor(
      params: StoreParams,
      private readonly namespace = '',
    ) {
      this.continueExceeding = params.continueExceeding === true;
      this.exponentialBackoff = params.exponentialBackoff === true;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      sweepNowAndThen();
      this.increment(this.namespace + key, timeWindow, max).then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
    }

    /** The count and time left without counting (the plugin's `{ increment: false }`). */
    read(key: string, callback: Callback): void {
      db.select({ current: rateLimits.count, ttl: ttlLeft })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${this.namespace + key} and ${rateLimits.resetAt} > now()`)
        .then(
          ([row]) => callback(null, row ?? { current: 0, ttl: 0 }),
          (err: Error) => callback(err),
        );
    }

    child(routeOptions: ChildParams): DatabaseRateLimitStore {
      const params = routeOptions as unknown as StoreParams;
      const { method, url } = params.routeInfo ?? {};
      const route = url ? `${[method ?? ''].flat().join(',')} ${url}|` : '';
      return new Store(params, this.namespace + route);
    }

    private async increment(key: string, timeWindow: number, max: number): Promise<Result> {
      const window = msFromNow(timeWindow);
      // In DO UPDATE, the table's columns are the row before this hit; `excluded` is the row this hit would insert.
      const old = { count: rateLimits.count, resetAt: rateLimits.resetAt };
      const ended = sql`${old.resetAt} <= now()`;
      // bigint: the count stops at the integer maximum, where `count + 1` in integer would overflow.
      const next = sql`${old.count}::bigint + 1`;
      const over = sql`${next} > ${max}::bigint`;
      let resetAt: SQL;
      if (this.continueExceeding) {
        resetAt = sql`case when ${ended} or ${over} then excluded.reset_at else ${old.resetAt} end`;
      } else if (this.exponentialBackoff) {
        // The n-th hit over the limit waits timeWindow * 2^(n-1), as the Redis store.
        // (The exponent is bounded first: 2^n overflows a float8 long before the count stops.)
        const exponent = sql`least(${old.count}::bigint - ${max}::bigint, 60)`;
        const backoff = sql`least(${timeWindow}::float8 * power(2::float8, ${exponent}), ${MAX_BACKOFF_MS}::float8)`;
        resetAt = sql`case when ${ended} then excluded.reset_at when ${over} then now() + ${backoff} * interval '1 millisecond' else ${old.resetAt} end`;
      } else {
        resetAt = sql`case when ${ended} then excluded.reset_at else ${old.resetAt} end`;
      }
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: window })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${ended} then 1 else least(${next}, ${MAX_COUNT}::bigint)::integer end`,
            resetAt,
          },
        })
        .returning({ current: rateLimits.count, ttl: ttlLeft });
      if (!row) throw new Error('rate limit upsert returned no row');
      return row;
    }
  }

  return Store;
}

const msFromNow = (ms: number) => sql`now() + ${ms}::float8 * interval '1 millisecond'`;
/** Milliseconds until the window ends, rounded up (the plugin turns it into Retry-After seconds). */
const ttlLeft =
  sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))::float8`.mapWith(Number);
