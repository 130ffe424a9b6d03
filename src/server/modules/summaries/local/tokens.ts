import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { STOPWORDS_EN } from './stopwords-en.js';
import { STOPWORDS_ID } from './stopwords-id.js';

/** Words: letters and digits, with inner apostrophes and hyphens (Indonesian reduplication: "masing-masing"). */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The text as a literal inside a RegExp. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const stopwords = (lang: SummaryLanguage) => (lang === 'id' ? STOPWORDS_ID : STOPWORDS_EN);

/** A word worth comparing sentences on: not a stop word, not a number, at least 3 letters. */
export function isContentWord(lower: string, lang: SummaryLanguage): boolean {
  return lower.length >= 3 && !/^\d/.test(lower) && !stopwords(lang).has(lower.replace(/’/g, "'"));
}

/**
 * A light stemmer, per language, that looks at the transcript's own vocabulary where a rule is ambiguous.
 * Indonesian prefixes drop or change a root's first letter ("mengirim" is k-irim, "mengatur" is atur): rather than
 * a dictionary, the candidate root that the transcript itself uses wins. Stems only need to be consistent (they link
 * sentences and group topics); titles and tasks always show the words as spoken.
 */
export class Stemmer {
  private readonly cache = new Map<string, string>();

  constructor(
    private readonly lang: SummaryLanguage,
    private readonly vocabulary: Set<string>,
  ) {}

  stem(word: string): string {
    const lower = word.toLowerCase();
    let s = this.cache.get(lower);
    if (s === undefined) {
      s = this.lang === 'id' ? this.stemId(lower) : this.stemEn(lower);
      this.cache.set(lower, s);
    }
    return s;
  }

  private known(candidates: string[]): string {
    return candidates.find((c) => this.vocabulary.has(c)) ?? candidates[0]!;
  }

  private stemId(w: string): string {
    if (w.length <= 4 || w.includes('-')) return w;
    let s = w.replace(/(lah|kah|tah|pun)$/, (m, _p, off: number) => (off >= 4 ? '' : m));
    s = s.replace(/(nya|ku|mu)$/, (m, _p, off: number) => (off >= 4 ? '' : m));
    const rootCandidates = this.stripIdPrefix(s);
    const stripped = rootCandidates.map((r) => r.replace(/(kan|an)$/, (m, _p, off: number) => (off >= 4 ? '' : m)));
    // Prefer a candidate the transcript uses as a word (with or without its suffix).
    for (let i = 0; i < rootCandidates.length; i++) {
      if (this.vocabulary.has(rootCandidates[i]!) || this.vocabulary.has(stripped[i]!)) return stripped[i]!;
    }
    return stripped[0]!;
  }

  private stripIdPrefix(w: string): string[] {
    const rest = (n: number) => w.slice(n);
    const vowel = (c: string | undefined) => c !== undefined && 'aeiou'.includes(c);
    let m: RegExpMatchArray | null;
    if ((m = w.match(/^(meng|peng)(.+)$/)) && m[2]!.length >= 3) {
      return vowel(m[2]![0]) ? ['k' + m[2], m[2]!] : [m[2]!];
    }
    if ((m = w.match(/^(meny|peny)(.+)$/)) && vowel(m[2]![0])) return ['s' + m[2], m[2]!];
    if ((m = w.match(/^(men|pen)(.+)$/)) && m[2]!.length >= 3) {
      return vowel(m[2]![0]) ? ['t' + m[2], 'n' + m[2], m[2]!] : [m[2]!];
    }
    if ((m = w.match(/^(mem|pem)(.+)$/)) && m[2]!.length >= 3) {
      return vowel(m[2]![0]) ? ['p' + m[2], 'm' + m[2], m[2]!] : [m[2]!];
    }
    if (/^(me|pe)[lmnrwy]/.test(w) && w.length >= 6) return [rest(2)];
    if (/^(ber|ter|per)/.test(w) && w.length >= 7) return [rest(3), rest(2)];
    if (/^(di|ke|se)/.test(w) && w.length >= 6) return [rest(2), w];
    return [w];
  }

  private stemEn(w: string): string {
    let s = w.replace(/['’]s$/, '');
    if (s.length <= 3) return s;
    if (s.endsWith('ies') && s.length > 4) s = s.slice(0, -3) + 'y';
    else if (s.endsWith('sses')) s = s.slice(0, -2);
    else if (s.endsWith('s') && !/(ss|us|is)$/.test(s)) s = s.slice(0, -1);
    const suffix = s.match(/(ing|ed)$/);
    if (suffix && s.length - suffix[0].length >= 3) {
      const base = s.slice(0, -suffix[0].length);
      const doubled = /([bdgmnprt])\1$/.test(base);
      s = this.known(doubled ? [base.slice(0, -1), base] : [base, base + 'e']);
    } else if (s.endsWith('ly') && s.length >= 6) s = s.slice(0, -2);
    return s;
  }
}

/** Jaccard overlap of two token lists (as sets): 0 for nothing shared, 1 for the same words. */
export function overlap(a: readonly string[], b: readonly string[]): number {
  if (!a.length || !b.length) return 0;
  const sa = new Set(a);
  const sb = new Set(b);
  let shared = 0;
  for (const t of sa) if (sb.has(t)) shared++;
  return shared / (sa.size + sb.size - shared);
}
