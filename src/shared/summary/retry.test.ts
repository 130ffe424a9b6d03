import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors.js';
import { SUMMARY_ERROR_CODES } from './errors.js';
import { PERMANENT_SUMMARY_ERRORS, SUMMARY_MAX_ATTEMPTS, SUMMARY_RETRY, isPermanentSummaryError } from './retry.js';

describe('summary retry policy', () => {
  it('is the spec’s: 2 retries, 2 s apart, so at most 3 attempts per click', () => {
    expect(SUMMARY_RETRY).toEqual({ retries: 2, delaySeconds: 2 });
    expect(SUMMARY_MAX_ATTEMPTS).toBe(3);
  });

  it('does not retry what another attempt cannot change', () => {
    for (const code of [
      'SUMMARY_EMPTY',
      'SUMMARY_TRANSCRIPT_TOO_SHORT',
      'SUMMARY_RECORDING_TOO_SHORT',
      'SUMMARY_AI_AUTH',
      'NOT_FOUND',
      'UNAUTHENTICATED',
      'VALIDATION',
    ]) {
      expect(isPermanentSummaryError(code), code).toBe(true);
    }
  });

  it('retries what may pass next time: a slow or confused provider, a crash, a dropped connection', () => {
    for (const code of ['SUMMARY_TIMEOUT', 'SUMMARY_INVALID_FORMAT', 'SUMMARY_FAILED', 'INTERNAL', 'NETWORK']) {
      expect(isPermanentSummaryError(code), code).toBe(false);
    }
  });

  it('lists only codes the API has', () => {
    for (const code of PERMANENT_SUMMARY_ERRORS) expect(ERROR_CODES).toContain(code);
    expect(SUMMARY_ERROR_CODES.filter((c) => !isPermanentSummaryError(c))).toEqual([
      'SUMMARY_TIMEOUT',
      'SUMMARY_INVALID_FORMAT',
      'SUMMARY_FAILED',
    ]);
  });
});
