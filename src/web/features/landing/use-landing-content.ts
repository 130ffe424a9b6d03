import { useEffect } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contentLanguageOf, type LoadedLanding } from './api';
import { landingDefaults, resolveLanding, type ResolvedLanding } from './landing-defaults';

/**
 * What the landing page shows: the stored content of the visitor's language over that language's defaults. After a
 * language switch the loader runs again for the new language; until it answers, the new language's defaults show
 * (never the other language's stored text beside this language's headings).
 */
export function useLandingContent(): ResolvedLanding {
  const { t, i18n } = useTranslation('landing');
  const loaded = useLoaderData() as LoadedLanding | null;
  const { revalidate, state } = useRevalidator();
  const language = contentLanguageOf(i18n.language);
  const stale = !!loaded && loaded.language !== language;
  useEffect(() => {
    if (stale && state === 'idle') void revalidate();
  }, [stale, state, revalidate]);
  return resolveLanding(stale ? undefined : (loaded?.content ?? undefined), landingDefaults(t));
}
