import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SettingsPatchSchema, SettingsSchema } from '../../../shared/api/settings.js';
import type { Guards } from '../../platform/auth/session.js';
import { userOf } from '../../platform/auth/session.js';
import type { SettingsService } from './settings.service.js';

/** The signed-in user's own settings. The user id comes only from the session, never from the request. */
export const settingsRoutes =
  ({ settings, guards }: { settings: SettingsService; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/settings',
      {
        onRequest: guards.requireUser,
        schema: {
          operationId: 'getSettings',
          tags: ['settings'],
          description: "The user's settings, or the defaults when none were saved.",
          response: { 200: SettingsSchema },
        },
      },
      async (req) => settings.get(userOf(req).id),
    );

    app.patch(
      '/settings',
      {
        // onRequest, not preHandler: a signed-out caller gets 401 before the body is parsed or validated.
        onRequest: guards.requireUser,
        schema: {
          operationId: 'updateSettings',
          tags: ['settings'],
          description: 'Changes only the fields given; `language: null` goes back to the browser language.',
          body: SettingsPatchSchema,
          response: { 200: SettingsSchema },
        },
      },
      async (req) => settings.update(userOf(req).id, req.body),
    );
  };
