import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';
import { audioForm, makeWav, multipart } from '../../test/media.js';

/** Every file under DATA_DIR/files except the temp directory: what uploads left behind. */
function storedFiles(t: TestApp): string[] {
  const root = join(t.config.dataDir, 'files');
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name))
    .filter((p) => !p.includes(`${join(root, '.tmp')}`));
}

describe('transcription audio: upload, replace, stream', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  const wav = makeWav(1); // 32,044 bytes

  beforeAll(async () => {
    // 1 MB: small enough for a test to exceed it cheaply.
    t = await createTestApp({ env: { MAX_UPLOAD_MB: '1' } });
    owner = await createUser(t, { email: 'owner@example.com' });
    other = await createUser(t, { email: 'other@example.com' });
  });
  afterAll(() => t.close());

  const upload = (form: ReturnType<typeof multipart>, cookie = owner.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/transcriptions/upload',
      headers: { ...form.headers, cookie },
      payload: form.payload,
    });
  const audioOf = (id: string, headers: Record<string, string> = {}, cookie = owner.cookie) =>
    t.app.inject({ method: 'GET', url: `/api/transcriptions/${id}/audio`, headers: { cookie, ...headers } });

  let uploadedId = '';

  it('stores an uploaded WAV and creates a pending upload transcription titled after the file', async () => {
    const res = await upload(audioForm(wav, 'Rapat Anggaran.wav', [{ name: 'language', value: 'en-US' }]));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Rapat Anggaran',
      source: 'upload',
      status: 'pending',
      language: 'en-US',
      text: '',
      segments: [],
      audio: { mimeType: 'audio/wav', size: wav.length, url: `/api/transcriptions/${body.id}/audio` },
    });
    uploadedId = body.id;
    expect(storedFiles(t)).toHaveLength(1);
  });

  it('takes the title field, whether it comes before or after the file', async () => {
    const form = multipart([
      { name: 'file', value: wav, filename: 'x.wav' },
      { name: 'title', value: '  Rapat Mingguan  ' },
    ]);
    const res = await upload(form);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Rapat Mingguan', language: 'id-ID' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/transcriptions/${res.json().id}`,
      headers: { cookie: owner.cookie },
    });
  });

  it('streams the audio to its owner with content type, length and range support', async () => {
    const res = await audioOf(uploadedId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(Number(res.headers['content-length'])).toBe(wav.length);
    expect(res.rawPayload.equals(wav)).toBe(true);
  });

  it('answers HEAD with the headers of the full answer and no body', async () => {
    const res = await t.app.inject({
      method: 'HEAD',
      url: `/api/transcriptions/${uploadedId}/audio`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(wav.length);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.rawPayload.length).toBe(0);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=-500', wav.length - 500, wav.length - 1],
    ['bytes=32000-', 32000, wav.length - 1],
    ['bytes=100-999999999', 100, wav.length - 1],
  ])('answers Range %s with 206 and exactly those bytes', async (range, start, end) => {
    const res = await audioOf(uploadedId, { range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${wav.length}`);
    expect(Number(res.headers['content-length'])).toBe(end - start + 1);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.rawPayload.equals(wav.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 with the size to a range past the end', async () => {
    const res = await audioOf(uploadedId, { range: `bytes=${wav.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${wav.length}`);
    expect((await audioOf(uploadedId, { range: 'bytes=-0' })).statusCode).toBe(416);
  });

  it('ignores ranges it does not serve (several, other units, malformed) and sends everything', async () => {
    for (const range of ['bytes=0-1,5-9', 'items=0-1', 'bytes=9-1', 'bytes=abc']) {
      const res = await audioOf(uploadedId, { range });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.length).toBe(wav.length);
    }
  });

  it('revalidates with ETag: 304 for If-None-Match, a full answer for a stale If-Range', async () => {
    const etag = String((await audioOf(uploadedId)).headers.etag);
    expect((await audioOf(uploadedId, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await audioOf(uploadedId, { range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
    expect((await audioOf(uploadedId, { range: 'bytes=0-9', 'if-range': '"old"' })).statusCode).toBe(200);
  });

  it('refuses a text file named .wav with 415 UNSUPPORTED_MEDIA and stores nothing', async () => {
    const before = storedFiles(t);
    const res = await upload(audioForm(Buffer.from('just some notes, not audio\n'.repeat(100)), 'notes.wav'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA' } });
    expect(storedFiles(t)).toEqual(before);
    expect((await upload(audioForm(Buffer.alloc(0), 'empty.wav'))).statusCode).toBe(415);
  });

  it('refuses a file over MAX_UPLOAD_MB with 413 PAYLOAD_TOO_LARGE and leaves nothing in storage', async () => {
    const before = storedFiles(t);
    const res = await upload(audioForm(makeWav(40))); // 1.28 MB > 1 MB
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE', details: { maxBytes: 1024 * 1024 } } });
    expect(storedFiles(t)).toEqual(before);
    expect(readdirSync(join(t.config.dataDir, 'files', '.tmp'))).toEqual([]);
    const list = await t.app.inject({ method: 'GET', url: '/api/transcriptions', headers: { cookie: owner.cookie } });
    expect(list.json().items).toHaveLength(1);
  });

  it('answers 400 without a file, with two files, to a non-multipart body and to bad fields', async () => {
    const noFile = await upload(multipart([{ name: 'title', value: 'x' }]));
    expect(noFile.statusCode).toBe(400);
    const two = await upload(
      multipart([
        { name: 'file', value: wav, filename: 'a.wav' },
        { name: 'file', value: wav, filename: 'b.wav' },
      ]),
    );
    expect(two.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/transcriptions/upload',
      headers: { cookie: owner.cookie },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const badLanguage = await upload(audioForm(wav, 'a.wav', [{ name: 'language', value: 'not a language' }]));
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/transcriptions/upload',
      headers: { cookie: owner.cookie, 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\n\r\nRIFF',
    });
    expect(garbage.statusCode).toBe(400);
    expect(storedFiles(t)).toHaveLength(1);
  });

  it('replaces the audio with PUT and deletes the old file', async () => {
    const before = storedFiles(t);
    const longer = makeWav(2);
    const form = audioForm(longer);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/transcriptions/${uploadedId}/audio`,
      headers: { ...form.headers, cookie: owner.cookie },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().audio.size).toBe(longer.length);
    const after = storedFiles(t);
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    expect((await audioOf(uploadedId)).rawPayload.equals(longer)).toBe(true);
  });

  it('attaches audio to a transcription created without it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/transcriptions',
      headers: { cookie: owner.cookie },
      payload: { text: 'tanpa audio' },
    });
    const id = created.json().id;
    expect(created.json().audio).toBeNull();
    expect((await audioOf(id)).statusCode).toBe(404);
    const form = audioForm(wav);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/transcriptions/${id}/audio`,
      headers: { ...form.headers, cookie: owner.cookie },
      payload: form.payload,
    });
    expect(res.json()).toMatchObject({ status: 'ready', audio: { mimeType: 'audio/wav' } });
    expect((await audioOf(id)).statusCode).toBe(200);
  });

  describe('another user gets 404, exactly like a missing id', () => {
    const missing = '5c7d3e2a-1b4f-4a8e-9c6d-0e1f2a3b4c5d';

    it('GET audio', async () => {
      const res = await audioOf(uploadedId, {}, other.cookie);
      expect(res.statusCode).toBe(404);
      const none = await audioOf(missing, {}, other.cookie);
      expect(res.json().error.code).toBe(none.json().error.code);
      expect(res.json().error.message).toBe(none.json().error.message);
    });

    it('PUT audio (and the file sent is not kept)', async () => {
      const before = storedFiles(t);
      const form = audioForm(wav);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/transcriptions/${uploadedId}/audio`,
        headers: { ...form.headers, cookie: other.cookie },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(404);
      expect(storedFiles(t)).toEqual(before);
      expect((await audioOf(uploadedId)).rawPayload.length).toBe(makeWav(2).length);
    });
  });

  it('requires a signed-in user for every audio route', async () => {
    const form = audioForm(wav);
    expect((await upload(form, '')).statusCode).toBe(401);
    expect((await audioOf(uploadedId, {}, '')).statusCode).toBe(401);
  });

  it('answers 400 to an id that is not a UUID', async () => {
    const res = await audioOf('not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION' } });
  });

  it('deletes the audio file with the transcription', async () => {
    const before = storedFiles(t).length;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/transcriptions/${uploadedId}`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(storedFiles(t)).toHaveLength(before - 1);
    expect((await audioOf(uploadedId)).statusCode).toBe(404);
  });
});
