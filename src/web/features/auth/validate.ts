// Only a plausibility check so typos are caught before a round trip; the server validates for real.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The auth:fields.* key of the problem with this e-mail, or null. */
export function emailProblem(email: string): string | null {
  if (!email.trim()) return 'fields.emailRequired';
  return EMAIL.test(email.trim()) ? null : 'fields.emailInvalid';
}
