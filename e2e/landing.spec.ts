import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.js';

// The public site in both languages (docs/product.md §2 Landing page, Navigation bar, Public routes). Only texts from
// the locale files are asserted, never the hero's stored content: admin-content.spec.ts edits that on its own server.

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page, name: string) => header(page).getByRole('navigation', { name });

test.describe('landing page in Indonesian (the default)', () => {
  test('shows the Indonesian navbar, hero and sections', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(header(page).getByRole('link', { name: 'Masuk', exact: true })).toHaveAttribute('href', '/login');
    await expect(header(page).getByRole('link', { name: 'Mulai Gratis' })).toHaveAttribute('href', '/signup');
    const nav = mainNav(page, 'Navigasi utama');
    await expect(nav.getByRole('link', { name: 'Harga' })).toHaveAttribute('href', '/pricing');
    await expect(nav.getByRole('link', { name: 'Integrasi' })).toHaveAttribute('href', '/integrations');
    await expect(nav.getByRole('link', { name: 'Jadwalkan Demo' })).toHaveAttribute('href', '/demo');
    await expect(nav.getByRole('button', { name: 'Solusi' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Sumber Daya' })).toBeVisible();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notulen Rapat Otomatis dengan AI');
    await expect(page.getByText('Gratis dipakai — berjalan di server Anda sendiri')).toBeVisible();
    // The hero's Masuk link (spec: the CTA text is not a link, the Masuk button is).
    await expect(page.getByRole('main').getByRole('link', { name: 'Masuk', exact: true })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByRole('heading', { name: 'Semua yang Anda butuhkan untuk notulen rapat' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cara kerjanya' })).toBeVisible();
    for (const item of ['Rekaman HD', 'AI Pintar', 'Rangkuman']) await expect(page.getByText(item)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mulai Rekam' })).toBeVisible();
    await expect(page).toHaveTitle(/Notulen rapat otomatis dengan AI/);
  });

  test('the language switch changes the page at once and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    const switcher = page.getByRole('group', { name: 'Bahasa' });
    await expect(switcher.getByRole('button', { name: /^ID/ })).toHaveAttribute('aria-pressed', 'true');

    await switcher.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Automatic Meeting Minutes with AI');
    await expect(header(page).getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(mainNav(page, 'Main navigation').getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /^EN/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Automatic Meeting Minutes with AI');
    await expect(header(page).getByRole('link', { name: 'Start Free' })).toBeVisible();

    // And back.
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /^ID/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notulen Rapat Otomatis dengan AI');
    await expect(header(page).getByRole('link', { name: 'Mulai Gratis' })).toBeVisible();
  });

  test('the footer links reach the privacy policy and the terms', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Kebijakan Privasi' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible();
    await expect(page.getByText('Kebijakan ini menjelaskan data apa yang disimpan Notulen')).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Syarat dan Ketentuan' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Syarat dan Ketentuan' })).toBeVisible();
    await expect(page.getByText('Syarat ini berlaku untuk penggunaan Notulen di server ini.')).toBeVisible();
  });

  test('an unknown path shows the 404 page whose link goes home', async ({ page }) => {
    const res = await page.goto('/tidak-ada/sama-sekali');
    // The SPA answers every page path itself; the 404 is what it shows.
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notulen Rapat Otomatis dengan AI');
  });
});

test.describe('landing page in English', () => {
  test.use({ locale: 'en-US' });

  test('an English browser gets the English navbar, hero and sections', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(header(page).getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/login');
    await expect(header(page).getByRole('link', { name: 'Start Free' })).toHaveAttribute('href', '/signup');
    const nav = mainNav(page, 'Main navigation');
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Integrations' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Schedule a Demo' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Automatic Meeting Minutes with AI');
    await expect(page.getByRole('heading', { name: 'Everything you need for meeting minutes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByText('HD Recording')).toBeVisible();
    await expect(page.getByText('Masuk', { exact: true })).toHaveCount(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});
