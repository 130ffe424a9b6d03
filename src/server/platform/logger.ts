import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { prettyStream } from './pretty-log.js';

/** The one logger type of the server: pino's, which is also what Fastify logs with. */
export type Log = FastifyBaseLogger;

/**
 * The process's logger, made before anything else so services that run without the HTTP app (the worker, the bot)
 * log the same way as routes do; Fastify is handed this instance. `false` (tests) says nothing. On a terminal the
 * lines are written for a person (`pretty`); otherwise JSON, one object a line, for a log collector.
 */
export function createLogger(level: string | false, opts: { pretty?: boolean } = {}): Log {
  if (level === false) return pino({ enabled: false });
  return opts.pretty ? pino({ level }, prettyStream(process.stdout)) : pino({ level });
}
