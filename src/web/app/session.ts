import { useEffect, useSyncExternalStore } from 'react';
import type { Me } from '@shared/api/auth';
import { api, ApiError } from '../lib/api';

// The session lives in a tiny store of its own rather than in TanStack Query: the landing page needs it, and
// keeping TanStack off that page saves ~10 KB gzipped (bench/bundle.bench.ts, 150 KB budget).

// SessionSchema checked by hand (the server already validates its answer): zod stays out of the first page's bundle.
function parseSession(data: unknown): Me | null {
  const me = (data as { user?: Partial<Me> | null } | null)?.user;
  if (me === null) return null;
  if (typeof me?.id !== 'string' || typeof me.email !== 'string' || (me.role !== 'user' && me.role !== 'admin')) {
    throw new Error('Unexpected /api/session answer');
  }
  return {
    id: me.id,
    email: me.email,
    name: me.name ?? '',
    image: me.image ?? null,
    emailVerified: !!me.emailVerified,
    role: me.role,
  };
}

interface SessionState {
  user: Me | null;
  /** False until the first check has finished. */
  checked: boolean;
}

let state: SessionState = { user: null, checked: false };
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  listeners.forEach((l) => l());
}

/**
 * Asks the server who is signed in (`{ user: null }` for a visitor: a 200, so a public page logs no error). Any
 * failure counts as signed out (the public pages still work).
 */
export function refreshSession(): Promise<void> {
  inflight ??= api('/api/session', { schema: { parse: parseSession } })
    .then((user) => set({ user, checked: true }))
    .catch((err: unknown) => {
      if (!(err instanceof ApiError && err.status === 401)) console.warn('Session check failed', err);
      set({ user: null, checked: true });
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** The first check; later calls reuse its result. The root route awaits it, so screens render after it. */
export function ensureSession(): Promise<void> {
  return state.checked ? Promise.resolve() : refreshSession();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The signed-in user (null when signed out). `loading` is true until the first check finishes. */
export function useSession(): { user: Me | null; loading: boolean } {
  const s = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    if (!s.checked) void ensureSession();
  }, [s.checked]);
  return { user: s.user, loading: !s.checked };
}

/** Re-checks the session (after sign-in, or when the server says it ended); resolves when the store is updated. */
export function useRefreshSession() {
  return refreshSession;
}

/** Ends the session on the server, then a full load of / (docs/product.md §4 Logout). */
export async function signOut() {
  try {
    await api('/api/auth/sign-out', { method: 'POST', body: {} });
  } finally {
    window.location.assign('/');
  }
}
