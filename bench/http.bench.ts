import { join } from 'node:path';
import autocannon from 'autocannon';
import { ensureBuilt } from './lib/build.js';
import { seedLandingContent } from './lib/fixtures.js';
import { makeTempDir, removeTempDir, startHealthy } from './lib/proc.js';
import { ms, type Bench, type Metric } from './lib/report.js';

const TARGETS = ['/api/health', '/api/content'];
const WARMUP_S = 2;

function intFromEnv(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`${name} must be an integer from 1 to ${max}`);
  return n;
}

const run = (url: string, connections: number, duration: number) =>
  autocannon({ url, connections, duration, timeout: 10 });

/**
 * Latency and throughput of the public reads at a fixed concurrency, against the built server on a fresh PGlite
 * directory with landing content stored. The load generator runs on the same machine (it competes for the cores;
 * compare numbers only between runs on the same machine). BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (50).
 */
const http: Bench = async ({ root, log }) => {
  const duration = intFromEnv('BENCH_DURATION', 10, 600);
  const connections = intFromEnv('BENCH_CONNECTIONS', 50, 1000);
  ensureBuilt(root, 'server', log);
  const dir = makeTempDir('http');
  let stop: (() => Promise<void>) | undefined;
  try {
    log('http: creating the database with landing content');
    await seedLandingContent(join(dir, 'data'));
    const { server } = await startHealthy(root, join(dir, 'data'));
    stop = () => server.stop();

    const check = await fetch(`${server.url}/api/content`);
    const body = (await check.json()) as { hero?: unknown };
    if (check.status !== 200 || !body.hero)
      throw new Error(`GET /api/content answered ${check.status} without content`);

    const metrics: Metric[] = [];
    for (const path of TARGETS) {
      const url = `${server.url}${path}`;
      log(`http: GET ${path}: warm-up ${WARMUP_S} s, then ${duration} s at ${connections} connections`);
      await run(url, connections, WARMUP_S);
      const r = await run(url, connections, duration);
      const failed = r.non2xx + r.errors + r.timeouts;
      const detail = `${connections} conn, ${duration} s, ${r.requests.total} req${failed ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''}`;
      const status: Metric['status'] = failed ? 'ERROR' : undefined;
      metrics.push(
        { bench: 'http', metric: `GET ${path} latency p50`, value: ms(r.latency.p50), status, detail },
        { bench: 'http', metric: `GET ${path} latency p99`, value: ms(r.latency.p99), status },
        { bench: 'http', metric: `GET ${path} throughput`, value: `${Math.round(r.requests.average)} req/s`, status },
      );
    }
    return metrics;
  } finally {
    await stop?.();
    removeTempDir(dir);
  }
};

export default http;
