import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@shared/errors';

// Every locale file of both languages, the dashboard's included: src/web/locales/<lng>/<namespace>.json.
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
const LANGS = ['id', 'en'] as const;

const byLang: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, json] of Object.entries(files)) {
  const [, lng, ns] = path.match(/^\.\/(\w+)\/([\w-]+)\.json$/) ?? [];
  if (lng && ns) (byLang[lng] ??= {})[ns] = json;
}

/** "a.b.0.c" -> leaf string, for every leaf (arrays by index). */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      for (const [p, leaf] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, leaf);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (s: unknown) => [...String(s).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
const get = (lng: string, path: string) => leaves(byLang[lng]).get(path);

describe('locale files', () => {
  it('exist for both languages', () => {
    expect(Object.keys(byLang).sort()).toEqual([...LANGS].sort());
  });

  it('have the same namespaces in both languages', () => {
    expect(Object.keys(byLang.en ?? {}).sort()).toEqual(Object.keys(byLang.id ?? {}).sort());
  });

  for (const ns of Object.keys(byLang.id ?? {})) {
    it(`${ns}: same keys in id and en, no empty texts, same {{placeholders}}`, () => {
      const id = leaves(byLang.id?.[ns]);
      const en = leaves(byLang.en?.[ns]);
      expect([...en.keys()].sort(), `keys of en/${ns}.json vs id/${ns}.json`).toEqual([...id.keys()].sort());
      for (const [key, value] of id) {
        for (const [lng, text] of [
          ['id', value],
          ['en', en.get(key)],
        ] as const) {
          expect(
            typeof text === 'string' && text.trim() !== '',
            `${lng}/${ns}.json ${key} is an empty or non-text value`,
          ).toBe(true);
        }
        expect(placeholders(en.get(key)), `${ns}.${key} placeholders`).toEqual(placeholders(value));
      }
    });
  }

  it('have a message for every API error code, and NETWORK', () => {
    for (const lng of LANGS) {
      for (const code of [...ERROR_CODES, 'NETWORK']) {
        expect(typeof byLang[lng]?.errors?.[code], `${lng}/errors.json lacks ${code}`).toBe('string');
      }
    }
  });
});

// Quoted strings of docs/product.md appear verbatim in the locale of their language (its introduction).
const SPEC: Record<'id' | 'en', Record<string, string>> = {
  id: {
    'common.notFound.title': 'Halaman tidak ditemukan',
    'common.notFound.home': 'Kembali ke Beranda',
    'nav.solutions.label': 'Solusi',
    'nav.solutions.virtual.label': 'Rapat Virtual',
    'nav.solutions.offline.label': 'Rapat Offline',
    'nav.solutions.ai.label': 'AI Notulen',
    'nav.solutions.enterprise.label': 'Enterprise',
    'nav.pricing': 'Harga',
    'nav.integrations': 'Integrasi',
    'nav.resources.label': 'Sumber Daya',
    'nav.resources.blog.label': 'Blog',
    'nav.resources.docs.label': 'Dokumentasi',
    'nav.resources.help.label': 'Bantuan',
    'nav.resources.community.label': 'Komunitas',
    'nav.demo': 'Jadwalkan Demo',
    'nav.login': 'Masuk',
    'nav.signup': 'Mulai Gratis',
    'nav.settings': 'Pengaturan',
    'nav.logout': 'Keluar',
    'landing.hero.login': 'Masuk',
    'landing.demo.items.hd.title': 'Rekaman HD',
    'landing.demo.items.ai.title': 'AI Pintar',
    'landing.demo.items.summary.title': 'Rangkuman',
    'landing.demo.start': 'Mulai Rekam',
    'summary.unavailable.title': 'Ringkasan Tidak Tersedia',
    'summary.generator.retry': 'Coba Lagi Buat Ringkasan',
    'summary.generator.success': 'Ringkasan AI berhasil dibuat!',
    'summary.generator.failed': 'Gagal membuat ringkasan',
    'summary.panel.failedToast': 'Gagal membuat ringkasan. Silakan coba lagi.',
    'summary.panel.failedInline': 'Gagal membuat ringkasan',
    'summary.panel.success': 'Ringkasan berhasil dibuat',
  },
  en: {
    'summary.panel.generate': 'Generate Summary',
    'summary.panel.empty': 'Please record some audio first',
    'summary.panel.copied': 'Summary copied to clipboard',
    'summary.panel.downloaded': 'Summary downloaded',
    'summary.panel.shared': 'Summary shared successfully',
    'summary.panel.shareFallback': 'Summary copied to clipboard (sharing not supported)',
    'summary.panel.copyFailed': 'Failed to copy summary',
    'summary.panel.downloadFailed': 'Failed to download summary',
    'summary.panel.shareFailed': 'Failed to share summary',
    'summary.empty.none': 'No summary available yet. Generate a summary to see results here.',
    'auth.tagline': 'Let AI transform your meetings',
    'auth.login.google': 'Sign in with Google',
    'auth.login.withEmail': 'Sign in with Email',
    'auth.login.submit': 'Sign in',
    'auth.login.register': 'Register',
    'auth.login.errors.invalid': 'Invalid email or password',
    'auth.login.errors.rateLimited': 'Too many failed login attempts. Please try again later or reset your password.',
    'auth.login.errors.failed': 'Failed to log in',
    'auth.login.errors.google': 'Failed to log in with Google',
    'auth.login.unverified.body':
      'Please verify your email address before accessing the dashboard. Check your inbox or click below to resend the verification email.',
    'auth.login.unverified.resend': 'Resend verification email',
    'auth.login.unverified.sent': 'Verification email sent! Please check your inbox and spam folder.',
    'auth.login.unverified.failed': 'Failed to send verification email. Please try again later.',
    'auth.signup.title': 'Create your account',
    'auth.signup.submit': 'Create Account',
    'auth.signup.errors.mismatch': 'Passwords do not match',
    'auth.signup.errors.emailInUse': 'Email address is already in use',
    'auth.signup.errors.weak': 'Password is too weak',
    'auth.signup.errors.failed': 'Failed to create an account',
    'auth.signup.success': 'Registration successful! Please check your email to verify your account before logging in.',
    'errors.INVALID_CREDENTIALS': 'Invalid email or password',
    'errors.ALREADY_VERIFIED': 'User email is already verified',
    'common.notFound.title': 'Page not found',
    'common.notFound.home': 'Back to Home',
  },
};

describe('spec strings', () => {
  for (const lng of LANGS) {
    it(`appear verbatim in ${lng}`, () => {
      for (const [path, text] of Object.entries(SPEC[lng])) {
        const [ns, ...rest] = path.split('.');
        expect(leaves(byLang[lng]?.[ns!]).get(rest.join('.')), `${lng} ${path}`).toBe(text);
      }
    });
  }

  it('link texts of the login screen name the Terms of Service and Privacy Policy', () => {
    expect(get('en', 'auth.legalNotice')).toContain('<terms>Terms of Service</terms>');
    expect(get('en', 'auth.legalNotice')).toContain('<privacy>Privacy Policy</privacy>');
  });
});
