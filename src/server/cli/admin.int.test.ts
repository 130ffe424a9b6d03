import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { TMP_DIR } from '../test/paths.js';
import { openDatabase } from '../platform/db/client.js';
import { users } from '../platform/auth/auth.schema.js';
import { AdminCliError, grantAdmin, HELP, listAdmins, revokeAdmin, runAdminCli } from './admin.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const addUser = (db: TestApp['database']['db'], email: string, verified = true) =>
  db.insert(users).values({ id: crypto.randomUUID(), email, name: email.split('@')[0]!, emailVerified: verified });

describe('admin CLI commands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const roleOf = async (email: string) =>
    (await t.database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

  it('grants and revokes admin rights', async () => {
    await addUser(t.database.db, 'rina@example.com');
    expect((await grantAdmin(t.database.db, ' Rina@Example.com ')).message).toBe('rina@example.com is now an admin.');
    expect(await roleOf('rina@example.com')).toBe('admin');
    expect((await grantAdmin(t.database.db, 'rina@example.com')).message).toBe('rina@example.com is already an admin.');
    expect((await listAdmins(t.database.db)).message).toBe('rina@example.com');

    expect((await revokeAdmin(t.database.db, 'rina@example.com')).message).toBe(
      'rina@example.com is no longer an admin.',
    );
    expect(await roleOf('rina@example.com')).toBe('user');
    expect((await revokeAdmin(t.database.db, 'rina@example.com')).message).toBe('rina@example.com is not an admin.');
    expect((await listAdmins(t.database.db)).message).toMatch(/^No admins yet/);
  });

  it('says clearly when there is no such account or no e-mail', async () => {
    await expect(grantAdmin(t.database.db, 'nobody@example.com')).rejects.toThrow(
      new AdminCliError('No account with e-mail nobody@example.com. The person has to sign up first.'),
    );
    await expect(revokeAdmin(t.database.db, 'nobody@example.com')).rejects.toThrow(
      /No account with e-mail nobody@example.com/,
    );
    await expect(grantAdmin(t.database.db, 'not-an-email')).rejects.toThrow(/"not-an-email" is not an e-mail address/);
  });

  it('warns that ADMIN_EMAILS will re-grant a revoked admin, and about unverified e-mail', async () => {
    await addUser(t.database.db, 'sari@example.com', false);
    expect((await grantAdmin(t.database.db, 'sari@example.com')).message).toMatch(
      /once the e-mail address is verified/,
    );
    expect((await listAdmins(t.database.db)).message).toMatch(/sari@example.com {2}\(e-mail not verified/);
    expect((await revokeAdmin(t.database.db, 'sari@example.com', ['sari@example.com'])).message).toMatch(
      /is in ADMIN_EMAILS, so the next server start makes it an admin again/,
    );
  });

  it('explains itself, including stopping the server for the embedded database', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s) };
    expect(await runAdminCli(['--help'], io)).toBe(0);
    expect(out.join('\n')).toContain('STOP THE SERVER FIRST');
    expect(HELP).toMatch(/grant EMAIL[\s\S]*revoke EMAIL[\s\S]*list/);
    expect(await runAdminCli(['grant'], io)).toBe(2);
    expect(await runAdminCli(['promote', 'x@example.com'], io)).toBe(2);
    expect(err.join('\n')).toMatch(/Unknown or incomplete command/);
  });
});

describe('npm run admin (a real process on an embedded database)', () => {
  let dataDir: string;
  beforeAll(async () => {
    mkdirSync(TMP_DIR, { recursive: true });
    dataDir = mkdtempSync(join(TMP_DIR, 'admin-cli-'));
    const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
    await addUser(database.db, 'tari@example.com');
    await database.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/server/cli/admin.ts', ...args],
        // Only what the CLI needs: no DATABASE_URL, so it opens the embedded database in DATA_DIR.
        { cwd: ROOT, env: { PATH: process.env.PATH, DATA_DIR: dataDir, SECRET_KEY: 'x'.repeat(32) }, timeout: 60_000 },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('grants, refuses an unknown account with a non-zero exit, and lists', async () => {
    const grant = await run('grant', 'tari@example.com');
    expect(grant).toMatchObject({ code: 0, stdout: 'tari@example.com is now an admin.\n' });

    const missing = await run('grant', 'ghost@example.com');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No account with e-mail ghost@example.com');

    const list = await run('list');
    expect(list).toMatchObject({ code: 0, stdout: 'tari@example.com\n' });
  });
});
