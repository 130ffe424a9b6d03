import { mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnginesSchema } from '../../../shared/api/speech.js';
import type { Transcription } from '../../../shared/api/transcriptions.js';
import { audioForm } from '../../test/media.js';
import { startModelServer, type ModelServer } from '../../test/model-server.js';
import { TMP_DIR } from '../../test/paths.js';
import { generatedWhisperModel, speakWav } from '../../test/speech-audio.js';
import { freshDatabase, startTestRuntime, testConfig } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';
import type { TestApp } from '../../test/test-app.js';
import { createApiEngine } from './api/engine.js';
import { createBrowserEngine } from './browser.js';
import { createPocketsphinxEngine } from './pocketsphinx/engine.js';
import { createSpeechRegistry } from './speech.registry.js';
import type { SpeechEngine, SpeechLanguage } from './speech.types.js';
import { createWhisperEngine } from './whisper/engine.js';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The real engine, with the language and progress of each file pass noted on the way through. */
function observed(engine: SpeechEngine) {
  const calls: { language: SpeechLanguage; progress: number[] }[] = [];
  const wrapped: SpeechEngine = {
    ...engine,
    async transcribe(pcm, opts) {
      const call = { language: opts.language, progress: [] as number[] };
      calls.push(call);
      return engine.transcribe!(pcm, {
        ...opts,
        onProgress: (f) => {
          call.progress.push(f);
          opts.onProgress?.(f);
        },
      });
    },
  };
  return { calls, engine: wrapped };
}

// The whole path on a fresh server: no model, the background download (from a local stand-in for the model host,
// a generated tiny model with random weights), Whisper ready without a restart, an Indonesian upload transcribed.
describe('a fresh server provisions its Whisper model and uses it', () => {
  let host: ModelServer;
  let t: TestApp;
  let whisper: ReturnType<typeof observed>;
  let user: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    const served = mkdtempSync(join(TMP_DIR, 'model-host-'));
    symlinkSync(await generatedWhisperModel('tiny'), join(served, 'ggml-tiny.bin'));
    // Slow enough to see the download from the API (~4 s for 78 MB).
    host = await startModelServer({ dir: served, bytesPerSecond: 20e6 });
    const fresh = await freshDatabase();
    const config = testConfig(fresh.dataDir, {
      WHISPER_MODEL: 'tiny',
      WHISPER_AUTO_DOWNLOAD: 'true',
      WHISPER_DOWNLOAD_URL: host.url,
    });
    whisper = observed(createWhisperEngine({ dataDir: config.dataDir, model: 'tiny', threads: 2, log: quiet }));
    const runtime = await startTestRuntime(config, fresh.database, {
      overrides: {
        speech: createSpeechRegistry({
          config,
          log: quiet,
          engines: [
            whisper.engine,
            createPocketsphinxEngine({ lib: config.stt.pocketsphinxLib, modelDir: config.stt.pocketsphinxModelDir }),
            createApiEngine({ url: undefined, key: undefined, model: config.stt.model }),
            createBrowserEngine(),
          ],
        }),
      },
    });
    t = {
      app: runtime.app,
      config,
      database: fresh.database,
      runtime,
      async close() {
        await runtime.close();
        await fresh.drop();
      },
    };
    user = await createUser(t, { email: 'peserta@example.com' });
    admin = await createUser(t, { email: 'admin@example.com', role: 'admin' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await host?.close();
  }, 120_000);

  const engines = async (who: TestUser) =>
    EnginesSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/speech/engines', headers: { cookie: who.cookie } })).json(),
    );
  const whisperInfo = async (who: TestUser) => (await engines(who)).engines.find((e) => e.id === 'whisper')!;

  it('shows the download with its progress to every user, then Whisper is ready without a restart', async () => {
    await expect
      .poll(async () => (await whisperInfo(user)).progress ?? 0, { timeout: 20_000, interval: 50 })
      .toBeGreaterThan(0.05);
    const during = await whisperInfo(user);
    expect(during).toMatchObject({ ready: false, notReady: 'MODEL_DOWNLOADING' });
    expect(during.reason).toBeUndefined();
    const model = (await engines(admin)).admin!.models.find((m) => m.name === 'tiny')!;
    expect(model).toMatchObject({ state: 'downloading', active: true });
    expect(model.progress).toBeGreaterThan(0);
    // Meanwhile Indonesian has no server engine and English has pocketsphinx.
    expect((await engines(user)).defaults).toEqual({ id: 'browser', en: 'pocketsphinx' });

    await expect.poll(async () => (await whisperInfo(user)).ready, { timeout: 60_000, interval: 200 }).toBe(true);
    expect((await whisperInfo(user)).notReady).toBeUndefined();
    expect((await engines(user)).defaults).toEqual({ id: 'whisper', en: 'whisper' });
    expect((await engines(admin)).admin!.models.find((m) => m.name === 'tiny')).toMatchObject({
      state: 'installed',
      active: true,
    });
    expect(host.requests.filter((r) => r.path === '/ggml-tiny.bin')).toHaveLength(1);
  }, 90_000);

  it('transcribes an Indonesian upload with Whisper into timed segments', async () => {
    const spoken = speakWav('Selamat pagi semua, rapat anggaran dimulai jam sepuluh.', { voice: 'id' });
    const form = audioForm(readFileSync(spoken.path), 'rapat.wav', [{ name: 'language', value: 'id-ID' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transcriptions/upload',
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<Transcription>().id;
    const get = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/transcriptions/${id}`, headers: { cookie: user.cookie } })
      ).json<Transcription>();
    await expect.poll(async () => (await get()).status, { timeout: 120_000, interval: 500 }).toBe('ready');
    const done = await get();
    // Random weights: the words are garbage; the structure, the language, the times and the progress are not.
    expect(whisper.calls.map((c) => c.language)).toEqual(['id']);
    const progress = whisper.calls[0]!.progress;
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= progress[i - 1]! - 1e-9))).toBe(true);
    expect(done).toMatchObject({ status: 'ready', progress: 100, error: null, language: 'id-ID' });
    expect(done.segments.length).toBeGreaterThan(0);
    for (const [i, s] of done.segments.entries()) {
      expect(s.start).toBeGreaterThanOrEqual(0);
      expect(s.end).toBeGreaterThanOrEqual(s.start);
      expect(s.end).toBeLessThanOrEqual(spoken.seconds + 0.5);
      expect(typeof s.text).toBe('string');
      if (i > 0) expect(s.start).toBeGreaterThanOrEqual(done.segments[i - 1]!.start);
    }
    expect(done.durationSeconds).toBeCloseTo(spoken.seconds, 1);
  }, 150_000);
});
