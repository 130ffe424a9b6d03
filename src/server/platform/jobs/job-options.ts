/** A Date or seconds from now, checked; undefined when the job may run at once. */
export function startAfterOf(value: Date | number | undefined): Date | number | undefined {
  if (value === undefined) return undefined;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error('startAfter is not a valid date');
    return value;
  }
  if (!Number.isFinite(value) || value < 0) throw new Error('startAfter must be a number of seconds >= 0');
  return value > 0 ? value : undefined;
}

/** pg-boss refuses a job that may run for 24 hours or more: longer work is cut to just under that. */
const MAX_EXPIRY_SECONDS = 23 * 3600;
export const expirySeconds = (seconds: number) => Math.min(MAX_EXPIRY_SECONDS, Math.max(1, Math.round(seconds)));

/** A definition's retry and expiry settings with our defaults (pg-boss's own would be 2 retries, no delay). */
export function attemptOptions(def: { retryLimit?: number; retryDelay?: number; expireInSeconds?: number }) {
  return {
    retryLimit: def.retryLimit ?? 1,
    retryDelay: def.retryDelay ?? 2,
    expireInSeconds: expirySeconds(def.expireInSeconds ?? 15 * 60),
  };
}
