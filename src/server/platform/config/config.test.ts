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
    expect(c.allowedOrigins).toEqual([]);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['ALLOWED_ORIGINS', 'https://ok.example.com, not an origin'],
    ['ALLOWED_ORIGINS', 'ftp://files.example.com'],
    ['SMTP_URL', 'http://mail'],
    ['ADMIN_EMAILS', 'a@b.co, nope'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['SECRET_KEY', 'short'],
    ['STORAGE_URL', 'https://bucket.example.com'],
    ['STORAGE_URL', 's3://'],
    ['STORAGE_URL', 's3://Upper_Case'],
    ['STORAGE_URL', 's3://bucket/../escape'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_ENDPOINT', 'ftp://minio:9000'],
    ['S3_REGION', 'EU West'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
    ['MEETING_HOST_ALIASES', 'meet=127.0.0.1:4000'],
    ['BOT_LOBBY_TIMEOUT_S', '0'],
    ['BOT_MAX_CONCURRENT', 'many'],
    // Under two heartbeats, a live bot process would be taken for dead.
    ['BOT_HEARTBEAT_STALE_S', '5'],
    ['BOT_API_KEY', 'secret'],
    ['BOT_MAX_ACTIVE_PER_USER', '0'],
    ['GOOGLE_CALENDAR_API_URL', 'calendar'],
    ['ALLOW_PRIVATE_NETWORK_URLS', 'sometimes'],
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
      whisperAutoDownload: true,
      whisperDownloadUrl: 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main',
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
      WHISPER_MODEL: 'large-v3-turbo',
      WHISPER_THREADS: '3',
      WHISPER_AUTO_DOWNLOAD: 'false',
      WHISPER_DOWNLOAD_URL: 'http://mirror.example.org/whisper/',
    });
    expect(set.stt).toMatchObject({
      engine: 'pocketsphinx',
      apiUrl: 'https://api.openai.com/v1',
      whisperModel: 'large-v3-turbo',
      whisperThreads: 3,
      whisperAutoDownload: false,
      whisperDownloadUrl: 'http://mirror.example.org/whisper',
    });
    for (const name of ['tiny', 'base', 'small', 'medium', 'large-v3-turbo']) {
      expect(loadConfig({ SECRET_KEY: SECRET, DATA_DIR: tempDir(), WHISPER_MODEL: name }).stt.whisperModel).toBe(name);
    }
    expect(errorOf({ STT_ENGINE: 'vosk' }).issues[0]).toMatch(/^STT_ENGINE:/);
    expect(errorOf({ WHISPER_MODEL: 'large' }).issues[0]).toMatch(/^WHISPER_MODEL:/);
    expect(errorOf({ WHISPER_THREADS: '0' }).issues[0]).toMatch(/^WHISPER_THREADS:/);
    expect(errorOf({ WHISPER_AUTO_DOWNLOAD: 'yes' }).issues[0]).toMatch(/^WHISPER_AUTO_DOWNLOAD:/);
    expect(errorOf({ WHISPER_DOWNLOAD_URL: 'ftp://mirror/models' }).issues[0]).toMatch(/^WHISPER_DOWNLOAD_URL:/);
    expect(errorOf({ WHISPER_DOWNLOAD_URL: 'mirror/models' }).issues[0]).toMatch(/^WHISPER_DOWNLOAD_URL:/);
  });

  it('keeps files on local disk by default and reads an S3 location from STORAGE_URL', () => {
    const dataDir = tempDir();
    expect(loadConfig({ SECRET_KEY: SECRET, DATA_DIR: dataDir }).storage).toEqual({
      kind: 'local',
      dir: join(dataDir, 'files'),
    });
    // AWS S3 itself: virtual-hosted addressing, the SDK's own credential chain when no keys are given.
    expect(loadConfig({ SECRET_KEY: SECRET, DATA_DIR: dataDir, STORAGE_URL: 's3://notulen-files' }).storage).toEqual({
      kind: 's3',
      bucket: 'notulen-files',
      prefix: undefined,
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    // A self-hosted store: path-style by default, trailing slashes dropped.
    const selfHosted = loadConfig({
      SECRET_KEY: SECRET,
      DATA_DIR: dataDir,
      STORAGE_URL: 's3://media.files/notulen/prod/',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'id',
      AWS_SECRET_ACCESS_KEY: 'secret',
    }).storage;
    expect(selfHosted).toEqual({
      kind: 's3',
      bucket: 'media.files',
      prefix: 'notulen/prod',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    const virtualHosted = loadConfig({
      SECRET_KEY: SECRET,
      DATA_DIR: dataDir,
      STORAGE_URL: 's3://files',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_FORCE_PATH_STYLE: 'false',
      AWS_ACCESS_KEY_ID: 'id',
      AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_SESSION_TOKEN: 'token',
    }).storage;
    expect(virtualHosted).toMatchObject({
      forcePathStyle: false,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret', sessionToken: 'token' },
    });
  });

  it('stops on half-given S3 credentials and on an S3 endpoint without STORAGE_URL', () => {
    expect(errorOf({ STORAGE_URL: 's3://files', AWS_ACCESS_KEY_ID: 'id' }).message).toContain(
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
    expect(errorOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).message).toContain('STORAGE_URL');
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

  it('reads the bot settings: defaults, space-separated browser arguments, host aliases', () => {
    const d = loadConfig({ SECRET_KEY: SECRET, DATA_DIR: tempDir() });
    expect(d.bot).toMatchObject({
      apiKey: undefined,
      port: 3001,
      lobbyTimeoutS: 600,
      aloneTimeoutS: 60,
      maxDurationMin: 240,
      heartbeatStaleS: 45,
      browserArgs: [],
      hostAliases: [],
    });
    const c = loadConfig({
      SECRET_KEY: SECRET,
      DATA_DIR: tempDir(),
      BOT_BROWSER_ARGS: ' --allow-loopback-in-peer-connection   --foo=bar ',
      MEETING_HOST_ALIASES: 'zoom=127.0.0.1:4003',
      BOT_HEARTBEAT_STALE_S: '15',
    });
    expect(c.bot.heartbeatStaleS).toBe(15);
    expect(c.bot.browserArgs).toEqual(['--allow-loopback-in-peer-connection', '--foo=bar']);
    expect(c.bot.hostAliases).toEqual([{ platform: 'zoom', host: '127.0.0.1:4003' }]);
  });

  it('reads ALLOWED_ORIGINS as origins: lower case, no default port, no path', () => {
    const c = loadConfig({
      SECRET_KEY: SECRET,
      DATA_DIR: tempDir(),
      ALLOWED_ORIGINS: ' https://Notes.Example.com:443/app/ ,http://192.168.1.20:3000,',
    });
    expect(c.allowedOrigins).toEqual(['https://notes.example.com', 'http://192.168.1.20:3000']);
  });

  it('generates the secret key once into DATA_DIR and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).secretKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'secret.key'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBe(first);
  });
});
