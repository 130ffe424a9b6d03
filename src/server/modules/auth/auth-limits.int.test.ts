import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AUTH_LIMITS } from './rate-limits.js';
import { client, nextIp } from './testing.js';

describe('auth rate limits and input validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const expect429 = (res: Awaited<ReturnType<ReturnType<typeof client>['post']>>) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/retry in/), requestId: expect.any(String) },
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('limits sign-in per address (IP + e-mail) and answers 429 RATE_LIMITED', async () => {
    const browser = client(t.app);
    const attempt = (email: string) => browser.post('/api/auth/sign-in/email', { email, password: 'Tebak-tebakan-1' });
    for (let i = 0; i < AUTH_LIMITS.signIn.perAddress.max; i++) {
      expect((await attempt('target@example.com')).statusCode).toBe(401);
    }
    expect429(await attempt('target@example.com'));
    expect429(await attempt(' TARGET@example.com ')); // the same address however it is typed

    // Another address from this IP, and this address from another IP, are not affected.
    expect((await attempt('other@example.com')).statusCode).toBe(401);
    expect(
      (await client(t.app).post('/api/auth/sign-in/email', { email: 'target@example.com', password: 'x' })).statusCode,
    ).toBe(401);
  });

  it('caps sign-in attempts per IP across addresses', async () => {
    const browser = client(t.app);
    const { max } = AUTH_LIMITS.signIn.perIp;
    const results = [];
    for (let i = 0; i <= max; i++) {
      results.push(
        (await browser.post('/api/auth/sign-in/email', { email: `spray${i}@example.com`, password: 'x' })).statusCode,
      );
    }
    expect(results.slice(0, max).every((s) => s === 401)).toBe(true);
    expect(results[max]).toBe(429);
  });

  it('limits sign-up per IP', async () => {
    const browser = client(t.app);
    const { max } = AUTH_LIMITS.signUp.perIp;
    for (let i = 0; i < max; i++) {
      // Weak passwords: rejected fast, but each attempt counts.
      expect(
        (await browser.post('/api/auth/sign-up/email', { email: `bulk${i}@example.com`, password: 'password' }))
          .statusCode,
      ).toBe(400);
    }
    expect429(await browser.post('/api/auth/sign-up/email', { email: 'bulk-last@example.com', password: 'password' }));
  });

  it('limits verification resends per address', async () => {
    const browser = client(t.app);
    for (let i = 0; i < AUTH_LIMITS.resend.perAddress.max; i++) {
      expect((await browser.post('/api/auth/resend-verification', { email: 'nobody@example.com' })).statusCode).toBe(
        200,
      );
    }
    expect429(await browser.post('/api/auth/resend-verification', { email: 'nobody@example.com' }));
  });

  const bodies: Array<[string, string, unknown]> = [
    ['sign-up without e-mail', '/api/auth/sign-up/email', { password: 'Gado-gado pedas 2024!' }],
    [
      'sign-up with a non-e-mail',
      '/api/auth/sign-up/email',
      { email: 'not-an-email', password: 'Gado-gado pedas 2024!' },
    ],
    ['sign-up with a number as password', '/api/auth/sign-up/email', { email: 'a@example.com', password: 12345678 }],
    ['sign-up with an array', '/api/auth/sign-up/email', [1, 2]],
    [
      'sign-up with an off-site callback',
      '/api/auth/sign-up/email',
      { email: 'a@example.com', password: 'Gado-gado pedas 2024!', callbackURL: '//evil.example' },
    ],
    [
      'sign-up with an unknown language',
      '/api/auth/sign-up/email',
      { email: 'a@example.com', password: 'Gado-gado pedas 2024!', language: 'fr' },
    ],
    [
      'sign-up with a 129-character password',
      '/api/auth/sign-up/email',
      { email: 'a@example.com', password: 'x'.repeat(129) },
    ],
    ['sign-in without password', '/api/auth/sign-in/email', { email: 'a@example.com' }],
    ['sign-in with an object as e-mail', '/api/auth/sign-in/email', { email: { $ne: '' }, password: 'x' }],
    [
      'sign-in with a string as rememberMe',
      '/api/auth/sign-in/email',
      { email: 'a@example.com', password: 'x', rememberMe: 'yes' },
    ],
    ['resend without e-mail', '/api/auth/resend-verification', {}],
    ['OAuth without provider', '/api/auth/sign-in/oauth2', {}],
  ];
  it.each(bodies)('answers a bad body (%s) with 400 VALIDATION', async (_what, url, payload) => {
    const res = await client(t.app).post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'VALIDATION', message: expect.any(String), details: expect.any(Array) },
    });
  });

  it.each([
    ['no body', undefined, {}],
    ['an empty JSON body', '', { 'content-type': 'application/json' }],
    ['malformed JSON', '{"email": ', { 'content-type': 'application/json' }],
    ['plain text', 'email=a@example.com', { 'content-type': 'text/plain' }],
  ])('answers %s with 400 and the error model, never 500', async (_what, payload, headers) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: nextIp(),
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: expect.stringMatching(/^(VALIDATION|BAD_REQUEST)$/),
      requestId: expect.any(String),
    });
  });

  it('answers a form post to a JSON route with 415 in the error model', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.com&password=x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA');
  });
});
