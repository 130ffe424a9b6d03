import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Features, Hero } from '../../../shared/api/content.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

const hero: Hero = {
  title: 'Rapat jadi notulen',
  subtitle: 'Otomatis',
  description: 'Rekam, transkripsi, ringkas.',
  ctaText: 'Mulai',
};
const item = (i: number) => ({ icon: 'Mic' as const, title: `Fitur ${i}`, description: `Deskripsi ${i}` });
const features: Features = { items: [item(1), item(2), item(3), item(4)] };

describe('landing content API', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { email: 'boss@example.com', role: 'admin' });
    user = await createUser(t, { email: 'someone@example.com' });
  });
  afterAll(() => t.close());

  const put = (section: string, payload: unknown, cookie = admin.cookie, language = 'id') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/content/${language}/${section}`,
      headers: { cookie },
      payload: payload as object,
    });
  const read = (language?: string) =>
    t.app.inject({ method: 'GET', url: language ? `/api/content?language=${language}` : '/api/content' });

  it('answers null for every section while nothing is stored', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ hero: null, features: null, steps: null, demo: null });
  });

  it('shows what an admin stored in the public read, at once', async () => {
    const before = await read();
    const saved = await put('hero', hero);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(hero);
    expect((await put('features', features)).json()).toEqual(features);

    const after = await read();
    expect(after.json()).toEqual({ hero, features, steps: null, demo: null });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('replaces a section on a second write (upsert)', async () => {
    const changed = { ...hero, title: 'Judul baru' };
    expect((await put('hero', changed)).statusCode).toBe(200);
    expect((await read()).json().hero).toEqual(changed);
    await put('hero', hero);
  });

  it('answers 304 to a conditional read with the current ETag', async () => {
    const first = await read();
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/content',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('stores markup as plain text and gives it back unchanged', async () => {
    const demo = {
      title: '<script>alert("x")</script>',
      subtitle: '<img src=x onerror=alert(1)> & "quotes"',
      tagline: 'Ünïcödé 🎙️',
    };
    expect((await put('demo', demo)).json()).toEqual(demo);
    const stored = (await read()).json().demo;
    expect(stored).toEqual(demo);
    expect(typeof stored.title).toBe('string');
  });

  it('trims surrounding whitespace', async () => {
    const res = await put('demo', { title: '  Judul  ', subtitle: 'S', tagline: 'T' });
    expect(res.json().title).toBe('Judul');
  });

  it('refuses a visitor with 401 and a non-admin with 403, storing nothing', async () => {
    const anon = await t.app.inject({ method: 'PUT', url: '/api/content/id/steps', payload: { items: [] } });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    for (const language of ['id', 'en']) {
      const notAdmin = await put('steps', { items: [item(1), item(2), item(3)] }, user.cookie, language);
      expect(notAdmin.statusCode).toBe(403);
      expect(notAdmin.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
      expect((await read(language)).json().steps).toBeNull();
    }
  });

  it('answers 400 to an unknown section or language', async () => {
    for (const res of [
      await put('pricing', hero),
      await put('hero', hero, admin.cookie, 'fr'),
      await read('fr'),
      await t.app.inject({ method: 'PUT', url: '/api/content/hero', headers: { cookie: admin.cookie }, payload: hero }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ error: { code: expect.stringMatching(/^(VALIDATION|NOT_FOUND)$/) } });
    }
    expect((await put('pricing', hero)).statusCode).toBe(400);
    expect((await read('fr')).statusCode).toBe(400);
  });

  const long = 'x'.repeat(201);
  const invalid: Array<[string, string, unknown]> = [
    ['three features', 'features', { items: [item(1), item(2), item(3)] }],
    ['four steps', 'steps', { items: [item(1), item(2), item(3), item(4)] }],
    [
      'an icon outside the whitelist',
      'features',
      { items: [item(1), item(2), item(3), { ...item(4), icon: 'Rocket' }] },
    ],
    ['a missing field', 'hero', { title: 'T', subtitle: 'S', description: 'D' }],
    ['a title over 200 characters', 'hero', { ...hero, title: long }],
    ['a description over 2000 characters', 'hero', { ...hero, description: 'y'.repeat(2001) }],
    ['a number instead of text', 'demo', { title: 1, subtitle: 'S', tagline: 'T' }],
    ['an array body', 'hero', [hero]],
    ['a NUL character', 'demo', { title: 'a\u0000b', subtitle: 'S', tagline: 'T' }],
    ['an unpaired surrogate', 'demo', { title: 'a\ud800b', subtitle: 'S', tagline: 'T' }],
  ];
  it.each(invalid)('answers 400 VALIDATION to %s', async (_name, section, body) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/content/id/${section}`,
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION' } });
  });

  it('names the failing field in the details', async () => {
    const res = await put('hero', { ...hero, title: long });
    expect(res.json().error.details).toEqual([expect.objectContaining({ path: 'title' })]);
  });

  it('answers 400 VALIDATION to a body that is not JSON, and no body at all', async () => {
    for (const payload of ['{"title": ', 'not json', '']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/content/id/hero',
        headers: { cookie: admin.cookie, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    }
    const none = await t.app.inject({ method: 'PUT', url: '/api/content/id/hero', headers: { cookie: admin.cookie } });
    expect(none.statusCode).toBe(400);
  });

  it('answers 400 VALIDATION to a text body and 415 to an unsupported media type', async () => {
    const send = (type: string, payload: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/content/id/hero',
        headers: { cookie: admin.cookie, 'content-type': type },
        payload,
      });
    const text = await send('text/plain', 'hello');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    const xml = await send('application/xml', '<hero/>');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA' } });
  });

  it('stores each language on its own: saving the English hero leaves the Indonesian one as it was', async () => {
    const english: Hero = {
      title: 'Meetings into minutes',
      subtitle: 'Automatically',
      description: 'Record, transcribe, summarise.',
      ctaText: 'Start',
    };
    const before = await read('id');
    const saved = await put('hero', english, admin.cookie, 'en');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(english);

    expect((await read('en')).json()).toEqual({ hero: english, features: null, steps: null, demo: null });
    const after = await read('id');
    expect(after.json()).toEqual(before.json());
    expect(after.headers.etag).toBe(before.headers.etag);
    // Without ?language the public read is Indonesian, the default language.
    expect((await read()).json()).toEqual(after.json());

    // And the other way round.
    const changed = { ...hero, subtitle: 'Otomatis sekali' };
    expect((await put('hero', changed)).statusCode).toBe(200);
    expect((await read('en')).json().hero).toEqual(english);
    expect((await read('id')).json().hero).toEqual(changed);
    await put('hero', hero);
  });

  const required: Array<[string, string, unknown, string]> = [
    ['an empty hero title', 'hero', { ...hero, title: '' }, 'title'],
    ['a hero title of spaces', 'hero', { ...hero, title: '   ' }, 'title'],
    ['an empty CTA text', 'hero', { ...hero, ctaText: '' }, 'ctaText'],
    [
      'an empty feature title',
      'features',
      { items: [item(1), { ...item(2), title: ' ' }, item(3), item(4)] },
      'items.1.title',
    ],
    ['an empty step title', 'steps', { items: [item(1), item(2), { ...item(3), title: '' }] }, 'items.2.title'],
    ['an empty demo title', 'demo', { title: '', subtitle: 'S', tagline: 'T' }, 'title'],
  ];
  it.each(required)(
    'refuses %s with 400 VALIDATION naming the field, in either language',
    async (_n, section, body, path) => {
      for (const language of ['id', 'en']) {
        const before = (await read(language)).json();
        const res = await put(section, body, admin.cookie, language);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: {
            code: 'VALIDATION',
            message: expect.any(String),
            requestId: expect.any(String),
            details: [{ path, message: 'Required', code: 'too_small' }],
          },
        });
        expect((await read(language)).json()).toEqual(before);
      }
    },
  );

  it('accepts empty optional texts (subtitle, description, tagline)', async () => {
    const plain: Hero = { title: 'Judul saja', subtitle: '', description: '', ctaText: 'Mulai' };
    expect((await put('hero', plain, admin.cookie, 'en')).json()).toEqual(plain);
    expect((await put('demo', { title: 'Demo', subtitle: '', tagline: '' }, admin.cookie, 'en')).statusCode).toBe(200);
  });

  it('kept the stored content through all refused writes', async () => {
    expect((await read()).json()).toMatchObject({ hero, features, steps: null });
  });

  it('documents both routes in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json().paths;
    expect(paths['/api/content'].get.operationId).toBe('getLandingContent');
    expect(paths['/api/content/{language}/{section}'].put.operationId).toBe('updateLandingSection');
  });
});
