import { z } from 'zod';
import { storableString } from './text.js';

/** The spec's icon whitelist; anything else renders as Brain. */
export const ICON_NAMES = ['Brain', 'Globe2', 'Users', 'Shield', 'Mic', 'FileText'] as const;
export type IconName = (typeof ICON_NAMES)[number];
export const iconOrBrain = (name: string | undefined | null): IconName =>
  (ICON_NAMES as readonly string[]).includes(name ?? '') ? (name as IconName) : 'Brain';

/** Trimmed free text the database can store (src/shared/api/text.ts), at most `max` characters. */
const text = (max: number) => storableString().trim().max(max);

// Generous limits: the editor is free text (spec), the limits only stop abuse. Text is stored as given (trimmed)
// and always rendered as text, never as HTML.
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 2000;
const short = text(SHORT_TEXT_MAX);
const long = text(LONG_TEXT_MAX);

export const HeroSchema = z.object({ title: short, subtitle: short, description: long, ctaText: short });
export const ItemSchema = z.object({ icon: z.enum(ICON_NAMES), title: short, description: long });
export const FeaturesSchema = z.object({ items: z.array(ItemSchema).length(4) });
export const StepsSchema = z.object({ items: z.array(ItemSchema).length(3) });
export const DemoSchema = z.object({ title: short, subtitle: long, tagline: short });

export type Hero = z.infer<typeof HeroSchema>;
export type Item = z.infer<typeof ItemSchema>;
export type Features = z.infer<typeof FeaturesSchema>;
export type Steps = z.infer<typeof StepsSchema>;
export type Demo = z.infer<typeof DemoSchema>;

export const SECTIONS = ['hero', 'features', 'steps', 'demo'] as const;
export type Section = (typeof SECTIONS)[number];
export const SectionParamSchema = z.object({ section: z.enum(SECTIONS) });

export const sectionSchemas = {
  hero: HeroSchema,
  features: FeaturesSchema,
  steps: StepsSchema,
  demo: DemoSchema,
} as const;

/** Stored content; a null section means "use the built-in default" (which is localized in the web app). */
export const LandingContentSchema = z.object({
  hero: HeroSchema.nullable(),
  features: FeaturesSchema.nullable(),
  steps: StepsSchema.nullable(),
  demo: DemoSchema.nullable(),
});
export type LandingContent = z.infer<typeof LandingContentSchema>;

/** The body of `PUT /api/content/:section` (and its answer): the schema of that section, e.g. HeroSchema for hero. */
export type SectionData<S extends Section = Section> = z.infer<(typeof sectionSchemas)[S]>;
export const SectionDataSchema = z.union([HeroSchema, FeaturesSchema, StepsSchema, DemoSchema]);
