import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transcription } from '../../../shared/api/transcriptions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

const segments = [
  { start: 0, end: 2.5, text: 'Selamat pagi semua.', speaker: 'Speaker 1' },
  { start: 2.5, end: 5, text: 'Kita mulai rapatnya.', speaker: 'Speaker 1' },
  { start: 5, end: 9.25, text: 'Baik, saya siap.', speaker: 'Speaker 2' },
];

describe('transcriptions API', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { email: 'owner@example.com' });
    other = await createUser(t, { email: 'other@example.com' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, cookie = owner.cookie) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (body: object, cookie = owner.cookie): Promise<Transcription> => {
    const res = await call('POST', '/api/transcriptions', body, cookie);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  let saved: Transcription;

  it('creates from segments: text, duration and defaults derived', async () => {
    saved = await create({ segments, language: 'id-ID' });
    expect(saved).toMatchObject({
      text: 'Selamat pagi semua. Kita mulai rapatnya.\n\nBaik, saya siap.',
      durationSeconds: 9.25,
      source: 'manual',
      status: 'ready',
      error: null,
      summary: null,
      audio: null,
      language: 'id-ID',
    });
    expect(saved.title).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(saved.segments).toEqual(segments);
  });

  it('keeps the given title, text and duration', async () => {
    const res = await create({ title: ' Rapat ', text: 'Teks sendiri', segments, durationSeconds: 12 });
    expect(res).toMatchObject({ title: 'Rapat', text: 'Teks sendiri', durationSeconds: 12 });
  });

  it('reads one back, exactly as created', async () => {
    const res = await call('GET', `/api/transcriptions/${saved.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(saved);
  });

  it('renames', async () => {
    const res = await call('PATCH', `/api/transcriptions/${saved.id}`, { title: 'Rapat Anggaran' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Rapat Anggaran', text: saved.text, segments });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(saved.updatedAt));
  });

  it('renames speakers in every segment without touching the words', async () => {
    const res = await call('PATCH', `/api/transcriptions/${saved.id}`, {
      speakerNames: { 'Speaker 1': 'Budi', 'Speaker 9': 'Nobody' },
    });
    const body = res.json() as Transcription;
    expect(body.segments.map((s) => s.speaker)).toEqual(['Budi', 'Budi', 'Speaker 2']);
    expect(body.text).toBe(saved.text);
  });

  it('corrects segments, and the text follows them', async () => {
    const fixed = [{ start: 0, end: 3, text: 'Selamat siang semua.', speaker: 'Budi' }];
    const res = await call('PATCH', `/api/transcriptions/${saved.id}`, { segments: fixed });
    expect(res.json()).toMatchObject({ segments: fixed, text: 'Selamat siang semua.' });
  });

  it('corrects the text alone', async () => {
    const res = await call('PATCH', `/api/transcriptions/${saved.id}`, { text: 'Teks yang diperbaiki.' });
    expect(res.json()).toMatchObject({ text: 'Teks yang diperbaiki.', title: 'Rapat Anggaran' });
  });

  it('finds the edited text in a search at once', async () => {
    const res = await call('GET', '/api/transcriptions?q=diperbaiki');
    expect(res.json().items.map((i: { id: string }) => i.id)).toEqual([saved.id]);
  });

  describe('another user gets 404, exactly like a missing id', () => {
    const missing = '5c7d3e2a-1b4f-4a8e-9c6d-0e1f2a3b4c5d';
    const same = async (method: 'GET' | 'PATCH' | 'DELETE', suffix = '', payload?: unknown) => {
      const theirs = await call(method, `/api/transcriptions/${saved.id}${suffix}`, payload, other.cookie);
      const none = await call(method, `/api/transcriptions/${missing}${suffix}`, payload, other.cookie);
      expect(theirs.statusCode).toBe(404);
      expect(none.statusCode).toBe(404);
      expect(theirs.json().error.code).toBe('NOT_FOUND');
      expect(theirs.json().error.message).toBe(none.json().error.message);
    };

    it('GET', () => same('GET'));
    it('PATCH (and nothing changes)', async () => {
      await same('PATCH', '', { title: 'Dibajak' });
      expect((await call('GET', `/api/transcriptions/${saved.id}`)).json().title).toBe('Rapat Anggaran');
    });
    it('DELETE (and it still exists)', async () => {
      await same('DELETE');
      expect((await call('GET', `/api/transcriptions/${saved.id}`)).statusCode).toBe(200);
    });
    it('list shows only their own', async () => {
      const mine = await create({ text: 'milik orang lain' }, other.cookie);
      const theirList = (await call('GET', '/api/transcriptions', undefined, other.cookie)).json();
      expect(theirList.items.map((i: { id: string }) => i.id)).toEqual([mine.id]);
      const search = (await call('GET', '/api/transcriptions?q=diperbaiki', undefined, other.cookie)).json();
      expect(search.items).toEqual([]);
    });
  });

  it('requires a signed-in user on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/transcriptions'],
      ['POST', '/api/transcriptions'],
      ['GET', `/api/transcriptions/${saved.id}`],
      ['PATCH', `/api/transcriptions/${saved.id}`],
      ['DELETE', `/api/transcriptions/${saved.id}`],
    ] as const) {
      const res = await call(method, url, method === 'POST' || method === 'PATCH' ? { title: 'x' } : undefined, '');
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  const badBodies: Array<[string, 'POST' | 'PATCH', unknown]> = [
    ['an empty patch', 'PATCH', {}],
    ['an empty title', 'PATCH', { title: '   ' }],
    ['a title over 200 characters', 'PATCH', { title: 'x'.repeat(201) }],
    ['a segment ending before it starts', 'PATCH', { segments: [{ start: 5, end: 1, text: 'x' }] }],
    ['a negative start', 'POST', { segments: [{ start: -1, end: 1, text: 'x' }] }],
    ['a NUL character', 'POST', { text: 'a\u0000b' }],
    ['an unpaired surrogate in a segment', 'POST', { segments: [{ start: 0, end: 1, text: 'a\ud800' }] }],
    ['a bad language tag', 'POST', { text: 'x', language: 'bahasa indonesia' }],
    ['the source bot (only the server creates those)', 'POST', { text: 'x', source: 'bot' }],
    ['a number as text', 'POST', { text: 42 }],
    ['an array body', 'POST', [{ text: 'x' }]],
  ];
  it.each(badBodies)('answers 400 VALIDATION to %s', async (_name, method, body) => {
    const url = method === 'POST' ? '/api/transcriptions' : `/api/transcriptions/${saved.id}`;
    const res = await t.app.inject({
      method,
      url,
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION' } });
  });

  it('answers 400 to ids that are not UUIDs, on every route with an id', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      for (const id of ['123', 'not-a-uuid', "'; drop table transcriptions; --"]) {
        const res = await call(
          method,
          `/api/transcriptions/${encodeURIComponent(id)}`,
          method === 'PATCH' ? { title: 'x' } : undefined,
        );
        expect(res.statusCode, `${method} ${id}`).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION');
      }
    }
  });

  it('answers 400 to bad list parameters', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'sort=random', `q=${'x'.repeat(201)}`, 'cursor=%%%']) {
      const res = await call('GET', `/api/transcriptions?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('deletes, after which the id is 404', async () => {
    const res = await call('DELETE', `/api/transcriptions/${saved.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call('GET', `/api/transcriptions/${saved.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/transcriptions/${saved.id}`)).statusCode).toBe(404);
  });

  it('documents every route with an operationId', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json().paths;
    expect(paths['/api/transcriptions'].get.operationId).toBe('listTranscriptions');
    expect(paths['/api/transcriptions'].post.operationId).toBe('createTranscription');
    expect(paths['/api/transcriptions/upload'].post.operationId).toBe('uploadTranscription');
    expect(paths['/api/transcriptions/{id}'].get.operationId).toBe('getTranscription');
    expect(paths['/api/transcriptions/{id}'].patch.operationId).toBe('updateTranscription');
    expect(paths['/api/transcriptions/{id}'].delete.operationId).toBe('deleteTranscription');
    expect(paths['/api/transcriptions/{id}/audio'].get.operationId).toBe('getTranscriptionAudio');
    expect(paths['/api/transcriptions/{id}/audio'].put.operationId).toBe('replaceTranscriptionAudio');
  });
});
