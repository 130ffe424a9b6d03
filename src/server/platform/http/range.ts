/** What to answer to a request's Range header for a representation of `size` bytes (RFC 9110 §14). */
export type RangeAnswer =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  /** 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const FULL: RangeAnswer = { kind: 'full' };
const UNSATISFIABLE: RangeAnswer = { kind: 'unsatisfiable' };

/**
 * One byte range, inclusive. A header we do not handle (another unit, several ranges, malformed) is ignored and the
 * whole representation is sent, which RFC 9110 allows; players only ever ask for one range.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return FULL;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m) return FULL;
  const [, first = '', last = ''] = m;
  if (first === '' && last === '') return FULL;
  if (first === '') {
    // Suffix range: the last N bytes.
    const n = Number(last);
    if (!Number.isSafeInteger(n)) return FULL;
    if (n === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'partial', start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return FULL;
  if (last !== '' && end < start) return FULL; // invalid range-spec: the header is ignored
  if (start >= size) return UNSATISFIABLE;
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}
