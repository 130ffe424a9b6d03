import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concatMedia, decodeToPcm16k, probeDurationSeconds } from '../../platform/media/ffmpeg.js';
import { createLocalStorage } from '../../platform/storage/local-storage.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import type { SpeechEngine } from '../speech/speech.types.js';
import { createTranscriptionsRepo } from '../transcriptions/transcriptions.repo.js';
import { createTranscriptionsService } from '../transcriptions/transcriptions.service.js';
import { chunkKey } from './chunks.js';
import { finishRecording, type FinishDeps } from './finish.js';
import { createRecordingRepo, type RecordingRow } from './recording.repo.js';
import { countingEngine, speechWebm, split } from './testing.js';

const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

/** The final pass's fallbacks, on the real store, database and ffmpeg, with engines that misbehave on purpose. */
describe('finish: the final pass never costs the live text', () => {
  let t: TestApp;
  let userId = '';
  const speech = speechWebm('please keep the words we already have');
  const live = [{ start: 0, end: 1.5, text: 'live words' }];

  beforeAll(async () => {
    t = await createTestApp();
    userId = (await createUser(t, { email: 'owner@example.com' })).id;
  });
  afterAll(() => t.close());

  function depsWith(engine: SpeechEngine, timeoutMs = 60_000): FinishDeps {
    const storage = createLocalStorage(join(t.config.dataDir, 'files'));
    return {
      storage,
      transcriptions: createTranscriptionsService({
        repo: createTranscriptionsRepo(t.database.db),
        storage,
        log: quiet,
        maxUploadBytes: t.config.maxUploadBytes,
      }),
      speech: { pick: async () => engine },
      media: { decodeToPcm16k, probeDurationSeconds, concatMedia },
      tmpDir: join(t.config.dataDir, 'tmp'),
      log: quiet,
      pauseMsOf: async () => 2000,
      finalPassTimeoutMs: () => timeoutMs,
    };
  }

  /** A recording of the speech in four stored chunks, with live segments. */
  async function recorded(deps: FinishDeps): Promise<{ rec: RecordingRow; seqs: number[] }> {
    const repo = createRecordingRepo(t.database.db);
    const id = randomUUID();
    const made = await repo.createOrFind({ id, userId, language: 'en', engine: 'pocketsphinx' });
    const pieces = split(speech.webm, 4);
    for (const [seq, bytes] of pieces.entries()) {
      await deps.storage.put(chunkKey(id, seq), Readable.from([bytes]));
      await repo.addChunk(userId, id, seq, bytes.length);
    }
    await repo.appendSegments(userId, id, live);
    return { rec: { ...made!.row, segments: live }, seqs: [0, 1, 2, 3] };
  }
  const body = { title: 'Rapat', chunks: 4, durationSeconds: 5 };

  it('keeps the live segments when the pass runs out of time, and cancels it', async () => {
    let aborted = false;
    const slow: SpeechEngine = {
      ...countingEngine({ languages: ['en'] }),
      transcribe: (_pcm, o) =>
        new Promise((resolve) => {
          o.signal?.addEventListener('abort', () => {
            aborted = true;
            resolve([{ start: 0, end: 1, text: 'too late' }]);
          });
        }),
    };
    const deps = depsWith(slow, 300);
    const { rec, seqs } = await recorded(deps);
    const started = Date.now();
    const done = await finishRecording(deps, rec, seqs, body);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(aborted).toBe(true);
    expect(done).toMatchObject({ outcome: { segments: live, audioSaved: true, missing: [] }, text: 'live words' });
  });

  it("breaks the saved text into paragraphs at pauses as long as the user's setting", async () => {
    const paced: SpeechEngine = {
      ...countingEngine({ languages: ['en'] }),
      transcribe: async () => [
        { start: 0, end: 1, text: 'Good morning.' },
        { start: 1.5, end: 2.5, text: 'Let us start.' },
        { start: 5, end: 6, text: 'First item.' },
      ],
    };
    for (const [pauseMs, text] of [
      [2000, 'Good morning. Let us start.\n\nFirst item.'],
      [5000, 'Good morning. Let us start. First item.'],
    ] as const) {
      const deps = { ...depsWith(paced), pauseMsOf: async () => pauseMs };
      const { rec, seqs } = await recorded(deps);
      expect(await finishRecording(deps, rec, seqs, body)).toMatchObject({ text });
    }
  });

  it('keeps the live segments when the pass fails or hears nothing', async () => {
    const failing: SpeechEngine = {
      ...countingEngine({ languages: ['en'] }),
      transcribe: () => Promise.reject(new Error('engine crashed')),
    };
    const silent: SpeechEngine = {
      ...countingEngine({ languages: ['en'] }),
      transcribe: async () => [{ start: 0, end: 1, text: '   ' }],
    };
    for (const engine of [failing, silent]) {
      const deps = depsWith(engine);
      const { rec, seqs } = await recorded(deps);
      const done = await finishRecording(deps, rec, seqs, body);
      expect(done).toMatchObject({ outcome: { segments: live, audioSaved: true }, text: 'live words' });
    }
  });

  it('uses the browser clock when the audio cannot be measured, and a chunk gone from storage counts as missing', async () => {
    const engine = countingEngine({ languages: ['en'], transcribe: false });
    const deps: FinishDeps = {
      ...depsWith(engine),
      media: { decodeToPcm16k, concatMedia, probeDurationSeconds: () => Promise.reject(new Error('no ffprobe')) },
    };
    const { rec, seqs } = await recorded(deps);
    await deps.storage.delete(chunkKey(rec.id, 3));
    const done = await finishRecording(deps, rec, seqs, { ...body, chunks: 5 });
    expect(done).toMatchObject({ outcome: { durationSeconds: 5, missing: [3, 4], audioSaved: true, segments: live } });
  });
});
