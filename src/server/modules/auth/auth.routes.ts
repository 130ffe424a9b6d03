import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import {
  AccountSchema,
  DeleteAccountBodySchema,
  ForgotPasswordBodySchema,
  MeSchema,
  SessionSchema,
  OAuthSignInBodySchema,
  OAuthSignInResultSchema,
  OkSchema,
  ProvidersSchema,
  ResendVerificationBodySchema,
  ResetPasswordBodySchema,
  SignInBodySchema,
  SignInResultSchema,
  SignUpBodySchema,
  SignUpResultSchema,
} from '../../../shared/api/auth.js';
import type { Auth } from '../../platform/auth/auth.js';
import type { Guards } from '../../platform/auth/session.js';
import type { Config } from '../../platform/config/config.js';
import { sendAuthResponse } from '../../platform/auth/handler.js';
import { userOf } from '../../platform/auth/session.js';
import type { AccountService } from './account.service.js';
import { authPassthroughRoutes } from './auth.passthrough.js';
import { AUTH_LIMITS, perAddress, perIp } from './rate-limits.js';
import { toMe, toSignUpUser } from './users.js';

const tags = ['auth'];

/**
 * Account routes: zod-validated fronts for better-auth's server API (our input rules, rate limits and error
 * model), plus the few better-auth endpoints a browser reaches by navigation (auth.passthrough.ts).
 */
export const authRoutes =
  ({
    config,
    accounts,
    auth,
    guards,
  }: {
    config: Pick<Config, 'publicUrl'>;
    accounts: AccountService;
    auth: Auth;
    guards: Guards;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const headersOf = (req: { headers: Parameters<typeof fromNodeHeaders>[0] }) => fromNodeHeaders(req.headers);

    app.post(
      '/auth/sign-up/email',
      {
        schema: {
          operationId: 'signUpEmail',
          tags,
          description: 'Creates an unverified account and sends the verification e-mail. No session until verified.',
          body: SignUpBodySchema,
          response: { 200: SignUpResultSchema },
        },
        preHandler: perIp(app, 'sign-up', AUTH_LIMITS.signUp.perIp),
      },
      async (req, reply) =>
        sendAuthResponse(await accounts.signUp(req.body, headersOf(req)), reply, {
          map: (b) => ({ user: toSignUpUser((b as { user: unknown }).user) }),
        }),
    );

    app.post(
      '/auth/sign-in/email',
      {
        schema: {
          operationId: 'signInEmail',
          tags,
          description: 'Sets the session cookie. 401 INVALID_CREDENTIALS, 403 EMAIL_NOT_VERIFIED, 429 RATE_LIMITED.',
          body: SignInBodySchema,
          response: { 200: SignInResultSchema },
        },
        config: { rateLimit: perAddress('sign-in', AUTH_LIMITS.signIn.perAddress) },
        preHandler: perIp(app, 'sign-in', AUTH_LIMITS.signIn.perIp),
      },
      async (req, reply) =>
        sendAuthResponse(await accounts.signIn(req.body, headersOf(req)), reply, {
          map: (b) => ({ user: toMe((b as { user: unknown }).user) }),
        }),
    );

    app.post(
      '/auth/resend-verification',
      {
        schema: {
          operationId: 'resendVerification',
          tags,
          description: 'Sends a new verification e-mail. 200 for unknown addresses too; 400 ALREADY_VERIFIED.',
          body: ResendVerificationBodySchema,
          response: { 200: OkSchema },
        },
        config: { rateLimit: perAddress('resend', AUTH_LIMITS.resend.perAddress) },
        preHandler: perIp(app, 'resend', AUTH_LIMITS.resend.perIp),
      },
      async (req, reply) =>
        sendAuthResponse(await accounts.resendVerification(req.body, headersOf(req)), reply, {
          map: () => ({ ok: true }),
        }),
    );

    app.post(
      '/auth/forgot-password',
      {
        schema: {
          operationId: 'forgotPassword',
          tags,
          description:
            'Mails a password-reset link (single use, valid one hour) if the address has an account. The answer is ' +
            'the same 200 for an unknown address: no account enumeration. 429 RATE_LIMITED per IP and per address.',
          body: ForgotPasswordBodySchema,
          response: { 200: OkSchema },
        },
        config: { rateLimit: perAddress('forgot-password', AUTH_LIMITS.forgotPassword.perAddress) },
        preHandler: perIp(app, 'forgot-password', AUTH_LIMITS.forgotPassword.perIp),
      },
      async (req, reply) =>
        sendAuthResponse(await accounts.forgotPassword(req.body, headersOf(req)), reply, {
          map: () => ({ ok: true }),
        }),
    );

    app.post(
      '/auth/reset-password',
      {
        schema: {
          operationId: 'resetPassword',
          tags,
          description:
            'Sets a new password with the token of the reset link, ends every session of the account and marks its ' +
            'address verified. 400 INVALID_TOKEN (unknown, expired or already used), WEAK_PASSWORD, ' +
            'PASSWORDS_DO_NOT_MATCH.',
          body: ResetPasswordBodySchema,
          response: { 200: OkSchema },
        },
        preHandler: perIp(app, 'reset-password', AUTH_LIMITS.resetPassword.perIp),
      },
      async (req, reply) => {
        const { response, userId } = await accounts.resetPassword(req.body, headersOf(req));
        if (response.ok) guards.forgetUser(userId);
        return sendAuthResponse(response, reply, {
          map: () => ({ ok: true }),
          // The token's user vanished between our look-up and better-auth's (deleted meanwhile): a dead link.
          mapError: (e) =>
            e.authCode === 'USER_NOT_FOUND'
              ? { ...e, code: 'INVALID_TOKEN', status: 400, message: 'The link is invalid or has expired' }
              : e,
        });
      },
    );

    app.get(
      '/auth/account',
      {
        schema: {
          operationId: 'getAccount',
          tags,
          description: "The signed-in user's account: whether it has a password (how deleting it is confirmed).",
          response: { 200: AccountSchema },
        },
        preHandler: guards.requireUser,
      },
      async (req) => accounts.account(userOf(req)),
    );

    app.post(
      '/auth/delete-account',
      {
        schema: {
          operationId: 'deleteAccount',
          tags,
          description:
            "Deletes the signed-in user's account and everything it owns (transcriptions, summaries, recordings and " +
            'their audio files, settings, sessions), then clears the session cookie. Confirmed with `password`, or ' +
            'for an account without one with its `email`. 400 WRONG_PASSWORD, CONFIRMATION_MISMATCH; 403 ' +
            'REAUTH_REQUIRED (no password and a session older than a day); 429 RATE_LIMITED.',
          body: DeleteAccountBodySchema,
          response: { 200: OkSchema },
        },
        preHandler: [guards.requireUser, perIp(app, 'delete-account', AUTH_LIMITS.deleteAccount.perIp)],
      },
      async (req, reply) => {
        const user = userOf(req);
        const response = await accounts.deleteAccount(user, req.body, headersOf(req));
        if (response.ok) guards.forgetUser(user.id);
        return sendAuthResponse(response, reply, {
          map: () => ({ ok: true }),
          mapError: (e) => {
            if (e.authCode === 'INVALID_PASSWORD' || e.authCode === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
              return { ...e, code: 'WRONG_PASSWORD', status: 400, message: 'The password is not correct' };
            }
            if (e.authCode === 'SESSION_EXPIRED') {
              return { ...e, code: 'REAUTH_REQUIRED', status: 403, message: 'Sign in again to delete the account' };
            }
            return e;
          },
        });
      },
    );

    app.post(
      '/auth/sign-out',
      {
        schema: {
          operationId: 'signOut',
          tags,
          description: 'Ends the session on the server and clears the cookie. Succeeds when already signed out.',
          response: { 200: OkSchema },
        },
      },
      async (req, reply) => {
        guards.forgetSession(req);
        return sendAuthResponse(await accounts.signOut(headersOf(req)), reply, { map: () => ({ ok: true }) });
      },
    );

    app.post(
      '/auth/sign-in/oauth2',
      {
        schema: {
          operationId: 'signInOAuth',
          tags,
          description:
            'Starts Google or Microsoft sign-in: go to `url`. The provider returns to /api/auth/callback/{providerId}, ' +
            'which sets the session and redirects to callbackURL (errors: errorCallbackURL?error=CODE).',
          body: OAuthSignInBodySchema,
          response: { 200: OAuthSignInResultSchema },
        },
        preHandler: perIp(app, 'oauth', AUTH_LIMITS.signIn.perIp),
      },
      async (req, reply) =>
        sendAuthResponse(await accounts.startOAuth(req.body, headersOf(req)), reply, {
          map: (b) => ({ url: (b as { url: string }).url }),
        }),
    );

    app.get(
      '/auth/providers',
      { schema: { operationId: 'getAuthProviders', tags, response: { 200: ProvidersSchema } } },
      async () => accounts.configuredProviders(),
    );

    app.get(
      '/me',
      {
        schema: { operationId: 'getMe', tags, response: { 200: MeSchema } },
        preHandler: guards.requireUser,
      },
      async (req) => userOf(req),
    );

    app.get(
      '/session',
      {
        schema: {
          operationId: 'getSession',
          tags,
          description:
            'Who is signed in: `{ user: null }` for a visitor. The web app asks this on every page; /api/me answers ' +
            '401 when signed out, which browsers log as an error on every public page.',
          response: { 200: SessionSchema },
        },
      },
      async (req) => ({ user: await guards.currentUser(req) }),
    );

    await app.register(authPassthroughRoutes({ config, auth }));
  };
