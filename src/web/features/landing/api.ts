import { queryOptions } from '@tanstack/react-query';
import type { LandingContent } from '@shared/api/content';
import { api } from '../../lib/api';
import { parseLandingContent } from './parse-content';

const fetchContent = (signal?: AbortSignal) => api('/api/content', { schema: { parse: parseLandingContent }, signal });

/**
 * Stored landing content (admin-edited), fetched by the landing route's loader on every visit, so a saved edit shows
 * at once. Any failure means "nothing stored": the page then shows its built-in defaults and never breaks on this.
 * (The landing page runs without TanStack Query to stay small; see app/session.ts.)
 */
export function loadLandingContent(): Promise<LandingContent | null> {
  return fetchContent().catch(() => null);
}

/** The same content as a TanStack query, for screens that use it (the admin content editor). */
export const landingContentQuery = queryOptions({
  queryKey: ['content'] as const,
  queryFn: ({ signal }) => fetchContent(signal),
  staleTime: 5 * 60_000,
  retry: false,
});
