import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechWav } from '../fixtures/audio.js';
import { startFakeMeeting, type FakeMeeting } from './index.js';
import { launchSimpleBot, meterAudioElements, meterMainAudio, newBotPage, peak } from './simple-bot.js';

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
    await expect(page.getByRole('button', { name: 'Return to home screen' }).isVisible()).resolves.toBe(true);
    expect((await meeting.waitFor(room, (s) => s.waiting.length === 1)).waiting).toEqual(['Notulen Bot']);

    await meeting.admit(room);
    await page.locator('[data-participant-id]').nth(3).waitFor();
    const names = await page.locator('[data-participant-id] span.notranslate').allTextContents();
    expect(names).toEqual(['Notulen Bot', SPEAKER, 'Sari Dewi', 'Otter.ai']);
    await expect(page.locator('[data-avatar-count]').getAttribute('data-avatar-count')).resolves.toBe('4');

    // One <audio> per remote participant; the host's carries the WAV.
    await page.waitForFunction('document.querySelectorAll("audio").length === 3');
    expect(await pollPeak(page, () => meterAudioElements(page))).toBeGreaterThan(0.05);
    const speaking = page.locator('[data-participant-id]:has(.Oaajhc) span.notranslate');
    await expect(speaking.textContent()).resolves.toBe(SPEAKER);
    await host.sent;
    expect((await meeting.state(room)).audioSent).toBe(true);

    // The toolbar hides itself 3 s after the last mouse move; moving the mouse brings it back.
    const leave = page.locator('button[aria-label="Leave call"]');
    await page.waitForFunction('getComputedStyle(document.querySelector("[role=toolbar]")).visibility === "hidden"');
    expect(await leave.isVisible()).toBe(false);
    await page.mouse.move(200, 200);
    expect(await leave.isVisible()).toBe(true);

    await meeting.hostLeave(room);
    await page.waitForFunction(
      'document.querySelector("[data-avatar-count]").getAttribute("data-avatar-count") === "3"',
    );
    await page.mouse.move(210, 210);
    await leave.click();
    await page.getByText('You left the meeting').waitFor();
    expect((await meeting.state(room)).guests[0]!.status).toBe('left');
    await host.close();
    await page.context().close();
  });

  it('deny, remove and end show the texts Meet shows', async () => {
    const page = await newBotPage(bot);
    for (const [room, act, text] of [
      ['meet-deny', 'deny', 'Someone in the call denied your request to join'],
      ['meet-remove', 'remove', "You've been removed from the meeting"],
      ['meet-end', 'end', 'Your host ended the meeting for everyone'],
    ] as const) {
      await meeting.configure(room, { platform: 'google-meet', autoAdmit: act !== 'deny', autoAdmitMs: 200 });
      await page.goto(meeting.meetUrl(room));
      await page.locator('input[aria-label="Your name"]').fill('Notulen Bot');
      await page.locator('xpath=//button[.//span[text()="Ask to join"]]').click();
      await meeting.waitFor(room, (s) => s.guests.length === 1);
      if (act === 'deny') await meeting.deny(room);
      else {
        await page.locator('button[aria-label="Leave call"]').waitFor({ state: 'attached' });
        await meeting[act](room);
      }
      const shown = act === 'deny' ? page.getByText(text) : page.locator('.roSPhc', { hasText: text });
      await shown.waitFor();
    }
    await page.context().close();
  });
});

describe('Teams skin', () => {
  it.todo('launcher, pre-join, lobby, mainAudio');
});

void meterMainAudio;
