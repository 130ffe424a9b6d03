import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import { PASSWORD_MIN_LENGTH } from '../../../shared/api/auth.js';

/**
 * zxcvbn scores 0-4. 3 means "safely unguessable: moderate protection from offline slow-hash attacks" (~10^8
 * guesses); 2 would let through things like "Jakarta2024". Sign-up is rare, so asking a bit more is cheap.
 */
export const MIN_SCORE = 3;

/**
 * Words Indonesian users reach for that the English and common lists do not know. A small list of our own: there
 * is no Indonesian zxcvbn dictionary package.
 */
const INDONESIAN = [
  'sayang',
  'sayangku',
  'cinta',
  'cintaku',
  'rahasia',
  'katasandi',
  'kata sandi',
  'sandi',
  'indonesia',
  'merdeka',
  'bismillah',
  'alhamdulillah',
  'insyaallah',
  'masuk',
  'selamat',
  'jakarta',
  'bandung',
  'surabaya',
  'medan',
  'semarang',
  'yogyakarta',
  'jogja',
  'bali',
  'garuda',
  'pancasila',
  'bangsa',
  'negara',
  'rumah',
  'keluarga',
  'anakku',
  'mamaku',
  'papaku',
  'ibuku',
  'ayahku',
  'kucing',
  'kucingku',
  'sepakbola',
  'persib',
  'persija',
  'notulen',
  'rapat',
  'catatan',
];

let factory: Promise<ZxcvbnFactory> | undefined;

/**
 * The dictionaries are several megabytes: load them on the first sign-up, not at start-up (most processes never
 * need them) and not per request.
 */
function load(): Promise<ZxcvbnFactory> {
  factory ??= (async () => {
    const [{ ZxcvbnFactory: Factory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new Factory({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary, 'notulen-id': INDONESIAN },
      // Measured here: Levenshtein matching against these dictionaries costs 0.3-1 s per check, and the default
      // l33t budget (100 substitutions) up to 1.8 s on inputs like "p4$$w0rd" repeated. With these limits the
      // worst case we found is ~50 ms, so sign-up cannot be turned into a CPU sink. 64 characters of a
      // password are plenty to judge it (zxcvbn checks only that prefix).
      useLevenshteinDistance: false,
      l33tMaxSubstitutions: 12,
      maxLength: 64,
    });
  })();
  // A failed load must not stick: the next sign-up tries again.
  factory.catch(() => (factory = undefined));
  return factory;
}

export interface PasswordVerdict {
  ok: boolean;
  score: number;
  /** zxcvbn's English feedback, for the logs and the API details; the web app shows its own localized text. */
  warning: string | null;
  suggestions: string[];
}

/** `userInputs`: the e-mail, its parts and the name, so "ana.putri@..." cannot use "anaputri123". */
export async function checkPassword(password: string, userInputs: string[]): Promise<PasswordVerdict> {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { ok: false, score: 0, warning: `Use at least ${PASSWORD_MIN_LENGTH} characters`, suggestions: [] };
  }
  const zxcvbn = await load();
  const result: ZxcvbnResult = zxcvbn.check(password, userInputs.filter(Boolean));
  return {
    ok: result.score >= MIN_SCORE,
    score: result.score,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
  };
}

/** The user's own words for zxcvbn: the whole e-mail, its local part and its pieces, the name and its words. */
export function userInputsFor(email: string, name?: string): string[] {
  const local = email.split('@')[0] ?? '';
  const domain = email.split('@')[1]?.split('.')[0] ?? '';
  const joined = (s: string) => s.replace(/[\s._+-]+/g, '');
  const words = [email, local, joined(local), domain, ...local.split(/[._+-]+/)];
  if (name) words.push(name, joined(name), ...name.split(/\s+/));
  return [...new Set(words.map((w) => w.toLowerCase()).filter((w) => w.length >= 3))];
}
