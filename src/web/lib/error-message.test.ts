import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ApiError } from './api';
import { errorMessage } from './error-message';

const texts: Record<string, string> = { 'errors:RATE_LIMITED': 'Too many', 'errors:UNKNOWN': 'Something went wrong' };
const t = ((key: string, opts?: { defaultValue?: string }) =>
  texts[key] ?? opts?.defaultValue ?? key) as unknown as TFunction;

describe('errorMessage', () => {
  it('maps an API error code to errors:<code>', () => {
    expect(errorMessage(t, new ApiError(429, 'RATE_LIMITED', 'x'))).toBe('Too many');
  });

  it('falls back for unknown codes and non-API errors', () => {
    expect(errorMessage(t, new ApiError(418, 'TEAPOT', 'x'), 'Failed')).toBe('Failed');
    expect(errorMessage(t, new Error('boom'))).toBe('Something went wrong');
  });
});
