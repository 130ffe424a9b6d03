import { describe, expect, it } from 'vitest';
import { dayKind, formatClock, formatTimeRange, isNow, upcoming, widgetEvents } from './event-time';

const ev = (id: string, start: string, end: string, meetingUrl: string | null = `https://meet.google.com/${id}`) => ({
  id,
  start,
  end,
  meetingUrl,
});

describe('isNow', () => {
  const e = ev('a', '2026-11-26T09:00:00Z', '2026-11-26T10:00:00Z');
  it('is true from the start up to, not including, the end', () => {
    expect(isNow(e, new Date('2026-11-26T08:59:59Z'))).toBe(false);
    expect(isNow(e, new Date('2026-11-26T09:00:00Z'))).toBe(true);
    expect(isNow(e, new Date('2026-11-26T09:59:59Z'))).toBe(true);
    expect(isNow(e, new Date('2026-11-26T10:00:00Z'))).toBe(false);
  });
  it('reads offsets, not the runner zone', () => {
    expect(
      isNow(ev('b', '2026-11-26T16:00:00+07:00', '2026-11-26T17:00:00+07:00'), new Date('2026-11-26T09:30:00Z')),
    ).toBe(true);
  });
});

describe('widgetEvents', () => {
  const now = new Date('2026-11-26T09:30:00Z');
  const items = [
    ev('later', '2026-11-26T15:00:00Z', '2026-11-26T16:00:00Z'),
    ev('ended', '2026-11-26T08:00:00Z', '2026-11-26T09:00:00Z'),
    ev('running', '2026-11-26T09:00:00Z', '2026-11-26T10:00:00Z'),
    ev('no-link', '2026-11-26T11:00:00Z', '2026-11-26T12:00:00Z', null),
    ev('next', '2026-11-26T11:00:00Z', '2026-11-26T11:30:00Z'),
    ev('tomorrow', '2026-11-27T09:00:00Z', '2026-11-27T10:00:00Z'),
  ];
  it('shows three of what it fetched: not ended, with a link, by start', () => {
    expect(widgetEvents(items, now).map((e) => e.id)).toEqual(['running', 'next', 'later']);
  });
  it('drops a meeting as soon as it ends, letting the next one in', () => {
    expect(widgetEvents(items, new Date('2026-11-26T10:00:00Z')).map((e) => e.id)).toEqual([
      'next',
      'later',
      'tomorrow',
    ]);
  });
  it('is empty when nothing is left', () => {
    expect(widgetEvents(items, new Date('2026-12-01T00:00:00Z'))).toEqual([]);
  });
  it('upcoming keeps meetings without a link (the screens explain them) but not ended ones', () => {
    expect(upcoming(items, now).map((e) => e.id)).toEqual(['later', 'running', 'no-link', 'next', 'tomorrow']);
  });
});

describe('formatTimeRange', () => {
  const jakarta = { timeZone: 'Asia/Jakarta' };
  it('gives clock times within a day, in the named zone', () => {
    const text = formatTimeRange({ start: '2026-11-26T02:00:00Z', end: '2026-11-26T03:30:00Z' }, 'en-GB', jakarta);
    expect(text).toMatch(/^09:00\s*[–-]\s*10:30$/);
  });
  it('names both days when the meeting crosses midnight in the reader zone', () => {
    // 23:00–01:00 in Jakarta, all on one UTC day.
    const range = { start: '2026-11-26T16:00:00Z', end: '2026-11-26T18:00:00Z' };
    const en = formatTimeRange(range, 'en-GB', jakarta);
    expect(en).toContain('26 Nov');
    expect(en).toContain('27 Nov');
    expect(en.indexOf('23:00')).toBeLessThan(en.indexOf('01:00'));
    expect(formatTimeRange(range, 'en-GB', { timeZone: 'UTC' })).toMatch(/^16:00\s*[–-]\s*18:00$/);
    const id = formatTimeRange(range, 'id', jakarta);
    expect(id).toMatch(/26 Nov/);
    expect(id).toMatch(/27 Nov/);
  });
  it('shows one time for an event without length', () => {
    expect(formatTimeRange({ start: '2026-11-26T02:00:00Z', end: '2026-11-26T02:00:00Z' }, 'en-GB', jakarta)).toBe(
      '09:00',
    );
  });
  it('formats clock times for the UI language', () => {
    expect(formatClock('2026-11-26T01:55:00Z', 'id', jakarta)).toMatch(/^08[.:]55$/);
  });
});

describe('dayKind', () => {
  const now = new Date('2026-11-26T16:30:00Z'); // 23:30 in Jakarta, 16:30 in UTC
  it('is today or tomorrow in the reader zone', () => {
    expect(dayKind('2026-11-26T16:45:00Z', now, { timeZone: 'Asia/Jakarta' })).toBe('today');
    expect(dayKind('2026-11-26T17:15:00Z', now, { timeZone: 'Asia/Jakarta' })).toBe('tomorrow');
    expect(dayKind('2026-11-26T17:15:00Z', now, { timeZone: 'UTC' })).toBe('today');
    expect(dayKind('2026-11-28T17:15:00Z', now, { timeZone: 'UTC' })).toBe('other');
  });
});
