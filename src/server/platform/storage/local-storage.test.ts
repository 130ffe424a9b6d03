import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TMP_DIR } from '../../test/paths.js';
import { createLocalStorage } from './local-storage.js';
import { InvalidStorageKeyError, StorageNotFoundError } from './storage.js';

describe('local file storage', () => {
  let root: string;
  let storage: ReturnType<typeof createLocalStorage>;

  beforeEach(() => {
    mkdirSync(TMP_DIR, { recursive: true });
    root = join(mkdtempSync(join(TMP_DIR, 'storage-')), 'files');
    storage = createLocalStorage(root);
  });
  afterEach(() => rmSync(join(root, '..'), { recursive: true, force: true }));

  const bytes = Buffer.from('0123456789abcdefghij');

  it('stores a stream and reads it back, whole or by inclusive range', async () => {
    expect(await storage.put('audio/ab/one.wav', Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]))).toEqual({
      size: 20,
    });
    expect(await storage.exists('audio/ab/one.wav')).toBe(true);
    expect((await storage.stat('audio/ab/one.wav'))?.size).toBe(20);
    expect(await buffer(await storage.read('audio/ab/one.wav'))).toEqual(bytes);
    expect((await buffer(await storage.read('audio/ab/one.wav', { start: 5, end: 9 }))).toString()).toBe('56789');
    expect((await buffer(await storage.read('audio/ab/one.wav', { start: 15 }))).toString()).toBe('fghij');
  });

  it('replaces an existing key', async () => {
    await storage.put('k', Readable.from([bytes]));
    await storage.put('k', Readable.from([Buffer.from('new')]));
    expect((await buffer(await storage.read('k'))).toString()).toBe('new');
  });

  it('leaves nothing behind (no file, no temp file) when the source fails', async () => {
    async function* failing() {
      yield Buffer.from('partial data');
      throw new Error('connection lost');
    }
    await expect(storage.put('audio/x.wav', failing())).rejects.toThrow('connection lost');
    expect(await storage.exists('audio/x.wav')).toBe(false);
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
  });

  it('appends, creating the key', async () => {
    expect(await storage.append('rec/chunks', Buffer.from('ab'))).toEqual({ size: 2 });
    expect(await storage.append('rec/chunks', Buffer.from('cd'))).toEqual({ size: 4 });
    expect((await buffer(await storage.read('rec/chunks'))).toString()).toBe('abcd');
  });

  it('answers null / false / StorageNotFoundError for a missing key', async () => {
    expect(await storage.stat('missing')).toBeNull();
    expect(await storage.exists('missing/deeper')).toBe(false);
    await expect(storage.read('missing')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('deletes idempotently and prunes the emptied directories', async () => {
    await storage.put('audio/cd/two.ogg', Readable.from([bytes]));
    await storage.delete('audio/cd/two.ogg');
    await storage.delete('audio/cd/two.ogg');
    expect(await storage.exists('audio/cd/two.ogg')).toBe(false);
    expect(existsSync(join(root, 'audio'))).toBe(false);
    expect(existsSync(root)).toBe(true);
  });

  it.each(['../escape', '/etc/passwd', 'a/../b', 'a/./b', 'a//b', '', '.tmp/x', 'a\\b', 'a/', '.hidden', 'a b'])(
    'refuses the unsafe key %j for every operation',
    async (key) => {
      await expect(storage.put(key, Readable.from([bytes]))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.append(key, bytes)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.read(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    },
  );

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
