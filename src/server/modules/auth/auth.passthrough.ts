import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { storableString } from '../../../shared/api/text.js';
import type { Auth } from '../../platform/auth/auth.js';
import type { Config } from '../../platform/config/config.js';
import { sendAuthResponse } from '../../platform/auth/handler.js';
import { withProfileCapture } from '../../platform/auth/oauth-profile.js';

const tags = ['auth'];

/**
 * The better-auth endpoints a browser reaches by navigation rather than by our fetch calls: the verification link,
 * the password-reset link and the OAuth callback. An allow-list, not a catch-all: better-auth has many more endpoints (change-password,
 * update-user, send-verification-email...) that would bypass our validation, password policy and rate limits.
 * A feature that needs one gets a front route like those in auth.routes.ts.
 */
export const authPassthroughRoutes =
  ({ config, auth }: { config: Pick<Config, 'publicUrl'>; auth: Auth }): FastifyPluginAsyncZod =>
  async (app) => {
    // Bodies go to better-auth untouched, whatever their type: providers using response_mode=form_post call back
    // with application/x-www-form-urlencoded, which Fastify would otherwise refuse (415). Scoped to this plugin.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    async function forward(req: FastifyRequest, reply: FastifyReply) {
      const url = new URL(req.url, config.publicUrl);
      const body =
        req.method === 'POST' && Buffer.isBuffer(req.body) && req.body.length ? new Uint8Array(req.body) : undefined;
      const request = new Request(url, { method: req.method, headers: fromNodeHeaders(req.headers), body });
      const response = await withProfileCapture(() => auth.handler(request));
      return sendAuthResponse(response, reply);
    }

    app.get(
      '/auth/verify-email',
      {
        schema: {
          operationId: 'verifyEmail',
          tags,
          description:
            'The link in the verification e-mail. Verifies, then redirects to its callbackURL (/login?verified=1); ' +
            'a bad or expired link redirects there with &error=INVALID_TOKEN or TOKEN_EXPIRED.',
          querystring: z.looseObject({ token: storableString().min(1), callbackURL: storableString().optional() }),
        },
      },
      forward,
    );

    app.get(
      '/auth/reset-password/:token',
      {
        schema: {
          operationId: 'resetPasswordLink',
          tags,
          description:
            'The link in the password-reset e-mail. Redirects to its callbackURL (/reset-password) with ?token=... ' +
            'while the token is valid and unused, else with ?error=INVALID_TOKEN. Does not use the token up.',
          params: z.object({ token: storableString().min(1).max(200) }),
          querystring: z.looseObject({ callbackURL: storableString().max(200) }),
        },
      },
      forward,
    );

    app.route({
      method: ['GET', 'POST'],
      url: '/auth/callback/:providerId',
      schema: {
        operationId: 'oauthCallback',
        tags,
        description:
          'Where Google or Microsoft return the browser (register {PUBLIC_URL}/api/auth/callback/{providerId} as the ' +
          'redirect URI). Sets the session, then redirects to the callbackURL given at sign-in.',
        params: z.object({ providerId: storableString() }),
      },
      handler: forward,
    });
  };
