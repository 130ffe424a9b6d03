import { eq } from 'drizzle-orm';
import { users } from '../platform/auth/auth.schema.js';
import type { TestApp } from './test-app.js';

export const TEST_PASSWORD = 'Correct-Horse-Battery-42!';

export interface TestUser {
  id: string;
  email: string;
  /** Value for the `cookie` header of `app.inject()`; empty for an unverified user (it cannot sign in). */
  cookie: string;
}

export interface CreateUserOptions {
  email: string;
  role?: 'admin' | 'user';
  /** Default true. An unverified user is created but not signed in (sign-in refuses unverified e-mail). */
  verified?: boolean;
  password?: string;
  name?: string;
}

/**
 * A real account made through the public routes (sign-up, sign-in), with verification and role set directly in the
 * database so tests need no mailbox and no ADMIN_EMAILS. Use a distinct e-mail per user within one test file.
 */
export async function createUser(t: TestApp, opts: CreateUserOptions): Promise<TestUser> {
  const email = opts.email.trim().toLowerCase();
  const password = opts.password ?? TEST_PASSWORD;
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, name: opts.name ?? email.split('@')[0] },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up of ${email} failed: ${signUp.statusCode} ${signUp.body}`);

  const [row] = await t.database.db
    .update(users)
    .set({ emailVerified: opts.verified ?? true, role: opts.role ?? 'user' })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (!row) throw new Error(`user ${email} not found after sign-up`);
  if (opts.verified === false) return { id: row.id, email, cookie: '' };

  const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  if (signIn.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${signIn.statusCode} ${signIn.body}`);
  const cookie = signIn.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  if (!cookie) throw new Error(`sign-in of ${email} set no cookie`);
  return { id: row.id, email, cookie };
}
