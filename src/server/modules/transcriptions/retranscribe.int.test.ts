import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineInfo, SpeechLanguage } from '../../../shared/api/speech.js';
import type { Transcription } from '../../../shared/api/transcriptions.js';
import { audioForm, makeWav } from '../../test/media.js';
import { createUser, type TestUser } from '../../test/users.js';
import {
  countingEngine,
  settledTranscription,
  startRecordingApp,
  type RecordingTestApp,
} from '../recording/testing.js';
import type { SpeechEngine } from '../speech/speech.types.js';

/**
 * POST /api/transcriptions/:id/transcribe with a body: another language (saved, then used by the job) or another
 * engine (checked before anything is queued). The engines: PocketSphinx (English, files), an API engine (English,
 * files: the default, so a pass that asks for PocketSphinx shows that the choice travelled) and a Whisper whose model
 * is still downloading; the browser engine is always there and never transcribes files.
 */
describe('transcribe again with another language or engine', () => {
  let t: RecordingTestApp;
  let owner: TestUser;
  let other: TestUser;
  const languages: SpeechLanguage[] = [];
  const sphinx = countingEngine({ languages: ['en'] });
  const counted = sphinx.transcribe!;
  sphinx.transcribe = (pcm, o) => {
    languages.push(o.language);
    return counted(pcm, o);
  };
  const api: SpeechEngine = {
    id: 'api',
    info: async (): Promise<EngineInfo> => ({
      id: 'api',
      languages: ['en'],
      ready: true,
      live: false,
      file: true,
      runsIn: 'server',
    }),
    transcribe: async (pcm) => [{ start: 0, end: pcm.length / 16_000, text: 'the api engine' }],
  };
  const whisper: SpeechEngine = {
    id: 'whisper',
    info: async (): Promise<EngineInfo> => ({
      id: 'whisper',
      languages: ['id', 'en'],
      ready: false,
      notReady: 'MODEL_DOWNLOADING',
      progress: 0.43,
      reason: 'Downloading ggml-base.bin (43 %)',
      live: true,
      file: true,
      runsIn: 'server',
    }),
    transcribe: () => Promise.reject(new Error('a Whisper without its model must never be asked')),
  };

  beforeAll(async () => {
    t = await startRecordingApp({ engines: [whisper, api, sphinx] });
    owner = await createUser(t, { email: 'owner@example.com' });
    other = await createUser(t, { email: 'other@example.com' });
  });
  afterAll(() => t.close());

  const get = async (id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/transcriptions/${id}`, headers: { cookie: owner.cookie } })
    ).json() as Transcription;

  /** An Indonesian upload: only the browser engine is ready for Indonesian, so its pass fails. */
  async function failedIndonesianUpload(): Promise<Transcription> {
    const form = audioForm(makeWav(1.5), 'rapat.wav', [{ name: 'language', value: 'id-ID' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transcriptions/upload',
      headers: { ...form.headers, cookie: owner.cookie },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const done = await settledTranscription(t, owner.cookie, (res.json() as Transcription).id);
    expect(done).toMatchObject({ status: 'failed', error: 'SPEECH_ENGINE_UNAVAILABLE', language: 'id-ID' });
    return done;
  }

  const again = (id: string, payload?: unknown, cookie = owner.cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/transcriptions/${id}/transcribe`,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it("is another user's 404, whatever the body asks", async () => {
    const tr = await failedIndonesianUpload();
    const res = await again(tr.id, { language: 'en-US', engine: 'pocketsphinx' }, other.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(await get(tr.id)).toMatchObject({ status: 'failed', language: 'id-ID' });
  });

  it('refuses a body outside the contract with the error model', async () => {
    const tr = await failedIndonesianUpload();
    for (const body of [{ language: 'fr-FR' }, { engine: 'kaldi' }, { language: 42 }]) {
      const res = await again(tr.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const error = res.json().error;
      expect(error).toMatchObject({ code: 'VALIDATION', message: expect.any(String), requestId: expect.any(String) });
      expect(error.details.length).toBeGreaterThan(0);
    }
    expect(await get(tr.id)).toMatchObject({ status: 'failed', language: 'id-ID' });
  });

  it('checks the engine before queueing: not ready 409, wrong language or no file transcription 400', async () => {
    const tr = await failedIndonesianUpload();
    const cases: [unknown, number, string][] = [
      [{ engine: 'whisper' }, 409, 'SPEECH_ENGINE_UNAVAILABLE'],
      [{ engine: 'whisper', language: 'en-US' }, 409, 'SPEECH_ENGINE_UNAVAILABLE'],
      [{ engine: 'pocketsphinx' }, 400, 'SPEECH_LANGUAGE_UNSUPPORTED'],
      [{ engine: 'browser', language: 'en-US' }, 400, 'SPEECH_ENGINE_UNAVAILABLE'],
    ];
    for (const [body, status, code] of cases) {
      const res = await again(tr.id, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    // Nothing was queued and nothing changed: not the status, not the language.
    const after = await get(tr.id);
    expect(after).toMatchObject({ status: 'failed', error: 'SPEECH_ENGINE_UNAVAILABLE', language: 'id-ID' });
  });

  it('answers SPEECH_ENGINE_UNKNOWN for an engine this server does not have', async () => {
    const t2 = await startRecordingApp({ engines: [sphinx] });
    try {
      const user = await createUser(t2, { email: 'solo@example.com' });
      const created = await t2.app.inject({
        method: 'POST',
        url: '/api/transcriptions',
        headers: { cookie: user.cookie },
        payload: { title: 'Typed', text: 'no audio', language: 'en-US' },
      });
      const res = await t2.app.inject({
        method: 'POST',
        url: `/api/transcriptions/${(created.json() as Transcription).id}/transcribe`,
        headers: { cookie: user.cookie },
        payload: { engine: 'api' },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('SPEECH_ENGINE_UNKNOWN');
    } finally {
      await t2.close();
    }
  });

  it('saves a new language before queueing, and the job transcribes in it', async () => {
    const tr = await failedIndonesianUpload();
    const before = sphinx.transcribed.length;
    const res = await again(tr.id, { language: 'en-US' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ status: 'pending', error: null, language: 'en-US' });
    const done = await settledTranscription(t, owner.cookie, tr.id);
    // Automatic for English is the API engine (preferred over PocketSphinx).
    expect(done).toMatchObject({ status: 'ready', error: null, language: 'en-US', text: 'the api engine' });
    expect(sphinx.transcribed.length).toBe(before);
  });

  it('runs the engine asked for, in the language asked for', async () => {
    const tr = await failedIndonesianUpload();
    const res = await again(tr.id, { language: 'en-GB', engine: 'pocketsphinx' });
    expect(res.statusCode, res.body).toBe(202);
    const done = await settledTranscription(t, owner.cookie, tr.id);
    expect(done).toMatchObject({ status: 'ready', language: 'en-GB', text: `decoded ${1.5 * 16_000} samples` });
    expect(languages.at(-1)).toBe('en');

    // Retry without a body: the same (now English) language, the server's engine.
    await t.database.executeSql(`update transcriptions set status = 'failed', error = 'SPEECH_FAILED' where id = $1`, [
      tr.id,
    ]);
    const retry = await again(tr.id);
    expect(retry.statusCode, retry.body).toBe(202);
    expect(await settledTranscription(t, owner.cookie, tr.id)).toMatchObject({
      status: 'ready',
      language: 'en-GB',
      text: 'the api engine',
    });
  });
});
