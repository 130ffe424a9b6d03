import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_TEST_BROWSER_ARGS, startFakeMeeting, type FakeMeeting } from '../../../../e2e/fake-meeting/index.js';
import { MEETING_KEYWORDS, speechWav } from '../../../../e2e/fixtures/audio.js';
import type { BotSession } from '../../../shared/api/bots.js';
import type { Recording } from '../../../shared/api/recordings.js';
import type { Transcription } from '../../../shared/api/transcriptions.js';
import { createUser, type TestUser } from '../../test/users.js';
import { startRecordingApp, type RecordingTestApp } from '../recording/testing.js';
import { createPocketsphinxEngine } from '../speech/pocketsphinx/engine.js';
import { DEFAULT_LIB, DEFAULT_MODEL_DIR } from '../speech/pocketsphinx/ffi.js';

/**
 * Everything real: the production bot (headless Chromium, the Meet adapter, the in-page capture) joins the fake Google
 * Meet, the host's espeak-ng speech reaches it over WebRTC, pocketsphinx transcribes it live and again at the end, and
 * the saved transcript has the host's words, the host's name and the audio.
 */
describe('a bot in a (fake) Google Meet, end to end on the server', () => {
  let meeting: FakeMeeting;
  let t: RecordingTestApp;
  let owner: TestUser;

  beforeAll(async () => {
    meeting = await startFakeMeeting();
    t = await startRecordingApp({
      engines: [createPocketsphinxEngine({ lib: DEFAULT_LIB, modelDir: DEFAULT_MODEL_DIR })],
      services: ['web', 'worker', 'bot'],
      bot: { completePollMs: 200 },
      env: { MEETING_HOST_ALIASES: meeting.aliases, BOT_BROWSER_ARGS: BOT_TEST_BROWSER_ARGS.join(' ') },
    });
    owner = await createUser(t, { email: 'meet-bot@example.com', name: 'Rina' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await meeting?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: owner.cookie }, ...(payload ? { payload } : {}) });
  const until = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string, ms: number) => {
    const end = Date.now() + ms;
    for (;;) {
      const v = await read();
      if (ok(v)) return v;
      if (Date.now() > end) throw new Error(`${what}: ${JSON.stringify(v)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  it('joins, waits to be admitted, records the host’s words with the host’s name, and saves the minutes', async () => {
    await meeting.configure('standup', { platform: 'google-meet' });
    const host = await meeting.startHost('standup', { wav: speechWav().path, speaker: 'Budi Santoso' });
    const sent = await call('POST', '/api/bots', { meetingUrl: meeting.meetUrl('standup'), language: 'en-US' });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = (sent.json() as BotSession).id;
    const session = async () => (await call('GET', `/api/bots/${id}`)).json() as BotSession;

    await until(session, (s) => s.state === 'waiting', 'the bot never knocked', 60_000);
    await meeting.waitFor('standup', (s) => s.waiting.includes("Rina's Notulen Bot"), 10_000);
    await meeting.admit('standup');
    await until(session, (s) => s.state === 'in_meeting', 'never in the meeting with audio', 60_000);
    await host.sent;

    const rec = await until(
      async () => (await call('GET', `/api/recordings/${(sent.json() as BotSession).recordingId}`)).json() as Recording,
      (r) => r.segments.length > 0 && r.chunks > 0,
      'no live text or audio while in the meeting',
      30_000,
    );
    expect(rec.segments.map((s) => s.text).join(' ').length).toBeGreaterThan(0);

    expect((await call('POST', `/api/bots/${id}/stop`)).statusCode).toBe(200);
    const done = await until(session, (s) => s.state === 'done', 'never done', 120_000);
    expect(done.endReason).toBe('stopped');
    // The bot left the call through its Leave button, not by vanishing.
    const guest = (await meeting.state('standup')).guests.find((g) => g.name === "Rina's Notulen Bot");
    expect(guest?.status).toBe('left');

    const tr = (await call('GET', `/api/transcriptions/${done.transcriptionId}`)).json() as Transcription;
    expect(tr).toMatchObject({ source: 'bot', status: 'ready', meeting: { platform: 'google-meet' } });
    expect(tr.audio).not.toBeNull();
    const words = tr.text.toLowerCase();
    const heard = MEETING_KEYWORDS.filter((k) => words.includes(k));
    expect(heard.length, `heard ${heard.join(', ')} in "${tr.text}"`).toBeGreaterThanOrEqual(3);
    expect(tr.segments.some((s) => s.speaker === 'Budi Santoso')).toBe(true);
    expect(tr.summary).not.toBeNull();
    await host.close();
  }, 240_000);
});
