import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EnginesSchema,
  SpeechDefaultsBodySchema,
  WhisperModelNameSchema,
  WhisperModelSchema,
} from '../../../shared/api/speech.js';
import type { Guards } from '../../platform/auth/session.js';
import { userOf } from '../../platform/auth/session.js';
import type { SpeechService } from './speech.service.js';

const ModelParamSchema = z.object({ name: WhisperModelNameSchema });

/** Which speech engines this server offers and which one each language gets; admins manage models and defaults. */
export const speechRoutes =
  ({ guards, service }: { guards: Guards; service: SpeechService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/speech/engines',
      {
        onRequest: guards.requireUser,
        schema: {
          operationId: 'listSpeechEngines',
          tags: ['speech'],
          description:
            'Every engine with its languages and readiness (`notReady` says why not, `progress` while its model ' +
            'downloads, `failure` when its download failed), and the default engine per language (the admin’s choice, else STT_ENGINE, else the best ' +
            'ready one, each only when ready for the language). Admins also get `reason` (the operator’s text) and ' +
            'the `admin` block: the Whisper models with their state, the chosen defaults and the Whisper model in use.',
          response: { 200: EnginesSchema },
        },
      },
      async (req) => service.engines({ admin: userOf(req).role === 'admin' }),
    );

    app.post(
      '/admin/speech/models/:name/download',
      {
        onRequest: guards.requireAdmin,
        schema: {
          operationId: 'downloadWhisperModel',
          tags: ['speech'],
          description:
            'Admin only. Starts downloading the model into DATA_DIR/models in the background (resumed, verified, ' +
            'then installed; one process at a time), or retries a failed one now. A model that is installed stays ' +
            'as it is. Follow it with GET /api/speech/engines.',
          params: ModelParamSchema,
          response: { 202: WhisperModelSchema },
        },
      },
      async (req, reply) => reply.code(202).send(await service.downloadModel(req.params.name)),
    );

    app.delete(
      '/admin/speech/models/:name',
      {
        onRequest: guards.requireAdmin,
        schema: {
          operationId: 'deleteWhisperModel',
          tags: ['speech'],
          description:
            'Admin only. Deletes the model file and cancels a download of it (in any process); it is not ' +
            'downloaded again by itself. If it was the chosen Whisper model, WHISPER_MODEL applies again.',
          params: ModelParamSchema,
          response: { 204: z.null().describe('Deleted') },
        },
      },
      async (req, reply) => {
        await service.deleteModel(req.params.name);
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/admin/speech/defaults',
      {
        onRequest: guards.requireAdmin,
        schema: {
          operationId: 'updateSpeechDefaults',
          tags: ['speech'],
          description:
            'Admin only. The default engine per language (null: automatic; an engine without the language is ' +
            '400) and the installed Whisper model the engine uses (not installed: 409). Keys left out keep their ' +
            'value. Answers what GET /api/speech/engines answers an admin.',
          body: SpeechDefaultsBodySchema,
          response: { 200: EnginesSchema },
        },
      },
      async (req) => service.setDefaults(req.body, userOf(req).id),
    );
  };
