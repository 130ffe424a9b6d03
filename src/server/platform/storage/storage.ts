import type { Readable } from 'node:stream';

/**
 * Where audio and other files live. Keys are relative paths of safe segments (`audio/<id>/<random>.webm`): no
 * leading slash, no `.` or `..` segment, no backslash. The local implementation keeps them under `DATA_DIR/files`; an
 * S3 implementation can map keys to object names one to one, which is why the interface is streams and whole-object
 * operations only (no rename, no directory listing).
 */
export interface Storage {
  /**
   * Stores `source` under `key`, replacing what was there. All or nothing: when the source fails (or throws, e.g. a
   * type check), nothing is left under the key and the error is rethrown. Resolves with the stored size in bytes.
   */
  put(key: string, source: Readable | AsyncIterable<Uint8Array>): Promise<{ size: number }>;
  /** Adds bytes at the end of `key` (creating it), for chunked recording; not atomic across a crash. */
  append(key: string, data: Uint8Array): Promise<{ size: number }>;
  /** Size and modification time, or null when there is no such key. */
  stat(key: string): Promise<StoredFile | null>;
  /**
   * The bytes of `key` from `start` to `end` inclusive (HTTP Range semantics; both optional). Rejects with
   * `StorageNotFoundError` when the key does not exist.
   */
  read(key: string, range?: { start?: number; end?: number }): Promise<Readable>;
  /** Removes `key`; removing a missing key is not an error (deletes are retried and raced). */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export interface StoredFile {
  size: number;
  modifiedAt: Date;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored file ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

// Each segment starts with a letter or digit, so `.`, `..` and hidden names (the local store's `.tmp`) are impossible.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Throws unless `key` is a relative path of safe segments; the one gate against path traversal. */
export function assertSafeKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) throw new InvalidStorageKeyError(String(key));
  if (!key.split('/').every((s) => SEGMENT.test(s))) throw new InvalidStorageKeyError(key);
}
