import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transcription } from '../../../shared/api/transcriptions.js';
import { buildSrt } from '../../../shared/exports/srt.js';
import { buildVtt } from '../../../shared/exports/vtt.js';
import type { ExportDocument } from '../../../shared/exports/document.js';
import { audioForm } from '../../test/media.js';
import { speakWav } from '../../test/speech-audio.js';
import { createUser, type TestUser } from '../../test/users.js';
import {
  settledTranscription,
  speechWebm,
  split,
  startRecordingApp,
  type RecordingTestApp,
} from '../recording/testing.js';
import { createPocketsphinxEngine } from '../speech/pocketsphinx/engine.js';
import { DEFAULT_LIB, DEFAULT_MODEL_DIR } from '../speech/pocketsphinx/ffi.js';

/**
 * A transcript has structure: several sentences spoken one after another (espeak-ng pauses ~0.4 s between them, less
 * than pocketsphinx's detector needs to end an utterance) become several timed segments, not one block, and the
 * subtitle exports get a cue each. Real engine (pocketsphinx), real upload and recording paths, real ffmpeg.
 */
const TEXT =
  'The weather today is sunny and the meeting starts at ten o clock. ' +
  'Please send the budget report to the finance team before Friday. ' +
  'We agreed to hire two more engineers for the mobile project next month.';

describe('transcripts are cut into utterances', () => {
  let t: RecordingTestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await startRecordingApp({
      engines: [createPocketsphinxEngine({ lib: DEFAULT_LIB, modelDir: DEFAULT_MODEL_DIR })],
    });
    owner = await createUser(t, { email: 'segments@example.com' });
  });
  afterAll(() => t.close());

  const asDocument = (tr: Transcription): ExportDocument => ({
    title: tr.title,
    createdAt: tr.createdAt,
    dateText: tr.createdAt,
    durationSeconds: tr.durationSeconds,
    language: tr.language,
    summary: null,
    segments: tr.segments,
    text: tr.text,
  });

  function expectStructured(tr: Transcription, seconds: number) {
    expect(tr.status, tr.error ?? '').toBe('ready');
    // Three sentences, at least two pieces: where pocketsphinx puts a sentence boundary's gap (0.2–0.4 s, around the
    // long-utterance rule's 0.3 s) varies between its builds, so two sentences may stay one utterance. The rules
    // themselves are pinned by utterances.test.ts; this test holds the pipeline to using them.
    expect(tr.segments.length, JSON.stringify(tr.segments)).toBeGreaterThanOrEqual(2);
    let last = -1;
    for (const s of tr.segments) {
      expect(s.start).toBeGreaterThan(last);
      expect(s.end).toBeGreaterThan(s.start);
      expect(s.end).toBeLessThanOrEqual(seconds + 0.1);
      // Sentence-sized pieces: none spans most of the recording.
      expect(s.end - s.start).toBeLessThan((seconds * 2) / 3);
      last = s.end;
    }
    const srt = buildSrt(asDocument(tr));
    const cues = srt.match(/^\d+\n\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}$/gm) ?? [];
    expect(cues.length, srt).toBe(tr.segments.length);
    const vtt = buildVtt(asDocument(tr));
    expect(vtt.match(/ --> /g)?.length).toBe(tr.segments.length);
    // Cue times are the segments' own, in order.
    const starts = [...srt.matchAll(/^(\d\d):(\d\d):(\d\d),(\d{3}) -->/gm)].map(
      ([, h, m, sec, ms]) => Number(h) * 3600 + Number(m) * 60 + Number(sec) + Number(ms) / 1000,
    );
    expect(starts).toEqual(tr.segments.map((s) => Math.round(s.start * 1000) / 1000));
  }

  it('an uploaded file: one segment per sentence, increasing times, an SRT cue each', async () => {
    const spoken = speakWav(TEXT);
    const form = audioForm(readFileSync(spoken.path), 'three sentences.wav', [{ name: 'language', value: 'en-US' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transcriptions/upload',
      headers: { ...form.headers, cookie: owner.cookie },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const tr = await settledTranscription(t, owner.cookie, (res.json() as Transcription).id);
    expectStructured(tr, spoken.seconds);
    expect(tr.durationSeconds).toBeCloseTo(spoken.seconds, 2);
  }, 60_000);

  it('a recording: its final pass is cut the same way', async () => {
    const speech = speechWebm(TEXT);
    const id = randomUUID();
    const send = (method: 'PUT' | 'POST', url: string, payload: object | Buffer) =>
      t.app.inject({
        method,
        url,
        headers: { cookie: owner.cookie, ...(Buffer.isBuffer(payload) ? { 'content-type': 'audio/webm' } : {}) },
        payload,
      });
    expect((await send('PUT', `/api/recordings/${id}`, { language: 'en', engine: 'pocketsphinx' })).statusCode).toBe(
      201,
    );
    const pieces = split(speech.webm, 6);
    for (const [seq, bytes] of pieces.entries()) {
      expect((await send('PUT', `/api/recordings/${id}/chunks/${seq}`, bytes)).statusCode).toBe(200);
    }
    const finished = await send('POST', `/api/recordings/${id}/finish`, {
      title: 'Three sentences',
      chunks: pieces.length,
      durationSeconds: speech.seconds,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expectStructured(await settledTranscription(t, owner.cookie, id), speech.seconds);
  }, 60_000);
});
