/**
 * `npm test` (scripts/test.sh): every test tier in order, then one closing line `N passed, N failed[, N skipped]`.
 *
 *   lint       eslint + prettier --check            (a check: 1 passed or 1 failed)
 *   typecheck  tsc, server and web                  (a check)
 *   unit       Vitest, all tests, on PGlite         (unit + integration)
 *   postgres   Vitest, *.int.test.ts only, on a throwaway PostgreSQL 15 (scripts/with-postgres.sh)
 *   build      the production build                 (a check)
 *   e2e        Playwright against the built server, Chromium from /usr/bin/chromium
 *
 * A failing tier does not stop the others, so the summary is complete; the exit status is 1 when anything failed.
 * `scripts/test.sh unit e2e` runs only the named tiers. Reports land in .tmp/test-reports/.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { emptyCounts, playwrightCounts, vitestCounts, type Counts } from './reports.js';

const ROOT = resolve(import.meta.dirname, '../..');
const REPORTS = join(ROOT, '.tmp/test-reports');
// Overridable like in scripts/with-postgres.sh and playwright.config.ts.
const PG_INITDB = join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'initdb');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BIN = join(ROOT, 'node_modules/.bin');
const MINUTE = 60_000;

interface Tier {
  id: string;
  title: string;
  run(): Promise<Counts>;
}

interface Outcome {
  tier: Tier;
  counts: Counts;
  seconds: number;
}

let current: ReturnType<typeof spawn> | undefined;

/**
 * Runs a command with inherited output in its own process group, so a time-out stops all of it: a hang must not eat
 * CI's 90 minutes.
 */
function exec(cmd: string, args: string[], timeoutMs: number, env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
    current = child;
    const timer = setTimeout(() => {
      console.error(`\n!! ${[cmd, ...args].join(' ')} still running after ${timeoutMs / MINUTE} min: stopping it`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 15_000).unref();
    }, timeoutMs);
    child.on('error', (err) => {
      console.error(`!! could not start ${cmd}: ${err.message}`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      current = undefined;
      done(code ?? (signal ? 128 : 1));
    });
  });
}

function killGroup(child: ReturnType<typeof spawn>, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (current) killGroup(current, sig);
    process.exit(130);
  });
}

/** A tier that passes or fails as a whole (lint, typecheck, build). */
async function check(label: string, cmd: string, args: string[], timeoutMs: number): Promise<Counts> {
  const code = await exec(cmd, args, timeoutMs);
  const counts = emptyCounts();
  if (code === 0) counts.passed = 1;
  else {
    counts.failed = 1;
    counts.failures.push(`${label}: exit ${code}`);
  }
  return counts;
}

function missing(label: string, what: string): Counts {
  const hint = process.env.CI
    ? `${what} is missing although .ci/run installs it: see scripts/install-test-deps.sh's output above`
    : `${what} is missing: run  bash scripts/install-test-deps.sh  (installs it with apt), then run the tests again`;
  console.error(`\n!! ${label}: ${hint}\n`);
  return { ...emptyCounts(), failed: 1, failures: [`${label}: not run, ${what} is missing`] };
}

async function vitest(label: string, args: string[], wrap: string[], timeoutMs: number): Promise<Counts> {
  const json = join(REPORTS, `vitest-${label}.json`);
  const skips = join(REPORTS, `vitest-${label}-skips.json`);
  rmSync(json, { force: true });
  rmSync(skips, { force: true });
  const vitestArgs = [
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
    '--reporter=./scripts/test-runner/vitest-skips-reporter.ts',
  ];
  const [cmd, ...rest] = [...wrap, join(BIN, 'vitest'), ...vitestArgs] as [string, ...string[]];
  const code = await exec(cmd, rest, timeoutMs, { VITEST_SKIPS_FILE: skips });
  return vitestCounts(json, skips, code, label);
}

/**
 * Integration tests that never open the configured database (speech engines, model downloads, media, the network
 * guard; main.int.test.ts starts the server on PGlite on purpose): the PostgreSQL tier would run them again unchanged,
 * ~4 min of CI. A new integration test runs on both until it is listed here.
 */
const NO_DATABASE = [
  'src/server/main.int.test.ts',
  'src/server/cli/models.int.test.ts',
  'src/server/modules/content/content.migration.int.test.ts',
  'src/server/modules/speech/api/api.int.test.ts',
  'src/server/modules/speech/pocketsphinx/pocketsphinx.int.test.ts',
  'src/server/modules/speech/whisper/model-manager.int.test.ts',
  'src/server/modules/speech/whisper/whisper.int.test.ts',
  'src/server/platform/media/ffmpeg.int.test.ts',
  'src/server/platform/http/safe-fetch.int.test.ts',
  'src/server/modules/bot/browser/egress-proxy.int.test.ts',
];

let buildFailed = false;

const TIERS: Tier[] = [
  {
    id: 'lint',
    title: 'Lint: eslint + prettier --check',
    run: () => check('lint', 'npm', ['run', '--silent', 'lint'], 10 * MINUTE),
  },
  {
    id: 'typecheck',
    title: 'Typecheck: tsc (server, shared, scripts, e2e) and tsc (web)',
    run: () => check('typecheck', 'npm', ['run', '--silent', 'typecheck'], 10 * MINUTE),
  },
  {
    id: 'unit',
    title: 'Vitest on PGlite: unit and integration tests',
    // ~16 min on a two-core CI machine (962-1107 s in session 13): 20 min left too little room for a slower one.
    run: () => vitest('unit', [], [], 30 * MINUTE),
  },
  {
    id: 'postgres',
    title: 'Vitest on PostgreSQL 15: integration tests (*.int.test.ts) again',
    run: async () => {
      if (!existsSync(PG_INITDB)) return missing('postgres', `PostgreSQL 15 (${PG_INITDB})`);
      // ~13 min in CI; 19.4 min seen on a loaded machine.
      const args = ['--passWithNoTests', ...NO_DATABASE.flatMap((f) => ['--exclude', f]), '.int.test.'];
      return vitest('postgres', args, ['bash', 'scripts/with-postgres.sh'], 30 * MINUTE);
    },
  },
  {
    id: 'build',
    title: 'Production build: vite build + tsc',
    run: async () => {
      const counts = await check('build', 'npm', ['run', '--silent', 'build'], 10 * MINUTE);
      buildFailed = counts.failed > 0;
      return counts;
    },
  },
  {
    id: 'e2e',
    title: 'Playwright end to end: the built server in Chromium',
    run: async () => {
      if (!existsSync(CHROMIUM)) return missing('e2e', `Chromium (${CHROMIUM})`);
      if (buildFailed || !existsSync(join(ROOT, 'dist/node/server/main.js'))) {
        console.error('\n!! e2e: not run, there is no successful build (dist/node/server/main.js): see build above\n');
        return { ...emptyCounts(), failed: 1, failures: ['e2e: not run, the build failed or is missing'] };
      }
      const json = join(REPORTS, 'playwright.json');
      rmSync(json, { force: true });
      const code = await exec(join(BIN, 'playwright'), ['test', '--reporter=list,json'], 30 * MINUTE, {
        PLAYWRIGHT_JSON_OUTPUT_NAME: json,
      });
      return playwrightCounts(json, code, 'e2e');
    },
  },
];

function pad(s: string, n: number) {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

function describe(c: Counts) {
  const parts = [`${c.passed} passed`, `${c.failed} failed`];
  if (c.skipped.length) parts.push(`${c.skipped.length} skipped`);
  return parts.join(', ');
}

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((w) => !TIERS.some((t) => t.id === w));
  if (unknown.length) {
    console.error(`unknown tier(s) ${unknown.join(', ')}; tiers: ${TIERS.map((t) => t.id).join(', ')}`);
    process.exit(2);
  }
  const tiers = wanted.length ? TIERS.filter((t) => wanted.includes(t.id)) : TIERS;
  mkdirSync(REPORTS, { recursive: true });
  rmSync(join(REPORTS, 'summary.txt'), { force: true });

  const outcomes: Outcome[] = [];
  for (const tier of tiers) {
    console.log(`\n${'='.repeat(100)}\n== ${tier.id}: ${tier.title}\n${'='.repeat(100)}`);
    const start = Date.now();
    let counts: Counts;
    try {
      counts = await tier.run();
    } catch (err) {
      console.error(err);
      counts = { ...emptyCounts(), failed: 1, failures: [`${tier.id}: ${String(err)}`] };
    }
    const seconds = (Date.now() - start) / 1000;
    outcomes.push({ tier, counts, seconds });
    console.log(`\n== ${tier.id}: ${describe(counts)} (${seconds.toFixed(1)} s)`);
  }

  const total = emptyCounts();
  for (const { counts } of outcomes) {
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped.push(...counts.skipped);
    total.failures.push(...counts.failures);
  }

  console.log(`\n${'='.repeat(100)}\n== Summary${wanted.length ? ` (only ${wanted.join(', ')})` : ''}`);
  for (const { tier, counts, seconds } of outcomes) {
    console.log(`  ${pad(tier.id, 10)} ${pad(describe(counts), 34)} ${seconds.toFixed(1).padStart(7)} s`);
  }
  if (total.failures.length) {
    console.log('\nFailed:');
    for (const f of total.failures) console.log(`  - ${f}`);
  }
  if (total.skipped.length) {
    console.log('\nSkipped (and why):');
    for (const s of total.skipped) console.log(`  - ${s.name}: ${s.reason}`);
  }
  const line = `${total.passed} passed, ${total.failed} failed${total.skipped.length ? `, ${total.skipped.length} skipped` : ''}`;
  writeFileSync(join(REPORTS, 'summary.txt'), `${line}\n`);
  console.log(`\n${line}`);
  process.exit(total.failed > 0 ? 1 : 0);
}

void main();
