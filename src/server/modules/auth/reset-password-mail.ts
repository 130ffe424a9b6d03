import type { Language } from '../../../shared/api/auth.js';
import type { Mail } from '../../platform/mail/mailer.js';
import { linkMail, type LinkMailText } from './verification-mail.js';

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
} satisfies Record<Language, LinkMailText>;

/** The password-reset e-mail, plain text and HTML, with better-auth's single-use link. */
export function resetPasswordMail(opts: { to: string; name: string; url: string; language: Language }): Mail {
  return linkMail(TEXT[opts.language], opts);
}
