import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent, Calendars } from '../../../shared/api/calendar.js';
import { createSecretBox } from '../../platform/crypto/secret-box.js';
import { googleMeeting, startGoogleStandIn, type GoogleStandIn } from '../../test/calendar/google-stand-in.js';
import { startMicrosoftStandIn, teamsMeeting, type MicrosoftStandIn } from '../../test/calendar/microsoft-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';
import { calendarConnections, calendarEvents } from './calendar.schema.js';
import { connectOAuth } from './testing.js';

const MIN = 60_000;
const ANCHOR = Math.ceil(Date.now() / MIN) * MIN;
const soon = (minutes: number) => new Date(ANCHOR + minutes * MIN);

describe('Google and Outlook calendars through OAuth stand-ins', () => {
  let t: TestApp;
  let google: GoogleStandIn;
  let microsoft: MicrosoftStandIn;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    google = await startGoogleStandIn({
      clientId: 'g-client',
      clientSecret: 'g-secret',
      email: 'wulan@gmail.test',
      events: [
        googleMeeting('standup', soon(60), 15, { organizer: { email: 'wulan@gmail.test', self: true } }),
        googleMeeting('review', soon(180), 60),
        // Zoom added to Google Calendar: an add-on conference with a video entry point.
        {
          ...googleMeeting('zoomaddon', soon(240), 30),
          hangoutLink: undefined,
          conferenceData: {
            conferenceSolution: { key: { type: 'addOn' }, name: 'Zoom Meeting' },
            entryPoints: [{ entryPointType: 'video', uri: 'https://us06web.zoom.us/j/81234567890?pwd=xyz' }],
          },
        },
        { ...googleMeeting('nolink', soon(300), 30), hangoutLink: undefined, conferenceData: undefined },
        { ...googleMeeting('dropped', soon(360), 30), status: 'cancelled' },
        { ...googleMeeting('instance_1', soon(420), 30), status: 'cancelled', recurringEventId: 'series' },
        googleMeeting('lastweek', new Date(Date.now() - 3 * 24 * 60 * MIN), 30),
        googleMeeting('nextmonth', new Date(Date.now() + 30 * 24 * 60 * MIN), 30),
      ],
    });
    microsoft = await startMicrosoftStandIn({
      clientId: 'm-client',
      clientSecret: 'm-secret',
      email: 'wulan@outlook.test',
      events: [
        teamsMeeting('t1', soon(90), 30),
        teamsMeeting('t2', soon(150), 30, { isCancelled: true }),
        teamsMeeting('t3', soon(200), 45, { isOrganizer: false }),
        teamsMeeting('t4', soon(260), 30, {
          onlineMeeting: null,
          location: { displayName: 'Ruang 3' },
          body: { contentType: 'html', content: '<p>Link: <a href="https://zoom.us/j/5551234567">Zoom</a></p>' },
        }),
      ],
    });
    t = await createTestApp({
      env: {
        PUBLIC_URL: 'http://notulen.test',
        GOOGLE_CLIENT_ID: 'g-client',
        GOOGLE_CLIENT_SECRET: 'g-secret',
        GOOGLE_ISSUER: google.issuer,
        GOOGLE_CALENDAR_API_URL: google.apiUrl,
        MICROSOFT_CLIENT_ID: 'm-client',
        MICROSOFT_CLIENT_SECRET: 'm-secret',
        MICROSOFT_ISSUER: microsoft.issuer,
        MICROSOFT_GRAPH_URL: microsoft.graphUrl,
      },
    });
    user = await createUser(t, { email: 'wulan@example.com' });
    other = await createUser(t, { email: 'eko@example.com' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await google?.close();
    await microsoft?.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie = user.cookie) =>
    t.app.inject({ method, url, headers: { cookie } });
  const refresh = async () => (await call('POST', '/api/calendars/refresh')).json<Calendars>();
  const events = async () =>
    (await call('GET', '/api/calendar/events?limit=50')).json<{ items: CalendarEvent[] }>().items;
  const row = async (id: string) =>
    (await t.database.db.select().from(calendarConnections).where(eq(calendarConnections.id, id)))[0]!;
  const box = () => createSecretBox(t.config.secretKey, 'calendar-tokens');

  it('connects Google: offline access, read-only scope, PKCE, back to the screen that asked', async () => {
    const { authorizeUrl, callback, location } = await connectOAuth(
      t.app,
      user.cookie,
      'google',
      '/dashboard/meeting-bot',
    );
    const q = authorizeUrl.searchParams;
    expect(q.get('access_type')).toBe('offline');
    expect(q.get('prompt')).toBe('consent');
    expect(q.get('scope')!.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'https://www.googleapis.com/auth/calendar.events.readonly']),
    );
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('redirect_uri')).toBe('http://notulen.test/api/calendars/oauth/google/callback');
    expect(callback.origin + callback.pathname).toBe('http://notulen.test/api/calendars/oauth/google/callback');
    expect(location.toString()).toBe('http://notulen.test/dashboard/meeting-bot?calendar=connected&provider=google');

    const saved = await row(`google-${user.id}`);
    expect(saved.accessToken).toMatch(/^v1\./);
    expect(box().open(saved.refreshToken!)).toBe(google.oauth.lastRefreshToken());
    expect(JSON.stringify(saved)).not.toContain(google.oauth.lastRefreshToken()!);
  });

  it('a used or foreign state connects nothing', async () => {
    const { callback } = await connectOAuth(t.app, user.cookie, 'google');
    const replay = await t.app.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: user.cookie },
    });
    expect(replay.headers.location).toBe(
      'http://notulen.test/dashboard/calendar?calendar=error&code=CALENDAR_CONNECT_FAILED',
    );

    const started = await t.app.inject({
      method: 'POST',
      url: '/api/calendars/google/connect',
      headers: { cookie: user.cookie },
      payload: {},
    });
    const consent = await fetch(started.json<{ url: string }>().url, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    const stolen = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie: other.cookie } });
    expect(stolen.headers.location).toMatch(/calendar=error&code=UNAUTHENTICATED$/);
    expect((await call('GET', '/api/calendars', other.cookie)).json<Calendars>().connections).toEqual([]);
  });

  it('syncs Google: paged events.list over the window, cancelled and linkless events left out', async () => {
    const before = google.listRequests.length;
    const calendars = await refresh();
    expect(calendars.providers).toEqual({ google: true, outlook: true });
    expect(calendars.connections).toEqual([
      expect.objectContaining({ id: `google-${user.id}`, type: 'google', name: 'wulan@gmail.test', status: 'ok' }),
    ]);
    const requests = google.listRequests.slice(before);
    // Pages of two: the seven events of the window take several requests.
    expect(requests.filter((r) => r.get('pageToken')).length).toBeGreaterThanOrEqual(2);
    const first = requests.find((r) => !r.get('pageToken'))!;
    expect(first.get('singleEvents')).toBe('true');
    expect(first.get('orderBy')).toBe('startTime');
    expect(first.get('showDeleted')).toBe('true');
    const span = Date.parse(first.get('timeMax')!) - Date.parse(first.get('timeMin')!);
    expect(span).toBe(8 * 24 * 60 * MIN);

    const items = await events();
    expect(items.map((e) => e.title)).toEqual(['Meeting standup', 'Meeting review', 'Meeting zoomaddon']);
    expect(items[0]).toMatchObject({ platform: 'google-meet', isOrganizer: true, organizer: 'wulan@gmail.test' });
    expect(items[0]!.attendees).toHaveLength(2);
    expect(items[2]).toMatchObject({ platform: 'zoom', meetingUrl: 'https://us06web.zoom.us/j/81234567890?pwd=xyz' });
    expect((await call('GET', '/api/calendars')).body).not.toMatch(/\b(at|rt)-[0-9a-f]{24}/);
  });

  it('refreshes an expired access token and keeps syncing', async () => {
    google.oauth.expireAccessTokens();
    const grants = google.oauth.log.grants.length;
    google.move('review', soon(200), soon(260));
    const calendars = await refresh();
    expect(calendars.connections[0]!.status).toBe('ok');
    expect(google.oauth.log.grants.slice(grants)).toEqual(['refresh_token']);
    const review = (await events()).find((e) => e.title === 'Meeting review');
    expect(review?.start).toBe(soon(200).toISOString());
  });

  it('connects Outlook: Graph calendarView in UTC, paged, cancelled left out, joinUrl first', async () => {
    const { authorizeUrl, location } = await connectOAuth(t.app, user.cookie, 'outlook');
    expect(authorizeUrl.searchParams.get('scope')).toBe('openid email offline_access Calendars.Read');
    expect(location.search).toBe('?calendar=connected&provider=outlook');
    const calendars = await refresh();
    expect(calendars.connections.find((c) => c.type === 'outlook')).toMatchObject({
      id: `outlook-${user.id}`,
      status: 'ok',
      name: 'wulan@outlook.test',
    });
    expect(microsoft.preferHeaders.every((h) => h === 'outlook.timezone="UTC"')).toBe(true);
    expect(microsoft.preferHeaders.length).toBeGreaterThan(1);
    const outlook = (await events()).filter((e) => e.calendarId === `outlook-${user.id}`);
    expect(outlook.map((e) => e.title)).toEqual(['Teams t1', 'Teams t3', 'Teams t4']);
    expect(outlook[0]).toMatchObject({ platform: 'teams', isOrganizer: true, start: soon(90).toISOString() });
    expect(outlook[0]!.attendees).toHaveLength(2);
    expect(outlook[1]!.isOrganizer).toBe(false);
    expect(outlook[2]).toMatchObject({
      platform: 'zoom',
      meetingUrl: 'https://zoom.us/j/5551234567',
      location: 'Ruang 3',
    });
  });

  it('keeps Microsoft’s rotated refresh token each time (the old one no longer works)', async () => {
    for (let round = 0; round < 2; round++) {
      microsoft.oauth.expireAccessTokens();
      const used = microsoft.oauth.log.refreshTokensUsed.length;
      await refresh();
      expect(microsoft.oauth.log.refreshTokensUsed.length).toBe(used + 1);
      const saved = await row(`outlook-${user.id}`);
      expect(saved.status).toBe('ok');
      expect(box().open(saved.refreshToken!)).toBe(microsoft.oauth.lastRefreshToken());
      expect(microsoft.oauth.liveRefreshTokens()).toEqual([microsoft.oauth.lastRefreshToken()]);
    }
  });

  it('a revoked grant disconnects the calendar and stops asking the provider', async () => {
    microsoft.oauth.revoke();
    const calendars = await refresh();
    const outlook = calendars.connections.find((c) => c.type === 'outlook')!;
    expect(outlook).toMatchObject({ status: 'disconnected', connected: false, error: 'CALENDAR_DISCONNECTED' });
    expect(outlook.disconnectedAt).not.toBeNull();
    const saved = await row(`outlook-${user.id}`);
    expect([saved.accessToken, saved.refreshToken]).toEqual([null, null]);
    const asked = microsoft.oauth.log.grants.length;
    await refresh();
    await t.runtime.services.calendar.service.syncDue(0);
    expect(microsoft.oauth.log.grants.length).toBe(asked);
  });

  it('disconnecting Google removes its tokens and events, and keeps it listed as disconnected', async () => {
    expect(await call('DELETE', `/api/calendars/google-${user.id}`, other.cookie).then((r) => r.statusCode)).toBe(404);
    expect((await call('DELETE', `/api/calendars/google-${user.id}`)).statusCode).toBe(204);
    const saved = await row(`google-${user.id}`);
    expect(saved).toMatchObject({ connected: false, status: 'disconnected', accessToken: null, refreshToken: null });
    const left = await t.database.db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.connectionId, `google-${user.id}`));
    expect(left).toEqual([]);
    expect((await events()).some((e) => e.calendarId === `google-${user.id}`)).toBe(false);
  });

  it('reconnecting after a disconnect works again', async () => {
    await connectOAuth(t.app, user.cookie, 'google');
    const calendars = await refresh();
    expect(calendars.connections.find((c) => c.type === 'google')).toMatchObject({ connected: true, status: 'ok' });
    expect((await events()).filter((e) => e.calendarId === `google-${user.id}`)).toHaveLength(3);
  });
});
