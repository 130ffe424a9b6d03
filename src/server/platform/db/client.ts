import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.js';
import { createPgliteMaintenance } from './pglite-maintenance.js';

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Both drivers expose the same query builder; code never needs to know which one is underneath. */
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /** Raw SQL for libraries that bring their own (pg-boss): with values one statement, without them several. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite database lives in `pgliteDir`. */
  url?: string | undefined;
  pgliteDir?: string | undefined;
  /** PGlite's periodic VACUUM/ANALYZE failed (logged by the caller; the database keeps working). */
  onMaintenanceError?: (err: unknown) => void;
  /** An idle PostgreSQL connection failed (logged by the caller; the pool reconnects). */
  onPoolError?: (err: unknown) => void;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection dropped by the server (restart, failover, a dropped test database) is an 'error' event on
    // the pool; without a listener Node treats it as an uncaught exception and the process dies. The pool replaces
    // the connection on next use.
    pool.on('error', (err) => opts.onPoolError?.(err));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
      close: () => pool.end(),
    };
  }
  const dir = opts.pgliteDir;
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir ? await PGlite.create(dir) : await PGlite.create();
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  // PGlite has no autovacuum: tables that changed since the last run are vacuumed and analyzed now and every 10 min.
  const maintenance = createPgliteMaintenance(client, opts.onMaintenanceError);
  await maintenance.runOnce();
  maintenance.start();
  return {
    // The PGlite and node-postgres drizzle databases share the PgDatabase query API.
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    // PGlite's query() takes one statement; exec() takes a script (pg-boss's schema migrations) but no parameters.
    executeSql: async (text, values) =>
      values?.length
        ? { rows: (await client.query(text, values)).rows }
        : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    close: async () => {
      await maintenance.stop();
      await client.close();
    },
  };
}
