import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarConnection, CalendarEvent, Calendars, ScheduledBot } from '../../../shared/api/calendar.js';
import { startIcsStandIn, type IcsStandIn } from '../../test/calendar/ics-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, TEST_PASSWORD, type TestUser } from '../../test/users.js';
import { calendarConnections, calendarEvents, scheduledBots } from './calendar.schema.js';
import { BOT_DISPATCH_JOB } from './scheduler.js';

describe('ICS calendars through the API', () => {
  let t: TestApp;
  let ics: IcsStandIn;
  let owner: TestUser;
  let other: TestUser;
  let feed: CalendarConnection;

  beforeAll(async () => {
    ics = await startIcsStandIn({ organizer: 'owner@example.com' });
    t = await createTestApp({ env: { ALLOW_PRIVATE_NETWORK_URLS: 'true' } });
    owner = await createUser(t, { email: 'owner@example.com' });
    other = await createUser(t, { email: 'other@example.com' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await ics?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = owner.cookie) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const events = async (cookie = owner.cookie, limit = 10) =>
    (await call('GET', `/api/calendar/events?limit=${limit}`, undefined, cookie)).json<{ items: CalendarEvent[] }>()
      .items;

  it('adds a webcal:// feed behind a redirect and syncs it at once', async () => {
    const res = await call('POST', '/api/calendars/ics', {
      url: ics.feedUrl.replace('http://', 'webcal://').replace('/feed.ics', '/redirect.ics'),
    });
    // webcal is read as https; the stand-in speaks http, so the https attempt fails and is reported as such.
    expect(res.statusCode).toBe(502);
    // In plain words: no resolver or socket error text reaches the user.
    expect(res.json().error).toMatchObject({
      code: 'CALENDAR_FETCH_FAILED',
      message: 'The calendar feed could not be reached',
    });

    const added = await call('POST', '/api/calendars/ics', { url: ics.feedUrl.replace('/feed.ics', '/redirect.ics') });
    expect(added.statusCode, added.body).toBe(201);
    feed = added.json<CalendarConnection>();
    expect(feed).toMatchObject({
      type: 'ics',
      name: 'Team calendar',
      connected: true,
      status: 'ok',
      autoRecord: 'off',
    });
    expect(feed.id).toMatch(/^ics-/);
    expect(feed.lastSynced).not.toBeNull();
    expect(JSON.stringify(added.json())).not.toContain(ics.base);

    const listed = (await call('GET', '/api/calendars')).json<Calendars>();
    expect(listed.connections.map((c) => c.id)).toEqual([feed.id]);
    expect(listed.providers).toEqual({ google: false, outlook: false });
  });

  it('lists upcoming meetings with a link, by start, each edited occurrence once', async () => {
    const items = await events();
    expect(items.map((e) => e.title)).toEqual([
      'Zoom planning',
      'Jakarta review',
      'Teams retro',
      'Weekly sync (moved)',
      'Weekly sync',
    ]);
    const zoom = items[0]!;
    expect(zoom).toMatchObject({
      platform: 'zoom',
      meetingUrl: 'https://us02web.zoom.us/j/1234567890?pwd=abc123',
      calendarId: feed.id,
      isOrganizer: true,
      isNow: false,
      scheduledBot: null,
    });
    expect(zoom.attendees).toHaveLength(2);
    expect(items.map((e) => e.platform)).toEqual(['zoom', 'google-meet', 'teams', 'google-meet', 'google-meet']);
    expect(await events(owner.cookie, 2)).toHaveLength(2);
  });

  it('refuses what is not a calendar, and feeds over 5 MB', async () => {
    for (const path of ['/page.html', '/big.ics', '/missing.ics']) {
      const res = await call('POST', '/api/calendars/ics', { url: `${ics.base}${path}` });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.code).toBe('CALENDAR_FEED_INVALID');
    }
    const res = await call('POST', '/api/calendars/ics', { url: 'ftp://example.com/cal.ics' });
    expect(res.json().error.code).toBe('CALENDAR_URL_FORBIDDEN');
  });

  it('keeps each user to their own calendars, events and bots (404) and asks for sign-in (401)', async () => {
    const [event] = await events();
    expect(await events(other.cookie)).toEqual([]);
    const tries = [
      call('PATCH', `/api/calendars/${feed.id}`, { autoRecord: 'all' }, other.cookie),
      call('DELETE', `/api/calendars/${feed.id}`, undefined, other.cookie),
      call('POST', `/api/calendar/events/${event!.id}/bot`, {}, other.cookie),
      call('DELETE', `/api/calendar/events/${event!.id}/bot`, undefined, other.cookie),
    ];
    for (const res of await Promise.all(tries)) expect(res.statusCode, res.body).toBe(404);
    const scheduled = (await call('POST', `/api/calendar/events/${event!.id}/bot`, {}, other.cookie)).json();
    expect(scheduled.error).toMatchObject({ code: 'CALENDAR_EVENT_NOT_FOUND', message: 'Event not found' });
    expect((await call('GET', '/api/scheduled-bots', undefined, other.cookie)).json()).toEqual({ items: [] });
    expect((await call('GET', '/api/calendars', undefined, other.cookie)).json<Calendars>().connections).toEqual([]);
    const refreshed = await call('POST', '/api/calendars/refresh', undefined, other.cookie);
    expect(refreshed.json<Calendars>().connections).toEqual([]);

    for (const [method, url] of [
      ['GET', '/api/calendars'],
      ['GET', '/api/calendar/events'],
      ['POST', `/api/calendar/events/${event!.id}/bot`],
      ['GET', '/api/scheduled-bots'],
      ['POST', '/api/calendars/ics'],
    ] as const) {
      const res = await call(method, url, method === 'POST' ? {} : undefined, '');
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('refuses a bot for an event without a link (400) or unknown (404)', async () => {
    const [lunch] = await t.database.db
      .select()
      .from(calendarEvents)
      .where(and(eq(calendarEvents.connectionId, feed.id), eq(calendarEvents.title, 'Lunch')));
    const res = await call('POST', `/api/calendar/events/${lunch!.id}/bot`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'CALENDAR_NO_MEETING_URL',
      message: 'No meeting URL found for this event',
    });
    const unknown = await call('POST', '/api/calendar/events/not-an-event/bot', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('CALENDAR_EVENT_NOT_FOUND');
  });

  it('a feed changed at the source changes the events on refresh', async () => {
    ics.body = (await (await fetch(ics.feedUrl)).text()).replace('SUMMARY:Teams retro', 'SUMMARY:Teams retrospective');
    const res = await call('POST', '/api/calendars/refresh');
    expect(res.statusCode).toBe(200);
    expect(res.json<Calendars>().connections[0]).toMatchObject({ status: 'ok' });
    expect((await events()).map((e) => e.title)).toContain('Teams retrospective');
    ics.body = null;
  });

  it('schedules and cancels a bot for a feed event', async () => {
    const [event] = await events();
    const res = await call('POST', `/api/calendar/events/${event!.id}/bot`, {});
    expect(res.statusCode, res.body).toBe(201);
    const bot = res.json<ScheduledBot>();
    expect(bot).toMatchObject({
      eventId: event!.id,
      status: 'scheduled',
      platform: 'zoom',
      options: { joinMinutesBefore: 5, leaveAfterMeeting: true, enableTranscription: true },
    });
    expect(Date.parse(bot.scheduledJoinTime)).toBe(Date.parse(event!.start) - 5 * 60_000);
    const cancelled = (await call('DELETE', `/api/calendar/events/${event!.id}/bot`)).json<ScheduledBot>();
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelledAt).not.toBeNull();
  });

  it('disconnecting a feed removes it with its events', async () => {
    const res = await call('DELETE', `/api/calendars/${feed.id}`);
    expect(res.statusCode).toBe(204);
    const db = t.database.db;
    expect(await db.select().from(calendarConnections).where(eq(calendarConnections.id, feed.id))).toEqual([]);
    expect(await db.select().from(calendarEvents).where(eq(calendarEvents.connectionId, feed.id))).toEqual([]);
    expect(await events()).toEqual([]);
  });

  it('deleting the account erases its calendars, events and bots, and cancels their dispatch', async () => {
    const leaving = await createUser(t, { email: 'leaving@example.com' });
    const added = await call('POST', '/api/calendars/ics', { url: ics.feedUrl }, leaving.cookie);
    expect(added.statusCode).toBe(201);
    const [event] = await events(leaving.cookie);
    const bot = (await call('POST', `/api/calendar/events/${event!.id}/bot`, {}, leaving.cookie)).json<ScheduledBot>();
    const db = t.database.db;
    const [stored] = await db.select().from(scheduledBots).where(eq(scheduledBots.id, bot.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: { cookie: leaving.cookie },
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await db.select().from(calendarConnections).where(eq(calendarConnections.userId, leaving.id))).toEqual([]);
    expect(await db.select().from(calendarEvents).where(eq(calendarEvents.userId, leaving.id))).toEqual([]);
    expect(await db.select().from(scheduledBots).where(eq(scheduledBots.userId, leaving.id))).toEqual([]);
    expect((await t.runtime.platform.jobs.find(BOT_DISPATCH_JOB, stored!.jobId!))?.state).toBe('cancelled');
  });
});
