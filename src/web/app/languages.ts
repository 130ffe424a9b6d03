import type { Language } from '@shared/api/settings';

/**
 * Same as LANGUAGES in @shared/api/settings (languages.test.ts checks): importing that module would bring zod into
 * the landing page's bundle.
 */
export const SUPPORTED_LANGUAGES: readonly Language[] = ['id', 'en'];
