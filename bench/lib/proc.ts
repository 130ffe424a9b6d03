import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// Whatever happens (a failed assertion, Ctrl-C), no server is left running and no temp dir is left behind.
const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `notulen-bench-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

import { freePort } from '../../src/server/test/ports.js';

export { freePort };

export interface ServerProcess {
  url: string;
  pid: number;
  /** When `spawn` was called (performance.now()), the start of a cold-start measurement. */
  spawnedAt: number;
  exitCode(): number | null;
  /** The last lines the server wrote, for error messages. */
  logTail(): string;
  /** SIGTERM, then SIGKILL after 15 s; resolves once the process has exited (its PGlite directory is free). */
  stop(): Promise<void>;
}

/**
 * Starts the built server (`dist/node/server/main.js`) on loopback with an embedded PGlite in `dataDir`, unless
 * `extraEnv` says otherwise (a benchmark that measures PostgreSQL passes DATABASE_URL there).
 */
export function startServer(
  root: string,
  dataDir: string,
  port: number,
  extraEnv: NodeJS.ProcessEnv = {},
): ServerProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  };
  // The benchmark is about the default, embedded database, whatever the shell has configured.
  delete env.DATABASE_URL;
  // Never a Whisper model download from the internet in the middle of a measurement (a bench may ask for one).
  env.WHISPER_AUTO_DOWNLOAD = 'false';
  Object.assign(env, extraEnv);
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, ['dist/node/server/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once('exit', () => {
      children.delete(child);
      resolve();
    });
  });
  const exitCode = () => child.exitCode ?? (child.signalCode ? -1 : null);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    spawnedAt,
    exitCode,
    logTail: () => lines.join('\n'),
    async stop() {
      if (exitCode() !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `/api/health` every 10 ms until it answers 200; returns the milliseconds since the server was spawned. */
export async function waitForHealth(server: ServerProcess, timeoutMs: number): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const code = server.exitCode();
    if (code !== null) throw new Error(`server exited (${code}) before answering:\n${server.logTail()}`);
    try {
      const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - server.spawnedAt;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error(`no 200 from ${server.url}/api/health within ${timeoutMs} ms:\n${server.logTail()}`);
}

/**
 * Starts the server on a free port and waits until it is healthy. A port can be taken between choosing and binding
 * it, so a start that dies is retried on another port (twice at most).
 */
export async function startHealthy(
  root: string,
  dataDir: string,
  timeoutMs = 120_000,
  extraEnv: NodeJS.ProcessEnv = {},
) {
  for (let attempt = 1; ; attempt++) {
    const server = startServer(root, dataDir, await freePort(), extraEnv);
    try {
      const startupMs = await waitForHealth(server, timeoutMs);
      return { server, startupMs };
    } catch (err) {
      await server.stop();
      if (attempt >= 3 || !server.logTail().includes('EADDRINUSE')) throw err;
    }
  }
}
