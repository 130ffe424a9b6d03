import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@shared/api/settings';

// One JSON per feature and language: src/web/locales/{id,en}/<namespace>.json. All are bundled (they are small),
// so switching language is instant and needs no request.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, mod] of Object.entries(files)) {
  const m = path.match(/locales\/(\w+)\/([\w-]+)\.json$/);
  if (!m) continue;
  const [, lng, ns] = m as unknown as [string, string, string];
  (resources[lng] ??= {})[ns] = mod.default;
}

const STORAGE_KEY = 'notulen.language';

/** The saved choice, else the browser's language, else Indonesian (product.md). */
export function initialLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved === 'id' || saved === 'en') return saved;
  for (const l of navigator.languages ?? [navigator.language]) {
    const base = l.slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(base)) return base as Language;
  }
  return 'id';
}

export async function setLanguage(lng: Language) {
  localStorage.setItem(STORAGE_KEY, lng);
  document.documentElement.lang = lng;
  await i18n.changeLanguage(lng);
}

const lng = initialLanguage();
document.documentElement.lang = lng;

void i18n.use(initReactI18next).init({
  resources,
  lng,
  fallbackLng: 'id',
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

export default i18n;
