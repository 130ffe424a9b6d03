import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import {
  fileUrl,
  KNOWN,
  modelPath,
  modelsDir,
  sidecars,
  verificationOf,
  type ModelSource,
  type WhisperModelName,
} from './catalog.js';
import {
  contentRange,
  deadline,
  diskError,
  freeBytes,
  httpError,
  mb,
  mirrorSha256,
  ModelDownloadError,
  NETWORK_HINT,
  networkCause,
} from './download-net.js';
import { RANDOM_MARKER_SUFFIX } from './ggml-model-writer.js';
import { checkModelFile } from './model-file.js';
import { acquireLock, DEFAULT_STALE_MS, type HeldLock } from './model-lock.js';
import { clearFailure, sizeOf, writeFailure, type FailureCode } from './model-state.js';

export { ModelDownloadError, type DownloadErrorCode } from './download-net.js';

/**
 * One download of a whisper model into DATA_DIR/models, shared by the server (background and admin downloads) and
 * `npm run models -- download`: under the model's lock, resumed from `.partial` with an HTTP Range request (a 200
 * answer starts over), verified (the built-in SHA-1 for the official location, the `.sha256` a mirror serves beside
 * the file otherwise), checked as a whisper file, then renamed into place. A failure is recorded beside the model
 * (`.failed`) so every process shows it; the partial stays for the next attempt unless its bytes are wrong.
 */

export interface DownloadProgress {
  name: WhisperModelName;
  /** Bytes of the file on disk so far (resumed bytes included). */
  received: number;
  /** The whole file's size, 0 while unknown. */
  total: number;
  /** Where this attempt started (0, or the partial's size when resumed). */
  resumedFrom: number;
  /** Average speed of this attempt. */
  bytesPerSecond: number;
}

export interface DownloadOptions {
  dataDir: string;
  name: WhisperModelName;
  source: ModelSource;
  signal?: AbortSignal;
  onProgress?(p: DownloadProgress): void;
  /** Called once the lock is ours and the request is about to go out. */
  onStart?(p: { url: string; resumedFrom: number }): void;
  staleMs?: number;
  /** How often the lock is touched and checked (default 5 s). */
  heartbeatMs?: number;
  /** A server that does not answer, or a connection that delivers nothing, for this long is given up (60 s). */
  idleTimeoutMs?: number;
}

export interface DownloadResult {
  path: string;
  bytes: number;
  resumedFrom: number;
  /** Bytes that came over the network in this attempt. */
  transferred: number;
  seconds: number;
  verifiedBy: 'sha1' | 'sha256';
}

export async function downloadModelFile(opts: DownloadOptions): Promise<DownloadResult> {
  const { name, source } = opts;
  const url = fileUrl(source, name);
  const path = modelPath(opts.dataDir, name);
  const files = sidecars(path);
  const staleMs = opts.staleMs ?? DEFAULT_STALE_MS;
  try {
    mkdirSync(modelsDir(opts.dataDir), { recursive: true });
  } catch (err) {
    throw diskError(err, `cannot create ${modelsDir(opts.dataDir)}`);
  }
  let acquired;
  try {
    const verify = verificationOf(source, name);
    const total = verify.kind === 'sha1' ? (source.known ?? KNOWN)[name].bytes : 0;
    acquired = acquireLock(files.lock, files.partial, { url, total }, staleMs);
  } catch (err) {
    throw diskError(err, `cannot create ${files.lock}`);
  }
  if (!acquired.ok) {
    const h = acquired.holder;
    throw new ModelDownloadError(
      'BUSY',
      `${path} is being downloaded by another process${h ? ` (pid ${h.pid} on ${h.host})` : ''}`,
      false,
      false,
      h,
    );
  }
  const lock = acquired.lock;
  // An explicit download brings back a model an admin deleted.
  rmSync(files.deleted, { force: true });
  const ac = new AbortController();
  const abort = (reason: ModelDownloadError) => ac.abort(reason);
  const onCallerAbort = () => abort(new ModelDownloadError('CANCELLED', `download of ${url} cancelled`));
  if (opts.signal?.aborted) onCallerAbort();
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const heartbeat = setInterval(() => {
    if (!lock.heartbeat()) abort(new ModelDownloadError('CANCELLED', `download of ${url} cancelled (lock removed)`));
  }, opts.heartbeatMs ?? 5_000);
  heartbeat.unref();
  try {
    const result = await transfer(opts, url, path, lock, ac);
    clearFailure(path);
    return result;
  } catch (err) {
    const failure =
      err instanceof ModelDownloadError
        ? err
        : ac.signal.aborted && ac.signal.reason instanceof ModelDownloadError
          ? ac.signal.reason
          : new ModelDownloadError('OFFLINE', `download of ${url} failed: ${(err as Error).message}`, true);
    if (failure.code !== 'CANCELLED' && failure.code !== 'BUSY') {
      writeFailure(path, { code: failure.code as FailureCode, reason: failure.message, retry: failure.retry });
    }
    // The lock deleted under us (an admin deleted the model): what this attempt wrote goes too. A lock another
    // process took over, or a shutdown, leaves the partial for the next attempt.
    if (failure.code === 'CANCELLED' && !existsSync(files.lock)) rmSync(files.partial, { force: true });
    throw failure;
  } finally {
    clearInterval(heartbeat);
    opts.signal?.removeEventListener('abort', onCallerAbort);
    lock.release();
  }
}

async function transfer(
  opts: DownloadOptions,
  url: string,
  path: string,
  lock: HeldLock,
  ac: AbortController,
): Promise<DownloadResult> {
  const { name, source } = opts;
  const { signal } = ac;
  const { partial } = sidecars(path);
  const started = performance.now();
  const verify = verificationOf(source, name);
  const idleMs = opts.idleTimeoutMs ?? 60_000;
  const expected = verify.kind === 'sha1' ? verify.hex : await mirrorSha256(url, ac, idleMs);
  const reason = () => signal.reason as ModelDownloadError;

  let offset = sizeOf(partial);
  let res: Response | undefined;
  let total = 0;
  for (let attempt = 0; !res; attempt++) {
    opts.onStart?.({ url, resumedFrom: offset });
    let answer: Response;
    try {
      const range: Record<string, string> = offset > 0 ? { range: `bytes=${offset}-` } : {};
      answer = await deadline(ac, idleMs, url, () => fetch(url, { redirect: 'follow', signal, headers: range }));
    } catch (err) {
      if (signal.aborted) throw reason();
      throw new ModelDownloadError('OFFLINE', `cannot download ${url}: ${networkCause(err)} (${NETWORK_HINT})`, true);
    }
    const range = contentRange(answer.headers.get('content-range'));
    if (answer.status === 416 && offset > 0 && range?.total === offset) {
      // The partial is whole already (the last attempt stopped before verifying it).
      await answer.body?.cancel();
      total = offset;
      break;
    }
    if (answer.status === 200 || (answer.status === 206 && range?.start === offset)) {
      res = answer;
      if (answer.status === 200) offset = 0;
      const length = Number(answer.headers.get('content-length'));
      total = range?.total ?? (Number.isFinite(length) && length > 0 ? offset + length : 0);
    } else if ((answer.status === 416 || answer.status === 206) && offset > 0 && attempt === 0) {
      // The partial does not fit what the server has (longer, or another range came back): start over.
      await answer.body?.cancel();
      offset = 0;
    } else {
      await answer.body?.cancel();
      throw httpError(url, answer.status);
    }
  }
  try {
    if (total) lock.setTotal(total);
  } catch (err) {
    throw diskError(err, `cannot write ${sidecars(path).lock}`);
  }
  if (res && total > offset) {
    // Before a byte is written: a disk too small would fail late (after hundreds of MB) and leave a useless partial.
    const free = freeBytes(modelsDir(opts.dataDir));
    if (free !== undefined && free < total - offset) {
      await res.body?.cancel().catch(() => undefined);
      throw new ModelDownloadError(
        'DISK',
        `not enough space in ${modelsDir(opts.dataDir)}: ${mb(total - offset)} MB needed, ${mb(free)} MB free`,
      );
    }
  }

  const hash = createHash(verify.kind === 'sha1' ? 'sha1' : 'sha256');
  let received = offset;
  const resumedFrom = offset;
  try {
    // What is on disk already counts towards the checksum.
    if (offset > 0) {
      for await (const chunk of createReadStream(partial, { start: 0, end: offset - 1 })) hash.update(chunk as Buffer);
    }
  } catch (err) {
    throw diskError(err, `cannot read ${partial}`);
  }
  if (res) {
    let fh: FileHandle;
    try {
      // 'w' starts over (truncates), 'a' resumes.
      fh = await open(partial, offset > 0 ? 'a' : 'w');
    } catch (err) {
      throw diskError(err, `cannot write ${partial}`);
    }
    let idle: NodeJS.Timeout | undefined;
    const armIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(
        () =>
          ac.abort(
            new ModelDownloadError(
              'OFFLINE',
              `no data from ${url} for ${idleMs / 1000} s`,
              true,
              received > resumedFrom,
            ),
          ),
        idleMs,
      );
      idle.unref();
    };
    const report = () =>
      opts.onProgress?.({
        name,
        received,
        total,
        resumedFrom,
        bytesPerSecond: (received - resumedFrom) / Math.max(0.001, (performance.now() - started) / 1000),
      });
    armIdle();
    report();
    try {
      const reader = res.body!.getReader();
      for (;;) {
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        try {
          chunk = await reader.read();
        } catch (err) {
          if (signal.aborted) throw reason();
          throw new ModelDownloadError(
            'OFFLINE',
            `download of ${url} broke off at ${received} of ${total || '?'} bytes: ${networkCause(err)}`,
            true,
            received > resumedFrom,
          );
        }
        if (chunk.done) break;
        armIdle();
        try {
          await fh.write(chunk.value);
        } catch (err) {
          throw diskError(err, `cannot write ${partial}`);
        }
        hash.update(chunk.value);
        received += chunk.value.length;
        report();
        if (signal.aborted) {
          await reader.cancel().catch(() => undefined);
          throw reason();
        }
      }
    } finally {
      clearTimeout(idle);
      await fh.close().catch(() => undefined);
    }
  }
  if (total && received !== total) {
    throw new ModelDownloadError(
      'OFFLINE',
      `download of ${url} ended at ${received} of ${total} bytes`,
      true,
      received > resumedFrom,
    );
  }
  const digest = hash.digest('hex');
  if (digest !== expected) {
    rmSync(partial, { force: true });
    throw new ModelDownloadError(
      'CHECKSUM',
      `${url} does not match its checksum (${verify.kind === 'sha1' ? 'SHA-1' : 'SHA-256'} ${digest}, expected ` +
        `${expected}); nothing installed`,
    );
  }
  const check = checkModelFile(partial);
  if (!check.ok) {
    rmSync(partial, { force: true });
    throw new ModelDownloadError('INVALID', `${url} is not a usable whisper model: ${check.reason}`);
  }
  if (!lock.stillOurs()) throw new ModelDownloadError('CANCELLED', `download of ${url} cancelled (lock removed)`);
  try {
    renameSync(partial, path);
  } catch (err) {
    // The partial deleted meanwhile (an admin deleted the model): nothing to install.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new ModelDownloadError('CANCELLED', `download of ${url} cancelled`);
    }
    throw diskError(err, `cannot install ${path}`);
  }
  rmSync(`${path}${RANDOM_MARKER_SUFFIX}`, { force: true });
  return {
    path,
    bytes: statSync(path).size,
    resumedFrom,
    transferred: received - resumedFrom,
    seconds: (performance.now() - started) / 1000,
    verifiedBy: verify.kind === 'sha1' ? 'sha1' : 'sha256',
  };
}
