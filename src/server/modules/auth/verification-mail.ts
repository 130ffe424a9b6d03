import type { Language } from '../../../shared/api/auth.js';
import type { Mail } from '../../platform/mail/mailer.js';

const TEXT = {
  id: {
    subject: 'Verifikasi alamat email Anda untuk Notulen',
    greeting: (name: string) => `Halo ${name},`,
    intro: 'Terima kasih telah mendaftar di Notulen. Klik tautan di bawah ini untuk memverifikasi alamat email Anda:',
    button: 'Verifikasi email',
    expiry: 'Tautan ini berlaku selama 24 jam.',
    ignore: 'Jika Anda tidak mendaftar di Notulen, abaikan email ini.',
    signature: 'Salam,\nTim Notulen',
  },
  en: {
    subject: 'Verify your email address for Notulen',
    greeting: (name: string) => `Hi ${name},`,
    intro: 'Thank you for signing up for Notulen. Open the link below to verify your email address:',
    button: 'Verify email',
    expiry: 'This link is valid for 24 hours.',
    ignore: 'If you did not sign up for Notulen, you can ignore this email.',
    signature: 'Regards,\nThe Notulen team',
  },
} satisfies Record<Language, LinkMailText>;

/** Every interpolated value goes through this: a name like `<img onerror=...>` stays text. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Picks id or en from an Accept-Language header by its q-weights; Indonesian when neither appears. */
export function languageFromHeader(header: string | null | undefined): Language {
  if (!header) return 'id';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((x) => (x.lang === 'id' || x.lang === 'en') && x.q > 0)
    .sort((a, b) => b.q - a.q);
  return (ranked[0]?.lang as Language | undefined) ?? 'id';
}

/** The words of an e-mail that carries one link (verification, password reset). */
export interface LinkMailText {
  subject: string;
  greeting(name: string): string;
  intro: string;
  button: string;
  expiry: string;
  ignore: string;
  signature: string;
}

/** An e-mail with one link, plain text and HTML: the layout every account mail shares. */
export function linkMail(t: LinkMailText, opts: { to: string; name: string; url: string; language: Language }): Mail {
  const name = opts.name.trim() || opts.to.split('@')[0] || opts.to;
  const text = [t.greeting(name), '', t.intro, '', opts.url, '', t.expiry, t.ignore, '', t.signature, ''].join('\n');
  const url = escapeHtml(opts.url);
  const html = `<!doctype html>
<html lang="${opts.language}">
<head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2937; line-height: 1.5;">
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.intro)}</p>
<p><a href="${url}" style="display: inline-block; padding: 10px 18px; background: #4f46e5; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(t.button)}</a></p>
<p style="font-size: 13px; color: #6b7280;">${url}</p>
<p style="font-size: 13px; color: #6b7280;">${escapeHtml(t.expiry)} ${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.signature).replace('\n', '<br>')}</p>
</body>
</html>
`;
  return { to: opts.to, subject: t.subject, text, html };
}

/** The verification e-mail, plain text and HTML, with better-auth's link. */
export function verificationMail(opts: { to: string; name: string; url: string; language: Language }): Mail {
  return linkMail(TEXT[opts.language], opts);
}
