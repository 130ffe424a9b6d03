import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EnginesSchema } from '../../../shared/api/speech.js';
import type { Guards } from '../../platform/auth/session.js';
import type { SpeechRegistry } from './speech.types.js';

/** Which speech engines this server offers and which one each language gets by default. */
export const speechRoutes =
  ({ guards, speech }: { guards: Guards; speech: Pick<SpeechRegistry, 'list' | 'defaults'> }): FastifyPluginAsyncZod =>
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
