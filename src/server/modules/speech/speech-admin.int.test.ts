import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnginesSchema, WhisperModelSchema, type Engines } from '../../../shared/api/speech.js';
import { freePort } from '../../test/ports.js';
import { generatedWhisperModel } from '../../test/speech-audio.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

describe('admin speech routes', () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t, { email: 'user@example.com' });
    admin = await createUser(t, { email: 'admin@example.com', role: 'admin' });
  });
  afterAll(() => t.close());

  const call = (who: TestUser | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
  const engines = async (who: TestUser) => EnginesSchema.parse((await call(who, 'GET', '/api/speech/engines')).json());
  const errorOf = (res: { statusCode: number; json(): unknown }) => [
    res.statusCode,
    (res.json() as { error: { code: string } }).error.code,
  ];

  it('keeps the admin routes to admins: 401 signed out, 403 for a user, the error model either way', async () => {
    const routes = [
      ['POST', '/api/admin/speech/models/base/download'],
      ['DELETE', '/api/admin/speech/models/base'],
      ['PUT', '/api/admin/speech/defaults', { en: 'browser' }],
    ] as const;
    for (const [method, url, body] of routes) {
      expect(errorOf(await call(undefined, method, url, body)), url).toEqual([401, 'UNAUTHENTICATED']);
      expect(errorOf(await call(user, method, url, body)), url).toEqual([403, 'FORBIDDEN']);
    }
    expect((await engines(user)).admin).toBeUndefined();
  });

  it('lists the five models for an admin, the configured one active', async () => {
    const { admin: block } = await engines(admin);
    expect(block!.models.map((m) => [m.name, m.state, m.active])).toEqual([
      ['tiny', 'not-installed', false],
      ['base', 'not-installed', true],
      ['small', 'not-installed', false],
      ['medium', 'not-installed', false],
      ['large-v3-turbo', 'not-installed', false],
    ]);
    expect(block!.models.find((m) => m.name === 'large-v3-turbo')!.bytes).toBe(1_624_555_275);
  });

  it('answers 400 with the error model for unknown models, engines and malformed bodies; never 500', async () => {
    expect(errorOf(await call(admin, 'POST', '/api/admin/speech/models/huge/download'))).toEqual([400, 'VALIDATION']);
    expect(errorOf(await call(admin, 'DELETE', '/api/admin/speech/models/..%2Fdb'))).toEqual([400, 'VALIDATION']);
    for (const body of [{ id: 'vosk' }, { whisperModel: 'large' }, { en: 42 }]) {
      expect(errorOf(await call(admin, 'PUT', '/api/admin/speech/defaults', body)), JSON.stringify(body)).toEqual([
        400,
        'VALIDATION',
      ]);
    }
    const notJson = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/speech/defaults',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: '{"en":',
    });
    expect(errorOf(notJson)).toEqual([400, 'VALIDATION']);
    // pocketsphinx has no Indonesian; a model that is not there cannot be the one in use.
    expect(errorOf(await call(admin, 'PUT', '/api/admin/speech/defaults', { id: 'pocketsphinx' }))).toEqual([
      400,
      'SPEECH_LANGUAGE_UNSUPPORTED',
    ]);
    expect(errorOf(await call(admin, 'PUT', '/api/admin/speech/defaults', { whisperModel: 'small' }))).toEqual([
      409,
      'SPEECH_MODEL_MISSING',
    ]);
  });

  it('stores the default engine per language: it wins while ready, null goes back to automatic', async () => {
    const res = await call(admin, 'PUT', '/api/admin/speech/defaults', { en: 'browser' });
    expect(res.statusCode, res.body).toBe(200);
    const body = EnginesSchema.parse(res.json());
    expect(body.admin!.chosenDefaults).toEqual({ id: null, en: 'browser' });
    expect(body.defaults).toEqual({ id: 'browser', en: 'browser' });
    // Every user gets the new default (this process at once; others within the cache's 5 s).
    expect((await engines(user)).defaults).toEqual({ id: 'browser', en: 'browser' });
    // Chosen but not ready (no model): the automatic order applies meanwhile.
    const whisper = EnginesSchema.parse(
      (await call(admin, 'PUT', '/api/admin/speech/defaults', { id: 'whisper', en: 'whisper' })).json(),
    );
    expect(whisper.admin!.chosenDefaults).toEqual({ id: 'whisper', en: 'whisper' });
    expect(whisper.defaults).toEqual({ id: 'browser', en: 'pocketsphinx' });
    const back = EnginesSchema.parse(
      (await call(admin, 'PUT', '/api/admin/speech/defaults', { id: null, en: null })).json(),
    );
    expect(back.admin!.chosenDefaults).toEqual({ id: null, en: null });
  });

  it('chooses an installed model for the Whisper engine; deleting it goes back to WHISPER_MODEL', async () => {
    const models = join(t.config.dataDir, 'models');
    mkdirSync(models, { recursive: true });
    const generated = await generatedWhisperModel('tiny');
    symlinkSync(generated, join(models, 'ggml-tiny.bin'));
    const chosen = await call(admin, 'PUT', '/api/admin/speech/defaults', { whisperModel: 'tiny' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const body: Engines = EnginesSchema.parse(chosen.json());
    expect(body.admin!.whisperModel).toBe('tiny');
    expect(body.admin!.models.filter((m) => m.active).map((m) => m.name)).toEqual(['tiny']);
    expect(body.engines.find((e) => e.id === 'whisper')).toMatchObject({ ready: true });
    expect(body.defaults).toEqual({ id: 'whisper', en: 'whisper' });

    // Installed: a download request changes nothing and answers the model.
    const download = await call(admin, 'POST', '/api/admin/speech/models/tiny/download');
    expect(download.statusCode).toBe(202);
    expect(WhisperModelSchema.parse(download.json())).toMatchObject({ name: 'tiny', state: 'installed', active: true });

    const deleted = await call(admin, 'DELETE', '/api/admin/speech/models/tiny');
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const after = await engines(admin);
    expect(after.admin!.whisperModel).toBe('base');
    expect(after.admin!.models.find((m) => m.name === 'tiny')!.state).toBe('not-installed');
    expect(after.engines.find((e) => e.id === 'whisper')).toMatchObject({ ready: false, notReady: 'MODEL_MISSING' });
    // Deleting what is not there is fine.
    expect((await call(admin, 'DELETE', '/api/admin/speech/models/medium')).statusCode).toBe(204);
  });

  it('starts a download when asked; one that cannot reach the host fails as OFFLINE', async () => {
    const res = await call(admin, 'POST', '/api/admin/speech/models/small/download');
    expect(res.statusCode).toBe(202);
    expect(WhisperModelSchema.parse(res.json())).toMatchObject({ name: 'small', state: 'downloading', active: false });
    await t.runtime.services.speechModels.settled('small');
    const small = (await engines(admin)).admin!.models.find((m) => m.name === 'small')!;
    expect(small).toMatchObject({ state: 'failed', failure: { code: 'OFFLINE' } });
  });
});

describe('a server without network', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { WHISPER_AUTO_DOWNLOAD: 'true', WHISPER_DOWNLOAD_URL: `http://127.0.0.1:${await freePort()}/models` },
    });
  });
  afterAll(() => t.close());

  it('works as before and says why Whisper is not there', async () => {
    const admin = await createUser(t, { email: 'offline-admin@example.com', role: 'admin' });
    const user = await createUser(t, { email: 'offline-user@example.com' });
    const get = async (who: TestUser) =>
      EnginesSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/speech/engines', headers: { cookie: who.cookie } })).json(),
      );
    await expect
      .poll(async () => (await get(admin)).admin!.models.find((m) => m.name === 'base')!.state, { timeout: 10_000 })
      .toBe('failed');
    const body = await get(admin);
    expect(body.admin!.models.find((m) => m.name === 'base')!.failure).toMatchObject({ code: 'OFFLINE' });
    expect(body.engines.find((e) => e.id === 'whisper')).toMatchObject({ ready: false, notReady: 'DOWNLOAD_FAILED' });
    // A user is told why too (no network), without the operator's text that names files and hosts.
    const forUser = (await get(user)).engines.find((e) => e.id === 'whisper')!;
    expect(forUser).toMatchObject({ ready: false, notReady: 'DOWNLOAD_FAILED', failure: 'OFFLINE' });
    expect(forUser.reason).toBeUndefined();
    // pocketsphinx stays the English default, the browser the Indonesian one.
    expect((await get(user)).defaults).toEqual({ id: 'browser', en: 'pocketsphinx' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/transcriptions',
      headers: { cookie: user.cookie },
      payload: { title: 'Rapat', text: 'Selamat pagi' },
    });
    expect(created.statusCode).toBe(201);
  });
});
