/**
 * The namespaces the landing page needs (besides `common`, which is bundled). Every other screen loads all of them
 * (src/web/app/i18n.ts); the build puts the others into one file per language (vite.config.ts).
 */
export const CORE_NAMESPACES = ['nav', 'landing', 'errors'];
