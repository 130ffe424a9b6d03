import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';

export const contentRoutes = (_deps: AppDeps): FastifyPluginAsyncZod => async () => {};
