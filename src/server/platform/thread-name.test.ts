import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

describe('nameThisThread', () => {
  it.runIf(process.platform === 'linux')('names only the calling thread, as /proc shows it', async () => {
    const file = fileURLToPath(new URL('./thread-name.ts', import.meta.url));
    // The worker names itself and answers with its own /proc entry (its kernel thread id is not visible to Node).
    const code = `
      const { parentPort } = require('node:worker_threads');
      const { readdirSync, readFileSync } = require('node:fs');
      require('tsx/cjs/api').register();
      require(${JSON.stringify(file)}).nameThisThread('notulen-test-thread-long-name');
      const names = readdirSync('/proc/self/task').map((t) => readFileSync('/proc/self/task/' + t + '/comm', 'utf8').trim());
      parentPort.postMessage(names);`;
    const names = await new Promise<string[]>((resolve, reject) => {
      const w = new Worker(code, { eval: true });
      w.once('message', (m: string[]) => void w.terminate().then(() => resolve(m)));
      w.once('error', reject);
    });
    expect(names.filter((n) => n === 'notulen-test-th')).toHaveLength(1);
    expect(readFileSync('/proc/self/comm', 'utf8').trim()).not.toBe('notulen-test-th');
  });
});
