import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './platform/config/config.js';
import { openDatabase } from './platform/db/client.js';
import { buildApp } from './app.js';
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
  const app = await buildApp({
    config,
    database,
    webRoot: services.has('web') ? findWebRoot() : undefined,
    runWorkers: services.has('worker'),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // close() stops accepting connections and waits for in-flight requests; the database closes last.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  if (services.has('web')) {
    await app.listen({ port: config.port, host: config.host });
  } else {
    await app.ready();
  }
  app.log.info({ services: [...services], database: database.kind, url: config.publicUrl }, 'Notulen started');
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
