import type { Me, SignUpResult } from '../../../shared/api/auth.js';
import { toSessionUser } from '../../platform/auth/session.js';

/** better-auth's user object as our contract (the same mapping the guards use). */
export const toMe = (value: unknown): Me => toSessionUser(value);

export function toSignUpUser(value: unknown): SignUpResult['user'] {
  const { id, email, name, emailVerified } = toSessionUser(value);
  return { id, email, name, emailVerified };
}
