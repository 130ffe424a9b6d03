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
  /**
   * PostgreSQL's LISTEN: `onMessage` gets every NOTIFY payload on `channel`, from any process on the database. On
   * PostgreSQL one connection is kept for it (and opened again if it drops); answers a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY `channel` with `payload` (every listener of every process receives it, the sender included). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const checkChannel = (channel: string) => {
  // LISTEN takes an identifier, not a parameter: only plain names are ever put in the SQL.
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel name ${channel}`);
};

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
    const listeners = createPgListeners(opts.url, opts.onPoolError);
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
      listen: listeners.listen,
      notify: async (channel, payload) => {
        checkChannel(channel);
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      close: async () => {
        await listeners.close();
        await pool.end();
      },
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
    listen: async (channel, onMessage) => {
      checkChannel(channel);
      const unlisten = await client.listen(channel, onMessage);
      return () => unlisten();
    },
    notify: async (channel, payload) => {
      checkChannel(channel);
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await maintenance.stop();
      await client.close();
    },
  };
}

/**
 * LISTEN on PostgreSQL needs a connection of its own for as long as anyone listens; pooled connections come and go.
 * One client serves every channel of this process. A dropped connection is opened again (after a second) and
 * listens again to every channel: NOTIFYs sent meanwhile are lost, which callers tolerate by bounding their waits.
 */
function createPgListeners(url: string, onError?: (err: unknown) => void) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    // keepAlive: a connection that dies silently (a NAT or a proxy dropping it) is noticed and opened again.
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    c.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
    });
    c.on('error', (err) => {
      onError?.(err);
      client = null;
      void c.end().catch(() => undefined);
      if (!closed && handlers.size) setTimeout(() => void reconnect(), 1000).unref();
    });
    return c.connect().then(async () => {
      for (const channel of handlers.keys()) await c.query(`listen ${channel}`);
      return c;
    });
  };
  const reconnect = async () => {
    if (closed || client) return;
    client = connect();
    await client.catch((err: unknown) => {
      onError?.(err);
      client = null;
      if (!closed) setTimeout(() => void reconnect(), 1000).unref();
    });
  };

  return {
    async listen(channel: string, onMessage: (payload: string) => void) {
      checkChannel(channel);
      const set = handlers.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(onMessage);
      handlers.set(channel, set);
      if (!client) {
        client = connect();
        // The new connection listens to every channel, this one included; a failed one is not kept.
        await client.catch((err: unknown) => {
          client = null;
          throw err;
        });
      } else if (first) {
        await (await client).query(`listen ${channel}`);
      }
      return async () => {
        set.delete(onMessage);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          const c = await client?.catch(() => null);
          await c?.query(`unlisten ${channel}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      const c = await client?.catch(() => null);
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
