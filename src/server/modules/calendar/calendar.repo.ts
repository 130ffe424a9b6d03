import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import {
  calendarConnections,
  calendarEvents,
  calendarOAuthStates,
  scheduledBots,
  type ConnectionRow,
  type EventRow,
  type ScheduledBotRow,
} from './calendar.schema.js';
import type { SourceEvent } from './calendar.types.js';

export type { ConnectionRow, EventRow, ScheduledBotRow };
export type ConnectionPatch = Partial<Omit<ConnectionRow, 'id' | 'userId' | 'type' | 'createdAt'>>;
export type NewConnection = Pick<ConnectionRow, 'id' | 'userId' | 'type' | 'name'> & ConnectionPatch;
export type BotPatch = Partial<Omit<ScheduledBotRow, 'id' | 'userId' | 'eventId' | 'createdAt'>>;
export type OAuthState = typeof calendarOAuthStates.$inferSelect;

/** A scheduled bot that still belongs to its event: it follows it, and the event's card shows it. */
const LIVE_BOT_STATUSES: ScheduledBotRow['status'][] = ['scheduled', 'dispatched', 'failed'];

/** SQL for calendars. Reads that take a user id name the owner beside the id: another user's row is not found. */
export function createCalendarRepo(db: Db) {
  const ownConnection = (userId: string, id: string) =>
    and(eq(calendarConnections.id, id), eq(calendarConnections.userId, userId));

  return {
    async saveState(row: OAuthState) {
      // Expired states of anyone go with each new one: the table stays as small as the connects in progress.
      await db.delete(calendarOAuthStates).where(lt(calendarOAuthStates.expiresAt, new Date()));
      await db.insert(calendarOAuthStates).values(row);
    },
    /** Single use: the state is deleted as it is read; null when unknown or expired. */
    async takeState(state: string): Promise<OAuthState | null> {
      const [row] = await db.delete(calendarOAuthStates).where(eq(calendarOAuthStates.state, state)).returning();
      return row && row.expiresAt > new Date() ? row : null;
    },

    listConnections: (userId: string) =>
      db
        .select()
        .from(calendarConnections)
        .where(eq(calendarConnections.userId, userId))
        .orderBy(asc(calendarConnections.createdAt)),
    async findConnection(userId: string, id: string): Promise<ConnectionRow | null> {
      const [row] = await db.select().from(calendarConnections).where(ownConnection(userId, id));
      return row ?? null;
    },
    async getConnection(id: string): Promise<ConnectionRow | null> {
      const [row] = await db.select().from(calendarConnections).where(eq(calendarConnections.id, id));
      return row ?? null;
    },
    /** Inserts, or (reconnecting the same provider) replaces the grant and clears the disconnect. */
    async saveConnection(row: NewConnection): Promise<ConnectionRow> {
      const { id: _id, userId: _u, type: _t, ...update } = row;
      const [saved] = await db
        .insert(calendarConnections)
        .values(row)
        .onConflictDoUpdate({ target: calendarConnections.id, set: { ...update, updatedAt: new Date() } })
        .returning();
      return saved!;
    },
    /** `whileConnected`: only if the user has not disconnected it meanwhile (a sync finishing after a Disconnect). */
    async updateConnection(
      id: string,
      patch: ConnectionPatch,
      opts: { whileConnected?: boolean } = {},
    ): Promise<ConnectionRow | null> {
      const [row] = await db
        .update(calendarConnections)
        .set({ ...patch, updatedAt: new Date() })
        .where(
          and(
            eq(calendarConnections.id, id),
            opts.whileConnected ? eq(calendarConnections.connected, true) : undefined,
          ),
        )
        .returning();
      return row ?? null;
    },
    async deleteConnection(id: string) {
      await db.delete(calendarConnections).where(eq(calendarConnections.id, id));
    },
    /**
     * Connected calendars untouched since `before` (the periodic sync). Every sync writes the row, failed ones too,
     * so a failing feed is tried once a period, not every minute.
     */
    async dueConnections(before: Date): Promise<string[]> {
      const rows = await db
        .select({ id: calendarConnections.id })
        .from(calendarConnections)
        .where(
          and(
            eq(calendarConnections.connected, true),
            ne(calendarConnections.status, 'disconnected'),
            lt(calendarConnections.updatedAt, before),
          ),
        );
      return rows.map((r) => r.id);
    },

    eventsOfConnection: (connectionId: string) =>
      db.select().from(calendarEvents).where(eq(calendarEvents.connectionId, connectionId)),
    async upsertEvents(userId: string, connectionId: string, events: SourceEvent[]): Promise<EventRow[]> {
      const out: EventRow[] = [];
      for (let i = 0; i < events.length; i += 500) {
        const values = events.slice(i, i + 500).map((e) => ({
          id: randomUUID(),
          userId,
          connectionId,
          externalId: e.externalId,
          title: e.title,
          description: e.description,
          startAt: e.start,
          endAt: e.end,
          allDay: e.allDay,
          meetingUrl: e.meetingUrl,
          platform: e.platform,
          attendees: e.attendees,
          organizer: e.organizer,
          isOrganizer: e.isOrganizer,
          isRecurring: e.isRecurring,
          location: e.location,
          cancelled: e.cancelled,
        }));
        const excluded = (col: string) => sql.raw(`excluded.${col}`);
        out.push(
          ...(await db
            .insert(calendarEvents)
            .values(values)
            .onConflictDoUpdate({
              target: [calendarEvents.connectionId, calendarEvents.externalId],
              set: {
                title: excluded('title'),
                description: excluded('description'),
                startAt: excluded('start_at'),
                endAt: excluded('end_at'),
                allDay: excluded('all_day'),
                meetingUrl: excluded('meeting_url'),
                platform: excluded('platform'),
                attendees: excluded('attendees'),
                organizer: excluded('organizer'),
                isOrganizer: excluded('is_organizer'),
                isRecurring: excluded('is_recurring'),
                location: excluded('location'),
                cancelled: excluded('cancelled'),
                updatedAt: new Date(),
              },
            })
            .returning()),
        );
      }
      return out;
    },
    async markCancelled(connectionId: string, externalIds: string[]) {
      if (!externalIds.length) return;
      await db
        .update(calendarEvents)
        .set({ cancelled: true, updatedAt: new Date() })
        .where(and(eq(calendarEvents.connectionId, connectionId), inArray(calendarEvents.externalId, externalIds)));
    },
    async deleteEvents(ids: string[]) {
      for (let i = 0; i < ids.length; i += 1000) {
        await db.delete(calendarEvents).where(inArray(calendarEvents.id, ids.slice(i, i + 1000)));
      }
    },
    async findEvent(userId: string, id: string): Promise<EventRow | null> {
      const [row] = await db
        .select()
        .from(calendarEvents)
        .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)));
      return row ?? null;
    },
    /** Events with a link, not cancelled, not over, starting before `until`, by start; with their bot if any. */
    upcoming: (userId: string, now: Date, until: Date, limit: number) =>
      db
        .select({ event: calendarEvents, bot: scheduledBots })
        .from(calendarEvents)
        .leftJoin(
          scheduledBots,
          and(eq(scheduledBots.eventId, calendarEvents.id), inArray(scheduledBots.status, LIVE_BOT_STATUSES)),
        )
        .where(
          and(
            eq(calendarEvents.userId, userId),
            eq(calendarEvents.cancelled, false),
            sql`${calendarEvents.meetingUrl} is not null`,
            gt(calendarEvents.endAt, now),
            lt(calendarEvents.startAt, until),
          ),
        )
        .orderBy(asc(calendarEvents.startAt), asc(calendarEvents.id))
        .limit(limit),

    async botOfEvent(eventId: string): Promise<ScheduledBotRow | null> {
      const [row] = await db.select().from(scheduledBots).where(eq(scheduledBots.eventId, eventId));
      return row ?? null;
    },
    async getBot(id: string): Promise<ScheduledBotRow | null> {
      const [row] = await db.select().from(scheduledBots).where(eq(scheduledBots.id, id));
      return row ?? null;
    },
    /** A new bot for an event that has none; null when the event got one meanwhile (it stands). */
    async insertBot(row: typeof scheduledBots.$inferInsert): Promise<ScheduledBotRow | null> {
      const [saved] = await db
        .insert(scheduledBots)
        .values(row)
        .onConflictDoNothing({ target: scheduledBots.eventId })
        .returning();
      return saved ?? null;
    },
    /** Applies `patch` only while the row is still as the caller saw it (status, and join time when given). */
    async updateBot(
      id: string,
      patch: BotPatch,
      expect: { status?: ScheduledBotRow['status'] | undefined; joinAt?: Date | undefined } = {},
    ): Promise<ScheduledBotRow | null> {
      const [row] = await db
        .update(scheduledBots)
        .set(patch)
        .where(
          and(
            eq(scheduledBots.id, id),
            expect.status ? eq(scheduledBots.status, expect.status) : undefined,
            expect.joinAt ? eq(scheduledBots.joinAt, expect.joinAt) : undefined,
          ),
        )
        .returning();
      return row ?? null;
    },
    /** Bots still to come, sent, or that could not be sent (scheduled, dispatched, failed) for these events. */
    async activeBotsOf(eventIds: string[]): Promise<ScheduledBotRow[]> {
      if (!eventIds.length) return [];
      return db
        .select()
        .from(scheduledBots)
        .where(and(inArray(scheduledBots.eventId, eventIds), inArray(scheduledBots.status, LIVE_BOT_STATUSES)));
    },
    /** Bot rows of any status for these events (auto-record leaves an event the user cancelled alone). */
    async botsOfEvents(eventIds: string[]): Promise<ScheduledBotRow[]> {
      if (!eventIds.length) return [];
      return db.select().from(scheduledBots).where(inArray(scheduledBots.eventId, eventIds));
    },
    /** Every bot row of a connection's events, or of a user (disconnect, account deletion). */
    async botsOfConnection(connectionId: string): Promise<ScheduledBotRow[]> {
      const rows = await db
        .select({ bot: scheduledBots })
        .from(scheduledBots)
        .innerJoin(calendarEvents, eq(calendarEvents.id, scheduledBots.eventId))
        .where(eq(calendarEvents.connectionId, connectionId));
      return rows.map((r) => r.bot);
    },
    botsOfUser: (userId: string) => db.select().from(scheduledBots).where(eq(scheduledBots.userId, userId)),
    listScheduled: (userId: string) =>
      db
        .select()
        .from(scheduledBots)
        .where(and(eq(scheduledBots.userId, userId), eq(scheduledBots.status, 'scheduled')))
        .orderBy(asc(scheduledBots.joinAt), asc(scheduledBots.id)),
    async deleteEventsOfConnection(connectionId: string) {
      await db.delete(calendarEvents).where(eq(calendarEvents.connectionId, connectionId));
    },
    async removeAllOf(userId: string) {
      await db.delete(calendarConnections).where(eq(calendarConnections.userId, userId));
      await db.delete(calendarOAuthStates).where(eq(calendarOAuthStates.userId, userId));
    },
  };
}

export type CalendarRepo = ReturnType<typeof createCalendarRepo>;
