import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.js';

// The administrator edits the landing page, one language at a time (docs/product.md §2 Admin Content Editor, §8 Admin).
// Saved content is shared by everyone on a server, so this file gets a server of its own (a worker option; the variable itself means nothing to
// the app) and the landing-page tests elsewhere keep seeing the built-in texts.
test.use({ serverEnv: { E2E_SERVER: 'admin-content' }, locale: 'en-US' });

async function saveHeroTitle(page: Page, title: string) {
  await page.goto('/dashboard/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Manager' })).toBeVisible();
  const tab = page.getByRole('tab', { name: 'Hero Section' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Hero Section' });
  const field = panel.getByRole('textbox', { name: 'Title', exact: true });
  await expect(field).not.toHaveValue('');
  await field.fill(title);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('status')).toHaveText('Hero content saved successfully!');
}

test('the admin edits the English hero: the English landing page shows it, the Indonesian one is unchanged', async ({
  page,
  users,
  admin,
}) => {
  // What the Indonesian visitor sees before the edit (the built-in headline, or an earlier Indonesian save).
  await page.goto('/');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /^ID/ }).click();
  const indonesian = page.getByRole('heading', { level: 1 });
  await expect(page.getByRole('heading', { name: 'Semua yang Anda butuhkan untuk notulen rapat' })).toBeVisible();
  const indonesianTitle = await indonesian.textContent();
  await page.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: /^EN/ }).click();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();

  await users.signIn(admin);
  await page.goto('/dashboard/home');
  const sidebar = page.getByRole('navigation', { name: 'Dashboard navigation' });
  await expect(
    sidebar.getByRole('group', { name: 'Admin' }).getByRole('link', { name: 'Content Manager' }),
  ).toBeVisible();
  await sidebar.getByRole('link', { name: 'Content Manager' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/content$/);
  // The editor edits the language the admin reads in unless told otherwise.
  const pageLanguage = page.getByRole('radiogroup', { name: 'Language of the page' });
  await expect(pageLanguage.getByRole('radio', { name: 'English' })).toBeChecked();

  const title = `Meeting notes without the typing ${Date.now().toString(36)}`;
  await saveHeroTitle(page, title);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // The other sections keep their built-in texts.
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();

  // The Indonesian page did not change.
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /^ID/ }).click();
  await expect(page.getByRole('heading', { name: 'Semua yang Anda butuhkan untuk notulen rapat' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(indonesianTitle ?? '');
  // And back: the English edit again.
  await page.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: /^EN/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // The editor, opened again, starts from the stored English title; switched to Indonesian, from the Indonesian one.
  await page.goto('/dashboard/admin/content');
  const heroPanel = page.getByRole('tabpanel', { name: 'Hero Section' });
  await expect(heroPanel.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await pageLanguage.getByText('Bahasa Indonesia').click();
  await expect(pageLanguage.getByRole('radio', { name: 'Bahasa Indonesia' })).toBeChecked();
  await expect(heroPanel.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(indonesianTitle ?? '');
});

test('an empty headline is refused with a message at the field, and the landing page keeps its headline', async ({
  page,
  users,
  admin,
}) => {
  await users.signIn(admin);
  await page.goto('/dashboard/admin/content');
  const panel = page.getByRole('tabpanel', { name: 'Hero Section' });
  const field = panel.getByRole('textbox', { name: 'Title', exact: true });
  await expect(field).not.toHaveValue('');
  const before = await field.inputValue();
  await field.fill('   ');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('alert')).toContainText('Error saving content. Please try again.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByText('This field is required.')).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(before);
});

test('markup in the hero title is shown as text and never runs', async ({ page, users, admin }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await users.signIn(admin);
  const hostile = '<script>alert(1)</script><img src=x onerror="alert(2)"> Rapat aman';
  await saveHeroTitle(page, hostile);

  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(hostile);
  await expect(heading.locator('script, img')).toHaveCount(0);
  expect(await page.locator('script:not([src])').count()).toBe(0);
  // Give an injected handler every chance to fire before checking: the image would have failed to load by now.
  await page.waitForLoadState('load');
  expect(dialogs).toEqual([]);
});
