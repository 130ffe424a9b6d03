import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import type { TestS3 } from './s3.js';
import { TEST_PASSWORD } from './users.js';

/*
 * Notulen as deployed at scale, for the PostgreSQL pass: real child processes (`main.ts --services=…`) on one scratch
 * PostgreSQL and one S3-compatible store, driven over HTTP. No vitest imports.
 */

const entry = new URL('../main.ts', import.meta.url).pathname;

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** `http://127.0.0.1:PORT` of a web process. */
  base: string;
  output(): string;
  /** SIGTERM (a graceful stop) and wait for the exit; nothing if it already exited. */
  stop(): Promise<void>;
}

/** The settings every process of one deployment shares: its database, its object store, its secret. */
export function deploymentEnv(db: { url: string }, s3: TestS3, prefix: string): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    DATABASE_URL: db.url,
    STORAGE_URL: `s3://${s3.bucket}/${prefix}`,
    S3_ENDPOINT: s3.endpoint,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    SECRET_KEY: 'p'.repeat(40),
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
}

/**
 * Starts `main.ts --services=SERVICES`. With `port` it is ready once /api/health answers; without one (a worker or
 * bot process) once it logged its start (LOG_LEVEL is raised to info for that line).
 */
export async function spawnServer(
  services: string,
  opts: { env: Record<string, string>; dataDir: string; port?: number; startMs?: number },
): Promise<ServerProcess> {
  const env: Record<string, string> = { ...opts.env, DATA_DIR: opts.dataDir, PORT: String(opts.port ?? 0) };
  if (!opts.port) env.LOG_LEVEL = 'info';
  const child = spawn(process.execPath, ['--import', 'tsx', entry, `--services=${services}`], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const proc: ServerProcess = {
    child,
    pid: child.pid!,
    base: `http://127.0.0.1:${opts.port ?? 0}`,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  const ready = async () =>
    opts.port
      ? fetch(`${proc.base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      : out.includes('Notulen started');
  const until = Date.now() + (opts.startMs ?? 90_000);
  while (!(await ready())) {
    if (child.exitCode !== null || Date.now() > until) {
      await proc.stop();
      throw new Error(`--services=${services} did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return proc;
}

/** A JSON (or raw) request with an optional session cookie. */
export function call(base: string, method: string, path: string, body?: unknown, cookie = '', type?: string) {
  return fetch(`${base}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': type ?? 'application/json' }),
    },
    body: body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
  });
}

/** A real account made through a web process (its e-mail verified in the database), signed in through `signInVia`. */
export async function signUpVerified(
  web: string,
  dbUrl: string,
  user: { email: string; name: string },
  signInVia = web,
): Promise<{ id: string; cookie: string }> {
  const up = await call(web, 'POST', '/api/auth/sign-up/email', { ...user, password: TEST_PASSWORD });
  if (!up.ok) throw new Error(`sign-up: ${up.status} ${await up.text()}`);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  let id: string;
  try {
    const { rows } = await client.query<{ id: string }>(
      'update users set email_verified = true where email = $1 returning id',
      [user.email],
    );
    id = rows[0]!.id;
  } finally {
    await client.end();
  }
  const signIn = await call(signInVia, 'POST', '/api/auth/sign-in/email', {
    email: user.email,
    password: TEST_PASSWORD,
  });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id, cookie };
}
