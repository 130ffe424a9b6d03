import { z } from 'zod';

export const EmailSchema = z.email().max(254).transform((e) => e.trim().toLowerCase());

export const SignUpBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(8).max(128),
  name: z.string().trim().max(100).optional(),
  /** Where the verification link lands after verifying (a path of this site). */
  callbackURL: z.string().startsWith('/').max(200).optional(),
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

export const SignInBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(128),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const ResendVerificationBodySchema = z.object({
  email: EmailSchema,
});
export type ResendVerificationBody = z.infer<typeof ResendVerificationBodySchema>;

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

export const ProvidersSchema = z.object({
  google: z.boolean(),
  microsoft: z.boolean(),
});
export type Providers = z.infer<typeof ProvidersSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });
