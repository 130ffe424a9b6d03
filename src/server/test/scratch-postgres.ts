import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database on a PostgreSQL server (the tests' and benchmarks' throw-away cluster), and a way to drop it.
 * No vitest imports here: the benchmarks use it too.
 */
/** Why a test of several processes is skipped on PGlite (as `ctx.skip`'s reason, so the run says it). */
export const POSTGRES_ONLY =
  'several processes share one database: runs in the PostgreSQL pass (TEST_DATABASE_URL); PGlite belongs to one process';

export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
