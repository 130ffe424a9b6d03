import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '../../../shared/errors.js';
import { errorCodeOfStatus } from '../../../shared/http-status.js';

/** The one way a module reports an expected failure; the handler below turns it into the error model. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly status: number,
    message?: string,
    public readonly details?: unknown,
  ) {
    super(message ?? code);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', 404, `${what} not found`);
export const forbidden = () => new AppError('FORBIDDEN', 403, 'Forbidden');
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 401, 'Sign in first');

export function errorBody(code: string, message: string, requestId: string, details?: unknown): ErrorBody {
  return { error: { code, message, requestId, ...(details === undefined ? {} : { details }) } };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(errorBody(err.code, err.message, req.id, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message,
      }));
      return reply
        .status(400)
        .send(errorBody('VALIDATION', `Invalid ${err.validationContext ?? 'request'}`, req.id, details));
    }
    // Malformed or empty JSON is an invalid body like any schema failure: the client has to fix its input.
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(errorBody('VALIDATION', err.message, req.id));
    }
    // Fastify's own refusals (415 for a body type it has no parser for, 413 ...) carry only a status.
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(errorCodeOfStatus(status), err.message, req.id));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong', req.id));
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send(errorBody('NOT_FOUND', `No route ${req.method} ${req.url.split('?')[0]}`, req.id));
  });
}
