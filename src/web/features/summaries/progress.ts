/**
 * docs/product.md §4 Summary generation: the bar starts at 10, rises by a random 0–9 each second, stays below 90 until
 * the summary is there, then shows 100. The server gives no finer progress; this tells the user it is working.
 */
export const PROGRESS_START = 10;
export const PROGRESS_CAP = 89;
export const PROGRESS_DONE = 100;
export const PROGRESS_TICK_MS = 1000;

/** The next value: `random` is in [0, 1) (Math.random), giving a step of 0–9. */
export function nextProgress(current: number, random: number): number {
  const step = Math.floor(Math.min(Math.max(random, 0), 0.999_999) * 10);
  return Math.min(current + step, PROGRESS_CAP);
}

/**
 * Runs the ticker: calls `onChange` with the start value at once and each second after, until the returned stop
 * function is called. Timers come from the caller's globals, so tests drive it with fake timers.
 */
export function startProgress(onChange: (value: number) => void, random: () => number = Math.random): () => void {
  let value = PROGRESS_START;
  onChange(value);
  const timer = setInterval(() => {
    value = nextProgress(value, random());
    onChange(value);
  }, PROGRESS_TICK_MS);
  return () => clearInterval(timer);
}
