import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN } from '../modules/speech/whisper/catalog.js';
import { startModelServer, type ModelServer } from '../test/model-server.js';
import { TMP_DIR } from '../test/paths.js';
import { freePort } from '../test/ports.js';
import { generatedWhisperModel } from '../test/speech-audio.js';
import { runModelsCli } from './models.js';

mkdirSync(TMP_DIR, { recursive: true });

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  const progress: string[] = [];
  return {
    out,
    err,
    progress,
    io: { out: (s: string) => out.push(s), err: (s: string) => err.push(s), progress: (s: string) => progress.push(s) },
  };
}

describe('npm run models', () => {
  let mirror: ModelServer;
  let bare: ModelServer;
  let modelFile: string;
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir, SECRET_KEY: 'x'.repeat(40), WHISPER_MODEL: 'tiny' });

  beforeAll(async () => {
    modelFile = await generatedWhisperModel('tiny');
    const served = mkdtempSync(join(TMP_DIR, 'models-cli-served-'));
    symlinkSync(modelFile, join(served, 'ggml-tiny.bin'));
    mirror = await startModelServer({ dir: served });
    // A mirror that serves no .sha256 files.
    bare = await startModelServer({ dir: served, sha256: false });
  }, 120_000);
  afterAll(async () => {
    await mirror?.close();
    await bare?.close();
  });

  const fresh = () => (dataDir = mkdtempSync(join(TMP_DIR, 'models-cli-')));
  const leftovers = () => (existsSync(join(dataDir, 'models')) ? readdirSync(join(dataDir, 'models')).sort() : []);

  it('without a network: one clear line, non-zero exit, nothing installed', async () => {
    fresh();
    const c = capture();
    const closed = await freePort();
    expect(await runModelsCli(['download', 'base', '--from', `http://127.0.0.1:${closed}`], c.io, env())).toBe(1);
    expect(c.err).toHaveLength(1);
    expect(c.err[0]).toMatch(/^models: cannot reach http:\/\/127\.0\.0\.1:\d+\/ggml-base\.bin\.sha256: ECONNREFUSED/);
    expect(c.err[0]).toContain('copy it to');
    expect(c.err[0]).not.toContain('\n');
    expect(leftovers().filter((f) => f.endsWith('.bin'))).toEqual([]);
  });

  it('refuses a mirror that serves no checksum, and a file whose official checksum differs', async () => {
    fresh();
    const c = capture();
    expect(await runModelsCli(['download', 'tiny', '--from', bare.url], c.io, env())).toBe(1);
    expect(c.err[0]).toMatch(/no usable .*ggml-tiny\.bin\.sha256 .*refused/);
    expect(bare.requests.map((r) => r.path)).toEqual(['/ggml-tiny.bin.sha256']);

    const official = capture();
    const code = await runModelsCli(['download', 'tiny', '--from', mirror.url], official.io, env(), {
      officialUrl: mirror.url,
    });
    expect(code).toBe(1);
    expect(official.err[0]).toContain(`expected ${KNOWN.tiny.sha1}); nothing installed`);
    expect(leftovers()).toEqual(['ggml-tiny.bin.failed']);
  });

  it('downloads from a mirror with progress, verifies its .sha256, and renames into place', async () => {
    fresh();
    const c = capture();
    expect(await runModelsCli(['download', 'tiny', '--from', mirror.url], c.io, env())).toBe(0);
    expect(c.out[0]).toMatch(/Installed .*ggml-tiny\.bin .*SHA-256 verified/);
    expect(c.progress.at(-1)).toMatch(/100%/);
    expect(c.progress.some((l) => / 50% {2}\d+\.\d\/77\.\d MB {2}\d+\.\d MB\/s/.test(l))).toBe(true);
    expect(leftovers()).toEqual(['ggml-tiny.bin']);
    const list = capture();
    expect(await runModelsCli(['list'], list.io, env())).toBe(0);
    expect(list.out[0]).toMatch(/\* tiny\s+tiny, 77\.\d MB\n/);
    expect(list.out[0]).not.toContain('RANDOM');
    for (const name of ['base', 'small', 'medium', 'large-v3-turbo']) {
      expect(list.out[0]).toMatch(new RegExp(`  ${name}\\s+not installed \\(\\d+\\.\\d MB\\)`));
    }
    // Installed already: nothing fetched again.
    const again = capture();
    const before = mirror.requests.length;
    expect(await runModelsCli(['download', 'tiny', '--from', mirror.url], again.io, env())).toBe(0);
    expect(again.out[0]).toContain('installed already');
    expect(mirror.requests.length).toBe(before);
    // A verified real model is never replaced by random weights unless asked.
    const gen = capture();
    expect(await runModelsCli(['generate', 'tiny', '--random'], gen.io, env())).toBe(1);
    expect(gen.err[0]).toContain('refusing');
  });

  it('verifies the official location against the built-in SHA-1', async () => {
    fresh();
    const c = capture();
    const sha1 = createHash('sha1').update(readFileSync(modelFile)).digest('hex');
    const known = { ...KNOWN, tiny: { sha1, bytes: statSync(modelFile).size } };
    const code = await runModelsCli(['download', 'tiny', '--from', mirror.url], c.io, env(), {
      officialUrl: mirror.url,
      known,
    });
    expect(code, c.err.join('\n')).toBe(0);
    expect(c.out[0]).toMatch(/Installed .*ggml-tiny\.bin .*SHA-1 verified/);
  });

  it('resumes an interrupted download where it stopped', async () => {
    fresh();
    const size = statSync(modelFile).size;
    const half = Math.floor(size / 2);
    mirror.set({ dropAfterBytes: half });
    const from = mirror.requests.length;
    const first = capture();
    expect(await runModelsCli(['download', 'tiny', '--from', mirror.url], first.io, env())).toBe(1);
    expect(first.err[0]).toMatch(/broke off at \d+ of \d+ bytes/);
    expect(leftovers()).toEqual(['ggml-tiny.bin.failed', 'ggml-tiny.bin.partial']);
    const second = capture();
    expect(await runModelsCli(['download', 'tiny', '--from', mirror.url], second.io, env())).toBe(0);
    expect(second.out[0]).toMatch(/resumed at 3\d\.\d MB/);
    const bins = mirror.requests.slice(from).filter((r) => r.path === '/ggml-tiny.bin');
    expect(bins.map((r) => [r.status, r.range, r.dropped])).toEqual([
      [200, undefined, true],
      [206, expect.stringMatching(/^bytes=\d+-$/), false],
    ]);
    // The second request asks for what the first did not deliver (the last bytes in flight may be lost), no more.
    const kept = Number(/\d+/.exec(bins[1]!.range!)![0]);
    expect(bins[0]!.bytesSent).toBe(half);
    expect(kept).toBeGreaterThan(half - 2 * 1024 * 1024);
    expect(kept).toBeLessThanOrEqual(half);
    expect(bins[1]!.bytesSent).toBe(size - kept);
    expect(leftovers()).toEqual(['ggml-tiny.bin']);
    mirror.set({ dropAfterBytes: undefined });
  });

  it('answers a missing file on the server with its HTTP status', async () => {
    fresh();
    const c = capture();
    expect(await runModelsCli(['download', 'small', '--from', mirror.url], c.io, env())).toBe(1);
    expect(c.err[0]).toMatch(/no usable .*ggml-small\.bin\.sha256 \(HTTP 404\)/);
  });

  it('generates a random-weight model, marked as such in list', async () => {
    fresh();
    const c = capture();
    expect(await runModelsCli(['generate', 'tiny', '--random'], c.io, env())).toBe(0);
    expect(c.out[0]).toContain('RANDOM weights');
    expect(leftovers()).toEqual(['ggml-tiny.bin', 'ggml-tiny.bin.random-weights']);
    const list = capture();
    await runModelsCli(['list'], list.io, env());
    expect(list.out[0]).toMatch(/tiny\s+tiny, .* RANDOM WEIGHTS/);
    expect(list.out[0]).toMatch(/base\s+not installed/);
  });

  it('rejects malformed commands with the usage', async () => {
    for (const argv of [
      ['download', 'huge'],
      ['generate', 'tiny'],
      ['generate', 'medium', '--random'],
      ['list', 'x'],
    ]) {
      const c = capture();
      expect(await runModelsCli(argv, c.io, env()), argv.join(' ')).toBe(2);
      expect(c.err[0]).toContain('Usage: npm run models');
    }
  });
});
