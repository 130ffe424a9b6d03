import type { TFunction } from 'i18next';
import type { Demo, Features, Hero, Item, LandingContent, Steps } from '@shared/api/content';
import { iconOrBrain } from './parse-content';

export interface ResolvedLanding {
  hero: Hero;
  features: Features;
  steps: Steps;
  demo: Demo;
}

/** The built-in texts of the current language (landing:defaults), shaped like stored content. */
export function landingDefaults(t: TFunction): ResolvedLanding {
  const items = (key: string) =>
    (t(key, { returnObjects: true }) as Item[]).map((i) => ({ ...i, icon: iconOrBrain(i.icon) }));
  return {
    hero: t('landing:defaults.hero', { returnObjects: true }) as Hero,
    features: { items: items('landing:defaults.features.items') },
    steps: { items: items('landing:defaults.steps.items') },
    demo: t('landing:defaults.demo', { returnObjects: true }) as Demo,
  };
}

/**
 * docs/product.md §2: stored content overrides the defaults section by section; a null (or missing) section keeps the
 * default.
 */
export function resolveLanding(stored: LandingContent | undefined, defaults: ResolvedLanding): ResolvedLanding {
  return {
    hero: stored?.hero ?? defaults.hero,
    features: stored?.features ?? defaults.features,
    steps: stored?.steps ?? defaults.steps,
    demo: stored?.demo ?? defaults.demo,
  };
}
