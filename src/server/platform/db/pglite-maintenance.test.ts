import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteMaintenance } from './pglite-maintenance.js';

describe('PGlite maintenance (its missing autovacuum)', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec('create table notes (id int primary key, body text); create table empty_one (id int)');
  });
  afterAll(() => client.close());

  const stats = async () =>
    (await client.query<{ reltuples: number }>(`select reltuples from pg_class where relname = 'notes'`)).rows[0]!
      .reltuples;

  it('vacuums and analyzes a table that was never analyzed, and leaves empty ones alone', async () => {
    await client.exec(`insert into notes select g, repeat('x', 200) from generate_series(1, 2000) g`);
    expect(await stats()).toBe(-1);
    const m = createPgliteMaintenance(client);
    expect(await m.runOnce()).toEqual(['public.notes']);
    expect(await stats()).toBe(2000);
  });

  it('does nothing while a table has not changed much, and runs again once it grew by more than 10 %', async () => {
    const m = createPgliteMaintenance(client);
    expect(await m.runOnce()).toEqual([]);
    await client.exec(`insert into notes select g, repeat('y', 200) from generate_series(2001, 2100) g`);
    expect(await m.runOnce()).toEqual([]);
    await client.exec(`update notes set body = body || 'z'`);
    expect(await m.runOnce()).toEqual(['public.notes']);
    expect(await stats()).toBe(2100);
  });

  it('shares a check in progress and stops cleanly', async () => {
    const m = createPgliteMaintenance(client);
    m.start(60_000);
    const [a, b] = [m.runOnce(), m.runOnce()];
    expect(a).toBe(b);
    await a;
    await m.stop();
  });
});
