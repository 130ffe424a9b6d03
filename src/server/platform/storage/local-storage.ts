import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { appendFile, mkdir, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, StorageNotFoundError, type Storage, type StoredFile } from './storage.js';

const TEMP_DIR = '.tmp';
/** Temp files older than this are left-overs of a crash (no upload takes a day) and are removed at start. */
const STALE_TEMP_MS = 24 * 3600 * 1000;

const isCode = (err: unknown, code: string) => (err as NodeJS.ErrnoException | null)?.code === code;

/**
 * Files under `root` (DATA_DIR/files), one file per key. Writes go to `root/.tmp` first and are renamed into place
 * once complete and flushed, so a crash or a failed upload never leaves a partial file under a real key (rename is
 * atomic within one file system, which is why the temp directory is inside the root).
 */
export function createLocalStorage(root: string): Storage & { root: string } {
  const base = resolve(root);
  const tempDir = join(base, TEMP_DIR);

  const pathOf = (key: string) => {
    assertSafeKey(key);
    const p = join(base, ...key.split('/'));
    // Belt and braces: assertSafeKey already excludes every way out of the root.
    if (!p.startsWith(base + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return p;
  };

  async function statKey(key: string): Promise<StoredFile | null> {
    try {
      const st = await stat(pathOf(key));
      return st.isFile() ? { size: st.size, modifiedAt: st.mtime } : null;
    } catch (err) {
      if (isCode(err, 'ENOENT') || isCode(err, 'ENOTDIR')) return null;
      throw err;
    }
  }

  void sweepStaleTemp(tempDir);

  return {
    root: base,

    async put(key, source) {
      const target = pathOf(key);
      await mkdir(tempDir, { recursive: true });
      const temp = join(tempDir, `${randomUUID()}.part`);
      // flush: fsync before close, so the rename below never publishes bytes still only in the page cache.
      const out = createWriteStream(temp, { flags: 'wx', flush: true });
      try {
        await pipeline(source, out);
        const { size } = await stat(temp);
        await moveIntoPlace(temp, target);
        return { size };
      } catch (err) {
        // pipeline rejects as soon as the source fails, possibly before the stream has even opened (created) the
        // file: removing it before the stream closes would race that open and leave the temp file behind.
        if (!out.closed) await new Promise<void>((done) => out.once('close', () => done()));
        await rm(temp, { force: true });
        throw err;
      }
    },

    async append(key, data) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      await appendFile(target, data);
      return { size: (await stat(target)).size };
    },

    stat: statKey,

    async read(key, range = {}) {
      // Opened here, not lazily by the stream, so a missing file rejects now instead of erroring mid-response.
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (err) {
        if (isCode(err, 'ENOENT') || isCode(err, 'ENOTDIR')) throw new StorageNotFoundError(key);
        throw err;
      }
      return handle.createReadStream({ start: range.start, end: range.end }) as unknown as Readable;
    },

    async delete(key) {
      const target = pathOf(key);
      await rm(target, { force: true });
      await pruneEmptyParents(dirname(target), base);
    },

    async exists(key) {
      return (await statKey(key)) !== null;
    },
  };
}

async function moveIntoPlace(temp: string, target: string) {
  await mkdir(dirname(target), { recursive: true });
  try {
    await rename(temp, target);
  } catch (err) {
    // A concurrent delete may have pruned the freshly made parent directory: make it again, once.
    if (!isCode(err, 'ENOENT')) throw err;
    await mkdir(dirname(target), { recursive: true });
    await rename(temp, target);
  }
}

/** Removes now-empty directories from `dir` up to (not including) `root`, so deleted keys leave no husks behind. */
async function pruneEmptyParents(dir: string, root: string) {
  let current = dir;
  while (current.startsWith(root + sep)) {
    try {
      await rmdir(current);
    } catch {
      return; // not empty (or already gone): the parents above are not empty either
    }
    current = dirname(current);
  }
}

async function sweepStaleTemp(tempDir: string) {
  try {
    const now = Date.now();
    for (const name of await readdir(tempDir)) {
      const p = join(tempDir, name);
      const st = await stat(p).catch(() => null);
      if (st && now - st.mtimeMs > STALE_TEMP_MS) await rm(p, { force: true });
    }
  } catch {
    // no temp directory yet, or it vanished: nothing to sweep
  }
}
