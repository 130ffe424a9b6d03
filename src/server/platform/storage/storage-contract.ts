import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { beforeEach, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, StorageNotFoundError, type Storage } from './storage.js';

/**
 * What every Storage implementation must do, run by each implementation's test file against a fresh store from
 * `make` (called before each test; its own cleanup is the caller's afterEach).
 */
export function storageContract(name: string, make: () => Storage | Promise<Storage>) {
  describe(`${name}: Storage contract`, () => {
    let storage: Storage;
    beforeEach(async () => {
      storage = await make();
    });

    const bytes = Buffer.from('0123456789abcdefghij');
    const text = async (key: string, range?: { start?: number; end?: number }) =>
      (await buffer(await storage.read(key, range))).toString();

    it('stores a stream and reads it back, whole or by inclusive range', async () => {
      expect(await storage.put('audio/ab/one.wav', Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]))).toEqual({
        size: 20,
      });
      expect(await storage.exists('audio/ab/one.wav')).toBe(true);
      const st = await storage.stat('audio/ab/one.wav');
      expect(st?.size).toBe(20);
      expect(st?.modifiedAt).toBeInstanceOf(Date);
      expect(Math.abs(Date.now() - st!.modifiedAt.getTime())).toBeLessThan(60_000);
      expect(await buffer(await storage.read('audio/ab/one.wav'))).toEqual(bytes);
      expect(await text('audio/ab/one.wav', { start: 5, end: 9 })).toBe('56789');
      expect(await text('audio/ab/one.wav', { start: 15 })).toBe('fghij');
      expect(await text('audio/ab/one.wav', { end: 2 })).toBe('012');
      expect(await text('audio/ab/one.wav', { start: 18, end: 99 })).toBe('ij');
      expect(await text('audio/ab/one.wav', { start: 20 })).toBe('');
    });

    it('takes any async iterable of bytes and stores an empty source as an empty file', async () => {
      async function* chunks() {
        yield new Uint8Array([104, 105]);
        yield new Uint8Array([]);
        yield new Uint8Array([33]);
      }
      expect(await storage.put('gen', chunks())).toEqual({ size: 3 });
      expect(await text('gen')).toBe('hi!');
      expect(await storage.put('empty', Readable.from([]))).toEqual({ size: 0 });
      expect(await storage.stat('empty')).toMatchObject({ size: 0 });
      expect(await text('empty')).toBe('');
      expect(await text('empty', { start: 0 })).toBe('');
    });

    it('replaces an existing key', async () => {
      await storage.put('k', Readable.from([bytes]));
      await storage.put('k', Readable.from([Buffer.from('new')]));
      expect(await text('k')).toBe('new');
      expect((await storage.stat('k'))?.size).toBe(3);
    });

    it('leaves nothing under the key when the source fails, and rethrows its error', async () => {
      async function* failing() {
        yield Buffer.from('partial data');
        throw new Error('connection lost');
      }
      await expect(storage.put('audio/x.wav', failing())).rejects.toThrow('connection lost');
      expect(await storage.exists('audio/x.wav')).toBe(false);
    });

    it('keeps the old bytes when a replacing put fails', async () => {
      await storage.put('kept', Readable.from([bytes]));
      async function* failing() {
        yield Buffer.from('x');
        throw new Error('connection lost');
      }
      await expect(storage.put('kept', failing())).rejects.toThrow('connection lost');
      expect(await buffer(await storage.read('kept'))).toEqual(bytes);
    });

    it('appends, creating the key', async () => {
      expect(await storage.append('rec/chunks', Buffer.from('ab'))).toEqual({ size: 2 });
      expect(await storage.append('rec/chunks', Buffer.from('cd'))).toEqual({ size: 4 });
      expect(await storage.append('rec/chunks', new Uint8Array([101]))).toEqual({ size: 5 });
      expect(await text('rec/chunks')).toBe('abcde');
      expect(await text('rec/chunks', { start: 1, end: 3 })).toBe('bcd');
    });

    it('answers null / false / StorageNotFoundError for a missing key', async () => {
      expect(await storage.stat('missing')).toBeNull();
      expect(await storage.exists('missing')).toBe(false);
      expect(await storage.exists('missing/deeper')).toBe(false);
      await expect(storage.read('missing')).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(storage.read('missing', { start: 2, end: 4 })).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it('deletes idempotently, without touching other keys', async () => {
      await storage.put('audio/cd/two.ogg', Readable.from([bytes]));
      await storage.put('audio/cd/three.ogg', Readable.from([bytes]));
      await storage.delete('audio/cd/two.ogg');
      await storage.delete('audio/cd/two.ogg');
      await storage.delete('never/stored');
      expect(await storage.exists('audio/cd/two.ogg')).toBe(false);
      await expect(storage.read('audio/cd/two.ogg')).rejects.toBeInstanceOf(StorageNotFoundError);
      expect(await storage.exists('audio/cd/three.ogg')).toBe(true);
    });

    it.each(['../escape', '/etc/passwd', 'a/../b', 'a/./b', 'a//b', '', '.tmp/x', 'a\\b', 'a/', '.hidden', 'a b'])(
      'refuses the unsafe key %j for every operation',
      async (key) => {
        await expect(storage.put(key, Readable.from([bytes]))).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.append(key, bytes)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.read(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      },
    );
  });
}
