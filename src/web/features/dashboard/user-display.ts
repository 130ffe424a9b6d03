/** The fields of the signed-in user that the sidebar shows; loose so it also fits partial data. */
export interface DisplayUser {
  name?: string | null;
  email?: string | null;
}

/**
 * docs/product.md §2: the name, else the part of the e-mail before '@', else 'User' (`fallback`, localized by the
 * caller).
 */
export function displayName(user: DisplayUser | null | undefined, fallback = 'User'): string {
  const name = user?.name?.trim();
  if (name) return name;
  const local = user?.email?.split('@')[0]?.trim();
  return local || fallback;
}

/** Up to two letters for the avatar placeholder: "Budi Santoso" -> "BS", "budi.santoso" -> "BS", "rina" -> "R". */
export function initials(name: string): string {
  const words = name
    .split(/[\s._\-+]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0]!;
  const last = words.length > 1 ? Array.from(words[words.length - 1]!)[0]! : '';
  return (first + last).toLocaleUpperCase();
}
