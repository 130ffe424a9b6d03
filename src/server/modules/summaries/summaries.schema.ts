import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SummaryFailureCode } from '../../../shared/summary/errors.js';
import type { Summary } from '../../../shared/summary/summary.js';
import { users } from '../../platform/auth/auth.schema.js';
import { transcriptions } from '../transcriptions/transcriptions.schema.js';

/** Why the local summariser made a summary instead of the AI provider (the UI says so). */
export interface SummaryFallback {
  code: SummaryFailureCode;
  status?: number | undefined;
  reason: string;
}

/**
 * Every summary the `summary.generate` job made, so a result never lives only in the job queue's output (which holds
 * the row's id, and which pg-boss archives and deletes after days). A summary made for a transcription is also its
 * current summary (`transcriptions.summary`, the newest wins) and is deleted with it; one made from a text alone (the
 * recording panel before its recording was saved) belongs to the user and goes when the account goes.
 */
export const summaries = pgTable(
  'summaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transcriptionId: uuid('transcription_id').references(() => transcriptions.id, { onDelete: 'cascade' }),
    /** The job that made it: an attempt that runs again after a crash rewrites the same row instead of adding one. */
    jobId: uuid('job_id').notNull(),
    summary: jsonb('summary').$type<Summary>().notNull(),
    /** 'llm', 'local' or 'canned-test' (a mic check). */
    engine: text('engine').notNull(),
    fallback: jsonb('fallback').$type<SummaryFallback>(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('summaries_job_idx').on(t.jobId),
    index('summaries_user_idx').on(t.userId),
    // Deleting a transcription deletes its summaries: without an index that is a scan of every summary.
    index('summaries_transcription_idx').on(t.transcriptionId),
  ],
);

export type SummaryRow = typeof summaries.$inferSelect;
