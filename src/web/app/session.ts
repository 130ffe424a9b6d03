import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MeSchema, type Me } from '@shared/api/auth';
import { api, ApiError } from '../lib/api';

export const sessionKey = ['session'] as const;

async function fetchMe(): Promise<Me | null> {
  try {
    return await api('/api/me', { schema: MeSchema });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** The signed-in user (null when signed out). `loading` is true until the first check finishes. */
export function useSession(): { user: Me | null; loading: boolean } {
  const q = useQuery({ queryKey: sessionKey, queryFn: fetchMe, staleTime: 60_000, retry: false });
  return { user: q.data ?? null, loading: q.isPending };
}

export function useRefreshSession() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: sessionKey });
}

/** Ends the session on the server, then a full load of / (spec §4 Logout). */
export async function signOut() {
  try {
    await api('/api/auth/sign-out', { method: 'POST', body: {} });
  } finally {
    window.location.assign('/');
  }
}
