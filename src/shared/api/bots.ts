import { z } from 'zod';
import { MEETING_PLATFORMS } from '../meeting-link.js';
import { storableString } from './text.js';

/**
 * The meeting bot (docs/product.md §2 Meeting Bot, §3 meeting session, §4 join flow). A bot session is one bot sent
 * to one meeting: it runs on the server (a `bot` process), so leaving the screen does not stop it.
 *
 *   POST /api/bots                    send a bot { meetingUrl, language } → 201 BotSession
 *   GET  /api/bots                    the user's sessions, newest first ({ items }); ?active=true: only running ones
 *   GET  /api/bots/platforms          hosts that count as a platform here (MEETING_HOST_ALIASES), for the badge
 *   GET  /api/bots/:id                one session
 *   POST /api/bots/:id/stop           the user's Stop: the bot leaves, the transcript is saved, minutes generated
 *   POST /api/bots/:id/retry          a failed or ended session's link again → 201 a new BotSession
 *   GET  /api/bots/:id/screenshot     image/png: what the bot saw when it failed (or last had no audio)
 *
 * The live transcript is the recording's (`GET /api/recordings/:recordingId`: its segments grow while the bot records).
 */

export const BOT_LANGUAGES = ['id-ID', 'en-US', 'en-GB'] as const;
export const BotLanguageSchema = z.enum(BOT_LANGUAGES);
export type BotLanguage = z.infer<typeof BotLanguageSchema>;

export const MeetingPlatformSchema = z.enum(MEETING_PLATFORMS);

/**
 * Where a bot is, in the order it goes (the screen's steps: Join Meeting = queued…waiting, Recording = in_meeting
 * and no_audio, Transcribing = transcribing, Generating MoM = summarizing):
 * - `queued`: waiting for a bot process (all busy, or none running);
 * - `starting`: a browser is being started;
 * - `joining`: on the platform's page, entering the name, asking to join;
 * - `waiting`: in the lobby / waiting room, until the host admits it (bounded by BOT_LOBBY_TIMEOUT_S);
 * - `in_meeting`: admitted AND hearing audio;
 * - `no_audio`: admitted, but no sound yet after a while (a screenshot is kept);
 * - `transcribing`: left the meeting; the final pass runs over the saved audio;
 * - `summarizing`: the minutes are being generated;
 * - `done`: the transcript and minutes are saved (`transcriptionId`);
 * - `failed`: could not join or record (`failure`); a screenshot when the bot had a page.
 */
export const BOT_STATES = [
  'queued',
  'starting',
  'joining',
  'waiting',
  'in_meeting',
  'no_audio',
  'transcribing',
  'summarizing',
  'done',
  'failed',
] as const;
export const BotStateSchema = z.enum(BOT_STATES);
export type BotState = z.infer<typeof BotStateSchema>;

/** States in which a bot is (or will be) in the meeting: Stop applies, the session shows as Active. */
export const ACTIVE_BOT_STATES: readonly BotState[] = [
  'queued',
  'starting',
  'joining',
  'waiting',
  'in_meeting',
  'no_audio',
];

/** Why a bot left a meeting it was in (not a failure: the transcript is saved). */
export const BOT_END_REASONS = ['stopped', 'meeting_ended', 'removed', 'alone', 'max_duration', 'event_ended'] as const;
export const BotEndReasonSchema = z.enum(BOT_END_REASONS);
export type BotEndReason = z.infer<typeof BotEndReasonSchema>;

/**
 * Why a bot could not join or record. Each is an error code with a message in both languages (errors.json).
 * BOT_BLOCKED is a platform's wall against guests/bots ("You can't join this video call", Zoom's bot wall): the screen
 * offers recording the meeting from the user's own browser instead.
 */
export const BOT_FAILURE_CODES = [
  'BOT_DENIED',
  'BOT_LOBBY_TIMEOUT',
  'BOT_MEETING_NOT_FOUND',
  'BOT_MEETING_NOT_STARTED',
  'BOT_SIGN_IN_REQUIRED',
  'BOT_CAPTCHA',
  'BOT_BLOCKED',
  'BOT_JOIN_FAILED',
  'BOT_BROWSER_UNAVAILABLE',
  'BOT_CRASHED',
] as const;
export const BotFailureCodeSchema = z.enum(BOT_FAILURE_CODES);
export type BotFailureCode = z.infer<typeof BotFailureCodeSchema>;

export const BotSessionSchema = z.object({
  /** Also the spec's sessionId (the screen shows its first 8 characters). */
  id: z.uuid(),
  platform: MeetingPlatformSchema,
  meetingUrl: z.string(),
  language: BotLanguageSchema,
  /** "{user}'s Notulen Bot". */
  displayName: z.string(),
  state: BotStateSchema,
  /** Set once the bot left a meeting it was in. */
  endReason: BotEndReasonSchema.nullable(),
  failure: z.object({ code: BotFailureCodeSchema, detail: z.string().nullable() }).nullable(),
  /** A screenshot can be fetched (GET /api/bots/:id/screenshot). */
  hasScreenshot: z.boolean(),
  /** The recording the bot feeds; once saved, also the transcription's id (/dashboard/mom/{id}). */
  recordingId: z.uuid(),
  /** The transcription, once saved (it exists from the moment the bot leaves). */
  transcriptionId: z.uuid().nullable(),
  /** The calendar's scheduled bot that dispatched this session, if any. */
  scheduledBotId: z.string().nullable(),
  /** The spec's `status`: 'active' while the bot is or will be in the meeting, else 'ended'. */
  status: z.enum(['active', 'ended']),
  createdAt: z.iso.datetime({ offset: true }),
  /** Admitted into the meeting. */
  joinedAt: z.iso.datetime({ offset: true }).nullable(),
  /** First non-silent audio heard (the Recording timer counts from here, else from joinedAt). */
  audioAt: z.iso.datetime({ offset: true }).nullable(),
  endedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type BotSession = z.infer<typeof BotSessionSchema>;

export const BotIdParamSchema = z.object({ id: z.uuid() });

export const StartBotBodySchema = z.object({
  meetingUrl: storableString().trim().max(2048),
  language: BotLanguageSchema.default('id-ID'),
  /** The user's IANA time zone (the browser's): the transcript's title and the minutes' dates use it. */
  timeZone: storableString().max(64).optional(),
});
export type StartBotBody = z.infer<typeof StartBotBodySchema>;

export const BotListQuerySchema = z.object({
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const BotListSchema = z.object({ items: z.array(BotSessionSchema) });

export const BotPlatformsSchema = z.object({
  aliases: z.array(z.object({ platform: MeetingPlatformSchema, host: z.string() })),
});
