import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt } from './lib/build.js';
import { makeTempDir, removeTempDir, startHealthy } from './lib/proc.js';
import { median, ms, type Bench } from './lib/report.js';

const RUNS = 3;

/** Resident memory of a process in MB (Linux /proc), or undefined elsewhere. */
function rssMb(pid: number): number | undefined {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return m ? Math.round(Number(m[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Cold start of the built server to its first `/api/health` 200 on an existing PGlite directory: what a restart
 * costs. The first start (which creates and migrates the database) is reported apart. Starts run one after the
 * other: PGlite has no inter-process lock, so one process at a time owns the directory.
 */
const startup: Bench = async ({ root, log }) => {
  ensureBuilt(root, 'server', log);
  const dataDir = makeTempDir('startup');
  try {
    log('startup: first start (creates and migrates the database)');
    const first = await startHealthy(root, join(dataDir, 'data'));
    await first.server.stop();

    const samples: number[] = [];
    let rss: number | undefined;
    for (let i = 1; i <= RUNS; i++) {
      const { server, startupMs } = await startHealthy(root, join(dataDir, 'data'));
      rss = rssMb(server.pid);
      await server.stop();
      samples.push(startupMs);
      log(`startup: cold start ${i}/${RUNS}: ${ms(startupMs)}`);
    }
    return [
      {
        bench: 'startup',
        metric: 'cold start to /api/health 200 (PGlite, existing dir)',
        value: ms(median(samples)),
        detail: `median of ${RUNS}: ${samples.map((s) => ms(s)).join(', ')}`,
      },
      {
        bench: 'startup',
        metric: 'first start (creates + migrates PGlite)',
        value: ms(first.startupMs),
      },
      ...(rss === undefined
        ? []
        : [{ bench: 'startup', metric: 'resident memory after start', value: `${rss} MB`, detail: 'VmRSS' }]),
    ];
  } finally {
    removeTempDir(dataDir);
  }
};

export default startup;
