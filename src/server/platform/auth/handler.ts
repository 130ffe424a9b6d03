import type { FastifyReply } from 'fastify';
import type { ErrorCode } from '../../../shared/errors.js';
import { errorCodeOfStatus } from '../../../shared/http-status.js';
import { errorBody } from '../http/errors.js';

/**
 * better-auth's error codes mapped onto ours, so the web app has one vocabulary (`errors.<code>` in its locales).
 * Codes not listed keep their HTTP status and get its code (src/shared/http-status.ts); better-auth's own code is kept in
 * `details.authCode` for the logs and for debugging.
 */
const AUTH_CODES: Record<string, { code: ErrorCode; status: number; message: string }> = {
  USER_ALREADY_EXISTS: { code: 'EMAIL_IN_USE', status: 409, message: 'Email address is already in use' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    code: 'EMAIL_IN_USE',
    status: 409,
    message: 'Email address is already in use',
  },
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_CREDENTIALS', status: 401, message: 'Invalid email or password' },
  EMAIL_NOT_VERIFIED: { code: 'EMAIL_NOT_VERIFIED', status: 403, message: 'Please verify your email address first' },
  PASSWORD_TOO_SHORT: { code: 'WEAK_PASSWORD', status: 400, message: 'Password is too weak' },
  PASSWORD_TOO_LONG: { code: 'VALIDATION', status: 400, message: 'Password is too long' },
  INVALID_EMAIL: { code: 'VALIDATION', status: 400, message: 'Invalid email address' },
  EMAIL_ALREADY_VERIFIED: { code: 'ALREADY_VERIFIED', status: 400, message: 'User email is already verified' },
  INVALID_TOKEN: { code: 'INVALID_TOKEN', status: 400, message: 'The link is invalid' },
  TOKEN_EXPIRED: { code: 'INVALID_TOKEN', status: 400, message: 'The link has expired' },
  PROVIDER_NOT_FOUND: {
    code: 'PROVIDER_NOT_CONFIGURED',
    status: 400,
    message: 'This sign-in provider is not configured',
  },
};

export interface AuthError {
  code: ErrorCode;
  status: number;
  message: string;
  /** better-auth's own code, when it gave one. */
  authCode?: string;
}

/** Reads a better-auth error Response ({ code, message } JSON, or text) into our error model. */
export async function readAuthError(response: Response): Promise<AuthError> {
  const text = await response.text();
  let authCode: string | undefined;
  let message = text || response.statusText;
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (typeof body.code === 'string') authCode = body.code;
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // not JSON: keep the text
  }
  const known = authCode ? AUTH_CODES[authCode] : undefined;
  if (known) return { ...known, authCode };
  if (response.status >= 500) return { code: 'INTERNAL', status: 500, message: 'Something went wrong', authCode };
  return { code: errorCodeOfStatus(response.status), status: response.status, message, authCode };
}

export interface SendAuthOptions {
  /** Shapes a successful JSON body (our response schemas then validate and strip it). Default: as is. */
  map?: (body: unknown) => unknown;
  /** Last word on an error before it is sent (e.g. a route-specific code). */
  mapError?: (error: AuthError) => AuthError;
}

/**
 * Copies a better-auth (Fetch API) Response onto a Fastify reply: status, headers, every Set-Cookie (so sessions
 * flow), redirects. JSON bodies are parsed and sent as objects, so a route's response schema applies (better-auth's
 * sign-in answer carries the raw session token, which the browser never needs outside its HttpOnly cookie).
 * Errors are re-shaped into `{ error: { code, message, requestId } }`.
 */
export async function sendAuthResponse(response: Response, reply: FastifyReply, opts: SendAuthOptions = {}) {
  const requestId = reply.request.id;
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie' || key === 'content-length' || key === 'content-type') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);

  if (response.status >= 400) {
    let error = await readAuthError(response);
    if (opts.mapError) error = opts.mapError(error);
    if (error.status >= 500) reply.log.error({ authCode: error.authCode }, 'better-auth answered an error');
    const details = error.authCode && error.authCode !== error.code ? { authCode: error.authCode } : undefined;
    return reply
      .status(error.status)
      .type('application/json')
      .send(errorBody(error.code, error.message, requestId, details));
  }

  reply.status(response.status);
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (text === '') return reply.send(null);
  if (type.includes('json')) {
    const body: unknown = JSON.parse(text);
    return reply.send(opts.map ? opts.map(body) : body);
  }
  return reply.type(type || 'text/plain; charset=utf-8').send(text);
}
