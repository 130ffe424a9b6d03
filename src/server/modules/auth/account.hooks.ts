import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../../shared/api/auth.js';
import type { Config } from '../../platform/config/config.js';
import type { Db } from '../../platform/db/client.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { AuthHooks } from '../../platform/auth/auth.js';
import { createAccountRepo } from './account.repo.js';
import { resetPasswordMail } from './reset-password-mail.js';
import { languageFromHeader, verificationMail } from './verification-mail.js';

/**
 * The language of the mail better-auth is about to send. Our routes know it (the body's `language`, the request's
 * Accept-Language) but better-auth calls `sendVerificationEmail` without our request, so the route sets it here
 * for the duration of its better-auth call.
 */
const mailLanguage = new AsyncLocalStorage<Language>();

export function withMailLanguage<T>(language: Language, fn: () => Promise<T>): Promise<T> {
  return mailLanguage.run(language, fn);
}

/** The local part of the e-mail: our default name, and so also what "no real name yet" looks like. */
export const defaultName = (email: string) => email.split('@')[0] ?? email;

/**
 * Erases everything one module keeps of a user beyond the user row's cascade (files in storage, above all). The
 * composition root lists them in order; an eraser that throws stops the deletion, so the account and its data stay
 * for another try instead of an account without data or data without an account.
 */
export type UserDataEraser = (userId: string) => Promise<void>;

/** What better-auth calls back into (platform/auth/auth.ts AuthHooks): mail text, roles, profile completion. */
export function createAccountHooks(deps: {
  config: Config;
  db: Db;
  mailer: Mailer;
  log?: FastifyBaseLogger;
  /** Read when an account is deleted, so the composition root may fill it after building the other services. */
  userData?: readonly UserDataEraser[];
}): AuthHooks {
  const repo = createAccountRepo(deps.db);
  const admins = new Set(deps.config.adminEmails);
  const languageOf = (request?: Request) =>
    mailLanguage.getStore() ?? languageFromHeader(request?.headers.get('accept-language'));
  return {
    async sendVerificationEmail({ user, url }, request) {
      await deps.mailer.send(verificationMail({ to: user.email, name: user.name, url, language: languageOf(request) }));
    },

    sendResetPasswordEmail({ user, url }, request) {
      const mail = resetPasswordMail({ to: user.email, name: user.name, url, language: languageOf(request) });
      // Not awaited: an SMTP round trip only for existing accounts would tell them apart by the answer's time. A
      // failed send is the operator's to see; the answer must not differ.
      void deps.mailer
        .send(mail)
        .catch((err: unknown) => deps.log?.error({ err }, 'could not send a password-reset mail'));
    },

    async onPasswordReset(user) {
      await repo.markVerified(user.id);
    },

    async beforeDeleteUser(userId) {
      for (const erase of deps.userData ?? []) await erase(userId);
    },

    roleForNewUser(email) {
      return admins.has(email.toLowerCase()) ? 'admin' : 'user';
    },

    async onOAuthSignIn(user, profile) {
      const patch: { name?: string; image?: string } = {};
      const name = profile.name?.trim().slice(0, 100);
      // "Missing" includes our own placeholder (the e-mail's local part), which an e-mail sign-up starts with.
      if (name && (!user.name.trim() || user.name === defaultName(user.email))) patch.name = name;
      if (profile.image && !user.image) patch.image = profile.image;
      await repo.updateProfile(user.id, patch);
    },
  };
}
