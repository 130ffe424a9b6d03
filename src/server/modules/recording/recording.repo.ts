import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Segment } from '../../../shared/api/transcriptions.js';
import type { Db } from '../../platform/db/client.js';
import { recordingChunks, recordings, type RecordingRow } from './recording.schema.js';

export type { RecordingRow };

export type NewRecordingRow = Pick<RecordingRow, 'id' | 'userId' | 'language' | 'engine'>;

export type ChunkOutcome =
  | { kind: 'stored'; row: RecordingRow }
  | { kind: 'repeat'; row: RecordingRow }
  | { kind: 'not-found' }
  | { kind: 'closed'; row: RecordingRow };

export type FinishClaim =
  | { kind: 'claimed'; row: RecordingRow }
  | { kind: 'finished'; row: RecordingRow }
  /** Another finish is running (claimed after `staleBefore`). */
  | { kind: 'busy' }
  | { kind: 'not-found' };

export interface FinishOutcome {
  transcriptionId: string;
  audioSaved: boolean;
  missing: number[];
  durationSeconds: number;
  segments: Segment[];
}

/**
 * SQL for recordings. Reads and writes name the owner beside the id (another user's recording is simply not found);
 * chunk writes and the finish claim lock the recording row, so a chunk can never slip in after finishing began.
 */
export interface RecordingRepo {
  /** Inserts the recording, or finds the existing one; null when the id belongs to another user. */
  createOrFind(row: NewRecordingRow): Promise<{ row: RecordingRow; created: boolean } | null>;
  find(userId: string, id: string): Promise<RecordingRow | null>;
  hasChunk(recordingId: string, seq: number): Promise<boolean>;
  /** Records a chunk whose bytes are already in storage. */
  addChunk(userId: string, id: string, seq: number, size: number): Promise<ChunkOutcome>;
  seqs(recordingId: string): Promise<number[]>;
  /** Appends final segments while the recording is not finished; false when it is (or is not the user's). */
  appendSegments(userId: string, id: string, segments: Segment[]): Promise<boolean>;
  /** Replaces the segments while recording; null when not found, the row otherwise (state tells whether it did). */
  replaceSegments(userId: string, id: string, segments: Segment[]): Promise<RecordingRow | null>;
  claimFinish(userId: string, id: string, staleBefore: Date): Promise<FinishClaim>;
  /** Gives a claim back (the finish failed), so the client can retry or keep uploading. */
  releaseFinish(id: string): Promise<void>;
  completeFinish(id: string, outcome: FinishOutcome): Promise<RecordingRow>;
  /** The stored chunks of every recording of the user (account deletion). */
  chunksOf(userId: string): Promise<{ recordingId: string; seq: number }[]>;
  /** Deletes every recording of the user with its chunks and live sessions; answers the chunks it had. */
  removeAllOf(userId: string): Promise<{ recordingId: string; seq: number }[]>;
  /** What the finish job found when it assembled the audio. */
  setAudioOutcome(
    id: string,
    outcome: { audioSaved: boolean; missing: number[]; durationSeconds: number | null },
  ): Promise<void>;
}

const owned = (userId: string, id: string) => and(eq(recordings.id, id), eq(recordings.userId, userId));

export function createRecordingRepo(db: Db): RecordingRepo {
  async function find(userId: string, id: string) {
    const [row] = await db.select().from(recordings).where(owned(userId, id));
    return row ?? null;
  }

  return {
    async createOrFind(row) {
      const [created] = await db.insert(recordings).values(row).onConflictDoNothing().returning();
      if (created) return { row: created, created: true };
      const existing = await find(row.userId, row.id);
      return existing ? { row: existing, created: false } : null;
    },

    find,

    async hasChunk(recordingId, seq) {
      const [row] = await db
        .select({ seq: recordingChunks.seq })
        .from(recordingChunks)
        .where(and(eq(recordingChunks.recordingId, recordingId), eq(recordingChunks.seq, seq)));
      return row !== undefined;
    },

    async addChunk(userId, id, seq, size) {
      return db.transaction(async (tx): Promise<ChunkOutcome> => {
        const [current] = await tx.select().from(recordings).where(owned(userId, id)).for('update');
        if (!current) return { kind: 'not-found' };
        if (current.state !== 'recording') return { kind: 'closed', row: current };
        const inserted = await tx
          .insert(recordingChunks)
          .values({ recordingId: id, seq, size })
          .onConflictDoNothing()
          .returning({ seq: recordingChunks.seq });
        if (inserted.length === 0) return { kind: 'repeat', row: current };
        const [row] = await tx
          .update(recordings)
          .set({
            chunkCount: sql`${recordings.chunkCount} + 1`,
            maxSeq: sql`greatest(${recordings.maxSeq}, ${seq})`,
            updatedAt: sql`now()`,
          })
          .where(eq(recordings.id, id))
          .returning();
        if (!row) throw new Error('recording vanished inside its own lock');
        return { kind: 'stored', row };
      });
    },

    async seqs(recordingId) {
      const rows = await db
        .select({ seq: recordingChunks.seq })
        .from(recordingChunks)
        .where(eq(recordingChunks.recordingId, recordingId))
        .orderBy(asc(recordingChunks.seq));
      return rows.map((r) => r.seq);
    },

    async appendSegments(userId, id, segments) {
      if (segments.length === 0) return true;
      const rows = await db
        .update(recordings)
        .set({ segments: sql`${recordings.segments} || ${JSON.stringify(segments)}::jsonb`, updatedAt: sql`now()` })
        // 'finishing' too: the finish ends live sessions and waits for their last finals before reading them.
        .where(and(owned(userId, id), inArray(recordings.state, ['recording', 'finishing'])))
        .returning({ id: recordings.id });
      return rows.length > 0;
    },

    async replaceSegments(userId, id, segments) {
      const [row] = await db
        .update(recordings)
        .set({ segments, updatedAt: sql`now()` })
        .where(and(owned(userId, id), eq(recordings.state, 'recording')))
        .returning();
      return row ?? find(userId, id);
    },

    async claimFinish(userId, id, staleBefore) {
      return db.transaction(async (tx): Promise<FinishClaim> => {
        const [current] = await tx.select().from(recordings).where(owned(userId, id)).for('update');
        if (!current) return { kind: 'not-found' };
        if (current.state === 'finished') return { kind: 'finished', row: current };
        // A claim older than any finish can take was left by a process that died while finishing.
        if (current.state === 'finishing' && current.updatedAt > staleBefore) return { kind: 'busy' };
        const [row] = await tx
          .update(recordings)
          .set({ state: 'finishing', updatedAt: sql`now()` })
          .where(eq(recordings.id, id))
          .returning();
        if (!row) throw new Error('recording vanished inside its own lock');
        return { kind: 'claimed', row };
      });
    },

    async releaseFinish(id) {
      await db
        .update(recordings)
        .set({ state: 'recording', updatedAt: sql`now()` })
        .where(and(eq(recordings.id, id), eq(recordings.state, 'finishing')));
    },

    async completeFinish(id, outcome) {
      const [row] = await db
        .update(recordings)
        .set({ ...outcome, state: 'finished', updatedAt: sql`now()` })
        .where(eq(recordings.id, id))
        .returning();
      if (!row) throw new Error(`recording ${id} vanished while finishing`);
      return row;
    },

    async chunksOf(userId) {
      return db
        .select({ recordingId: recordingChunks.recordingId, seq: recordingChunks.seq })
        .from(recordingChunks)
        .innerJoin(recordings, eq(recordings.id, recordingChunks.recordingId))
        .where(eq(recordings.userId, userId));
    },

    async removeAllOf(userId) {
      return db.transaction(async (tx) => {
        const ids = tx.select({ id: recordings.id }).from(recordings).where(eq(recordings.userId, userId));
        const chunks = await tx
          .delete(recordingChunks)
          .where(inArray(recordingChunks.recordingId, ids))
          .returning({ recordingId: recordingChunks.recordingId, seq: recordingChunks.seq });
        await tx.delete(recordings).where(eq(recordings.userId, userId));
        return chunks;
      });
    },

    async setAudioOutcome(id, { audioSaved, missing, durationSeconds }) {
      await db
        .update(recordings)
        .set({ audioSaved, missing, ...(durationSeconds !== null ? { durationSeconds } : {}), updatedAt: sql`now()` })
        .where(eq(recordings.id, id));
    },
  };
}
