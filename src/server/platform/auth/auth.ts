import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins';
import type { Config } from '../config/config.js';
import type { Db } from '../db/client.js';
import { accounts, sessions, users, verifications } from './auth.schema.js';

export interface AuthHooks {
  /** Sends the verification e-mail; the auth module renders it in the user's language. */
  sendVerificationEmail(data: { user: { email: string; name: string }; url: string }, request?: Request): Promise<void>;
}

/**
 * The better-auth instance. Google and Microsoft go through the generic OIDC plugin so their issuer is
 * configuration (GOOGLE_ISSUER, MICROSOFT_ISSUER): production talks to the real providers, tests to a local
 * OpenID Connect stand-in, through the same code (docs/decisions/003-auth.md).
 */
export function createAuth(config: Config, db: Db, hooks: AuthHooks) {
  const oidc = [
    config.google && {
      providerId: 'google',
      clientId: config.google.clientId,
      clientSecret: config.google.clientSecret,
      discoveryUrl: `${config.google.issuer}/.well-known/openid-configuration`,
      scopes: ['openid', 'email', 'profile'],
      prompt: 'select_account' as const,
      pkce: true,
    },
    config.microsoft && {
      providerId: 'microsoft',
      clientId: config.microsoft.clientId,
      clientSecret: config.microsoft.clientSecret,
      discoveryUrl: `${config.microsoft.issuer}/.well-known/openid-configuration`,
      scopes: ['openid', 'email', 'profile', 'User.Read'],
      prompt: 'select_account' as const,
      pkce: true,
    },
  ].filter((p) => !!p);

  return betterAuth({
    appName: 'Notulen',
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
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    account: {
      encryptOAuthTokens: true,
      accountLinking: { enabled: true, trustedProviders: ['google', 'microsoft'] },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: ({ user, url }, request) => hooks.sendVerificationEmail({ user, url }, request),
    },
    // Throttling of sign-in is done in front of better-auth with @fastify/rate-limit (auth module), where
    // the key can include the e-mail address and the answer follows our error model.
    rateLimit: { enabled: false },
    plugins: oidc.length ? [genericOAuth({ config: oidc })] : [],
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      cookiePrefix: 'notulen',
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
