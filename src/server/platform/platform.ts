import { join } from 'node:path';
import type { Config } from './config/config.js';
import type { Database } from './db/client.js';
import { createJobs, type Jobs } from './jobs/jobs.js';
import { createLogger, type Log } from './logger.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { ffmpegMedia, type Media } from './media/media.js';
import { createStorage } from './storage/create-storage.js';
import type { Storage } from './storage/storage.js';

/**
 * The infrastructure every module is built on, made once per process: configuration, database, logger, mail,
 * file storage, job queue and media tools. Modules receive narrow parts of it from the composition root
 * (src/server/modules/index.ts); nothing here knows a module.
 */
export interface Platform {
  config: Config;
  database: Database;
  log: Log;
  mailer: Mailer;
  storage: Storage;
  jobs: Jobs;
  media: Media;
  /** Scratch files of long audio work (on the data disk: recordings can be hundreds of MB). */
  tmpDir: string;
}

/** Replacements for what config would build (tests: a captured mailer, a silent logger, counting media tools). */
export type PlatformOverrides = Partial<Pick<Platform, 'log' | 'mailer' | 'storage' | 'media'>>;

export function createPlatform(config: Config, database: Database, overrides: PlatformOverrides = {}): Platform {
  const pretty = config.logFormat === 'pretty' || (config.logFormat === 'auto' && !!process.stdout.isTTY);
  const log = overrides.log ?? createLogger(config.logLevel, { pretty });
  return {
    config,
    database,
    log,
    mailer: overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
    storage: overrides.storage ?? createStorage(config),
    jobs: createJobs(database, log),
    media: overrides.media ?? ffmpegMedia,
    tmpDir: join(config.dataDir, 'tmp'),
  };
}
