import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinishResult } from '../../../shared/api/recordings.js';
import { createUser, type TestUser } from '../../test/users.js';
import {
  countingEngine,
  sameAudio,
  settledTranscription,
  speechWebm,
  split,
  startRecordingApp,
  type RecordingTestApp,
} from './testing.js';

describe('a recording survives a server restart', () => {
  let t: RecordingTestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await startRecordingApp({ engines: [countingEngine({ languages: ['en'] })] });
    owner = await createUser(t, { email: 'owner@example.com' });
  });
  afterAll(() => t.close());

  const putChunk = (id: string, seq: number, bytes: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/recordings/${id}/chunks/${seq}`,
      headers: { cookie: owner.cookie, 'content-type': 'audio/webm' },
      payload: bytes,
    });

  it('keeps the chunks and the live segments stored before the restart, and finishes after it', async () => {
    const { webm } = speechWebm('the quarterly review continues after the break');
    const pieces = split(webm, 8);
    const id = randomUUID();
    const created = await t.app.inject({
      method: 'PUT',
      url: `/api/recordings/${id}`,
      headers: { cookie: owner.cookie },
      payload: { language: 'en', engine: 'browser' },
    });
    expect(created.statusCode).toBe(201);
    for (const seq of [0, 1, 2, 4]) expect((await putChunk(id, seq, pieces[seq]!)).json().stored).toBe(true);
    const segments = [{ start: 0, end: 2, text: 'before the restart' }];
    await t.app.inject({
      method: 'PUT',
      url: `/api/recordings/${id}/segments`,
      headers: { cookie: owner.cookie },
      payload: { segments },
    });

    await t.restart();

    // Same session cookie, same recording, same gaps.
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/recordings/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toMatchObject({ state: 'recording', chunks: 4, missing: [3], segments });
    // The page re-sends what it is unsure about (a repeat changes nothing) and the rest.
    expect((await putChunk(id, 2, pieces[2]!)).json()).toEqual({ stored: false, chunks: 4, missing: [3] });
    for (const seq of [3, 5, 6, 7]) expect((await putChunk(id, seq, pieces[seq]!)).statusCode).toBe(200);

    const finished = await t.app.inject({
      method: 'POST',
      url: `/api/recordings/${id}/finish`,
      headers: { cookie: owner.cookie },
      payload: { title: 'After restart', chunks: 8, durationSeconds: 3 },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const result = finished.json() as FinishResult;
    expect(result).toMatchObject({ audioSaved: true, missing: [], text: 'before the restart', segments });
    await settledTranscription(t, owner.cookie, result.transcriptionId);
    const audio = await t.app.inject({
      method: 'GET',
      url: `/api/transcriptions/${result.transcriptionId}/audio`,
      headers: { cookie: owner.cookie },
    });
    expect(audio.statusCode).toBe(200);
    expect(await sameAudio(audio.rawPayload, webm)).toBe(true);
  });
});
