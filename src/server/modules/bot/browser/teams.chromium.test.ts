import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMeeting, type FakeMeeting } from '../../../../../e2e/fake-meeting/index.js';
import { speechWav } from '../../../../../e2e/fixtures/audio.js';
import { decodeToPcm16k } from '../../../platform/media/ffmpeg.js';
import { BOT_NAME, decodeChunks, outcomeLine, joined, soundSpan, startBot, reached } from '../../../test/bot-runner.js';

// Microsoft Teams as an anonymous guest: the runner in real Chromium against the fake meeting's Teams skin.

const SPEAKER = 'Budi Santoso';
let meeting: FakeMeeting;
let wav: string;

beforeAll(async () => {
  wav = speechWav('Good morning, the finance team sent the report.', { padSeconds: 0.5 }).path;
  meeting = await startFakeMeeting();
}, 60_000);

afterAll(async () => {
  await meeting?.close();
});

describe('Microsoft Teams', () => {
  it('continues on the browser, joins past the dialogs, hears the mainAudio track once, stays through mute toasts', async () => {
    const room = 'teams-happy';
    await meeting.configure(room, {
      platform: 'teams',
      participants: ['Sari Dewi', 'Fireflies.ai Notetaker'],
      traps: { noMediaDialog: true, muteToasts: true },
    });
    const host = await meeting.startHost(room, { wav, speaker: SPEAKER, delayMs: 1000 });
    const bot = startBot(meeting, 'teams', meeting.teamsUrl(room));
    await reached(bot, 'waiting');
    await meeting.admit(room);
    await host.sent;
    await new Promise((r) => setTimeout(r, 1_500));
    // The role=alert toasts came and went: still in the call.
    expect((await meeting.state(room)).inCall).toContain(BOT_NAME);
    bot.stop.abort();
    expect(await bot.done).toEqual({ kind: 'left', reason: 'stopped' });

    expect(bot.rec.order).toEqual(['joining', 'waiting', 'admitted', 'firstSound']);
    const heard = soundSpan(joined(bot.rec.pcm));
    const sent = soundSpan(await decodeToPcm16k(wav));
    expect(Math.abs(heard.seconds - sent.seconds)).toBeLessThan(0.8);
    // The redundant copy mixed in as well would double the level: every word would come twice.
    expect(heard.rms / sent.rms).toBeGreaterThan(0.6);
    expect(heard.rms / sent.rms).toBeLessThan(1.4);
    expect(bot.rec.speakers.map((s) => s.name)).toContain(SPEAKER);
    expect(soundSpan(await decodeChunks(bot.rec.chunks)).seconds).toBeGreaterThan(sent.seconds - 0.8);
    expect((await meeting.state(room)).guests.find((g) => g.name === BOT_NAME)).toMatchObject({
      status: 'left',
      leftVia: 'leave',
    });
    await host.close();
  }, 120_000);

  it('is denied: BOT_DENIED; is removed: left "removed"; the meeting ends: left "meeting_ended"', async () => {
    await meeting.configure('teams-deny', { platform: 'teams' });
    await meeting.configure('teams-removed', { platform: 'teams', lobby: false, participants: ['Sari Dewi'] });
    await meeting.configure('teams-ended', { platform: 'teams', lobby: false, participants: ['Sari Dewi'] });
    const denied = startBot(meeting, 'teams', meeting.teamsUrl('teams-deny'));
    const removed = startBot(meeting, 'teams', meeting.teamsUrl('teams-removed'));
    const ended = startBot(meeting, 'teams', meeting.teamsUrl('teams-ended'));
    await reached(denied, 'waiting');
    await meeting.deny('teams-deny');
    await reached([removed, ended], 'admitted');
    await meeting.remove('teams-removed', BOT_NAME);
    await meeting.end('teams-ended');
    const outcome = await denied.done;
    expect(outcomeLine(outcome)).toMatch(/^failed BOT_DENIED with a screenshot:/);
    expect(await removed.done).toEqual({ kind: 'left', reason: 'removed' });
    expect(await ended.done).toEqual({ kind: 'left', reason: 'meeting_ended' });
  }, 90_000);

  it('fails fast on the sign-in page and the captcha, each with its code and a screenshot', async () => {
    await meeting.configure('teams-sign-in', { platform: 'teams', wall: 'sign-in' });
    await meeting.configure('teams-captcha', { platform: 'teams', wall: 'captcha' });
    const [signIn, captcha] = await Promise.all([
      startBot(meeting, 'teams', meeting.teamsUrl('teams-sign-in')).done,
      startBot(meeting, 'teams', meeting.teamsUrl('teams-captcha')).done,
    ]);
    expect(outcomeLine(signIn)).toMatch(/^failed BOT_SIGN_IN_REQUIRED with a screenshot:/);
    expect(outcomeLine(captcha)).toMatch(/^failed BOT_CAPTCHA with a screenshot:/);
  }, 60_000);

  it('leaves at the maximum duration, clicking Leave', async () => {
    const room = 'teams-max';
    await meeting.configure(room, { platform: 'teams', lobby: false, participants: ['Sari Dewi'] });
    const bot = startBot(meeting, 'teams', meeting.teamsUrl(room), { limits: { maxDurationMs: 2_000 } });
    expect(await bot.done).toEqual({ kind: 'left', reason: 'max_duration' });
    expect(bot.rec.order).toEqual(['joining', 'admitted']);
    expect((await meeting.state(room)).guests.find((g) => g.name === BOT_NAME)).toMatchObject({
      status: 'left',
      leftVia: 'leave',
    });
  }, 60_000);
});
