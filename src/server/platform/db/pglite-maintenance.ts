import type { PGlite } from '@electric-sql/pglite';

/** How often tables are checked; a check is one catalog query, the work happens only for changed tables. */
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/**
 * PGlite runs no background workers, so nothing ever runs autovacuum on it: without this, the planner never gets
 * statistics (a search over 2,000 transcriptions then sorts every match instead of walking the index: measured 3x
 * slower) and dead row versions from edits are never reclaimed. This stands in for autovacuum with its usual
 * trigger, "the table changed by more than 10 %": here measured as the heap's size in pages against the size at the
 * last VACUUM/ANALYZE (`relpages`), since PGlite's activity counters (pg_stat_user_tables) stay at zero.
 */
export function createPgliteMaintenance(
  client: PGlite,
  onError: (err: unknown) => void = (err) => console.error('PGlite maintenance (vacuum/analyze) failed:', err),
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string[]> | undefined;

  async function check(): Promise<string[]> {
    const { rows } = await client.query<{ name: string; pages: number; relpages: number; reltuples: number }>(
      `select format('%I.%I', n.nspname, c.relname) as name, c.relpages, c.reltuples,
              (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')`,
    );
    const stale = rows.filter(
      (r) => r.pages > 0 && (r.reltuples < 0 || Math.abs(r.pages - r.relpages) > 8 + 0.1 * r.relpages),
    );
    for (const r of stale) await client.exec(`vacuum (analyze) ${r.name}`);
    return stale.map((r) => r.name);
  }

  /** One check now; concurrent callers share it. Resolves with the tables vacuumed and analyzed. */
  function runOnce(): Promise<string[]> {
    running ??= check().finally(() => (running = undefined));
    return running;
  }

  return {
    runOnce,
    start(intervalMs = MAINTENANCE_INTERVAL_MS) {
      timer ??= setInterval(() => runOnce().catch(onError), intervalMs);
      // Maintenance never keeps the process alive on its own.
      timer.unref();
    },
    /** Stops the timer and waits for a check in progress, so the database can close under it. */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
