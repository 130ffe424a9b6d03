import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TMP_DIR } from './test/paths.js';
import { freePort } from './test/ports.js';

const entry = new URL('./main.ts', import.meta.url).pathname;
mkdirSync(TMP_DIR, { recursive: true });
const dataDir = mkdtempSync(join(TMP_DIR, 'main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, '--services=web'], {
    env: { ...process.env, DATA_DIR: dataDir, SECRET_KEY: 'k'.repeat(32), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('refuses a bad configuration with a message naming the variable', async () => {
    const p = start({ PORT: 'eighty' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('PORT');
  });

  it('starts on the embedded database, answers health, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const p = start({ PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '' });
    const deadline = Date.now() + 60_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy).toBe(true);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.output()).toContain('shutting down');
    // The port is free again: nothing was left listening.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 90_000);
});
