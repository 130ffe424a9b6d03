import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BOT_TEST_BROWSER_ARGS,
  startFakeMeeting,
  type FakeMeeting,
  type RoomState,
} from '../../e2e/fake-meeting/index.js';
import { speechWav } from '../../e2e/fixtures/audio.js';
import type { BotSession } from '../shared/api/bots.js';
import type { Recording } from '../shared/api/recordings.js';
import type { Transcription } from '../shared/api/transcriptions.js';
import { decodeToPcm16k } from './platform/media/ffmpeg.js';
import { freePort } from './test/ports.js';
import { startS3Server, type TestS3 } from './test/s3.js';
import { createScratchDatabase, POSTGRES_ONLY } from './test/scratch-postgres.js';
import { call, deploymentEnv, signUpVerified, spawnServer, type ServerProcess } from './test/server-processes.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const BOT_API_KEY = 'bot-api-key-for-the-processes-test';

/** The Chromium processes a process launched (playwright starts each browser as its direct child). */
function chromiumChildren(pid: number): number[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when there is none
  }
  return out
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter(([, comm]) => comm?.startsWith('chromium'))
    .map(([p]) => Number(p));
}

/** A browser and every process of it (playwright starts it in a process group of its own). */
function browserProcesses(browserPid: number): number[] {
  try {
    const out = execFileSync('ps', ['-o', 'pid=', '-g', String(browserPid)], { encoding: 'utf8' });
    return [...new Set([browserPid, ...out.split('\n').filter(Boolean).map(Number)])];
  } catch {
    return [browserPid];
  }
}

/** Still running (a zombie waiting for its new parent to reap it has exited). */
function running(pid: number): boolean {
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  } catch {
    return false;
  }
}

async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, what: string, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * The meeting bot as deployed at scale (docs/deploy.md): one web+worker process and two bot processes, real child
 * processes on one PostgreSQL and one S3-compatible store, real Chromium bots in the fake meeting. The bot processes
 * share the meetings, Stop reaches whichever runs a bot, a bot process killed mid-meeting has its meeting rejoined by
 * the other, and the spec's keyed bot-server API starts bots that run in a bot process. Only in the PostgreSQL pass:
 * the embedded database belongs to one process by design.
 */
describe('the meeting bot across a web+worker process and two bot processes', () => {
  let s3: TestS3;
  let db: { url: string; drop(): Promise<void> };
  let meeting: FakeMeeting;
  let web: ServerProcess;
  let bots: ServerProcess[] = [];
  let botApi: string;
  let user: { id: string; cookie: string };
  const procs: ServerProcess[] = [];
  const wav = speechWav().path;

  beforeEach((ctx) => {
    if (!serverUrl) ctx.skip(POSTGRES_ONLY);
  });

  beforeAll(async () => {
    if (!serverUrl) return;
    [s3, meeting] = await Promise.all([startS3Server(), startFakeMeeting()]);
    db = await createScratchDatabase(serverUrl!, 'notulen_bot_processes');
    const env = {
      ...deploymentEnv(db, s3, 'bot-processes'),
      MEETING_HOST_ALIASES: meeting.aliases,
      BOT_BROWSER_ARGS: BOT_TEST_BROWSER_ARGS.join(' '),
      BOT_MAX_CONCURRENT: '2',
      // A killed bot process's meeting is rejoined 15-20 s later instead of 45-60 s.
      BOT_HEARTBEAT_STALE_S: '15',
      STT_ENGINE: 'pocketsphinx',
      WHISPER_AUTO_DOWNLOAD: 'false',
    };
    const botPort = await freePort();
    botApi = `http://127.0.0.1:${botPort}`;
    // The web process migrates the database first; then the bot processes start together.
    web = await spawnServer('web,worker', {
      env: { ...env, BOT_API_KEY, BOT_PORT: String(botPort) },
      dataDir: '.tmp/bot-processes-web',
      port: await freePort(),
    });
    procs.push(web);
    bots = await Promise.all(
      ['a', 'b'].map((n) => spawnServer('bot', { env, dataDir: `.tmp/bot-processes-bot-${n}` })),
    );
    procs.push(...bots);
    user = await signUpVerified(web.base, db.url, { email: `bots-${Date.now()}@example.com`, name: 'Rina' });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await meeting?.close();
    await db?.drop();
    await s3?.close();
  }, 60_000);

  // What the processes said, when a test fails (a bot's reasons are in its process's log).
  afterEach((ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    for (const [name, p] of [
      ['web,worker', web],
      ['bot a', bots[0]],
      ['bot b', bots[1]],
    ] as const) {
      console.error(`--- ${name} (pid ${p?.pid}) ---\n${p?.output().slice(-6000)}`);
    }
  });

  const api = async <T>(method: string, path: string, body?: unknown) => {
    const res = await call(web.base, method, path, body, user.cookie);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const session = (id: string) => api<BotSession>('GET', `/api/bots/${id}`);
  const recording = (id: string) => api<Recording>('GET', `/api/recordings/${id}`);
  const BOT_NAME = "Rina's Notulen Bot";
  const botGuests = (s: RoomState) => s.guests.filter((g) => g.name === BOT_NAME);

  /** Sends a bot and lets it in once it knocks. */
  async function sendAndAdmit(room: string, url: string): Promise<BotSession> {
    const sent = await api<BotSession>('POST', '/api/bots', { meetingUrl: url, language: 'en-US' });
    await meeting.waitFor(room, (s) => s.waiting.includes(BOT_NAME), 120_000);
    await meeting.admit(room);
    return sent;
  }

  /** Waits for live text and audio chunks on the bot's recording (beyond `after` chunks and `afterSeconds`). */
  const liveText = (recordingId: string, what: string, after = 0, afterSeconds = 0) =>
    until(
      () => recording(recordingId),
      (r) => r.chunks > after && r.segments.some((s) => s.start >= afterSeconds && s.text.trim()),
      what,
      120_000,
    );

  /** Waits for the bot's first audio chunk: its capture runs, so what the host says now is recorded. */
  const capturing = (recordingId: string, what: string) =>
    until(
      () => recording(recordingId),
      (r) => r.chunks > 0,
      what,
      60_000,
    );

  /** Stops through the web process, waits for the saved transcript, and returns it. */
  async function stopAndSave(id: string): Promise<Transcription> {
    await api('POST', `/api/bots/${id}/stop`);
    const done = await until(
      () => session(id),
      (s) => s.state === 'done' || s.state === 'failed',
      'not done',
      180_000,
    );
    expect(done).toMatchObject({ state: 'done', endReason: 'stopped' });
    const tr = await api<Transcription>('GET', `/api/transcriptions/${done.transcriptionId}`);
    expect(tr).toMatchObject({ source: 'bot', status: 'ready' });
    expect(tr.audio?.size).toBeGreaterThan(0);
    return tr;
  }

  it('two bot processes share three meetings: one bot each, live text, Stop wherever it runs, three transcripts', async () => {
    const rooms = [
      { room: 'share-meet', platform: 'google-meet' as const, url: () => meeting.meetUrl('share-meet') },
      { room: 'share-teams', platform: 'teams' as const, url: () => meeting.teamsUrl('share-teams') },
      { room: 'share-zoom', platform: 'zoom' as const, url: () => meeting.zoomUrl('share-zoom') },
    ];
    for (const r of rooms) await meeting.configure(r.room, { platform: r.platform });
    // Each host speaks once its bot records (below): on a busy machine a bot can start capturing after a speech
    // played at connection time has ended, and a meeting heard as silence has no live text.
    const hosts = await Promise.all(
      rooms.map((r) => meeting.startHost(r.room, { wav, speaker: `Host ${r.room}`, autoPlay: false })),
    );
    const sent = await Promise.all(rooms.map((r) => sendAndAdmit(r.room, r.url())));

    // BOT_MAX_CONCURRENT=2 per process: three meetings at once need both; each bot is a Chromium of its process.
    await Promise.all(
      sent.map((s) =>
        until(
          () => session(s.id),
          (v) => v.joinedAt !== null,
          'never in',
          120_000,
        ),
      ),
    );
    const browsers = bots.map((b) => chromiumChildren(b.pid).length);
    expect(browsers.reduce((a, b) => a + b)).toBe(3);
    expect(Math.min(...browsers), `Chromium per bot process: ${browsers.join(', ')}`).toBeGreaterThanOrEqual(1);
    expect(chromiumChildren(web.pid)).toEqual([]);

    await Promise.all(
      sent.map(async (s, i) => {
        await capturing(s.recordingId, `no audio in ${rooms[i]!.room}`);
        await hosts[i]!.play();
        await liveText(s.recordingId, `no live text in ${rooms[i]!.room}`);
      }),
    );
    const saved = await Promise.all(sent.map((s) => stopAndSave(s.id)));
    expect(saved.map((t) => t.meeting?.platform)).toEqual(rooms.map((r) => r.platform));

    for (const r of rooms) {
      const guests = botGuests(await meeting.state(r.room));
      // Exactly one bot in each meeting, and it left through its Leave button (it heard the Stop).
      expect(
        guests.map((g) => [g.status, g.leftVia]),
        r.room,
      ).toEqual([['left', 'leave']]);
    }
    // The bot processes closed their browsers.
    await until(
      () => bots.flatMap((b) => chromiumChildren(b.pid)),
      (c) => c.length === 0,
      'browsers left',
      30_000,
    );
    await Promise.all(hosts.map((h) => h.close()));
  }, 420_000);

  it('the spec’s bot-server API: keyed join, status and leave on BOT_PORT; the bot runs in a bot process', async () => {
    const health = await fetch(`${botApi}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const room = 'spec-zoom';
    await meeting.configure(room, { platform: 'zoom' });
    const meetingId = /\/j\/(\d+)/.exec(meeting.zoomUrl(room))![1]!;
    const join = { meetingId, password: '', sessionId: 'spec-session-1', userId: user.id };
    const post = (path: string, body: object, key?: string) =>
      fetch(`${botApi}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify(body),
      });
    const status = (key?: string) =>
      fetch(`${botApi}/bot/zoom/status/spec-session-1`, key ? { headers: { authorization: `Bearer ${key}` } } : {});

    expect((await post('/bot/zoom/join', join)).status).toBe(401);
    expect((await post('/bot/zoom/join', join, 'not-the-key')).status).toBe(401);
    expect((await status()).status).toBe(401);
    const joined = await post('/bot/zoom/join', join, BOT_API_KEY);
    expect(joined.status, await joined.clone().text()).toBe(200);
    expect(await joined.json()).toEqual({ success: true });
    expect(await (await status(BOT_API_KEY)).json()).toEqual({ active: true });

    // A bot process (not the web process that took the request) opened Zoom's web client and knocks.
    await meeting.waitFor(room, (s) => s.waiting.includes(BOT_NAME), 120_000);
    expect(bots.flatMap((b) => chromiumChildren(b.pid))).toHaveLength(1);
    expect(chromiumChildren(web.pid)).toEqual([]);
    await meeting.admit(room);
    await meeting.waitFor(room, (s) => botGuests(s)[0]?.status === 'in-call', 60_000);
    expect(await (await status(BOT_API_KEY)).json()).toEqual({ active: true });

    expect((await post('/bot/zoom/leave', { sessionId: 'spec-session-1' })).status).toBe(401);
    const left = await post('/bot/zoom/leave', { sessionId: 'spec-session-1' }, BOT_API_KEY);
    expect(await left.json()).toEqual({ success: true });
    await until(
      async () => (await (await status(BOT_API_KEY)).json()) as { active: boolean },
      (s) => !s.active,
      'still active after leave',
      60_000,
    );
    // The bot process that runs it heard the leave: its bot is out of the call and its browser closed. (Whether it
    // clicks Leave or the platform drops the closed page depends on Zoom's unmute request, which the in-call loop
    // answers within a tick of admission; the first test checks Leave after a longer stay.)
    await meeting.waitFor(room, (s) => botGuests(s)[0]?.status === 'left', 30_000);
    await until(
      () => bots.flatMap((b) => chromiumChildren(b.pid)),
      (c) => c.length === 0,
      'browser left',
      30_000,
    );
    const unknown = await fetch(`${botApi}/bot/zoom/status/no-such-session`, {
      headers: { authorization: `Bearer ${BOT_API_KEY}` },
    });
    expect(unknown.status).toBe(404);
  }, 240_000);

  it('a bot process killed mid-meeting: its Chromium goes, the other process rejoins and continues the recording', async () => {
    const room = 'crash-meet';
    await meeting.configure(room, { platform: 'google-meet' });
    const host = await meeting.startHost(room, { wav, speaker: 'Budi Santoso', autoPlay: false });
    const sent = await sendAndAdmit(room, meeting.meetUrl(room));
    await capturing(sent.recordingId, 'no audio before the crash');
    await host.play();
    await liveText(sent.recordingId, 'no live text before the crash');

    const attending = bots.find((b) => chromiumChildren(b.pid).length === 1);
    const other = bots.find((b) => b !== attending)!;
    expect(attending, 'no bot process runs a browser').toBeDefined();
    const browser = browserProcesses(chromiumChildren(attending!.pid)[0]!);
    const before = await recording(sent.recordingId);
    attending!.child.kill('SIGKILL');

    // Chromium, driven over a pipe from the dead process, exits with it: nothing of that bot lingers.
    await until(
      () => browser.filter(running),
      (alive) => alive.length === 0,
      'Chromium outlived its bot',
      30_000,
    );
    // Its guest drops out of the call (page gone, no Leave); the heartbeat sweep of the other process requeues the job,
    // and the same bot knocks again from the surviving process.
    await meeting.waitFor(room, (s) => botGuests(s)[0]?.leftVia === 'disconnect', 60_000);
    await meeting.waitFor(room, (s) => s.waiting.includes(BOT_NAME), 120_000);
    await meeting.admit(room);
    await meeting.waitFor(room, (s) => botGuests(s)[1]?.mediaConnected === true, 60_000);
    expect(chromiumChildren(other.pid)).toHaveLength(1);
    await host.play();

    // The rejoin continues the same recording: chunks after the stored ones, live text timed after them.
    await liveText(sent.recordingId, 'no live text after the rejoin', before.chunks + 3, before.chunks);
    const tr = await stopAndSave(sent.id);
    const audio = Buffer.from(
      await (await call(web.base, 'GET', `/api/transcriptions/${tr.id}/audio`, undefined, user.cookie)).arrayBuffer(),
    );
    const seconds = (await decodeToPcm16k(audio)).length / 16_000;
    // One-second chunks: the first run's audio alone is about before.chunks seconds long.
    expect(seconds).toBeGreaterThan(before.chunks + 2);
    expect(botGuests(await meeting.state(room)).map((g) => [g.status, g.leftVia])).toEqual([
      ['left', 'disconnect'],
      ['left', 'leave'],
    ]);
    await host.close();
  }, 420_000);
});
