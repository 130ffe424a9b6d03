import type { Demo, Features, Hero, IconName, Item, LandingContent, Steps } from '@shared/api/content';

// LandingContentSchema checked by hand: the landing page must stay small, and zod alone is ~25 KB gzipped.
// A section that does not have the expected shape counts as "not stored", so its default shows instead.
// parse-content.test.ts keeps this in step with the shared schema.

export const ICON_NAMES: readonly IconName[] = ['Brain', 'Globe2', 'Users', 'Shield', 'Mic', 'FileText'];

/** docs/product.md §3: the icon whitelist; anything else falls back to Brain. */
export const iconOrBrain = (name: unknown): IconName =>
  ICON_NAMES.includes(name as IconName) ? (name as IconName) : 'Brain';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Every key a string, and the `required` ones (the schema's titles and CTA text) not blank. */
const strings = (o: unknown, keys: string[], required: string[] = []) =>
  isObj(o) && keys.every((k) => typeof o[k] === 'string') && required.every((k) => (o[k] as string).trim() !== '');

function items(section: unknown, count: number): Item[] | null {
  const list = isObj(section) ? section.items : null;
  if (
    !Array.isArray(list) ||
    list.length !== count ||
    !list.every((i) => strings(i, ['title', 'description'], ['title']))
  )
    return null;
  return (list as Obj[]).map((i) => ({
    icon: iconOrBrain(i.icon),
    title: i.title as string,
    description: i.description as string,
  }));
}

export function parseLandingContent(data: unknown): LandingContent {
  const d = isObj(data) ? data : {};
  const featureItems = items(d.features, 4);
  const stepItems = items(d.steps, 3);
  return {
    hero: strings(d.hero, ['title', 'subtitle', 'description', 'ctaText'], ['title', 'ctaText'])
      ? (d.hero as Hero)
      : null,
    features: featureItems ? ({ items: featureItems } satisfies Features) : null,
    steps: stepItems ? ({ items: stepItems } satisfies Steps) : null,
    demo: strings(d.demo, ['title', 'subtitle', 'tagline'], ['title']) ? (d.demo as Demo) : null,
  };
}
