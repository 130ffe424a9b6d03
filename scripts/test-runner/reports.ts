import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** What one tier contributes to the closing `N passed, N failed, N skipped` line. */
export interface Counts {
  passed: number;
  failed: number;
  skipped: SkippedTest[];
  /** Names of the failed tests, to list them again at the end. */
  failures: string[];
}

export interface SkippedTest {
  name: string;
  reason: string;
}

export const emptyCounts = (): Counts => ({ passed: 0, failed: 0, skipped: [], failures: [] });

function readJson<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * The first lines of a failure's message, indented under its name: CI shows only the end of its log, and a test's
 * name alone never says why it failed there.
 */
export function why(message: string | undefined, maxLines = 4): string {
  if (!message) return '';
  const lines = message
    // eslint-disable-next-line no-control-regex -- colour codes from the reporters
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '')
    .slice(0, maxLines)
    .map((l) => `      ${l.length > 300 ? `${l.slice(0, 300)}…` : l}`);
  return lines.length ? `\n${lines.join('\n')}` : '';
}

// ---- Vitest: the built-in JSON reporter (jest-compatible) for counts, our skips reporter for reasons ----

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
}

interface VitestSkip {
  file: string;
  name: string;
  mode: string;
  note: string | undefined;
}

function vitestSkipReason(s: VitestSkip | undefined): string {
  if (s?.note) return s.note;
  if (s?.mode === 'todo') return 'todo: not written yet (it.todo)';
  if (s?.mode === 'skip') return 'marked to skip in the code (it.skip / skipIf), no reason given';
  return 'skipped while running (ctx.skip), no reason given';
}

/**
 * Counts of one Vitest run. A test file that fails before its tests run (an import error, a failing hook) and
 * an exit status that says failure while nothing failed both count as one failure: never a silent green.
 */
export function vitestCounts(jsonFile: string, skipsFile: string, exitCode: number, label: string): Counts {
  const report = readJson<VitestJson>(jsonFile);
  if (!report) {
    return { ...emptyCounts(), failed: 1, failures: [`${label}: Vitest wrote no report (exit ${exitCode})`] };
  }
  const skips = readJson<VitestSkip[]>(skipsFile) ?? [];
  const counts = emptyCounts();
  for (const file of report.testResults) {
    const rel = relative(process.cwd(), file.name);
    let failedHere = 0;
    for (const t of file.assertionResults) {
      if (t.status === 'passed') counts.passed++;
      else if (t.status === 'failed') {
        counts.failed++;
        failedHere++;
        counts.failures.push(`${label}: ${rel} > ${t.fullName}${why(t.failureMessages?.[0])}`);
      } else {
        const s = skips.find((k) => rel.endsWith(k.file) && k.name.replace(/ > /g, ' ') === t.fullName);
        counts.skipped.push({ name: `${label}: ${rel} > ${t.fullName}`, reason: vitestSkipReason(s) });
      }
    }
    if (file.status === 'failed' && failedHere === 0) {
      counts.failed++;
      const why = (file.message ?? '').split('\n')[0] || 'the file failed outside its tests';
      counts.failures.push(`${label}: ${rel} (${why})`);
    }
  }
  if (exitCode !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.failures.push(`${label}: Vitest exited ${exitCode} (unhandled error?) with no failed test`);
  }
  return counts;
}

// ---- Playwright: the JSON reporter ----

interface PwTest {
  projectName: string;
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  annotations: Array<{ type: string; description?: string }>;
  results: Array<{ status: string; error?: { message?: string } }>;
}
interface PwSpec {
  title: string;
  file: string;
  line: number;
  tests: PwTest[];
}
interface PwSuite {
  title: string;
  file: string;
  specs?: PwSpec[];
  suites?: PwSuite[];
}
interface PwJson {
  suites: PwSuite[];
  errors?: Array<{ message?: string }>;
}

export function playwrightCounts(jsonFile: string, exitCode: number, label: string): Counts {
  const report = readJson<PwJson>(jsonFile);
  if (!report) {
    return { ...emptyCounts(), failed: 1, failures: [`${label}: Playwright wrote no report (exit ${exitCode})`] };
  }
  const counts = emptyCounts();
  const walk = (suite: PwSuite, path: string[]) => {
    const here = suite.title && suite.title !== suite.file ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const name = `${label}: e2e/${spec.file} > ${[...here, spec.title].join(' > ')}`;
        const interrupted = t.results.some((r) => r.status === 'interrupted');
        if (t.status === 'expected' || t.status === 'flaky') counts.passed++;
        else if (t.status === 'unexpected' || interrupted) {
          counts.failed++;
          const error = t.results.findLast((r) => r.error)?.error?.message;
          counts.failures.push(`${interrupted ? `${name} (interrupted)` : name}${why(error)}`);
        } else {
          const a = t.annotations.find((x) => x.type === 'skip' || x.type === 'fixme');
          const reason = a?.description || (a ? `test.${a.type}() without a reason` : 'not run');
          counts.skipped.push({ name, reason });
        }
      }
    }
    for (const s of suite.suites ?? []) walk(s, here);
  };
  for (const s of report.suites) walk(s, []);
  for (const e of report.errors ?? []) {
    counts.failed++;
    counts.failures.push(`${label}: ${(e.message ?? 'error outside the tests').split('\n')[0]}`);
  }
  if (exitCode !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.failures.push(`${label}: Playwright exited ${exitCode} with no failed test`);
  }
  return counts;
}
