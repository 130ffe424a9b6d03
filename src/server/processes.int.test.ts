import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FinishResult } from '../shared/api/recordings.js';
import type { Transcription } from '../shared/api/transcriptions.js';
import { sameAudio, speechWebm, split } from './modules/recording/testing.js';
import { startS3Server, type TestS3 } from './test/s3.js';
import { createScratchDatabase, POSTGRES_ONLY } from './test/scratch-postgres.js';
import {
  deploymentEnv,
  signUpVerified,
  spawnServer,
  call as request,
  type ServerProcess,
} from './test/server-processes.js';
import { speakWav } from './test/speech-audio.js';
import { freePort } from './test/ports.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/** What this file uses of a `ws` client (the package ships no types). */
interface Ws {
  on(event: 'open' | 'close', l: (code?: number, reason?: Buffer) => void): void;
  on(event: 'error', l: (err: Error) => void): void;
  send(data: Buffer): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string, o: object) => Ws;

type Proc = ServerProcess;

/**
 * Notulen as it is deployed at scale (docs/deploy.md): two web processes and one worker, real child processes, on
 * one PostgreSQL and one S3-compatible store. A recording is made through both web processes — chunks to either,
 * its live captions on A, Stop through B — and the worker alone makes the final transcript. Only in the PostgreSQL
 * pass: the embedded database belongs to one process by design.
 */
describe('two web processes and a worker on one PostgreSQL and one object store', () => {
  let s3: TestS3;
  let db: { url: string; drop(): Promise<void> };
  const procs: Proc[] = [];
  let webA: Proc;
  let webB: Proc;

  async function start(services: string, port?: number): Promise<Proc> {
    const proc = await spawnServer(services, {
      env: deploymentEnv(db, s3, 'processes'),
      dataDir: `.tmp/processes-${services}-${port ?? 'worker'}`,
      ...(port ? { port } : {}),
    });
    procs.push(proc);
    return proc;
  }

  beforeEach((ctx) => {
    if (!serverUrl) ctx.skip(POSTGRES_ONLY);
  });

  beforeAll(async () => {
    if (!serverUrl) return;
    s3 = await startS3Server();
    db = await createScratchDatabase(serverUrl!, 'notulen_processes');
    // One process migrates first (two migrating one database at the same moment could collide).
    webA = await start('web', await freePort());
    [webB] = await Promise.all([start('web', await freePort()), start('worker')]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await db?.drop();
    await s3?.close();
  }, 60_000);

  it('records through both web processes; the worker makes the transcript; the audio lives in the object store', async () => {
    const email = `processes-${Date.now()}@example.com`;
    const call = async (p: Proc, method: string, path: string, body?: unknown, cookie = '', type?: string) =>
      request(p.base, method, path, body, cookie, type);
    // Signed up through A, signed in through B, used on A: the session is in the database, not in a process.
    const { cookie } = await signUpVerified(webA.base, db.url, { email, name: 'P' }, webB.base);

    const id = crypto.randomUUID();
    expect(
      (await call(webA, 'PUT', `/api/recordings/${id}`, { language: 'en', engine: 'pocketsphinx' }, cookie)).status,
    ).toBe(201);
    const { webm } = speechWebm('the two processes share one recording');
    const pieces = split(webm, 6);
    for (const [seq, piece] of pieces.entries()) {
      const via = seq % 2 ? webB : webA;
      const res = await call(via, 'PUT', `/api/recordings/${id}/chunks/${seq}`, piece, cookie, 'audio/webm');
      expect(res.status, await res.text()).toBe(200);
    }
    // A repeat of a chunk through the other process is recognised as one.
    const repeat = await call(webB, 'PUT', `/api/recordings/${id}/chunks/0`, pieces[0], cookie, 'audio/webm');
    expect(await repeat.json()).toMatchObject({ stored: false, chunks: 6 });

    // Live captions on A; Stop through B ends A's session (NOTIFY) before saving.
    const ws = new WebSocket(`${webA.base.replace('http', 'ws')}/api/recordings/${id}/live`, {
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code ?? 0)));
    await new Promise<void>((resolve, reject) => {
      ws.on('open', () => resolve());
      ws.on('error', reject);
    });
    const pcm = speakWav('good morning everyone').pcm;
    ws.send(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
    await new Promise((r) => setTimeout(r, 1000));
    const finish = await call(
      webB,
      'POST',
      `/api/recordings/${id}/finish`,
      { title: 'Two', chunks: 6, durationSeconds: 3 },
      cookie,
    );
    expect(finish.status, await finish.clone().text()).toBe(200);
    const result = (await finish.json()) as FinishResult;
    expect(result).toMatchObject({ transcriptionId: id, audioSaved: true, missing: [] });
    expect(await closed).toBe(1000); // A's socket was ended by the finish B ran

    // The worker (a third process) attaches the audio from the object store and runs the final pass.
    let saved: Transcription | undefined;
    const until = Date.now() + 90_000;
    for (;;) {
      saved = (await (await call(webA, 'GET', `/api/transcriptions/${id}`, undefined, cookie)).json()) as Transcription;
      if (saved.status !== 'processing' && saved.status !== 'pending') break;
      if (Date.now() > until) throw new Error(`still ${saved.status}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(saved.status).toBe('ready');
    const audio = Buffer.from(
      await (await call(webB, 'GET', `/api/transcriptions/${id}/audio`, undefined, cookie)).arrayBuffer(),
    );
    expect(audio.length).toBe(saved.audio?.size);
    // Every chunk made it into the stored file (remuxed to be seekable: the same audio, not the same bytes).
    expect(await sameAudio(audio, webm)).toBe(true);
  }, 240_000);
});
