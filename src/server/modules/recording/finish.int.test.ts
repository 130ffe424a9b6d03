import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FinishResult } from '../../../shared/api/recordings.js';
import type { Transcription } from '../../../shared/api/transcriptions.js';
import { pipeline } from 'node:stream/promises';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  concatMedia,
  decodeToPcm16k,
  headerDurationSeconds,
  probeDurationSeconds,
  remuxSeekable,
} from '../../platform/media/ffmpeg.js';
import { TMP_DIR } from '../../test/paths.js';
import { webmLayout } from '../../test/webm.js';
import { createUser, type TestUser } from '../../test/users.js';
import type { SpeechEngine, TimedSegment } from '../speech/speech.types.js';
import { chunkKey } from './chunks.js';
import {
  countingEngine,
  settledTranscription,
  speechWebm,
  split,
  startRecordingApp,
  type RecordingTestApp,
} from './testing.js';

/**
 * Stop is instant: the live text is saved at once as a `processing` transcription, and the `recording.finish` job
 * assembles the audio and runs the final pass in the worker. The final pass never costs the live text: a failure,
 * a silent engine or a time-out keep it, with the reason on the transcription. Real store, database, ffmpeg and
 * job queue; engines that misbehave on purpose.
 */
describe('finish: instant Stop, then the final pass as a job', () => {
  let t: RecordingTestApp;
  let owner: TestUser;
  const speech = speechWebm('please keep the words we already have');
  const live = [{ start: 0, end: 1.5, text: 'live words' }];
  /** What the engine does in the final pass; each test sets it. */
  let pass: (pcm: Int16Array, signal?: AbortSignal) => Promise<TimedSegment[]>;
  let probeFails = false;
  let remuxFails = false;
  /** The store answers chunk reads with an outage (not "missing"): every attempt of the finish job fails. */
  let storeDown = false;
  const engine: SpeechEngine = {
    ...countingEngine({ languages: ['en'] }),
    transcribe: (pcm, o) => pass(pcm, o.signal),
  };

  beforeAll(async () => {
    t = await startRecordingApp({
      engines: [engine],
      finalPassTimeoutMs: () => 400,
      storage: (local) => ({
        ...local,
        read: (key, range) =>
          storeDown && key.includes('/chunks/')
            ? Promise.reject(new Error('store unreachable'))
            : local.read(key, range),
      }),
      media: {
        decodeToPcm16k,
        concatMedia,
        probeDurationSeconds: (p) => (probeFails ? Promise.reject(new Error('no ffprobe')) : probeDurationSeconds(p)),
        remuxSeekable: (input, out) =>
          remuxFails ? Promise.reject(new Error('ffmpeg refused the remux')) : remuxSeekable(input, out),
      },
    });
    owner = await createUser(t, { email: 'finish-owner@example.com' });
  });
  beforeEach(() => {
    probeFails = false;
    remuxFails = false;
    storeDown = false;
  });
  afterAll(() => t.close());

  const request = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object | Buffer) =>
    t.app.inject({
      method,
      url,
      headers: {
        cookie: owner.cookie,
        ...(Buffer.isBuffer(payload) ? { 'content-type': 'audio/webm' } : {}),
      },
      ...(payload ? { payload } : {}),
    });

  /** A recording of the speech in four stored chunks, with live segments. */
  async function recorded(opts: { chunks?: number } = {}): Promise<string> {
    const id = randomUUID();
    expect((await request('PUT', `/api/recordings/${id}`, { language: 'en' })).statusCode).toBe(201);
    const pieces = split(speech.webm, opts.chunks ?? 4);
    for (const [seq, bytes] of pieces.entries()) {
      expect((await request('PUT', `/api/recordings/${id}/chunks/${seq}`, bytes)).statusCode).toBe(200);
    }
    expect(await t.runtime.services.recording.service.appendSegments(owner.id, id, live)).toBe(true);
    return id;
  }
  const finish = async (id: string, body = { title: 'Rapat', chunks: 4, durationSeconds: 5 }) => {
    const res = await request('POST', `/api/recordings/${id}/finish`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FinishResult;
  };
  const transcription = async (id: string) =>
    (await request('GET', `/api/transcriptions/${id}`)).json() as Transcription;
  const settled = (id: string) => settledTranscription(t, owner.cookie, id);

  it('answers at once with the live text; the job then attaches the audio and swaps in the final text', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    pass = async (pcm) => {
      await gate;
      return [{ start: 0, end: pcm.length / 16_000, text: 'final words' }];
    };
    const id = await recorded();
    const done = await finish(id);
    expect(done).toMatchObject({ transcriptionId: id, text: 'live words', audioSaved: true, missing: [] });
    const saved = await transcription(id);
    // Saved already, with the live text, while the final pass waits on the gate.
    expect(saved).toMatchObject({ status: 'processing', text: 'live words', source: 'manual', language: 'en-US' });
    release();
    const final = await settled(id);
    expect(final).toMatchObject({ status: 'ready', error: null, text: 'final words', progress: 100 });
    expect(final.audio?.mimeType).toBe('audio/webm');
    expect(final.durationSeconds).toBeCloseTo(speech.seconds, 0);
    // The chunks are gone once the audio is stored; a repeated finish answers the same result.
    expect(await t.runtime.platform.storage.exists(chunkKey(id, 0))).toBe(false);
    expect(await finish(id)).toMatchObject({ transcriptionId: id, audioSaved: true });
  });

  /** The stored audio file of a transcription, copied out of the store. */
  async function storedAudio(id: string): Promise<{ path: string; bytes: Buffer }> {
    const path = join(mkdtempSync(join(TMP_DIR, 'finish-audio-')), 'audio.webm');
    const audio = await t.runtime.services.transcriptions.openAudio(owner.id, id);
    await pipeline(await audio.read(), createWriteStream(path));
    return { path, bytes: readFileSync(path) };
  }

  it('stores the recording seekable: a duration in its header and cues, the audio itself unchanged', async () => {
    pass = async (pcm) => [{ start: 0, end: pcm.length / 16_000, text: 'final words' }];
    // What a browser uploads: a live stream, without either.
    expect(webmLayout(speech.webm)).toMatchObject({ durationSeconds: null, cuePoints: 0 });
    const id = await recorded();
    await finish(id);
    await settled(id);
    const { path, bytes } = await storedAudio(id);
    const layout = webmLayout(bytes);
    expect(layout.durationSeconds).not.toBeNull();
    expect(Math.abs(layout.durationSeconds! - speech.seconds)).toBeLessThan(0.1);
    expect(layout.cuePoints).toBeGreaterThan(0);
    expect(layout.elements).toContain('Cues');
    // ffmpeg reads the same length from the header alone, and the samples are all there.
    expect(Math.abs((await headerDurationSeconds(path))! - speech.seconds)).toBeLessThan(0.1);
    const pcm = await decodeToPcm16k(path);
    expect(Math.abs(pcm.length / 16_000 - speech.seconds)).toBeLessThan(0.1);
  });

  it('stores the recording as it came when the remux fails: the audio is kept, and so is its measured length', async () => {
    remuxFails = true;
    pass = async (pcm) => [{ start: 0, end: pcm.length / 16_000, text: 'final words' }];
    const id = await recorded();
    await finish(id);
    expect(await settled(id)).toMatchObject({ status: 'ready', text: 'final words', error: null });
    const { bytes } = await storedAudio(id);
    expect(bytes.equals(speech.webm)).toBe(true);
    expect((await transcription(id)).durationSeconds).toBeCloseTo(speech.seconds, 0);
  });

  it('keeps the live text, with the reason, when the pass fails, hears nothing or runs out of time', async () => {
    let aborted = false;
    const cases: [string, typeof pass][] = [
      ['SPEECH_FAILED', () => Promise.reject(new Error('engine crashed'))],
      ['SPEECH_NO_RESULT', async () => [{ start: 0, end: 1, text: '   ' }]],
      [
        'SPEECH_TIMEOUT',
        (_pcm, signal) =>
          new Promise((resolve) =>
            signal?.addEventListener('abort', () => {
              aborted = true;
              resolve([{ start: 0, end: 1, text: 'too late' }]);
            }),
          ),
      ],
    ];
    for (const [code, behaviour] of cases) {
      pass = behaviour;
      const id = await recorded();
      await finish(id);
      const tr = await settled(id);
      expect(tr, code).toMatchObject({ status: 'ready', error: code, text: 'live words' });
      expect(tr.audio, code).not.toBeNull();
    }
    expect(aborted).toBe(true);
  }, 120_000);

  it("breaks the saved text into paragraphs at pauses as long as the user's setting", async () => {
    pass = async () => [
      { start: 0, end: 1, text: 'Good morning.' },
      { start: 1.5, end: 2.5, text: 'Let us start.' },
      { start: 5, end: 6, text: 'First item.' },
    ];
    for (const [pauseMs, text] of [
      [2000, 'Good morning. Let us start.\n\nFirst item.'],
      [5000, 'Good morning. Let us start. First item.'],
    ] as const) {
      await request('PATCH', '/api/settings', { speakerSensitivityMs: pauseMs });
      const id = await recorded();
      await finish(id);
      expect((await settled(id)).text).toBe(text);
    }
  });

  it('keeps the browser clock when the audio cannot be measured; a chunk gone from storage counts as missing', async () => {
    // Neither ffprobe nor a final pass (which measures by decoding) can tell the length.
    probeFails = true;
    pass = () => Promise.reject(new Error('engine crashed'));
    const id = await recorded();
    await t.runtime.platform.storage.delete(chunkKey(id, 3));
    expect((await finish(id, { title: 'Rapat', chunks: 5, durationSeconds: 5 })).missing).toEqual([4]);
    expect(await settled(id)).toMatchObject({ durationSeconds: 5, status: 'ready' });
    // The job found chunk 3 gone too: a repeated finish answers what was really kept.
    expect((await finish(id)).missing).toEqual([3, 4]);
  }, 120_000);

  it('queues the job of a recording as long as the clock allows (pg-boss refuses time limits of 24 h)', async () => {
    pass = async () => [{ start: 0, end: 1, text: 'final words' }];
    const id = await recorded();
    expect((await finish(id, { title: 'Rapat', chunks: 4, durationSeconds: 24 * 3600 })).audioSaved).toBe(true);
    expect(await settled(id)).toMatchObject({ status: 'ready', text: 'final words' });
  });

  it('settles a recording whose audio cannot be assembled on any attempt: the live text stays, with the reason', async () => {
    storeDown = true;
    const id = await recorded();
    await finish(id);
    expect(await settled(id)).toMatchObject({ status: 'ready', error: 'INTERNAL', text: 'live words', audio: null });
  }, 120_000);

  it('saves the live text as ready, with no job, when nothing was uploaded', async () => {
    const id = randomUUID();
    await request('PUT', `/api/recordings/${id}`, { language: 'en' });
    await t.runtime.services.recording.service.appendSegments(owner.id, id, live);
    const done = await finish(id, { title: 'Rapat', chunks: 0, durationSeconds: 2 });
    expect(done).toMatchObject({ audioSaved: false, text: 'live words' });
    expect(await transcription(id)).toMatchObject({ status: 'ready', audio: null, text: 'live words' });
  });
});
