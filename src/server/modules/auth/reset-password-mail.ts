import type { Language } from '../../../shared/api/auth.js';
import type { Mail } from '../../platform/mail/mailer.js';
import { escapeHtml } from './verification-mail.js';

const TEXT = {
  id: {
    subject: 'Atur ulang kata sandi Notulen Anda',
    greeting: (name: string) => `Halo ${name},`,
    intro:
      'Kami menerima permintaan untuk mengatur ulang kata sandi akun Notulen Anda. Klik tautan di bawah ini untuk memilih kata sandi baru:',
    button: 'Atur ulang kata sandi',
    expiry: 'Tautan ini berlaku selama 1 jam dan hanya dapat dipakai sekali.',
    ignore: 'Jika Anda tidak meminta ini, abaikan email ini; kata sandi Anda tidak berubah.',
    signature: 'Salam,\nTim Notulen',
  },
  en: {
    subject: 'Reset your Notulen password',
    greeting: (name: string) => `Hi ${name},`,
    intro:
      'We received a request to reset the password of your Notulen account. Open the link below to choose a new password:',
    button: 'Reset password',
    expiry: 'This link is valid for 1 hour and can be used once.',
    ignore: 'If you did not ask for this, you can ignore this email; your password stays the same.',
    signature: 'Regards,\nThe Notulen team',
  },
} satisfies Record<Language, unknown>;

/** The password-reset e-mail, plain text and HTML, with better-auth's single-use link. */
export function resetPasswordMail(opts: { to: string; name: string; url: string; language: Language }): Mail {
  const t = TEXT[opts.language];
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
