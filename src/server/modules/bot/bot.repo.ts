import { and, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { ACTIVE_BOT_STATES } from '../../../shared/api/bots.js';
import type { Db } from '../../platform/db/client.js';
import { botSessions, type BotSessionRow, type SpeakerTurn } from './bot.schema.js';

export type NewBotSession = typeof botSessions.$inferInsert;
export type BotSessionChanges = Partial<Omit<NewBotSession, 'id' | 'userId' | 'createdAt'>>;

export interface BotRepo {
  insert(row: NewBotSession): Promise<BotSessionRow>;
  find(userId: string, id: string): Promise<BotSessionRow | null>;
  /** The bot process's read: the job carries the id, the row says whose it is. */
  findById(id: string): Promise<BotSessionRow | null>;
  findByExternal(externalId: string): Promise<BotSessionRow | null>;
  /** The newest session sent for a calendar's scheduled bot since `since` (a dispatch that crashed midway). */
  findScheduled(userId: string, scheduledBotId: string, since: Date): Promise<BotSessionRow | null>;
  list(userId: string, opts: { active: boolean; limit: number }): Promise<BotSessionRow[]>;
  countActive(userId: string): Promise<number>;
  update(id: string, changes: BotSessionChanges): Promise<BotSessionRow | null>;
  /**
   * Moves an active session on; a session that already ended (a Stop raced the bot's last event) is left as it is and
   * null answered, so a late "waiting" never revives a finished bot.
   */
  advance(id: string, changes: BotSessionChanges): Promise<BotSessionRow | null>;
  requestStop(userId: string, id: string): Promise<BotSessionRow | null>;
  heartbeat(id: string): Promise<void>;
  addSpeakerTurn(id: string, turn: SpeakerTurn): Promise<void>;
  /** Active sessions whose bot process stopped writing its heartbeat before `before` (it died). */
  orphans(before: Date): Promise<BotSessionRow[]>;
  /** Screenshot keys of every session of the user (account deletion: the rows go with the user). */
  screenshotKeysOf(userId: string): Promise<string[]>;
}

const active = inArray(botSessions.state, [...ACTIVE_BOT_STATES]);

export function createBotRepo(db: Db): BotRepo {
  return {
    async insert(row) {
      const [created] = await db.insert(botSessions).values(row).returning();
      return created!;
    },
    async find(userId, id) {
      const [row] = await db
        .select()
        .from(botSessions)
        .where(and(eq(botSessions.id, id), eq(botSessions.userId, userId)));
      return row ?? null;
    },
    async findById(id) {
      const [row] = await db.select().from(botSessions).where(eq(botSessions.id, id));
      return row ?? null;
    },
    async findScheduled(userId, scheduledBotId, since) {
      const [row] = await db
        .select()
        .from(botSessions)
        .where(
          and(
            eq(botSessions.userId, userId),
            eq(botSessions.scheduledBotId, scheduledBotId),
            gte(botSessions.createdAt, since),
          ),
        )
        .orderBy(desc(botSessions.createdAt))
        .limit(1);
      return row ?? null;
    },
    async findByExternal(externalId) {
      const [row] = await db
        .select()
        .from(botSessions)
        .where(eq(botSessions.externalId, externalId))
        .orderBy(desc(botSessions.createdAt))
        .limit(1);
      return row ?? null;
    },
    async list(userId, opts) {
      return db
        .select()
        .from(botSessions)
        .where(opts.active ? and(eq(botSessions.userId, userId), active) : eq(botSessions.userId, userId))
        .orderBy(desc(botSessions.createdAt))
        .limit(opts.limit);
    },
    async countActive(userId) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(botSessions)
        .where(and(eq(botSessions.userId, userId), active));
      return row?.n ?? 0;
    },
    async update(id, changes) {
      const [row] = await db
        .update(botSessions)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(botSessions.id, id))
        .returning();
      return row ?? null;
    },
    async advance(id, changes) {
      const [row] = await db
        .update(botSessions)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(botSessions.id, id), active))
        .returning();
      return row ?? null;
    },
    async requestStop(userId, id) {
      const [row] = await db
        .update(botSessions)
        .set({ stopRequestedAt: sql`coalesce(${botSessions.stopRequestedAt}, now())`, updatedAt: sql`now()` })
        .where(and(eq(botSessions.id, id), eq(botSessions.userId, userId)))
        .returning();
      return row ?? null;
    },
    async heartbeat(id) {
      await db
        .update(botSessions)
        .set({ heartbeatAt: sql`now()` })
        .where(eq(botSessions.id, id));
    },
    async addSpeakerTurn(id, turn) {
      await db
        .update(botSessions)
        .set({ speakers: sql`${botSessions.speakers} || ${JSON.stringify([turn])}::jsonb` })
        .where(eq(botSessions.id, id));
    },
    async orphans(before) {
      return db
        .select()
        .from(botSessions)
        .where(and(active, isNotNull(botSessions.heartbeatAt), lt(botSessions.heartbeatAt, before)));
    },
    async screenshotKeysOf(userId) {
      const rows = await db
        .select({ key: botSessions.screenshotKey })
        .from(botSessions)
        .where(and(eq(botSessions.userId, userId), isNotNull(botSessions.screenshotKey)));
      return rows.map((r) => r.key).filter((k): k is string => !!k);
    },
  };
}
