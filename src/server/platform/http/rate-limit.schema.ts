import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * @fastify/rate-limit counters shared by every process on the database (rate-limit-store.ts): one row per limited
 * key and window. No index on reset_at on purpose: each hit moves it, and without an index the update stays a HOT
 * update (no index writes); the occasional sweep of expired rows scans a table that holds only recent keys.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  // Microseconds, as now(): rounding to milliseconds could make a window end up to 0.5 ms late.
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
