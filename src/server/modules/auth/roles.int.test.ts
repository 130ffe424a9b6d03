import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp, startTestRuntime, type TestApp } from '../../test/test-app.js';
import { users } from '../../platform/auth/auth.schema.js';
import { createAuth } from '../../platform/auth/auth.js';
import { createGuards, userOf } from '../../platform/auth/session.js';
import { registerErrorHandling } from '../../platform/http/errors.js';
import { createAccountHooks } from './account.hooks.js';
import { syncAdmins } from './account.repo.js';
import { client } from './testing.js';

const PASSWORD = 'Rendang-enak-sekali-9';

describe('roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: 'Boss@Example.com, chief@example.com' } });
  });
  afterAll(() => t.close());

  const roleOf = async (email: string) =>
    (await t.database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;
  const verify = (email: string) =>
    t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));

  /** Signs up, verifies in the database, signs in; returns the signed-in client. */
  async function account(email: string, extra: Record<string, unknown> = {}) {
    const browser = client(t.app);
    const res = await browser.post('/api/auth/sign-up/email', { email, password: PASSWORD, ...extra });
    expect(res.statusCode).toBe(200);
    await verify(email);
    expect((await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode).toBe(200);
    return browser;
  }

  it('makes ADMIN_EMAILS accounts admins at sign-up, and nobody else', async () => {
    const boss = await account('boss@example.com');
    expect(await roleOf('boss@example.com')).toBe('admin');
    expect((await boss.get('/api/me')).json().role).toBe('admin');

    const staff = await account('staff@example.com', { role: 'admin' }); // a body cannot ask for a role
    expect(await roleOf('staff@example.com')).toBe('user');
    expect((await staff.get('/api/me')).json().role).toBe('user');
  });

  it('promotes existing ADMIN_EMAILS accounts at start-up, once', async () => {
    await account('later@example.com');
    expect(await roleOf('later@example.com')).toBe('user');
    expect(await syncAdmins(t.database.db, ['later@example.com', 'missing@example.com'])).toEqual([
      'later@example.com',
    ]);
    expect(await roleOf('later@example.com')).toBe('admin');
    expect(await syncAdmins(t.database.db, ['later@example.com'])).toEqual([]);

    // Every process does it at start: a second one on the same database with the address in its ADMIN_EMAILS.
    await account('promoted@example.com');
    const second = await startTestRuntime({ ...t.config, adminEmails: ['promoted@example.com'] }, t.database);
    await second.close();
    expect(await roleOf('promoted@example.com')).toBe('admin');
  });

  describe('guards', () => {
    // A tiny app with one admin-only and one user route, using the same auth (database, secret) as the test app.
    const guarded = () => {
      const auth = createAuth(
        t.config,
        t.database.db,
        createAccountHooks({ config: t.config, db: t.database.db, mailer: { send: async () => {} } }),
      );
      const guards = createGuards(auth);
      const app = Fastify();
      registerErrorHandling(app);
      app.get('/admin-only', { preHandler: guards.requireAdmin }, async (req) => ({ id: userOf(req).id }));
      app.get('/users-only', { preHandler: guards.requireUser }, async (req) => ({ role: userOf(req).role }));
      return app;
    };

    it('requireAdmin: 401 anonymous, 403 for a user, 200 for an admin', async () => {
      const app = guarded();
      const user = await account('plain@example.com');
      const admin = await account('chief@example.com');

      const anonymous = await app.inject({ method: 'GET', url: '/admin-only' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');

      const forbidden = await app.inject({ method: 'GET', url: '/admin-only', headers: { cookie: user.cookie } });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error.code).toBe('FORBIDDEN');
      expect(
        (await app.inject({ method: 'GET', url: '/users-only', headers: { cookie: user.cookie } })).json(),
      ).toEqual({ role: 'user' });

      expect(
        (await app.inject({ method: 'GET', url: '/admin-only', headers: { cookie: admin.cookie } })).statusCode,
      ).toBe(200);
      await app.close();
    });

    it('gives admin rights only with a verified e-mail', async () => {
      const app = guarded();
      const admin = await account('boss2@example.com');
      await t.database.db
        .update(users)
        .set({ role: 'admin', emailVerified: false })
        .where(eq(users.email, 'boss2@example.com'));
      expect(
        (await app.inject({ method: 'GET', url: '/admin-only', headers: { cookie: admin.cookie } })).statusCode,
      ).toBe(403);
      expect((await admin.get('/api/me')).json()).toMatchObject({ role: 'user', emailVerified: false });
      await app.close();
    });

    it('sees a role change at the next admin request (admin rights are never served from the session cache)', async () => {
      const app = guarded();
      const browser = await account('rising@example.com');
      expect(
        (await app.inject({ method: 'GET', url: '/admin-only', headers: { cookie: browser.cookie } })).statusCode,
      ).toBe(403);
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'rising@example.com'));
      expect(
        (await app.inject({ method: 'GET', url: '/admin-only', headers: { cookie: browser.cookie } })).statusCode,
      ).toBe(200);
      await t.database.db.update(users).set({ role: 'user' }).where(eq(users.email, 'rising@example.com'));
      expect(
        (await app.inject({ method: 'GET', url: '/admin-only', headers: { cookie: browser.cookie } })).statusCode,
      ).toBe(403);
      await app.close();
    });
  });
});
