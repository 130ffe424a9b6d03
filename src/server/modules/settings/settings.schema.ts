import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/auth.schema.js';

export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language'),
  speakerSensitivityMs: integer('speaker_sensitivity_ms').notNull().default(2000),
  noiseReduction: text('noise_reduction').notNull().default('medium'),
  timeZone: text('time_zone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
