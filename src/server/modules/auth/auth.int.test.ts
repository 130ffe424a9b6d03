import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { firstLink, startSmtpCapture } from '../../test/smtp.js';
import { users } from '../../platform/auth/auth.schema.js';
import { client, mailSubject, mailText, pathOf } from './testing.js';

const PASSWORD = 'Gado-gado pedas 2024!';

describe('e-mail accounts', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

  it('signs up, verifies through the mailed link, signs in, and signs out for good', async () => {
    const browser = client(t.app);
    const signUp = await browser.post('/api/auth/sign-up/email', {
      email: ' Ana.Putri@Example.com ',
      password: PASSWORD,
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toEqual({
      user: { id: expect.any(String), email: 'ana.putri@example.com', name: 'ana.putri', emailVerified: false },
    });
    expect(signUp.cookies.filter((c) => c.value)).toEqual([]); // no session before verification

    const mail = await smtp.waitFor('ana.putri@example.com');
    const link = firstLink(mail.raw);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    const verify = await client(t.app).get(pathOf(link));
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/login?verified=1');

    const signIn = await browser.post('/api/auth/sign-in/email', {
      email: 'ana.putri@example.com',
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({
      user: {
        id: signUp.json().user.id,
        email: 'ana.putri@example.com',
        name: 'ana.putri',
        image: null,
        emailVerified: true,
        role: 'user',
      },
    });
    expect(signIn.body).not.toContain('token'); // the session token lives only in the HttpOnly cookie
    const session = signIn.cookies.find((c) => c.name === 'notulen.session_token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await browser.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'ana.putri@example.com', emailVerified: true, role: 'user' });
    expect((await browser.get('/api/session')).json()).toEqual({ user: me.json() });

    const stolen = browser.cookie;
    const signOut = await browser.post('/api/auth/sign-out', {});
    expect(signOut.statusCode).toBe(200);
    expect(signOut.json()).toEqual({ ok: true });
    expect((await browser.get('/api/me')).statusCode).toBe(401);
    expect((await browser.get('/api/session')).json()).toEqual({ user: null });

    // The cookie from before sign-out is dead on the server, not merely forgotten by the browser.
    const replay = client(t.app);
    replay.cookie = stolen;
    const after = await replay.get('/api/me');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses an unverified account with 403 EMAIL_NOT_VERIFIED, and sends no mail for it', async () => {
    const browser = client(t.app);
    await browser.post('/api/auth/sign-up/email', { email: 'budi@example.com', password: PASSWORD });
    await smtp.waitFor('budi@example.com');
    const before = mailsTo('budi@example.com').length;

    const res = await browser.post('/api/auth/sign-in/email', { email: 'budi@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'EMAIL_NOT_VERIFIED', requestId: expect.any(String) } });
    expect(res.cookies.filter((c) => c.value)).toEqual([]);

    // A wrong password on an unverified account is just wrong: the verification state is not revealed.
    const wrong = await browser.post('/api/auth/sign-in/email', {
      email: 'budi@example.com',
      password: 'nope-nope-nope',
    });
    expect(wrong.statusCode).toBe(401);

    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('budi@example.com')).toHaveLength(before);
  });

  it('answers a wrong password and an unknown e-mail alike: 401 INVALID_CREDENTIALS', async () => {
    const browser = client(t.app);
    await browser.post('/api/auth/sign-up/email', { email: 'citra@example.com', password: PASSWORD });
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, 'citra@example.com'));

    const wrong = await browser.post('/api/auth/sign-in/email', {
      email: 'citra@example.com',
      password: 'Salah-sandi-99',
    });
    const unknown = await browser.post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    }
    expect(wrong.json().error.message).toBe(unknown.json().error.message);
  });

  it.each([
    ['too short', 'Ab1!xyz'],
    ['a common password', 'password123'],
    ['a keyboard walk', 'qwertyuiop'],
    ['made of the e-mail', 'dewi.lestari2024'],
    ['an Indonesian favourite', 'sayangku123'],
  ])('rejects a weak password (%s) with 400 WEAK_PASSWORD', async (_what, password) => {
    const res = await client(t.app).post('/api/auth/sign-up/email', { email: 'dewi.lestari@example.com', password });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'WEAK_PASSWORD', details: { minScore: 3, minLength: 8 } });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'dewi.lestari@example.com'))).toEqual([]);
  });

  it('checks confirmPassword when it is sent', async () => {
    const res = await client(t.app).post('/api/auth/sign-up/email', {
      email: 'eko@example.com',
      password: PASSWORD,
      confirmPassword: `${PASSWORD}x`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PASSWORDS_DO_NOT_MATCH');
  });

  it('answers a duplicate e-mail, in any case, with 409 EMAIL_IN_USE', async () => {
    const browser = client(t.app);
    expect(
      (await browser.post('/api/auth/sign-up/email', { email: 'fajar@example.com', password: PASSWORD })).statusCode,
    ).toBe(200);
    const again = await browser.post('/api/auth/sign-up/email', {
      email: 'FAJAR@example.com',
      password: 'Lain-kali 77 saja',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'EMAIL_IN_USE', message: 'Email address is already in use' });
  });

  it('writes the verification mail in Indonesian by default, with text and escaped HTML parts', async () => {
    await client(t.app).post('/api/auth/sign-up/email', {
      email: 'gita@example.com',
      password: PASSWORD,
      name: '<img src=x onerror=alert(1)> Gita',
    });
    const mail = await smtp.waitFor('gita@example.com');
    expect(mailSubject(mail.raw)).toBe('Verifikasi alamat email Anda untuk Notulen');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    const body = mailText(mail.raw);
    expect(body).toContain('Halo <img src=x onerror=alert(1)> Gita,'); // plain text stays as typed
    expect(body).toContain('Halo &lt;img src=x onerror=alert(1)&gt; Gita,'); // HTML is escaped
    expect(body).not.toMatch(/<p>Halo <img/);
    expect(body).toMatch(/href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^"]+&amp;callbackURL=/);
  });

  it('writes it in English when asked, by the body or by Accept-Language', async () => {
    await client(t.app).post('/api/auth/sign-up/email', {
      email: 'hana@example.com',
      password: PASSWORD,
      language: 'en',
    });
    await client(t.app).post(
      '/api/auth/sign-up/email',
      { email: 'indra@example.com', password: PASSWORD },
      { 'accept-language': 'en-GB,en;q=0.9,id;q=0.5' },
    );
    for (const to of ['hana@example.com', 'indra@example.com']) {
      const mail = await smtp.waitFor(to);
      expect(mailSubject(mail.raw)).toBe('Verify your email address for Notulen');
      expect(mailText(mail.raw)).toContain('Thank you for signing up for Notulen.');
    }
  });

  it('resends verification: a second mail that works; 200 for unknown addresses; ALREADY_VERIFIED after', async () => {
    const browser = client(t.app);
    await browser.post('/api/auth/sign-up/email', { email: 'joko@example.com', password: PASSWORD });
    await smtp.waitFor('joko@example.com');

    const resend = await browser.post('/api/auth/resend-verification', { email: 'joko@example.com', language: 'en' });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ ok: true });
    const mails = mailsTo('joko@example.com');
    expect(mails).toHaveLength(2);
    expect(mailSubject(mails[1]!.raw)).toBe('Verify your email address for Notulen');

    const unknown = await browser.post('/api/auth/resend-verification', { email: 'ghost@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ ok: true });
    expect(mailsTo('ghost@example.com')).toEqual([]);

    const verify = await browser.get(pathOf(firstLink(mails[1]!.raw)));
    expect(verify.statusCode).toBe(302);
    expect(
      (await browser.post('/api/auth/sign-in/email', { email: 'joko@example.com', password: PASSWORD })).statusCode,
    ).toBe(200);

    const already = await client(t.app).post('/api/auth/resend-verification', { email: 'joko@example.com' });
    expect(already.statusCode).toBe(400);
    expect(already.json().error.code).toBe('ALREADY_VERIFIED');
  });

  it('redirects a broken verification link to the login screen with the error', async () => {
    const res = await client(t.app).get('/api/auth/verify-email?token=not-a-token&callbackURL=%2Flogin%3Fverified%3D1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?verified=1&error=INVALID_TOKEN');
  });

  it('refuses a verification link that would redirect off-site', async () => {
    const res = await client(t.app).get('/api/auth/verify-email?token=x&callbackURL=https%3A%2F%2Fevil.example%2F');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('answers /api/me with 401 when signed out, and sign-out without a session with ok', async () => {
    const anon = client(t.app);
    const me = await anon.get('/api/me');
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
    // The web app's check: a visitor is not an error (no 401 in every public page's console).
    const session = await anon.get('/api/session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ user: null });
    expect((await anon.post('/api/auth/sign-out', {})).json()).toEqual({ ok: true });
  });

  it('does not expose better-auth endpoints that have no front route', async () => {
    for (const url of ['/api/auth/send-verification-email', '/api/auth/change-password', '/api/auth/update-user']) {
      const res = await client(t.app).post(url, { email: 'x@example.com' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await client(t.app).get('/api/auth/get-session')).statusCode).toBe(404);
  });

  it('documents the auth operations in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json().paths;
    expect(paths['/api/auth/sign-up/email'].post.operationId).toBe('signUpEmail');
    expect(paths['/api/auth/sign-in/email'].post.operationId).toBe('signInEmail');
    expect(paths['/api/auth/resend-verification'].post.operationId).toBe('resendVerification');
    expect(paths['/api/auth/sign-out'].post.operationId).toBe('signOut');
    expect(paths['/api/auth/sign-in/oauth2'].post.operationId).toBe('signInOAuth');
    expect(paths['/api/me'].get.operationId).toBe('getMe');
  });
});
