import type { Locator, Page } from '@playwright/test';
import { startIcsStandIn, type IcsStandIn } from '../src/server/test/calendar/ics-stand-in.js';
import {
  graphTime,
  startMicrosoftStandIn,
  teamsMeeting,
  type GraphApiEvent,
  type MicrosoftStandIn,
} from '../src/server/test/calendar/microsoft-stand-in.js';
import { BOT_TEST_BROWSER_ARGS, startFakeMeeting, type FakeMeeting } from './fake-meeting/index.js';
import { expect as baseExpect, test as base, type Users } from './fixtures/test.js';

/**
 * The calendar through the UI with real parts: the built server, the Microsoft identity + Graph stand-in and the ICS
 * stand-in (src/server/test/calendar, the real protocols), the production bot in headless Chromium and the fake
 * meeting (e2e/fake-meeting). Connect → meetings everywhere → Join with Bot / Join Now; scheduled bots that come,
 * move and are called off as the calendar changes; a revoked grant.
 *
 * Why Outlook and not Google: the calendar's Google connect discovers its endpoints from GOOGLE_ISSUER with
 * GOOGLE_CLIENT_ID (src/server/modules/calendar/oauth.ts), the very settings that Google sign-in uses, and the e2e
 * server already points them at the sign-in OIDC stand-in (e2e/fixtures/server.ts), which has no Calendar API and
 * only accepts sign-in redirect URIs. Pointing them at the calendar stand-in instead would break Google sign-in for
 * this worker, so these journeys use Outlook (MICROSOFT_*, nothing else uses it) and an ICS feed; Google's Calendar
 * v3 path is covered on the integration tier (calendar-oauth.int.test.ts).
 */
interface Calendars {
  outlook: MicrosoftStandIn;
  ics: IcsStandIn;
  meeting: FakeMeeting;
}

const test = base.extend<object, { cal: Calendars }>({
  cal: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const outlook = await startMicrosoftStandIn({
        clientId: 'notulen-e2e-outlook',
        clientSecret: 'notulen-e2e-outlook-secret',
        email: 'rina@contoso.test',
      });
      const ics = await startIcsStandIn();
      const meeting = await startFakeMeeting();
      await use({ outlook, ics, meeting });
      await meeting.close();
      await ics.close();
      await outlook.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [
    async ({ cal }, use) =>
      use({
        MICROSOFT_CLIENT_ID: 'notulen-e2e-outlook',
        MICROSOFT_CLIENT_SECRET: 'notulen-e2e-outlook-secret',
        MICROSOFT_ISSUER: cal.outlook.issuer,
        MICROSOFT_GRAPH_URL: cal.outlook.graphUrl,
        // The ICS stand-in is on 127.0.0.1, which feeds may not reach otherwise.
        ALLOW_PRIVATE_NETWORK_URLS: 'true',
        MEETING_HOST_ALIASES: cal.meeting.aliases,
        BOT_BROWSER_ARGS: BOT_TEST_BROWSER_ARGS.join(' '),
      }),
    { scope: 'worker' },
  ],
});

// A loaded machine: generous waits for what the user would see; no timing is asserted.
test.use({ locale: 'en-US', timezoneId: 'UTC', actionTimeout: 30_000, navigationTimeout: 60_000 });
test.describe.configure({ timeout: 240_000 });

const expect = baseExpect.configure({ timeout: 30_000 });

const BOT = "Rina's Notulen Bot";
const MIN = 60_000;

/** A Teams-style Graph event whose join link is `url` (a fake meeting room, or a real-looking Teams link). */
function outlookEvent(id: string, subject: string, start: Date, minutes: number, url?: string): GraphApiEvent {
  return teamsMeeting(id, start, minutes, { subject, ...(url ? { onlineMeeting: { joinUrl: url } } : {}) });
}

async function signUp(page: Page, users: Users) {
  await users.signIn(await users.create({ name: 'Rina' }));
  // The scheduled bot's language is the settings language: English, so the bot and the screens speak English.
  expect((await page.request.patch('/api/settings', { data: { language: 'en' } })).ok()).toBe(true);
}

/** Connects Outlook from the calendar screen, through the stand-in's consent redirect. */
async function connectOutlook(page: Page) {
  await page.goto('/dashboard/calendar');
  await page.getByRole('button', { name: 'Connect Outlook Calendar' }).click();
  await expect(page.getByText('Successfully connected to Outlook Calendar')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/calendar$/);
}

const upcomingRow = (page: Page, title: string): Locator =>
  page.getByRole('list', { name: 'Upcoming Meetings' }).getByRole('listitem', { name: title, exact: true });

test.describe('Calendar', () => {
  test('connect Outlook and an ICS feed: meetings in the widget, the calendar screen and the bot’s Calendar tab', async ({
    page,
    users,
    cal,
  }) => {
    await signUp(page, users);
    const now = Date.now();
    const running = outlookEvent(
      'running',
      'Design review',
      new Date(now - 10 * MIN),
      60,
      cal.meeting.meetUrl('cal-now'),
    );
    const later = outlookEvent('later', 'Budget sync', new Date(now + 90 * MIN), 30);
    cal.outlook.events = [running, later];
    await cal.meeting.configure('cal-now', { platform: 'google-meet' });

    await connectOutlook(page);
    await page.getByRole('textbox', { name: 'Calendar address (ICS)' }).fill(cal.ics.feedUrl);
    await page.getByRole('textbox', { name: 'Name (optional)' }).fill('Team feed');
    await page.getByRole('button', { name: 'Add calendar' }).click();
    await expect(page.getByText('Calendar “Team feed” added')).toBeVisible({ timeout: 30_000 });

    // The sidebar widget: the next three, 'Now' on the running one.
    const widget = page.getByRole('region', { name: 'Your Next Meetings' });
    await expect(widget.getByRole('listitem').first()).toHaveAccessibleName('Design review', { timeout: 60_000 });
    await expect(widget.getByRole('listitem')).toHaveCount(3, { timeout: 60_000 });
    await expect(widget.getByRole('listitem').nth(1)).toHaveAccessibleName('Budget sync');
    await expect(
      widget.getByRole('listitem', { name: 'Design review' }).getByText('Now', { exact: true }),
    ).toBeVisible();
    await expect(widget.getByRole('listitem', { name: 'Budget sync' }).getByText('Now', { exact: true })).toHaveCount(
      0,
    );

    // The calendar screen: title, time range, attendees, platform; the feed's meetings too.
    const row = upcomingRow(page, 'Design review');
    await expect(row).toBeVisible();
    // As the screen words it (src/web/features/calendar/event-time.ts), in the page's zone: times within one day,
    // and with their days when the meeting crosses midnight (the test may run at 23:30 UTC).
    const [start, end] = [new Date(now - 10 * MIN), new Date(now + 50 * MIN)];
    const sameDay = start.toISOString().slice(0, 10) === end.toISOString().slice(0, 10);
    const range = new Intl.DateTimeFormat(
      'en-US',
      sameDay
        ? { timeZone: 'UTC', timeStyle: 'short' }
        : { timeZone: 'UTC', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
    ).formatRange(start, end);
    await expect(row).toContainText(range);
    await expect(row).toContainText('2 attendees');
    await expect(row.getByRole('img', { name: 'Google Meet' })).toBeVisible();
    await expect(upcomingRow(page, 'Budget sync').getByRole('img', { name: 'Microsoft Teams' })).toBeVisible();
    await expect(upcomingRow(page, 'Zoom planning').getByRole('img', { name: 'Zoom' })).toBeVisible({
      timeout: 30_000,
    });

    // Join with Bot from the widget fills the Meeting Bot link field.
    await widget.getByRole('button', { name: 'Join with Bot: Budget sync' }).click();
    await expect(page).toHaveURL(/\/dashboard\/meeting-bot/);
    await expect(page.getByRole('textbox', { name: 'Meeting link' })).toHaveValue(later.onlineMeeting!.joinUrl);

    // Join Now in the Calendar tab sends the bot at once.
    await page.getByRole('tab', { name: 'Calendar' }).click();
    const tabRow = page.getByRole('tabpanel', { name: 'Calendar' }).getByRole('listitem', { name: 'Design review' });
    await expect(tabRow).toContainText('2 attendees');
    await expect(tabRow.getByRole('img', { name: 'Google Meet' })).toBeVisible();
    await tabRow.getByRole('button', { name: 'Join Now: Design review' }).click();
    await cal.meeting.waitFor('cal-now', (s) => s.waiting.includes(BOT), 90_000);
    await expect(page.getByText('Waiting for the host to admit the bot')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('bot-stop').click();
    await cal.meeting.waitFor('cal-now', (s) => !s.waiting.includes(BOT), 60_000);
  });
  test('scheduled bots come at their join time, follow a moved meeting and stay away from a cancelled one', async ({
    page,
    users,
    cal,
  }) => {
    await signUp(page, users);
    const t0 = Date.now();
    // joinMinutesBefore is 5 by default: 'Sprint demo' is due 60 s from now, 'Vendor call' 100 s from now.
    const soonStart = new Date(t0 + 5 * MIN + 60_000);
    const offStart = new Date(t0 + 5 * MIN + 100_000);
    const movedStart = new Date(t0 + 180 * MIN);
    for (const room of ['cal-soon', 'cal-moved', 'cal-off'])
      await cal.meeting.configure(room, { platform: 'google-meet' });
    cal.outlook.events = [
      outlookEvent('soon', 'Sprint demo', soonStart, 30, cal.meeting.meetUrl('cal-soon')),
      outlookEvent('moved', 'Roadmap review', movedStart, 30, cal.meeting.meetUrl('cal-moved')),
      outlookEvent('off', 'Vendor call', offStart, 30, cal.meeting.meetUrl('cal-off')),
    ];
    await connectOutlook(page);

    const schedule = async (title: string, shown = /^The bot joins at /) => {
      const row = upcomingRow(page, title);
      // The switch's own input lies over its label and takes the click.
      await row.getByRole('switch', { name: 'Send the bot automatically' }).click();
      await expect(row.getByText(shown)).toBeVisible();
      return row;
    };
    await expect(upcomingRow(page, 'Sprint demo')).toBeVisible({ timeout: 60_000 });
    // On a slow machine its join time may already have come: then the row says the bot was sent.
    await schedule('Sprint demo', /^(The bot joins at |The bot was sent\.)/);
    const moved = await schedule('Roadmap review');
    const off = await schedule('Vendor call');

    // The Scheduled Sessions tab lists them (Sprint demo as scheduled, or as the session it became: its link shows).
    await page.goto('/dashboard/meeting-bot?tab=sessions');
    const sessions = page.getByTestId('bot-session-row');
    await expect(sessions.filter({ hasText: cal.meeting.meetUrl('cal-soon') })).toHaveCount(1);
    await expect(sessions.filter({ hasText: 'Roadmap review' }).locator('[data-status="scheduled"]')).toBeVisible();
    await expect(sessions.filter({ hasText: 'Vendor call' }).locator('[data-status="scheduled"]')).toBeVisible();

    // Move one meeting and cancel another at the source; Refresh brings the bots in line.
    await page.goto('/dashboard/calendar');
    const joinOf = (d: Date) => new Date(d.getTime() - 5 * MIN).toISOString();
    await expect(moved.locator('[data-scheduled-join]')).toHaveAttribute('data-scheduled-join', joinOf(movedStart), {
      timeout: 60_000,
    });
    const newStart = new Date(movedStart.getTime() + 60 * MIN);
    const source = cal.outlook.events.find((e) => e.id === 'moved')!;
    source.start = { dateTime: graphTime(newStart), timeZone: 'UTC' };
    source.end = { dateTime: graphTime(new Date(newStart.getTime() + 30 * MIN)), timeZone: 'UTC' };
    cal.outlook.events.find((e) => e.id === 'off')!.isCancelled = true;
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(moved.locator('[data-scheduled-join]')).toHaveAttribute('data-scheduled-join', joinOf(newStart), {
      timeout: 30_000,
    });
    await expect(off.getByText(/^The bot joins at /)).toHaveCount(0);
    await page.goto('/dashboard/meeting-bot?tab=sessions');
    await expect(sessions.filter({ hasText: 'Roadmap review' })).toBeVisible({ timeout: 30_000 });
    await expect(sessions.filter({ hasText: 'Vendor call' })).toHaveCount(0);

    // The due bot is dispatched and knocks; admitted, it records until stopped from the screen; the minutes open.
    await cal.meeting.waitFor('cal-soon', (s) => s.waiting.includes(BOT), 150_000);
    await page.goto('/dashboard/meeting-bot');
    await expect(page.getByText('Waiting for the host to admit the bot')).toBeVisible({ timeout: 30_000 });
    await cal.meeting.admit('cal-soon');
    await expect(page.getByText('Recording in Progress')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(page).toHaveURL(/\/dashboard\/mom\/[0-9a-f-]{36}$/, { timeout: 150_000 });

    // The cancelled meeting's join time has passed by now (or is waited out): no bot came.
    const quiet = offStart.getTime() - 5 * MIN + 15_000 - Date.now();
    if (quiet > 0) await page.waitForTimeout(quiet);
    expect((await cal.meeting.state('cal-off')).guests).toEqual([]);
  });

  test('a grant revoked at the provider shows the calendar disconnected, with Reconnect', async ({
    page,
    users,
    cal,
  }) => {
    await signUp(page, users);
    cal.outlook.events = [outlookEvent('one-on-one', 'Weekly 1:1', new Date(Date.now() + 120 * MIN), 30)];
    await connectOutlook(page);
    await expect(upcomingRow(page, 'Weekly 1:1')).toBeVisible({ timeout: 60_000 });
    const card = page.locator('[data-connection-id]');
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Disconnected', { exact: true })).toHaveCount(0);

    cal.outlook.oauth.revoke();
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(card.getByText('Disconnected', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(card.getByText('Access was revoked')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Reconnect' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'A calendar was disconnected: reconnect it' })).toBeVisible();
  });
});
