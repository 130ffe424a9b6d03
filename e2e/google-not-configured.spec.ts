import { expect, test } from './fixtures/test.js';

// A server with no Google credentials (docs/product.md §2 Login; product: a provider without credentials stays visible
// but disabled, with the reason next to it). `serverEnv` is a worker option: this file gets a server of its own.
test.use({ serverEnv: { GOOGLE_CLIENT_ID: undefined, GOOGLE_CLIENT_SECRET: undefined, GOOGLE_ISSUER: undefined } });

test('the Google button is disabled with the explanation, and e-mail sign-in still works', async ({
  page,
  users,
  request,
}) => {
  expect(await (await request.get('/api/auth/providers')).json()).toMatchObject({ google: false });

  await page.goto('/login');
  const google = page.getByRole('button', { name: 'Masuk dengan Google' });
  await expect(google).toBeDisabled();
  await expect(page.getByText('Masuk dengan Google belum dikonfigurasi di server ini.')).toBeVisible();
  await expect(google).toHaveAccessibleDescription('Masuk dengan Google belum dikonfigurasi di server ini.');

  await users.signInWithForm(await users.create());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Selamat datang kembali, /);
});
