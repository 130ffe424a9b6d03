import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EnginesSchema } from '../../../shared/api/speech.js';
import type { AppDeps } from '../../app.js';

/** Which speech engines this server offers and which one each language gets by default. */
export const speechRoutes =
  ({ guards, speech }: Pick<AppDeps, 'guards' | 'speech'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/speech/engines',
      {
        onRequest: guards.requireUser,
        schema: {
          operationId: 'listSpeechEngines',
          tags: ['speech'],
          description:
            'Every engine with its languages and readiness (a model file present, an API configured ...), and the ' +
            'default engine per language (STT_ENGINE when it is ready for that language, else the best ready one).',
          response: { 200: EnginesSchema },
        },
      },
      async () => ({ engines: await speech.list(), defaults: await speech.defaults() }),
    );
  };
