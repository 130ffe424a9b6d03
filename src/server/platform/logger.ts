import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';

/** The one logger type of the server: pino's, which is also what Fastify logs with. */
export type Log = FastifyBaseLogger;

/**
 * The process's logger, made before anything else so services that run without the HTTP app (the worker, the bot)
 * log the same way as routes do; Fastify is handed this instance. `false` (tests) says nothing.
 */
export function createLogger(level: string | false): Log {
  return level === false ? pino({ enabled: false }) : pino({ level });
}
