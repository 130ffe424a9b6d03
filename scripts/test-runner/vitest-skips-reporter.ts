import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Writes the skipped tests of a Vitest run, with the reason when there is one (`ctx.skip('why')`), to the file
 * named by VITEST_SKIPS_FILE. Vitest's JSON reporter gives the counts but drops the reasons.
 */
export default class SkipsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const file = process.env.VITEST_SKIPS_FILE;
    if (!file) return;
    const skipped = [];
    for (const mod of testModules) {
      for (const test of mod.children.allTests('skipped')) {
        const result = test.result();
        const note = result.state === 'skipped' ? result.note : undefined;
        skipped.push({ file: mod.relativeModuleId, name: test.fullName, mode: test.options.mode, note });
      }
    }
    writeFileSync(file, JSON.stringify(skipped, null, 2));
  }
}
