import { and, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { listSql, type ListSqlOptions } from './list-sql.js';
import { transcriptions, type TranscriptionRow } from './transcriptions.schema.js';

export type { TranscriptionRow };

export interface AudioRef {
  key: string;
  mime: string;
  size: number;
}

export type NewTranscriptionRow = Omit<
  typeof transcriptions.$inferInsert,
  'createdAt' | 'updatedAt' | 'audioKey' | 'audioMime' | 'audioSize'
> & { audio?: AudioRef | null };

/** What can change after creation (never the owner, the source or the audio, which has its own call). */
export type TranscriptionChanges = Partial<
  Pick<
    TranscriptionRow,
    'title' | 'text' | 'segments' | 'summary' | 'language' | 'durationSeconds' | 'status' | 'error' | 'progress'
  >
>;

export interface ListRow {
  id: string;
  title: string;
  language: string;
  durationSeconds: number;
  source: TranscriptionRow['source'];
  status: TranscriptionRow['status'];
  progress: number | null;
  hasAudio: boolean;
  hasSummary: boolean;
  createdAt: Date;
  snippet: string;
}

/**
 * SQL for transcriptions. Every read and write names the owner next to the id, so a row of another user is simply
 * not found: there is no code path that loads a row first and checks its owner afterwards.
 */
export interface TranscriptionsRepo {
  /** With an `id` already taken, inserts nothing and answers null (the caller decides whose it is). */
  insert(row: NewTranscriptionRow): Promise<TranscriptionRow | null>;
  find(userId: string, id: string): Promise<TranscriptionRow | null>;
  update(userId: string, id: string, changes: TranscriptionChanges): Promise<TranscriptionRow | null>;
  /**
   * Read-modify-write under a row lock: `change` sees the current row and answers the changes (or null for none),
   * so concurrent edits (a speaker rename and a text fix) cannot overwrite each other.
   */
  updateWith(
    userId: string,
    id: string,
    change: (row: TranscriptionRow) => TranscriptionChanges | null,
  ): Promise<TranscriptionRow | null>;
  /** Points the row at new audio; answers the row and the key it pointed at before (to delete that file). */
  setAudio(
    userId: string,
    id: string,
    audio: AudioRef,
    opts?: { onlyIfNone: boolean },
  ): Promise<{ row: TranscriptionRow; previousKey: string | null; kept?: boolean } | null>;
  /** Deletes the row; answers its audio key (to delete the file) or null when there was no such row. */
  remove(userId: string, id: string): Promise<{ audioKey: string | null } | null>;
  list(opts: ListSqlOptions): Promise<ListRow[]>;
  /** The audio keys of every transcription of the user (account deletion). */
  audioKeysOf(userId: string): Promise<string[]>;
  /** Deletes every transcription of the user (summaries follow by cascade); answers the audio keys they had. */
  removeAllOf(userId: string): Promise<string[]>;
}

// search_vector is never read back: it is large and only the database uses it.
const { searchVector: _omitted, ...rowColumns } = getTableColumns(transcriptions);
const owned = (userId: string, id: string) => and(eq(transcriptions.id, id), eq(transcriptions.userId, userId));

export function createTranscriptionsRepo(db: Db): TranscriptionsRepo {
  async function find(userId: string, id: string) {
    const [row] = await db.select(rowColumns).from(transcriptions).where(owned(userId, id));
    return (row as TranscriptionRow | undefined) ?? null;
  }

  return {
    async insert({ audio, ...row }) {
      const [created] = await db
        .insert(transcriptions)
        .values({
          ...row,
          audioKey: audio?.key ?? null,
          audioMime: audio?.mime ?? null,
          audioSize: audio?.size ?? null,
        })
        .onConflictDoNothing({ target: transcriptions.id })
        .returning(rowColumns);
      return (created as TranscriptionRow | undefined) ?? null;
    },

    find,

    async update(userId, id, changes) {
      const [row] = await db
        .update(transcriptions)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(owned(userId, id))
        .returning(rowColumns);
      return (row as TranscriptionRow | undefined) ?? null;
    },

    async updateWith(userId, id, change) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select(rowColumns).from(transcriptions).where(owned(userId, id)).for('update');
        if (!current) return null;
        const changes = change(current as TranscriptionRow);
        if (!changes || Object.keys(changes).length === 0) return current as TranscriptionRow;
        const [row] = await tx
          .update(transcriptions)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(owned(userId, id))
          .returning(rowColumns);
        return (row as TranscriptionRow | undefined) ?? null;
      });
    },

    async setAudio(userId, id, audio, opts = { onlyIfNone: false }) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select(rowColumns).from(transcriptions).where(owned(userId, id)).for('update');
        if (!current) return null;
        if (opts.onlyIfNone && current.audioKey) {
          return { row: current as TranscriptionRow, previousKey: null, kept: true };
        }
        const [row] = await tx
          .update(transcriptions)
          .set({ audioKey: audio.key, audioMime: audio.mime, audioSize: audio.size, updatedAt: sql`now()` })
          .where(owned(userId, id))
          .returning(rowColumns);
        return row ? { row: row as TranscriptionRow, previousKey: current.audioKey } : null;
      });
    },

    async remove(userId, id) {
      const [gone] = await db
        .delete(transcriptions)
        .where(owned(userId, id))
        .returning({ audioKey: transcriptions.audioKey });
      return gone ?? null;
    },

    async list(opts) {
      const result = await db.execute(listSql(opts));
      return result.rows.map((r) => ({
        id: String(r.id),
        title: String(r.title),
        language: String(r.language),
        durationSeconds: Number(r.duration_seconds),
        source: r.source as ListRow['source'],
        status: r.status as ListRow['status'],
        progress: r.progress == null ? null : Number(r.progress),
        hasAudio: Boolean(r.has_audio),
        hasSummary: Boolean(r.has_summary),
        createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
        snippet: String(r.snippet ?? ''),
      }));
    },

    async audioKeysOf(userId) {
      const rows = await db
        .select({ key: transcriptions.audioKey })
        .from(transcriptions)
        .where(and(eq(transcriptions.userId, userId), isNotNull(transcriptions.audioKey)));
      return rows.flatMap((r) => (r.key ? [r.key] : []));
    },

    async removeAllOf(userId) {
      const rows = await db
        .delete(transcriptions)
        .where(eq(transcriptions.userId, userId))
        .returning({ key: transcriptions.audioKey });
      return rows.flatMap((r) => (r.key ? [r.key] : []));
    },
  };
}
