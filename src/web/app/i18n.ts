import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@shared/api/settings';
import { SUPPORTED_LANGUAGES } from './languages';
import { CORE_NAMESPACES } from './core-namespaces';

export { SUPPORTED_LANGUAGES };

// One JSON per feature and language: src/web/locales/{id,en}/<namespace>.json. `common` is bundled for both
// languages (the loading indicator needs it at once). The rest load per language, on demand: the landing page needs
// only CORE_NAMESPACES; every other screen's route waits for all of them (`loadAllNamespaces`). This keeps the
// texts of the dashboard, the legal pages and the other language out of the landing page's download.
type Json = Record<string, unknown>;
const eager = import.meta.glob<Json>('../locales/*/common.json', { eager: true, import: 'default' });
const lazy = import.meta.glob<Json>(['../locales/*/*.json', '!../locales/*/common.json'], { import: 'default' });

const loaders: Record<string, Record<string, () => Promise<Json>>> = {};
for (const [path, load] of Object.entries(lazy)) {
  const [, lng, ns] = path.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
  if (lng && ns) (loaders[lng] ??= {})[ns] = load;
}

let allWanted = false;

async function ensureNamespaces(lng: Language, namespaces: string[]) {
  await Promise.all(
    namespaces
      .filter((ns) => !i18n.hasResourceBundle(lng, ns))
      .map(async (ns) => {
        const load = loaders[lng]?.[ns];
        if (load) i18n.addResourceBundle(lng, ns, await load(), true, true);
      }),
  );
}

const wanted = (lng: Language) => (allWanted ? Object.keys(loaders[lng] ?? {}) : CORE_NAMESPACES);

/** Loads every namespace of the current language (and, from now on, of any language switched to). */
export async function loadAllNamespaces() {
  allWanted = true;
  await ensureNamespaces(i18n.language as Language, wanted(i18n.language as Language));
}

/** Loads namespaces of a language without switching to it (the content editor shows either language's defaults). */
export const loadLanguageTexts = (lng: Language, namespaces: string[]): Promise<void> =>
  ensureNamespaces(lng, namespaces);

const STORAGE_KEY = 'notulen.language';

/** The saved choice, else the browser's language, else Indonesian (docs/product.md §2 Settings). */
export function initialLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved === 'id' || saved === 'en') return saved;
  for (const l of navigator.languages ?? [navigator.language]) {
    const base = l.slice(0, 2).toLowerCase();
    if ((SUPPORTED_LANGUAGES as readonly string[]).includes(base)) return base as Language;
  }
  return 'id';
}

export async function setLanguage(lng: Language) {
  await ensureNamespaces(lng, wanted(lng));
  localStorage.setItem(STORAGE_KEY, lng);
  document.documentElement.lang = lng;
  await i18n.changeLanguage(lng);
}

const lng = initialLanguage();
document.documentElement.lang = lng;

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(
    SUPPORTED_LANGUAGES.map((l) => [l, { common: eager[`../locales/${l}/common.json`] ?? {} }]),
  ),
  lng,
  fallbackLng: 'id',
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  // Namespaces arrive after init (see above); without this i18next would consider the language complete.
  partialBundledLanguages: true,
});

/** Resolves when the starting language's core texts are loaded; the root route waits for it before rendering. */
export const i18nReady: Promise<void> = ensureNamespaces(lng, CORE_NAMESPACES);

export default i18n;
