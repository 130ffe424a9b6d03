import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures/test.js';

/**
 * A normal visit, every screen, both languages: no error or warning in the console (a visitor's session check is
 * not an HTTP error, a redirect route does not make the router complain) and no serious or critical axe violation.
 * Uncaught page errors fail every test already (fixtures/test.ts).
 */

// Each test signs in its own user (the admin is the worker's and left as found), and the file is the longest of the
// light ones: its tests spread over both workers.
test.describe.configure({ mode: 'parallel' });

const PUBLIC = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password?token=expired',
  '/pricing',
  '/integrations',
  '/demo',
  '/privacy',
  '/terms',
  '/no-such-page',
];

const DASHBOARD = [
  '/dashboard', // redirects to home
  '/dashboard/home',
  '/dashboard/manual-recording',
  '/dashboard/meeting-bot',
  '/dashboard/transcriptions',
  '/dashboard/transcriptions/{id}',
  '/dashboard/mom',
  '/dashboard/mom/{id}',
  '/dashboard/calendar',
  '/dashboard/meetings',
  '/dashboard/settings',
  '/dashboard/upgrade',
  '/dashboard/refer',
  '/dashboard/help',
  '/dashboard/support',
  '/dashboard/no-such-screen',
];

const ADMIN = ['/dashboard/admin', '/dashboard/admin/content'];

/** Console errors and warnings of `page` from now on. */
function watchConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()} (${page.url()})`);
  });
  return messages;
}

/** Opens each path, waits until it has settled, checks it with axe, and fails on anything the console said. */
async function visitAll(page: Page, paths: string[]) {
  // About 3 s a screen (axe included), more on a busy machine.
  test.setTimeout(Math.max(test.info().timeout, 30_000 + paths.length * 10_000));
  const messages = watchConsole(page);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  }
  expect(messages, messages.join('\n')).toEqual([]);
}

for (const [lang, locale] of [
  ['id', 'id-ID'],
  ['en', 'en-US'],
] as const) {
  test.describe(`every screen in ${lang}`, () => {
    test.use({ locale });

    test('public pages, as a visitor', async ({ page }) => {
      await visitAll(page, PUBLIC);
    });

    test('dashboard screens, as a user with a transcription', async ({ page, users }) => {
      await users.signIn(await users.create());
      expect((await page.request.patch('/api/settings', { data: { language: lang } })).ok()).toBe(true);
      const created = await page.request.post('/api/transcriptions', {
        data: {
          title: 'Rapat mingguan',
          text: 'Budi: Selamat pagi semua. Hari ini kita bahas anggaran dan jadwal peluncuran.',
          language: locale,
        },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      await visitAll(
        page,
        DASHBOARD.map((p) => p.replace('{id}', id)),
      );
    });

    test('admin screens', async ({ page, users, admin }) => {
      await users.signIn(admin);
      expect((await page.request.patch('/api/settings', { data: { language: lang } })).ok()).toBe(true);
      try {
        await visitAll(page, ADMIN);
      } finally {
        // The admin is shared by this worker's tests, which expect the default language.
        await page.request.patch('/api/settings', { data: { language: null } });
      }
    });
  });
}

test('a toast and a dialog have named close buttons, and pass axe while open', async ({ page, users }) => {
  await users.signIn(await users.create());
  const created = await page.request.post('/api/transcriptions', {
    data: { title: 'Catatan singkat', text: 'Andi: Kita mulai rapatnya sekarang.', language: 'id-ID' },
  });
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/dashboard/transcriptions/${id}`);
  await page.getByRole('button', { name: 'Hapus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus transkripsi?' });
  await expect(dialog.getByRole('button', { name: 'Batal' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Transkripsi dihapus' });
  await expect(toast.getByRole('button', { name: 'Tutup' })).toBeVisible();
  // The toast closes itself after a few seconds unless the pointer rests on it, as a reader's would; the axe scan
  // can outlast that on a busy machine.
  await toast.hover();
  await expectNoSeriousA11yViolations(page);
  await toast.getByRole('button', { name: 'Tutup' }).click();
  await expect(toast).toHaveCount(0);
});
