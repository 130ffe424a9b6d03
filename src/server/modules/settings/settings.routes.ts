import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SettingsPatchSchema, SettingsSchema } from '../../../shared/api/settings.js';
import type { AppDeps } from '../../app.js';
import { userOf } from '../../platform/auth/session.js';
import { createSettingsRepo } from './settings.repo.js';
import { createSettingsService } from './settings.service.js';

/** The signed-in user's own settings. The user id comes only from the session, never from the request. */
export const settingsRoutes =
  ({ database, guards }: Pick<AppDeps, 'database' | 'guards'>): FastifyPluginAsyncZod =>
  async (app) => {
    const settings = createSettingsService({ repo: createSettingsRepo(database.db) });

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
