import { expect, test } from './fixtures/test.js';

test.describe('smoke', () => {
  test('the landing page loads the web app', async ({ page }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page).toHaveTitle(/Notulen/);
  });

  test('the API answers health through the same server', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/halaman-yang-tidak-ada');
    await expect(page.getByText('Halaman tidak ditemukan')).toBeVisible();
  });
});
