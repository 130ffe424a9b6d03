import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunks, speakWav } from '../../../test/speech-audio.js';
import { createPocketsphinxEngine } from '../pocketsphinx/engine.js';
import { DEFAULT_LIB, DEFAULT_MODEL_DIR } from '../pocketsphinx/ffi.js';
import type { TimedSegment } from '../speech.types.js';
import { createApiEngine } from './engine.js';
import { startStandIn, type StandIn } from './stand-in.js';

const KEY = 'sk-test-secret-key-4242';
const MODEL = 'whisper-1';
const TEXT = 'The weather today is sunny and the meeting starts at ten o clock.';
const KEYWORDS = ['weather', 'today', 'meeting', 'starts'];

const heard = (segments: TimedSegment[]) => segments.map((s) => s.text).join(' ');
const keywordsIn = (text: string) => KEYWORDS.filter((k) => text.split(/\s+/).includes(k));

describe('OpenAI-compatible API engine against a local stand-in', () => {
  let standIn: StandIn;
  beforeAll(async () => {
    const recogniser = createPocketsphinxEngine({ lib: DEFAULT_LIB, modelDir: DEFAULT_MODEL_DIR });
    standIn = await startStandIn({ key: KEY, model: MODEL, recogniser });
  });
  afterAll(() => standIn.close());
  const engine = () => createApiEngine({ url: standIn.url, key: KEY, model: MODEL });

  it('is ready only with STT_API_URL', async () => {
    expect(await engine().info()).toMatchObject({ id: 'api', ready: true, languages: ['id', 'en'], live: true });
    const unset = createApiEngine({ url: undefined, key: undefined, model: MODEL });
    expect(await unset.info()).toMatchObject({ ready: false, reason: 'STT_API_URL is not set' });
    await expect(unset.transcribe!(new Int16Array(16000), { language: 'en' })).rejects.toMatchObject({
      code: 'SPEECH_ENGINE_UNAVAILABLE',
    });
  });

  it('sends the audio as a WAV with model, language and verbose_json, and reads timed segments', async () => {
    const audio = speakWav(TEXT);
    const before = standIn.requests.length;
    const segments = await engine().transcribe!(audio.pcm, { language: 'en' });
    expect(keywordsIn(heard(segments)).length, heard(segments)).toBeGreaterThanOrEqual(3);
    for (const s of segments) expect(s.end).toBeLessThanOrEqual(audio.seconds);
    const req = standIn.requests[before]!;
    expect(req).toMatchObject({ model: MODEL, language: 'en', format: 'verbose_json', granularity: 'segment' });
    expect(req.seconds).toBeCloseTo(audio.seconds, 3);
  });

  it('passes Indonesian through', async () => {
    const audio = speakWav('Rapat dimulai pukul sepuluh pagi.', { voice: 'id' });
    const segments = await engine().transcribe!(audio.pcm, { language: 'id' });
    expect(standIn.requests.at(-1)!.language).toBe('id');
    expect(segments).toEqual([
      { start: 0, end: audio.seconds, text: `(${audio.seconds.toFixed(2)} seconds of audio)` },
    ]);
  });

  it('live: windows cut at pauses, finals on the session clock', async () => {
    const audio = speakWav(TEXT);
    const pause = new Int16Array(16_000);
    const finals: TimedSegment[] = [];
    const before = standIn.requests.length;
    const session = await engine().startLive!({ language: 'en', onPartial() {}, onFinal: (s) => finals.push(s) });
    for (const part of [audio.pcm, pause, audio.pcm, pause]) for (const c of chunks(part, 100)) session.write(c);
    await session.end();
    const sent = standIn.requests.slice(before);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    const total = sent.reduce((n, r) => n + r.seconds, 0);
    expect(total).toBeCloseTo(2 * (audio.seconds + 1), 1);
    expect(sent.every((r) => r.seconds <= 10.001)).toBe(true);
    expect(keywordsIn(heard(finals)).length).toBeGreaterThanOrEqual(3);
    // The second sentence's words come back shifted past the first sentence.
    expect(finals.some((s) => s.start >= audio.seconds)).toBe(true);
    for (const s of finals) expect(s.end).toBeLessThanOrEqual(2 * (audio.seconds + 1));
  });

  it('a wrong key is SPEECH_FAILED naming the problem, never the key', async () => {
    const wrong = createApiEngine({ url: standIn.url, key: 'sk-wrong-key-777', model: MODEL });
    const err = await wrong.transcribe!(speakWav(TEXT).pcm, { language: 'en' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'SPEECH_FAILED', status: 502 });
    expect((err as Error).message).toMatch(/refused the API key \(HTTP 401\)/);
    expect((err as Error).message).not.toContain('sk-wrong-key-777');
  });

  it('an unknown model is SPEECH_FAILED with the server reason', async () => {
    const bad = createApiEngine({ url: standIn.url, key: KEY, model: 'no-such-model' });
    await expect(bad.transcribe!(new Int16Array(16_000), { language: 'en' })).rejects.toMatchObject({
      code: 'SPEECH_FAILED',
      message: expect.stringContaining('model no-such-model not found'),
    });
  });

  it('times out, and stops on abort', async () => {
    const slow = await startStandIn({ key: KEY, model: MODEL, delayMs: 2_000 });
    try {
      const timed = createApiEngine({ url: slow.url, key: KEY, model: MODEL, timeoutMs: 200 });
      await expect(timed.transcribe!(new Int16Array(16_000), { language: 'id' })).rejects.toMatchObject({
        code: 'SPEECH_FAILED',
        message: expect.stringContaining('within 200 ms'),
      });
      const ac = new AbortController();
      const run = createApiEngine({ url: slow.url, key: KEY, model: MODEL }).transcribe!(new Int16Array(16_000), {
        language: 'id',
        signal: ac.signal,
      });
      setTimeout(() => ac.abort(), 100);
      await expect(run).rejects.toMatchObject({ message: 'Transcription cancelled' });
    } finally {
      await slow.close();
    }
  });

  it('an unreachable server is SPEECH_FAILED', async () => {
    const closed = await startStandIn({ key: KEY, model: MODEL });
    await closed.close();
    const gone = createApiEngine({ url: closed.url, key: KEY, model: MODEL });
    await expect(gone.transcribe!(new Int16Array(16_000), { language: 'id' })).rejects.toMatchObject({
      code: 'SPEECH_FAILED',
      message: expect.stringContaining('cannot reach'),
    });
  });
});
