import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RECORDING_STATES } from '../../../shared/api/recordings.js';
import type { EngineId, SpeechLanguage } from '../../../shared/api/speech.js';
import type { Segment } from '../../../shared/api/transcriptions.js';
import { users } from '../../platform/auth/auth.schema.js';
import { transcriptions } from '../transcriptions/transcriptions.schema.js';

/**
 * A manual recording in progress (or finished). The id is made by the browser, so chunks can be uploaded before the
 * server has answered anything. `segments` are the finals so far (live engine or the browser's), replaced by the
 * final pass's at finish; the finish outcome columns let a repeated finish answer the same result.
 */
export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').$type<SpeechLanguage>().notNull(),
    engine: text('engine').$type<EngineId>().notNull(),
    state: text('state').$type<(typeof RECORDING_STATES)[number]>().notNull().default('recording'),
    segments: jsonb('segments').$type<Segment[]>().notNull().default([]),
    /** Distinct chunks stored and the highest seq among them: gaps exist only when count <= maxSeq. */
    chunkCount: integer('chunk_count').notNull().default(0),
    maxSeq: integer('max_seq'),
    transcriptionId: uuid('transcription_id').references(() => transcriptions.id, { onDelete: 'set null' }),
    audioSaved: boolean('audio_saved'),
    missing: integer('missing').array(),
    durationSeconds: doublePrecision('duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('recordings_user_idx').on(t.userId),
    // Deleting a transcription sets the reference to null: without an index that is a scan of every recording.
    index('recordings_transcription_idx').on(t.transcriptionId),
    check('recordings_state_check', sql`${t.state} in ('recording', 'finishing', 'finished')`),
  ],
);

/** Which chunks were stored: the primary key makes a repeated seq a no-op even when two uploads race. */
export const recordingChunks = pgTable(
  'recording_chunks',
  {
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recordingId, t.seq] })],
);

export type RecordingRow = typeof recordings.$inferSelect;

/**
 * The live transcription sessions running now, in any process: a finish in one process asks every process to end a
 * recording's sessions (NOTIFY) and waits until their rows are gone, i.e. their last finals are stored. A row whose
 * heartbeat stopped belongs to a process that died and is ignored.
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: uuid('id').primaryKey(),
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('live_sessions_recording_idx').on(t.recordingId)],
);
