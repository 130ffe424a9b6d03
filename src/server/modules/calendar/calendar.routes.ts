import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddIcsBodySchema,
  CalendarConnectionSchema,
  CalendarIdParamSchema,
  CalendarsSchema,
  ConnectBodySchema,
  ConnectParamSchema,
  ConnectUrlSchema,
  EventIdParamSchema,
  EventListSchema,
  EventsQuerySchema,
  PatchCalendarBodySchema,
  ScheduleBotBodySchema,
  ScheduledBotListSchema,
  ScheduledBotSchema,
} from '../../../shared/api/calendar.js';
import { storableString } from '../../../shared/api/text.js';
import type { Guards } from '../../platform/auth/session.js';
import { userOf } from '../../platform/auth/session.js';
import type { CalendarModule } from './calendar.module.js';

/** Adding feeds and refreshing make outgoing requests: per user, 10 a minute each. */
const perUser = (name: string) => ({
  rateLimit: {
    max: 10,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) => `${name}:${req.user?.id ?? req.ip}`,
  },
});

const CallbackQuerySchema = z.object({
  code: storableString().max(4096).optional(),
  state: storableString().max(200).optional(),
  error: storableString().max(200).optional(),
});

/**
 * Calendars (src/shared/api/calendar.ts lists the routes). Every route but the OAuth callback requires a signed-in
 * user; the callback is reached by the browser coming back from the provider and answers with a redirect, also on
 * failure.
 */
export const calendarRoutes =
  ({ calendar, guards }: { calendar: CalendarModule; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    const { service, scheduler } = calendar;

    app.get(
      '/calendars/oauth/:provider/callback',
      {
        schema: {
          operationId: 'calendarOAuthCallback',
          tags: ['calendar'],
          description:
            'Where Google / Microsoft send the browser back after consent. Redirects to the screen that asked, with ' +
            '?calendar=connected&provider=… or ?calendar=error&code=….',
          params: ConnectParamSchema,
          querystring: CallbackQuerySchema,
        },
      },
      async (req, reply) => {
        const user = await guards.currentUser(req);
        return reply.redirect(await service.finishConnect(user?.id ?? null, req.params.provider, req.query), 302);
      },
    );

    await app.register(async (plugin) => {
      const authed = plugin.withTypeProvider<ZodTypeProvider>();
      authed.addHook('onRequest', guards.requireUser);

      authed.get(
        '/calendars',
        {
          schema: {
            operationId: 'listCalendars',
            tags: ['calendar'],
            description: 'The user’s calendar connections and which OAuth providers this server has configured.',
            response: { 200: CalendarsSchema },
          },
        },
        async (req) => service.overview(userOf(req).id),
      );

      authed.post(
        '/calendars/:provider/connect',
        {
          schema: {
            operationId: 'connectCalendar',
            tags: ['calendar'],
            description:
              'Starts the provider’s consent (read-only calendar access): answers the URL to open. 400 ' +
              'PROVIDER_NOT_CONFIGURED when this server has no client for it.',
            params: ConnectParamSchema,
            body: ConnectBodySchema,
            response: { 200: ConnectUrlSchema },
          },
        },
        async (req) => service.startConnect(userOf(req), req.params.provider, req.body.returnTo),
      );

      authed.post(
        '/calendars/ics',
        {
          schema: {
            operationId: 'addIcsCalendar',
            tags: ['calendar'],
            description:
              'Adds an ICS feed (webcal:// is read as https://), read at once. 400 CALENDAR_URL_FORBIDDEN (a ' +
              'private or local address), CALENDAR_FEED_INVALID (not an ICS file).',
            body: AddIcsBodySchema,
            response: { 201: CalendarConnectionSchema },
          },
          config: perUser('calendar-ics'),
        },
        async (req, reply) => reply.code(201).send(await service.addIcs(userOf(req), req.body)),
      );

      authed.post(
        '/calendars/refresh',
        {
          schema: {
            operationId: 'refreshCalendars',
            tags: ['calendar'],
            description: 'Syncs every connected calendar now; answers once they are done (or after ~20 s).',
            response: { 200: CalendarsSchema },
          },
          config: perUser('calendar-refresh'),
        },
        async (req) => service.refresh(userOf(req).id),
      );

      authed.patch(
        '/calendars/:id',
        {
          schema: {
            operationId: 'updateCalendar',
            tags: ['calendar'],
            description: 'Auto-record: off, organized (meetings the user organises) or all meetings with a link.',
            params: CalendarIdParamSchema,
            body: PatchCalendarBodySchema,
            response: { 200: CalendarConnectionSchema },
          },
        },
        async (req) => service.setAutoRecord(userOf(req).id, req.params.id, req.body.autoRecord),
      );

      authed.delete(
        '/calendars/:id',
        {
          schema: {
            operationId: 'disconnectCalendar',
            tags: ['calendar'],
            description:
              'Disconnects: tokens, events and scheduled bots are removed (a feed is removed entirely; a Google or ' +
              'Outlook connection stays listed with connected false).',
            params: CalendarIdParamSchema,
            response: { 204: z.null().describe('Disconnected') },
          },
        },
        async (req, reply) => {
          await service.disconnect(userOf(req).id, req.params.id);
          return reply.code(204).send(null);
        },
      );

      authed.get(
        '/calendar/events',
        {
          schema: {
            operationId: 'listCalendarEvents',
            tags: ['calendar'],
            description: 'Upcoming events (the next 7 days, not over) with a video link, by start.',
            querystring: EventsQuerySchema,
            response: { 200: EventListSchema },
          },
        },
        async (req) => ({ items: await service.upcoming(userOf(req).id, req.query.limit) }),
      );

      authed.post(
        '/calendar/events/:id/bot',
        {
          schema: {
            operationId: 'scheduleBot',
            tags: ['calendar'],
            description:
              'Schedules the bot for the event (joins joinMinutesBefore its start). 404 CALENDAR_EVENT_NOT_FOUND, ' +
              '400 CALENDAR_NO_MEETING_URL.',
            params: EventIdParamSchema,
            body: ScheduleBotBodySchema.nullish(),
            response: { 201: ScheduledBotSchema },
          },
        },
        async (req, reply) =>
          reply.code(201).send(await scheduler.schedule(userOf(req).id, req.params.id, req.body?.options ?? {})),
      );

      authed.delete(
        '/calendar/events/:id/bot',
        {
          schema: {
            operationId: 'cancelScheduledBot',
            tags: ['calendar'],
            description: 'Cancels the event’s bot (status cancelled); a bot already sent to the meeting is stopped.',
            params: EventIdParamSchema,
            response: { 200: ScheduledBotSchema },
          },
        },
        async (req) => scheduler.cancel(userOf(req).id, req.params.id),
      );

      authed.get(
        '/scheduled-bots',
        {
          schema: {
            operationId: 'listScheduledBots',
            tags: ['calendar'],
            description: 'Bots still to come (status scheduled), by join time.',
            response: { 200: ScheduledBotListSchema },
          },
        },
        async (req) => ({ items: await scheduler.list(userOf(req).id) }),
      );
    });
  };
