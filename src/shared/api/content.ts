import { z } from 'zod';
import { LANGUAGES, type Language } from './settings.js';
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
/**
 * What a section cannot show without: the headline, the card and section titles, the CTA line. An empty one used to
 * be stored and left the page without its headline; subtitles, descriptions and the tagline may be empty (the page
 * then leaves them out). The message is for API clients; the editor shows `admin:field.required` (code too_small).
 */
const required = (max: number) => text(max).min(1, 'Required');

export const HeroSchema = z.object({
  title: required(SHORT_TEXT_MAX),
  subtitle: short,
  description: long,
  ctaText: required(SHORT_TEXT_MAX),
});
export const ItemSchema = z.object({ icon: z.enum(ICON_NAMES), title: required(SHORT_TEXT_MAX), description: long });
export const FeaturesSchema = z.object({ items: z.array(ItemSchema).length(4) });
export const StepsSchema = z.object({ items: z.array(ItemSchema).length(3) });
export const DemoSchema = z.object({ title: required(SHORT_TEXT_MAX), subtitle: long, tagline: short });

export type Hero = z.infer<typeof HeroSchema>;
export type Item = z.infer<typeof ItemSchema>;
export type Features = z.infer<typeof FeaturesSchema>;
export type Steps = z.infer<typeof StepsSchema>;
export type Demo = z.infer<typeof DemoSchema>;

export const SECTIONS = ['hero', 'features', 'steps', 'demo'] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * The landing page exists once per interface language, each stored on its own and falling back to that language's
 * built-in texts. Content stored before languages were separate became Indonesian (the default language).
 */
export const CONTENT_LANGUAGES = LANGUAGES;
export type ContentLanguage = Language;
export const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = 'id';
export const ContentLanguageSchema = z.enum(CONTENT_LANGUAGES);

/** `PUT /api/content/:language/:section`: the language is part of the address, never implied. */
export const SectionParamSchema = z.object({ language: ContentLanguageSchema, section: z.enum(SECTIONS) });
/** `GET /api/content?language=en`; Indonesian when absent. */
export const ContentQuerySchema = z.object({ language: ContentLanguageSchema.default(DEFAULT_CONTENT_LANGUAGE) });

export const sectionSchemas = {
  hero: HeroSchema,
  features: FeaturesSchema,
  steps: StepsSchema,
  demo: DemoSchema,
} as const;

/**
 * Stored content of one language; a null section means "use the built-in default" of that language (localized in the
 * web app).
 */
export const LandingContentSchema = z.object({
  hero: HeroSchema.nullable(),
  features: FeaturesSchema.nullable(),
  steps: StepsSchema.nullable(),
  demo: DemoSchema.nullable(),
});
export type LandingContent = z.infer<typeof LandingContentSchema>;

/** The body of `PUT /api/content/:language/:section` (and its answer): the schema of that section, e.g. HeroSchema for hero. */
export type SectionData<S extends Section = Section> = z.infer<(typeof sectionSchemas)[S]>;
export const SectionDataSchema = z.union([HeroSchema, FeaturesSchema, StepsSchema, DemoSchema]);
