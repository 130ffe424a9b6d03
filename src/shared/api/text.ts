import { z } from 'zod';

/**
 * Text the database can store. PostgreSQL's `text` refuses the NUL character, and `jsonb` (segments, summaries,
 * landing content, job payloads) refuses it too, as well as UTF-16 surrogates without their pair. JSON escapes
 * ("\u0000", "\ud800") and percent-encoding ("%00") put both within reach of any request, so every string a request
 * carries — body, query or path — is built on `storableString()`: such input answers 400 VALIDATION naming the field,
 * never a database error (500). src/server/platform/http/unstorable-strings.int.test.ts holds every route to it.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'Contains a character that cannot be stored (NUL or an unpaired surrogate)';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** false for a string with a NUL character or an unpaired UTF-16 surrogate. */
export const isStorableText = (s: string): boolean => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/**
 * `z.string()` that refuses what the database cannot store (a zod `custom` issue with UNSTORABLE_TEXT_MESSAGE).
 * Chain the usual checks after it: `storableString().trim().min(1).max(200)`. The refinement comes first, so it is
 * reported even when a later check (length, regex) fails too.
 */
export const storableString = (): z.ZodString => z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
