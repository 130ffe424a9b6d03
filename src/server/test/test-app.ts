import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, type Config } from '../platform/config/config.js';
import { openDatabase, type Database } from '../platform/db/client.js';
import { buildApp, type App } from '../app.js';
import type { Mailer } from '../platform/mail/mailer.js';
import { inject } from 'vitest';
import { TMP_DIR } from './paths.js';
import { createScratchDatabase } from './scratch-postgres.js';

export interface TestApp {
  app: App;
  config: Config;
  database: Database;
  close(): Promise<void>;
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
  opts: { env?: Record<string, string | undefined>; mailer?: Mailer } = {},
): Promise<TestApp> {
  const { database, dataDir, drop } = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...opts.env,
  });
  const app = await buildApp({ config, database, mailer: opts.mailer, logger: false });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await drop();
    },
  };
}
