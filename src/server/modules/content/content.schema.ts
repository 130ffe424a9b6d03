import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/auth.schema.js';

/** One row per landing-page section (hero, features, steps, demo); absent rows fall back to built-in defaults. */
export const landingContents = pgTable('landing_contents', {
  section: text('section').primaryKey(),
  data: jsonb('data').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
