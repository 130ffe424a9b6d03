import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AutoRecord, CalendarType } from '../../../shared/api/calendar.js';
import type { MeetingPlatform } from '../../../shared/meeting-link.js';
import { users } from '../../platform/auth/auth.schema.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export type ConnectionStatus = 'ok' | 'syncing' | 'error' | 'disconnected';

/**
 * A calendar the user connected (spec §3 calendar provider record): `google-{uid}`, `outlook-{uid}` (one each per
 * user), `ics-{uuid}`. Tokens and the feed URL (private ICS addresses carry a secret) are encrypted with the server's
 * key (platform/crypto); none of them ever leaves the server.
 */
export const calendarConnections = pgTable(
  'calendar_connections',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<CalendarType>().notNull(),
    name: text('name').notNull(),
    connected: boolean('connected').notNull().default(true),
    status: text('status').$type<ConnectionStatus>().notNull().default('syncing'),
    /** Why the last sync failed (an error code), while status is `error`. */
    error: text('error'),
    autoRecord: text('auto_record').$type<AutoRecord>().notNull().default('off'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    accessTokenExpiresAt: instant('access_token_expires_at'),
    /** The account's e-mail at the provider (the organiser test of auto-record "meetings I organise"). */
    accountEmail: text('account_email'),
    feedUrl: text('feed_url'),
    lastSyncedAt: instant('last_synced_at'),
    disconnectedAt: instant('disconnected_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('calendar_connections_user_idx').on(t.userId)],
);

export type ConnectionRow = typeof calendarConnections.$inferSelect;

export interface EventAttendee {
  email: string | null;
  name: string | null;
}

/** One occurrence of a meeting in the sync window (spec §3 calendar event record), as last synced. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connectionId: text('connection_id')
      .notNull()
      .references(() => calendarConnections.id, { onDelete: 'cascade' }),
    /** The provider's id of this occurrence (ICS: UID + occurrence start). */
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    meetingUrl: text('meeting_url'),
    platform: text('platform').$type<MeetingPlatform>(),
    attendees: jsonb('attendees').$type<EventAttendee[]>().notNull().default([]),
    organizer: text('organizer'),
    isOrganizer: boolean('is_organizer').notNull().default(false),
    isRecurring: boolean('is_recurring').notNull().default(false),
    location: text('location'),
    cancelled: boolean('cancelled').notNull().default(false),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_events_external_idx').on(t.connectionId, t.externalId),
    index('calendar_events_user_start_idx').on(t.userId, t.startAt),
  ],
);

export type EventRow = typeof calendarEvents.$inferSelect;

export type ScheduledBotStatus = 'scheduled' | 'dispatched' | 'cancelled' | 'failed';

/**
 * The bot asked for one event (spec §3 scheduled bot record), one row per event: scheduling again after a cancel
 * reuses it. `jobId` is the pending `bot.dispatch` job (singleton key = this id, start = `joinAt`).
 */
export const scheduledBots = pgTable(
  'scheduled_bots',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    meetingUrl: text('meeting_url').notNull(),
    platform: text('platform').$type<MeetingPlatform>().notNull(),
    joinAt: instant('join_at').notNull(),
    eventStart: instant('event_start').notNull(),
    eventEnd: instant('event_end').notNull(),
    joinMinutesBefore: integer('join_minutes_before').notNull(),
    leaveAfterMeeting: boolean('leave_after_meeting').notNull(),
    enableTranscription: boolean('enable_transcription').notNull(),
    status: text('status').$type<ScheduledBotStatus>().notNull(),
    jobId: text('job_id'),
    botSessionId: text('bot_session_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
    cancelledAt: instant('cancelled_at'),
    dispatchedAt: instant('dispatched_at'),
  },
  (t) => [
    uniqueIndex('scheduled_bots_event_idx').on(t.eventId),
    index('scheduled_bots_user_status_idx').on(t.userId, t.status, t.joinAt),
  ],
);

export type ScheduledBotRow = typeof scheduledBots.$inferSelect;

/**
 * An OAuth connect in progress: the `state` sent to the provider, bound to the user who asked, single-use (deleted
 * when read) and short-lived, with the PKCE verifier and the screen to return to.
 */
export const calendarOAuthStates = pgTable('calendar_oauth_states', {
  state: text('state').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<'google' | 'outlook'>().notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull(),
  expiresAt: instant('expires_at').notNull(),
});
