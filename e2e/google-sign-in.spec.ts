import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.js';

// Google sign-in through the production code path (docs/product.md §2 Login, §4 Google login): the login button asks
// the server for the authorization URL, the browser goes to the OpenID Connect stand-in
// (e2e/fixtures/oidc-provider.ts, which completes its screens as the chosen account), comes back through
// /api/auth/callback/google, and lands signed in.

const googleButton = (page: Page) => page.getByRole('button', { name: 'Masuk dengan Google' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navigasi dasbor' });

test.describe('Google sign-in', () => {
  test('signs a new Google account in, with its name and photo in the sidebar', async ({ page, users, server }) => {
    const photo = `${server.baseURL}/favicon.svg`;
    const account = users.googleAccount({ name: 'Gita Pratama', picture: photo });
    const providerUrls: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.url().startsWith(server.google.issuer)) providerUrls.push(r.url());
    });

    await page.goto('/login');
    await expect(page.getByText('Kami menggunakan verifikasi Google untuk menjaga keamanan akun Anda.')).toBeVisible();
    await expect(googleButton(page)).toBeEnabled();
    await googleButton(page).click();

    await expect(page).toHaveURL(/\/dashboard\/home$/);
    // The browser really went through the provider (authorization-code flow), not around it.
    expect(providerUrls.some((u) => u.includes('/auth?') || u.includes('/authorize?'))).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Selamat datang kembali, Gita Pratama');
    const profile = sidebar(page).getByRole('button', { name: 'Gita Pratama, buka menu profil' });
    await expect(profile).toContainText(account.email);
    const avatar = profile.locator('img');
    await expect(avatar).toHaveAttribute('src', photo);
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const me = await (await page.request.get('/api/me')).json();
    expect(me).toMatchObject({ email: account.email, name: 'Gita Pratama', image: photo, role: 'user' });
    // The server exchanged the code for tokens at the stand-in's token endpoint.
    expect(server.google.issuedAccessTokens.length).toBeGreaterThan(0);
  });

  test('an account without a photo shows its initials', async ({ page, users }) => {
    const account = users.googleAccount({ name: 'Bayu Santoso' });
    await page.goto('/login');
    await googleButton(page).click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    const profile = sidebar(page).getByRole('button', { name: 'Bayu Santoso, buka menu profil' });
    await expect(profile).toContainText(account.email);
    await expect(profile.locator('img')).toHaveCount(0);
    await expect(profile.getByText('BS', { exact: true })).toBeVisible();
  });

  test('Microsoft, not configured on this server, has no button and is explained once', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Masuk dengan Microsoft belum dikonfigurasi di server ini.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Masuk dengan Microsoft' })).toHaveCount(0);
    await expect(googleButton(page)).toBeEnabled();
    await expect(page.getByText('Kami menggunakan verifikasi Google untuk menjaga keamanan akun Anda.')).toBeVisible();
  });
});
