import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Segment } from '../../../shared/api/transcriptions.js';
import { AppError } from '../../platform/http/errors.js';
import { createUser, type TestUser } from '../../test/users.js';
import type { SpeechEngine } from '../speech/speech.types.js';
import type { LiveListener } from './live-transcription.js';
import { countingEngine, startRecordingApp, type RecordingTestApp } from './testing.js';

/** The engine double makes a final per half second of audio ("final k"). */
const HALF_SECOND = 8_000;
const pcm = (seconds: number) => new Int16Array(Math.round(seconds * 16_000)).fill(1000);

/** A listener that records everything it is told, with a promise for the end. */
function recorder() {
  const events: string[] = [];
  const finals: Segment[] = [];
  let ended!: () => void;
  const endedP = new Promise<void>((resolve) => (ended = resolve));
  const listener: LiveListener = {
    onReady: (engine) => events.push(`ready ${engine}`),
    onPartial: (text) => events.push(`partial ${text}`),
    onFinal: (s) => {
      finals.push(s);
      events.push(`final ${s.text}`);
    },
    onError: (f) => events.push(`error ${f.code}`),
    onEnd: () => {
      events.push('end');
      ended();
    },
  };
  return { events, finals, listener, ended: endedP };
}

/**
 * The live transcription service, driven directly with PCM as any audio source would (the browser's socket and the
 * meeting bot are adapters over it): no WebSocket here.
 */
describe('LiveTranscription', () => {
  let t: RecordingTestApp;
  let owner: TestUser;
  let other: TestUser;
  const engine = countingEngine({ languages: ['en'], samplesPerFinal: HALF_SECOND });
  /** An engine that takes its time to start, as a model loading from disk does. */
  let releaseSlow: () => void = () => undefined;
  const slow: SpeechEngine = {
    id: 'whisper',
    info: async () => ({ id: 'whisper', languages: ['id'], ready: true, live: true, file: false, runsIn: 'server' }),
    async startLive(o) {
      await new Promise<void>((resolve) => (releaseSlow = resolve));
      return engine.startLive!(o);
    },
  };
  /** An engine whose end never returns: the service must give up on it. */
  const stuck: SpeechEngine = {
    id: 'api',
    info: async () => ({ id: 'api', languages: ['id'], ready: true, live: true, file: false, runsIn: 'server' }),
    async startLive() {
      let cancelled = false;
      return {
        write: () => undefined,
        end: () => new Promise<void>(() => undefined),
        cancel: () => void (cancelled = !cancelled),
      };
    },
  };

  beforeAll(async () => {
    t = await startRecordingApp({
      engines: [engine, slow, stuck],
      recording: { liveEndLimitMs: 300 },
    });
    owner = await createUser(t, { email: 'live-owner@example.com' });
    other = await createUser(t, { email: 'live-other@example.com' });
  });
  afterAll(() => t.close());

  const live = () => t.runtime.services.recording.live;
  const recordings = () => t.runtime.services.recording.service;
  const create = async (engineId: 'pocketsphinx' | 'whisper' | 'api' = 'pocketsphinx') => {
    const id = randomUUID();
    const language = engineId === 'pocketsphinx' ? 'en' : 'id';
    await recordings().create(owner.id, id, { language, engine: engineId });
    return id;
  };

  it('turns PCM into partials and finals, stores the finals on the recording, shifted by the offset', async () => {
    const id = await create();
    const r = recorder();
    const handle = await live().open(owner.id, id, { offsetSeconds: 10, listener: r.listener });
    handle.write(pcm(0.75));
    handle.write(pcm(0.5));
    await handle.end();
    await r.ended;
    expect(r.events[0]).toBe('ready pocketsphinx');
    expect(r.events).toContain('partial 12000 samples');
    expect(r.finals.map((s) => [s.start, s.end, s.text])).toEqual([
      [10, 10.5, 'final 0'],
      [10.5, 11, 'final 1'],
      [11, 11.25, 'final 2'], // the flush at end
    ]);
    const stored = await recordings().get(owner.id, id);
    expect(stored.segments).toEqual(r.finals);
    expect(r.events.at(-1)).toBe('end');
  });

  it('takes the pause rule from the user’s settings', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: owner.cookie },
      payload: { speakerSensitivityMs: 5000 },
    });
    const id = await create();
    const handle = await live().open(owner.id, id, { offsetSeconds: 0, listener: {} });
    await handle.end();
    expect(engine.sessions.at(-1)?.pauseMs).toBe(5000);
  });

  it('buffers audio while the engine starts and feeds it once it runs', async () => {
    const id = await create('whisper');
    const r = recorder();
    const handle = await live().open(owner.id, id, { offsetSeconds: 0, listener: r.listener });
    handle.write(pcm(0.5));
    handle.write(pcm(0.5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(r.events).toEqual([]); // nothing yet: the engine is still starting
    releaseSlow();
    await handle.end();
    expect(r.finals.map((s) => s.text)).toEqual(['final 0', 'final 1']);
    expect((await recordings().get(owner.id, id)).segments).toHaveLength(2);
  });

  it('ends a session whose engine never flushes within the bound', async () => {
    const id = await create('api');
    const r = recorder();
    const handle = await live().open(owner.id, id, { offsetSeconds: 0, listener: r.listener });
    handle.write(pcm(0.1));
    const started = Date.now();
    await handle.end();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(r.events.at(-1)).toBe('end');
  });

  it('refuses a recording that is not the user’s (404) and fails on a finished one', async () => {
    const id = await create();
    await expect(live().open(other.id, id, { offsetSeconds: 0, listener: {} })).rejects.toMatchObject({
      status: 404,
    });
    await expect(live().open(owner.id, randomUUID(), { offsetSeconds: 0, listener: {} })).rejects.toBeInstanceOf(
      AppError,
    );
    const first = await live().open(owner.id, id, { offsetSeconds: 0, listener: {} });
    first.write(pcm(0.5));
    await first.end();
    await recordings().finish(owner.id, id, { title: 'x', chunks: 0, durationSeconds: 0.5 });
    const r = recorder();
    await live().open(owner.id, id, { offsetSeconds: 0, listener: r.listener });
    await r.ended;
    expect(r.events).toEqual(['error RECORDING_FINISHED', 'end']);
  });

  it('a second session of the same recording first ends the older one, so finals stay in order', async () => {
    const id = await create();
    const first = recorder();
    const a = await live().open(owner.id, id, { offsetSeconds: 0, listener: first.listener });
    a.write(pcm(0.75));
    const second = recorder();
    const b = await live().open(owner.id, id, { offsetSeconds: 0.75, listener: second.listener });
    await first.ended; // ended by the newcomer, its remainder flushed
    b.write(pcm(0.5));
    await b.end();
    const texts = (await recordings().get(owner.id, id)).segments.map((s) => [s.start, s.text]);
    expect(texts).toEqual([
      [0, 'final 0'],
      [0.5, 'final 1'],
      [0.75, 'final 0'],
    ]);
  });

  it('stop(recording) ends its sessions and waits for their finals', async () => {
    const id = await create();
    const r = recorder();
    const handle = await live().open(owner.id, id, { offsetSeconds: 0, listener: r.listener });
    handle.write(pcm(0.3));
    await live().stop(id);
    expect(r.events.at(-1)).toBe('end');
    expect((await recordings().get(owner.id, id)).segments.map((s) => s.text)).toEqual(['final 0']);
  });
});
