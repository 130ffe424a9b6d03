import { COOKIE_PREFIX } from './auth.js';

/**
 * A few seconds of memory for "which user does this session cookie belong to". better-auth's lookup is most of the
 * cost of a small authenticated request (a signed-cookie check plus two queries), and PGlite runs one query at a
 * time, so under load every request queued behind everyone else's session lookups.
 *
 * Kept short on purpose: sign-out in this process forgets the entry at once; anything decided elsewhere (an expired
 * session, `npm run admin -- revoke`, another web process's sign-out) takes effect within `ttlMs`.
 */
export interface SessionCache<T> {
  get(cookieHeader: string | undefined): T | undefined;
  set(cookieHeader: string | undefined, value: T): void;
  forget(cookieHeader: string | undefined): void;
  /** Drops every entry whose value matches (all sessions of one user: a password reset, a deleted account). */
  forgetWhere(match: (value: T) => boolean): void;
}

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=([^;]+)`);

/** The signed session token from a Cookie header, or undefined when there is none. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined;
}

export function createSessionCache<T>({
  ttlMs = 5_000,
  maxEntries = 10_000,
  now = Date.now,
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): SessionCache<T> {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(cookieHeader) {
      const token = sessionTokenOf(cookieHeader);
      if (!token) return undefined;
      const hit = entries.get(token);
      if (!hit) return undefined;
      if (hit.expires <= now()) {
        entries.delete(token);
        return undefined;
      }
      return hit.value;
    },
    set(cookieHeader, value) {
      if (ttlMs <= 0) return;
      const token = sessionTokenOf(cookieHeader);
      if (!token) return;
      // Map keeps insertion order, so the first key is the oldest entry.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.delete(token);
      entries.set(token, { value, expires: now() + ttlMs });
    },
    forget(cookieHeader) {
      const token = sessionTokenOf(cookieHeader);
      if (token) entries.delete(token);
    },
    forgetWhere(match) {
      // A full scan of at most maxEntries, only on the rare events that end all of a user's sessions.
      for (const [token, entry] of entries) if (match(entry.value)) entries.delete(token);
    },
  };
}
