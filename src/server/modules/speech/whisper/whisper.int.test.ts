import { closeSync, mkdirSync, mkdtempSync, openSync, readSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TMP_DIR } from '../../../test/paths.js';
import { chunks, generatedWhisperModel, liveTranscribe, speakWav } from '../../../test/speech-audio.js';
import type { SpeechEngine, TimedSegment } from '../speech.types.js';
import { loadBinding } from './binding.js';
import { decode } from './decode.js';
import { createWhisperEngine } from './engine.js';

// The model has random weights at tiny's real dimensions: its text is garbage, so nothing here asserts words.
const log = { info() {}, warn() {} };
mkdirSync(TMP_DIR, { recursive: true });
const dir = mkdtempSync(join(TMP_DIR, 'whisper-'));
const audio = speakWav('The weather today is sunny and the meeting starts at ten o clock.');

function expectTimesInside(segments: TimedSegment[], seconds: number) {
  for (const s of segments) {
    expect(s.start).toBeGreaterThanOrEqual(0);
    expect(s.end).toBeGreaterThanOrEqual(s.start);
    expect(s.end).toBeLessThanOrEqual(seconds + 1e-6);
    expect(typeof s.text).toBe('string');
  }
}

describe('whisper engine (smart-whisper, generated tiny model)', () => {
  let model: string;
  let engine: SpeechEngine;
  beforeAll(async () => {
    model = await generatedWhisperModel('tiny');
    engine = createWhisperEngine({ dataDir: dir, model: 'tiny', threads: 2, log, path: model });
  }, 120_000);
  // Closing waits for the window an abort left running (whisper.cpp cannot be interrupted).
  afterAll(() => engine.close?.(), 180_000);

  it('is ready, says the weights are random, offers both languages', async () => {
    const info = await engine.info();
    expect(info).toMatchObject({ id: 'whisper', ready: true, languages: ['id', 'en'], live: true, file: true });
    expect(info.reason).toMatch(/random weights/);
  });

  it('decodes in the language asked for', async () => {
    const sw = await loadBinding();
    const m = await sw.WhisperModel.load(model, false);
    try {
      for (const language of ['id', 'en'] as const) {
        const out = await decode(sw, m, audio.pcm, { language, threads: 2 });
        expect(out.language).toBe(language);
      }
    } finally {
      await m.free();
    }
  }, 120_000);

  it('transcribes a file into timed segments with progress', async () => {
    const progress: number[] = [];
    const segments = await engine.transcribe!(audio.pcm, { language: 'id', onProgress: (f) => progress.push(f) });
    expect(segments.length).toBeGreaterThan(0);
    expectTimesInside(segments, audio.seconds);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= progress[i - 1]! - 1e-9))).toBe(true);
  }, 120_000);

  it('offsets the segments of later windows and stops between windows when aborted', async () => {
    const long = new Int16Array(16_000 * 45);
    for (let i = 0; i + audio.pcm.length <= long.length; i += audio.pcm.length + 16_000) long.set(audio.pcm, i);
    const ac = new AbortController();
    const progress: number[] = [];
    const started = Date.now();
    const run = engine.transcribe!(long, {
      language: 'en',
      signal: ac.signal,
      onProgress: (f) => {
        progress.push(f);
        // After the first window's first segment: later windows must not run.
        if (f > 0 && f < 1) ac.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ code: 'SPEECH_FAILED', message: 'Transcription cancelled' });
    expect(Date.now() - started).toBeLessThan(120_000);
    expect(progress.at(-1)).toBeLessThan(1);
  }, 180_000);

  it('runs a live session: finals timed inside the audio, cancel silences it', async () => {
    const { finals } = await liveTranscribe(engine, audio.pcm);
    expect(finals.length).toBeGreaterThan(0);
    expectTimesInside(finals, audio.seconds);
    for (let i = 1; i < finals.length; i++) expect(finals[i]!.start).toBeGreaterThanOrEqual(finals[i - 1]!.start);

    const calls: unknown[] = [];
    const cancelled = await engine.startLive!({
      language: 'id',
      onPartial: (t) => calls.push(t),
      onFinal: (s) => calls.push(s),
    });
    for (const c of chunks(audio.pcm, 100)) cancelled.write(c);
    cancelled.cancel();
    await new Promise((r) => setTimeout(r, 3000));
    expect(calls).toEqual([]);
  }, 180_000);
});

describe('whisper engine without a usable model', () => {
  it('a missing file: not ready, SPEECH_MODEL_MISSING', async () => {
    const engine = createWhisperEngine({ dataDir: dir, model: 'base', threads: 2, log });
    const info = await engine.info();
    expect(info.ready).toBe(false);
    expect(info.reason).toContain(join(dir, 'models', 'ggml-base.bin'));
    await expect(engine.transcribe!(audio.pcm, { language: 'en' })).rejects.toMatchObject({
      code: 'SPEECH_MODEL_MISSING',
      status: 409,
    });
    await expect(engine.startLive!({ language: 'id', onPartial() {}, onFinal() {} })).rejects.toMatchObject({
      code: 'SPEECH_MODEL_MISSING',
    });
  });

  it('a truncated or foreign file: not ready, SPEECH_MODEL_INVALID, and the process lives on', async () => {
    const real = await generatedWhisperModel('tiny');
    const head = Buffer.alloc(4 * 1024 * 1024);
    const fd = openSync(real, 'r');
    readSync(fd, head, 0, head.length, 0);
    closeSync(fd);
    const cases = {
      truncated: head,
      foreign: Buffer.from('<html>404 not found</html>'.repeat(100)),
      empty: Buffer.alloc(0),
    };
    for (const [name, bytes] of Object.entries(cases)) {
      const path = join(dir, `${name}.bin`);
      writeFileSync(path, bytes);
      const engine = createWhisperEngine({ dataDir: dir, model: 'tiny', threads: 2, log, path });
      const info = await engine.info();
      expect(info.ready, name).toBe(false);
      expect(info.reason, name).toContain(path);
      await expect(engine.transcribe!(audio.pcm, { language: 'en' }), name).rejects.toMatchObject({
        code: 'SPEECH_MODEL_INVALID',
        status: 409,
      });
    }
  });
});
