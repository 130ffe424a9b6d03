import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures/test.js';

// Issue 14 item 6: Home shows the user's latest work with its state, beside the recording and bot cards.

test('a new user sees where to start; then the latest transcriptions with their state, each a link', async ({
  page,
  users,
}, testInfo) => {
  await users.signIn(await users.create());
  await page.goto('/dashboard/home');
  const recent = page.getByRole('region', { name: 'Transkripsi terbaru' });
  await expect(recent.getByText('Belum ada transkripsi')).toBeVisible();
  await expect(recent.getByRole('link', { name: 'Mulai Rekam' })).toHaveAttribute(
    'href',
    '/dashboard/manual-recording',
  );

  const created = await page.request.post('/api/transcriptions', {
    data: { title: 'Rapat anggaran', text: 'Sari: Anggaran disetujui.', language: 'id-ID' },
  });
  const { id } = (await created.json()) as { id: string };
  // Indonesian speech with no Indonesian engine on this server (no Whisper model): the upload fails, and says so.
  const wav = testInfo.outputPath('ucapan.wav');
  execFileSync('espeak-ng', ['-v', 'id', '-w', wav, 'Selamat pagi semuanya']);
  const upload = await page.request.post('/api/transcriptions/upload', {
    multipart: {
      file: { name: 'ucapan.wav', mimeType: 'audio/wav', buffer: readFileSync(wav) },
      title: 'Rekaman gagal',
      language: 'id-ID',
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  await page.reload();
  const items = recent.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Rekaman gagal');
  await expect(items.nth(0)).toContainText('Transkripsi gagal');
  await expect(items.nth(1)).toContainText('Rapat anggaran');
  await expect(items.nth(1)).toContainText('Siap');
  await recent.getByRole('link', { name: 'Rapat anggaran' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/transcriptions/${id}$`));
});
