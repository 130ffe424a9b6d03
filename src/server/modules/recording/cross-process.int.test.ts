import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinishResult } from '../../../shared/api/recordings.js';
import type { Runtime } from '../../runtime.js';
import { freshDatabase, startTestRuntime, testConfig, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';
import { createBrowserEngine } from '../speech/browser.js';
import { createSpeechRegistry } from '../speech/speech.registry.js';
import { countingEngine, sameAudio, settledTranscription, speechWebm } from './testing.js';

/** The engine double makes a final per half second of audio, and one more for the remainder when it is ended. */
const HALF_SECOND = 8_000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Two web processes on one database (two runtimes here, sharing it as two processes would): a recording whose live
 * session runs in process A is finished through process B. B must end A's session (NOTIFY) and wait for its last
 * finals before saving, or the words still in A's engine are lost.
 */
describe('a live session in one process, the finish in another', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let a: Runtime & { app: NonNullable<Runtime['app']> };
  let b: Runtime & { app: NonNullable<Runtime['app']> };
  let owner: TestUser;

  beforeAll(async () => {
    fresh = await freshDatabase();
    const config = testConfig(fresh.dataDir);
    const start = () =>
      startTestRuntime(config, fresh.database, {
        overrides: {
          speech: createSpeechRegistry({
            config,
            log: quiet,
            engines: [countingEngine({ languages: ['en'], samplesPerFinal: HALF_SECOND }), createBrowserEngine()],
          }),
        },
      });
    a = await start();
    b = await start();
    owner = await createUser({ app: a.app, database: fresh.database } as TestApp, { email: 'two@example.com' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await fresh?.drop();
  });

  it('B ends the session running in A and saves its last finals', async () => {
    const id = randomUUID();
    await a.services.recording.service.create(owner.id, id, { language: 'en', engine: 'pocketsphinx' });
    let ended = false;
    const handle = await a.services.recording.live.open(owner.id, id, {
      offsetSeconds: 0,
      listener: { onEnd: () => (ended = true) },
    });
    // 0.75 s: one final now ("final 0"), the remaining quarter second only when the engine is ended ("final 1").
    handle.write(new Int16Array(12_000).fill(1000));
    await expect.poll(async () => (await a.services.recording.service.get(owner.id, id)).segments.length).toBe(1);

    const res = await b.app.inject({
      method: 'POST',
      url: `/api/recordings/${id}/finish`,
      headers: { cookie: owner.cookie },
      payload: { title: 'Two processes', chunks: 0, durationSeconds: 0.75 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as FinishResult;
    expect(ended).toBe(true);
    expect(result.segments.map((s) => [s.start, s.end, s.text])).toEqual([
      [0, 0.5, 'final 0'],
      [0.5, 0.75, 'final 1'],
    ]);
    const saved = await b.services.transcriptions.get(owner.id, result.transcriptionId);
    expect(saved.text).toBe('final 0 final 1');
  });

  it('does not wait for a session whose process died (its heartbeat stopped)', async () => {
    const id = randomUUID();
    await a.services.recording.service.create(owner.id, id, { language: 'en', engine: 'browser' });
    await a.services.recording.service.appendSegments(owner.id, id, [{ start: 0, end: 1, text: 'kept' }]);
    // A row as a crashed process leaves it: registered, no heartbeat for a minute.
    await fresh.database.executeSql(
      `insert into live_sessions (id, recording_id, heartbeat_at) values ($1, $2, now() - interval '1 minute')`,
      [randomUUID(), id],
    );
    const started = Date.now();
    const res = await b.app.inject({
      method: 'POST',
      url: `/api/recordings/${id}/finish`,
      headers: { cookie: owner.cookie },
      payload: { title: 'Orphan row', chunks: 0, durationSeconds: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

/**
 * A finish that saved the transcription but whose job was never queued (the process died between the two, or the
 * send failed) is completed by the client's repeat of the finish; a job that finds its recording unfinished waits.
 */
describe('a finish whose job was lost', () => {
  it('is queued again by the repeated finish, then completed by a worker', async () => {
    const fresh = await freshDatabase();
    const config = testConfig(fresh.dataDir);
    const speech = createSpeechRegistry({
      config,
      log: quiet,
      engines: [countingEngine({ languages: ['en'] }), createBrowserEngine()],
    });
    // A web process only: what it queues waits for a worker.
    const web = await startTestRuntime(config, fresh.database, { services: ['web'], overrides: { speech } });
    try {
      const owner = await createUser({ app: web.app, database: fresh.database } as TestApp, {
        email: 'lost@example.com',
      });
      const id = randomUUID();
      await web.services.recording.service.create(owner.id, id, { language: 'en', engine: 'pocketsphinx' });
      const { webm } = speechWebm('the job of this recording was lost');
      const put = await web.app.inject({
        method: 'PUT',
        url: `/api/recordings/${id}/chunks/0`,
        headers: { cookie: owner.cookie, 'content-type': 'audio/webm' },
        payload: webm,
      });
      expect(put.statusCode).toBe(200);
      const finish = () =>
        web.app.inject({
          method: 'POST',
          url: `/api/recordings/${id}/finish`,
          headers: { cookie: owner.cookie },
          payload: { title: 'Lost job', chunks: 1, durationSeconds: 2 },
        });
      expect((await finish()).statusCode).toBe(200);
      const jobs = async () =>
        (
          await fresh.database.executeSql(
            `select id from pgboss.job where name = 'recording.finish' and state < 'active'`,
          )
        ).rows.length;
      expect(await jobs()).toBe(1);
      await fresh.database.executeSql(`delete from pgboss.job where name = 'recording.finish'`); // lost
      expect((await finish()).statusCode).toBe(200);
      expect(await jobs()).toBe(1);

      const worker = await startTestRuntime(config, fresh.database, {
        services: ['web', 'worker'],
        overrides: { speech },
      });
      try {
        const tr = await settledTranscription(
          { app: worker.app, database: fresh.database } as TestApp,
          owner.cookie,
          id,
        );
        expect(tr).toMatchObject({ status: 'ready', error: null });
        const audio = await worker.app.inject({
          method: 'GET',
          url: `/api/transcriptions/${id}/audio`,
          headers: { cookie: owner.cookie },
        });
        expect(await sameAudio(audio.rawPayload, webm)).toBe(true);
      } finally {
        await worker.close();
      }
    } finally {
      await web.close();
      await fresh.drop();
    }
  });
});
