import { mkdtempSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startModelServer } from '../src/server/test/model-server.js';
import { TMP_DIR } from '../src/server/test/paths.js';
import { generatedWhisperModel } from '../src/server/test/speech-audio.js';
import { MEETING_KEYWORDS, speechWav } from './fixtures/audio.js';
import { settledTranscription } from './fixtures/recording-page.js';
import { startServer } from './fixtures/server.js';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures/test.js';
import { createAdmin, createUser, signIn } from './fixtures/users.js';

/**
 * Issue 10: every screen says where speech stands. The worker's server has no Whisper model and does not download
 * one (WHISPER_AUTO_DOWNLOAD=false in e2e/fixtures/server.ts); PocketSphinx is ready for English only. The download
 * test starts a server of its own that fetches a generated tiny model from a slow local model host.
 */

const notice = (page: Page) => page.getByTestId('speech-readiness');

async function openUploadDialog(page: Page, button: RegExp) {
  await page.goto('/dashboard/transcriptions');
  await page.getByRole('button', { name: button }).first().click();
  return page.getByRole('dialog');
}

async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('no speech model on the server (Indonesian)', () => {
  test('the recording screen and the upload say Indonesian cannot be transcribed, and to ask an administrator', async ({
    page,
    users,
  }, testInfo) => {
    await users.signIn(await users.create());
    await page.goto('/dashboard/manual-recording');
    await expect(notice(page)).toContainText('Belum ada model ucapan untuk Bahasa Indonesia yang terpasang di server.');
    await expect(notice(page)).toContainText('Minta administrator untuk memasangnya.');
    await expect(notice(page)).toContainText('Anda tetap bisa merekam');
    await expect(notice(page).getByRole('link')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('recording-not-installed-id.png'), fullPage: true });
    // English: PocketSphinx records and transcribes, so nothing to warn about.
    await page.getByRole('combobox', { name: 'Bahasa' }).click();
    await page.getByRole('option', { name: 'English (US)' }).click();
    await expect(notice(page)).toHaveCount(0);

    const dialog = await openUploadDialog(page, /^Unggah$/);
    await expect(dialog.getByRole('combobox', { name: 'Bahasa yang diucapkan' })).toHaveValue('Bahasa Indonesia');
    await expect(notice(page)).toContainText('Belum ada model ucapan untuk Bahasa Indonesia');
    await pick(page, /^Bahasa yang diucapkan/, 'English');
    await expect(notice(page)).toHaveText('Ditranskripsi di server oleh PocketSphinx.');
    await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
  });

  test('a failed Indonesian upload is transcribed again in English with PocketSphinx', async ({ page, users }) => {
    test.setTimeout(120_000);
    await users.signIn(await users.create());
    const dialog = await openUploadDialog(page, /^Unggah$/);
    await dialog.locator('input[type="file"]').setInputFiles(speechWav().path);
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/transcriptions/upload') && r.ok());
    await dialog.getByRole('button', { name: 'Unggah' }).click();
    const { id } = (await (await uploaded).json()) as { id: string };
    expect((await settledTranscription(page, id)).error).toBe('SPEECH_ENGINE_UNAVAILABLE');

    await page.goto(`/dashboard/transcriptions/${id}`);
    const failure = page.getByTestId('transcription-failure');
    await expect(failure.getByRole('alert').first()).toContainText('Transkripsi gagal:');
    await expect(failure.getByRole('alert').first()).not.toContainText('SPEECH_');
    await expect(notice(page)).toContainText('Bahasa Indonesia');
    await failure.getByRole('button', { name: 'Transkripsi ulang…' }).click();
    await pick(page, /^Bahasa yang diucapkan/, 'English');
    await pick(page, /^Mesin ucapan/, 'PocketSphinx');
    const asked = page.waitForRequest((r) => r.url().endsWith(`/api/transcriptions/${id}/transcribe`));
    await page.getByRole('dialog').getByRole('button', { name: 'Transkripsi', exact: true }).click();
    expect((await asked).postDataJSON()).toEqual({ language: 'en-US', engine: 'pocketsphinx' });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { include: ['main'] });

    const done = await settledTranscription(page, id);
    expect(done.status).toBe('ready');
    const heard = MEETING_KEYWORDS.filter((k) => done.text.toLowerCase().includes(k));
    expect(heard.length, done.text).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('transcription-failure')).toHaveCount(0);
    await expect(page.getByText('en-US')).toBeVisible();
  });
});

test.describe('no speech model on the server (English)', () => {
  test.use({ locale: 'en-US' });

  test("an admin is sent to Settings → Speech, which lists the models and each language's engine", async ({
    page,
    users,
    admin,
  }) => {
    await users.signIn(admin);
    await page.goto('/dashboard/manual-recording');
    await expect(notice(page)).toContainText('No speech model for Bahasa Indonesia is installed on the server.');
    const dialog = await openUploadDialog(page, /^Upload$/);
    // The upload starts in the user's language (English here, where PocketSphinx is ready).
    await expect(dialog.getByTestId('speech-readiness')).toHaveText('Transcribed on the server by PocketSphinx.');
    await pick(page, /^Language spoken/, 'Bahasa Indonesia');
    await expect(dialog.getByTestId('speech-readiness')).toContainText('No speech model for Bahasa Indonesia');
    await dialog.getByRole('link', { name: 'Download it in Settings → Speech' }).click();

    await expect(page).toHaveURL(/\/dashboard\/settings#speech$/);
    const speech = page.getByRole('region', { name: 'Speech' });
    await expect(speech.getByRole('row', { name: /^Whisper/ })).toContainText('Not installed');
    await expect(speech.getByRole('row', { name: /^PocketSphinx/ })).toContainText('Ready');
    await expect(page.getByTestId('speech-defaults')).toContainText('English');
    await expect(page.getByTestId('speech-defaults')).toContainText('PocketSphinx');
    const models = page.getByRole('table', { name: 'Whisper models' });
    await expect(models.getByRole('row')).toHaveCount(6);
    await expect(models.getByRole('button', { name: /^Download the \w[\w-]* model$/ })).toHaveCount(5);
    await expect(page.getByRole('combobox', { name: 'Default engine for English' })).toHaveValue(
      'Automatic (the best ready engine)',
    );
    await expectNoSeriousA11yViolations(page, { include: ['#speech'] });
  });

  test('a user is told to ask an administrator', async ({ page, users }) => {
    await users.signIn(await users.create());
    await page.goto('/dashboard/manual-recording');
    await expect(notice(page)).toContainText('Ask an administrator to install it.');
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('region', { name: 'Speech' })).toContainText('Not installed');
    await expect(page.getByRole('table', { name: 'Whisper models' })).toHaveCount(0);
  });
});

test('while the model downloads, every screen shows its progress; an admin can stop and restart it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const served = mkdtempSync(join(TMP_DIR, 'e2e-model-host-'));
  symlinkSync(await generatedWhisperModel('tiny'), join(served, 'ggml-tiny.bin'));
  // ~78 MB at 1 MB/s: over a minute, time enough to watch it move.
  const host = await startModelServer({ dir: served, bytesPerSecond: 1e6 });
  const server = await startServer({
    env: { WHISPER_AUTO_DOWNLOAD: 'true', WHISPER_MODEL: 'tiny', WHISPER_DOWNLOAD_URL: host.url },
  });
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'id-ID' });
  try {
    const page = await context.newPage();
    const user = await createUser(page.request, server);
    const admin = await createAdmin(page.request, server);

    await signIn(page, server, user);
    await page.goto('/dashboard/manual-recording');
    await expect(notice(page)).toContainText(/Model ucapan sedang diunduh \(\d+ %\) …/);
    const percent = async () => Number(/\((\d+) %\)/.exec(await notice(page).innerText())?.[1] ?? -1);
    const first = await percent();
    await expect.poll(percent, { timeout: 15_000, message: 'the progress moves' }).toBeGreaterThan(first);
    await expect(notice(page).getByRole('progressbar')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('recording-downloading-id.png'), fullPage: true });

    await signIn(page, server, admin);
    await page.goto('/dashboard/settings#speech');
    const speech = page.getByRole('region', { name: 'Ucapan' });
    await expect(speech.getByRole('row', { name: /^Whisper/ })).toContainText(/Mengunduh \d+ %/);
    const tiny = page.getByRole('table', { name: 'Model Whisper' }).getByRole('row', { name: /^tiny/ });
    await expect(tiny).toContainText('Aktif');
    await expect(tiny).toContainText(/Mengunduh \d+ %/);
    await expect(tiny.getByRole('progressbar')).toBeVisible();
    await speech.screenshot({ path: testInfo.outputPath('settings-speech-id.png') });

    await tiny.getByRole('button', { name: 'Hentikan unduhan model tiny' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hentikan unduhan' }).click();
    await expect(tiny).toContainText('Belum terpasang');
    await expect(speech.getByRole('row', { name: /^Whisper/ })).toContainText('Belum terpasang');
    await tiny.getByRole('button', { name: 'Unduh model tiny' }).click();
    await expect(tiny).toContainText(/Mengunduh/);
  } finally {
    await context.close();
    await server.stop();
    await host.close();
  }
});
