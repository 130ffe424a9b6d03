import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '../../../shared/api/health.js';
import type { Database } from '../../platform/db/client.js';
import { version } from '../../platform/version.js';
import { AppError } from '../../platform/http/errors.js';

export const healthRoutes =
  ({ database }: { database: Pick<Database, 'ping' | 'kind'> }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      { schema: { operationId: 'getHealth', tags: ['health'], response: { 200: HealthSchema } } },
      async () => {
        try {
          await database.ping();
        } catch {
          throw new AppError('UNAVAILABLE', 503, 'Database unreachable');
        }
        return { status: 'ok' as const, version, database: database.kind };
      },
    );
  };
