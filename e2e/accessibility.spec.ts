import { expect, expectNoSeriousA11yViolations, test } from './fixtures/test.js';

// axe (WCAG 2.1 A and AA) on the foundation's main screens: no serious or critical violations (e2e/fixtures/axe.ts).

test('landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('login screen with the e-mail form open', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Masuk dengan Email' }).click();
  await expect(page.getByLabel(/^Alamat email/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('login screen showing an error', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Masuk dengan Email' }).click();
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByText('Masukkan alamat email Anda')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('sign-up screen', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Buat akun Anda' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('dashboard home', async ({ page, users }) => {
  await users.signIn(await users.create());
  await page.goto('/dashboard/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Selamat datang kembali, /);
  await expectNoSeriousA11yViolations(page);
});
