import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BotEndReason, BotFailureCode, BotLanguage, BotState } from '../../../shared/api/bots.js';
import type { MeetingPlatform } from '../../../shared/meeting-link.js';
import { users } from '../../platform/auth/auth.schema.js';

/** Who spoke from when (seconds of the meeting's audio), as the platform showed it; segments are labelled from it. */
export interface SpeakerTurn {
  at: number;
  name: string | null;
}

/**
 * One bot sent to one meeting (the spec's meeting session, docs/product.md §3). The row is the bot's shared state:
 * any process answers the screen from it, a bot process writes its progress into it (with a heartbeat, so a dead
 * process's meeting is taken over), and Stop is a column plus a NOTIFY so it reaches whichever process runs the bot.
 */
export const botSessions = pgTable(
  'bot_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<MeetingPlatform>().notNull(),
    meetingUrl: text('meeting_url').notNull(),
    language: text('language').$type<BotLanguage>().notNull(),
    displayName: text('display_name').notNull(),
    /** The user's IANA time zone when the bot was sent (the transcript's title, the minutes' dates). */
    timeZone: text('time_zone'),
    /** Zoom's passcode given apart from the link (the spec's bot-server API). */
    password: text('password'),
    state: text('state').$type<BotState>().notNull().default('queued'),
    endReason: text('end_reason').$type<BotEndReason>(),
    failureCode: text('failure_code').$type<BotFailureCode>(),
    failureDetail: text('failure_detail'),
    screenshotKey: text('screenshot_key'),
    /** The recording the bot feeds (chunks, live finals); the transcription takes the same id when saved. */
    recordingId: uuid('recording_id').notNull(),
    transcriptionId: uuid('transcription_id'),
    scheduledBotId: text('scheduled_bot_id'),
    /** The spec's bot-server API names sessions itself (`sessionId`). */
    externalId: text('external_id'),
    /** Leave by then (a calendar event's end, when the scheduled bot says leaveAfterMeeting). */
    leaveAt: timestamp('leave_at', { withTimezone: true, precision: 3 }),
    stopRequestedAt: timestamp('stop_requested_at', { withTimezone: true, precision: 3 }),
    jobId: text('job_id'),
    /** Runs of the bot for this session (a rejoin after a crash is the next). */
    runs: integer('runs').notNull().default(0),
    /** Written every few seconds by the process attending the meeting. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, precision: 3 }),
    speakers: jsonb('speakers').$type<SpeakerTurn[]>().notNull().default([]),
    joinedAt: timestamp('joined_at', { withTimezone: true, precision: 3 }),
    audioAt: timestamp('audio_at', { withTimezone: true, precision: 3 }),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('bot_sessions_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('bot_sessions_external_idx').on(t.externalId),
    check(
      'bot_sessions_state_check',
      sql`${t.state} in ('queued', 'starting', 'joining', 'waiting', 'in_meeting', 'no_audio', 'transcribing', 'summarizing', 'done', 'failed')`,
    ),
  ],
);

export type BotSessionRow = typeof botSessions.$inferSelect;
