import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Role } from '../../../shared/api/auth.js';
import type { Db } from '../../platform/db/client.js';
import { accounts, users } from '../../platform/auth/auth.schema.js';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
  role: Role;
}

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  image: users.image,
  emailVerified: users.emailVerified,
  role: users.role,
};

const toRow = (r: { role: string } & Omit<UserRow, 'role'>): UserRow => ({
  ...r,
  role: r.role === 'admin' ? 'admin' : 'user',
});

/** The SQL of accounts that better-auth does not do itself: lookups, roles, profile completion. */
export function createAccountRepo(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select(columns).from(users).where(eq(users.email, email.toLowerCase()));
      return row && toRow(row);
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select(columns).from(users).where(eq(users.id, id));
      return row && toRow(row);
    },

    /** Sets the role; undefined when no user has this e-mail. */
    async setRole(email: string, role: Role): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(eq(users.email, email.toLowerCase()))
        .returning(columns);
      return row && toRow(row);
    },

    async listAdmins(): Promise<UserRow[]> {
      const rows = await db.select(columns).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.email));
      return rows.map(toRow);
    },

    /** Promotes existing accounts named in ADMIN_EMAILS; returns the e-mails changed. Never demotes anyone. */
    async promote(emails: readonly string[]): Promise<string[]> {
      if (emails.length === 0) return [];
      const rows = await db
        .update(users)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(
          and(
            inArray(
              users.email,
              emails.map((e) => e.toLowerCase()),
            ),
            ne(users.role, 'admin'),
          ),
        )
        .returning({ email: users.email });
      return rows.map((r) => r.email);
    },

    /** Whether the user can sign in with a password (better-auth's "credential" account with a hash). */
    async hasPassword(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)))
        .limit(1);
      return row !== undefined;
    },

    async markVerified(id: string): Promise<void> {
      await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async updateProfile(id: string, patch: { name?: string; image?: string }): Promise<void> {
      if (patch.name === undefined && patch.image === undefined) return;
      await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;

/** Called once at start-up, after migration: ADMIN_EMAILS also covers accounts made before the list named them. */
export async function syncAdmins(db: Db, emails: readonly string[]): Promise<string[]> {
  return createAccountRepo(db).promote(emails);
}
