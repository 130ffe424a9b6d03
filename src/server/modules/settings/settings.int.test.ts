import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/api/settings.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

describe('settings API', () => {
  let t: TestApp;
  let ani: TestUser;
  let budi: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    ani = await createUser(t, { email: 'ani@example.com' });
    budi = await createUser(t, { email: 'budi@example.com' });
  });
  afterAll(() => t.close());

  const get = (u: TestUser) => t.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: u.cookie } });
  const patch = (u: TestUser, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: u.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('answers the defaults to a user who never saved settings', async () => {
    const res = await get(ani);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_SETTINGS);
  });

  it('applies a partial change and keeps it', async () => {
    const res = await patch(ani, { speakerSensitivityMs: 5000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULT_SETTINGS, speakerSensitivityMs: 5000 });

    await patch(ani, { language: 'en', noiseReduction: 'high' });
    expect((await get(ani)).json()).toEqual({
      ...DEFAULT_SETTINGS,
      language: 'en',
      speakerSensitivityMs: 5000,
      noiseReduction: 'high',
    });
  });

  it('clears the language with null and leaves absent fields alone', async () => {
    const res = await patch(ani, { language: null });
    expect(res.json()).toEqual({ ...DEFAULT_SETTINGS, speakerSensitivityMs: 5000, noiseReduction: 'high' });
    expect((await patch(ani, {})).json()).toEqual(res.json());
  });

  it('keeps two users apart', async () => {
    expect((await get(budi)).json()).toEqual(DEFAULT_SETTINGS);
    await patch(budi, { language: 'id', speakerSensitivityMs: 1000 });
    expect((await get(budi)).json()).toEqual({ ...DEFAULT_SETTINGS, language: 'id', speakerSensitivityMs: 1000 });
    expect((await get(ani)).json()).toEqual({
      ...DEFAULT_SETTINGS,
      language: null,
      speakerSensitivityMs: 5000,
      noiseReduction: 'high',
    });
  });

  it('keeps the time zone the app reports; refuses one the runtime does not know, changing nothing', async () => {
    const saved = await patch(budi, { timeZone: 'Asia/Makassar' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ timeZone: 'Asia/Makassar', language: 'id' });
    const refused = await patch(budi, { timeZone: 'Mars/Olympus', language: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'VALIDATION', message: 'unknown time zone Mars/Olympus' } });
    expect((await get(budi)).json()).toMatchObject({ timeZone: 'Asia/Makassar', language: 'id' });
    expect((await patch(budi, { timeZone: 'x'.repeat(65) })).statusCode).toBe(400);
    expect((await get(ani)).json().timeZone).toBeNull();
    expect((await patch(budi, { timeZone: null })).json().timeZone).toBeNull();
  });

  it('ignores a user id in the body: a user only ever changes their own row', async () => {
    await patch(ani, { userId: budi.id, language: 'en' });
    expect((await get(budi)).json().language).toBe('id');
    expect((await get(ani)).json().language).toBe('en');
  });

  const invalid: Array<[string, unknown]> = [
    ['an unknown language', { language: 'fr' }],
    ['a locale instead of a language', { language: 'id-ID' }],
    ['a sensitivity outside the options', { speakerSensitivityMs: 1500 }],
    ['a sensitivity as text', { speakerSensitivityMs: '2000' }],
    ['an unknown noise reduction', { noiseReduction: 'off' }],
    ['an empty time zone', { timeZone: '' }],
    ['a time zone as a number', { timeZone: 7 }],
    ['an array body', [{ language: 'en' }]],
    ['a null body', null],
  ];
  it.each(invalid)('answers 400 VALIDATION to %s', async (_name, body) => {
    const res = await patch(ani, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION' } });
  });

  it('answers 400 VALIDATION to a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: ani.cookie, 'content-type': 'application/json' },
      payload: '{language',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION' } });
  });

  it('kept the settings through the refused changes', async () => {
    expect((await get(ani)).json()).toEqual({
      ...DEFAULT_SETTINGS,
      language: 'en',
      speakerSensitivityMs: 5000,
      noiseReduction: 'high',
    });
  });

  it('answers 401 when signed out, also with an invalid body or a stale cookie', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/settings' }),
      await t.app.inject({ method: 'PATCH', url: '/api/settings', payload: { language: 'en' } }),
      await t.app.inject({ method: 'PATCH', url: '/api/settings', payload: { language: 'xx' } }),
      await t.app.inject({
        method: 'GET',
        url: '/api/settings',
        headers: { cookie: 'notulen.session_token=forged.value' },
      }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
  });
});
