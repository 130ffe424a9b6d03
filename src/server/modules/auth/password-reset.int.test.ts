import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { users, verifications } from '../../platform/auth/auth.schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { firstLink, startSmtpCapture } from '../../test/smtp.js';
import { createUser, TEST_PASSWORD } from '../../test/users.js';
import { AUTH_LIMITS } from './rate-limits.js';
import { client, mailSubject, mailText, pathOf } from './testing.js';

const NEW_PASSWORD = 'Sambal-terasi pedas 2025!';

describe('forgot password → reset link → new password', () => {
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
  const tokenOf = (link: string) => new URL(link).pathname.split('/').at(-1)!;
  /** Asks for a link for `email` and answers it from the captured mail. */
  async function requestLink(email: string, language?: 'id' | 'en') {
    const before = mailsTo(email).length;
    const res = await client(t.app).post('/api/auth/forgot-password', { email, ...(language ? { language } : {}) });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => mailsTo(email).length).toBe(before + 1);
    return { mail: mailsTo(email).at(-1)!, link: firstLink(mailsTo(email).at(-1)!.raw) };
  }

  it('mails a link that leads to the reset page, sets the new password, ends every session', async () => {
    const user = await createUser(t, { email: 'ratna@example.com' });
    const otherDevice = await createUser(t, { email: 'ratna2@example.com' }); // someone else, untouched
    const { mail, link } = await requestLink('ratna@example.com', 'en');
    expect(mailSubject(mail.raw)).toBe('Reset your Notulen password');
    expect(mailText(mail.raw)).toContain('valid for 1 hour and can be used once');
    expect(link).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/reset-password\/[A-Za-z0-9]+\?callbackURL=%2Freset-password$/,
    );

    // Opening the link does not use the token up: it lands on the web app's reset page with the token.
    const token = tokenOf(link);
    for (let i = 0; i < 2; i++) {
      const open = await client(t.app).get(pathOf(link));
      expect(open.statusCode).toBe(302);
      expect(open.headers.location).toBe(`http://localhost:3000/reset-password?token=${token}`);
    }

    // The link is short-lived: one hour.
    const [row] = await t.database.db
      .select({ expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(like(verifications.identifier, 'reset-password:%'));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const browser = client(t.app);
    const weak = await browser.post('/api/auth/reset-password', { token, newPassword: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: { code: 'WEAK_PASSWORD' } });
    const mismatch = await browser.post('/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.json()).toMatchObject({ error: { code: 'PASSWORDS_DO_NOT_MATCH' } });

    // Refused attempts left the link usable.
    const reset = await browser.post('/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });
    expect(reset.cookies.filter((c) => c.value)).toEqual([]); // no session from a reset: sign in with the new password

    // The session from before the reset is over (not merely cached); the other user's is not.
    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(otherDevice.cookie)).statusCode).toBe(200);

    const signIn = (password: string) =>
      client(t.app).post('/api/auth/sign-in/email', { email: 'ratna@example.com', password });
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);

    // Single use: the same link again is refused, opened or posted.
    const again = await client(t.app).post('/api/auth/reset-password', { token, newPassword: `${NEW_PASSWORD}2` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { code: 'INVALID_TOKEN', message: expect.any(String) } });
    const reopen = await client(t.app).get(pathOf(link));
    expect(reopen.headers.location).toBe('http://localhost:3000/reset-password?error=INVALID_TOKEN');
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and mails nobody', async () => {
    await createUser(t, { email: 'known@example.com' });
    const known = await client(t.app).post('/api/auth/forgot-password', { email: 'known@example.com' });
    const unknown = await client(t.app).post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json()).toEqual({ ok: true });
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await smtp.waitFor('known@example.com');
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('nobody-here@example.com')).toEqual([]);
  });

  it('refuses an expired link and an unknown token with 400 INVALID_TOKEN', async () => {
    await createUser(t, { email: 'lambat@example.com' });
    const { link } = await requestLink('lambat@example.com');
    const token = tokenOf(link);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    for (const tok of [token, 'no-such-token']) {
      const res = await client(t.app).post('/api/auth/reset-password', { token: tok, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
    }
    expect((await client(t.app).get(pathOf(link))).headers.location).toMatch(/error=INVALID_TOKEN$/);
  });

  it('writes the mail in Indonesian by default, and a reset verifies an unverified address', async () => {
    await createUser(t, { email: 'belum@example.com', verified: false });
    const { mail, link } = await requestLink('belum@example.com');
    expect(mailSubject(mail.raw)).toBe('Atur ulang kata sandi Notulen Anda');
    const res = await client(t.app).post('/api/auth/reset-password', {
      token: tokenOf(link),
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ verified: users.emailVerified })
      .from(users)
      .where(eq(users.email, 'belum@example.com'));
    expect(row!.verified).toBe(true);
    const signIn = await client(t.app).post('/api/auth/sign-in/email', {
      email: 'belum@example.com',
      password: NEW_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('limits requests per address the same for unknown and known addresses, and validates its input', async () => {
    await createUser(t, { email: 'sering@example.com' });
    const browser = client(t.app);
    const { max } = AUTH_LIMITS.forgotPassword.perAddress;
    for (const email of ['sering@example.com', 'tidak-ada@example.com']) {
      for (let i = 0; i < max; i++)
        expect((await browser.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
      const limited = await browser.post('/api/auth/forgot-password', { email });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    }
    for (const body of [{}, { email: 'not-an-email' }, { email: 'a@example.com', language: 'fr' }]) {
      const res = await client(t.app).post('/api/auth/forgot-password', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    }
    for (const body of [{}, { token: '', newPassword: NEW_PASSWORD }, { token: 'x', newPassword: '' }]) {
      const res = await client(t.app).post('/api/auth/reset-password', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    }
  });
});
