import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/client.js';
import { createJobs, silentLog } from '../platform/jobs/jobs.js';
import { TMP_DIR } from './paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates one PGlite directory once per run (with pg-boss's schema); each test file copies it (a fresh database in well under 1 s).
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
  // Our migrations and pg-boss's tables, so a test app starts without creating either.
  const database = await openDatabase({ pgliteDir: template });
  const jobs = createJobs(database, silentLog);
  await jobs.start({ work: false });
  await jobs.stop();
  await database.close();
  project.provide('pgliteTemplate', template);
  return () => rmSync(runDir, { recursive: true, force: true });
}
