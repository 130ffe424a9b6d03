import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PCM_FRAME_BYTES, type Recording } from '../../../shared/api/recordings.js';
import { createUser, type TestUser } from '../../test/users.js';
import { countingEngine, openLive, RefusedError, startRecordingApp, tone, type RecordingTestApp } from './testing.js';

const ORIGIN = 'http://localhost:3000'; // the test config's PUBLIC_URL
const ALLOWED = 'https://notulen.example.org';
/** The engine double makes a final per half second of audio. */
const HALF_SECOND = 8_000;

describe('live transcription WebSocket', () => {
  let t: RecordingTestApp;
  let owner: TestUser;
  let other: TestUser;
  let base = '';
  const engine = countingEngine({ languages: ['en'], samplesPerFinal: HALF_SECOND });

  beforeAll(async () => {
    t = await startRecordingApp({ engines: [engine], env: { ALLOWED_ORIGINS: ALLOWED } });
    owner = await createUser(t, { email: 'owner@example.com' });
    other = await createUser(t, { email: 'other@example.com' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/recordings`;
  });
  afterAll(() => t.close());

  const create = async (body: object = { language: 'en' }): Promise<Recording> => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/recordings/${randomUUID()}`,
      headers: { cookie: owner.cookie },
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const recording = async (id: string): Promise<Recording> =>
    (await t.app.inject({ method: 'GET', url: `/api/recordings/${id}`, headers: { cookie: owner.cookie } })).json();
  const refusal = (url: string, headers: Record<string, string>) =>
    openLive(url, headers).then(
      () => {
        throw new Error('the upgrade was accepted');
      },
      (err: unknown) => (err instanceof RefusedError ? err.status : Promise.reject(err)),
    );
  /** Sends `seconds` of tone in quarter-second frames, as an AudioWorklet would. */
  const stream = (send: (b: Buffer) => void, seconds: number) => {
    const pcm = tone(seconds);
    for (let at = 0; at < pcm.length; at += 8_000) send(pcm.subarray(at, at + 8_000));
  };

  it('refuses other origins, signed-out callers, strangers and bad ids before upgrading', async () => {
    const rec = await create();
    const url = `${base}/${rec.id}/live`;
    expect(await refusal(url, { cookie: owner.cookie, origin: 'http://evil.example' })).toBe(403);
    expect(await refusal(url, { cookie: owner.cookie })).toBe(403);
    expect(await refusal(url, { origin: ORIGIN })).toBe(401);
    expect(await refusal(url, { cookie: other.cookie, origin: ORIGIN })).toBe(404);
    expect(await refusal(`${base}/${randomUUID()}/live`, { cookie: owner.cookie, origin: ORIGIN })).toBe(404);
    expect(await refusal(`${base}/nope/live`, { cookie: owner.cookie, origin: ORIGIN })).toBe(400);
    expect(await refusal(`${url}?offset=-3`, { cookie: owner.cookie, origin: ORIGIN })).toBe(400);
  });

  it('opens for pages at the address the request came to, at PUBLIC_URL and at ALLOWED_ORIGINS; no others', async () => {
    const rec = await create();
    const url = `${base}/${rec.id}/live`;
    const own = new URL(base.replace('ws:', 'http:')).origin; // http://127.0.0.1:<port>: not PUBLIC_URL's host
    for (const origin of [own, ORIGIN, ALLOWED]) {
      const live = await openLive(url, { cookie: owner.cookie, origin });
      expect(await live.waitFor('ready'), origin).toMatchObject({ type: 'ready' });
      live.close();
      await live.closed;
    }
    const port = new URL(own).port;
    for (const origin of [
      'http://evil.example',
      `http://127.0.0.1:${Number(port) + 1}`, // the right host, another port: another origin
      `https://127.0.0.1:${port}`, // ... or another scheme
      'http://localhost:3000.evil.example',
      'https://notulen.example.org.evil.example',
      'null', // sandboxed frames and file:// pages
    ]) {
      expect(await refusal(url, { cookie: owner.cookie, origin }), origin).toBe(403);
    }
    // The refusal is the API's error model.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/recordings/${rec.id}/live`,
      headers: { cookie: owner.cookie, origin: 'http://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('turns PCM into partials and finals shifted by the offset, and stores every final', async () => {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: owner.cookie },
      payload: { speakerSensitivityMs: 3000 },
    });
    expect(patched.statusCode).toBe(200);
    const rec = await create();
    const live = await openLive(`${base}/${rec.id}/live?offset=10`, { cookie: owner.cookie, origin: ORIGIN });
    // Sent at once, before `ready`: nothing may be lost while the engine starts.
    stream(live.send, 1.25);
    expect(await live.waitFor('ready')).toEqual({ type: 'ready', engine: 'pocketsphinx' });
    expect(engine.sessions.at(-1)).toMatchObject({ language: 'en', pauseMs: 3000 });
    await live.waitFor('partial');
    const second = await live.waitFor('final', (m) => m.segment.text === 'final 1');
    expect(second.segment).toEqual({ start: 10.5, end: 11, text: 'final 1' });
    // Stored as they come, not at the end.
    await expect.poll(async () => (await recording(rec.id)).segments.length).toBe(2);

    live.close();
    await live.closed;
    // Closing flushes the engine: the last quarter second becomes a final too, and is stored.
    await expect
      .poll(async () => (await recording(rec.id)).segments)
      .toEqual([
        { start: 10, end: 10.5, text: 'final 0' },
        { start: 10.5, end: 11, text: 'final 1' },
        { start: 11, end: 11.25, text: 'final 2' },
      ]);
  });

  it('answers SPEECH_* errors when the server has no live engine for the recording, so the page falls back', async () => {
    const browser = await create({ language: 'id' });
    expect(browser.engine).toBe('browser');
    const a = await openLive(`${base}/${browser.id}/live`, { cookie: owner.cookie, origin: ORIGIN });
    expect((await a.waitFor('error')).code).toBe('SPEECH_ENGINE_UNAVAILABLE');
    expect((await a.closed).code).toBe(1011);

    const wrongLanguage = await create({ language: 'id', engine: 'pocketsphinx' });
    const b = await openLive(`${base}/${wrongLanguage.id}/live`, { cookie: owner.cookie, origin: ORIGIN });
    expect((await b.waitFor('error')).code).toBe('SPEECH_LANGUAGE_UNSUPPORTED');
    await b.closed;
  });

  it('closes with 1009 on an oversized frame', async () => {
    const rec = await create();
    const live = await openLive(`${base}/${rec.id}/live`, { cookie: owner.cookie, origin: ORIGIN });
    await live.waitFor('ready');
    live.send(Buffer.alloc(MAX_PCM_FRAME_BYTES + 2));
    expect((await live.closed).code).toBe(1009);
  });

  it('a finish ends the live session first: its last words are in the transcription; then the socket closes', async () => {
    const rec = await create({ language: 'en', engine: 'pocketsphinx' });
    const live = await openLive(`${base}/${rec.id}/live?offset=0`, { cookie: owner.cookie, origin: ORIGIN });
    stream(live.send, 0.75);
    await live.waitFor('final', (m) => m.segment.text === 'final 0');
    // The last quarter second is still pending in the engine when the finish arrives.
    await expect.poll(() => live.messages.filter((m) => m.type === 'partial').length).toBeGreaterThanOrEqual(3);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/recordings/${rec.id}/finish`,
      headers: { cookie: owner.cookie },
      payload: { title: 'Live', chunks: 0, durationSeconds: 0.75 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ audioSaved: false, text: 'final 0 final 1' });
    expect(await live.closed).toEqual({ code: 1000, reason: 'finished' });

    // A finished recording takes no more live audio.
    const again = await openLive(`${base}/${rec.id}/live`, { cookie: owner.cookie, origin: ORIGIN });
    expect((await again.waitFor('error')).code).toBe('RECORDING_FINISHED');
    expect((await again.closed).code).toBe(1008);
  });
});
