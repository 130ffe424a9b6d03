import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseRange } from '../platform/http/range.js';

/**
 * A stand-in for the model host (Hugging Face, or a mirror): serves the files of one directory over HTTP with Range
 * requests, a `<file>.sha256` beside every file, and optionally slowly (`bytesPerSecond`) or cut off half-way
 * (`dropAfterBytes`). No vitest imports: end-to-end fixtures and benchmarks use it too.
 */
export interface ModelServerOptions {
  dir: string;
  /** Paces every response to about this many bytes per second. */
  bytesPerSecond?: number;
  /**
   * Closes the connection once this file offset is reached, once per file: the first response that would send the
   * byte at this offset stops just before it; later requests (a resume) are answered in full.
   */
  dropAfterBytes?: number;
  /** Answers `<file>.sha256` for every file (computed, sha256sum format) unless the directory has one. Default true. */
  sha256?: boolean;
}

export interface ModelServerRequest {
  method: string;
  /** The URL path, e.g. `/ggml-tiny.bin`. */
  path: string;
  /** The Range header, when there was one. */
  range: string | undefined;
  status: number;
  /** Body bytes written so far. */
  bytesSent: number;
  /** The connection was cut by `dropAfterBytes`. */
  dropped: boolean;
}

export interface ModelServer {
  /** http://127.0.0.1:PORT: the base URL (WHISPER_DOWNLOAD_URL, `--from`). */
  url: string;
  /** Every request so far, in order. */
  requests: ModelServerRequest[];
  /** Changes the pace or arms another cut (applies to the next chunks and requests); undefined turns one off. */
  set(opts: Partial<Pick<ModelServerOptions, 'bytesPerSecond' | 'dropAfterBytes'>>): void;
  close(): Promise<void>;
}

const CHUNK = 64 * 1024;

export async function startModelServer(opts: ModelServerOptions): Promise<ModelServer> {
  let bytesPerSecond = opts.bytesPerSecond;
  let dropAt = opts.dropAfterBytes;
  /** Files whose cut has happened (re-armed by `set({ dropAfterBytes })`). */
  const dropped = new Set<string>();
  const requests: ModelServerRequest[] = [];
  const digests = new Map<string, { key: string; hex: Promise<string> }>();

  function sha256Of(file: string): Promise<string> {
    const st = statSync(file);
    const key = `${st.size}:${st.mtimeMs}`;
    const hit = digests.get(file);
    if (hit?.key === key) return hit.hex;
    const hex = new Promise<string>((resolve, reject) => {
      const hash = createHash('sha256');
      createReadStream(file)
        .on('data', (c) => hash.update(c))
        .on('error', reject)
        .on('end', () => resolve(hash.digest('hex')));
    });
    digests.set(file, { key, hex });
    return hex;
  }

  async function sendFile(res: ServerResponse, record: ModelServerRequest, file: string, start: number, end: number) {
    const fh = await open(file, 'r');
    const started = performance.now();
    try {
      for (let pos = start; pos <= end;) {
        if (res.destroyed) return;
        const limit = dropAt !== undefined && dropAt > start && !dropped.has(file) ? dropAt : Infinity;
        if (pos >= limit) {
          dropped.add(file);
          record.dropped = true;
          res.socket?.destroy();
          return;
        }
        let n = Math.min(CHUNK, end - pos + 1, limit - pos);
        if (bytesPerSecond) n = Math.min(n, Math.max(1024, Math.floor(bytesPerSecond / 20)));
        const buf = Buffer.alloc(n);
        const { bytesRead } = await fh.read(buf, 0, n, pos);
        if (bytesRead <= 0) break;
        // Written through to the socket before a cut, so the client gets exactly the bytes before the offset.
        await new Promise<void>((resolve) => res.write(buf.subarray(0, bytesRead), () => resolve()));
        pos += bytesRead;
        record.bytesSent += bytesRead;
        if (bytesPerSecond) {
          const wait = started + ((pos - start) / bytesPerSecond) * 1000 - performance.now();
          if (wait > 0) await sleep(wait);
        }
      }
      res.end();
    } finally {
      await fh.close();
    }
  }

  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    const record: ModelServerRequest = {
      method: req.method ?? 'GET',
      path,
      range: req.headers.range,
      status: 0,
      bytesSent: 0,
      dropped: false,
    };
    requests.push(record);
    const answer = (status: number, headers: Record<string, string | number> = {}, body?: string) => {
      record.status = status;
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    void (async () => {
      const name = basename(path);
      if ((req.method !== 'GET' && req.method !== 'HEAD') || name !== path.slice(1) || !name || name.startsWith('.')) {
        return answer(404, { 'content-type': 'text/plain' }, 'not found\n');
      }
      const file = join(opts.dir, name);
      if (name.endsWith('.sha256') && !existsSync(file)) {
        const target = file.slice(0, -'.sha256'.length);
        if (opts.sha256 === false || !existsSync(target)) return answer(404, {}, 'not found\n');
        const body = `${await sha256Of(target)}  ${basename(target)}\n`;
        return answer(200, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) }, body);
      }
      if (!existsSync(file) || !statSync(file).isFile()) return answer(404, {}, 'not found\n');
      const size = statSync(file).size;
      const range = parseRange(req.headers.range, size);
      if (range.kind === 'unsatisfiable') return answer(416, { 'content-range': `bytes */${size}` });
      const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, size - 1];
      record.status = range.kind === 'partial' ? 206 : 200;
      res.writeHead(record.status, {
        'content-type': 'application/octet-stream',
        'content-length': end - start + 1,
        'accept-ranges': 'bytes',
        ...(range.kind === 'partial' ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
      });
      if (req.method === 'HEAD' || size === 0) return res.end();
      await sendFile(res, record, file, start, end);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    set(next) {
      if ('bytesPerSecond' in next) bytesPerSecond = next.bytesPerSecond;
      if ('dropAfterBytes' in next) {
        dropAt = next.dropAfterBytes;
        dropped.clear();
      }
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
