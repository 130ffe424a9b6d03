import { describe, expect, it } from 'vitest';
import { calendarDate } from './calendar-date.js';

describe('calendarDate', () => {
  it('is the date in the named zone, not the runtime zone', () => {
    // 17:30 UTC: still the 23rd in London, already the 24th in Jakarta (UTC+7) and on Kiritimati (UTC+14).
    const evening = new Date('2026-11-23T17:30:00Z');
    expect(calendarDate(evening, 'UTC')).toBe('2026-11-23');
    expect(calendarDate(evening, 'Asia/Jakarta')).toBe('2026-11-24');
    expect(calendarDate(new Date('2026-11-23T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-24');
    expect(calendarDate(new Date('2026-11-23T10:00:00Z'), 'Pacific/Pago_Pago')).toBe('2026-11-22');
  });

  it('pads months and days', () => {
    expect(calendarDate(new Date('2025-03-04T12:00:00Z'), 'UTC')).toBe('2025-03-04');
  });
});
