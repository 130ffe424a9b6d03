import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startModelServer, type ModelServer } from '../../../test/model-server.js';
import { TMP_DIR } from '../../../test/paths.js';
import { freePort } from '../../../test/ports.js';
import { generatedWhisperModel } from '../../../test/speech-audio.js';
import { modelPath, sidecars, type WhisperModelName } from './catalog.js';
import { createModelManager, type ModelManager, type ModelManagerOptions } from './model-manager.js';

// A generated tiny model (real dimensions, random weights) served by a local stand-in for the model host.
mkdirSync(TMP_DIR, { recursive: true });

function logger() {
  const lines: { level: string; msg: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      lines.push({ level, msg: String(args.find((a) => typeof a === 'string') ?? '') });
  return { lines, log: { info: at('info'), warn: at('warn'), debug: at('debug') } };
}

describe('whisper model manager', () => {
  let model: string;
  let size: number;
  let server: ModelServer;
  const managers: ModelManager[] = [];

  beforeAll(async () => {
    model = await generatedWhisperModel('tiny');
    size = statSync(model).size;
    const dir = mkdtempSync(join(TMP_DIR, 'model-host-'));
    symlinkSync(model, join(dir, 'ggml-tiny.bin'));
    server = await startModelServer({ dir });
  }, 120_000);
  afterAll(() => server?.close());
  afterEach(async () => {
    await Promise.all(managers.splice(0).map((m) => m.close()));
    server.set({ bytesPerSecond: undefined, dropAfterBytes: undefined });
  });

  const freshDir = () => mkdtempSync(join(TMP_DIR, 'models-'));
  function manager(dataDir: string, opts: Partial<ModelManagerOptions> = {}) {
    const { lines, log } = logger();
    const m = createModelManager({
      dataDir,
      source: { baseUrl: server.url },
      autoDownload: true,
      log,
      activeModel: async () => 'tiny' as WhisperModelName,
      resumeDelayMs: 50,
      busyPollMs: 100,
      heartbeatMs: 100,
      ...opts,
    });
    managers.push(m);
    return { m, lines };
  }
  const binRequests = (from: number) =>
    server.requests.slice(from).filter((r) => r.path === '/ggml-tiny.bin' && r.method === 'GET');
  const files = (dataDir: string) => readdirSync(join(dataDir, 'models')).sort();

  it('downloads the active model at start, with progress in the state and a log line every 5 %', async () => {
    const dataDir = freshDir();
    server.set({ bytesPerSecond: 40e6 });
    const { m, lines } = manager(dataDir);
    expect(m.state('tiny')).toMatchObject({ state: 'not-installed', bytes: 77_691_713 });
    await m.start();
    await expect.poll(() => m.state('tiny').state, { timeout: 10_000, interval: 20 }).toBe('downloading');
    await expect.poll(() => m.state('tiny').progress ?? 0, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0.1);
    expect(m.list('tiny').find((x) => x.name === 'tiny')).toMatchObject({ state: 'downloading', active: true });
    await m.settled();
    expect(m.state('tiny')).toEqual({ name: 'tiny', bytes: 77_691_713, state: 'installed' });
    expect(files(dataDir)).toEqual(['ggml-tiny.bin']);
    const progress = lines.filter((l) => /^whisper model ggml-tiny\.bin: \d+ % /.test(l.msg)).map((l) => l.msg);
    expect(progress[0]).toMatch(/: 0 % \(0\.0 of 77\.\d MB, \d+\.\d MB\/s\)$/);
    expect(progress.length).toBeGreaterThanOrEqual(20);
    expect(progress.length).toBeLessThanOrEqual(22);
    expect(progress.at(-1)).toMatch(/: 100 % \(77\.\d of 77\.\d MB, \d+\.\d MB\/s\)$/);
    expect(lines.at(-1)!.msg).toMatch(/ggml-tiny\.bin installed in .* \(77\.\d MB, SHA-256 verified/);
  });

  it('refuses a file that does not match its checksum: nothing installed, failed CHECKSUM, not retried', async () => {
    const dataDir = freshDir();
    const dir = mkdtempSync(join(TMP_DIR, 'model-host-bad-'));
    symlinkSync(model, join(dir, 'ggml-tiny.bin'));
    writeFileSync(join(dir, 'ggml-tiny.bin.sha256'), `${'0'.repeat(64)}  ggml-tiny.bin\n`);
    const bad = await startModelServer({ dir });
    try {
      const { m, lines } = manager(dataDir, { source: { baseUrl: bad.url }, retryMs: 50 });
      await m.start();
      await m.settled();
      expect(m.state('tiny')).toMatchObject({ state: 'failed', failure: { code: 'CHECKSUM' } });
      expect(m.state('tiny').failure!.reason).toMatch(/does not match its checksum .*nothing installed/);
      expect(files(dataDir)).toEqual(['ggml-tiny.bin.failed']);
      expect(bad.requests.filter((r) => r.path === '/ggml-tiny.bin')).toHaveLength(1);
      expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);
    } finally {
      await bad.close();
    }
  });

  it('resumes a download whose connection broke off half-way, with a Range request', async () => {
    const dataDir = freshDir();
    const from = server.requests.length;
    server.set({ dropAfterBytes: Math.floor(size / 2) });
    const { m, lines } = manager(dataDir);
    m.download('tiny');
    await m.settled();
    expect(m.state('tiny').state).toBe('installed');
    const [first, second, ...more] = binRequests(from);
    expect(more).toEqual([]);
    expect(first).toMatchObject({ status: 200, range: undefined, dropped: true, bytesSent: Math.floor(size / 2) });
    const kept = Number(/^bytes=(\d+)-$/.exec(second!.range ?? '')?.[1]);
    expect(kept).toBeGreaterThan(size / 2 - 2 * 1024 * 1024);
    expect(second).toMatchObject({ status: 206, dropped: false, bytesSent: size - kept });
    expect(lines.some((l) => l.msg.includes(`resuming at ${(kept / 1e6).toFixed(1)} MB`))).toBe(true);
  });

  it('takes over the partial file of a process that died, resuming where it stopped', async () => {
    const dataDir = freshDir();
    const path = modelPath(dataDir, 'tiny');
    mkdirSync(join(dataDir, 'models'));
    const kept = 20_000_000;
    copyFileSync(model, sidecars(path).partial);
    // A partial of `kept` bytes, and the lock of a process that is gone.
    const { truncateSync } = await import('node:fs');
    truncateSync(sidecars(path).partial, kept);
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    const lock = { token: 'dead', pid: dead, host: hostname(), total: size, url: 'x', startedAt: '' };
    writeFileSync(sidecars(path).lock, JSON.stringify(lock));
    const { m } = manager(dataDir);
    expect(m.state('tiny').state).toBe('not-installed');
    const from = server.requests.length;
    m.download('tiny');
    await m.settled();
    expect(m.state('tiny').state).toBe('installed');
    expect(binRequests(from).map((r) => [r.range, r.bytesSent])).toEqual([[`bytes=${kept}-`, size - kept]]);
    expect(files(dataDir)).toEqual(['ggml-tiny.bin']);
  });

  it('two processes on one data directory download the file once; both show the progress', async () => {
    const dataDir = freshDir();
    server.set({ bytesPerSecond: 40e6 });
    const from = server.requests.length;
    const a = manager(dataDir).m;
    const b = manager(dataDir).m;
    a.download('tiny');
    b.download('tiny');
    await expect.poll(() => b.state('tiny').progress ?? 0, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0.05);
    expect(a.state('tiny')).toMatchObject({ state: 'downloading' });
    await Promise.all([a.settled(), b.settled()]);
    expect(binRequests(from)).toHaveLength(1);
    expect([a.state('tiny').state, b.state('tiny').state]).toEqual(['installed', 'installed']);
  });

  it('never touches a model placed by hand, valid or not', async () => {
    for (const placed of ['real', 'damaged']) {
      const dataDir = freshDir();
      mkdirSync(join(dataDir, 'models'));
      const path = modelPath(dataDir, 'tiny');
      if (placed === 'real') copyFileSync(model, path);
      else writeFileSync(path, 'not a model');
      const before = statSync(path);
      const from = server.requests.length;
      const { m } = manager(dataDir);
      await m.start();
      if (placed === 'real') m.download('tiny');
      await m.settled();
      expect(server.requests.length, placed).toBe(from);
      const after = statSync(path);
      expect([after.ino, after.mtimeMs, after.size]).toEqual([before.ino, before.mtimeMs, before.size]);
      expect(m.state('tiny').state, placed).toBe(placed === 'real' ? 'installed' : 'failed');
    }
  });

  it('without a network: failed OFFLINE, one clear log line, quiet retries', async () => {
    const dataDir = freshDir();
    const { m, lines } = manager(dataDir, {
      source: { baseUrl: `http://127.0.0.1:${await freePort()}` },
      retryMs: 100,
    });
    await m.start();
    await expect.poll(() => m.state('tiny').state, { timeout: 10_000 }).toBe('failed');
    expect(m.state('tiny').failure).toMatchObject({ code: 'OFFLINE' });
    await expect.poll(() => lines.filter((l) => l.level === 'debug').length, { timeout: 10_000 }).toBeGreaterThan(1);
    const warnings = lines.filter((l) => l.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(
      /^whisper model ggml-tiny\.bin could not be downloaded: cannot reach .*ECONNREFUSED \(no network\?\)\. .*place ggml-tiny\.bin in .*models or download it from Settings → Speech\. Trying again every 0 s\.$/,
    );
  });

  it('deleting cancels a download in another process and is remembered at the next start', async () => {
    const dataDir = freshDir();
    server.set({ bytesPerSecond: 20e6 });
    const downloader = manager(dataDir).m;
    const admin = manager(dataDir).m;
    downloader.download('tiny');
    await expect.poll(() => admin.state('tiny').state, { timeout: 10_000, interval: 20 }).toBe('downloading');
    await admin.remove('tiny');
    await downloader.settled();
    expect(files(dataDir)).toEqual(['ggml-tiny.bin.deleted']);
    expect(admin.state('tiny').state).toBe('not-installed');
    const from = server.requests.length;
    const { m: restarted, lines } = manager(dataDir);
    await restarted.start();
    await restarted.settled();
    expect(server.requests.length).toBe(from);
    expect(lines[0]!.msg).toContain('was deleted by an admin');
    // An explicit download brings it back.
    server.set({ bytesPerSecond: undefined });
    restarted.download('tiny');
    await restarted.settled();
    expect(files(dataDir)).toEqual(['ggml-tiny.bin']);
    expect(existsSync(sidecars(modelPath(dataDir, 'tiny')).deleted)).toBe(false);
  });
});
