import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { formatTable, machine, type Bench, type Metric } from './lib/report.js';

/**
 * `npm run bench [-- NAME...]`: runs every bench/*.bench.ts (or only the named ones: startup, bundle, http, auth,
 * summaries, transcriptions, recording, calendar, dispatch, speech, models, captions, bot) one after the other, so
 * they never compete for the cores, and prints one table.
 * Progress goes to stderr. Exits 1 when a benchmark failed or a budget is exceeded.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = join(root, 'bench');
const ORDER = [
  'startup',
  'bundle',
  'http',
  'auth',
  'summaries',
  'transcriptions',
  'recording',
  'calendar',
  'dispatch',
  'speech',
  'models',
  'captions',
  'bot',
];
const rank = (n: string) => (ORDER.includes(n) ? ORDER.indexOf(n) : ORDER.length);

const available = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.slice(0, -'.bench.ts'.length))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !available.includes(w));
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; available: ${available.join(', ')}`);
  process.exit(2);
}
const selected = wanted.length ? available.filter((n) => wanted.includes(n)) : available;

const log = (message: string) => console.error(`[bench] ${message}`);
log(`Node ${machine.node}, ${machine.cores} cores; running ${selected.join(', ')}`);

// Other work on the machine skews every number; the load average says how much to trust a run.
const metrics: Metric[] = [
  { bench: 'machine', metric: 'load average (1 min) before the run', value: loadavg()[0]!.toFixed(2) },
];
for (const name of selected) {
  const started = performance.now();
  try {
    const mod = (await import(pathToFileURL(join(benchDir, `${name}.bench.ts`)).href)) as { default: Bench };
    metrics.push(...(await mod.default({ root, log })));
  } catch (err) {
    log(`${name} failed: ${(err as Error).stack ?? String(err)}`);
    metrics.push({
      bench: name,
      metric: 'run',
      value: 'failed',
      status: 'ERROR',
      detail: String((err as Error).message).split('\n')[0],
    });
  }
  log(`${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

console.log(formatTable(metrics));
const bad = metrics.filter((m) => m.status === 'ERROR' || m.status === 'OVER');
process.exitCode = bad.length ? 1 : 0;
