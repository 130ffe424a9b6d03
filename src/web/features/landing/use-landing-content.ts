import { useLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LandingContent } from '@shared/api/content';
import { landingDefaults, resolveLanding, type ResolvedLanding } from './landing-defaults';

/** What the landing page shows: the route loader's stored content over the current language's defaults. */
export function useLandingContent(): ResolvedLanding {
  const { t } = useTranslation('landing');
  const stored = useLoaderData() as LandingContent | null;
  return resolveLanding(stored ?? undefined, landingDefaults(t));
}
