import { Readable } from 'node:stream';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage/local-storage.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeWav } from '../../test/media.js';
import { createUser, type TestUser } from '../../test/users.js';
import { createTranscriptionsRepo } from './transcriptions.repo.js';
import { createTranscriptionsService, type TranscriptionsService } from './transcriptions.service.js';

/** The calls other modules make (recording, uploads' speech job, the bot, summaries), without HTTP. */
describe('transcriptions service for other modules', () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;
  let service: TranscriptionsService;
  let storage: ReturnType<typeof createLocalStorage>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t, { email: 'bot-owner@example.com' });
    other = await createUser(t, { email: 'stranger@example.com' });
    storage = createLocalStorage(join(t.config.dataDir, 'files'));
    service = createTranscriptionsService({
      repo: createTranscriptionsRepo(t.database.db),
      storage,
      log: t.app.log,
      maxUploadBytes: 10 * 1024 * 1024,
    });
  });
  afterAll(() => t.close());

  it('follows a bot recording from processing to ready, text and duration from the segments', async () => {
    const created = await service.create(user.id, { source: 'bot', status: 'processing', language: 'en-US' });
    expect(created).toMatchObject({ source: 'bot', status: 'processing', text: '', durationSeconds: 0 });
    const segments = [
      { start: 0, end: 3, text: 'Good morning.', speaker: 'Speaker 1' },
      { start: 3, end: 7.5, text: 'Morning!', speaker: 'Speaker 2' },
    ];
    const ready = await service.setStatus(user.id, created.id, 'ready', { segments });
    expect(ready).toMatchObject({
      status: 'ready',
      error: null,
      text: 'Good morning.\n\nMorning!',
      durationSeconds: 7.5,
    });
    const failed = await service.setStatus(user.id, created.id, 'failed', { error: 'engine crashed' });
    expect(failed).toMatchObject({ status: 'failed', error: 'engine crashed', text: ready.text });
  });

  it('stores and clears a summary, and answers 404 for another user', async () => {
    const { id } = await service.create(user.id, { text: 'Rapat singkat.' });
    const summary = { summary: 'Ringkas', topics: ['Anggaran'], actionItems: [{ task: 'Kirim laporan' }] };
    expect((await service.setSummary(user.id, id, summary)).summary).toEqual(summary);
    expect((await service.get(user.id, id)).summary).toEqual(summary);
    expect((await service.setSummary(user.id, id, null)).summary).toBeNull();
    await expect(service.setSummary(other.id, id, summary)).rejects.toMatchObject({ status: 404 });
    await expect(service.get(other.id, id)).rejects.toMatchObject({ status: 404 });
    await expect(service.setStatus(other.id, id, 'ready')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses data the API could not serve back', async () => {
    await expect(service.create(user.id, { segments: [{ start: 5, end: 1, text: 'x' }] })).rejects.toThrow();
    await expect(service.create(user.id, { language: 'Bahasa Indonesia' })).rejects.toThrow();
  });

  it('attaches stored audio, and deletes it again when the transcription is not there', async () => {
    const { id } = await service.create(user.id, { text: 'dengan audio' });
    const audio = await service.storeAudio(Readable.from([makeWav(0.5)]));
    expect(audio).toMatchObject({ mime: 'audio/wav', size: makeWav(0.5).length });
    expect((await service.attachAudio(user.id, id, audio)).audio?.mimeType).toBe('audio/wav');
    const stray = await service.storeAudio(Readable.from([makeWav(0.5)]));
    await expect(service.attachAudio(other.id, id, stray)).rejects.toMatchObject({ status: 404 });
    expect(await storage.exists(stray.key)).toBe(false);
    expect(await storage.exists(audio.key)).toBe(true);
  });

  it('deletes the stored audio when the row cannot be created', async () => {
    const audio = await service.storeAudio(Readable.from([makeWav(0.2)]));
    await expect(service.create('no-such-user', { audio })).rejects.toThrow();
    expect(await storage.exists(audio.key)).toBe(false);
  });

  it('enforces the size limit given by the caller', async () => {
    await expect(service.storeAudio(Readable.from([makeWav(1)]), { maxBytes: 1000 })).rejects.toMatchObject({
      status: 413,
    });
  });
});
