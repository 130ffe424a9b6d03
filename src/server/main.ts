import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './platform/config/config.js';
import { openDatabase } from './platform/db/client.js';
import { startRuntime } from './runtime.js';
import { parseServices } from './platform/services.js';

/** dist/node/server/main.js serves dist/web; src/server/main.ts (tsx) serves dist/web too when it was built. */
function findWebRoot(): string | undefined {
  const here = fileURLToPath(new URL('.', import.meta.url));
  return [join(here, '../../web'), join(here, '../../dist/web')].find((d) => existsSync(join(d, 'index.html')));
}

async function main() {
  const services = parseServices(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'db'),
    // The app's logger does not exist yet; these are rare and must not pass silently.
    onPoolError: (err) => console.error('database: idle connection failed (the pool reconnects):', err),
    onMaintenanceError: (err) => console.error('database: maintenance (VACUUM/ANALYZE) failed:', err),
  });
  const runtime = await startRuntime({
    config,
    database,
    services,
    webRoot: services.has('web') ? findWebRoot() : undefined,
    // PGlite's directory is owned by one process: a job it finds running was left by a process that died.
    soleWorker: database.kind === 'pglite',
  });
  const { log } = runtime.platform;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // The HTTP server stops accepting and waits for in-flight requests, then jobs and engines; the database last.
    await runtime.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await runtime.app?.listen({ port: config.port, host: config.host });
  await runtime.botApi?.listen({ port: config.bot.port, host: config.host });
  log.info(
    { services: [...services], database: database.kind },
    runtime.app ? `Notulen started. Open ${config.publicUrl}` : 'Notulen started',
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
