/**
 * How a summary that fails is tried again: ONE layer, on the server. The `summary.generate` job retries a failed
 * attempt up to `SUMMARY_RETRY.retries` times, `SUMMARY_RETRY.delaySeconds` apart (docs/product.md §4 and §9:
 * 2 retries, 2 s apart), unless its error is permanent. The page never queues again by itself: one click is one job,
 * at most 1 + 2 = 3 attempts, and they go on when the page is closed (the result is stored). After the last failure
 * the page shows the error and its 'Coba Lagi Buat Ringkasan' button; pressing it is the user's next click.
 *
 * Why the server and not the page: a worker that dies mid-summary is only noticed there (pg-boss expires and retries
 * the job), and retrying in both places multiplied the attempts (the page's 3 times the job's 2 made 6 per click).
 */
export const SUMMARY_RETRY = { retries: 2, delaySeconds: 2 } as const;

/** Attempts one click may cost at most (the provider may be called once per part in each). */
export const SUMMARY_MAX_ATTEMPTS = 1 + SUMMARY_RETRY.retries;

/**
 * Errors another attempt cannot change: the transcript is what it is, the AI key is refused, the record is gone or
 * not the user's, the request is malformed. The job completes with these at once instead of retrying; the page stops
 * following a job when reading it answers one of these (any other failed read — a dropped connection, a restarting
 * server — is read again: the job goes on regardless).
 */
export const PERMANENT_SUMMARY_ERRORS: ReadonlySet<string> = new Set([
  'SUMMARY_EMPTY',
  'SUMMARY_TRANSCRIPT_TOO_SHORT',
  'SUMMARY_RECORDING_TOO_SHORT',
  'SUMMARY_AI_AUTH',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'VALIDATION',
]);

export const isPermanentSummaryError = (code: string): boolean => PERMANENT_SUMMARY_ERRORS.has(code);
