import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transcription, TranscriptionPage } from '../../../shared/api/transcriptions.js';
import { audioForm } from '../../test/media.js';
import { speakWav } from '../../test/speech-audio.js';
import { createUser, type TestUser } from '../../test/users.js';
import { countingEngine, startRecordingApp, type RecordingTestApp } from '../recording/testing.js';

describe('uploads are transcribed by the transcription.create job', () => {
  let t: RecordingTestApp;
  let owner: TestUser;
  let other: TestUser;
  // Stands in for a file engine: answers the number of samples it was given, after a pause to watch progress.
  const engine = countingEngine({ languages: ['en'], transcribeDelayMs: 1500 });

  beforeAll(async () => {
    t = await startRecordingApp({ engines: [engine] });
    owner = await createUser(t, { email: 'owner@example.com' });
    other = await createUser(t, { email: 'other@example.com' });
  });
  afterAll(() => t.close());

  const upload = async (data: Buffer, filename: string, language: string) => {
    const form = audioForm(data, filename, [{ name: 'language', value: language }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transcriptions/upload',
      headers: { ...form.headers, cookie: owner.cookie },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Transcription;
  };
  const get = async (id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/transcriptions/${id}`, headers: { cookie: owner.cookie } })
    ).json() as Transcription;

  it('decodes the upload, reports progress while the engine runs, then stores segments, text and duration', async () => {
    const spoken = speakWav('the upload will be transcribed on the server');
    const created = await upload(readFileSync(spoken.path), 'rapat.wav', 'en-US');
    expect(created).toMatchObject({ status: 'pending', progress: null });

    // Halfway (the engine reported 0.5 and then pauses): visible in the record and in the list.
    await expect.poll(async () => (await get(created.id)).progress, { timeout: 10_000 }).toBe(50);
    expect((await get(created.id)).status).toBe('processing');
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/transcriptions', headers: { cookie: owner.cookie } })
    ).json() as TranscriptionPage;
    expect(list.items.find((i) => i.id === created.id)).toMatchObject({ status: 'processing', progress: 50 });

    await expect.poll(async () => (await get(created.id)).status, { timeout: 10_000 }).toBe('ready');
    const done = await get(created.id);
    const samples = spoken.pcm.length;
    expect(engine.transcribed).toContain(samples);
    expect(done).toMatchObject({
      progress: 100,
      error: null,
      text: `decoded ${samples} samples`,
      segments: [{ start: 0, end: samples / 16_000, text: `decoded ${samples} samples` }],
    });
    expect(done.durationSeconds).toBeCloseTo(spoken.seconds, 3);
  });

  it('fails with SPEECH_ENGINE_UNAVAILABLE when no server engine transcribes files in the language', async () => {
    const spoken = speakWav('tidak ada mesin untuk bahasa ini', { voice: 'id' });
    const created = await upload(readFileSync(spoken.path), 'rapat.wav', 'id-ID');
    await expect.poll(async () => (await get(created.id)).status, { timeout: 10_000 }).toBe('failed');
    expect(await get(created.id)).toMatchObject({ error: 'SPEECH_ENGINE_UNAVAILABLE', progress: null, text: '' });
    // Untranscribed, the upload still shows the length the player shows, measured from its audio (not 00:00:00).
    expect(created.durationSeconds).toBe(0);
    expect((await get(created.id)).durationSeconds).toBeCloseTo(spoken.seconds, 1);
  });

  it('fails with AUDIO_DECODE_FAILED when the file only looks like audio', async () => {
    // A Matroska/WebM header (what the upload check looks at) followed by nothing ffmpeg can read.
    const fake = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
      Buffer.from('webm'),
      Buffer.alloc(2000, 0x55),
    ]);
    const created = await upload(fake, 'broken.webm', 'en-US');
    await expect.poll(async () => (await get(created.id)).status, { timeout: 10_000 }).toBe('failed');
    expect((await get(created.id)).error).toBe('AUDIO_DECODE_FAILED');
  });

  it('transcribes again on request: the owner only, with audio, not while a pass runs', async () => {
    const spoken = speakWav('a second chance for this upload');
    const created = await upload(readFileSync(spoken.path), 'again.wav', 'id-ID');
    await expect.poll(async () => (await get(created.id)).status, { timeout: 10_000 }).toBe('failed');
    const retry = (id: string, cookie = owner.cookie) =>
      t.app.inject({ method: 'POST', url: `/api/transcriptions/${id}/transcribe`, headers: { cookie } });

    expect((await retry(created.id, other.cookie)).statusCode).toBe(404);
    // Now in a language the server has an engine for.
    await t.database.executeSql(`update transcriptions set language = 'en-US' where id = $1`, [created.id]);
    const queued = await retry(created.id);
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json()).toMatchObject({ status: 'pending', error: null });
    // The engine takes 1.5 s: a second request finds the pass queued or running.
    expect((await retry(created.id)).statusCode).toBe(409);
    await expect.poll(async () => (await get(created.id)).status, { timeout: 10_000 }).toBe('ready');
    expect((await get(created.id)).text).toBe(`decoded ${spoken.pcm.length} samples`);

    const textOnly = await t.app.inject({
      method: 'POST',
      url: '/api/transcriptions',
      headers: { cookie: owner.cookie },
      payload: { title: 'Typed', text: 'no audio here' },
    });
    const refused = await retry((textOnly.json() as Transcription).id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('TRANSCRIPTION_NO_AUDIO');
  });
});
