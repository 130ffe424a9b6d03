import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './platform/config/config.js';
import type { Database } from './platform/db/client.js';
import { createMailer, type Mailer } from './platform/mail/mailer.js';
import { createAuth, type Auth } from './platform/auth/auth.js';
import { createGuards, type Guards } from './platform/auth/session.js';
import { AppError, registerErrorHandling } from './platform/http/errors.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { databaseRateLimitStore } from './platform/http/rate-limit-store.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAccountHooks } from './modules/auth/account.hooks.js';
import { syncAdmins } from './modules/auth/account.repo.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { transcriptionsRoutes } from './modules/transcriptions/transcriptions.routes.js';
import { recordingRoutes } from './modules/recording/recording.routes.js';
import { summariesRoutes } from './modules/summaries/summary.routes.js';
import { createLocalStorage } from './platform/storage/local-storage.js';
import type { Storage } from './platform/storage/storage.js';
import { createJobs, type Jobs } from './platform/jobs/jobs.js';
import { createSpeechRegistry } from './modules/speech/speech.registry.js';
import { speechRoutes } from './modules/speech/speech.routes.js';
import type { SpeechRegistry } from './modules/speech/speech.types.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Replaces the mailer built from config (tests capture mail through a real SMTP server instead). */
  mailer?: Mailer;
  /** Replaces the file store built from config (default: local files under DATA_DIR/files). */
  storage?: Storage;
  /** Replaces the speech engines built from config (tests bring engine doubles or real engines of their own). */
  speech?: SpeechRegistry;
  /** Directory of the built web app to serve; omitted in API-only tests. */
  webRoot?: string | undefined;
  logger?: boolean;
  /** Run background job handlers in this process (the `worker` service; default true). */
  runWorkers?: boolean;
}

/** What route modules receive. Narrow on purpose: a module takes only what it uses from here. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  auth: Auth;
  guards: Guards;
  storage: Storage;
  jobs: Jobs;
  /** Speech-to-text engines: `speech.pick(language)` gives the one to use. */
  speech: SpeechRegistry;
}

export type App = FastifyInstance;

export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdLogLabel: 'requestId',
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
    store: databaseRateLimitStore(database.db, app.log),
    // Thrown, so it must be an error our handler knows: a plain object would reach it without its message.
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', ctx.statusCode, `Too many requests, retry in ${ctx.after}`),
  });
  await registerOpenApi(app);
  // WebSocket routes (live transcription); each route bounds its own frames further.
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });

  const mailer = opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const auth = createAuth(config, database.db, createAccountHooks({ config, db: database.db, mailer }), app.log);
  // ADMIN_EMAILS also covers accounts that existed before the list named them (new ones get the role at sign-up).
  const promoted = await syncAdmins(database.db, config.adminEmails);
  if (promoted.length) app.log.info({ promoted }, 'ADMIN_EMAILS: accounts made admin');
  const guards = createGuards(auth);
  const storage = opts.storage ?? createLocalStorage(join(config.dataDir, 'files'));
  const jobs = createJobs(database, app.log);
  const speech = opts.speech ?? createSpeechRegistry({ config, log: app.log });
  app.addHook('onClose', () => speech.close());
  const deps: AppDeps = { config, database, mailer, auth, guards, storage, jobs, speech };

  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps));
      await api.register(authRoutes(deps));
      await api.register(contentRoutes(deps));
      await api.register(settingsRoutes(deps));
      await api.register(transcriptionsRoutes(deps));
      await api.register(recordingRoutes(deps));
      await api.register(speechRoutes(deps));
      await api.register(summariesRoutes(deps));
    },
    { prefix: '/api' },
  );
  // Modules defined their jobs while registering; workers start once all are known and stop before the database.
  await jobs.start({ work: opts.runWorkers ?? true });
  app.addHook('onClose', () => jobs.stop());

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
