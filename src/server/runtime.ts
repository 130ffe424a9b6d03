import type { Config } from './platform/config/config.js';
import type { Database } from './platform/db/client.js';
import { createPlatform, type Platform, type PlatformOverrides } from './platform/platform.js';
import type { Service } from './platform/services.js';
import type { FastifyInstance } from 'fastify';
import { buildApp, type App } from './app.js';
import { buildBotServer } from './modules/bot/bot-server.js';
import { syncAdmins } from './modules/auth/account.repo.js';
import { createServices, type ServiceOverrides, type Services } from './modules/index.js';

/** One process of Notulen: the platform, every service, and the parts this process runs. */
export interface Runtime {
  platform: Platform;
  services: Services;
  /** The HTTP app, when this process runs the web service (not yet listening: the caller listens or injects). */
  app: App | null;
  /** The spec's bot-server API (BOT_PORT), when this process runs the web service and BOT_API_KEY is set. */
  botApi: FastifyInstance | null;
  /**
   * Stops in reverse order: HTTP (in-flight requests finish), job handlers, model downloads (the partial file stays
   * for the next start), speech engines. Not the database.
   */
  close(): Promise<void>;
}

export interface RuntimeOptions {
  config: Config;
  database: Database;
  services: ReadonlySet<Service>;
  webRoot?: string | undefined;
  platform?: PlatformOverrides;
  overrides?: ServiceOverrides;
  /** This process is the only one on its database (the embedded one): jobs it finds running are orphans. */
  soleWorker?: boolean;
}

/**
 * Builds what `--services=` asks for, over one composition root: `web` mounts the routes, `worker` runs job
 * handlers (and cron), `bot` will run meeting bots. A worker-only process builds no HTTP app.
 */
export async function startRuntime(opts: RuntimeOptions): Promise<Runtime> {
  const platform = createPlatform(opts.config, opts.database, opts.platform);
  const services = createServices(platform, opts.overrides);
  await services.recording.live.start();
  if (opts.services.has('bot')) await services.bot.startBotProcess();
  // ADMIN_EMAILS also covers accounts that existed before the list named them (new ones get the role at sign-up).
  const promoted = await syncAdmins(opts.database.db, opts.config.adminEmails);
  if (promoted.length) platform.log.info({ promoted }, 'ADMIN_EMAILS: accounts made admin');

  const app = opts.services.has('web') ? await buildApp(platform, services, { webRoot: opts.webRoot }) : null;
  // The spec's bot-server API (its own port), only where BOT_API_KEY is set.
  const botApi =
    app && opts.config.bot.apiKey
      ? await buildBotServer({
          apiKey: opts.config.bot.apiKey,
          bots: services.bot.service,
          recordings: services.recording.service,
          transcriptions: services.transcriptions,
          hostAliases: opts.config.bot.hostAliases,
          log: platform.log,
        })
      : null;
  await platform.jobs.start({
    work: opts.services.has('worker'),
    bots: opts.services.has('bot'),
    recoverOrphans: opts.soleWorker ?? false,
  });
  // In the background: the server answers at once, without Whisper until its model is there (WHISPER_AUTO_DOWNLOAD).
  services.speechModels
    .start()
    .catch((err: unknown) => platform.log.warn({ err }, 'whisper model: the background download did not start'));

  let closing: Promise<void> | undefined;
  return {
    platform,
    services,
    app,
    botApi,
    close() {
      closing ??= (async () => {
        await app?.close();
        await botApi?.close();
        // Bots leave before the job queue stops, so their handlers end and their meetings are rejoined after a restart.
        await services.bot.shutdown();
        await services.recording.live.close();
        await platform.jobs.stop();
        await services.speechModels.close();
        await services.speech.close();
      })();
      return closing;
    },
  };
}
