import { rmSync, writeFileSync } from 'node:fs';
import { DATA_TEMPLATE, DATA_TEMPLATE_READY, startServer } from './fixtures/server.js';

/**
 * Starts the built server once on an empty data directory and stops it cleanly: the database is created and
 * migrated there, and every worker's server starts from a copy (e2e/fixtures/server.ts). A server that cannot start
 * fails here, once, with its output, instead of once per worker.
 */
export default async function globalSetup() {
  rmSync(DATA_TEMPLATE_READY, { force: true });
  rmSync(DATA_TEMPLATE, { recursive: true, force: true });
  const server = await startServer({ dataDir: DATA_TEMPLATE });
  await server.stop();
  writeFileSync(DATA_TEMPLATE_READY, new Date().toISOString());
}
