import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = join(import.meta.dirname, 'build-if-changed.mjs');

/** A project whose build.sh records each run and writes the two outputs the check looks for. */
function project() {
  const dir = mkdtempSync(join(tmpdir(), 'notulen-build-'));
  mkdirSync(join(dir, 'scripts'));
  mkdirSync(join(dir, 'src/web'), { recursive: true });
  writeFileSync(join(dir, 'src/web/app.tsx'), 'export const a = 1;\n');
  writeFileSync(
    join(dir, 'scripts/build.sh'),
    'set -e\necho run >> runs.log\nmkdir -p "$1/node/server" "$1/web"\ntouch "$1/node/server/main.js" "$1/web/index.html"\n',
  );
  return dir;
}

const start = (dir: string) => {
  const r = spawnSync(process.execPath, [SCRIPT], { cwd: dir, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return readFileSync(join(dir, 'runs.log'), 'utf8').trim().split('\n').length;
};

describe('npm start builds only when the sources changed', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('builds on the first start, not on the next, again after an edit or when the output is gone', () => {
    const dir = project();
    dirs.push(dir);
    expect(start(dir)).toBe(1);
    expect(start(dir)).toBe(1);
    appendFileSync(join(dir, 'src/web/app.tsx'), 'export const b = 2;\n');
    expect(start(dir)).toBe(2);
    expect(start(dir)).toBe(2);
    rmSync(join(dir, 'dist/web/index.html'));
    expect(start(dir)).toBe(3);
  });

  it('ignores test files', () => {
    const dir = project();
    dirs.push(dir);
    expect(start(dir)).toBe(1);
    writeFileSync(join(dir, 'src/web/app.test.tsx'), 'test;\n');
    expect(start(dir)).toBe(1);
  });
});
