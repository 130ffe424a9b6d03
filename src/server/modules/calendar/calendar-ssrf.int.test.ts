import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIcsStandIn, type IcsStandIn } from '../../test/calendar/ics-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

/** The server's own network stays out of reach of feed addresses (ALLOW_PRIVATE_NETWORK_URLS unset). */
describe('ICS feed addresses that point inwards', () => {
  let t: TestApp;
  let ics: IcsStandIn;
  let user: TestUser;

  beforeAll(async () => {
    ics = await startIcsStandIn();
    t = await createTestApp();
    user = await createUser(t, { email: 'ssrf@example.com' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await ics?.close();
  });

  const add = (url: string) =>
    t.app.inject({ method: 'POST', url: '/api/calendars/ics', headers: { cookie: user.cookie }, payload: { url } });

  it.each([
    ['loopback by address', () => ics.feedUrl],
    ['loopback by name', () => ics.feedUrl.replace('127.0.0.1', 'localhost')],
    ['loopback as a decimal number', () => ics.feedUrl.replace('127.0.0.1', '2130706433')],
    ['loopback as IPv4-mapped IPv6', () => ics.feedUrl.replace('127.0.0.1', '[::ffff:127.0.0.1]')],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private network', () => 'webcal://192.168.1.10/calendar.ics'],
    ['another scheme', () => 'file:///etc/passwd'],
  ])('refuses %s with CALENDAR_URL_FORBIDDEN', async (_what, url) => {
    const before = ics.requests.length;
    const res = await add(url());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('CALENDAR_URL_FORBIDDEN');
    expect(ics.requests.length).toBe(before);
  });
});
