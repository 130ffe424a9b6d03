import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnginesSchema } from '../../../shared/api/speech.js';
import { generatedWhisperModel } from '../../test/speech-audio.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

describe('GET /api/speech/engines', () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t, { email: 'speech@example.com' });
    admin = await createUser(t, { email: 'speech-admin@example.com', role: 'admin' });
  });
  afterAll(() => t.close());

  const engines = async (who: TestUser = admin) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/speech/engines', headers: { cookie: who.cookie } });
    expect(res.statusCode).toBe(200);
    return EnginesSchema.parse(res.json());
  };

  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/speech/engines' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('lists the four engines with their readiness: pocketsphinx and the browser out of the box', async () => {
    const body = await engines();
    const byId = Object.fromEntries(body.engines.map((e) => [e.id, e]));
    expect(Object.keys(byId)).toEqual(['whisper', 'pocketsphinx', 'api', 'browser']);
    expect(byId.whisper).toMatchObject({
      ready: false,
      notReady: 'MODEL_MISSING',
      languages: ['id', 'en'],
      runsIn: 'server',
    });
    expect(byId.whisper!.reason).toContain(join(t.config.dataDir, 'models', 'ggml-base.bin'));
    expect(byId.pocketsphinx).toMatchObject({ ready: true, languages: ['en'], live: true, file: true });
    expect(byId.pocketsphinx!.notReady).toBeUndefined();
    expect(byId.api).toMatchObject({ ready: false, reason: 'STT_API_URL is not set', notReady: 'NOT_CONFIGURED' });
    expect(byId.browser).toMatchObject({ ready: true, runsIn: 'browser', live: true, file: false });
    expect(body.defaults).toEqual({ id: 'browser', en: 'pocketsphinx' });
  });

  it('gives every user the codes but only admins the reasons and the models', async () => {
    const body = await engines(user);
    expect(body.admin).toBeUndefined();
    expect(body.engines.map((e) => e.reason)).toEqual([undefined, undefined, undefined, undefined]);
    expect(body.engines.map((e) => e.notReady)).toEqual(['MODEL_MISSING', undefined, 'NOT_CONFIGURED', undefined]);
    expect((await engines(admin)).admin).toMatchObject({
      chosenDefaults: { id: null, en: null },
      whisperModel: 'base',
    });
  });

  it('sees a whisper model placed in DATA_DIR/models without a restart, and warns about random weights', async () => {
    const models = join(t.config.dataDir, 'models');
    mkdirSync(models, { recursive: true });
    const generated = await generatedWhisperModel('tiny');
    symlinkSync(generated, join(models, 'ggml-base.bin'));
    symlinkSync(`${generated}.random-weights`, join(models, 'ggml-base.bin.random-weights'));
    const body = await engines();
    const whisper = body.engines.find((e) => e.id === 'whisper')!;
    expect(whisper.ready).toBe(true);
    expect(whisper.notReady).toBeUndefined();
    expect(whisper.reason).toMatch(/random weights/);
    expect(body.defaults).toEqual({ id: 'whisper', en: 'whisper' });
    expect(body.admin!.models.find((m) => m.name === 'base')).toMatchObject({
      state: 'installed',
      active: true,
      randomWeights: true,
    });
  });
});

describe('speech engines with the API configured and STT_ENGINE set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { STT_API_URL: 'http://127.0.0.1:9/v1', STT_ENGINE: 'pocketsphinx' } });
  });
  afterAll(() => t.close());

  it('makes the API ready and STT_ENGINE the default where it has the language', async () => {
    const user = await createUser(t, { email: 'speech-api@example.com' });
    const res = await t.app.inject({ method: 'GET', url: '/api/speech/engines', headers: { cookie: user.cookie } });
    const body = EnginesSchema.parse(res.json());
    expect(body.engines.find((e) => e.id === 'api')).toMatchObject({ ready: true });
    expect(body.defaults).toEqual({ id: 'api', en: 'pocketsphinx' });
  });
});
