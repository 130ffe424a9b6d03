import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMeeting, type FakeMeeting } from '../../../../../e2e/fake-meeting/index.js';
import { speechWav } from '../../../../../e2e/fixtures/audio.js';
import { decodeToPcm16k } from '../../../platform/media/ffmpeg.js';
import { BOT_NAME, decodeChunks, outcomeLine, joined, soundSpan, startBot, reached } from '../../../test/bot-runner.js';
import { zoomWebClientUrl } from './zoom.adapter.js';

// Zoom's web client: the runner in real Chromium against the fake meeting's Zoom skin.

const SPEAKER = 'Budi Santoso';
let meeting: FakeMeeting;
let wav: string;

beforeAll(async () => {
  wav = speechWav('The project starts on Monday and ends in March.', { padSeconds: 0.5 }).path;
  meeting = await startFakeMeeting();
}, 60_000);

afterAll(async () => {
  await meeting?.close();
});

describe('Zoom', () => {
  it('goes to the web client, accepts cookies, allows media, types the name and the passcode, waits, hears the host', async () => {
    const room = 'zoom-happy';
    await meeting.configure(room, {
      platform: 'zoom',
      passcode: '8k2x',
      participants: ['Sari Dewi', 'Read.ai meeting notes'],
      traps: { cookieBanner: true, permissionDialog: true, unmuteModal: true },
    });
    const host = await meeting.startHost(room, { wav, speaker: SPEAKER, delayMs: 1000 });
    // The passcode comes apart from the link (the bot-server API's `password`).
    const bot = startBot(meeting, 'zoom', meeting.zoomUrl(room), { password: '8k2x' });
    await reached(bot, 'waiting');
    await meeting.admit(room);
    await host.sent;
    await new Promise((r) => setTimeout(r, 1_500));
    bot.stop.abort();
    expect(await bot.done).toEqual({ kind: 'left', reason: 'stopped' });

    expect(bot.rec.order).toEqual(['joining', 'waiting', 'admitted', 'firstSound']);
    const heard = soundSpan(joined(bot.rec.pcm));
    const sent = soundSpan(await decodeToPcm16k(wav));
    expect(Math.abs(heard.seconds - sent.seconds)).toBeLessThan(0.8);
    expect(heard.rms / sent.rms).toBeGreaterThan(0.6);
    expect(bot.rec.speakers.map((s) => s.name)).toContain(SPEAKER);
    expect(soundSpan(await decodeChunks(bot.rec.chunks)).seconds).toBeGreaterThan(sent.seconds - 0.8);
    // Leave went through the "Leave Meeting" confirmation, past the unmute modal.
    expect((await meeting.state(room)).guests.find((g) => g.name === BOT_NAME)).toMatchObject({
      status: 'left',
      leftVia: 'leave',
    });
    await host.close();
  }, 120_000);

  it('takes the passcode from the link, leaves when alone (a note-taker does not count) and when the meeting ends', async () => {
    await meeting.configure('zoom-alone', {
      platform: 'zoom',
      passcode: 'p1',
      lobby: false,
      participants: ['Otter.ai'],
    });
    await meeting.configure('zoom-ended', { platform: 'zoom', lobby: false, participants: ['Sari Dewi'] });
    const host = await meeting.startHost('zoom-alone', { wav, speaker: SPEAKER, autoPlay: false });
    const alone = startBot(meeting, 'zoom', meeting.zoomUrl('zoom-alone', { pwd: 'p1' }), {
      limits: { aloneMs: 2_000 },
    });
    const ended = startBot(meeting, 'zoom', meeting.zoomUrl('zoom-ended'));
    await reached([alone, ended], 'admitted', 60_000);
    await meeting.end('zoom-ended');
    expect(await ended.done).toEqual({ kind: 'left', reason: 'meeting_ended' });
    expect((await meeting.state('zoom-alone')).inCall).toContain(BOT_NAME);
    await meeting.hostLeave('zoom-alone');
    expect(await alone.done).toEqual({ kind: 'left', reason: 'alone' });
    await host.close();
  }, 90_000);

  it('fails fast before the host starts and on the bot wall; a wrong passcode is a join failure', async () => {
    await meeting.configure('zoom-not-started', { platform: 'zoom', wall: 'not-started' });
    await meeting.configure('zoom-wall', { platform: 'zoom', wall: 'bot-wall' });
    await meeting.configure('zoom-pwd', { platform: 'zoom', passcode: 'right' });
    const [notStarted, wall, wrong] = await Promise.all([
      startBot(meeting, 'zoom', meeting.zoomUrl('zoom-not-started')).done,
      startBot(meeting, 'zoom', meeting.zoomUrl('zoom-wall')).done,
      startBot(meeting, 'zoom', meeting.zoomUrl('zoom-pwd', { pwd: 'wrong' })).done,
    ]);
    expect(outcomeLine(notStarted)).toMatch(/^failed BOT_MEETING_NOT_STARTED with a screenshot:/);
    expect(outcomeLine(wall)).toMatch(/^failed BOT_BLOCKED /);
    expect(wrong).toMatchObject({ kind: 'failed', code: 'BOT_JOIN_FAILED', detail: 'Zoom refused the passcode' });
  }, 60_000);
});

describe('zoomWebClientUrl', () => {
  it('rewrites /j/<id> to /wc/<id>/join on the same origin, keeping pwd or adding the given passcode', () => {
    expect(
      zoomWebClientUrl({ url: 'https://us02web.zoom.us/j/1234567890?pwd=abc', password: undefined, aliases: [] }),
    ).toBe('https://us02web.zoom.us/wc/1234567890/join?pwd=abc');
    expect(zoomWebClientUrl({ url: 'https://zoom.us/j/1234567890', password: 's3cr', aliases: [] })).toBe(
      'https://zoom.us/wc/1234567890/join?pwd=s3cr',
    );
    expect(
      zoomWebClientUrl({
        url: 'http://127.0.0.1:4000/j/1234567890',
        password: undefined,
        aliases: [{ platform: 'zoom', host: '127.0.0.1:4000' }],
      }),
    ).toBe('http://127.0.0.1:4000/wc/1234567890/join');
  });
});
