import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHUNK_BYTES, type FinishResult, type Recording } from '../../../shared/api/recordings.js';
import type { TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';
import { webmLayout } from '../../test/webm.js';
import { countingEngine, sameAudio, settledTranscription, speechWebm, split, startRecordingApp } from './testing.js';

describe('recordings API', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  const engine = countingEngine({ languages: ['en'] });

  beforeAll(async () => {
    t = await startRecordingApp({ engines: [engine] });
    owner = await createUser(t, { email: 'owner@example.com' });
    other = await createUser(t, { email: 'other@example.com' });
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'PUT' | 'POST';
  const call = (method: Method, url: string, payload?: object, cookie = owner.cookie) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const putChunk = (id: string, seq: number | string, bytes: Buffer, cookie = owner.cookie, type = 'audio/webm') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/recordings/${id}/chunks/${seq}`,
      headers: { cookie, 'content-type': type },
      payload: bytes,
    });
  const create = async (language: 'en' | 'id' = 'en', engineId?: string): Promise<Recording> => {
    const id = randomUUID();
    const res = await call('PUT', `/api/recordings/${id}`, { language, ...(engineId ? { engine: engineId } : {}) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const finish = (id: string, body: object, cookie = owner.cookie) =>
    call('POST', `/api/recordings/${id}/finish`, body, cookie);
  const chunkFile = (id: string, seq: number) =>
    join(t.config.dataDir, 'files', 'recordings', id, 'chunks', String(seq));

  describe('create and read', () => {
    it('creates with the id the browser made, the default engine for the language, and answers it again', async () => {
      const id = randomUUID();
      const first = await call('PUT', `/api/recordings/${id}`, { language: 'en' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        id,
        language: 'en',
        engine: 'pocketsphinx',
        state: 'recording',
        chunks: 0,
        missing: [],
        segments: [],
        transcriptionId: null,
      });
      const again = await call('PUT', `/api/recordings/${id}`, { language: 'en' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect((await call('GET', `/api/recordings/${id}`)).json()).toEqual(first.json());
    });

    it('falls back to the browser engine when no server engine has the language', async () => {
      expect((await create('id')).engine).toBe('browser');
      expect((await create('en', 'browser')).engine).toBe('browser');
    });

    it("treats another user's id as not found: no takeover, no reading", async () => {
      const mine = await create();
      const takeover = await call('PUT', `/api/recordings/${mine.id}`, { language: 'id' }, other.cookie);
      expect(takeover.statusCode).toBe(404);
      expect((await call('GET', `/api/recordings/${mine.id}`, undefined, other.cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/recordings/${mine.id}`)).json().language).toBe('en');
    });

    it('refuses bad ids and bodies with 400, strangers with 401, unknown ids with 404', async () => {
      expect((await call('PUT', '/api/recordings/not-a-uuid', { language: 'en' })).statusCode).toBe(400);
      expect((await call('GET', '/api/recordings/not-a-uuid')).statusCode).toBe(400);
      const id = randomUUID();
      for (const body of [{}, { language: 'fr' }, { language: 'en', engine: 'siri' }]) {
        const res = await call('PUT', `/api/recordings/${id}`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION');
      }
      expect((await call('GET', `/api/recordings/${randomUUID()}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/recordings/${id}`, undefined, '')).statusCode).toBe(401);
      expect((await call('PUT', `/api/recordings/${id}`, { language: 'en' }, '')).statusCode).toBe(401);
    });
  });

  describe('chunks', () => {
    it('stores a chunk once: a repeat answers stored:false and changes nothing', async () => {
      const rec = await create();
      const first = await putChunk(rec.id, 0, Buffer.from('first bytes'));
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ stored: true, chunks: 1, missing: [] });
      const repeat = await putChunk(rec.id, 0, Buffer.from('other bytes!'));
      expect(repeat.json()).toEqual({ stored: false, chunks: 1, missing: [] });
      expect(existsSync(chunkFile(rec.id, 0))).toBe(true);
      expect(readFileSync(chunkFile(rec.id, 0)).toString()).toBe('first bytes');
    });

    it('lists the gaps below the highest seq, and closes them as they arrive', async () => {
      const rec = await create();
      await putChunk(rec.id, 0, Buffer.from('a'));
      expect((await putChunk(rec.id, 4, Buffer.from('e'))).json()).toEqual({
        stored: true,
        chunks: 2,
        missing: [1, 2, 3],
      });
      expect((await putChunk(rec.id, 2, Buffer.from('c'))).json()).toEqual({
        stored: true,
        chunks: 3,
        missing: [1, 3],
      });
      expect((await call('GET', `/api/recordings/${rec.id}`)).json()).toMatchObject({ chunks: 3, missing: [1, 3] });
      await putChunk(rec.id, 1, Buffer.from('b'));
      expect((await putChunk(rec.id, 3, Buffer.from('d'))).json()).toEqual({ stored: true, chunks: 5, missing: [] });
    });

    it('takes the MediaRecorder types, refuses other bodies, bad seqs and oversized chunks', async () => {
      const rec = await create();
      expect((await putChunk(rec.id, 0, Buffer.from('x'), owner.cookie, 'audio/webm;codecs=opus')).statusCode).toBe(
        200,
      );
      expect((await putChunk(rec.id, 1, Buffer.from('x'), owner.cookie, 'audio/ogg')).statusCode).toBe(200);
      expect((await putChunk(rec.id, 2, Buffer.from('x'), owner.cookie, 'application/octet-stream')).statusCode).toBe(
        200,
      );
      expect((await putChunk(rec.id, 3, Buffer.from('x'), owner.cookie, 'text/plain')).statusCode).toBe(415);
      // An empty timeslice (a recorder flushed nothing) is a chunk too: it keeps the numbering without gaps.
      expect((await putChunk(rec.id, 3, Buffer.alloc(0))).json()).toEqual({ stored: true, chunks: 4, missing: [] });
      for (const seq of ['-1', 'x', '1.5', '1000001']) {
        expect((await putChunk(rec.id, seq, Buffer.from('x'))).statusCode, seq).toBe(400);
      }
      expect((await putChunk('not-a-uuid', 0, Buffer.from('x'))).statusCode).toBe(400);
      const big = await putChunk(rec.id, 5, Buffer.alloc(MAX_CHUNK_BYTES + 1));
      expect(big.statusCode).toBe(413);
      expect((await call('GET', `/api/recordings/${rec.id}`)).json()).toMatchObject({ chunks: 4, missing: [] });
    });

    it("answers 404 for another user's recording or an unknown one, and stores nothing", async () => {
      const rec = await create();
      const res = await putChunk(rec.id, 0, Buffer.from('x'), other.cookie);
      expect(res.statusCode).toBe(404);
      expect(existsSync(chunkFile(rec.id, 0))).toBe(false);
      expect((await putChunk(randomUUID(), 0, Buffer.from('x'))).statusCode).toBe(404);
      expect((await putChunk(rec.id, 0, Buffer.from('x'), '')).statusCode).toBe(401);
    });

    it('any order and repeats of the uploads give the same file and the right gaps (property, real routes)', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.uint8Array({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 8 }),
          fc.array(fc.nat(), { maxLength: 20 }),
          fc.integer({ min: 0, max: 100 }),
          async (chunks, picks, seed) => {
            const rec = await create();
            // Upload log: some seqs, possibly repeated (with other bytes: a repeat must change nothing), any order.
            const log = picks.map((p) => (p + seed) % chunks.length);
            let last: { missing: number[]; chunks: number } = { missing: [], chunks: 0 };
            const sent = new Set<number>();
            for (const seq of log) {
              const bytes = sent.has(seq) ? Buffer.from('repeat') : Buffer.from(chunks[seq]!);
              sent.add(seq);
              last = (await putChunk(rec.id, seq, bytes)).json();
            }
            const received = [...sent].sort((a, b) => a - b);
            const onDisk = Buffer.concat(received.map((seq) => readFileSync(chunkFile(rec.id, seq))));
            expect(onDisk.equals(Buffer.concat(received.map((seq) => chunks[seq]!)))).toBe(true);
            const max = received.at(-1);
            const gapsBelowMax = max === undefined ? [] : [...Array(max).keys()].filter((s) => !received.includes(s));
            const state = (await call('GET', `/api/recordings/${rec.id}`)).json() as Recording;
            expect(state.chunks).toBe(received.length);
            expect(state.missing).toEqual(gapsBelowMax);
            if (log.length) expect(last).toMatchObject({ chunks: received.length, missing: gapsBelowMax });
          },
        ),
        { numRuns: 15 },
      );
    });
  });

  describe('segments', () => {
    it("replaces the browser engine's segments; another user's recording is 404; bad bodies 400", async () => {
      const rec = await create('id', 'browser');
      const segments = [
        { start: 0, end: 1.5, text: 'Selamat pagi' },
        { start: 1.5, end: 3, text: 'semua' },
      ];
      const res = await call('PUT', `/api/recordings/${rec.id}/segments`, { segments });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().segments).toEqual(segments);
      const replaced = await call('PUT', `/api/recordings/${rec.id}/segments`, { segments: segments.slice(1) });
      expect(replaced.json().segments).toEqual(segments.slice(1));
      expect((await call('PUT', `/api/recordings/${rec.id}/segments`, { segments }, other.cookie)).statusCode).toBe(
        404,
      );
      expect((await call('GET', `/api/recordings/${rec.id}`)).json().segments).toEqual(segments.slice(1));
      expect((await call('PUT', '/api/recordings/not-a-uuid/segments', { segments })).statusCode).toBe(400);
      for (const body of [{}, { segments: [{ start: 2, end: 1, text: 'x' }] }, { segments: 'x' }]) {
        expect((await call('PUT', `/api/recordings/${rec.id}/segments`, body)).statusCode).toBe(400);
      }
    });
  });

  describe('finish', () => {
    const speech = speechWebm('good morning everyone, the budget meeting starts now');

    it('joins the streams of a recorder restarted mid-recording (each begins with its own WebM header)', async () => {
      const second = speechWebm('after the restart we talk about the marketing plan');
      const rec = await create();
      const pieces = [...split(speech.webm, 3), ...split(second.webm, 3)];
      for (const [seq, piece] of pieces.entries()) await putChunk(rec.id, seq, piece);
      const res = await finish(rec.id, { title: 'Restarted', chunks: pieces.length, durationSeconds: 1 });
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json() as FinishResult;
      expect(result).toMatchObject({ audioSaved: true, missing: [] });
      const saved = await settledTranscription(t, owner.cookie, result.transcriptionId);
      // Bytes glued together would play only the first stream; both are heard.
      const both = speech.seconds + second.seconds;
      expect(saved.durationSeconds).toBeGreaterThan(both - 0.3);
      expect(saved.durationSeconds).toBeLessThan(both + 0.3);
      expect(engine.transcribed.at(-1)! / 16_000).toBeGreaterThan(both - 0.3);
    });

    it('assembles real WebM chunks uploaded out of order into the audio, runs the final pass, saves', async () => {
      const rec = await create();
      const pieces = split(speech.webm, 6);
      for (const seq of [3, 0, 5, 1, 1, 4, 2, 0]) await putChunk(rec.id, seq, pieces[seq]!);
      await call('PUT', `/api/recordings/${rec.id}/segments`, { segments: [{ start: 0, end: 1, text: 'live words' }] });

      const res = await finish(rec.id, { title: 'Recording 22/11/2026 10.00', chunks: 7, durationSeconds: 99 });
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json() as FinishResult;
      // 7 chunks made, 6 sent: the last is reported. Stop answers with the live text at once.
      expect(result).toMatchObject({ missing: [6], audioSaved: true, text: 'live words' });

      const saved = await settledTranscription(t, owner.cookie, result.transcriptionId);
      // Measured from the audio (not the browser's 99 s), within Opus's padding.
      expect(saved.durationSeconds).toBeGreaterThan(speech.seconds - 0.2);
      expect(saved.durationSeconds).toBeLessThan(speech.seconds + 0.2);
      // The final pass ran on the decoded assembled audio: as many samples as the speech lasts.
      const samples = engine.transcribed.at(-1)!;
      expect(samples / 16_000).toBeGreaterThan(speech.seconds - 0.2);
      expect(samples / 16_000).toBeLessThan(speech.seconds + 0.2);
      expect(saved).toMatchObject({
        title: 'Recording 22/11/2026 10.00',
        text: `decoded ${samples} samples`,
        language: 'en-US',
        source: 'manual',
        status: 'ready',
        audio: { mimeType: 'audio/webm' },
      });
      const audio = await call('GET', `/api/transcriptions/${result.transcriptionId}/audio`);
      expect(audio.rawPayload.length).toBe(saved.audio?.size);
      // Every chunk is in it (the same audio, sample for sample), stored seekable.
      expect(await sameAudio(audio.rawPayload, speech.webm)).toBe(true);
      expect(webmLayout(audio.rawPayload).cuePoints).toBeGreaterThan(0);
      // The chunk files are gone once the audio is stored.
      for (let seq = 0; seq < 6; seq++) expect(existsSync(chunkFile(rec.id, seq))).toBe(false);
      expect((await call('GET', `/api/recordings/${rec.id}`)).json()).toMatchObject({
        state: 'finished',
        transcriptionId: result.transcriptionId,
      });

      // Idempotent: the same answer, no second transcription, no second pass.
      const passes = engine.transcribed.length;
      const again = await finish(rec.id, { title: 'Other', chunks: 7, durationSeconds: 1 });
      expect(again.statusCode).toBe(200);
      // The same recording and transcription; the length is now the one measured from the audio.
      expect({ ...again.json(), durationSeconds: 0 }).toEqual({ ...result, durationSeconds: 0 });
      expect((again.json() as FinishResult).durationSeconds).toBeCloseTo(saved.durationSeconds, 1);
      const list = (await call('GET', '/api/transcriptions?limit=100')).json() as { items: { id: string }[] };
      expect(list.items.filter((i) => i.id === result.transcriptionId)).toHaveLength(1);
      expect(engine.transcribed).toHaveLength(passes);

      // Closed for writing.
      const late = await putChunk(rec.id, 6, Buffer.from('late'));
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe('RECORDING_FINISHED');
      const lateSegments = await call('PUT', `/api/recordings/${rec.id}/segments`, { segments: [] });
      expect(lateSegments.json().error.code).toBe('RECORDING_FINISHED');
    });

    it('keeps the browser engine segments (no final pass) and saves without audio when there are no chunks', async () => {
      const rec = await create('id', 'browser');
      const segments = [
        { start: 0, end: 2, text: 'Selamat pagi semua.' },
        { start: 2, end: 4, text: 'Kita mulai.' },
      ];
      await call('PUT', `/api/recordings/${rec.id}/segments`, { segments });
      const res = await finish(rec.id, { title: 'Rekaman', chunks: 2, durationSeconds: 4.5 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        audioSaved: false,
        missing: [0, 1],
        text: 'Selamat pagi semua. Kita mulai.',
        segments,
        durationSeconds: 4.5,
      });
      const saved = (await call('GET', `/api/transcriptions/${res.json().transcriptionId}`)).json();
      expect(saved).toMatchObject({ language: 'id-ID', audio: null, durationSeconds: 4.5 });
    });

    it('saves the text without audio when the chunks are not audio', async () => {
      const rec = await create('id', 'browser');
      await putChunk(rec.id, 0, Buffer.from('this is not audio at all'));
      await call('PUT', `/api/recordings/${rec.id}/segments`, { segments: [{ start: 0, end: 1, text: 'halo' }] });
      const res = await finish(rec.id, { title: 'Rekaman', chunks: 1, durationSeconds: 1 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ missing: [], text: 'halo' });
      // The worker finds out: the text stays, without audio, and the chunk is gone.
      const saved = await settledTranscription(t, owner.cookie, res.json().transcriptionId);
      expect(saved).toMatchObject({ status: 'ready', audio: null, text: 'halo' });
      expect(existsSync(chunkFile(rec.id, 0))).toBe(false);
      expect((await finish(rec.id, { title: 'Rekaman', chunks: 1, durationSeconds: 1 })).json()).toMatchObject({
        audioSaved: false,
      });
    });

    it('refuses an empty recording with RECORDING_EMPTY and leaves it open', async () => {
      const rec = await create('id', 'browser');
      const res = await finish(rec.id, { title: 'Rekaman', chunks: 0, durationSeconds: 0 });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('RECORDING_EMPTY');
      expect((await call('GET', `/api/recordings/${rec.id}`)).json().state).toBe('recording');
      expect((await putChunk(rec.id, 0, Buffer.from('x'))).statusCode).toBe(200);
    });

    it("answers 404 for another user's recording, 400 for bad bodies", async () => {
      const rec = await create();
      await putChunk(rec.id, 0, speech.webm);
      expect((await finish(rec.id, { title: 'x', chunks: 1, durationSeconds: 1 }, other.cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/recordings/${rec.id}`)).json().state).toBe('recording');
      for (const body of [
        {},
        { title: '', chunks: 1, durationSeconds: 1 },
        { title: 'x', chunks: -1, durationSeconds: 1 },
        // Bounded like a chunk's seq: a billion "missing" chunks would exhaust the server's memory.
        { title: 'x', chunks: 2_000_000_000, durationSeconds: 1 },
      ]) {
        expect((await finish(rec.id, body)).statusCode).toBe(400);
      }
      expect((await finish('not-a-uuid', { title: 'x', chunks: 1, durationSeconds: 1 })).statusCode).toBe(400);
      expect((await finish(randomUUID(), { title: 'x', chunks: 1, durationSeconds: 1 })).statusCode).toBe(404);
    });

    it('answers concurrent finishes with one result', async () => {
      const rec = await create();
      await putChunk(rec.id, 0, speech.webm);
      const body = { title: 'Twice', chunks: 1, durationSeconds: 3 };
      const [a, b] = await Promise.all([finish(rec.id, body), finish(rec.id, body)]);
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode, b.body).toBe(200);
      // The same recording and transcription. The second may answer after the worker measured the audio: only the
      // length may differ (the browser's clock, then the measured one).
      const same = (r: typeof a) => ({ ...(r.json() as FinishResult), durationSeconds: 0 });
      expect(same(b)).toEqual(same(a));
    });
  });
});
