import type { Database } from '../db/client.js';

/** pg-boss's schema in the app's database. */
export const SCHEMA = 'pgboss';

/**
 * Jobs left `active` by a process that died run again now instead of waiting out their expiry. Each counts as an
 * attempt, so a job that kills its process every time cannot restart it forever: with none left it is failed.
 * `only`: one job (a bot process's heartbeat says which died), and only an attempt started before `startedBefore`: a
 * newer one (a retry picked up since the heartbeat went silent) has not had the time to beat. Without `only`, every
 * active job (the embedded database's sole process at start). Answers each job's id and new state.
 */
export async function requeueActive(
  database: Pick<Database, 'executeSql'>,
  only?: { name: string; id: string; startedBefore: Date },
): Promise<{ id: string; state: 'retry' | 'failed' }[]> {
  const { rows } = await database.executeSql(
    `update ${SCHEMA}.job
        set state = (case when retry_count < retry_limit then 'retry' else 'failed' end)::${SCHEMA}.job_state,
            retry_count = retry_count + 1, start_after = now(),
            completed_on = case when retry_count < retry_limit then null else now() end,
            output = case when retry_count < retry_limit then output
                     else '{"message":"the process running it stopped, every attempt"}'::jsonb end
      where state = 'active' ${only ? 'and name = $1 and id = $2 and started_on < $3' : ''} returning id, state`,
    only ? [only.name, only.id, only.startedBefore] : undefined,
  );
  return rows as { id: string; state: 'retry' | 'failed' }[];
}

/** Whether a job with this singleton key is running now, in any process. */
export async function isRunning(
  database: Pick<Database, 'executeSql'>,
  name: string,
  singletonKey: string,
): Promise<boolean> {
  const { rows } = await database.executeSql(
    `select 1 from ${SCHEMA}.job where name = $1 and singleton_key = $2 and state = 'active' limit 1`,
    [name, singletonKey],
  );
  return rows.length > 0;
}
