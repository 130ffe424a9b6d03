import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TMP_DIR } from '../../test/paths.js';
import { createLocalStorage } from './local-storage.js';
import { storageContract } from './storage-contract.js';

let root: string;
const roots: string[] = [];
function freshRoot() {
  mkdirSync(TMP_DIR, { recursive: true });
  root = join(mkdtempSync(join(TMP_DIR, 'storage-')), 'files');
  roots.push(join(root, '..'));
  return root;
}
afterEach(() => roots.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

storageContract('local files', () => createLocalStorage(freshRoot()));

describe('local file storage', () => {
  let storage: ReturnType<typeof createLocalStorage>;
  beforeEach(() => {
    storage = createLocalStorage(freshRoot());
  });

  const bytes = Buffer.from('0123456789abcdefghij');

  it('keeps one file per key under the root', async () => {
    await storage.put('audio/ab/one.wav', Readable.from([bytes]));
    expect(existsSync(join(root, 'audio', 'ab', 'one.wav'))).toBe(true);
  });

  it('leaves no temp file behind when the source fails', async () => {
    async function* failing() {
      yield Buffer.from('partial data');
      throw new Error('connection lost');
    }
    await expect(storage.put('audio/x.wav', failing())).rejects.toThrow('connection lost');
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
  });

  it('prunes the directories a delete empties, never the root', async () => {
    await storage.put('audio/cd/two.ogg', Readable.from([bytes]));
    await storage.delete('audio/cd/two.ogg');
    expect(existsSync(join(root, 'audio'))).toBe(false);
    expect(existsSync(root)).toBe(true);
  });

  it('sweeps temp files a crash left behind, but not recent ones', async () => {
    const temp = join(root, '.tmp');
    mkdirSync(temp, { recursive: true });
    writeFileSync(join(temp, 'old.part'), 'x');
    writeFileSync(join(temp, 'recent.part'), 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    utimesSync(join(temp, 'old.part'), twoDaysAgo, twoDaysAgo);
    createLocalStorage(root);
    await expect.poll(() => readdirSync(temp)).toEqual(['recent.part']);
  });
});
