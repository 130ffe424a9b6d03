import { z } from 'zod';
import { storableString } from './text.js';

/** Trimmed and lower-cased before it is checked, so " Ana@Example.com " is the same account as "ana@example.com". */
export const EmailSchema = storableString().trim().toLowerCase().max(254).pipe(z.email());

/** The server also rejects weak passwords (zxcvbn score below 3) with WEAK_PASSWORD; this is only the floor. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const LanguageSchema = z.enum(['id', 'en']);
export type Language = z.infer<typeof LanguageSchema>;

/**
 * A path on this site ("/login?verified=1"). Absolute URLs and protocol-relative "//host" are refused so no
 * link we send or redirect we answer can lead off-site.
 */
export const LocalPathSchema = storableString()
  .max(200)
  .regex(/^\/(?![/\\])/, 'must be a path on this site, starting with a single /');

export const SignUpBodySchema = z.object({
  email: EmailSchema,
  // Too short or too guessable answers WEAK_PASSWORD (not VALIDATION), so the form shows one message for both.
  password: storableString().min(1).max(PASSWORD_MAX_LENGTH),
  /** Checked by the server too when given: PASSWORDS_DO_NOT_MATCH. */
  confirmPassword: storableString().max(PASSWORD_MAX_LENGTH).optional(),
  /** Defaults to the part of the e-mail before @. */
  name: storableString().trim().max(100).optional(),
  /** Language of the verification e-mail; else the request's Accept-Language; else Indonesian. */
  language: LanguageSchema.optional(),
  /** Where the verification link lands after verifying. Default /login?verified=1. */
  callbackURL: LocalPathSchema.optional(),
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

export const SignInBodySchema = z.object({
  email: EmailSchema,
  password: storableString().min(1).max(PASSWORD_MAX_LENGTH),
  /** false: the session cookie ends with the browser session. Default true. */
  rememberMe: z.boolean().optional(),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const ResendVerificationBodySchema = z.object({
  email: EmailSchema,
  language: LanguageSchema.optional(),
  callbackURL: LocalPathSchema.optional(),
});
export type ResendVerificationBody = z.infer<typeof ResendVerificationBodySchema>;

/** "Forgot password?": the answer is the same whether or not an account has this e-mail (no account enumeration). */
export const ForgotPasswordBodySchema = z.object({
  email: EmailSchema,
  /** Language of the reset e-mail; else the request's Accept-Language; else Indonesian. */
  language: LanguageSchema.optional(),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** The reset link's token (single use, valid for RESET_LINK_VALID_SECONDS) and the new password. */
export const ResetPasswordBodySchema = z.object({
  token: storableString().min(1).max(200),
  // Too short or too guessable answers WEAK_PASSWORD, as at sign-up.
  newPassword: storableString().min(1).max(PASSWORD_MAX_LENGTH),
  /** Checked by the server too when given: PASSWORDS_DO_NOT_MATCH. */
  confirmPassword: storableString().max(PASSWORD_MAX_LENGTH).optional(),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** How long a password-reset link works. */
export const RESET_LINK_VALID_SECONDS = 60 * 60;

/** Where the reset link lands in the web app: `?token=...` to choose a new password, `?error=INVALID_TOKEN` if not. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** What Settings needs to ask for the right confirmation before deleting an account. */
export const AccountSchema = z.object({
  email: z.string(),
  /** false for an account made with Google or Microsoft that never set a password: it confirms with its e-mail. */
  hasPassword: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;

/**
 * Deleting one's account, confirmed with the password, or (accounts without one) by typing the e-mail address.
 * Everything the user owns goes: transcriptions, summaries, recordings and their audio files, settings, sessions.
 */
export const DeleteAccountBodySchema = z.object({
  password: storableString().min(1).max(PASSWORD_MAX_LENGTH).optional(),
  email: storableString().trim().max(254).optional(),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

export const OAuthSignInBodySchema = z.object({
  /** "google" or "microsoft"; one that is not configured answers 400 PROVIDER_NOT_CONFIGURED. */
  providerId: storableString().min(1).max(50),
  /** Where the browser lands after signing in. Default /dashboard. */
  callbackURL: LocalPathSchema.optional(),
  /** Where it lands when sign-in fails, with ?error=CODE. Default /login. */
  errorCallbackURL: LocalPathSchema.optional(),
});
export type OAuthSignInBody = z.infer<typeof OAuthSignInBodySchema>;

/** The provider's authorization URL: the browser goes there (window.location.assign). */
export const OAuthSignInResultSchema = z.object({ url: z.string() });
export type OAuthSignInResult = z.infer<typeof OAuthSignInResultSchema>;

export const RoleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

export const MeSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  emailVerified: z.boolean(),
  role: RoleSchema,
});
export type Me = z.infer<typeof MeSchema>;

/** GET /api/session: who is signed in, `null` for a visitor (a 200 either way: a visit is not an error). */
export const SessionSchema = z.object({ user: MeSchema.nullable() });
export type Session = z.infer<typeof SessionSchema>;

/** Sign-up answer: the account exists, unverified; a verification e-mail is on its way. No session yet. */
export const SignUpResultSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }),
});
export type SignUpResult = z.infer<typeof SignUpResultSchema>;

/** Sign-in answer; the session itself is the HttpOnly cookie set alongside. */
export const SignInResultSchema = z.object({ user: MeSchema });
export type SignInResult = z.infer<typeof SignInResultSchema>;

export const ProvidersSchema = z.object({
  google: z.boolean(),
  microsoft: z.boolean(),
});
export type Providers = z.infer<typeof ProvidersSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });
