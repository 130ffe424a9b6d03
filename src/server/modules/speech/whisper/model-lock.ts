import { randomBytes } from 'node:crypto';
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';

/**
 * The lock of one model download, a file next to its `.partial` that every process sharing DATA_DIR sees (web and
 * worker machines share the disk). Created with O_EXCL ('wx'); it holds who downloads and the file's total size, so
 * another process can show "downloading N %" from the partial's size. A lock is stale when its process is dead (same
 * host) or when neither it nor the partial changed for `staleMs` (the holder touches it every few seconds).
 */
export interface LockInfo {
  token: string;
  pid: number;
  host: string;
  /** The whole file's size in bytes; 0 until the server said. */
  total: number;
  url: string;
  startedAt: string;
}

export const DEFAULT_STALE_MS = 120_000;

export function readLock(path: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockInfo>;
    return typeof info.token === 'string' && typeof info.pid === 'number' ? (info as LockInfo) : undefined;
  } catch {
    return undefined;
  }
}

const mtimeOf = (path: string) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
};

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock at `lockPath` (absent: no) is held by a live download. */
export function lockState(
  lockPath: string,
  partialPath: string,
  staleMs = DEFAULT_STALE_MS,
): { held: false } | { held: true; info: LockInfo | undefined } {
  const lockTime = mtimeOf(lockPath);
  if (lockTime === undefined) return { held: false };
  // Read once: a lock being rewritten may be empty for an instant; then only its age decides.
  const info = readLock(lockPath);
  if (info && info.host === hostname() && !alive(info.pid)) return { held: false };
  const latest = Math.max(lockTime, mtimeOf(partialPath) ?? 0);
  return Date.now() - latest > staleMs ? { held: false } : { held: true, info };
}

export interface HeldLock {
  readonly info: LockInfo;
  /** Records the total size (others compute the progress from it). */
  setTotal(total: number): void;
  /** Touches the lock; false when it is no longer ours (deleted by an admin, or taken over as stale). */
  heartbeat(): boolean;
  stillOurs(): boolean;
  release(): void;
}

export type Acquired = { ok: true; lock: HeldLock } | { ok: false; holder: LockInfo | undefined };

/**
 * Takes the lock, or says who holds it. A stale lock is moved aside under a private name first and removed only if
 * it is still the one judged stale, so two processes taking over the same stale lock cannot both end up holding it.
 */
export function acquireLock(
  lockPath: string,
  partialPath: string,
  what: { url: string; total: number },
  staleMs = DEFAULT_STALE_MS,
): Acquired {
  for (let attempt = 0; attempt < 3; attempt++) {
    const info: LockInfo = {
      token: randomBytes(8).toString('hex'),
      pid: process.pid,
      host: hostname(),
      total: what.total,
      url: what.url,
      startedAt: new Date().toISOString(),
    };
    try {
      const fd = openSync(lockPath, 'wx');
      try {
        writeSync(fd, JSON.stringify(info));
      } finally {
        closeSync(fd);
      }
      return { ok: true, lock: held(lockPath, info) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const state = lockState(lockPath, partialPath, staleMs);
    if (state.held) return { ok: false, holder: state.info };
    const judged = readLock(lockPath);
    const aside = `${lockPath}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      renameSync(lockPath, aside);
    } catch {
      continue; // gone meanwhile: try again
    }
    const moved = readLock(aside);
    if (moved?.token !== judged?.token) {
      // A fresh lock was created between the judgement and the move: put it back (unless yet another exists).
      try {
        linkSync(aside, lockPath);
      } catch {
        // another lock is there now
      }
      rmSync(aside, { force: true });
      return { ok: false, holder: moved };
    }
    rmSync(aside, { force: true });
  }
  return { ok: false, holder: readLock(lockPath) };
}

function held(path: string, start: LockInfo): HeldLock {
  let info = start;
  const stillOurs = () => readLock(path)?.token === info.token;
  return {
    get info() {
      return info;
    },
    setTotal(total) {
      if (total === info.total || !stillOurs()) return;
      info = { ...info, total };
      // Written in place: a reader that catches it half-written sees no JSON and goes by the file's age.
      writeFileSync(path, JSON.stringify(info));
    },
    heartbeat() {
      if (!stillOurs()) return false;
      const now = new Date();
      try {
        utimesSync(path, now, now);
      } catch {
        return false;
      }
      return true;
    },
    stillOurs,
    release() {
      if (stillOurs()) rmSync(path, { force: true });
    },
  };
}
