import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, registerErrorHandling } from './platform/http/errors.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { databaseRateLimitStore } from './platform/http/rate-limit-store.js';
import type { Platform } from './platform/platform.js';
import { apiRoutes, type Services } from './modules/index.js';

export interface AppOptions {
  /** Directory of the built web app to serve; omitted in API-only tests. */
  webRoot?: string | undefined;
}

export type App = FastifyInstance;

/**
 * One log line per request, when it completes (method, URL, status, time), instead of Fastify's two ("incoming" and
 * "completed"): a recording uploads a chunk a second, and the log should stay readable on a terminal.
 */
class OneLineRequestLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * The web service: the HTTP API over the services the composition root built (src/server/modules/index.ts), the
 * OpenAPI document and the built SPA. It builds no service of its own.
 */
export async function buildApp(platform: Platform, services: Services, opts: AppOptions = {}): Promise<App> {
  const { config } = platform;
  const app = Fastify({
    loggerInstance: platform.log,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    logController: new OneLineRequestLog({ requestIdLogLabel: 'requestId' }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes CSS variables in style attributes and a style element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS over plain http (localhost, a LAN install) would only pin browsers to a scheme the server lacks.
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? { maxAge: 31536000 } : false,
  });
  await app.register(rateLimit, {
    global: false,
    // Counters in the database, so every web process counts together (the default store is per process).
    store: databaseRateLimitStore(platform.database.db, app.log),
    // Thrown, so it must be an error our handler knows: a plain object would reach it without its message.
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', ctx.statusCode, `Too many requests, retry in ${ctx.after}`),
  });
  await registerOpenApi(app);
  // WebSocket routes (live transcription); each route bounds its own frames further.
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });

  await app.register(apiRoutes(platform, services), { prefix: '/api' });

  if (opts.webRoot && existsSync(join(opts.webRoot, 'index.html'))) {
    await serveWeb(app, opts.webRoot);
  }
  return app;
}

/**
 * Serves the built SPA; any non-API GET that is not a file gets index.html so client routes work on reload.
 * index.html is `no-cache` (`cacheControl: false` keeps @fastify/static's max-age off it): it names the hashed assets
 * of the current build, which are the ones cached for an hour.
 */
async function serveWeb(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h' });
  app.get('/', { schema: { hide: true } }, (_req, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false }),
  );
  // registerErrorHandling owns the one not-found handler (Fastify allows one per prefix, a second call throws at
  // start-up); unmatched page requests are answered here, before it runs.
  app.addHook('onRequest', async (req, reply) => {
    if (
      req.is404 &&
      req.method === 'GET' &&
      !req.url.startsWith('/api/') &&
      req.headers.accept?.includes('text/html')
    ) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
  });
}
