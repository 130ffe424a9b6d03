import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMeeting, type FakeMeeting } from '../../../../../e2e/fake-meeting/index.js';
import { speechWav } from '../../../../../e2e/fixtures/audio.js';
import { decodeToPcm16k } from '../../../platform/media/ffmpeg.js';
import {
  BOT_NAME,
  decodeChunks,
  isPng,
  outcomeLine,
  joined,
  soundSpan,
  startBot,
  reached,
} from '../../../test/bot-runner.js';

// Google Meet: the runner in real Chromium against the fake meeting's Meet skin (e2e/fake-meeting/README.md).

const SPEAKER = 'Budi Santoso';
let meeting: FakeMeeting;
let wav: string;

beforeAll(async () => {
  wav = speechWav('Hello everyone, the budget report is ready for Friday.', { padSeconds: 0.5 }).path;
  meeting = await startFakeMeeting();
}, 60_000);

afterAll(async () => {
  await meeting?.close();
});

describe('Google Meet', () => {
  it('asks to join, waits past the lobby traps, is admitted, hears the host, names the speaker, leaves on Stop', async () => {
    const room = 'meet-happy';
    await meeting.configure(room, {
      platform: 'google-meet',
      participants: ['Sari Dewi', 'Otter.ai'],
      traps: { gotIt: true, gemini: true, returnHomeInLobby: true, toolbarAutoHide: true },
    });
    const host = await meeting.startHost(room, { wav, speaker: SPEAKER, delayMs: 1000 });
    const bot = startBot(meeting, 'google-meet', meeting.meetUrl(room));

    await meeting.waitFor(room, (s) => s.waiting.includes(BOT_NAME), 30_000);
    // The lobby's "Return to home screen" is still waiting: give the bot a few looks at it before admitting.
    await new Promise((r) => setTimeout(r, 2_000));
    expect((await meeting.state(room)).waiting).toEqual([BOT_NAME]);
    await meeting.admit(room);
    await host.sent;
    // The toolbar has hidden itself by now; the bot must still be in the call.
    await new Promise((r) => setTimeout(r, 4_000));
    expect((await meeting.state(room)).inCall).toContain(BOT_NAME);
    bot.stop.abort();
    const outcome = await bot.done;

    expect(outcome).toEqual({ kind: 'left', reason: 'stopped' });
    expect(bot.rec.order).toEqual(['joining', 'waiting', 'admitted', 'firstSound']);
    const pcm = joined(bot.rec.pcm);
    const heard = soundSpan(pcm);
    const sent = soundSpan(await decodeToPcm16k(wav));
    expect(heard.rms).toBeGreaterThan(0);
    expect(Math.abs(heard.seconds - sent.seconds)).toBeLessThan(0.8);
    expect(bot.rec.speakers.map((s) => s.name)).toContain(SPEAKER);
    const spoke = bot.rec.speakers.find((s) => s.name === SPEAKER)!;
    expect(spoke.audioSeconds).toBeGreaterThanOrEqual(0);
    const copy = await decodeChunks(bot.rec.chunks);
    expect(soundSpan(copy).seconds).toBeGreaterThan(sent.seconds - 0.8);
    expect(bot.rec.chunks.map((c) => c.seq)).toEqual(bot.rec.chunks.map((_, i) => i));
    expect((await meeting.state(room)).guests.find((g) => g.name === BOT_NAME)).toMatchObject({
      status: 'left',
      leftVia: 'leave',
    });
    await host.close();
  }, 120_000);

  it('is denied: BOT_DENIED with a screenshot', async () => {
    const room = 'meet-deny';
    await meeting.configure(room, { platform: 'google-meet' });
    const bot = startBot(meeting, 'google-meet', meeting.meetUrl(room));
    await reached(bot, 'waiting');
    await meeting.deny(room);
    const outcome = await bot.done;
    expect(outcomeLine(outcome)).toMatch(/^failed BOT_DENIED with a screenshot:/);
    expect(bot.rec.order).toEqual(['joining', 'waiting']);
  }, 60_000);

  it('gives up on the lobby after its limit: BOT_LOBBY_TIMEOUT', async () => {
    const room = 'meet-lobby';
    await meeting.configure(room, { platform: 'google-meet' });
    const bot = startBot(meeting, 'google-meet', meeting.meetUrl(room), { limits: { lobbyMs: 3_000 } });
    const outcome = await bot.done;
    expect(outcomeLine(outcome)).toMatch(/^failed BOT_LOBBY_TIMEOUT with a screenshot:/);
  }, 60_000);

  it('leaves when removed, and when the host ends the meeting; no sound means "no audio yet" with a screenshot', async () => {
    const room = 'meet-removed';
    await meeting.configure(room, { platform: 'google-meet', lobby: false, participants: ['Sari Dewi'] });
    const bot = startBot(meeting, 'google-meet', meeting.meetUrl(room), { limits: { noAudioMs: 1_500 } });
    await reached(bot, 'noAudio');
    await meeting.remove(room, BOT_NAME);
    expect(await bot.done).toEqual({ kind: 'left', reason: 'removed' });
    expect(bot.rec.order).toEqual(['joining', 'admitted', 'noAudio']);
    expect(isPng(bot.rec.noAudio[0] ?? null)).toBe(true);

    const room2 = 'meet-ended';
    await meeting.configure(room2, { platform: 'google-meet', lobby: false, participants: ['Sari Dewi'] });
    const bot2 = startBot(meeting, 'google-meet', meeting.meetUrl(room2));
    await reached(bot2, 'admitted');
    await meeting.end(room2);
    expect(await bot2.done).toEqual({ kind: 'left', reason: 'meeting_ended' });
  }, 90_000);

  it('leaves when alone: a note-taker bot is not a person', async () => {
    const room = 'meet-alone';
    await meeting.configure(room, { platform: 'google-meet', lobby: false, participants: ['Otter.ai'] });
    const host = await meeting.startHost(room, { wav, speaker: SPEAKER, autoPlay: false });
    const bot = startBot(meeting, 'google-meet', meeting.meetUrl(room), { limits: { aloneMs: 2_000 } });
    await meeting.waitFor(room, (s) => s.inCall.includes(BOT_NAME), 30_000);
    // With the host there the bot stays past the limit.
    await new Promise((r) => setTimeout(r, 4_000));
    expect((await meeting.state(room)).inCall).toContain(BOT_NAME);
    await meeting.hostLeave(room);
    expect(await bot.done).toEqual({ kind: 'left', reason: 'alone' });
    expect((await meeting.state(room)).guests.find((g) => g.name === BOT_NAME)).toMatchObject({
      status: 'left',
      leftVia: 'leave',
    });
    await host.close();
  }, 90_000);

  it("recognises Meet's walls: BOT_BLOCKED and BOT_MEETING_NOT_FOUND, with a screenshot", async () => {
    await meeting.configure('meet-blocked', { platform: 'google-meet', wall: 'blocked' });
    await meeting.configure('meet-missing', { platform: 'google-meet', wall: 'not-found' });
    const [blocked, missing] = await Promise.all([
      startBot(meeting, 'google-meet', meeting.meetUrl('meet-blocked')).done,
      startBot(meeting, 'google-meet', meeting.meetUrl('meet-missing')).done,
    ]);
    expect(outcomeLine(blocked)).toMatch(/^failed BOT_BLOCKED with a screenshot:/);
    expect(outcomeLine(missing)).toMatch(/^failed BOT_MEETING_NOT_FOUND /);
  }, 60_000);

  it('stops while waiting in the lobby: left with the reason given to abort()', async () => {
    const room = 'meet-stop-lobby';
    await meeting.configure(room, { platform: 'google-meet' });
    const bot = startBot(meeting, 'google-meet', meeting.meetUrl(room));
    await reached(bot, 'waiting');
    bot.stop.abort('event_ended');
    expect(await bot.done).toEqual({ kind: 'left', reason: 'event_ended' });
    // Cancel in the lobby, not a vanished page.
    expect((await meeting.state(room)).guests.find((g) => g.name === BOT_NAME)).toMatchObject({
      status: 'left',
      leftVia: 'leave',
    });
  }, 60_000);
});
