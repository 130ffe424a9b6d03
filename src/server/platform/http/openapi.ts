import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { version } from '../version.js';

/** Every route's zod schema becomes part of the OpenAPI document served at GET /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Notulen API', version },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'notulen.session_token' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
