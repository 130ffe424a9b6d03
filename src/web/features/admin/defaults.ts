import type { TFunction } from 'i18next';
import { sectionSchemas, type LandingContent, type Section, type SectionData } from '@shared/api/content';

/**
 * What the editor starts from: the stored section, else the built-in default text the landing page shows
 * (`landing:defaults.<section>` in the edited language: `t` is fixed to it, whatever the interface language is). A default that does not fit the schema is passed through
 * as is, so the editor still opens and the save shows which field is wrong.
 */
export function sectionStart<S extends Section>(t: TFunction, content: LandingContent, section: S): SectionData<S> {
  const stored = content[section];
  if (stored) return stored as SectionData<S>;
  const fallback = t(`landing:defaults.${section}`, { returnObjects: true }) as unknown;
  const parsed = sectionSchemas[section].safeParse(fallback);
  return (parsed.success ? parsed.data : fallback) as SectionData<S>;
}
