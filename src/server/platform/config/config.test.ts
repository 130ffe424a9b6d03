import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const SECRET = 'x'.repeat(32);
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'notulen-config-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ SECRET_KEY: SECRET, DATA_DIR: tempDir(), ...env });
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({ SECRET_KEY: SECRET, DATA_DIR: tempDir() });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.google).toBeUndefined();
    expect(c.llm).toMatchObject({ baseUrl: 'https://api.deepseek.com', model: 'deepseek-chat' });
    expect(c.trustProxy).toBe(false);
    expect(c.adminEmails).toEqual([]);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['ADMIN_EMAILS', 'a@b.co, nope'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['SECRET_KEY', 'short'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    const err = errorOf({ [name]: value });
    expect(err.message).toContain(name);
  });

  it('reads the speech settings with their defaults and rejects unknown engines and models', () => {
    const c = loadConfig({ SECRET_KEY: SECRET, DATA_DIR: tempDir() });
    expect(c.stt).toMatchObject({
      engine: undefined,
      model: 'whisper-1',
      apiUrl: undefined,
      whisperModel: 'base',
      pocketsphinxLib: 'libpocketsphinx.so.3',
      pocketsphinxModelDir: '/usr/share/pocketsphinx/model/en-us',
    });
    expect(c.stt.whisperThreads).toBeGreaterThanOrEqual(1);
    expect(c.stt.whisperThreads).toBeLessThanOrEqual(4);
    const set = loadConfig({
      SECRET_KEY: SECRET,
      DATA_DIR: tempDir(),
      STT_ENGINE: 'pocketsphinx',
      STT_API_URL: 'https://api.openai.com/v1/',
      WHISPER_MODEL: 'small',
      WHISPER_THREADS: '3',
    });
    expect(set.stt).toMatchObject({
      engine: 'pocketsphinx',
      apiUrl: 'https://api.openai.com/v1',
      whisperModel: 'small',
      whisperThreads: 3,
    });
    expect(errorOf({ STT_ENGINE: 'vosk' }).issues[0]).toMatch(/^STT_ENGINE:/);
    expect(errorOf({ WHISPER_MODEL: 'large' }).issues[0]).toMatch(/^WHISPER_MODEL:/);
    expect(errorOf({ WHISPER_THREADS: '0' }).issues[0]).toMatch(/^WHISPER_THREADS:/);
  });

  it('wants OAuth client ids and secrets in pairs', () => {
    expect(errorOf({ GOOGLE_CLIENT_ID: 'id' }).message).toContain('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
    const c = loadConfig({ SECRET_KEY: SECRET, DATA_DIR: tempDir(), GOOGLE_CLIENT_ID: 'i', GOOGLE_CLIENT_SECRET: 's' });
    expect(c.google).toEqual({ clientId: 'i', clientSecret: 's', issuer: 'https://accounts.google.com' });
  });

  it('reads lists and treats empty values as unset', () => {
    const c = loadConfig({
      SECRET_KEY: SECRET,
      DATA_DIR: tempDir(),
      ADMIN_EMAILS: ' Boss@Example.com ,ops@example.com',
      PORT: '',
      PUBLIC_URL: 'https://notes.example.com/',
    });
    expect(c.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(c.port).toBe(3000);
    expect(c.publicUrl).toBe('https://notes.example.com');
  });

  it('generates the secret key once into DATA_DIR and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).secretKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'secret.key'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBe(first);
  });
});
