import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotSession } from '../../../shared/api/bots.js';
import type { Recording } from '../../../shared/api/recordings.js';
import type { Transcription } from '../../../shared/api/transcriptions.js';
import { createUser, type TestUser } from '../../test/users.js';
import {
  countingEngine,
  speechWebm,
  split,
  startRecordingApp,
  tone,
  type RecordingTestApp,
} from '../recording/testing.js';
import { botSessions } from './bot.schema.js';
import { botTranscriptTitle } from './bot-title.js';
import { deferred, hear, PNG_1X1, scriptedBrowser, untilStopped } from './testing.js';

/**
 * The bot's pipeline end to end in one process (web, worker and bot services): a session is sent, follows the
 * browser's events into the states the screen shows, its audio goes into the recording's chunk store and live
 * transcription, and leaving saves the transcript (source bot, meeting, audio, speakers) and its minutes. The browser
 * is scripted here (it has its own tests against the fake meeting); everything after it is real.
 */
describe('meeting bot sessions', () => {
  let t: RecordingTestApp;
  let owner: TestUser;
  let other: TestUser;
  const browser = scriptedBrowser();
  const speech = speechWebm('the budget is approved and Budi will send the report on Friday');
  const chunks = split(speech.webm, 3);
  const pcm = new Int16Array(tone(3).buffer.slice(0));

  beforeAll(async () => {
    t = await startRecordingApp({
      engines: [countingEngine({ languages: ['id', 'en'], samplesPerFinal: 16_000 })],
      services: ['web', 'worker', 'bot'],
      bot: { run: browser.run, completePollMs: 100, sweepMs: 200, notStartedRetryMs: 100 },
      env: {
        MEETING_HOST_ALIASES: 'google-meet=127.0.0.1:9',
        BOT_API_KEY: 'bot-key-0123456789',
        // The least the config allows: a run must have lasted this long before it can be given up for dead.
        BOT_HEARTBEAT_STALE_S: '10',
      },
    });
    owner = await createUser(t, { email: 'bot-owner@example.com', name: 'Sari Dewi' });
    other = await createUser(t, { email: 'bot-other@example.com' });
  });
  afterAll(() => t.close());

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
  const session = async (id: string, user = owner) => (await call(user, 'GET', `/api/bots/${id}`)).json() as BotSession;
  const waitFor = async (id: string, ok: (s: BotSession) => boolean, what: string, ms = 20_000) => {
    const until = Date.now() + ms;
    for (;;) {
      const s = await session(id);
      if (ok(s)) return s;
      if (Date.now() > until) throw new Error(`bot ${id} never ${what}: ${JSON.stringify(s)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const send = async (meetingUrl = 'https://meet.google.com/abc-defg-hij', language = 'en-US') => {
    const res = await call(owner, 'POST', '/api/bots', { meetingUrl, language, timeZone: 'Asia/Jakarta' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as BotSession;
  };

  it.each([
    ['', 'MEETING_LINK_EMPTY', 'Please enter a meeting link'],
    ['not a link', 'MEETING_LINK_INVALID', 'Please enter a valid URL'],
    ['https://example.com/room', 'MEETING_PLATFORM_UNSUPPORTED', 'Unsupported meeting platform'],
    ['https://zoom.us/meeting/123', 'ZOOM_LINK_INVALID', 'Invalid Zoom meeting URL'],
  ])('refuses the link %j with %s', async (meetingUrl, code, message) => {
    const res = await call(owner, 'POST', '/api/bots', { meetingUrl });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code, message } });
  });

  it('attends: waiting for the host, in the meeting, live text; Stop saves the transcript, its audio and minutes', async () => {
    const admit = deferred();
    browser.script = async (opts) => {
      opts.events.onJoining();
      opts.events.onWaiting();
      await admit.promise;
      hear(opts, { chunks, pcm, speaker: 'Budi Santoso' });
      return untilStopped(opts);
    };
    const sent = await send();
    expect(sent).toMatchObject({
      state: 'queued',
      status: 'active',
      platform: 'google-meet',
      displayName: "Sari Dewi's Notulen Bot",
    });
    await waitFor(sent.id, (s) => s.state === 'waiting', 'waited for the host');
    expect(browser.runs.at(-1)).toMatchObject({ displayName: "Sari Dewi's Notulen Bot", platform: 'google-meet' });

    admit.resolve();
    const inMeeting = await waitFor(sent.id, (s) => s.state === 'in_meeting', 'was in the meeting');
    expect(inMeeting.joinedAt).not.toBeNull();
    expect(inMeeting.audioAt).not.toBeNull();
    // The live transcript grows while the bot records (the screen reads it from the recording).
    const until = Date.now() + 10_000;
    const recording = async () => (await call(owner, 'GET', `/api/recordings/${sent.recordingId}`)).json() as Recording;
    let rec = await recording();
    while ((rec.segments.length < 2 || rec.chunks < 3) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
      rec = await recording();
    }
    expect(rec.segments.length).toBeGreaterThanOrEqual(2);
    expect(rec.chunks).toBe(3);

    const stopped = await call(owner, 'POST', `/api/bots/${sent.id}/stop`);
    expect(stopped.statusCode).toBe(200);
    const done = await waitFor(sent.id, (s) => s.state === 'done', 'finished', 60_000);
    expect(done).toMatchObject({ status: 'ended', endReason: 'stopped', transcriptionId: sent.recordingId });

    const tr = (await call(owner, 'GET', `/api/transcriptions/${done.transcriptionId}`)).json() as Transcription;
    expect(tr).toMatchObject({
      source: 'bot',
      status: 'ready',
      meeting: { platform: 'google-meet', url: 'https://meet.google.com/abc-defg-hij' },
      language: 'en-US',
    });
    expect(tr.title).toMatch(/^Google Meet meeting /);
    expect(tr.audio).not.toBeNull();
    expect(tr.segments.length).toBeGreaterThan(0);
    expect(tr.segments.every((s) => s.speaker === 'Budi Santoso')).toBe(true);
    expect(tr.summary).not.toBeNull();
  });

  it('leaves by itself when the meeting ends, and says why; sent with no time zone (as from the calendar), its title is in the one the user’s browser last reported', async () => {
    const zone = 'Pacific/Kiritimati'; // UTC+14: a title in UTC would show another hour, most often another day
    expect((await call(owner, 'PATCH', '/api/settings', { timeZone: zone })).statusCode).toBe(200);
    browser.script = async (opts) => {
      hear(opts, { chunks, pcm });
      return { kind: 'left', reason: 'meeting_ended' };
    };
    const res = await call(owner, 'POST', '/api/bots', { meetingUrl: 'https://meet.google.com/abc-defg-hij' });
    expect(res.statusCode, res.body).toBe(201);
    const done = await waitFor((res.json() as BotSession).id, (s) => s.state === 'done', 'finished', 60_000);
    expect(done).toMatchObject({ endReason: 'meeting_ended', failure: null });
    const tr = (await call(owner, 'GET', `/api/transcriptions/${done.transcriptionId}`)).json() as Transcription;
    expect(tr.audio).not.toBeNull();
    const at = new Date(done.joinedAt ?? done.createdAt);
    expect(tr.title).toBe(botTranscriptTitle('google-meet', done.language, at, zone));
  });

  it('admitted to a silent meeting: in the meeting with no audio yet at once, its screenshot later, then hearing', async () => {
    const screenshotTaken = deferred();
    const spoken = deferred();
    browser.script = async (opts) => {
      opts.events.onJoining();
      opts.events.onWaiting();
      opts.events.onAdmitted();
      await screenshotTaken.promise;
      opts.events.onNoAudio(PNG_1X1);
      await spoken.promise;
      hear(opts, { chunks, pcm });
      return untilStopped(opts);
    };
    const sent = await send();
    // Never "asking to join" once admitted: the screen's Recording step starts with the admission.
    const silent = await waitFor(sent.id, (s) => s.joinedAt !== null, 'was admitted');
    expect(silent).toMatchObject({ state: 'no_audio', hasScreenshot: false });
    screenshotTaken.resolve();
    await waitFor(sent.id, (s) => s.hasScreenshot, 'kept the silent meeting’s screenshot');
    spoken.resolve();
    expect(await waitFor(sent.id, (s) => s.state === 'in_meeting', 'heard the meeting')).toMatchObject({
      joinedAt: silent.joinedAt,
    });
    expect((await call(owner, 'POST', `/api/bots/${sent.id}/stop`)).statusCode).toBe(200);
    await waitFor(sent.id, (s) => s.state === 'done', 'finished', 60_000);
  });

  it('knocks again while the host has not started the meeting, then attends it', async () => {
    browser.script = async (opts, run) => {
      const mine = browser.runs.filter((r) => r.url === opts.url).length;
      if (mine <= 2) {
        expect(run).toBeGreaterThanOrEqual(0);
        return {
          kind: 'failed',
          code: 'BOT_MEETING_NOT_STARTED',
          detail: 'This meeting link is invalid (3,001)',
          screenshot: null,
        };
      }
      hear(opts, { chunks, pcm });
      return { kind: 'left', reason: 'meeting_ended' };
    };
    const sent = await send('https://zoom.us/j/1234567890?pwd=early');
    const done = await waitFor(sent.id, (s) => s.state === 'done', 'finished', 60_000);
    expect(done).toMatchObject({ endReason: 'meeting_ended', failure: null });
    expect(browser.runs.filter((r) => r.url === sent.meetingUrl)).toHaveLength(3);
  });

  it('a refused bot fails with its reason and screenshot; Retry sends a new one; nobody else sees any of it', async () => {
    browser.script = async (opts) => {
      opts.events.onJoining();
      opts.events.onWaiting();
      return {
        kind: 'failed',
        code: 'BOT_DENIED',
        detail: 'Someone in the call denied your request to join',
        screenshot: PNG_1X1,
      };
    };
    const sent = await send();
    const failed = await waitFor(sent.id, (s) => s.state === 'failed', 'failed');
    expect(failed).toMatchObject({
      status: 'ended',
      hasScreenshot: true,
      transcriptionId: null,
      failure: { code: 'BOT_DENIED', detail: 'Someone in the call denied your request to join' },
    });
    const shot = await call(owner, 'GET', `/api/bots/${sent.id}/screenshot`);
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/png');
    expect(shot.rawPayload.equals(PNG_1X1)).toBe(true);

    for (const [method, url] of [
      ['GET', `/api/bots/${sent.id}`],
      ['POST', `/api/bots/${sent.id}/stop`],
      ['POST', `/api/bots/${sent.id}/retry`],
      ['GET', `/api/bots/${sent.id}/screenshot`],
    ] as const) {
      expect((await call(other, method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
    const list = (await call(other, 'GET', '/api/bots')).json() as { items: BotSession[] };
    expect(list.items).toEqual([]);

    const retried = await call(owner, 'POST', `/api/bots/${sent.id}/retry`);
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toMatchObject({ meetingUrl: sent.meetingUrl, language: sent.language });
    expect((retried.json() as BotSession).id).not.toBe(sent.id);
    await waitFor((retried.json() as BotSession).id, (s) => s.state === 'failed', 'failed again');
  });

  it('a bot whose process died is taken over: a new run rejoins and continues the same recording', async () => {
    const firstRunGone = deferred();
    browser.script = async (opts, run) => {
      if (browser.runs.filter((r) => r.url === opts.url).length === 1) {
        hear(opts, { chunks, pcm });
        await firstRunGone.promise; // a dead process never reports again
        return { kind: 'left', reason: 'stopped' };
      }
      expect(run).toBeGreaterThan(0);
      hear(opts, { chunks, pcm });
      return untilStopped(opts);
    };
    const sent = await send('http://127.0.0.1:9/abc-defg-hij');
    await waitFor(sent.id, (s) => s.state === 'in_meeting', 'was in the meeting');
    const recording = async () => (await call(owner, 'GET', `/api/recordings/${sent.recordingId}`)).json() as Recording;
    // The first run's audio is stored before its process "dies" (a dead process writes nothing more).
    const firstUntil = Date.now() + 10_000;
    while ((await recording()).chunks < 3 && Date.now() < firstUntil) await new Promise((r) => setTimeout(r, 50));
    const runsBefore = browser.runs.length;
    // The process "dies": its heartbeat stops (the sweeper reads the row; nothing else is faked). Only while the
    // first attempt holds the job: once the sweep has queued the meeting again, a dead process stays silent and the
    // sweep's fresh heartbeat stands (backdating it then would fake a second death while the rejoin starts).
    const silence = setInterval(
      () =>
        void t.database.executeSql(
          `update bot_sessions set heartbeat_at = now() - interval '2 minutes'
            where id = $1 and runs = 1
              and exists (select 1 from pgboss.job j where j.id::text = bot_sessions.job_id
                            and j.state = 'active' and j.retry_count = 0)`,
          [sent.id],
        ),
      20,
    );
    const until = Date.now() + 30_000;
    while (browser.runs.length === runsBefore && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    clearInterval(silence);
    expect(browser.runs.length).toBe(runsBefore + 1);
    // The first run was only stalled, not dead: its next heartbeat sees the takeover and it leaves the meeting.
    const stalled = browser.runs[runsBefore - 1]!;
    const leaveUntil = Date.now() + 15_000;
    while (!stalled.signal.aborted && Date.now() < leaveUntil) await new Promise((r) => setTimeout(r, 50));
    expect(stalled.signal.aborted).toBe(true);
    const recUntil = Date.now() + 10_000;
    let rec = await recording();
    while (rec.chunks < 6 && Date.now() < recUntil) {
      await new Promise((r) => setTimeout(r, 50));
      rec = await recording();
    }
    expect(rec).toMatchObject({ chunks: 6, missing: [] });

    await call(owner, 'POST', `/api/bots/${sent.id}/stop`);
    const done = await waitFor(sent.id, (s) => s.state === 'done', 'finished', 60_000);
    const tr = (await call(owner, 'GET', `/api/transcriptions/${done.transcriptionId}`)).json() as Transcription;
    // Both runs' audio: two recorder streams joined, each as long as the speech.
    expect(tr.durationSeconds).toBeGreaterThan(speech.seconds * 1.8);
    firstRunGone.resolve();
    const row = await t.database.db.select().from(botSessions).where(eq(botSessions.id, sent.id));
    expect(row[0]?.runs).toBe(2);
  });

  it('serves the spec’s bot-server API behind its key', async () => {
    browser.script = async (opts) => {
      hear(opts, { chunks, pcm });
      return untilStopped(opts);
    };
    const api = t.runtime.botApi!;
    expect((await api.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const join = { meetingId: '1234567890', password: 'pw1', sessionId: 'client-session-1', userId: owner.id };
    const noKey = await api.inject({ method: 'POST', url: '/bot/zoom/join', payload: join });
    expect(noKey.statusCode).toBe(401);
    const auth = { authorization: 'Bearer bot-key-0123456789' };
    const wrongKey = await api.inject({
      method: 'GET',
      url: '/bot/zoom/status/client-session-1',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrongKey.statusCode).toBe(401);

    const joined = await api.inject({ method: 'POST', url: '/bot/zoom/join', payload: join, headers: auth });
    expect(joined.json()).toEqual({ success: true });
    const status = async () =>
      (await api.inject({ method: 'GET', url: '/bot/zoom/status/client-session-1', headers: auth })).json() as {
        active: boolean;
      };
    expect(await status()).toEqual({ active: true });
    const until = Date.now() + 10_000;
    let words = '';
    while (!words && Date.now() < until) {
      const res = await api.inject({ method: 'GET', url: '/bot/zoom/transcription/client-session-1', headers: auth });
      words = (res.json() as { transcription: string }).transcription;
    }
    expect(words).toContain('final');
    expect(browser.runs.at(-1)).toMatchObject({ url: 'https://zoom.us/j/1234567890?pwd=pw1', platform: 'zoom' });
    expect(
      (
        await api.inject({
          method: 'POST',
          url: '/bot/zoom/leave',
          payload: { sessionId: 'client-session-1' },
          headers: auth,
        })
      ).json(),
    ).toEqual({ success: true });
    const leaveUntil = Date.now() + 20_000;
    while ((await status()).active && Date.now() < leaveUntil) await new Promise((r) => setTimeout(r, 50));
    expect(await status()).toEqual({ active: false });
    const bad = await api.inject({
      method: 'POST',
      url: '/bot/zoom/join',
      payload: { ...join, meetingId: 'abc', sessionId: 'x' },
      headers: auth,
    });
    expect(bad.json()).toMatchObject({ success: false, error: 'Invalid Zoom meeting URL' });
    expect((await api.inject({ method: 'GET', url: '/bot/zoom/status/unknown', headers: auth })).statusCode).toBe(404);
    const nobody = await api.inject({
      method: 'POST',
      url: '/bot/zoom/join',
      payload: { ...join, userId: 'no-such-user', sessionId: 'y' },
      headers: auth,
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({ success: false });
  });

  it('Stop ends a session whose job was never queued (it would stay active and count against the bound)', async () => {
    const [row] = await t.database.db
      .insert(botSessions)
      .values({
        id: randomUUID(),
        userId: owner.id,
        platform: 'google-meet',
        meetingUrl: 'https://meet.google.com/abc-defg-hij',
        language: 'en-US',
        displayName: 'Sari Dewi',
        recordingId: randomUUID(),
      })
      .returning();
    const res = await call(owner, 'POST', `/api/bots/${row!.id}/stop`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ended', endReason: 'stopped' });
  });

  it('bounds the bots one user has active at once (each costs a Chromium): 429 BOT_LIMIT_REACHED until one stops', async () => {
    browser.script = (opts) => untilStopped(opts);
    const sent = [await send(), await send(), await send()];
    const refused = await call(owner, 'POST', '/api/bots', { meetingUrl: 'https://meet.google.com/abc-defg-hij' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'BOT_LIMIT_REACHED' } });
    // Another user's bots are not counted against this one.
    const others = await call(other, 'POST', '/api/bots', { meetingUrl: 'https://meet.google.com/abc-defg-hij' });
    expect(others.statusCode).toBe(201);

    expect((await call(owner, 'POST', `/api/bots/${sent[0]!.id}/stop`)).statusCode).toBe(200);
    await waitFor(sent[0]!.id, (s) => s.status === 'ended', 'ended');
    sent.push(await send());
    for (const s of sent.slice(1)) await call(owner, 'POST', `/api/bots/${s.id}/stop`);
    await call(other, 'POST', `/api/bots/${(others.json() as BotSession).id}/stop`);
    for (const s of sent) await waitFor(s.id, (x) => x.status === 'ended', 'ended');
  });
});
