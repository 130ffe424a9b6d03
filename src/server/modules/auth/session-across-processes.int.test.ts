import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../runtime.js';
import { freshDatabase, startTestRuntime, testConfig, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

/** The bound this test gives the session cache (production: 5 s, decision 003 and 007). */
const CACHE_MS = 1_000;

/**
 * Two web processes on one database. Signing out through one ends the session in the database at once; the other
 * may still accept it from its session cache — for at most the cache's lifetime, never longer.
 */
describe('a session ended in one process, used in another', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  const runtimes: Runtime[] = [];
  let user: TestUser;

  beforeAll(async () => {
    fresh = await freshDatabase();
    const config = testConfig(fresh.dataDir);
    for (let i = 0; i < 2; i++) {
      runtimes.push(await startTestRuntime(config, fresh.database, { overrides: { sessionCacheMs: CACHE_MS } }));
    }
    user = await createUser({ app: runtimes[0]!.app!, database: fresh.database } as TestApp, {
      email: 'across@example.com',
    });
  });
  afterAll(async () => {
    for (const r of runtimes) await r.close();
    await fresh?.drop();
  });

  const me = (r: Runtime) => r.app!.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });

  it('is refused by the other process once its cache entry expires, and at once by the one that ended it', async () => {
    const [a, b] = runtimes as [Runtime, Runtime];
    expect((await me(b)).statusCode).toBe(200); // B has looked it up (and cached it)
    const out = await a.app!.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const signedOutAt = Date.now();
    expect((await me(a)).statusCode).toBe(401);
    // B may still trust its cached copy, but only within the bound.
    const early = await me(b);
    if (early.statusCode === 200) expect(Date.now() - signedOutAt).toBeLessThan(CACHE_MS);
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 100));
    expect((await me(b)).statusCode).toBe(401);
  });
});
