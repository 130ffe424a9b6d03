import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TMP_DIR } from '../test/paths.js';
import { generatedWhisperModel } from '../test/speech-audio.js';
import { KNOWN, runModelsCli } from './models.js';
import { freePort } from '../test/ports.js';

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
  let server: Server;
  let mirror: string;
  let modelFile: string;
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir, SECRET_KEY: 'x'.repeat(40), WHISPER_MODEL: 'tiny' });

  beforeAll(async () => {
    modelFile = await generatedWhisperModel('tiny');
    server = createServer((req, res) => {
      if (req.url !== '/ggml-tiny.bin') return res.writeHead(404).end('not found');
      res.writeHead(200, { 'content-length': String(statSync(modelFile).size) });
      createReadStream(modelFile).pipe(res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    mirror = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const fresh = () => (dataDir = mkdtempSync(join(TMP_DIR, 'models-cli-')));
  const leftovers = () => (existsSync(join(dataDir, 'models')) ? readdirSync(join(dataDir, 'models')) : []);

  it('without a network: one clear line, non-zero exit, nothing left behind', async () => {
    fresh();
    const c = capture();
    const closed = await freePort();
    expect(await runModelsCli(['download', 'base', '--from', `http://127.0.0.1:${closed}`], c.io, env())).toBe(1);
    expect(c.err).toHaveLength(1);
    expect(c.err[0]).toMatch(
      /^models: cannot download http:\/\/127\.0\.0\.1:\d+\/ggml-base\.bin: ECONNREFUSED \(no internet\?/,
    );
    expect(c.err[0]).not.toContain('\n');
    expect(leftovers()).toEqual([]);
  });

  it('refuses a file whose checksum is not the official one', async () => {
    fresh();
    const c = capture();
    expect(await runModelsCli(['download', 'tiny', '--from', mirror], c.io, env())).toBe(1);
    expect(c.err[0]).toContain(`expected ${KNOWN.tiny.sha1}; nothing installed`);
    expect(leftovers()).toEqual([]);
  });

  it('downloads with progress, verifies, and renames into place', async () => {
    fresh();
    const c = capture();
    const sha1 = createHash('sha1').update(readFileSync(modelFile)).digest('hex');
    const known = { ...KNOWN, tiny: { sha1, bytes: statSync(modelFile).size } };
    expect(await runModelsCli(['download', 'tiny', '--from', mirror], c.io, env(), known)).toBe(0);
    expect(c.out[0]).toMatch(/Installed .*ggml-tiny\.bin .*SHA-1 verified/);
    expect(c.progress.at(-1)).toMatch(/100%/);
    expect(leftovers()).toEqual(['ggml-tiny.bin']);
    const list = capture();
    expect(await runModelsCli(['list'], list.io, env())).toBe(0);
    expect(list.out[0]).toMatch(/\* tiny\s+tiny, 77\.\d MB\n/);
    expect(list.out[0]).not.toContain('RANDOM');
    // A verified real model is never replaced by random weights unless asked.
    const gen = capture();
    expect(await runModelsCli(['generate', 'tiny', '--random'], gen.io, env())).toBe(1);
    expect(gen.err[0]).toContain('refusing');
  });

  it('answers a missing file on the server with its HTTP status', async () => {
    fresh();
    const c = capture();
    expect(await runModelsCli(['download', 'small', '--from', mirror], c.io, env())).toBe(1);
    expect(c.err[0]).toContain('HTTP 404');
  });

  it('generates a random-weight model, marked as such in list', async () => {
    fresh();
    const c = capture();
    expect(await runModelsCli(['generate', 'tiny', '--random'], c.io, env())).toBe(0);
    expect(c.out[0]).toContain('RANDOM weights');
    expect(leftovers().sort()).toEqual(['ggml-tiny.bin', 'ggml-tiny.bin.random-weights']);
    const list = capture();
    await runModelsCli(['list'], list.io, env());
    expect(list.out[0]).toMatch(/tiny\s+tiny, .* RANDOM WEIGHTS/);
    expect(list.out[0]).toMatch(/base\s+not installed/);
  });

  it('rejects malformed commands with the usage', async () => {
    for (const argv of [['download', 'huge'], ['generate', 'tiny'], ['list', 'extra'], ['frobnicate']]) {
      const c = capture();
      expect(await runModelsCli(argv, c.io, env()), argv.join(' ')).toBe(2);
      expect(c.err[0]).toContain('Usage: npm run models');
    }
  });
});
