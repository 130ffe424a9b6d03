import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures/test.js';

/**
 * Issue 3, end to end: a user's transcriptions made through the API (one with real speech audio from espeak-ng),
 * then in the Indonesian UI: list → search (Indonesian stemming, highlighted snippet) → detail → click a sentence
 * (the player seeks there and highlights it) → export TXT, HTML and SRT (file contents checked) → rename → delete.
 */

interface Created {
  id: string;
  title: string;
}

async function createTranscription(request: APIRequestContext, body: Record<string, unknown>): Promise<Created> {
  const res = await request.post('/api/transcriptions', { data: body });
  expect(res.status(), `create: ${await res.text()}`).toBe(201);
  return (await res.json()) as Created;
}

/** Nine-odd seconds of English speech: enough for segments at 0, 3 and 6 s. */
function speechWav(path: string): Buffer {
  execFileSync('espeak-ng', [
    '-v',
    'en-us',
    '-s',
    '160',
    '-w',
    path,
    'Good morning everyone. Let us review the launch plan. The budget is approved. We meet again next week on Monday.',
  ]);
  return readFileSync(path);
}

async function saveDownload(page: Page, menuItem: RegExp): Promise<{ name: string; text: string }> {
  await page.getByRole('button', { name: 'Ekspor' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: menuItem }).click(),
  ]);
  return { name: (download as Download).suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

const ENGLISH_SEGMENTS = [
  { start: 0, end: 3, text: 'Good morning everyone.', speaker: 'Alex' },
  { start: 3, end: 6, text: 'Let us review the launch plan.', speaker: 'Alex' },
  { start: 6, end: 9.5, text: 'Never run <script>alert("x")</script> from a transcript.', speaker: 'Sam' },
];

test.describe('transcriptions', () => {
  test('list, search, play and seek, export, rename and delete', async ({ page, users }, testInfo) => {
    test.setTimeout(120_000);
    const user = await users.create();
    await users.signIn(user);

    const budget = await createTranscription(page.request, {
      title: 'Rapat Anggaran Pemasaran',
      language: 'id-ID',
      segments: [
        { start: 0, end: 4, text: 'Selamat pagi, mari kita mulai rapat hari ini.' },
        { start: 4, end: 9, text: 'Kami membahas anggaran pemasaran untuk kuartal depan.' },
      ],
    });
    const launch = await createTranscription(page.request, {
      title: 'Launch Review',
      language: 'en-US',
      durationSeconds: 9.5,
      text: ENGLISH_SEGMENTS.map((s) => s.text).join(' '),
      segments: ENGLISH_SEGMENTS,
    });
    const standup = await createTranscription(page.request, {
      title: 'Daily Standup',
      language: 'en-US',
      text: 'Yesterday I fixed the login page. Today I write tests.',
    });

    const wav = speechWav(testInfo.outputPath('speech.wav'));
    const put = await page.request.put(`/api/transcriptions/${launch.id}/audio`, {
      multipart: { file: { name: 'speech.wav', mimeType: 'audio/wav', buffer: wav } },
    });
    expect(put.status(), await put.text()).toBe(200);

    // The list: newest first, all three.
    await page.goto('/dashboard/transcriptions');
    await expect(page.getByRole('heading', { level: 1, name: 'Transkripsi' })).toBeVisible();
    const titles = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText([standup.title, launch.title, budget.title]);
    await expectNoSeriousA11yViolations(page);

    // Search with a different form of the word: the Indonesian stemmer matches "membahas" for "bahas".
    await page.getByLabel('Cari transkripsi').fill('bahas');
    await expect(page).toHaveURL(/[?&]q=bahas/);
    await expect(titles).toHaveText([budget.title]);
    const mark = page.getByTestId('snippet').locator('mark');
    await expect(mark.first()).toHaveText(/bahas/i);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Cari transkripsi').fill('zzzz tidak ada');
    await expect(page.getByText('Tidak ada hasil')).toBeVisible();
    await page.getByRole('button', { name: 'Hapus pencarian' }).first().click();
    await expect(titles).toHaveCount(3);

    // The detail screen of the one with audio.
    await page.getByRole('link', { name: launch.title }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/transcriptions/${launch.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: launch.title })).toBeVisible();
    await expect(page.getByTestId('meta-duration')).toContainText('00:00:10');
    await expect(page.getByTestId('meta-language')).toContainText('en-US');
    await expect(page.getByRole('tab', { name: 'Ringkasan' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Transkrip Lengkap' })).toHaveAttribute('aria-selected', 'true');

    // Click the second sentence: the audio jumps to 3 s, plays, and the sentence is highlighted.
    const audio = page.locator('audio');
    await expect(audio).toHaveAttribute('src', `/api/transcriptions/${launch.id}/audio`);
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThanOrEqual(1);
    const second = page.getByRole('button', { name: /Let us review the launch plan/ });
    await second.click();
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThanOrEqual(3);
    expect(await audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeLessThan(6);
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: /Good morning everyone/ })).not.toHaveAttribute('aria-current');
    // The page treated the script as text.
    await expect(page.getByText('Never run <script>alert("x")</script> from a transcript.')).toBeVisible();
    await audio.evaluate((a: HTMLAudioElement) => a.pause());
    await expectNoSeriousA11yViolations(page);

    // Exports, built in the browser and saved as files.
    const txt = await saveDownload(page, /TXT/);
    expect(txt.name).toMatch(/^launch-review-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(txt.text).toContain('Launch Review');
    expect(txt.text).toContain('Durasi: 00:00:10');
    expect(txt.text).toContain('[0:03] Alex: Let us review the launch plan.');

    const html = await saveDownload(page, /HTML/);
    expect(html.name).toMatch(/^launch-review-\d{4}-\d{2}-\d{2}\.html$/);
    expect(html.text).toContain('<title>Launch Review</title>');
    expect(html.text).toContain('Never run &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; from a transcript.');
    expect(html.text).not.toContain('<script');

    const srt = await saveDownload(page, /SRT/);
    expect(srt.name).toMatch(/\.srt$/);
    expect(srt.text).toContain('2\n00:00:03,000 --> 00:00:06,000\nAlex: Let us review the launch plan.\n');
    expect(srt.text).toContain('3\n00:00:06,000 --> 00:00:09,500\n');

    // Rename: Enter saves.
    await page.getByRole('button', { name: 'Ganti nama' }).click();
    const titleInput = page.getByRole('textbox', { name: 'Judul' });
    await titleInput.fill('Launch Review (final)');
    await titleInput.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Launch Review (final)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ganti nama' })).toBeFocused();
    const renamed = await page.request.get(`/api/transcriptions/${launch.id}`);
    expect(((await renamed.json()) as Created).title).toBe('Launch Review (final)');

    // Delete, confirmed in the dialog; back on the list it is gone.
    await page.getByRole('toolbar').getByRole('button', { name: 'Hapus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus transkripsi?' });
    await expect(dialog).toContainText('Launch Review (final)');
    await dialog.getByRole('button', { name: 'Hapus' }).click();
    await expect(page).toHaveURL(/\/dashboard\/transcriptions$/);
    await expect(titles).toHaveText([standup.title, budget.title]);
    expect((await page.request.get(`/api/transcriptions/${launch.id}`)).status()).toBe(404);
  });

  test('correcting a sentence, the minutes screen, and the not-found texts', async ({ page, users }) => {
    test.setTimeout(120_000);
    const user = await users.create();
    await users.signIn(user);
    const created = await createTranscription(page.request, {
      title: 'Rapat Koordinasi',
      language: 'id-ID',
      segments: [
        { start: 0, end: 3, text: 'Rapat dimulai jam sembilan.' },
        { start: 3, end: 65, text: 'Kami bahas jadwal proyek.' },
      ],
    });

    await page.goto(`/dashboard/transcriptions/${created.id}`);
    await page.getByRole('button', { name: 'Ubah teks pada 0:03' }).click();
    const editor = page.getByRole('textbox', { name: 'Teks pada 0:03' });
    await expect(editor).toBeFocused();
    await editor.press('Escape');
    await expect(page.getByRole('button', { name: 'Ubah teks pada 0:03' })).toBeFocused();

    await page.getByRole('button', { name: 'Ubah teks pada 0:03' }).click();
    await editor.fill('Kami membahas jadwal proyek dan anggaran.');
    await editor.press('Enter');
    await expect(page.getByText('Kami membahas jadwal proyek dan anggaran.')).toBeVisible();
    const saved = (await (await page.request.get(`/api/transcriptions/${created.id}`)).json()) as { text: string };
    expect(saved.text).toContain('Kami membahas jadwal proyek dan anggaran.');

    // The same record as minutes, opened from the MoM list: Back, duration in minutes, no summary yet.
    await page.goto('/dashboard/mom');
    await page.getByRole('link', { name: 'Rapat Koordinasi' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/mom/${created.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Rapat Koordinasi' })).toBeVisible();
    await expect(page.getByTestId('mom-duration')).toHaveText('1 menit');
    await expect(page.getByText('Ringkasan Tidak Tersedia')).toBeVisible();
    await expect(page.getByText('Kami membahas jadwal proyek dan anggaran.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/dashboard\/mom$/);
    // moms/:id is the same screen; opened directly, Back leads to the list.
    await page.goto(`/dashboard/moms/${created.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rapat Koordinasi' })).toBeVisible();
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/dashboard\/mom$/);
    await expect(page.getByRole('link', { name: 'Rapat Koordinasi' })).toBeVisible();

    // Unknown ids (and another user's, which the API answers the same way) read 'not found'.
    await page.goto('/dashboard/transcriptions/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toContainText('Transkripsi tidak ditemukan');
    await expect(page.getByRole('alert')).toContainText('Transkripsi yang diminta tidak dapat ditemukan.');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/dashboard/mom/not-a-uuid');
    await expect(page.getByRole('alert')).toContainText('Transkripsi tidak ditemukan');
  });
});
