import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { accounts, sessions, users } from '../../platform/auth/auth.schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeWav } from '../../test/media.js';
import { createUser, TEST_PASSWORD, type TestUser } from '../../test/users.js';
import { chunkKey } from '../recording/chunks.js';
import { transcriptions } from '../transcriptions/transcriptions.schema.js';
import { summaries } from '../summaries/summaries.schema.js';
import { recordingChunks, recordings } from '../recording/recording.schema.js';
import { userSettings } from '../settings/settings.schema.js';
import { AUTH_LIMITS } from './rate-limits.js';
import { nextIp } from './testing.js';

/** What one user owns: a transcription with audio and a summary, a recording with stored chunks, settings. */
interface Owned {
  transcriptionId: string;
  audioKey: string;
  recordingId: string;
  chunkKeys: string[];
}

describe('deleting an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const storage = () => t.runtime.platform.storage;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: object, ip = '') =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(ip ? { remoteAddress: ip } : {}),
      ...(payload === undefined ? {} : { payload }),
    });
  const remove = (user: TestUser, body: object, ip = nextIp()) =>
    call('POST', '/api/auth/delete-account', user.cookie, body, ip);

  /** Data made the way the app makes it: the transcriptions service for stored audio, HTTP for the rest. */
  async function giveData(user: TestUser): Promise<Owned> {
    const { transcriptions: service } = t.runtime.services;
    const audio = await service.storeAudio(Readable.from([makeWav(1)]));
    const tr = await service.create(user.id, { title: 'Rapat', text: 'Selamat pagi semua.', audio });
    await t.database.db.insert(summaries).values({
      userId: user.id,
      transcriptionId: tr.id,
      jobId: randomUUID(),
      summary: { summary: 'Ringkasan' } as never,
      engine: 'local',
    });
    // A summary of the recording panel, tied to no transcription.
    await t.database.db
      .insert(summaries)
      .values({ userId: user.id, jobId: randomUUID(), summary: { summary: 'Lepas' } as never, engine: 'local' });
    const recordingId = randomUUID();
    expect((await call('PUT', `/api/recordings/${recordingId}`, user.cookie, { language: 'id' })).statusCode).toBe(201);
    for (const seq of [0, 1]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/recordings/${recordingId}/chunks/${seq}`,
        headers: { cookie: user.cookie, 'content-type': 'audio/webm' },
        payload: Buffer.from(`chunk ${seq} of ${user.email}`),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await call('PATCH', '/api/settings', user.cookie, { noiseReduction: 'high' })).statusCode).toBe(200);
    const owned = {
      transcriptionId: tr.id,
      audioKey: (
        await t.database.db
          .select({ key: transcriptions.audioKey })
          .from(transcriptions)
          .where(eq(transcriptions.id, tr.id))
      )[0]!.key!,
      recordingId,
      chunkKeys: [0, 1].map((seq) => chunkKey(recordingId, seq)),
    };
    for (const key of [owned.audioKey, ...owned.chunkKeys]) expect(await storage().exists(key)).toBe(true);
    return owned;
  }

  /** Rows of every table that holds something of the user. */
  async function rowsOf(userId: string) {
    const db = t.database.db;
    const count = async (table: PgTable, where: SQL) =>
      Number(
        (
          await db
            .select({ n: sql<number>`count(*)` })
            .from(table)
            .where(where)
        )[0]!.n,
      );
    return {
      users: await count(users, eq(users.id, userId)),
      sessions: await count(sessions, eq(sessions.userId, userId)),
      accounts: await count(accounts, eq(accounts.userId, userId)),
      settings: await count(userSettings, eq(userSettings.userId, userId)),
      transcriptions: await count(transcriptions, eq(transcriptions.userId, userId)),
      summaries: await count(summaries, eq(summaries.userId, userId)),
      recordings: await count(recordings, eq(recordings.userId, userId)),
      chunks: Number(
        (
          await db
            .select({ n: sql<number>`count(*)` })
            .from(recordingChunks)
            .innerJoin(recordings, eq(recordings.id, recordingChunks.recordingId))
            .where(eq(recordings.userId, userId))
        )[0]!.n,
      ),
    };
  }

  it('removes the account, its rows and its files after the password, and leaves another user alone', async () => {
    const ana = await createUser(t, { email: 'ana@example.com' });
    const budi = await createUser(t, { email: 'budi@example.com' });
    const anas = await giveData(ana);
    const budis = await giveData(budi);

    expect((await call('GET', '/api/auth/account', ana.cookie)).json()).toEqual({
      email: 'ana@example.com',
      hasPassword: true,
    });

    // A wrong password deletes nothing.
    const wrong = await remove(ana, { password: 'Bukan-sandinya-99' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 'WRONG_PASSWORD', message: expect.any(String) } });
    const missing = await remove(ana, { email: 'ana@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    expect((await rowsOf(ana.id)).transcriptions).toBe(1);
    expect(await storage().exists(anas.audioKey)).toBe(true);

    const res = await remove(ana, { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    // The session cookie is cleared in the browser, and dead on the server.
    const cleared = res.cookies.find((c) => c.name === 'notulen.session_token');
    expect(cleared?.value === '' || cleared?.maxAge === 0).toBe(true);
    expect((await call('GET', '/api/me', ana.cookie)).statusCode).toBe(401);

    expect(await rowsOf(ana.id)).toEqual({
      users: 0,
      sessions: 0,
      accounts: 0,
      settings: 0,
      transcriptions: 0,
      summaries: 0,
      recordings: 0,
      chunks: 0,
    });
    for (const key of [anas.audioKey, ...anas.chunkKeys]) expect(await storage().exists(key), key).toBe(false);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'ana@example.com', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);

    // Budi keeps everything, files included, and is still signed in.
    expect(await rowsOf(budi.id)).toMatchObject({
      users: 1,
      transcriptions: 1,
      summaries: 2,
      recordings: 1,
      chunks: 2,
      settings: 1,
    });
    for (const key of [budis.audioKey, ...budis.chunkKeys]) expect(await storage().exists(key), key).toBe(true);
    const audio = await call('GET', `/api/transcriptions/${budis.transcriptionId}/audio`, budi.cookie);
    expect(audio.statusCode).toBe(200);
    expect((await call('GET', '/api/me', budi.cookie)).statusCode).toBe(200);

    // The address is free again.
    await createUser(t, { email: 'ana@example.com' });
  });

  it('confirms an account without a password (Google, Microsoft) with its e-mail address', async () => {
    const gita = await createUser(t, { email: 'gita@example.com' });
    const owned = await giveData(gita);
    // As an OAuth sign-up leaves it: no password on the account.
    await t.database.db.update(accounts).set({ password: null }).where(eq(accounts.userId, gita.id));
    expect((await call('GET', '/api/auth/account', gita.cookie)).json()).toEqual({
      email: 'gita@example.com',
      hasPassword: false,
    });

    const typo = await remove(gita, { email: 'gita@example.co' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toMatchObject({ error: { code: 'CONFIRMATION_MISMATCH' } });
    const guess = await remove(gita, { password: TEST_PASSWORD });
    expect(guess.json()).toMatchObject({ error: { code: 'CONFIRMATION_MISMATCH' } });

    const res = await remove(gita, { email: ' Gita@Example.com ' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowsOf(gita.id)).users).toBe(0);
    for (const key of [owned.audioKey, ...owned.chunkKeys]) expect(await storage().exists(key)).toBe(false);
  });

  it('asks an account without a password to sign in again when its session is older than a day', async () => {
    const hadi = await createUser(t, { email: 'hadi@example.com' });
    await t.database.db.update(accounts).set({ password: null }).where(eq(accounts.userId, hadi.id));
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 3600_000) })
      .where(eq(sessions.userId, hadi.id));
    const res = await remove(hadi, { email: 'hadi@example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'REAUTH_REQUIRED' } });
    expect((await rowsOf(hadi.id)).users).toBe(1);
  });

  it('needs a session, validates its body and limits password guesses', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/auth/delete-account', payload: { password: 'x' } });
    expect(anon.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/account' })).statusCode).toBe(401);

    const iwan = await createUser(t, { email: 'iwan@example.com' });
    const bad = await remove(iwan, { password: 123 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'VALIDATION' } });

    const ip = nextIp();
    const { max } = AUTH_LIMITS.deleteAccount.perIp;
    for (let i = 0; i < max; i++)
      expect((await remove(iwan, { password: `Tebakan-${i}-xyz` }, ip)).statusCode).toBe(400);
    const limited = await remove(iwan, { password: TEST_PASSWORD }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect((await rowsOf(iwan.id)).users).toBe(1);
  });
});
