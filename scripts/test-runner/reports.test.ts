import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightCounts, vitestCounts, why } from './reports.js';

const dir = mkdtempSync(join(tmpdir(), 'reports-'));
const write = (name: string, body: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(body));
  return file;
};

describe('the closing list of failures says why each failed', () => {
  it('a Vitest failure carries the first lines of its message, without colour codes', () => {
    const json = write('vitest.json', {
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: join(process.cwd(), 'src/a.test.ts'),
          status: 'failed',
          assertionResults: [
            { fullName: 'a works', status: 'passed' },
            {
              fullName: 'a fails',
              status: 'failed',
              failureMessages: [
                '\u001b[31mAssertionError: expected { kind: "failed", code: "BOT_CRASHED" }\u001b[39m\n\n    at a.test.ts:3:1\n    at x\n    at y\n    at z',
              ],
            },
          ],
        },
      ],
    });
    const counts = vitestCounts(json, join(dir, 'none.json'), 1, 'unit');
    expect(counts.failed).toBe(1);
    expect(counts.failures[0]).toBe(
      'unit: src/a.test.ts > a fails\n      AssertionError: expected { kind: "failed", code: "BOT_CRASHED" }\n      ' +
        '    at a.test.ts:3:1\n          at x\n          at y',
    );
  });

  it("a Playwright failure carries its last attempt's error", () => {
    const json = write('pw.json', {
      suites: [
        {
          title: 'x.spec.ts',
          file: 'x.spec.ts',
          specs: [
            {
              title: 'x works',
              file: 'x.spec.ts',
              line: 1,
              tests: [
                {
                  projectName: 'chromium',
                  status: 'unexpected',
                  annotations: [],
                  results: [{ status: 'failed', error: { message: 'Timed out 10000ms waiting for getByText' } }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(playwrightCounts(json, 1, 'e2e').failures).toEqual([
      'e2e: e2e/x.spec.ts > x works\n      Timed out 10000ms waiting for getByText',
    ]);
  });

  it('no message adds nothing; a long line is cut', () => {
    expect(why(undefined)).toBe('');
    expect(why('x'.repeat(400))).toBe(`\n      ${'x'.repeat(300)}…`);
  });
});
