import { expect, expectNoSeriousA11yViolations, test } from './fixtures/test.js';
import { firstLink } from './fixtures/server.js';

// docs/product.md §2 Login screen: "Lupa kata sandi?" → a mail with a single-use link → a new password, through the
// real server, its real SMTP capture and Chromium. In Indonesian, the product's first language.

const NEW_PASSWORD = 'Nasi-uduk hangat 2026!';

test('forgot password: the mailed link sets a new password, the old one stops working, the link works once', async ({
  page,
  users,
  server,
}) => {
  const user = await users.create();
  const mailsBefore = users.mailCount(user.email); // the verification mail

  await page.goto('/login');
  await page.getByRole('button', { name: 'Masuk dengan Email' }).click();
  await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Atur ulang kata sandi' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The e-mail field has focus; Enter sends the form.
  await page.keyboard.type(user.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(`Jika ada akun untuk ${user.email}`);

  await expect.poll(() => users.mailCount(user.email)).toBe(mailsBefore + 1);
  const mail = server.smtp.mails.filter((m) => m.to.includes(user.email)).at(-1)!;
  const link = firstLink(mail.raw);
  expect(link).toContain('/api/auth/reset-password/');

  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pilih kata sandi baru' })).toBeVisible();
  await page.getByLabel(/^Kata sandi baru/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Konfirmasi kata sandi/).fill(`${NEW_PASSWORD}?`);
  await page.getByRole('button', { name: 'Simpan kata sandi baru' }).click();
  await expect(page.getByRole('alert')).toHaveText('Kata sandi tidak cocok');
  await page.getByLabel(/^Konfirmasi kata sandi/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Simpan kata sandi baru' }).click();

  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(page.getByRole('status')).toHaveText(
    'Kata sandi Anda sudah diubah. Silakan masuk dengan kata sandi baru.',
  );

  // The old password is refused; the new one signs in.
  await page.getByLabel(/^Alamat email/).fill(user.email);
  await page.getByLabel(/^Kata sandi/).fill(user.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByText('Email atau kata sandi salah')).toBeVisible();

  // The link is used up: opening it again says so and offers a new one.
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN$/);
  await expect(page.getByRole('alert')).toContainText('Tautan ini sudah tidak berlaku');
  await page.getByRole('link', { name: 'Kirim tautan baru' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await users.signInWithForm({ email: user.email, password: NEW_PASSWORD });
});

test('an unknown address gets the same answer as a known one', async ({ page, users }) => {
  const email = `nobody-${Date.now().toString(36)}@notulen.test`;
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Alamat email' }).fill(email);
  await page.getByRole('button', { name: 'Kirim tautan atur ulang' }).click();
  await expect(page.getByRole('status')).toContainText(`Jika ada akun untuk ${email}`);
  await page.waitForTimeout(300);
  expect(users.mailCount(email)).toBe(0);
});
