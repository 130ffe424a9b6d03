import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { EN_IMPERATIVES, isIdVerb } from './action-rules.js';
import type { Sentence } from './sentences.js';
import { isContentWord, type Stemmer } from './tokens.js';

/**
 * Key phrases: the subjects a meeting talks about, as noun phrases said in it ("the remote control", "speech
 * recognition", "anggaran acara"). A run of content words between function words is a candidate; one that recurs,
 * and recurs more in one stretch of the meeting than elsewhere, names what that stretch was about. They let the
 * summary say what was discussed in written words instead of pasting the (disfluent) sentences that said it.
 */

export interface Phrase {
  /** Stems joined by spaces: the phrase's identity. */
  key: string;
  /** As the meeting says it most often, with "the" when the meeting ever puts one before it (English). */
  text: string;
  /** Words in the phrase. */
  size: number;
}

export interface PhraseIndex {
  phrases: Map<string, Phrase>;
  /** For each sentence, the keys of the phrases it contains. */
  bySentence: string[][];
  /** Occurrences of each key in the whole meeting. */
  total: Map<string, number>;
}

// Words that are content words to a stop-word list but never name a subject in talk ("mean", "guess", "sounds").
const NOT_SUBJECTS: Record<SummaryLanguage, RegExp> = {
  en: /^(?:mean|means|meant|guess|sounds?|looks?|looking|seems?|probably|actually|definitely|certainly|obviously|exactly|totally|absolutely|possibly|sorta|gotta|wanna|hmm+|mm+|uh+|um+|huh|wow|nope|yep|yup|okay|alright|sorry|cool|nice|fine|bad|better|best|big|little|small|different|sure|true|whatever|somewhere|anyway|stuff|idea|ideas|question|questions|point|points|problem|problems|kind|sort|part|bit|case|fact|example|number|numbers|able|already|also|else|ever|far|least|long|whole|less|fairly|likely|mostly|quickly|simply|usually|really|suppose|thinking|saying|going|getting|doing|trying|talking|wondering|feel|try|tried|put|said|told|think|thought|know|knew|remember|understand|agree|see|saw|done|goes|went|come|came|comes|coming|wait|hear|heard|happen|happens|bring|keep|use|used|using|ask|asked|wanted|needed|called|hard|easy|different|important|interesting|possible|sure|great|nice|real|certain|general|basic|whatever|mister|mr|mrs|ms)$/i,
  id: /^(?:kayak|kayaknya|gimana|bagaimana|begitu|begini|gitu|gini|pokoknya|intinya|sebenarnya|sebetulnya|mungkin|kira-kira|sekali|banget|benar|betul|bener|oke|nggak|enggak|gak|iya|udah|sudah|belum|masih|lagi|terus|aja|saja|dong|sih|nih|kok|deh|mas|mbak|pak|bu|bapak|ibu|kak|bang|hal|masalah|soal|cara|orang|teman|temen|tadi|nanti|bisa|mau|harus|perlu|pakai|pake|bikin|buat|kasih|lihat|liat|tahu|tau|pikir|bilang|ngomong)$/i,
};

const MAX_SIZE = 3;

function isSubjectWord(lower: string, lang: SummaryLanguage): boolean {
  if (!isContentWord(lower, lang) || NOT_SUBJECTS[lang].test(lower)) return false;
  // Numbers, transcription marks, contractions ("they're"), interjections ("mm-hmm", "nnn").
  if (/^\d|_|['’]|^(\p{L})\1+$|^(?:mm|uh|um|hm)/u.test(lower) || /(\p{L})\1\1/u.test(lower)) return false;
  // Verb forms name an action, not a subject ("refunded", "decided"; "mengirim"; "call", "kirim").
  if (lang === 'en') return !/(?:ed|ly)$/.test(lower) && !EN_IMPERATIVES.has(lower);
  return !/^(?:me[mn]g?|meny|di)\p{L}{3,}/u.test(lower) && !isIdVerb(lower);
}

// Words right after a subject or "to" are verbs ("we include", "to change"), unless an article precedes them elsewhere.
const VERB_SLOT =
  /^(?:to|i|we|you|they|i'll|we'll|you'll|they'll|can|could|should|would|will|might|must|don't|didn't|let's)$/;
const ARTICLE = /^(?:the|a|an|this|our|my|your|these|those)$/;

function verbsOf(sentences: Sentence[]): Set<string> {
  const verbal = new Set<string>();
  const nominal = new Set<string>();
  for (const s of sentences) {
    const w =
      s.text
        .toLowerCase()
        .replace(/’/g, "'")
        .match(/[\p{L}']+/gu) ?? [];
    for (let i = 1; i < w.length; i++) {
      if (VERB_SLOT.test(w[i - 1]!)) verbal.add(w[i]!);
      else if (ARTICLE.test(w[i - 1]!)) nominal.add(w[i]!);
    }
  }
  for (const n of nominal) verbal.delete(n);
  return verbal;
}

const WORD_OR_BREAK = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[.,;:!?()"“”]/gu;

/** Every phrase of the meeting, per sentence. */
export function indexPhrases(
  sentences: Sentence[],
  stemmer: Stemmer,
  lang: SummaryLanguage,
  proper: ReadonlySet<string> = new Set(),
): PhraseIndex {
  const verbs = lang === 'en' ? verbsOf(sentences) : new Set<string>();
  const surfaces = new Map<string, Map<string, number>>();
  const withThe = new Map<string, number>();
  // English words the meeting puts an article before somewhere ("the battery", "a screen"): nouns, fit to stand alone.
  const nouns = new Set<string>();
  const total = new Map<string, number>();
  const bySentence = sentences.map((s) => {
    const tokens = s.text.match(WORD_OR_BREAK) ?? [];
    const keys: string[] = [];
    let run: string[] = [];
    let before = '';
    const close = (next: string) => {
      // A stutter ("the the", "remote remote") is one word said twice, not a phrase.
      const words = run.filter((w, k) => k === 0 || w.toLowerCase() !== run[k - 1]!.toLowerCase());
      // An -ing word ends no phrase in English ("scrolling wheel" yes, "remote control working" no).
      while (lang === 'en' && words.length > 1 && /ing$/i.test(words[words.length - 1]!)) words.pop();
      if (
        words.length >= 1 &&
        words.length <= MAX_SIZE &&
        !(lang === 'en' && /ing$/i.test(words[0]!) && words.length === 1)
      ) {
        const key = words.map((w) => stemmer.stem(w.toLowerCase())).join(' ');
        const surface = words
          .map((w) => (/^\p{Lu}{2,}$/u.test(w) || proper.has(w.toLowerCase()) ? w : w.toLowerCase()))
          .join(' ');
        const forms = surfaces.get(key) ?? new Map<string, number>();
        forms.set(surface, (forms.get(surface) ?? 0) + 1);
        surfaces.set(key, forms);
        total.set(key, (total.get(key) ?? 0) + 1);
        if (/^(?:the|this|our|that)$/i.test(before)) withThe.set(key, (withThe.get(key) ?? 0) + 1);
        if (/^(?:the|a|an|this|our|my|your|these|those)$/i.test(before)) nouns.add(key);
        keys.push(key);
      }
      run = [];
      before = next;
    };
    for (const t of tokens) {
      const lower = t.toLowerCase();
      // A verb opens no phrase ("[include] voice recognition"); inside one it is a noun ("the power switch").
      if (/^[\p{L}\p{N}]/u.test(t) && isSubjectWord(lower, lang) && !(run.length === 0 && verbs.has(lower))) {
        run.push(t);
      } else {
        close(lower);
      }
    }
    close('');
    return keys;
  });
  const phrases = new Map<string, Phrase>();
  for (const [key, forms] of surfaces) {
    // One English word is a subject only when the meeting uses it as a noun somewhere.
    if (lang === 'en' && !key.includes(' ') && !nouns.has(key)) continue;
    const text = [...forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    const the = lang === 'en' && (withThe.get(key) ?? 0) > 0;
    phrases.set(key, { key, text: the ? `the ${text}` : text, size: key.split(' ').length });
  }
  return { phrases, bySentence, total };
}

/**
 * The phrases that say what a stretch of sentences [start, end) was about, best first: said there at least twice,
 * longer phrases preferred, and mostly there rather than all over the meeting. A phrase inside a chosen one ("remote"
 * in "the remote control") is not repeated.
 */
export function keyPhrases(
  index: PhraseIndex,
  start: number,
  end: number,
  max: number,
  exclude: ReadonlySet<string> = new Set(),
): Phrase[] {
  const local = new Map<string, number>();
  for (let i = start; i < end; i++) for (const k of index.bySentence[i]!) local.set(k, (local.get(k) ?? 0) + 1);
  const ranked = [...local]
    // A single word needs a third mention to be a subject (QMSum train R-2 8.9 -> 9.0, validation 8.5 -> 8.6).
    .filter(([k, c]) => c >= (k.includes(' ') ? 2 : 3) && !exclude.has(k) && index.phrases.has(k))
    .map(([k, c]) => {
      const size = index.phrases.get(k)!.size;
      const focus = Math.sqrt(c / index.total.get(k)!);
      // A single word that recurs is often talk ("the people", "the words"); a recurring compound names a subject
      // (QMSum train R-2 8.6 -> 8.8 at 2.5 against 0.6; validation 8.0 -> 8.4).
      return { k, v: c * focus * (1 + 2.5 * (size - 1)) };
    })
    .sort((a, b) => b.v - a.v || a.k.localeCompare(b.k));
  const out: Phrase[] = [];
  for (const { k } of ranked) {
    if (out.length >= max) break;
    const words = k.split(' ');
    const clash = out.some((p) => {
      const other = p.key.split(' ');
      return words.some((w) => other.includes(w));
    });
    if (clash || [...exclude].some((e) => e.split(' ').some((w) => words.includes(w)))) continue;
    out.push(index.phrases.get(k)!);
  }
  return out;
}
