import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { MEETING_KEYWORDS } from '../../../../../e2e/fixtures/audio.js';
import { AppError } from '../../../platform/http/errors.js';
import { decodeToPcm16k } from '../../../platform/media/ffmpeg.js';
import { chunks, liveTranscribe, speakWav, wordErrorRate } from '../../../test/speech-audio.js';
import type { TimedSegment } from '../speech.types.js';
import { createPocketsphinxEngine } from './engine.js';
import { DEFAULT_LIB, DEFAULT_MODEL_DIR } from './ffi.js';

const TEXT =
  'The weather today is sunny and the meeting starts at ten o clock. ' +
  'Please send the budget report to the finance team before Friday.';
const KEYWORDS = ['weather', 'today', 'meeting', 'starts', 'report', 'finance', 'friday'];

const engine = createPocketsphinxEngine({ lib: DEFAULT_LIB, modelDir: DEFAULT_MODEL_DIR });

function expectRecognised(segments: TimedSegment[], seconds: number) {
  const text = segments.map((s) => s.text).join(' ');
  const found = KEYWORDS.filter((k) => text.split(/\s+/).includes(k));
  // Synthetic speech: pocketsphinx gets about two words in three right, so most but not all keywords.
  expect(found.length, `heard: ${text}`).toBeGreaterThanOrEqual(5);
  expect(wordErrorRate(TEXT, text)).toBeLessThan(0.6);
  let last = 0;
  for (const s of segments) {
    expect(s.start).toBeGreaterThanOrEqual(last);
    expect(s.end).toBeGreaterThanOrEqual(s.start);
    expect(s.end).toBeLessThanOrEqual(seconds);
    last = s.end;
  }
}

describe('pocketsphinx engine', () => {
  it('is ready with English only, live and file', async () => {
    expect(await engine.info()).toEqual({
      id: 'pocketsphinx',
      languages: ['en'],
      ready: true,
      live: true,
      file: true,
      runsIn: 'server',
    });
  });

  it('transcribes a spoken English file into timed segments, reporting progress', async () => {
    const audio = speakWav(TEXT);
    const progress: number[] = [];
    const segments = await engine.transcribe!(audio.pcm, { language: 'en', onProgress: (f) => progress.push(f) });
    expectRecognised(segments, audio.seconds);
    expect(progress.at(-1)).toBe(1);
  });

  it('transcribes a live session fed in 100 ms chunks, with partials before finals', async () => {
    const audio = speakWav(TEXT);
    const { partials, finals } = await liveTranscribe(engine, audio.pcm);
    expectRecognised(finals, audio.seconds);
    expect(partials.length).toBeGreaterThan(0);
    // Partials are real words of what became final (which words depends on how the chunks meet a busy decoder).
    const heard = new Set(finals.flatMap((f) => f.text.toLowerCase().split(/\s+/)));
    expect(
      partials.some((p) =>
        p
          .toLowerCase()
          .split(/\s+/)
          .some((w) => w.length > 3 && heard.has(w)),
      ),
    ).toBe(true);
  });

  it('transcribes a bot capture from whichever sample it starts (digital-zero silences)', async () => {
    // A meeting bot's capture of MEETING_TEXT over WebRTC (e2e/fixtures/audio.ts): its silences are exact zeros, and
    // with pocketsphinx's default silence removal the pass from sample 0 heard "op that the pork pie you for friday".
    const pcm = await decodeToPcm16k(fileURLToPath(new URL('./fixtures/bot-capture.flac', import.meta.url)));
    for (const offset of [0, 160, 23, 69, 115, 207]) {
      const segments = await engine.transcribe!(pcm.subarray(offset), { language: 'en' });
      const text = segments.map((s) => s.text).join(' ');
      const heard = MEETING_KEYWORDS.filter((k) => text.split(/\s+/).includes(k));
      expect(heard.length, `from sample ${offset}: ${text}`).toBeGreaterThanOrEqual(5);
    }
  }, 60_000);

  it('ends an utterance at a pause: two sentences apart become two finals', async () => {
    const audio = speakWav(TEXT);
    const silence = new Int16Array(16_000 * 2);
    const finals: TimedSegment[] = [];
    const session = await engine.startLive!({ language: 'en', onPartial: () => {}, onFinal: (s) => finals.push(s) });
    for (const c of chunks(audio.pcm, 100)) session.write(c);
    for (const c of chunks(silence, 100)) session.write(c);
    // Finals arrive while the session is still open, not only at the end.
    await expect.poll(() => finals.length, { timeout: 10_000 }).toBeGreaterThan(0);
    for (const c of chunks(audio.pcm, 100)) session.write(c);
    await session.end();
    expect(finals.length).toBeGreaterThanOrEqual(2);
    const second = finals.find((s) => s.start >= audio.seconds + 1.5);
    expect(second, JSON.stringify(finals)).toBeDefined();
    expect(second!.end).toBeLessThanOrEqual(audio.seconds * 2 + 2);
  });

  it('a cancelled session calls back no more', async () => {
    const audio = speakWav(TEXT);
    const calls: string[] = [];
    const session = await engine.startLive!({
      language: 'en',
      onPartial: (t) => calls.push(t),
      onFinal: (s) => calls.push(s.text),
    });
    session.write(audio.pcm);
    session.cancel();
    const after = calls.length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(calls.length).toBe(after);
    await session.end();
  });

  it('a file pass stops on abort', async () => {
    const audio = speakWav(TEXT);
    const ac = new AbortController();
    const long = new Int16Array(audio.pcm.length * 6);
    for (let i = 0; i < 6; i++) long.set(audio.pcm, i * audio.pcm.length);
    const run = engine.transcribe!(long, { language: 'en', signal: ac.signal });
    setTimeout(() => ac.abort(), 100);
    await expect(run).rejects.toMatchObject({ code: 'SPEECH_FAILED', message: 'Transcription cancelled' });
  });

  it('stopping in the middle of decoding never takes the process down', async () => {
    // Each stop lands while the worker is inside a pocketsphinx call; terminating the thread there used to abort the
    // whole process (koffi throwing into a dying isolate), which here would end this test file.
    const audio = speakWav(TEXT);
    const long = new Int16Array(audio.pcm.length * 3);
    for (let i = 0; i < 3; i++) long.set(audio.pcm, i * audio.pcm.length);
    for (let i = 0; i < 8; i++) {
      const ac = new AbortController();
      const run = engine.transcribe!(long, { language: 'en', signal: ac.signal });
      setTimeout(() => ac.abort(), 30 * i);
      await expect(run).rejects.toMatchObject({ code: 'SPEECH_FAILED' });
      const session = await engine.startLive!({ language: 'en', onPartial: () => {}, onFinal: () => {} });
      session.write(long);
      await new Promise((r) => setTimeout(r, 40 * i));
      session.cancel();
    }
    const segments = await engine.transcribe!(audio.pcm, { language: 'en' });
    expectRecognised(segments, audio.seconds);
  }, 60_000);

  it('refuses Indonesian', async () => {
    const err = await engine.startLive!({ language: 'id', onPartial: () => {}, onFinal: () => {} }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'SPEECH_LANGUAGE_UNSUPPORTED', status: 400 });
    await expect(engine.transcribe!(new Int16Array(16000), { language: 'id' })).rejects.toMatchObject({
      code: 'SPEECH_LANGUAGE_UNSUPPORTED',
    });
  });

  it('reports a missing library or model as not ready, never crashing', async () => {
    const noLib = createPocketsphinxEngine({ lib: '/nonexistent/libpocketsphinx.so.3', modelDir: DEFAULT_MODEL_DIR });
    const info = await noLib.info();
    expect(info.ready).toBe(false);
    expect(info.reason).toContain('/nonexistent/libpocketsphinx.so.3');
    await expect(noLib.transcribe!(new Int16Array(160), { language: 'en' })).rejects.toMatchObject({
      code: 'SPEECH_ENGINE_UNAVAILABLE',
      status: 409,
    });
    const noModel = createPocketsphinxEngine({ lib: DEFAULT_LIB, modelDir: '/nonexistent/model' });
    expect(await noModel.info()).toMatchObject({ ready: false, reason: expect.stringContaining('/nonexistent/model') });
  });
});
