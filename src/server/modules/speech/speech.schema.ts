import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/auth.schema.js';

/**
 * The admin's speech choices (Settings → Speech), one row: the default engine per language (null: automatic) and
 * the Whisper model the engine uses (null: WHISPER_MODEL). Absent row: everything automatic.
 */
export const speechSettings = pgTable(
  'speech_settings',
  {
    id: integer('id').primaryKey().default(1),
    defaultEngineId: text('default_engine_id'),
    defaultEngineEn: text('default_engine_en'),
    whisperModel: text('whisper_model'),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('speech_settings_one_row', sql`${t.id} = 1`)],
);
