import type { Page } from '@playwright/test';
import { expect, PASSWORD, test, uniqueEmail } from './fixtures/test.js';

// E-mail accounts through the UI only (docs/product.md §2 Login/Signup, §4 Auth, §5 Signup, §8 Login/Signup): the real
// server, the real verification mail caught by the SMTP capture, the real session cookie.

const SIGN_UP = '/api/auth/sign-up/email';
const SIGN_IN = '/api/auth/sign-in/email';

async function fillSignup(page: Page, email: string, password: string, confirm = password) {
  await page.getByLabel(/^(Alamat email|Email address)/).fill(email);
  await page.getByLabel(/^(Kata sandi|Password)/).fill(password);
  await page.getByLabel(/^(Konfirmasi kata sandi|Confirm password)/).fill(confirm);
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel(/^(Alamat email|Email address)/).fill(email);
  await page.getByLabel(/^(Kata sandi|Password)/).fill(password);
}

test.describe('sign-up to sign-out (Indonesian)', () => {
  test('sign up, verify by mail, sign in, change language, sign out', async ({ page, users, server }) => {
    const email = uniqueEmail('journey');
    const name = email.split('@')[0]!;

    // Sign up.
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Buat akun Anda' })).toBeVisible();
    await fillSignup(page, email, PASSWORD);
    await page.getByRole('button', { name: 'Buat Akun' }).click();
    const success = page.getByRole('status').filter({ hasText: 'Pendaftaran berhasil!' });
    await expect(success).toHaveText(
      'Pendaftaran berhasil! Silakan periksa email Anda untuk memverifikasi akun sebelum masuk.' +
        'Anda akan diarahkan ke halaman masuk dalam 5 detik.',
    );
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/signup$/);

    // The verification mail reaches the SMTP capture (in the language the visitor was reading).
    const mail = await server.smtp.waitFor(email);
    expect(mail.raw).toContain('Verifikasi alamat email Anda untuk Notulen');
    const link = await users.verificationLink(email);
    expect(link.startsWith(`${server.baseURL}/`)).toBe(true);

    // docs/product.md §4: the sign-up screen moves on to /login after 5 seconds, by itself.
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4_000);
    await expect(page.getByRole('heading', { name: 'Masuk ke Notulen' })).toBeVisible();

    // The link in the mail verifies the address and lands on the login screen with a note and the form open.
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?verified=1$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Email Anda sudah terverifikasi. Silakan masuk.' }),
    ).toBeVisible();

    // Sign in with the form.
    await fillLogin(page, email, PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Selamat datang kembali, ${name}`);
    const sidebar = page.getByRole('navigation', { name: 'Navigasi dasbor' });
    for (const item of ['Beranda', 'Transkripsi', 'Rekam Manual', 'Meeting Bot', 'Jadwal Meeting', 'Pengaturan']) {
      await expect(sidebar.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(sidebar.getByRole('link', { name: 'Beranda', exact: true })).toHaveAttribute('aria-current', 'page');
    const profile = sidebar.getByRole('button', { name: `${name}, buka menu profil` });
    await expect(profile).toContainText(email);
    // The app tells the server the browser's time zone: a bot sent from the calendar dates its minutes in it.
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect
      .poll(async () => ((await (await page.request.get('/api/settings')).json()) as { timeZone: string }).timeZone)
      .toBe(browserZone);

    // Settings: switching the language to English changes the UI at once.
    await sidebar.getByRole('link', { name: 'Pengaturan' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
    await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Bahasa' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
    const enSidebar = page.getByRole('navigation', { name: 'Dashboard navigation' });
    await expect(enSidebar.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Sign out through the profile menu: the session ends and / is loaded afresh (docs/product.md §4 Logout).
    await page.evaluate(() => {
      (window as unknown as { beforeSignOut?: boolean }).beforeSignOut = true;
    });
    await enSidebar.getByRole('button', { name: `${name}, open profile menu` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${server.baseURL}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { beforeSignOut?: boolean }).beforeSignOut)).toBeUndefined();
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
  });
});

test.describe('sign-up errors (English)', () => {
  test.use({ locale: 'en-US' });

  test('passwords that do not match are caught before anything is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(SIGN_UP)) sent.push(r.url());
    });
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await fillSignup(page, uniqueEmail('mismatch'), PASSWORD, `${PASSWORD}x`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByLabel(/^Confirm password/)).toBeFocused();
    await expect(page.getByLabel(/^Confirm password/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a weak password is refused by the server', async ({ page }) => {
    await page.goto('/signup');
    await fillSignup(page, uniqueEmail('weak'), 'password123');
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(SIGN_UP)),
      page.getByRole('button', { name: 'Create Account' }).click(),
    ]);
    expect(res.status()).toBe(400);
    await expect(page.getByText('Password is too weak')).toBeVisible();
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Registration successful!')).toHaveCount(0);
  });

  test('an e-mail address that already has an account is refused', async ({ page, users }) => {
    const existing = await users.create();
    await page.goto('/signup');
    await fillSignup(page, existing.email, PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Email address is already in use')).toBeVisible();
    await expect(page.getByText('Registration successful!')).toHaveCount(0);
  });
});

test.describe('signing in (English)', () => {
  test.use({ locale: 'en-US' });

  test('an unverified account gets the warning, can resend the mail, and the new link works', async ({
    page,
    users,
    server,
  }) => {
    const user = await users.create({ verified: false });
    await expect.poll(() => users.mailCount(user.email)).toBe(1);

    await page.goto('/login');
    await expect(page.getByText('We use Google verification to keep your account secure.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in with Email' }).click();
    await fillLogin(page, user.email, user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    const warning = page.getByRole('alert').filter({ hasText: 'Email not verified' });
    await expect(warning).toContainText(
      'Please verify your email address before accessing the dashboard. Check your inbox or click below to resend the verification email.',
    );
    await expect(page).toHaveURL(/\/login$/);
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);

    await warning.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByText('Verification email sent! Please check your inbox and spam folder.')).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Resend verification email' })).toBeDisabled();
    await expect.poll(() => users.mailCount(user.email)).toBe(2);
    const resent = server.smtp.mails.filter((m) => m.to.includes(user.email))[1]!;
    // Written in the language of the page that asked for it.
    expect(resent.raw).toContain('Verify your email address for Notulen');

    // The new mail's link verifies the account; signing in then reaches the dashboard.
    await page.goto(await users.verificationLink(user.email));
    await expect(page.getByText('Your email address is verified. You can sign in now.')).toBeVisible();
    await fillLogin(page, user.email, user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
  });

  test('a wrong password is refused, and repeated failures are rate limited', async ({ page, users }) => {
    const user = await users.create();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Email' }).click();
    await fillLogin(page, user.email, 'Not-The-Right-Password-99');

    const submit = async () => {
      const [res] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(SIGN_IN)),
        page.getByRole('button', { name: 'Sign in', exact: true }).click(),
      ]);
      return res.status();
    };

    expect(await submit()).toBe(401);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // Five wrong passwords a minute per address (integration tests cover the limits in detail).
    for (let i = 2; i <= 5; i++) expect(await submit()).toBe(401);
    expect(await submit()).toBe(429);
    await expect(
      page.getByText('Too many failed login attempts. Please try again later or reset your password.'),
    ).toBeVisible();
  });
});
