import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../platform/db/client.js';
import { TMP_DIR } from './paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates one PGlite directory once per run; each test file copies it (a fresh database in well under 1 s).
 * Each run gets its own template so two runs in one checkout never delete each other's.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  mkdirSync(TMP_DIR, { recursive: true });
  const runDir = mkdtempSync(join(TMP_DIR, 'template-'));
  const template = join(runDir, 'db');
  mkdirSync(template);
  const client = await PGlite.create(template);
  await migrate(drizzle(client), { migrationsFolder });
  await client.close();
  project.provide('pgliteTemplate', template);
  return () => rmSync(runDir, { recursive: true, force: true });
}
