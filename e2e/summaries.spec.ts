import type { APIRequestContext } from '@playwright/test';
import { MEETING } from '../src/server/modules/summaries/fixtures/short-meeting.js';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures/test.js';

/**
 * Issue 5, end to end: a saved meeting's minutes screen generates its summary (the `summary.generate` job with the
 * built-in summariser: no AI key in e2e), shows the progress, then the formatted summary with the action item; the
 * transcription's Summary tab shows the same. A too-short transcript is refused with the spec's message.
 */

async function createTranscription(request: APIRequestContext, body: Record<string, unknown>): Promise<string> {
  const res = await request.post('/api/transcriptions', { data: body });
  expect(res.status(), `create: ${await res.text()}`).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test.describe('summaries', () => {
  test('generate on the minutes screen; the detail page shows it too', async ({ page, users }) => {
    const user = await users.create();
    await users.signIn(user);
    const id = await createTranscription(page.request, {
      title: 'Rapat Mingguan Tim Aplikasi',
      language: 'id-ID',
      durationSeconds: 1800,
      text: MEETING,
    });

    await page.goto(`/dashboard/mom/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rapat Mingguan Tim Aplikasi' })).toBeVisible();
    await expect(page.getByText('Ringkasan Tidak Tersedia')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Buat Ringkasan AI' }).click();
    // The job is polled once a second: the bar shows, starting at 10 and below 90, before the summary arrives.
    const bar = page.getByTestId('summary-progress');
    await expect(bar).toBeVisible();
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/mom-progress.png` });
    const value = Number(await bar.getAttribute('data-value'));
    expect(value).toBeGreaterThanOrEqual(10);
    expect(value).toBeLessThan(90);

    await expect(page.getByText('Ringkasan AI berhasil dibuat!')).toBeVisible({ timeout: 20_000 });
    const display = page.getByTestId('summary-display');
    await expect(display).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tindak Lanjut' })).toBeVisible();
    const actions = display.getByRole('region', { name: 'Tindak Lanjut' });
    await expect(
      actions
        .getByRole('listitem')
        .filter({ hasText: /bug login/i })
        .first(),
    ).toContainText('Andi');
    await expect(page.getByRole('button', { name: 'Salin ringkasan' })).toBeVisible();
    await expect(page.getByText('Ringkasan Tidak Tersedia')).toHaveCount(0);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/mom-summary.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // Stored on the transcription: the detail page's Summary tab and the API have it.
    const stored = (await (await page.request.get(`/api/transcriptions/${id}`)).json()) as {
      summary: { actionItems: Array<{ task: string; assignee: string }> } | null;
    };
    expect(stored.summary?.actionItems.some((a) => a.assignee === 'Andi' && /bug login/i.test(a.task))).toBe(true);
    await page.goto(`/dashboard/transcriptions/${id}`);
    await page.getByRole('tab', { name: 'Ringkasan' }).click();
    const tab = page.getByTestId('summary-display').getByRole('region', { name: 'Tindak Lanjut' });
    await expect(
      tab
        .getByRole('listitem')
        .filter({ hasText: /bug login/i })
        .first(),
    ).toContainText('Andi');
  });

  test('a transcript too short for minutes: no retries, the spec’s message and the retry button', async ({
    page,
    users,
  }) => {
    const user = await users.create();
    await users.signIn(user);
    const id = await createTranscription(page.request, { title: 'Singkat', language: 'id-ID', text: 'Rapat singkat.' });

    await page.goto(`/dashboard/mom/${id}`);
    await page.getByRole('button', { name: 'Buat Ringkasan AI' }).click();
    const error = page.getByTestId('summary-error');
    await expect(error).toContainText('Gagal membuat ringkasan');
    await expect(error).toContainText('Transkrip terlalu pendek untuk menghasilkan ringkasan yang berarti.');
    await expect(page.getByRole('button', { name: 'Coba Lagi Buat Ringkasan' })).toBeVisible();
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/mom-error.png` });
  });
});
