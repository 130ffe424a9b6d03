import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../platform/config/config.js';
import { openDatabase } from '../platform/db/client.js';
import type { Db } from '../platform/db/client.js';
import { createAccountRepo } from '../modules/auth/account.repo.js';

export const HELP = `Usage: npm run admin -- <command>

Commands:
  grant EMAIL    make the account with this e-mail an admin
  revoke EMAIL   make it a normal user again
  list           list the admins

Uses the same configuration as the server (DATABASE_URL, DATA_DIR, ...).
With the embedded database (no DATABASE_URL), STOP THE SERVER FIRST: the embedded
database has no lock between processes, and two processes writing to ./data/db
at once can corrupt it. With PostgreSQL the server may keep running.
Accounts in ADMIN_EMAILS are made admin again at every server start.`;

export class AdminCliError extends Error {}

export interface CommandResult {
  /** What to print. */
  message: string;
}

const email = z.string().trim().toLowerCase().pipe(z.email());

function parseEmail(value: string | undefined): string {
  const parsed = email.safeParse(value ?? '');
  if (!parsed.success) throw new AdminCliError(`"${value ?? ''}" is not an e-mail address.\n\n${HELP}`);
  return parsed.data;
}

export async function grantAdmin(db: Db, address: string): Promise<CommandResult> {
  const target = parseEmail(address);
  const repo = createAccountRepo(db);
  const before = await repo.findByEmail(target);
  if (!before) throw new AdminCliError(`No account with e-mail ${target}. The person has to sign up first.`);
  if (before.role === 'admin') return { message: `${target} is already an admin.` };
  await repo.setRole(target, 'admin');
  const note = before.emailVerified ? '' : ' Admin rights apply once the e-mail address is verified.';
  return { message: `${target} is now an admin.${note}` };
}

export async function revokeAdmin(
  db: Db,
  address: string,
  adminEmails: readonly string[] = [],
): Promise<CommandResult> {
  const target = parseEmail(address);
  const repo = createAccountRepo(db);
  const before = await repo.findByEmail(target);
  if (!before) throw new AdminCliError(`No account with e-mail ${target}.`);
  const note = adminEmails.includes(target)
    ? ` Note: ${target} is in ADMIN_EMAILS, so the next server start makes it an admin again; remove it there too.`
    : '';
  if (before.role !== 'admin') return { message: `${target} is not an admin.${note}` };
  await repo.setRole(target, 'user');
  return { message: `${target} is no longer an admin.${note}` };
}

export async function listAdmins(db: Db): Promise<CommandResult> {
  const admins = await createAccountRepo(db).listAdmins();
  if (admins.length === 0) return { message: 'No admins yet. Use: npm run admin -- grant EMAIL' };
  const lines = admins.map((a) => `${a.email}${a.emailVerified ? '' : '  (e-mail not verified: no admin rights yet)'}`);
  return { message: lines.join('\n') };
}

/** Runs one command; returns the exit status. Output goes to the given writers (the tests capture it). */
export async function runAdminCli(
  argv: string[],
  io: { out: (s: string) => void; err: (s: string) => void } = {
    out: (s) => console.log(s),
    err: (s) => console.error(s),
  },
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [command, arg, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    io.out(HELP);
    return command ? 0 : 1;
  }
  const wellFormed =
    rest.length === 0 &&
    (command === 'list' ? arg === undefined : (command === 'grant' || command === 'revoke') && !!arg);
  if (!wellFormed) {
    io.err(`Unknown or incomplete command: ${argv.join(' ')}\n\n${HELP}`);
    return 2;
  }
  let database;
  try {
    const config = loadConfig(env);
    database = await openDatabase({ url: config.databaseUrl, pgliteDir: join(config.dataDir, 'db') });
    const result =
      command === 'grant'
        ? await grantAdmin(database.db, arg!)
        : command === 'revoke'
          ? await revokeAdmin(database.db, arg!, config.adminEmails)
          : await listAdmins(database.db);
    io.out(result.message);
    return 0;
  } catch (err) {
    if (err instanceof AdminCliError || err instanceof ConfigError) io.err(err.message);
    else io.err(`admin: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

// Run as a script (npm run admin), not when imported by tests.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runAdminCli(process.argv.slice(2)).then((code) => process.exit(code));
}
