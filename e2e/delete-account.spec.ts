import { expect, expectNoSeriousA11yViolations, test } from './fixtures/test.js';

// Settings → Hapus akun: after the password, the account and everything in it are gone and the browser is on the
// landing page, signed out. (Rows and files are checked one by one in account-deletion.int.test.ts.)

test('a user deletes their account from Settings and lands on the landing page, signed out', async ({
  page,
  users,
}) => {
  const user = await users.create();
  await users.signIn(user);
  const created = await page.request.post('/api/transcriptions', {
    data: { title: 'Rapat terakhir', text: 'Selamat pagi semua, ini rapat terakhir.' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'Hapus akun' });
  await section.getByRole('button', { name: 'Hapus akun' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus akun Anda?' });
  await expect(dialog).toContainText('semua rekaman beserta file audionya');
  const password = dialog.getByLabel(/^Masukkan kata sandi Anda untuk konfirmasi/);
  await expect(password).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // Nothing typed, then a wrong password: refused at the field, nothing deleted.
  await dialog.getByRole('button', { name: 'Hapus akun saya' }).click();
  await expect(dialog.getByText('Masukkan kata sandi Anda.')).toBeVisible();
  await password.fill('Bukan-sandi-saya-1');
  await password.press('Enter');
  await expect(dialog.getByText('Kata sandi tidak benar.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  expect((await page.request.get('/api/me')).status()).toBe(200);

  // Escape cancels; opening again starts empty.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await section.getByRole('button', { name: 'Hapus akun' }).click();
  await expect(password).toHaveValue('');

  await password.fill(user.password);
  await dialog.getByRole('button', { name: 'Hapus akun saya' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Akun Anda beserta seluruh isinya telah dihapus.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Masuk', exact: true }).first()).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);

  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status()).toBe(401);
});
