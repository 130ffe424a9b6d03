import { describe, expect, it } from 'vitest';
import { parseRange } from './range.js';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', 1000, { kind: 'partial', start: 0, end: 99 }],
    ['bytes=500-', 1000, { kind: 'partial', start: 500, end: 999 }],
    ['bytes=-100', 1000, { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', 1000, { kind: 'partial', start: 0, end: 999 }],
    ['bytes=990-2000', 1000, { kind: 'partial', start: 990, end: 999 }],
    ['Bytes = 1 - 2', 1000, { kind: 'partial', start: 1, end: 2 }],
    ['bytes=999-999', 1000, { kind: 'partial', start: 999, end: 999 }],
  ])('%s of %d bytes is a single range', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });

  it.each([
    ['bytes=1000-', 1000],
    ['bytes=1000-1001', 1000],
    ['bytes=-0', 1000],
    ['bytes=0-', 0],
    ['bytes=-10', 0],
  ])('%s of %d bytes is unsatisfiable', (header, size) => {
    expect(parseRange(header, size)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([undefined, '', 'bytes=', 'bytes=-', 'bytes=5-1', 'bytes=0-1,3-4', 'items=0-1', 'bytes=a-b', 'bytes=1e3-'])(
    '%j is ignored (whole file)',
    (header) => {
      expect(parseRange(header, 1000)).toEqual({ kind: 'full' });
    },
  );

  it('ignores numbers beyond safe integers instead of misreading them', () => {
    expect(parseRange('bytes=99999999999999999999-', 1000)).toEqual({ kind: 'full' });
  });
});
