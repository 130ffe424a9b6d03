import { readFileSync } from 'node:fs';
import { CHROMIUM_PATH } from '../src/server/platform/browser/chromium.js';
import { fakeMicrophoneArgs, speechWav } from './fixtures/audio.js';
import { pageToday } from './fixtures/page-clock.js';
import { openRecorder, useRawAudio, whenFinished } from './fixtures/recording-page.js';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures/test.js';

/**
 * Issue 5 on the Manual Recording screen: record English speech (Chromium's fake microphone, the server's offline
 * English engine), stop, then the summary panel: Generate Summary, Download (file name and plain-text content
 * checked) and Share, which headless Chromium does not support, so it copies with the spec's toast. Issue 9: the
 * summary is stored on the saved transcription, so opening it shows the same summary.
 */
const speech = speechWav();

test.use({
  locale: 'en-US',
  launchOptions: { executablePath: CHROMIUM_PATH, args: fakeMicrophoneArgs(speech.path) },
});

test('recording summary panel: generate, download, share fallback, then the saved meeting shows it', async ({
  page,
  context,
  users,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await useRawAudio(page);
  await users.signIn(await users.create());
  await openRecorder(page);

  await page.getByRole('button', { name: 'Start Recording' }).click();
  // Enough speech for the panel's 50 characters.
  await expect
    .poll(async () => (await page.getByTestId('live-text').innerText()).trim().length, { timeout: 45_000 })
    .toBeGreaterThan(80);
  const finished = await whenFinished(page, () => page.getByRole('button', { name: 'Stop Recording' }).click());

  const panel = page.getByTestId('recording-summary-panel');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(page.getByText('Summary generated successfully')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('summary-display')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Action Items' })).toBeVisible();
  // The manual-recording summary is summary, topics and action items only (docs/product.md §3).
  await expect(panel.getByRole('heading', { name: 'Participants' })).toHaveCount(0);
  // The panel's own accessibility (the recording controls above it are the recording screen's).
  await expectNoSeriousA11yViolations(page, { include: ['[data-testid="recording-summary-panel"]'] });
  if (process.env.E2E_SCREENSHOTS) {
    await panel.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/recording-panel.png` });
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`meeting-summary-${await pageToday(page)}.txt`);
  const text = readFileSync(await download.path(), 'utf8');
  // Plain text: the summary as shown, then the other sections (which ones depends on what the recogniser heard).
  const shown = (await panel.getByRole('region', { name: 'Summary' }).locator('p').first().innerText()).trim();
  expect(text.startsWith(`Summary\n${shown}`), text).toBe(true);
  expect(text).not.toContain('Participants');
  expect(text).not.toMatch(/[<>{}]/);
  await expect(page.getByText('Summary downloaded')).toBeVisible();

  const hasShare = await page.evaluate(() => typeof navigator.share === 'function');
  await panel.getByRole('button', { name: 'Share' }).click();
  if (!hasShare) {
    await expect(page.getByText('Summary copied to clipboard (sharing not supported)')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  }

  await panel.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Summary copied to clipboard', { exact: true })).toBeVisible();

  // The summary was stored on the recording's transcription: opening the saved meeting shows it (its Summary tab
  // opens first), not 'Summary not available'.
  await page.getByTestId('open-transcription').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/transcriptions/${finished.result.transcriptionId}$`));
  const saved = page.getByTestId('summary-display');
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('region', { name: 'Summary' }).locator('p').first()).toHaveText(shown);
  await expect(page.getByTestId('summary-generator')).toHaveCount(0);
});
