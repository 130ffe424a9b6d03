import { mkdirSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../platform/db/client.js';
import { PGLITE_TEMPLATE_DIR } from './paths.js';

/** Migrates one PGlite directory once per run; each test file copies it (a fresh database in well under 1 s). */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
  mkdirSync(PGLITE_TEMPLATE_DIR, { recursive: true });
  const client = await PGlite.create(PGLITE_TEMPLATE_DIR);
  await migrate(drizzle(client), { migrationsFolder });
  await client.close();
}
