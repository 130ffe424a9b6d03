import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Segment } from '../../../shared/api/transcriptions.js';
import type { MeetingPlatform } from '../../../shared/meeting-link.js';
import type { Summary } from '../../../shared/summary/summary.js';
import { users } from '../../platform/auth/auth.schema.js';
import { searchVectorSql } from './search-sql.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One recorded, uploaded or bot-captured meeting. `search_vector` is a generated column, so every write (create,
 * edit, the speech job filling in text) keeps the index right without the code having to remember it.
 */
export const transcriptions = pgTable(
  'transcriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    segments: jsonb('segments').$type<Segment[]>().notNull().default([]),
    summary: jsonb('summary').$type<Summary>(),
    language: text('language').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull().default(0),
    source: text('source').$type<'manual' | 'upload' | 'bot'>().notNull(),
    /** A bot's meeting: its platform and link. */
    meetingPlatform: text('meeting_platform').$type<MeetingPlatform>(),
    meetingUrl: text('meeting_url'),
    status: text('status').$type<'pending' | 'processing' | 'ready' | 'failed'>().notNull(),
    error: text('error'),
    /** 0–100 while the speech job runs (uploads); null when no job has reported. */
    progress: smallint('progress'),
    audioKey: text('audio_key'),
    audioMime: text('audio_mime'),
    audioSize: bigint('audio_size', { mode: 'number' }),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(() => searchVectorSql()),
    // Millisecond precision: the list cursor carries created_at through JavaScript, which has no microseconds.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order (newest first; scanned backwards for oldest first) and its keyset cursor.
    index('transcriptions_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('transcriptions_search_idx').using('gin', t.searchVector),
    check('transcriptions_source_check', sql`${t.source} in ('manual', 'upload', 'bot')`),
    check('transcriptions_status_check', sql`${t.status} in ('pending', 'processing', 'ready', 'failed')`),
    check('transcriptions_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

export type TranscriptionRow = typeof transcriptions.$inferSelect;
