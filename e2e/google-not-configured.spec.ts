import { expect, test } from './fixtures/test.js';

// A server with no Google credentials (docs/product.md §2 Login: a provider without credentials has no button; one
// line says which are not configured). `serverEnv` is a worker option: this file gets a server of its own.
test.use({ serverEnv: { GOOGLE_CLIENT_ID: undefined, GOOGLE_CLIENT_SECRET: undefined, GOOGLE_ISSUER: undefined } });

test('no Google button, one line explaining it, no Google note, and e-mail sign-in still works', async ({
  page,
  users,
  request,
}) => {
  expect(await (await request.get('/api/auth/providers')).json()).toMatchObject({ google: false });

  await page.goto('/login');
  // Neither provider has credentials on this server: one sentence names both.
  await expect(page.getByText('Masuk dengan Google dan Microsoft belum dikonfigurasi di server ini.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Masuk dengan (Google|Microsoft)/ })).toHaveCount(0);
  await expect(page.getByText('Kami menggunakan verifikasi Google untuk menjaga keamanan akun Anda.')).toHaveCount(0);

  await users.signInWithForm(await users.create());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Selamat datang kembali, /);
});
