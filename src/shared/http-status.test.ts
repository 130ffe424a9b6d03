import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './errors.js';
import { STATUS_ERROR_CODES, errorCodeOfStatus } from './http-status.js';

describe('errorCodeOfStatus', () => {
  it('reads a known status as its code', () => {
    expect(errorCodeOfStatus(401)).toBe('UNAUTHENTICATED');
    expect(errorCodeOfStatus(404)).toBe('NOT_FOUND');
    expect(errorCodeOfStatus(413)).toBe('PAYLOAD_TOO_LARGE');
    expect(errorCodeOfStatus(415)).toBe('UNSUPPORTED_MEDIA');
    expect(errorCodeOfStatus(422)).toBe('VALIDATION');
    expect(errorCodeOfStatus(429)).toBe('RATE_LIMITED');
  });

  it('reads any other 4xx as BAD_REQUEST and any 5xx as INTERNAL', () => {
    expect(errorCodeOfStatus(400)).toBe('BAD_REQUEST');
    expect(errorCodeOfStatus(416)).toBe('BAD_REQUEST');
    expect(errorCodeOfStatus(418)).toBe('BAD_REQUEST');
    expect(errorCodeOfStatus(500)).toBe('INTERNAL');
    expect(errorCodeOfStatus(502)).toBe('INTERNAL');
  });

  it('maps only to codes the API has (each has a message in both locales)', () => {
    for (const code of Object.values(STATUS_ERROR_CODES)) expect(ERROR_CODES).toContain(code);
  });
});
