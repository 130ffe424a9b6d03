import { expect, expectNoSeriousA11yViolations, test } from './fixtures/test.js';

/**
 * The Meeting Bot screen's own behaviour, before any bot is sent: the ways in, the link check as the user types,
 * pastes or presses Enter (spec §5), the language default, the calendar widget's hand-off, and the tabs by keyboard.
 * Sending a bot is the bot module's journeys (they need its server side and fake meetings).
 */

test.describe('Meeting Bot screen (Indonesian)', () => {
  test.beforeEach(async ({ users }) => {
    await users.signIn(await users.create());
  });

  test('Home and /join-meeting lead to it; the link is checked with the spec’s messages', async ({ page }) => {
    await page.goto('/dashboard/home');
    await page.getByRole('link', { name: /Asisten Meeting Virtual/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/meeting-bot$/);
    await page.goto('/join-meeting');
    await expect(page).toHaveURL(/\/dashboard\/meeting-bot$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Meeting Bot' })).toBeVisible();

    const progress = page.getByRole('list', { name: 'Kemajuan' });
    await expect(progress.getByRole('listitem')).toHaveText([
      /Masuk/,
      /Gabung Meeting/,
      /Merekam/,
      /Mentranskripsi/,
      /Membuat Notulen/,
    ]);
    await expect(progress.locator('[aria-current="step"]')).toHaveAttribute('data-step', 'join');

    const link = page.getByRole('textbox', { name: 'Tautan meeting' });
    const join = page.getByRole('button', { name: 'Gabung Meeting' });
    await expect(join).toBeDisabled();
    // The user's Settings say nothing: the page's language picks the meeting language.
    await expect(page.getByRole('combobox', { name: 'Bahasa meeting' })).toHaveValue('Bahasa Indonesia');

    await link.press('Enter');
    await expect(page.getByText('Masukkan tautan meeting')).toBeVisible();

    for (const [value, message] of [
      ['meet google com', 'Masukkan URL yang valid'],
      ['https://example.com/rapat', 'Platform meeting tidak didukung'],
      ['https://zoom.us/meeting', 'URL meeting Zoom tidak valid'],
      ['http://meet.google.com/abc-defg-hij', 'Platform meeting tidak didukung'],
    ] as const) {
      await link.fill(value);
      await link.blur();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    const badge = page.getByTestId('platform-badge');
    for (const [value, platform] of [
      ['https://meet.google.com/abc-defg-hij', 'Google Meet'],
      ['https://us02web.zoom.us/j/123456789?pwd=abc', 'Zoom'],
      ['https://teams.microsoft.com/l/meetup-join/19%3ameeting', 'Microsoft Teams'],
    ] as const) {
      await link.fill(value);
      await expect(badge).toContainText(platform);
      await expect(link).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(join).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  test('the calendar widget’s link is filled in once; the tabs work by keyboard and are in the address', async ({
    page,
  }) => {
    await page.goto('/dashboard/home');
    await page.evaluate(() => sessionStorage.setItem('meetingLink', 'https://meet.google.com/xyz-abcd-efg'));
    await page.goto('/dashboard/meeting-bot');
    await expect(page.getByRole('textbox', { name: 'Tautan meeting' })).toHaveValue(
      'https://meet.google.com/xyz-abcd-efg',
    );
    await expect(page.getByText('Tautan dari kalender Anda sudah diisi.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('platform-badge')).toContainText('Google Meet');
    expect(await page.evaluate(() => sessionStorage.getItem('meetingLink'))).toBeNull();

    const tabs = page.getByRole('tablist', { name: 'Bagian Meeting Bot' });
    await tabs.getByRole('tab', { name: 'Gabung Meeting' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Kalender' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]tab=calendar/);
    const calendar = page.getByRole('tabpanel', { name: 'Kalender' });
    // No calendar yet: the tab invites a connection and leads to the calendar screen.
    await expect(calendar.getByText('Hubungkan Google Calendar atau Outlook', { exact: false })).toBeVisible();
    await expect(calendar.getByRole('link', { name: 'Kelola kalender' })).toHaveAttribute(
      'href',
      '/dashboard/calendar',
    );
    await expectNoSeriousA11yViolations(page);

    // The address opens a tab directly; an unknown one falls back to Join Meeting.
    await page.goto('/dashboard/meeting-bot?tab=sessions');
    await expect(tabs.getByRole('tab', { name: 'Sesi Terjadwal' })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/dashboard/meeting-bot?tab=nope');
    await expect(tabs.getByRole('tab', { name: 'Gabung Meeting' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('Meeting Bot screen: joining', () => {
  test.use({ locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });

  test('pasting a recognised link sends the bot by itself, with the chosen language', async ({ page, users }) => {
    await users.signIn(await users.create());
    await page.goto('/dashboard/meeting-bot');
    await page.getByRole('combobox', { name: 'Meeting language' }).click();
    await page.getByRole('option', { name: 'English (UK)' }).click();
    const link = page.getByRole('textbox', { name: 'Meeting link' });
    // Pasted text that is not a meeting link sends nothing.
    await page.evaluate(() => navigator.clipboard.writeText('https://example.com/room'));
    await link.focus();
    let sent = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/bots') sent += 1;
    });
    await page.keyboard.press('ControlOrMeta+V');
    await expect(link).toHaveValue('https://example.com/room');
    await page.waitForTimeout(500);
    expect(sent).toBe(0);

    await link.fill('');
    await page.evaluate(() => navigator.clipboard.writeText('https://meet.google.com/abc-defg-hij'));
    const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/bots');
    await page.keyboard.press('ControlOrMeta+V');
    // The page's time zone goes along: the transcript's title and the minutes' dates use it.
    expect((await request).postDataJSON()).toEqual({
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      language: 'en-GB',
      timeZone: await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    });
  });
});

test.describe('Meeting Bot screen (English)', () => {
  test.use({ locale: 'en-US' });

  test('the spec’s English words, and the meeting language follows the Settings language', async ({ page, users }) => {
    await users.signIn(await users.create());
    await page.request.patch('/api/settings', { data: { language: 'en' } });
    await page.goto('/dashboard/meeting-bot');
    await expect(page.getByRole('tab', { name: 'Join Meeting' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Scheduled Sessions' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Meeting language' })).toHaveValue('English (US)');
    const link = page.getByRole('textbox', { name: 'Meeting link' });
    await link.press('Enter');
    await expect(page.getByText('Please enter a meeting link')).toBeVisible();
    await link.fill('https://zoom.us/meeting');
    await link.press('Enter');
    await expect(page.getByText('Invalid Zoom meeting URL')).toBeVisible();
    await page.getByRole('combobox', { name: 'Meeting language' }).click();
    await expect(page.getByRole('option')).toHaveText(['Bahasa Indonesia', 'English (US)', 'English (UK)']);
  });
});
