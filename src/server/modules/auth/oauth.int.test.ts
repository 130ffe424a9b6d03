import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { accounts, users } from '../../platform/auth/auth.schema.js';
import {
  startOidcProvider,
  type OidcAccount,
  type OidcProviderHandle,
} from '../../../../e2e/fixtures/oidc-provider.js';
import { client } from './testing.js';
import { freePort } from '../../test/ports.js';

const CLIENT_ID = 'notulen-test';
const CLIENT_SECRET = 'stand-in-secret';
const PASSWORD = 'Soto-ayam-lamongan-7';

/** A browser: one cookie jar per origin, redirects followed by hand so every hop's cookies are kept. */
function browser() {
  const jars = new Map<string, Map<string, string>>();
  const jar = (url: URL) => jars.get(url.origin) ?? jars.set(url.origin, new Map()).get(url.origin)!;
  async function request(input: string, init: RequestInit = {}) {
    const url = new URL(input);
    const cookies = [...jar(url)].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers ?? {}), ...(cookies ? { cookie: cookies } : {}) },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      const [name, value] = [pair.slice(0, i).trim(), pair.slice(i + 1).trim()];
      if (!value || /max-age=0/i.test(line)) jar(url).delete(name);
      else jar(url).set(name, value);
    }
    return res;
  }
  /** Follows redirects until an answer that is not one; returns it with the URL it came from. */
  async function follow(start: string, init?: RequestInit) {
    let url = start;
    let res = await request(url, init);
    for (let hops = 0; res.status >= 300 && res.status < 400; hops++) {
      if (hops > 15) throw new Error('too many redirects');
      url = new URL(res.headers.get('location')!, url).toString();
      // The web app's screens are where the flow ends (this API-only test app does not serve them).
      if (/^\/(dashboard|login)/.test(new URL(url).pathname)) return { url, res };
      res = await request(url);
    }
    return { url, res };
  }
  return { request, follow };
}

describe('Google sign-in through a local OpenID Connect provider', () => {
  let t: TestApp;
  let idp: OidcProviderHandle;
  let base: string;
  const person: OidcAccount = {
    sub: 'google-123',
    email: 'wulan@example.com',
    email_verified: true,
    name: 'Wulan Sari',
    picture: 'https://lh3.example/wulan.png',
  };

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    idp = await startOidcProvider({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUris: [`${base}/api/auth/callback/google`, `${base}/api/auth/callback/microsoft`],
      account: person,
    });
    t = await createTestApp({
      env: {
        PUBLIC_URL: base,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_ISSUER: idp.issuer,
        // Any issuer but Microsoft's own cloud goes through the same generic OIDC code as Google.
        MICROSOFT_CLIENT_ID: CLIENT_ID,
        MICROSOFT_CLIENT_SECRET: CLIENT_SECRET,
        MICROSOFT_ISSUER: idp.issuer,
        ADMIN_EMAILS: 'unverified.boss@example.com',
      },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  /** Runs the whole flow as `account`; returns the browser and where it ended. */
  async function signInWithGoogle(account: OidcAccount, providerId = 'google') {
    idp.setAccount(account);
    const b = browser();
    const start = await b.request(`${base}/api/auth/sign-in/oauth2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ providerId }),
    });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    expect(url.startsWith(`${idp.issuer}/`)).toBe(true);
    const end = await b.follow(url);
    return { b, end };
  }

  it('signs a new user in, with the name and picture from the provider', async () => {
    const { b, end } = await signInWithGoogle(person);
    expect(end.url).toBe(`${base}/dashboard`);

    const me = await b.request(`${base}/api/me`);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'wulan@example.com',
      name: 'Wulan Sari',
      image: 'https://lh3.example/wulan.png',
      emailVerified: true,
      role: 'user',
    });
  });

  it('stores the OAuth tokens encrypted', async () => {
    const [row] = await t.database.db
      .select({ accessToken: accounts.accessToken })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(and(eq(users.email, 'wulan@example.com'), eq(accounts.providerId, 'google')));
    expect(row?.accessToken).toBeTruthy();
    expect(idp.issuedAccessTokens.length).toBeGreaterThan(0);
    for (const plain of idp.issuedAccessTokens) {
      expect(row!.accessToken).not.toBe(plain);
      expect(row!.accessToken).not.toContain(plain);
    }
  });

  it('joins a verified e-mail account and fills in the missing name and photo, keeping a real name', async () => {
    for (const [email, name] of [
      ['yuni@example.com', undefined],
      ['zaki@example.com', 'Zaki Pratama'],
    ] as const) {
      const c = client(t.app);
      expect(
        (await c.post('/api/auth/sign-up/email', { email, password: PASSWORD, ...(name ? { name } : {}) })).statusCode,
      ).toBe(200);
      await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    }
    const yuni = await signInWithGoogle({
      sub: 'g-yuni',
      email: 'yuni@example.com',
      email_verified: true,
      name: 'Yuni Astuti',
      picture: 'https://lh3.example/yuni.png',
    });
    expect(await (await yuni.b.request(`${base}/api/me`)).json()).toMatchObject({
      name: 'Yuni Astuti',
      image: 'https://lh3.example/yuni.png',
    });

    const zaki = await signInWithGoogle({
      sub: 'g-zaki',
      email: 'zaki@example.com',
      email_verified: true,
      name: 'Z from Google',
      picture: 'https://lh3.example/zaki.png',
    });
    expect(await (await zaki.b.request(`${base}/api/me`)).json()).toMatchObject({
      name: 'Zaki Pratama',
      image: 'https://lh3.example/zaki.png',
    });

    // One user each, now with two ways in.
    const rows = await t.database.db
      .select({ providerId: accounts.providerId })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, 'yuni@example.com'));
    expect(rows.map((r) => r.providerId).sort()).toEqual(['credential', 'google']);
  });

  it('does not join an unverified e-mail account (someone may have registered it to wait for the owner)', async () => {
    const c = client(t.app);
    await c.post('/api/auth/sign-up/email', { email: 'squatted@example.com', password: PASSWORD });
    const { end } = await signInWithGoogle({
      sub: 'g-owner',
      email: 'squatted@example.com',
      email_verified: true,
      name: 'Owner',
    });
    expect(end.url).toMatch(new RegExp(`^${base}/login\\?error=`));
    const links = await t.database.db.select().from(accounts).where(eq(accounts.accountId, 'g-owner'));
    expect(links).toEqual([]);
  });

  it('gives no admin rights to an address the provider has not verified', async () => {
    const { b } = await signInWithGoogle({
      sub: 'g-boss',
      email: 'unverified.boss@example.com',
      email_verified: false,
      name: 'Boss',
    });
    expect(await (await b.request(`${base}/api/me`)).json()).toMatchObject({ emailVerified: false, role: 'user' });
  });

  it('signs in with Microsoft the same way when its issuer is configured', async () => {
    const { b, end } = await signInWithGoogle(
      { sub: 'ms-1', email: 'adi@example.com', email_verified: true, name: 'Adi' },
      'microsoft',
    );
    expect(end.url).toBe(`${base}/dashboard`);
    expect(await (await b.request(`${base}/api/me`)).json()).toMatchObject({
      email: 'adi@example.com',
      name: 'Adi',
      image: null,
    });
  });

  it('offers the configured providers; another answers 400 PROVIDER_NOT_CONFIGURED', async () => {
    expect(await (await fetch(`${base}/api/auth/providers`)).json()).toEqual({ google: true, microsoft: true });
    for (const providerId of ['github', 'credential']) {
      const res = await fetch(`${base}/api/auth/sign-in/oauth2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ providerId }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'PROVIDER_NOT_CONFIGURED' } });
    }
  });

  it('accepts a form_post callback (application/x-www-form-urlencoded) and hands it to the GET callback', async () => {
    const res = await fetch(`${base}/api/auth/callback/google`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=abc&state=xyz',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${base}/api/auth/callback/google?code=abc&state=xyz`);
  });

  it('sends a callback without state back to the login screen with the error', async () => {
    const res = await fetch(`${base}/api/auth/callback/google?code=abc`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${base}/login?error=state_not_found`);
  });
});

describe('without OAuth configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('offers no provider and refuses to start one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: false,
      microsoft: false,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/oauth2',
      payload: { providerId: 'google' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'PROVIDER_NOT_CONFIGURED', message: expect.any(String) } });
  });
});
