import type { SummaryErrorCode, SummaryFailureCode } from '../../../shared/summary/errors.js';

/** Why an AI provider gave no usable summary. The summariser falls back to the local one and records the code. */
export class ProviderError extends Error {
  constructor(
    readonly code: SummaryFailureCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/**
 * No summary at all: the transcript failed a check, or the provider failed and the caller asked for no fallback.
 * `reason` fills the spec's 'Gagal membuat ringkasan: {reason}'. `code` and `reason` are own properties, so they
 * survive serialisation (pg-boss stores a thrown error as the failed job's output) and are read back as fields.
 */
export class SummaryError extends Error {
  constructor(
    readonly code: SummaryErrorCode,
    readonly reason?: string,
    readonly status?: number,
  ) {
    super(reason ?? code);
    this.name = 'SummaryError';
  }
}

/** The logger the module needs (Fastify's and pino's fit). */
export interface SummaryLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}
