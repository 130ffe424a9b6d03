import type { FastifyBaseLogger } from 'fastify';
import { betterAuth } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins';
import type { Config } from '../config/config.js';
import type { Db } from '../db/client.js';
import { accounts, sessions, users, verifications } from './auth.schema.js';
import { RESET_LINK_VALID_SECONDS, type Role } from '../../../shared/api/auth.js';
import { captureProfile, capturedProfile, type OAuthProfile } from './oauth-profile.js';

/** better-auth names its cookies `{prefix}.session_token` (with `__Secure-` in front under https). */
export const COOKIE_PREFIX = 'notulen';

/** What better-auth calls back into; the auth module implements it (mail text, roles, profile copy). */
export interface AuthHooks {
  /** Sends the verification e-mail; the auth module renders it in the user's language. */
  sendVerificationEmail(data: { user: { email: string; name: string }; url: string }, request?: Request): Promise<void>;
  /**
   * Sends the password-reset e-mail with better-auth's link (called only for an existing account). Must not wait for
   * the mail to go out: the answer to "forgot password" has to take as long for an unknown address.
   */
  sendResetPasswordEmail(data: { user: { email: string; name: string }; url: string }, request?: Request): void;
  /** After a password reset: following the mailed link proved the address is the user's. */
  onPasswordReset(user: { id: string; email: string }): Promise<void>;
  /**
   * Just before better-auth deletes an account (its password or fresh session checked): erase what the user owns
   * outside the user row's cascade, such as audio files in storage. Throwing keeps the account.
   */
  beforeDeleteUser(userId: string): Promise<void>;
  /** The role an account starts with (ADMIN_EMAILS). */
  roleForNewUser(email: string): Role;
  /** After every OAuth sign-in: copy the provider's name and photo onto the user where ours are missing. */
  onOAuthSignIn(
    user: { id: string; email: string; name: string; image?: string | null },
    profile: OAuthProfile,
  ): Promise<void>;
}

/** Where OAuth failures land (with ?error=...): the web app's login screen, not better-auth's bare error page. */
export const LOGIN_PATH = '/login';

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/**
 * Microsoft's multi-tenant endpoints (common/organizations/consumers) publish an issuer template
 * (`.../{tenantid}/v2.0`) that a generic OIDC client cannot verify id tokens against; better-auth's built-in
 * Microsoft provider checks the per-tenant issuer instead. Any other issuer (a test stand-in, a self-hosted
 * identity server) goes through generic OIDC discovery like Google.
 */
export function microsoftCloud(issuer: string): { authority: string; tenantId: string } | undefined {
  const url = new URL(issuer);
  if (url.hostname !== 'login.microsoftonline.com') return undefined;
  return { authority: url.origin, tenantId: url.pathname.split('/').filter(Boolean)[0] ?? 'common' };
}

/** The generic OIDC providers (discovery from the configured issuer) and, when it applies, Microsoft's cloud. */
export function oauthProviders(config: Config) {
  const generic: GenericOAuthConfig[] = [];
  const common = {
    scopes: ['openid', 'email', 'profile'],
    prompt: 'select_account' as const,
    pkce: true,
    // Signing out of Notulen must not sign the user out of their Google account (spec: logout goes to /).
    disableProviderLogout: true,
    mapProfileToUser: (profile: Record<string, unknown>) => {
      captureProfile({ name: str(profile.name), image: str(profile.picture) });
      return {};
    },
  };
  if (config.google) {
    generic.push({
      providerId: 'google',
      clientId: config.google.clientId,
      clientSecret: config.google.clientSecret,
      discoveryUrl: `${config.google.issuer}/.well-known/openid-configuration`,
      ...common,
    });
  }
  let microsoft;
  if (config.microsoft) {
    const cloud = microsoftCloud(config.microsoft.issuer);
    if (cloud) {
      microsoft = {
        clientId: config.microsoft.clientId,
        clientSecret: config.microsoft.clientSecret,
        ...cloud,
        prompt: 'select_account' as const,
        mapProfileToUser: (profile: Record<string, unknown>) => {
          // The built-in provider has already put the Graph photo (a data: URL) into `picture`.
          captureProfile({ name: str(profile.name), image: str(profile.picture) });
          return {};
        },
      };
    } else {
      generic.push({
        providerId: 'microsoft',
        clientId: config.microsoft.clientId,
        clientSecret: config.microsoft.clientSecret,
        discoveryUrl: `${config.microsoft.issuer}/.well-known/openid-configuration`,
        ...common,
      });
    }
  }
  return { generic, microsoft };
}

/**
 * The better-auth instance. Google and Microsoft go through the generic OIDC plugin so their issuer is
 * configuration (GOOGLE_ISSUER, MICROSOFT_ISSUER): production talks to the real providers, tests to a local
 * OpenID Connect stand-in, through the same code (docs/decisions/003-auth.md).
 */
export function createAuth(config: Config, db: Db, hooks: AuthHooks, log?: FastifyBaseLogger) {
  const oauth = oauthProviders(config);
  return betterAuth({
    appName: 'Notulen',
    // Into our log (JSON, request-scoped level) instead of better-auth's coloured console lines.
    logger: log && {
      level: 'info',
      log: (level, message, ...args: unknown[]) => {
        const err = args.find((a) => a instanceof Error);
        const extra = err ? { err } : args.length ? { args } : {};
        log[level]({ component: 'better-auth', ...extra }, message);
      },
    },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.secretKey,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        // input: false: no request body can set it; only ADMIN_EMAILS, the admin CLI and the database do.
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
      // Settings → Delete account, through our route (auth.routes.ts), which asks for the password or the e-mail.
      deleteUser: { enabled: true, beforeDelete: async (user) => hooks.beforeDeleteUser(user.id) },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: { ...user, role: hooks.roleForNewUser(user.email) } }),
        },
      },
    },
    account: {
      encryptOAuthTokens: true,
      // No "trusted" providers: an OAuth sign-in joins an existing account only when the provider vouches for the
      // e-mail (email_verified) and our account's e-mail is verified too. Trusting Microsoft's unverified e-mail
      // claims is how multi-tenant apps get taken over ("nOAuth").
      accountLinking: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // "Forgot password?": a single-use link (consumed by the reset), valid for an hour.
      resetPasswordTokenExpiresIn: RESET_LINK_VALID_SECONDS,
      sendResetPassword: async ({ user, url }, request) => hooks.sendResetPasswordEmail({ user, url }, request),
      // Whoever had the old password (or a stolen cookie) is out once the owner has chosen a new one.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => hooks.onPasswordReset(user),
    },
    emailVerification: {
      sendOnSignUp: true,
      // A refused (unverified) sign-in sends nothing: mail goes out on sign-up and on an explicit, rate-limited
      // resend only, so guessing someone's password cannot be used to flood their inbox.
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: ({ user, url }, request) => hooks.sendVerificationEmail({ user, url }, request),
    },
    socialProviders: oauth.microsoft ? { microsoft: oauth.microsoft } : {},
    plugins: [genericOAuth({ config: oauth.generic })],
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        if (!ctx.path.startsWith('/callback/')) return;
        const signedIn = ctx.context.newSession;
        const profile = capturedProfile();
        if (signedIn && profile) await hooks.onOAuthSignIn(signedIn.user, profile);
      }),
    },
    onAPIError: { errorURL: `${config.publicUrl}${LOGIN_PATH}` },
    // Throttling is done in front of better-auth with @fastify/rate-limit (auth module), where the key can include
    // the e-mail address and the answer follows our error model.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      cookiePrefix: COOKIE_PREFIX,
      // better-auth turns these checks off when NODE_ENV is test; set explicitly so tests see production behaviour
      // (e.g. a verification link whose callbackURL points off-site is refused, not followed).
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
