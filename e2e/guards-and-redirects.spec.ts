import { expect, test } from './fixtures/test.js';

// Who may open what (docs/product.md §2 Guards, §6 Roles) and the short paths that lead into the dashboard
// (docs/product.md §2 Public routes).

test.describe('guards', () => {
  test('a signed-out visitor opening the dashboard is sent to the landing page', async ({ page, server }) => {
    await page.goto('/dashboard/home');
    await expect(page).toHaveURL(`${server.baseURL}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigasi dasbor' })).toHaveCount(0);
  });

  test('a user who is not an admin cannot reach the content editor', async ({ page, users }) => {
    const user = await users.create();
    await users.signIn(user);

    await page.goto('/dashboard/admin/content');
    // The admin guard sends to /dashboard, whose index is home.
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Selamat datang kembali, /);
    const sidebar = page.getByRole('navigation', { name: 'Navigasi dasbor' });
    await expect(sidebar.getByRole('link', { name: 'Pengaturan' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Pengelola Konten' })).toHaveCount(0);
    await expect(sidebar.getByRole('group', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Pengelola Konten' })).toHaveCount(0);

    // The profile menu names the plan and the role.
    await sidebar.getByRole('button', { name: /buka menu profil$/ }).click();
    await expect(page.getByRole('menu')).toContainText('Basic • Pengguna');
    await page.keyboard.press('Escape');

    // The server refuses too, whatever the page shows.
    const res = await page.request.put('/api/content/id/hero', {
      data: { title: 'x', subtitle: 'x', description: 'x', ctaText: 'x' },
    });
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  test('a signed-in user opening the login or sign-up screen is sent to the dashboard', async ({ page, users }) => {
    await users.signIn(await users.create());
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await expect(page.getByRole('heading', { name: 'Masuk ke Notulen' })).toHaveCount(0);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/dashboard\/home$/);
  });
});

test.describe('redirects', () => {
  test('/register shows the sign-up screen', async ({ page }) => {
    await page.goto('/register');
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Buat akun Anda' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buat Akun' })).toBeVisible();
    await expect(page.getByLabel(/^Konfirmasi kata sandi/)).toBeVisible();
  });

  test('/manual-recording and /settings lead to their dashboard screens', async ({ page, users }) => {
    await users.signIn(await users.create());
    const sidebar = page.getByRole('navigation', { name: 'Navigasi dasbor' });

    await page.goto('/manual-recording');
    await expect(page).toHaveURL(/\/dashboard\/manual-recording$/);
    await expect(sidebar.getByRole('link', { name: 'Rekam Manual' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/settings');
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Pengaturan' })).toHaveAttribute('aria-current', 'page');
  });

  test('a signed-out visitor following /settings ends on the landing page', async ({ page, server }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(`${server.baseURL}/`);
  });
});
