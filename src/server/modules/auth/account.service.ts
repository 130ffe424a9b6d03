import {
  RESET_PASSWORD_PATH,
  type Account,
  type DeleteAccountBody,
  type ForgotPasswordBody,
  type Language,
  type OAuthSignInBody,
  type ResendVerificationBody,
  type ResetPasswordBody,
  type SignInBody,
  type SignUpBody,
} from '../../../shared/api/auth.js';
import type { Config } from '../../platform/config/config.js';
import type { Db } from '../../platform/db/client.js';
import type { Auth } from '../../platform/auth/auth.js';
import { LOGIN_PATH } from '../../platform/auth/auth.js';
import { AppError } from '../../platform/http/errors.js';
import { createAccountRepo } from './account.repo.js';
import { defaultName, withMailLanguage } from './account.hooks.js';
import { checkPassword, MIN_SCORE, userInputsFor } from './password-strength.js';
import { languageFromHeader } from './verification-mail.js';

/** Where a verification link lands: the login screen shows "verified, sign in now" (or ?error=... on failure). */
export const VERIFIED_CALLBACK = '/login?verified=1';
export const OAUTH_CALLBACK = '/dashboard';

export const emailInUse = () => new AppError('EMAIL_IN_USE', 409, 'Email address is already in use');
const invalidToken = () => new AppError('INVALID_TOKEN', 400, 'The link is invalid or has expired');
const passwordsDiffer = () => new AppError('PASSWORDS_DO_NOT_MATCH', 400, 'Passwords do not match');

/**
 * The headers of a request made on nobody's behalf: no cookie (someone else's session in this browser must not turn
 * a call into better-auth's signed-in variant), only what picks the mail's language and what the logs show.
 */
function anonymous(headers: Headers): Headers {
  const out = new Headers();
  for (const h of ['accept-language', 'user-agent']) {
    const v = headers.get(h);
    if (v) out.set(h, v);
  }
  return out;
}

async function checkStrength(password: string, email: string, name: string) {
  const verdict = await checkPassword(password, userInputsFor(email, name));
  if (!verdict.ok) {
    throw new AppError('WEAK_PASSWORD', 400, 'Password is too weak', {
      score: verdict.score,
      minScore: MIN_SCORE,
      minLength: 8,
      warning: verdict.warning,
      suggestions: verdict.suggestions,
    });
  }
}

/**
 * Account flows in front of better-auth: our validation and policies first (password strength, duplicate e-mail,
 * configured providers), then better-auth's server API, whose Response (cookies included) the routes pass on.
 * `headers` are the incoming request's, for the session cookie and Accept-Language.
 */
export function createAccountService(deps: { auth: Auth; db: Db; config: Config }) {
  const { auth } = deps;
  const repo = createAccountRepo(deps.db);
  const language = (given: Language | undefined, headers: Headers) =>
    given ?? languageFromHeader(headers.get('accept-language'));
  const configuredProviders = () => ({ google: !!deps.config.google, microsoft: !!deps.config.microsoft });

  return {
    async signUp(body: SignUpBody, headers: Headers): Promise<Response> {
      if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) throw passwordsDiffer();
      // Spec: "Email address is already in use". better-auth itself answers a duplicate with a fake success when
      // verification is required (against account enumeration); the spec's flow wants the honest answer, and
      // sign-up is rate-limited per IP to make harvesting slow (docs/decisions/003-auth.md).
      if (await repo.findByEmail(body.email)) throw emailInUse();
      const name = body.name || defaultName(body.email);
      await checkStrength(body.password, body.email, name);
      const response = await withMailLanguage(language(body.language, headers), () =>
        auth.api.signUpEmail({
          body: {
            email: body.email,
            password: body.password,
            name,
            callbackURL: body.callbackURL ?? VERIFIED_CALLBACK,
          },
          headers,
          asResponse: true,
        }),
      );
      // Two sign-ups racing for one address: the loser's insert breaks the unique index, which better-auth reports
      // as FAILED_TO_CREATE_USER (422). It is a duplicate all the same.
      if (response.status === 422 && (await repo.findByEmail(body.email))) throw emailInUse();
      return response;
    },

    signIn(body: SignInBody, headers: Headers): Promise<Response> {
      // better-auth answers an unverified account 403 EMAIL_NOT_VERIFIED only after the password matched, so the
      // answer reveals nothing to someone without the password; it sends no mail then (sendOnSignIn: false).
      return auth.api.signInEmail({
        body: { email: body.email, password: body.password, rememberMe: body.rememberMe ?? true },
        headers,
        asResponse: true,
      });
    },

    signOut(headers: Headers): Promise<Response> {
      // Deletes the session row, so the old cookie is worthless even if it was copied; then clears the cookie.
      return auth.api.signOut({ headers, asResponse: true });
    },

    /**
     * Unknown e-mail: 200 as if sent (no account enumeration; better-auth also pads the answer to >= 500 ms so the
     * time of a real send does not give it away). Already verified: 400 ALREADY_VERIFIED, the spec's "User email
     * is already verified". That does tell a prober "this address has a verified account", but sign-up's
     * EMAIL_IN_USE already tells whether an account exists at all, and the honest answer sends the real user
     * to sign in instead of waiting for a mail that will not come. Rate-limited per IP and per address.
     */
    async resendVerification(body: ResendVerificationBody, headers: Headers): Promise<Response> {
      const user = await repo.findByEmail(body.email);
      if (user?.emailVerified) throw new AppError('ALREADY_VERIFIED', 400, 'User email is already verified');
      // No cookie: someone else's session in this browser must not turn this into better-auth's signed-in variant
      // (which refuses a different address).
      return withMailLanguage(language(body.language, headers), () =>
        auth.api.sendVerificationEmail({
          body: { email: body.email, callbackURL: body.callbackURL ?? VERIFIED_CALLBACK },
          headers: anonymous(headers),
          asResponse: true,
        }),
      );
    },

    /**
     * "Forgot password?": mails a single-use link (valid RESET_LINK_VALID_SECONDS) when the address has an account,
     * and answers exactly the same when it has none: same status, same body, and about the same time (the mail is
     * sent without waiting, see account.hooks.ts). Rate-limited per IP and per address, like the other mail routes.
     */
    forgotPassword(body: ForgotPasswordBody, headers: Headers): Promise<Response> {
      return withMailLanguage(language(body.language, headers), () =>
        auth.api.requestPasswordReset({
          body: { email: body.email, redirectTo: RESET_PASSWORD_PATH },
          headers: anonymous(headers),
          asResponse: true,
        }),
      );
    },

    /**
     * Sets a new password with the mailed token. better-auth consumes the token (a second use is INVALID_TOKEN),
     * revokes every session of the user and marks the address verified (account.hooks.ts). Answers the user's id,
     * so the caller can drop them from its session cache.
     */
    async resetPassword(body: ResetPasswordBody, headers: Headers): Promise<{ response: Response; userId: string }> {
      if (body.confirmPassword !== undefined && body.confirmPassword !== body.newPassword) throw passwordsDiffer();
      // The token's user, looked up through better-auth (however it stores tokens), to judge the password against
      // their address and name as sign-up does, and to refuse a dead link before saying anything about the password.
      const ctx = await auth.$context;
      const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${body.token}`);
      if (!verification || verification.expiresAt < new Date()) throw invalidToken();
      const user = await repo.findById(verification.value);
      if (!user) throw invalidToken();
      await checkStrength(body.newPassword, user.email, user.name);
      const response = await auth.api.resetPassword({
        body: { token: body.token, newPassword: body.newPassword },
        headers: anonymous(headers),
        asResponse: true,
      });
      return { response, userId: user.id };
    },

    /** A user's name and e-mail for work done without a request (a meeting bot's display name). */
    async profile(userId: string): Promise<{ name: string; email: string } | undefined> {
      const row = await repo.findById(userId);
      return row && { name: row.name, email: row.email };
    },

    /** What Settings shows before deleting the account: which confirmation to ask for. */
    async account(user: { id: string; email: string }): Promise<Account> {
      return { email: user.email, hasPassword: await repo.hasPassword(user.id) };
    },

    /**
     * Deletes the signed-in user's account after its confirmation: the password when the account has one (checked
     * by better-auth), else the account's e-mail typed out (then better-auth also wants a session younger than a
     * day: REAUTH_REQUIRED). better-auth's beforeDelete hook erases the user's data first (account.hooks.ts, the
     * erasers listed in modules/index.ts); the user row's cascade takes sessions, OAuth accounts and settings.
     */
    async deleteAccount(user: { id: string; email: string }, body: DeleteAccountBody, headers: Headers) {
      const hasPassword = await repo.hasPassword(user.id);
      if (hasPassword && !body.password) {
        throw new AppError('VALIDATION', 400, 'Enter the password to confirm', [
          { path: 'password', message: 'Required' },
        ]);
      }
      if (!hasPassword && body.email?.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new AppError('CONFIRMATION_MISMATCH', 400, 'The e-mail address does not match this account');
      }
      return auth.api.deleteUser({
        body: hasPassword ? { password: body.password } : {},
        headers,
        asResponse: true,
      });
    },

    configuredProviders,

    /** Starts the authorization-code flow: the answer carries the provider's URL and the state cookie. */
    async startOAuth(body: OAuthSignInBody, headers: Headers): Promise<Response> {
      const configured: Record<string, boolean> = configuredProviders();
      if (!configured[body.providerId]) {
        throw new AppError('PROVIDER_NOT_CONFIGURED', 400, `Sign-in with "${body.providerId}" is not configured`);
      }
      return auth.api.signInSocial({
        body: {
          provider: body.providerId,
          callbackURL: body.callbackURL ?? OAUTH_CALLBACK,
          errorCallbackURL: body.errorCallbackURL ?? LOGIN_PATH,
          // The browser navigates itself (the answer is JSON for fetch); a Location header on a 200 would be noise.
          disableRedirect: true,
        },
        headers,
        asResponse: true,
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
