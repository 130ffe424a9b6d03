import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { summaries, type SummaryRow } from './summaries.schema.js';

export type NewSummaryRow = Omit<typeof summaries.$inferInsert, 'id' | 'createdAt'>;

/** SQL for stored summaries. Reads name the owner next to the id: another user's summary is not found. */
export interface SummariesRepo {
  /** Stores a job's result; a second write for the same job replaces the first (same id). Answers the row's id. */
  save(row: NewSummaryRow): Promise<string>;
  find(userId: string, id: string): Promise<SummaryRow | null>;
}

export function createSummariesRepo(db: Db): SummariesRepo {
  return {
    async save(row) {
      const [saved] = await db
        .insert(summaries)
        .values(row)
        .onConflictDoUpdate({
          target: summaries.jobId,
          set: {
            summary: row.summary,
            engine: row.engine,
            fallback: row.fallback ?? null,
            transcriptionId: row.transcriptionId ?? null,
          },
        })
        .returning({ id: summaries.id });
      if (!saved) throw new Error('insert into summaries returned no row');
      return saved.id;
    },

    async find(userId, id) {
      const [row] = await db
        .select()
        .from(summaries)
        .where(and(eq(summaries.id, id), eq(summaries.userId, userId)));
      return row ?? null;
    },
  };
}
