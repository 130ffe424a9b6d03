import type { Me, SignUpResult } from '../../../shared/api/auth.js';

interface AuthUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  emailVerified: boolean;
  role?: unknown;
}

/** better-auth's user object as our contract: only the listed fields leave the server. */
export function toMe(value: unknown): Me {
  const u = value as AuthUser;
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    image: u.image ?? null,
    emailVerified: u.emailVerified,
    // Same rule as the guards (platform/auth/session.ts): admin rights need a verified e-mail.
    role: u.role === 'admin' && u.emailVerified ? 'admin' : 'user',
  };
}

export function toSignUpUser(value: unknown): SignUpResult['user'] {
  const u = value as AuthUser;
  return { id: u.id, email: u.email, name: u.name, emailVerified: u.emailVerified };
}
