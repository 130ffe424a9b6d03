import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { MeSchema, ProvidersSchema } from '../../../shared/api/auth.js';
import type { AppDeps } from '../../app.js';
import { sendAuthResponse } from '../../platform/auth/handler.js';
import type { AccountService } from './account.service.js';

export const authRoutes =
  ({ config, auth, guards }: AppDeps, _accounts: AccountService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/me',
      { schema: { operationId: 'getMe', tags: ['auth'], response: { 200: MeSchema } }, preHandler: guards.requireUser },
      async (req) => req.user!,
    );
    app.get(
      '/auth/providers',
      { schema: { operationId: 'getAuthProviders', tags: ['auth'], response: { 200: ProvidersSchema } } },
      async () => ({ google: !!config.google, microsoft: !!config.microsoft }),
    );
    // Everything else under /api/auth (verification links, OAuth redirects and callbacks) is better-auth's own.
    app.route({
      method: ['GET', 'POST'],
      url: '/auth/*',
      schema: { hide: true },
      handler: async (req, reply) => {
        const url = new URL(req.url, config.publicUrl);
        const body = req.method === 'POST' && req.body !== undefined ? JSON.stringify(req.body) : undefined;
        const response = await auth.handler(
          new Request(url, { method: req.method, headers: fromNodeHeaders(req.headers), body }),
        );
        return sendAuthResponse(response, reply, req.id);
      },
    });
  };
