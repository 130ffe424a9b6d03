import { expect, test } from './fixtures/test.js';

// Small screens (docs/product.md §2: "A collapsible mobile version exists"; the dashboard sidebar is for medium screens
// and up).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the navbar burger opens the menu drawer', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  // The desktop entries are collapsed.
  await expect(header.getByRole('link', { name: 'Harga' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Mulai Gratis' })).toBeHidden();

  await header.getByRole('button', { name: 'Buka menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Harga' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Mulai Gratis' })).toBeVisible();
  await expect(drawer.getByRole('group', { name: 'Bahasa' })).toBeVisible();

  await drawer.getByRole('link', { name: 'Mulai Gratis' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Buat akun Anda' })).toBeVisible();
});

test('in the dashboard the burger opens the sidebar drawer', async ({ page, users }) => {
  await users.signIn(await users.create());
  await page.goto('/dashboard/home');
  const sidebar = page.getByRole('navigation', { name: 'Navigasi dasbor' });
  const settingsLink = sidebar.getByRole('link', { name: 'Pengaturan' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Selamat datang kembali, /);
  await expect(settingsLink).not.toBeInViewport();

  const burger = page.getByRole('button', { name: 'Buka menu navigasi' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  await expect(page.getByRole('button', { name: 'Tutup menu navigasi' })).toHaveAttribute('aria-expanded', 'true');
  await expect(settingsLink).toBeInViewport();

  // Following a link closes the drawer and shows the screen.
  await settingsLink.click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
  await expect(settingsLink).not.toBeInViewport();
  await expect(page.getByRole('button', { name: 'Buka menu navigasi' })).toHaveAttribute('aria-expanded', 'false');
});
