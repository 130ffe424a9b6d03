import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/server/app.js';
import { openDatabase, type Database } from '../../src/server/platform/db/client.js';
import { users } from '../../src/server/platform/auth/auth.schema.js';
import { loadConfig } from '../../src/server/platform/config/config.js';
import { createLogger } from '../../src/server/platform/logger.js';
import { startRuntime } from '../../src/server/runtime.js';

export const BENCH_EMAIL = 'bench@example.com';
export const BENCH_PASSWORD = 'Correct-Horse-Battery-42!';

/** Signs the bench user up through the real route and marks the address verified; returns the user's id. */
export async function seedVerifiedUser(app: App, database: Database): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email: BENCH_EMAIL, password: BENCH_PASSWORD, name: 'Bench' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const [user] = await database.db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.email, BENCH_EMAIL))
    .returning({ id: users.id });
  return user!.id;
}

/**
 * The bench user in a new embedded database under `dataDir`, before the server under test starts there (only one
 * process may open it). Returns the user's id.
 */
export async function seedBenchUser(dataDir: string): Promise<string> {
  const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WHISPER_AUTO_DOWNLOAD: 'false',
    });
    const runtime = await startRuntime({
      config,
      database,
      services: new Set(['web']),
      platform: { log: createLogger(false) },
    });
    try {
      return await seedVerifiedUser(runtime.app!, database);
    } finally {
      await runtime.close();
    }
  } finally {
    await database.close();
  }
}

/** Signs the bench user in on a running server; returns the Cookie header to send. */
export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
