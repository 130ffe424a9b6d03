import { statfsSync } from 'node:fs';
import type { LockInfo } from './model-lock.js';
import type { FailureCode } from './model-state.js';

/** The errors of a model download and the network and disk helpers of download.ts. */

export type DownloadErrorCode = FailureCode | 'BUSY' | 'CANCELLED';

export class ModelDownloadError extends Error {
  constructor(
    readonly code: DownloadErrorCode,
    message: string,
    /** Worth another attempt later by itself (no network, a server error). */
    readonly retry = false,
    /** Bytes arrived before it failed: a resume soon is likely to get further. */
    readonly progressed = false,
    /** BUSY: who holds the lock. */
    readonly holder?: LockInfo,
  ) {
    super(message);
    this.name = 'ModelDownloadError';
  }
}

export const NETWORK_HINT = 'no network?';

/** "ECONNREFUSED", "ENOTFOUND" ...: the most telling part of a fetch failure. */
export function networkCause(err: unknown): string {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  return e.cause?.code ?? e.cause?.message ?? e.message ?? String(err);
}

const DISK_CODES = new Set(['ENOSPC', 'EACCES', 'EROFS', 'EDQUOT', 'EPERM', 'EISDIR', 'ENOTDIR', 'EMFILE', 'EIO']);
export function diskError(err: unknown, what: string): ModelDownloadError {
  const code = (err as NodeJS.ErrnoException).code;
  return new ModelDownloadError('DISK', `${what}: ${code && DISK_CODES.has(code) ? code : (err as Error).message}`);
}

export function httpError(url: string, status: number, progressed = false): ModelDownloadError {
  return new ModelDownloadError('HTTP', `${url} answered HTTP ${status}`, status >= 500 || status === 429, progressed);
}

/** Reads `<file>.sha256` from a mirror: 64 hex digits, possibly followed by a file name (sha256sum's output). */
export async function mirrorSha256(url: string, ac: AbortController, answerMs: number): Promise<string> {
  let res: Response;
  try {
    res = await deadline(ac, answerMs, `${url}.sha256`, () =>
      fetch(`${url}.sha256`, { redirect: 'follow', signal: ac.signal }),
    );
  } catch (err) {
    if (ac.signal.aborted) throw ac.signal.reason;
    throw new ModelDownloadError('OFFLINE', `cannot reach ${url}.sha256: ${networkCause(err)} (${NETWORK_HINT})`, true);
  }
  if (res.status >= 500 || res.status === 429) throw httpError(`${url}.sha256`, res.status);
  const text = res.ok ? (await res.text()).slice(0, 4096) : '';
  const hex = /^\s*([0-9a-fA-F]{64})(?:\s|$)/.exec(text)?.[1];
  if (!hex) {
    throw new ModelDownloadError(
      'CHECKSUM',
      `the mirror has no usable ${url}.sha256 (${res.ok ? 'not a SHA-256' : `HTTP ${res.status}`}): ` +
        'a model that cannot be verified is refused',
    );
  }
  return hex.toLowerCase();
}

export const mb = (n: number) => (n / 1e6).toFixed(1);

/** A server that takes the connection but never answers is given up after `ms` (undici would wait 5 minutes). */
export async function deadline<T>(ac: AbortController, ms: number, what: string, work: () => Promise<T>): Promise<T> {
  const timer = setTimeout(
    () =>
      ac.abort(new ModelDownloadError('OFFLINE', `no answer from ${what} in ${ms / 1000} s (${NETWORK_HINT})`, true)),
    ms,
  );
  timer.unref();
  try {
    return await work();
  } finally {
    clearTimeout(timer);
  }
}

/** Free bytes for this user on the file system of `dir`, or undefined when the platform cannot say. */
export function freeBytes(dir: string): number | undefined {
  try {
    const fs = statfsSync(dir);
    return fs.bavail * fs.bsize;
  } catch {
    return undefined;
  }
}

/** `bytes START-END/TOTAL` → start and total (total undefined when `*`); `bytes *\/TOTAL` (a 416) → start undefined. */
export function contentRange(
  header: string | null,
): { start: number | undefined; total: number | undefined } | undefined {
  const m = /^bytes\s+(?:(\d+)-\d+|\*)\/(\d+|\*)$/i.exec(header?.trim() ?? '');
  if (!m) return undefined;
  return { start: m[1] === undefined ? undefined : Number(m[1]), total: m[2] === '*' ? undefined : Number(m[2]) };
}
