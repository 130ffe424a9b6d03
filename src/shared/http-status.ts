import type { ErrorCode } from './errors.js';

/**
 * The error code an HTTP status stands for when nothing more specific is known: a refusal by the framework itself
 * (Fastify's 415 for a body type it cannot parse), a better-auth answer whose own code we do not map, a proxy's page
 * without our JSON error body. One table for the server's error handler, the auth adapter and the web's fetch
 * wrappers, so a status reads as the same code wherever it is met. Any other 4xx is BAD_REQUEST, any 5xx INTERNAL.
 *
 * No zod here (type imports only): the web's fetch wrapper is on every page, the landing page's included.
 */
export const STATUS_ERROR_CODES: Readonly<Partial<Record<number, ErrorCode>>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  // The body's type is refused: we have a code for exactly that (audio uploads and chunks answer it too).
  415: 'UNSUPPORTED_MEDIA',
  // Well-formed input the server will not accept (better-auth answers some refusals so): the user's input to fix.
  422: 'VALIDATION',
  429: 'RATE_LIMITED',
};

export function errorCodeOfStatus(status: number): ErrorCode {
  return STATUS_ERROR_CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
