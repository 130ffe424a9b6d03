export interface TimedSegment {
  start: number;
  end: number;
}

/**
 * The index of the segment playing at `time` (seconds), or -1. Segments are in time order; between two segments the
 * earlier one stays current (a pause should not blink the highlight off). Binary search: long meetings have
 * thousands of segments and `timeupdate` fires four times a second.
 */
export function activeSegmentIndex(segments: readonly TimedSegment[], time: number): number {
  if (!segments.length || !Number.isFinite(time) || time < (segments[0]?.start ?? 0)) return -1;
  let lo = 0;
  let hi = segments.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((segments[mid]?.start ?? 0) <= time) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
