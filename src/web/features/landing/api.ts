import { queryOptions } from '@tanstack/react-query';
import type { ContentLanguage, LandingContent } from '@shared/api/content';
import { api } from '../../lib/api';
import { parseLandingContent } from './parse-content';

const fetchContent = (language: ContentLanguage, signal?: AbortSignal) =>
  api(`/api/content?language=${language}`, { schema: { parse: parseLandingContent }, signal });

/** What the landing route's loader hands the page: the stored content, and the language it belongs to. */
export interface LoadedLanding {
  language: ContentLanguage;
  content: LandingContent | null;
}

/** The interface language as a content language (anything unexpected counts as Indonesian, the default). */
export const contentLanguageOf = (lng: string | undefined): ContentLanguage => (lng === 'en' ? 'en' : 'id');

/**
 * Stored landing content of the visitor's language (admin-edited), fetched by the landing route's loader on every
 * visit, so a saved edit shows at once. Any failure means "nothing stored": the page then shows its built-in
 * defaults and never breaks on this. (The landing page runs without TanStack Query to stay small; see
 * app/session.ts.)
 */
export function loadLandingContent(language: ContentLanguage): Promise<LoadedLanding> {
  return fetchContent(language)
    .then((content) => ({ language, content }))
    .catch(() => ({ language, content: null }));
}

/** The same content as a TanStack query per language, for the admin content editor. */
export const landingContentQuery = (language: ContentLanguage) =>
  queryOptions({
    queryKey: ['content', language] as const,
    queryFn: ({ signal }) => fetchContent(language, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
