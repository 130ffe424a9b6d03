import type { Config } from '../../platform/config/config.js';
import type { Db } from '../../platform/db/client.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { AuthHooks } from '../../platform/auth/auth.js';

export interface AccountService extends AuthHooks {}

export function createAccountService(deps: { config: Config; db: Db; mailer: Mailer }): AccountService {
  return {
    async sendVerificationEmail({ user, url }) {
      await deps.mailer.send({
        to: user.email,
        subject: 'Verifikasi email Notulen / Verify your Notulen email',
        text: `Buka tautan ini untuk memverifikasi email Anda / Open this link to verify your email:\n${url}\n`,
        html: `<p><a href="${encodeURI(url)}">${encodeURI(url)}</a></p>`,
      });
    },
  };
}
