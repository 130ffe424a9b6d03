import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { AppError } from '../../platform/http/errors.js';

interface Limit {
  max: number;
  timeWindow: number;
}

const MINUTE = 60_000;

/**
 * Production numbers. Per address (IP + e-mail) the limit stops password guessing against one account; per IP it
 * stops one client spraying many accounts (or many addresses with mail). A person never meets either: five wrong
 * passwords in a minute already means "reset it" (spec: 'Too many failed login attempts').
 * Keys use `req.ip`, which honours X-Forwarded-For because the app trusts its proxy: behind a reverse proxy that
 * is the real client; a server exposed directly should not trust the header.
 */
export const AUTH_LIMITS = {
  signIn: { perAddress: { max: 5, timeWindow: MINUTE }, perIp: { max: 30, timeWindow: MINUTE } },
  // Each sign-up sends a mail to an address of the caller's choosing.
  signUp: { perIp: { max: 10, timeWindow: MINUTE } },
  resend: { perAddress: { max: 3, timeWindow: 10 * MINUTE }, perIp: { max: 10, timeWindow: 10 * MINUTE } },
  // "Forgot password?" mails too, like a resend; every request counts, whether or not the address has an account.
  forgotPassword: { perAddress: { max: 3, timeWindow: 10 * MINUTE }, perIp: { max: 10, timeWindow: 10 * MINUTE } },
  // Tokens are 24 random characters (not guessable); this bounds password-strength probing and mistakes.
  resetPassword: { perIp: { max: 20, timeWindow: 10 * MINUTE } },
  // The password confirms a deletion: a stolen session must not become a way to guess it.
  deleteAccount: { perIp: { max: 5, timeWindow: 10 * MINUTE } },
} satisfies Record<string, { perAddress?: Limit; perIp: Limit }>;

/** The e-mail of a validated body (preHandler runs after validation, so it is already trimmed and lower-cased). */
const emailOf = (req: FastifyRequest) => {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : '';
};

/** @fastify/rate-limit route config keyed by IP and e-mail; its errorResponseBuilder (app.ts) answers 429 RATE_LIMITED. */
export function perAddress(name: string, limit: Limit): RateLimitOptions {
  return {
    ...limit,
    hook: 'preHandler',
    keyGenerator: (req) => `${name}|${req.ip}|${emailOf(req)}`,
  };
}

/**
 * A second, looser limit per IP on the same route. The plugin runs one limiter per route, so this one is built
 * with `createRateLimit` and checked by hand.
 */
export function perIp(app: FastifyInstance, name: string, limit: Limit): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ ...limit, keyGenerator: (req) => `${name}|${req.ip}` });
  return async (req, reply) => {
    const result = await check(req);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError('RATE_LIMITED', 429, `Too many requests, retry in ${result.ttlInSeconds} seconds`);
  };
}
