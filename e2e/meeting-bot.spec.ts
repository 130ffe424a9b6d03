import type { Page } from '@playwright/test';
import { BOT_TEST_BROWSER_ARGS, startFakeMeeting, type FakeMeeting } from './fake-meeting/index.js';
import { MEETING_KEYWORDS, speechWav } from './fixtures/audio.js';
import { expect, test as base } from './fixtures/test.js';
import type { Transcription } from '../src/shared/api/transcriptions.js';

/**
 * The meeting bot through the UI, with everything real: the built server (web, worker and bot services), the
 * production bot in headless Chromium, a fake meeting (e2e/fake-meeting) whose host speaks espeak-ng English over
 * WebRTC, pocketsphinx. The user pastes a link, sees the bot wait for the host, hears it record, stops it, and lands
 * on the minutes. The platforms' other paths (denial, lobby time-out, removal, alone, the traps) are tested on the
 * bot's own tier (src/server/modules/bot/browser/*.chromium.test.ts).
 */
const test = base.extend<object, { meeting: FakeMeeting }>({
  meeting: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const meeting = await startFakeMeeting();
      await use(meeting);
      await meeting.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [
    async ({ meeting }, use) =>
      use({ MEETING_HOST_ALIASES: meeting.aliases, BOT_BROWSER_ARGS: BOT_TEST_BROWSER_ARGS.join(' ') }),
    { scope: 'worker' },
  ],
});

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 240_000 });

const BOT = "Rina's Notulen Bot";

async function sendBot(page: Page, link: string) {
  await page.goto('/dashboard/meeting-bot');
  await page.getByRole('combobox', { name: 'Meeting language' }).click();
  await page.getByRole('option', { name: 'English (US)' }).click();
  await page.getByRole('textbox', { name: 'Meeting link' }).fill(link);
  await page.getByRole('button', { name: 'Join Meeting' }).click();
}

test.describe('Meeting bot', () => {
  test.beforeEach(async ({ users }) => {
    await users.signIn(await users.create({ name: 'Rina' }));
  });

  for (const platform of ['google-meet', 'teams', 'zoom'] as const) {
    test(`${platform}: waits for the host, records the meeting live, and opens the minutes after Stop`, async ({
      page,
      meeting,
    }) => {
      const room = `journey-${platform}`;
      await meeting.configure(room, { platform });
      const host = await meeting.startHost(room, { wav: speechWav().path, speaker: 'Budi Santoso' });
      const link =
        platform === 'google-meet'
          ? meeting.meetUrl(room)
          : platform === 'teams'
            ? meeting.teamsUrl(room)
            : meeting.zoomUrl(room);
      await sendBot(page, link);

      await expect(page.getByText('Waiting for the host to admit the bot')).toBeVisible({ timeout: 60_000 });
      await meeting.waitFor(room, (s) => s.waiting.includes(BOT), 30_000);
      // Leaving the screen does not stop the bot; coming back shows it.
      await page.goto('/dashboard/home');
      await page.goto('/dashboard/meeting-bot');
      await expect(page.getByText('Waiting for the host to admit the bot')).toBeVisible({ timeout: 20_000 });

      await meeting.admit(room);
      await expect(page.getByText('Recording in Progress')).toBeVisible({ timeout: 60_000 });
      // About 2 s after admission here (the host waits 1.5 s, its WAV opens with 1.5 s of silence, the screen polls
      // every 1.5 s); stop 23's CI, on a busy machine, took over 10 s once.
      await expect(page.getByText('In the meeting and hearing audio')).toBeVisible({ timeout: 30_000 });
      await host.sent;
      // The live transcript shows words from the call (the placeholder text alone would match any word).
      const live = page.getByTestId('live-text');
      await expect(live).toContainText(new RegExp(`\\b(${MEETING_KEYWORDS.join('|')})\\b`, 'i'), { timeout: 60_000 });

      await page.getByRole('button', { name: 'Stop Recording' }).click();
      await expect(page).toHaveURL(/\/dashboard\/mom\/[0-9a-f-]{36}$/, { timeout: 150_000 });
      await expect(page.locator('main audio')).toHaveCount(1, { timeout: 20_000 });
      // The saved transcript has the host's words: counted in its segments only (the page also shows the title and
      // the minutes, whose "meeting" would count without any audio heard).
      const id = page.url().split('/').at(-1)!;
      const saved = (await (await page.request.get(`/api/transcriptions/${id}`)).json()) as Transcription;
      const words = saved.segments.flatMap((s) => s.text.toLowerCase().split(/\s+/));
      const heard = MEETING_KEYWORDS.filter((k) => words.includes(k));
      expect(heard.length, `heard ${heard.join(', ')} in "${saved.text}"`).toBeGreaterThanOrEqual(4);
      expect((await meeting.state(room)).guests.find((g) => g.name === BOT)?.status).toBe('left');
      await host.close();
    });
  }

  test('a denied bot says so with what it saw, and Retry sends it again', async ({ page, meeting }) => {
    await meeting.configure('journey-denied', { platform: 'google-meet' });
    await sendBot(page, meeting.meetUrl('journey-denied'));
    await meeting.waitFor('journey-denied', (s) => s.waiting.includes(BOT), 60_000);
    await meeting.deny('journey-denied');

    await expect(page.getByText("The host denied the bot's request to join.")).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'View screenshot' }).click();
    const dialog = page.getByRole('dialog', { name: 'What the bot saw' });
    const shot = dialog.getByTestId('bot-screenshot');
    await expect(shot).toBeVisible();
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Retry' }).click();
    await meeting.waitFor('journey-denied', (s) => s.waiting.includes(BOT), 60_000);
    await expect(page.getByText('Waiting for the host to admit the bot')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('bot-stop').click();
  });
});
