import { describe, expect, it } from 'vitest';
import { clockHms, clockShort, durationMinutes, srtTimestamp, vttTimestamp } from './timestamps.js';

describe('subtitle timestamps', () => {
  it.each([
    [0, '00:00:00,000'],
    [1, '00:00:01,000'],
    [3.5, '00:00:03,500'],
    [61.25, '00:01:01,250'],
    [3600, '01:00:00,000'],
    [3723.004, '01:02:03,004'],
    [36000 * 11, '110:00:00,000'],
  ])('%s s is %s in SRT', (s, expected) => {
    expect(srtTimestamp(s)).toBe(expected);
    expect(vttTimestamp(s)).toBe(expected.replace(',', '.'));
  });

  it('rounds to the millisecond, carrying into seconds, minutes and hours', () => {
    expect(srtTimestamp(1.0004)).toBe('00:00:01,000');
    expect(srtTimestamp(1.0006)).toBe('00:00:01,001');
    expect(srtTimestamp(59.9996)).toBe('00:01:00,000');
    expect(vttTimestamp(3599.9999)).toBe('01:00:00.000');
    // 0.1 + 0.2 is 0.30000000000000004 in floating point
    expect(vttTimestamp(0.1 + 0.2)).toBe('00:00:00.300');
  });

  it('treats negative and non-finite input as zero', () => {
    expect(srtTimestamp(-5)).toBe('00:00:00,000');
    expect(vttTimestamp(Number.NaN)).toBe('00:00:00.000');
    expect(clockHms(Number.POSITIVE_INFINITY)).toBe('00:00:00');
  });
});

describe('clocks', () => {
  it('formats the spec duration hh:mm:ss', () => {
    expect(clockHms(0)).toBe('00:00:00');
    expect(clockHms(59.6)).toBe('00:01:00');
    expect(clockHms(3723)).toBe('01:02:03');
  });

  it('formats segment starts short', () => {
    expect(clockShort(5.9)).toBe('0:05');
    expect(clockShort(65)).toBe('1:05');
    expect(clockShort(3725)).toBe('1:02:05');
  });

  it('gives whole minutes, at least 1 for any audio', () => {
    expect(durationMinutes(0)).toBe(0);
    expect(durationMinutes(12)).toBe(1);
    expect(durationMinutes(150)).toBe(3);
  });
});
