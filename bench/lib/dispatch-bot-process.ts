import { openDatabase } from '../../src/server/platform/db/client.js';
import { benchConfig, benchRunner, startBenchRuntime, type RunReport } from './dispatch-bots.js';

/*
 * A bot process of the dispatch bench (PostgreSQL only): `--services=bot` on the shared database, its bots run by the
 * stand-in. Forked with IPC by bench/dispatch.bench.ts: it says `ready`, reports every runner call, and on `release`
 * lets its bots leave; on `stop` it shuts down as a server would on SIGTERM.
 * argv: NAME DATABASE_URL DATA_DIR [FAKE_MEETING_ALIASES]
 */

type ToParent = { type: 'ready' } | { type: 'run'; report: RunReport } | { type: 'stopped' };
type FromParent = { type: 'release' } | { type: 'stop' };

const [name, url, dataDir, aliases] = process.argv.slice(2) as [string, string, string, string | undefined];
const send = (m: ToParent) => process.send?.(m);

let release!: () => void;
const released = new Promise<void>((resolve) => (release = resolve));
const config = benchConfig(dataDir, url, aliases || undefined);
const database = await openDatabase({ url });
const runtime = await startBenchRuntime({
  config,
  database,
  services: ['bot'],
  run: benchRunner(name, (report) => send({ type: 'run', report }), released),
});

process.on('message', (m: FromParent) => {
  if (m.type === 'release') release();
  if (m.type === 'stop') {
    void (async () => {
      release();
      await runtime.close();
      await database.close();
      send({ type: 'stopped' });
      process.disconnect();
    })();
  }
});
// The bench died: don't outlive it.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
