import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechWav } from '../fixtures/audio.js';
import { startFakeMeeting, type FakeMeeting } from './index.js';
import { launchSimpleBot, meterAudioElements, meterMainAudio, newBotPage, peak, trackPeak } from './simple-bot.js';

// The harness against a simple playwright-core bot (simple-bot.ts), in real Chromium on both sides.

const SPEAKER = 'Budi Santoso';
let meeting: FakeMeeting;
let bot: Browser;
let wav: string;

beforeAll(async () => {
  wav = speechWav('Hello everyone, the budget is ready.', { padSeconds: 0.3 }).path;
  [meeting, bot] = await Promise.all([startFakeMeeting(), launchSimpleBot()]);
}, 60_000);

afterAll(async () => {
  await bot?.close();
  await meeting?.close();
});

async function pollPeak(page: Page, measure: () => Promise<unknown>, min = 0.05, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await measure();
    if ((await peak(page)) >= min) return peak(page);
    await page.waitForTimeout(200);
  }
  return peak(page);
}

describe('Google Meet skin', () => {
  it('name, ask to join, lobby traps, admitted, the host speaks into <audio> elements, leave', async () => {
    const room = 'meet-happy';
    await meeting.configure(room, {
      platform: 'google-meet',
      participants: ['Sari Dewi', 'Otter.ai'],
      traps: { gotIt: true },
    });
    const host = await meeting.startHost(room, { wav, speaker: SPEAKER, delayMs: 500 });
    const page = await newBotPage(bot);
    await page.goto(`${meeting.meetUrl(room)}?hl=en`);

    // The "Got it" pop-up intercepts clicks until it is dismissed.
    await page.locator('xpath=//button[.//span[text()="Got it"]]').click();
    await page.locator('input[type="text"][aria-label="Your name"]').fill('Notulen Bot');
    await page.locator('[aria-label*="Turn off microphone"]').click();
    await page.locator('[aria-label*="Turn off camera"]').click();
    await page.locator('xpath=//button[.//span[text()="Ask to join"]]').click();

    await page.getByText('Asking to be let in…').waitFor();
    // Leave call is there in the lobby too: no sign of admission.
    await page.locator('button[aria-label="Leave call"]').waitFor();
    await expect(page.getByRole('button', { name: 'Return to home screen' }).isVisible()).resolves.toBe(true);
    expect((await meeting.waitFor(room, (s) => s.waiting.length === 1)).waiting).toEqual(['Notulen Bot']);

    await meeting.admit(room);
    await page.locator('[data-participant-id]').nth(3).waitFor();
    const names = await page.locator('[data-participant-id] span.notranslate').allTextContents();
    expect(names).toEqual(['Notulen Bot', SPEAKER, 'Sari Dewi', 'Otter.ai']);
    await expect(page.locator('[data-avatar-count]').getAttribute('data-avatar-count')).resolves.toBe('4');
    await page.locator('[role="button"][aria-label="People - 4 joined"]:has([data-avatar-count])').waitFor();

    // One <audio> per remote participant; the host's carries the WAV.
    await page.waitForFunction('document.querySelectorAll("audio").length === 3');
    expect(await pollPeak(page, () => meterAudioElements(page))).toBeGreaterThan(0.05);
    const speaking = page.locator('[data-participant-id]:has(.Oaajhc) span.notranslate');
    await expect(speaking.textContent()).resolves.toBe(SPEAKER);
    await host.sent;
    expect((await meeting.state(room)).audioSent).toBe(true);
    await page.locator('.Oaajhc').waitFor({ state: 'detached' });
    await host.play();
    expect((await meeting.state(room)).audioDone).toBe(true);

    // The toolbar hides itself 3 s after the last mouse move; moving the mouse brings it back.
    const leave = page.locator('button[aria-label="Leave call"]');
    await page.waitForFunction('getComputedStyle(document.querySelector("[role=toolbar]")).visibility === "hidden"');
    expect(await leave.isVisible()).toBe(false);
    await page.mouse.move(200, 200);
    await leave.waitFor({ state: 'visible', timeout: 2000 });

    await meeting.hostLeave(room);
    await page.waitForFunction(
      'document.querySelector("[data-avatar-count]").getAttribute("data-avatar-count") === "3"',
    );
    await page.mouse.move(210, 210);
    await leave.click();
    await page.getByText('You left the meeting').waitFor();
    expect((await meeting.state(room)).guests[0]).toMatchObject({ status: 'left', leftVia: 'leave' });
    await host.close();
    await page.context().close();
  }, 120_000);

  it('deny, remove and end show the texts Meet shows', async () => {
    const page = await newBotPage(bot);
    for (const [room, act, text] of [
      ['meet-deny', 'deny', 'Someone in the call denied your request to join'],
      ['meet-remove', 'remove', "You've been removed from the meeting"],
      ['meet-end', 'end', 'Your host ended the meeting for everyone'],
    ] as const) {
      const traps = { gemini: act === 'remove' };
      await meeting.configure(room, { platform: 'google-meet', autoAdmit: act !== 'deny', autoAdmitMs: 200, traps });
      await page.goto(meeting.meetUrl(room));
      await page.locator('input[aria-label="Your name"]').fill('Notulen Bot');
      await page.locator('xpath=//button[.//span[text()="Ask to join"]]').click();
      await meeting.waitFor(room, (s) => s.guests.length === 1);
      if (act === 'deny') await meeting.deny(room);
      else {
        await page.locator('[data-participant-id]').first().waitFor({ state: 'attached' });
        if (traps.gemini) {
          await page.getByRole('dialog').getByText('Take notes for me', { exact: false }).waitFor();
          await page.getByRole('dialog').getByRole('button', { name: 'Join now' }).click();
          await page.getByRole('dialog').waitFor({ state: 'detached' });
        }
        await meeting[act](room);
      }
      const shown = act === 'deny' ? page.getByText(text) : page.locator('.roSPhc', { hasText: text });
      await shown.waitFor();
    }
    await page.context().close();
  }, 120_000);
});

describe('Teams skin', () => {
  it('launcher, pre-join, lobby, mute toasts, one mainAudio track plus a redundant copy, removed', async () => {
    const room = 'teams-happy';
    await meeting.configure(room, { platform: 'teams', participants: ['Fireflies.ai Notetaker'] });
    const host = await meeting.startHost(room, { wav, speaker: SPEAKER, delayMs: 500 });
    const page = await newBotPage(bot);
    await page.goto(meeting.teamsUrl(room));

    await page.getByRole('button', { name: 'Continue on this browser' }).click();
    await page.locator('[data-tid="prejoin-display-name-input"]').fill('Notulen Bot');
    await page.locator('[data-tid="toggle-video"]').click();
    await page.locator('[data-tid="toggle-mute"]').click();
    await expect(
      page.locator('[role="radio"][aria-label="Computer audio"]').getAttribute('aria-checked'),
    ).resolves.toBe('true');
    await page.locator('[data-tid="prejoin-join-button"]').click();
    await page.getByText('Someone will let you in shortly').waitFor();
    await meeting.waitFor(room, (s) => s.waiting.includes('Notulen Bot'));

    await meeting.admit(room);
    await page.locator('#hangup-button[data-tid="hangup-main-btn"]').waitFor();
    // Mute toasts use role="alert" right after admission; the bot is still in the call.
    await page.locator('[role="alert"]').first().waitFor();
    await expect(page.locator('[data-stream-type][data-tid="Budi Santoso"]').count()).resolves.toBe(1);
    await expect(page.locator('[data-tid="roster-count"]').textContent()).resolves.toBe('3');

    await page.waitForFunction('window.__remoteTracks.length === 2');
    // Measured over the whole WAV: the redundant copy carries the same words (a bot capturing it too hears them twice).
    const redundant = trackPeak(page, 'audio-', 5000);
    const tracks = await meterMainAudio(page);
    expect(tracks.audioTracks).toBe(2);
    expect(tracks.main).toBe(1);
    expect(await pollPeak(page, () => meterMainAudio(page))).toBeGreaterThan(0.05);
    await page.locator('.vdi-frame-occlusion').waitFor({ state: 'attached' });
    await host.sent;
    expect(await redundant).toBeGreaterThan(0.05);

    await meeting.remove(room);
    await expect(page.locator('#calling-retry-screen-title').textContent()).resolves.toBe(
      "You've been removed from this meeting",
    );
    await host.close();
    await page.context().close();
  }, 120_000);

  it('denied, ended, a closed page drops out; "Don\'t use audio" gets no audio', async () => {
    const page = await newBotPage(bot);
    await meeting.configure('teams-deny', { platform: 'teams', traps: { noMediaDialog: true } });
    await page.goto(meeting.teamsUrl('teams-deny'));
    await page.getByRole('button', { name: 'Continue on this browser' }).click();
    await page.getByRole('button', { name: 'Continue without audio or video' }).click();
    await page.locator('[data-tid="prejoin-display-name-input"]').fill('Notulen Bot');
    await page.locator('[data-tid="prejoin-join-button"]').click();
    await meeting.waitFor('teams-deny', (s) => s.waiting.length === 1);
    await meeting.deny('teams-deny');
    await page.getByText('Sorry, but you were denied access to the meeting').waitFor();

    await meeting.configure('teams-end', { platform: 'teams', lobby: false });
    await page.goto(meeting.teamsUrl('teams-end'));
    await page.getByRole('button', { name: 'Continue on this browser' }).click();
    await page.locator('[data-tid="prejoin-display-name-input"]').fill('Notulen Bot');
    await page.locator('[role="radio"][aria-label="Don\'t use audio"]').click();
    await page.locator('[data-tid="prejoin-join-button"]').click();
    await page.locator('#hangup-button').waitFor();
    expect((await meeting.state('teams-end')).guests[0]!.audio).toBe(false);
    await meeting.end('teams-end');
    await page.locator('#calling-retry-screen-title', { hasText: 'The meeting has ended' }).waitFor();

    // A guest whose page closes without Leave drops out of the call.
    await meeting.configure('teams-gone', { platform: 'teams', lobby: false });
    await page.goto(meeting.teamsUrl('teams-gone'));
    await page.getByRole('button', { name: 'Continue on this browser' }).click();
    await page.locator('[data-tid="prejoin-display-name-input"]').fill('Notulen Bot');
    await page.locator('[data-tid="prejoin-join-button"]').click();
    await page.locator('#hangup-button').waitFor();
    await page.context().close();
    const gone = await meeting.waitFor('teams-gone', (s) => s.guests[0]?.status === 'left');
    expect(gone.guests[0]!.leftVia).toBe('disconnect');
    expect(gone.inCall).toEqual(['Host']);
  }, 120_000);
});

describe('Zoom skin', () => {
  it('/j/ redirect, cookie banner, Allow, passcode, waiting room, unmute modal, audio, ended by host', async () => {
    const room = 'zoom-happy';
    await meeting.configure(room, { platform: 'zoom', passcode: '4321' });
    const host = await meeting.startHost(room, { wav, speaker: SPEAKER, delayMs: 500 });
    const page = await newBotPage(bot);
    await page.goto(meeting.zoomUrl(room));
    expect(new URL(page.url()).pathname).toMatch(/^\/wc\/\d{10}\/join$/);

    const allow = page.getByRole('button', { name: 'Allow', exact: true });
    // The cookie banner's filter covers the page: the permission dialog cannot be clicked yet.
    await expect(allow.click({ timeout: 500 })).rejects.toThrow();
    await page.locator('#onetrust-accept-btn-handler').click();
    await allow.click();
    const join = page.locator('button.preview-join-button');
    await page.locator('#input-for-name').fill('Notulen Bot');
    expect(await join.isDisabled()).toBe(true); // the passcode is asked: not in the link
    await page.locator('input[placeholder*="passcode" i]').fill('1111');
    await join.click();
    await page.getByText('Passcode wrong').waitFor();
    await page.locator('input[placeholder*="passcode" i]').fill('4321');
    await join.click();
    await page.getByText('Please wait, the meeting host will let you in soon.').waitFor();

    await meeting.admit(room);
    await page.locator('.zm-modal-body-title', { hasText: 'The host would like you to unmute' }).waitFor();
    await page.getByRole('button', { name: 'Stay Muted' }).click();
    await page.locator('button[aria-label="Leave"]').waitFor();
    await expect(page.locator('button[aria-label*="participants list"]').getAttribute('aria-label')).resolves.toContain(
      '[2]',
    );
    await page.waitForFunction('document.querySelectorAll("audio").length === 1');
    expect(await pollPeak(page, () => meterAudioElements(page))).toBeGreaterThan(0.05);
    await page
      .locator('.speaker-active-container__video-frame .video-avatar__avatar-footer', { hasText: SPEAKER })
      .waitFor();
    await host.sent;

    // A new host page (after host.close()) renegotiates with the guest already in the call.
    await host.close();
    const again = await meeting.startHost(room, { wav, speaker: SPEAKER, delayMs: 200 });
    await page.waitForFunction('window.__remoteTracks.length === 2');
    const second = trackPeak(page, 'zoom-audio-', 4000);
    await again.sent;
    expect(await second).toBeGreaterThan(0.05);

    await meeting.end(room);
    await page.locator('.zm-modal-body-title', { hasText: 'This meeting has been ended by host' }).waitFor();
    await again.close();
    await page.context().close();
  }, 120_000);

  it('leave through the confirm button; "Continue without microphone and camera" gets no audio', async () => {
    const room = 'zoom-leave';
    await meeting.configure(room, {
      platform: 'zoom',
      passcode: '99',
      autoAdmit: true,
      autoAdmitMs: 100,
      traps: { unmuteModal: false },
    });
    const page = await newBotPage(bot);
    await page.goto(meeting.zoomUrl(room, { pwd: '99' }));
    await page.locator('#onetrust-accept-btn-handler').click();
    await page.getByRole('button', { name: 'Continue without microphone and camera' }).click();
    await page.locator('#input-for-name').pressSequentially('Notulen Bot');
    await page.locator('button.preview-join-button').click();
    await page.locator('button[aria-label="Leave"]').click();
    await page.locator('button.leave-meeting-options__btn--danger').click();
    await page.getByText('You have left the meeting').waitFor();
    const [guest] = (await meeting.state(room)).guests;
    expect(guest).toMatchObject({ status: 'left', audio: false });
    await page.context().close();
  }, 120_000);
});

describe('walls', () => {
  it('each wall renders its platform text', async () => {
    const page = await newBotPage(bot);
    const cases: [string, Parameters<FakeMeeting['configure']>[1], (r: string) => string, string][] = [
      [
        'w-blocked',
        { platform: 'google-meet', wall: 'blocked' },
        (r) => meeting.meetUrl(r),
        "You can't join this video call",
      ],
      [
        'w-notfound',
        { platform: 'google-meet', wall: 'not-found' },
        (r) => meeting.meetUrl(r),
        'Check your meeting code',
      ],
      ['w-signin', { platform: 'teams', wall: 'sign-in' }, (r) => meeting.teamsUrl(r), 'Sign in'],
      [
        'w-notstarted',
        { platform: 'zoom', wall: 'not-started' },
        (r) => meeting.zoomUrl(r),
        'This meeting link is invalid (3,001)',
      ],
    ];
    for (const [room, config, url, text] of cases) {
      await meeting.configure(room, config);
      await page.goto(url(room));
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    expect(await page.title()).toBe('Error - Zoom');
    await meeting.configure('w-signin', { platform: 'teams', wall: 'sign-in' });
    await page.goto(meeting.teamsUrl('w-signin'));
    await page.locator('input[name="loginfmt"]').waitFor();

    await meeting.configure('w-captcha', { platform: 'teams', wall: 'captcha' });
    await page.goto(meeting.teamsUrl('w-captcha'));
    await page.getByRole('button', { name: 'Continue on this browser' }).click();
    await page.getByText("Verify you're a real person").waitFor();

    await meeting.configure('w-bot', {
      platform: 'zoom',
      wall: 'bot-wall',
      traps: { cookieBanner: false, permissionDialog: false },
    });
    await page.goto(meeting.zoomUrl('w-bot'));
    await page.locator('#input-for-name').fill('Notulen Bot');
    await page.locator('button.preview-join-button').click();
    await page.getByText(/We detected you may be a bot.*must use Zoom RTMS/).waitFor();
    await page.context().close();
  }, 120_000);
});
