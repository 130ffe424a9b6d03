import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, type Config } from '../platform/config/config.js';
import { openDatabase, type Database } from '../platform/db/client.js';
import type { App } from '../app.js';
import { createLogger } from '../platform/logger.js';
import type { PlatformOverrides } from '../platform/platform.js';
import type { Service } from '../platform/services.js';
import type { ServiceOverrides } from '../modules/index.js';
import { startRuntime, type Runtime } from '../runtime.js';
import type { Mailer } from '../platform/mail/mailer.js';
import { inject } from 'vitest';
import { TMP_DIR } from './paths.js';
import { createScratchDatabase } from './scratch-postgres.js';

export interface TestApp {
  app: App;
  config: Config;
  database: Database;
  /** Everything the app was built from: the platform (jobs, storage ...) and the services. */
  runtime: Runtime;
  close(): Promise<void>;
}

/**
 * Where tests "download" Whisper models unless they start a model server (src/server/test/model-server.ts): a
 * loopback port nothing listens on, so no test ever reaches the internet.
 */
export const NO_MODEL_SERVER = 'http://127.0.0.1:9/no-model-downloads-in-tests';

/**
 * The configuration of a test app on `dataDir`: silent, a fixed secret, localhost, no Whisper model download (a test
 * that wants one sets WHISPER_AUTO_DOWNLOAD and WHISPER_DOWNLOAD_URL).
 */
export function testConfig(dataDir: string, env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    WHISPER_AUTO_DOWNLOAD: 'false',
    WHISPER_DOWNLOAD_URL: NO_MODEL_SERVER,
    ...env,
  });
}

/** A web + worker process (as `npm start` runs) on `database`, ready for `app.inject()`. */
export async function startTestRuntime(
  config: Config,
  database: Database,
  opts: {
    mailer?: Mailer | undefined;
    overrides?: ServiceOverrides;
    platform?: PlatformOverrides;
    /** Default web and worker, as `npm start` runs them. */
    services?: Service[];
  } = {},
): Promise<Runtime & { app: App }> {
  const runtime = await startRuntime({
    config,
    database,
    services: new Set(opts.services ?? ['web', 'worker']),
    platform: { log: createLogger(false), ...(opts.mailer ? { mailer: opts.mailer } : {}), ...opts.platform },
    overrides: opts.overrides,
  });
  const app = runtime.app!;
  await app.ready();
  return { ...runtime, app };
}

/**
 * A fresh database for one test file: a copy of the migrated PGlite template, or, when TEST_DATABASE_URL points at
 * a PostgreSQL server (CI's second pass), a new database created on it and migrated.
 */
export async function freshDatabase(): Promise<{ database: Database; dataDir: string; drop(): Promise<void> }> {
  mkdirSync(TMP_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(TMP_DIR, 'test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'notulen_test');
    const database = await openDatabase({ url: scratch.url });
    return {
      database,
      dataDir,
      async drop() {
        await database.close();
        await scratch.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  cpSync(inject('pgliteTemplate'), join(dataDir, 'db'), { recursive: true });
  const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
  return {
    database,
    dataDir,
    async drop() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(
  opts: {
    env?: Record<string, string | undefined>;
    mailer?: Mailer;
    overrides?: ServiceOverrides;
    platform?: PlatformOverrides;
  } = {},
): Promise<TestApp> {
  const { database, dataDir, drop } = await freshDatabase();
  const config = testConfig(dataDir, opts.env);
  const runtime = await startTestRuntime(config, database, opts);
  return {
    app: runtime.app,
    config,
    database,
    runtime,
    async close() {
      await runtime.close();
      await drop();
    },
  };
}
