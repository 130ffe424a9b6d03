import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BotIdParamSchema,
  BotListQuerySchema,
  BotListSchema,
  BotPlatformsSchema,
  BotSessionSchema,
  StartBotBodySchema,
} from '../../../shared/api/bots.js';
import { userOf, type Guards } from '../../platform/auth/session.js';
import type { BotService } from './bot.service.js';

/** The meeting bot (src/shared/api/bots.ts): send, follow, stop, retry; another user's session is a 404. */
export const botRoutes =
  ({ bots, guards }: { bots: BotService; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', guards.requireUser);

    app.post(
      '/bots',
      {
        schema: {
          operationId: 'startBot',
          tags: ['bots'],
          description:
            'Sends a bot into the meeting. 400 with MEETING_LINK_EMPTY, MEETING_LINK_INVALID, ' +
            'MEETING_PLATFORM_UNSUPPORTED or ZOOM_LINK_INVALID when the link is not one the bot can use.',
          body: StartBotBodySchema,
          response: { 201: BotSessionSchema },
        },
      },
      async (req, reply) => reply.code(201).send(await bots.start(userOf(req).id, req.body)),
    );

    app.get(
      '/bots',
      {
        schema: {
          operationId: 'listBots',
          tags: ['bots'],
          description:
            "The user's bot sessions, newest first; ?active=true: only those in or on their way to a meeting.",
          querystring: BotListQuerySchema,
          response: { 200: BotListSchema },
        },
      },
      async (req) => ({ items: await bots.list(userOf(req).id, req.query) }),
    );

    app.get(
      '/bots/platforms',
      {
        schema: {
          operationId: 'botPlatforms',
          tags: ['bots'],
          description:
            'Hosts that count as a meeting platform on this server besides the real ones (MEETING_HOST_ALIASES).',
          response: { 200: BotPlatformsSchema },
        },
      },
      async () => ({ aliases: bots.aliases() }),
    );

    app.get(
      '/bots/:id',
      {
        schema: {
          operationId: 'getBot',
          tags: ['bots'],
          params: BotIdParamSchema,
          response: { 200: BotSessionSchema },
        },
      },
      async (req) => bots.get(userOf(req).id, req.params.id),
    );

    app.post(
      '/bots/:id/stop',
      {
        schema: {
          operationId: 'stopBot',
          tags: ['bots'],
          description: 'The bot leaves the meeting; the transcript is saved and the minutes generated. Idempotent.',
          params: BotIdParamSchema,
          response: { 200: BotSessionSchema },
        },
      },
      async (req) => bots.stop(userOf(req).id, req.params.id),
    );

    app.post(
      '/bots/:id/retry',
      {
        schema: {
          operationId: 'retryBot',
          tags: ['bots'],
          description: 'Sends a new bot to the same meeting (409 while this session is still active).',
          params: BotIdParamSchema,
          response: { 201: BotSessionSchema },
        },
      },
      async (req, reply) => reply.code(201).send(await bots.retry(userOf(req).id, req.params.id)),
    );

    app.get(
      '/bots/:id/screenshot',
      {
        schema: {
          operationId: 'getBotScreenshot',
          tags: ['bots'],
          description: 'What the bot saw when it failed, or when it heard no audio (image/png).',
          params: BotIdParamSchema,
        },
      },
      async (req, reply) => {
        const png = await bots.screenshot(userOf(req).id, req.params.id);
        return reply.type('image/png').header('cache-control', 'private, no-store').send(png);
      },
    );
  };
