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

  const put = (section: string, payload: unknown, cookie = admin.cookie) =>
    t.app.inject({ method: 'PUT', url: `/api/content/${section}`, headers: { cookie }, payload: payload as object });
  const read = () => t.app.inject({ method: 'GET', url: '/api/content' });

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
    const anon = await t.app.inject({ method: 'PUT', url: '/api/content/steps', payload: { items: [] } });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    const notAdmin = await put('steps', { items: [item(1), item(2), item(3)] }, user.cookie);
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect((await read()).json().steps).toBeNull();
  });

  it('answers 400 to an unknown section', async () => {
    const res = await put('pricing', hero);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION' } });
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
      url: `/api/content/${section}`,
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
        url: '/api/content/hero',
        headers: { cookie: admin.cookie, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    }
    const none = await t.app.inject({ method: 'PUT', url: '/api/content/hero', headers: { cookie: admin.cookie } });
    expect(none.statusCode).toBe(400);
  });

  it('answers 400 VALIDATION to a text body and 415 to an unsupported media type', async () => {
    const send = (type: string, payload: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/content/hero',
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

  it('kept the stored content through all refused writes', async () => {
    expect((await read()).json()).toMatchObject({ hero, features, steps: null });
  });

  it('documents both routes in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json().paths;
    expect(paths['/api/content'].get.operationId).toBe('getLandingContent');
    expect(paths['/api/content/{section}'].put.operationId).toBe('updateLandingSection');
  });
});
