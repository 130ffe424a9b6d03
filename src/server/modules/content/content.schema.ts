import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/auth.schema.js';

/**
 * One row per landing-page language and section (hero, features, steps, demo); an absent row falls back to that
 * language's built-in defaults. Rows from before languages were separate became Indonesian (migration 0006).
 */
export const landingContents = pgTable(
  'landing_contents',
  {
    language: text('language').notNull(),
    section: text('section').notNull(),
    data: jsonb('data').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.language, t.section] })],
);
