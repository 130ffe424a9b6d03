import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { WHISPER_MODELS, type WhisperModelName } from '../../../shared/api/speech.js';
import { parseHostAliases, type HostAlias } from '../../../shared/meeting-link.js';

/** whisper.cpp's own model files (Hugging Face); checked against the SHA-1 its models/README.md publishes. */
export const WHISPER_OFFICIAL_URL = 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const seconds = (min: number, max: number, def: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(def));
/** S3 bucket names (3-63 characters of lower-case letters, digits, dots and hyphens) and an optional key prefix. */
const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/([A-Za-z0-9][\w.-]*(?:\/[A-Za-z0-9][\w.-]*)*)?\/?)?$/;
const emailList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((s) =>
      s
        ? s
            .split(',')
            .map((e) => e.trim().toLowerCase())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.email())),
);

/** Every environment variable Notulen reads. Keep README's table in step with this. */
export const EnvSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('production')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_URL: optionalUrl,
  /** More pages (origins) that may open live captions besides PUBLIC_URL and the address a request came to. */
  ALLOWED_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((s) =>
        s
          ? s
              .split(',')
              .map((o) => o.trim())
              .filter(Boolean)
          : [],
      )
      .pipe(
        z.array(
          z
            .url({ protocol: /^https?$/, error: 'must be a comma-separated list of http:// or https:// origins' })
            .transform((u) => new URL(u).origin),
        ),
      ),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Notulen <no-reply@notulen.local>')),
  ADMIN_EMAILS: emailList,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.preprocess(emptyToUndefined, z.url().default('https://accounts.google.com')),
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  MICROSOFT_ISSUER: z.preprocess(emptyToUndefined, z.url().default('https://login.microsoftonline.com/common/v2.0')),
  LLM_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.deepseek.com')),
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.preprocess(emptyToUndefined, z.string().default('deepseek-chat')),
  /**
   * Per-request limit of the AI summary provider (docs/product.md §9: 30 s); a slow self-hosted model may need more.
   */
  LLM_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(30_000)),
  STT_ENGINE: z.preprocess(emptyToUndefined, z.enum(['whisper', 'pocketsphinx', 'api', 'browser']).optional()),
  STT_MODEL: z.preprocess(emptyToUndefined, z.string().default('whisper-1')),
  STT_API_URL: optionalUrl,
  STT_API_KEY: optionalString,
  WHISPER_MODEL: z.preprocess(emptyToUndefined, z.enum(WHISPER_MODELS).default('base')),
  /** Download WHISPER_MODEL in the background at start when DATA_DIR/models has no such file. */
  WHISPER_AUTO_DOWNLOAD: z.preprocess(emptyToUndefined, booleanFlag.default(true)),
  /** Where the ggml-NAME.bin files are (a mirror serves NAME.bin.sha256 beside each file). */
  WHISPER_DOWNLOAD_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default(WHISPER_OFFICIAL_URL),
  ),
  WHISPER_THREADS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).optional()),
  POCKETSPHINX_LIB: z.preprocess(emptyToUndefined, z.string().default('libpocketsphinx.so.3')),
  POCKETSPHINX_MODEL_DIR: z.preprocess(emptyToUndefined, z.string().default('/usr/share/pocketsphinx/model/en-us')),
  /** A guessable key would open every user's bots to the network (the API is keyed, not per user). */
  BOT_API_KEY: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  /** The spec's bot-server API (docs/product.md §7 Zoom bot server) listens here when BOT_API_KEY is set. */
  BOT_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3001)),
  /** Meetings one bot process attends at once (each is a headless Chromium). */
  BOT_MAX_CONCURRENT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).default(3)),
  /** Bots one user may have in (or on their way to) meetings at once: each costs a Chromium. */
  BOT_MAX_ACTIVE_PER_USER: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(3)),
  BOT_CHROMIUM_PATH: optionalString,
  /** Extra Chromium arguments for bots, space-separated (tests: --allow-loopback-in-peer-connection). */
  BOT_BROWSER_ARGS: optionalString,
  BOT_LOBBY_TIMEOUT_S: seconds(5, 86_400, 600),
  BOT_ALONE_TIMEOUT_S: seconds(1, 86_400, 60),
  BOT_MAX_DURATION_MIN: seconds(1, 24 * 60, 240),
  /** Admitted but silent this long: the screen says "in the meeting, no audio yet" (with a screenshot). */
  BOT_NO_AUDIO_TIMEOUT_S: seconds(1, 3_600, 30),
  /**
   * A bot process silent this long (its meeting's heartbeat, written every 5 s) is taken for dead, and another bot
   * process rejoins its meeting. Lower it only where processes are never paused that long (tests).
   */
  BOT_HEARTBEAT_STALE_S: seconds(10, 3_600, 45),
  /** `platform=host:port,…`: links on these hosts count as that platform and are opened over http as given. */
  MEETING_HOST_ALIASES: optionalString,
  GOOGLE_CALENDAR_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://www.googleapis.com/calendar/v3')),
  MICROSOFT_GRAPH_URL: z.preprocess(emptyToUndefined, z.url().default('https://graph.microsoft.com/v1.0')),
  /** Let users' calendar feed URLs reach loopback and private addresses (tests; a trusted private network). */
  ALLOW_PRIVATE_NETWORK_URLS: z.preprocess(emptyToUndefined, booleanFlag.default(false)),
  /** How often every connected calendar is synced in the background, in minutes. */
  CALENDAR_SYNC_MINUTES: seconds(1, 1_440, 5),
  MAX_UPLOAD_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(102_400).default(500)),
  SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
  ),
  /** Where files live: unset for local files under DATA_DIR/files, or `s3://bucket[/prefix]`. */
  STORAGE_URL: z.preprocess(
    emptyToUndefined,
    z.string().regex(S3_URL, 'must look like s3://bucket or s3://bucket/prefix').optional(),
  ),
  /** An S3-compatible server (MinIO, Garage, Ceph...); unset for AWS S3 itself. */
  S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  S3_REGION: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name')
      .optional(),
  ),
  /** Path-style URLs (`endpoint/bucket/key`), which self-hosted stores need; default: true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, booleanFlag.optional()),
  AWS_ACCESS_KEY_ID: optionalString,
  AWS_SECRET_ACCESS_KEY: optionalString,
  AWS_SESSION_TOKEN: optionalString,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** `pretty`: lines for a person; `json`: one object a line for a collector; `auto`: pretty on a terminal. */
  LOG_FORMAT: z.preprocess(emptyToUndefined, z.enum(['auto', 'pretty', 'json']).default('auto')),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** ALLOWED_ORIGINS as `scheme://host[:port]` (paths dropped). */
  allowedOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  microsoft: { clientId: string; clientSecret: string; issuer: string } | undefined;
  llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs?: number };
  stt: {
    /** STT_ENGINE: the engine used when a request names none (if it has the language). */
    engine: 'whisper' | 'pocketsphinx' | 'api' | 'browser' | undefined;
    /** The model asked of the OpenAI-compatible API (STT_MODEL). */
    model: string;
    apiUrl: string | undefined;
    apiKey: string | undefined;
    /** ggml-{whisperModel}.bin under DATA_DIR/models (an admin's choice in Settings → Speech comes first). */
    whisperModel: WhisperModelName;
    /** WHISPER_AUTO_DOWNLOAD: fetch the model in the background when it is missing at start. */
    whisperAutoDownload: boolean;
    /** WHISPER_DOWNLOAD_URL without a trailing slash: the folder of the ggml-NAME.bin files. */
    whisperDownloadUrl: string;
    whisperThreads: number;
    pocketsphinxLib: string;
    pocketsphinxModelDir: string;
  };
  bot: BotConfig;
  calendar: {
    googleApiUrl: string;
    graphUrl: string;
    allowPrivateNetworkUrls: boolean;
    syncMinutes: number;
  };
  /** Largest audio or video file accepted by an upload, in bytes (MAX_UPLOAD_MB). */
  maxUploadBytes: number;
  secretKey: string;
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (rate limits key on it). */
  trustProxy: boolean;
  /** Where files live (STORAGE_URL): local files under DATA_DIR/files by default, or an S3 bucket. */
  storage: StorageConfig;
  logLevel: Env['LOG_LEVEL'];
  logFormat: Env['LOG_FORMAT'];
}

export interface BotConfig {
  /** BOT_API_KEY: the spec's bot-server API is served (on `port`) only when set. */
  apiKey: string | undefined;
  port: number;
  maxConcurrent: number;
  /** BOT_MAX_ACTIVE_PER_USER: a further bot is refused with BOT_LIMIT_REACHED (429). */
  maxActivePerUser: number;
  chromiumPath: string | undefined;
  browserArgs: string[];
  lobbyTimeoutS: number;
  aloneTimeoutS: number;
  maxDurationMin: number;
  noAudioTimeoutS: number;
  /** BOT_HEARTBEAT_STALE_S: a meeting whose bot process has been silent this long is rejoined by another. */
  heartbeatStaleS: number;
  /** MEETING_HOST_ALIASES. */
  hostAliases: HostAlias[];
}

export type StorageConfig = { kind: 'local'; dir: string } | S3StorageConfig;

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** Key prefix without a trailing slash (`notulen/prod`), or undefined for the bucket's root. */
  prefix: string | undefined;
  /** S3_ENDPOINT; undefined for AWS S3. */
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (/ AWS_SESSION_TOKEN); undefined: the SDK's default chain. */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function pair(id: string | undefined, secret: string | undefined, name: string, issues: string[]) {
  if (Boolean(id) !== Boolean(secret)) {
    issues.push(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET must be set together`);
  }
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

function storageConfig(e: Env, dataDir: string, issues: string[]): StorageConfig {
  if (Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY)) {
    issues.push('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together');
  }
  const m = e.STORAGE_URL ? S3_URL.exec(e.STORAGE_URL) : null;
  if (!m) {
    // S3 settings without STORAGE_URL would quietly keep files on local disk: say so instead.
    if (e.S3_ENDPOINT) issues.push('S3_ENDPOINT is set but STORAGE_URL is not: set STORAGE_URL=s3://bucket[/prefix]');
    return { kind: 'local', dir: join(dataDir, 'files') };
  }
  const prefix = m[2]?.replace(/\/+$/, '') || undefined;
  return {
    kind: 's3',
    bucket: m[1]!,
    prefix,
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    // Self-hosted stores mostly ignore the region but the request signature needs one.
    region: e.S3_REGION ?? 'us-east-1',
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: e.AWS_ACCESS_KEY_ID,
            secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
            ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
          }
        : undefined,
  };
}

/** The encryption key is generated once into DATA_DIR so a restart keeps sessions and tokens readable. */
function loadSecretKey(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`));
  }
  const e = parsed.data;
  const issues: string[] = [];
  const google = pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, 'GOOGLE', issues);
  const microsoft = pair(e.MICROSOFT_CLIENT_ID, e.MICROSOFT_CLIENT_SECRET, 'MICROSOFT', issues);
  const storage = storageConfig(e, resolve(e.DATA_DIR), issues);
  let hostAliases: HostAlias[] = [];
  try {
    hostAliases = parseHostAliases(e.MEETING_HOST_ALIASES);
  } catch (err) {
    issues.push(`MEETING_HOST_ALIASES: ${(err as Error).message}`);
  }
  if (issues.length) throw new ConfigError(issues);
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    allowedOrigins: e.ALLOWED_ORIGINS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS,
    google: google && { ...google, issuer: e.GOOGLE_ISSUER.replace(/\/$/, '') },
    microsoft: microsoft && { ...microsoft, issuer: e.MICROSOFT_ISSUER.replace(/\/$/, '') },
    llm: { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS },
    stt: {
      engine: e.STT_ENGINE,
      model: e.STT_MODEL,
      apiUrl: e.STT_API_URL?.replace(/\/$/, ''),
      apiKey: e.STT_API_KEY,
      whisperModel: e.WHISPER_MODEL,
      whisperAutoDownload: e.WHISPER_AUTO_DOWNLOAD,
      whisperDownloadUrl: e.WHISPER_DOWNLOAD_URL.replace(/\/+$/, ''),
      // whisper.cpp gains little past 4 threads and would starve the web server of its cores.
      whisperThreads: e.WHISPER_THREADS ?? Math.max(1, Math.min(4, availableParallelism())),
      pocketsphinxLib: e.POCKETSPHINX_LIB,
      pocketsphinxModelDir: e.POCKETSPHINX_MODEL_DIR,
    },
    bot: {
      apiKey: e.BOT_API_KEY,
      port: e.BOT_PORT,
      maxConcurrent: e.BOT_MAX_CONCURRENT,
      maxActivePerUser: e.BOT_MAX_ACTIVE_PER_USER,
      chromiumPath: e.BOT_CHROMIUM_PATH,
      browserArgs: e.BOT_BROWSER_ARGS?.split(/\s+/).filter(Boolean) ?? [],
      lobbyTimeoutS: e.BOT_LOBBY_TIMEOUT_S,
      aloneTimeoutS: e.BOT_ALONE_TIMEOUT_S,
      maxDurationMin: e.BOT_MAX_DURATION_MIN,
      noAudioTimeoutS: e.BOT_NO_AUDIO_TIMEOUT_S,
      heartbeatStaleS: e.BOT_HEARTBEAT_STALE_S,
      hostAliases,
    },
    calendar: {
      googleApiUrl: e.GOOGLE_CALENDAR_API_URL.replace(/\/+$/, ''),
      graphUrl: e.MICROSOFT_GRAPH_URL.replace(/\/+$/, ''),
      allowPrivateNetworkUrls: e.ALLOW_PRIVATE_NETWORK_URLS,
      syncMinutes: e.CALENDAR_SYNC_MINUTES,
    },
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    secretKey: loadSecretKey(dataDir, e.SECRET_KEY),
    trustProxy: e.TRUST_PROXY,
    storage,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
  };
}
