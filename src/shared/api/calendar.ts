import { z } from 'zod';
import { MeetingPlatformSchema } from './bots.js';
import { storableString } from './text.js';

/**
 * Calendars (docs/product.md §2 Calendar screen, sidebar widget, Meeting Bot Calendar tab; §3 calendar provider,
 * event and scheduled bot records; §9 7-day window). Tokens live on the server only, encrypted; the browser sees
 * connections and events, never a token.
 *
 *   GET    /api/calendars                          connections + which providers this server has configured
 *   POST   /api/calendars/:provider/connect        google | outlook → { url } to open (OAuth, read-only scope)
 *   GET    /api/calendars/oauth/:provider/callback the provider's redirect → back to the screen that asked
 *   POST   /api/calendars/ics                      { url, name? } → 201 CalendarConnection (synced at once)
 *   PATCH  /api/calendars/:id                      { autoRecord }
 *   DELETE /api/calendars/:id                      disconnect: tokens removed, events and scheduled bots gone
 *   POST   /api/calendars/refresh                  sync every connection of the user now → { connections }
 *   GET    /api/calendar/events?limit=10           upcoming events (7 days) with a video link, by start
 *   POST   /api/calendar/events/:id/bot            schedule the bot for this event → 201 ScheduledBot
 *   DELETE /api/calendar/events/:id/bot            cancel it → ScheduledBot (status cancelled)
 *   GET    /api/scheduled-bots                     status scheduled, ordered by join time ({ items })
 */

export const CALENDAR_TYPES = ['google', 'outlook', 'ics'] as const;
export const CalendarTypeSchema = z.enum(CALENDAR_TYPES);
export type CalendarType = z.infer<typeof CalendarTypeSchema>;

export const OAuthCalendarProviderSchema = z.enum(['google', 'outlook']);
export type OAuthCalendarProvider = z.infer<typeof OAuthCalendarProviderSchema>;

/**
 * Which meetings get a bot by themselves as they are synced: none, those the user organises, or every meeting with
 * a link.
 */
export const AUTO_RECORD = ['off', 'organized', 'all'] as const;
export const AutoRecordSchema = z.enum(AUTO_RECORD);
export type AutoRecord = z.infer<typeof AutoRecordSchema>;

export const CalendarConnectionSchema = z.object({
  /** 'google-{uid}', 'outlook-{uid}' (spec §3), 'ics-{uuid}' for feeds. */
  id: z.string(),
  name: z.string(),
  type: CalendarTypeSchema,
  connected: z.boolean(),
  lastSynced: z.iso.datetime({ offset: true }).nullable(),
  disconnectedAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * `ok`; `syncing` (a sync is queued or running); `error` (the last sync failed, it is retried: `error` says why);
   * `disconnected` (the grant was revoked: reconnect).
   */
  status: z.enum(['ok', 'syncing', 'error', 'disconnected']),
  error: z.string().nullable(),
  autoRecord: AutoRecordSchema,
});
export type CalendarConnection = z.infer<typeof CalendarConnectionSchema>;

export const CalendarsSchema = z.object({
  connections: z.array(CalendarConnectionSchema),
  /** OAuth providers configured on this server (GOOGLE_CLIENT_ID…, MICROSOFT_CLIENT_ID…); ICS always works. */
  providers: z.object({ google: z.boolean(), outlook: z.boolean() }),
});
export type Calendars = z.infer<typeof CalendarsSchema>;

export const ConnectUrlSchema = z.object({ url: z.string() });

export const ConnectParamSchema = z.object({ provider: OAuthCalendarProviderSchema });
export const ConnectBodySchema = z.object({
  /** Where to come back to after the provider's consent (a path of this app). */
  returnTo: storableString()
    .regex(/^\/dashboard\/[a-z0-9/-]*$/, 'must be a dashboard path')
    .max(200)
    .default('/dashboard/calendar'),
});

export const AddIcsBodySchema = z.object({
  url: storableString().trim().min(1).max(2048),
  name: storableString().trim().max(200).optional(),
});

export const CalendarIdParamSchema = z.object({ id: storableString().min(1).max(200) });
export const PatchCalendarBodySchema = z.object({ autoRecord: AutoRecordSchema });

export const ScheduledBotOptionsSchema = z.object({
  joinMinutesBefore: z.number().int().min(0).max(60).default(5),
  leaveAfterMeeting: z.boolean().default(true),
  enableTranscription: z.boolean().default(true),
});
export type ScheduledBotOptions = z.infer<typeof ScheduledBotOptionsSchema>;

/**
 * scheduled → dispatched (the bot was sent: `botSessionId`) | cancelled (`cancelledAt`) | failed (it could not be
 * sent, every attempt: scheduling it again sends it now).
 */
export const SCHEDULED_BOT_STATUSES = ['scheduled', 'dispatched', 'cancelled', 'failed'] as const;

export const ScheduledBotSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  title: z.string(),
  meetingUrl: z.string(),
  platform: MeetingPlatformSchema,
  scheduledJoinTime: z.iso.datetime({ offset: true }),
  eventStart: z.iso.datetime({ offset: true }),
  eventEnd: z.iso.datetime({ offset: true }),
  options: ScheduledBotOptionsSchema,
  status: z.enum(SCHEDULED_BOT_STATUSES),
  botSessionId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  cancelledAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ScheduledBot = z.infer<typeof ScheduledBotSchema>;

export const CalendarEventSchema = z.object({
  id: z.string(),
  calendarId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  allDay: z.boolean(),
  meetingUrl: z.string().nullable(),
  platform: MeetingPlatformSchema.nullable(),
  attendees: z.array(z.object({ email: z.string().nullable(), name: z.string().nullable() })),
  organizer: z.string().nullable(),
  /** The user organises it (auto-record "meetings I organise"). */
  isOrganizer: z.boolean(),
  isRecurring: z.boolean(),
  location: z.string().nullable(),
  /** The current time is within the event (computed when answered). */
  isNow: z.boolean(),
  /** The bot scheduled for this event, if any (status scheduled, dispatched or failed). */
  scheduledBot: ScheduledBotSchema.nullable(),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

export const EventsQuerySchema = z.object({
  /** The sidebar fetches 5 and shows 3; the calendar screen fetches 10 (spec §9). */
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const EventListSchema = z.object({ items: z.array(CalendarEventSchema) });
export const EventIdParamSchema = z.object({ id: storableString().min(1).max(300) });
export const ScheduleBotBodySchema = z.object({ options: ScheduledBotOptionsSchema.partial().optional() });
export const ScheduledBotListSchema = z.object({ items: z.array(ScheduledBotSchema) });
