/**
 * ROUGE as Google's rouge-score package computes it (the scorer QMSum results are reported with): lower case, every
 * run of characters other than a-z and 0-9 a separator, tokens longer than three characters Porter-stemmed; ROUGE-N
 * from clipped n-gram counts, ROUGE-Lsum from the union LCS of each reference sentence against all candidate
 * sentences (sentences are lines). Scores are F1 (and P, R) in [0, 1].
 *
 * The stemmer is M. F. Porter's 1980 algorithm; rouge-score uses NLTK's variant of it, which differs on a handful of
 * irregular words (e.g. "dying", "skies") — a difference well below the second decimal of a corpus score.
 */

const VOWELS = /[aeiou]/;

function isConsonant(w: string, i: number): boolean {
  const c = w[i]!;
  if (VOWELS.test(c)) return false;
  if (c === 'y') return i === 0 || !isConsonant(w, i - 1);
  return true;
}

/** m: the number of VC sequences in the stem. */
function measure(stem: string): number {
  let m = 0;
  let i = 0;
  const n = stem.length;
  while (i < n && isConsonant(stem, i)) i++;
  while (i < n) {
    while (i < n && !isConsonant(stem, i)) i++;
    if (i >= n) break;
    while (i < n && isConsonant(stem, i)) i++;
    m++;
  }
  return m;
}

const hasVowel = (stem: string) => [...stem].some((_, i) => !isConsonant(stem, i));
const doubleConsonant = (w: string) =>
  w.length >= 2 && w[w.length - 1] === w[w.length - 2] && isConsonant(w, w.length - 1);
/** *o: ends consonant-vowel-consonant, the last not w, x or y. */
const cvc = (w: string) => {
  const n = w.length;
  if (n < 3) return false;
  return isConsonant(w, n - 3) && !isConsonant(w, n - 2) && isConsonant(w, n - 1) && !/[wxy]/.test(w[n - 1]!);
};

function replaceSuffix(w: string, rules: Array<[string, string]>, minM: number): string {
  for (const [suffix, repl] of rules) {
    if (w.endsWith(suffix)) {
      const stem = w.slice(0, -suffix.length);
      return measure(stem) > minM ? stem + repl : w;
    }
  }
  return w;
}

const STEP2: Array<[string, string]> = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];
const STEP3: Array<[string, string]> = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];
const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
];

/** Porter (1980) stem of a lower-case word. */
export function porterStem(word: string): string {
  let w = word;
  if (w.length <= 2) return w;
  // Step 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (!w.endsWith('ss') && w.endsWith('s')) w = w.slice(0, -1);
  // Step 1b
  let extra = false;
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w.slice(0, -2))) {
    w = w.slice(0, -2);
    extra = true;
  } else if (w.endsWith('ing') && hasVowel(w.slice(0, -3))) {
    w = w.slice(0, -3);
    extra = true;
  }
  if (extra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (doubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w) === 1 && cvc(w)) w += 'e';
  }
  // Step 1c
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  // Steps 2 and 3
  w = replaceSuffix(w, STEP2, 0);
  w = replaceSuffix(w, STEP3, 0);
  // Step 4
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, -suffix.length);
    if (measure(stem) > 1 && (suffix !== 'ion' || /[st]$/.test(stem))) w = stem;
    break;
  }
  // Step 5a
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !cvc(stem))) w = stem;
  }
  // Step 5b
  if (measure(w) > 1 && doubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
}

/** rouge-score's tokenizer with stemming. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((t) => (t.length > 3 ? porterStem(t) : t));
}

export interface Score {
  precision: number;
  recall: number;
  f: number;
}
const fscore = (hits: number, candidate: number, reference: number): Score => {
  const precision = candidate ? hits / candidate : 0;
  const recall = reference ? hits / reference : 0;
  return { precision, recall, f: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
};

function ngrams(tokens: string[], n: number): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i + n <= tokens.length; i++) {
    const g = tokens.slice(i, i + n).join(' ');
    out.set(g, (out.get(g) ?? 0) + 1);
  }
  return out;
}

export function rougeN(reference: string, candidate: string, n: number): Score {
  const r = ngrams(tokenize(reference), n);
  const c = ngrams(tokenize(candidate), n);
  let hits = 0;
  for (const [g, k] of r) hits += Math.min(k, c.get(g) ?? 0);
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  return fscore(hits, total(c), total(r));
}

/** Indices of `ref` in one LCS of ref and can (rouge-score's backtracking). */
function lcsIndices(ref: string[], can: string[]): number[] {
  const rows = ref.length + 1;
  const cols = can.length + 1;
  const t = new Uint32Array(rows * cols);
  for (let i = 1; i < rows; i++)
    for (let j = 1; j < cols; j++)
      t[i * cols + j] =
        ref[i - 1] === can[j - 1]
          ? t[(i - 1) * cols + j - 1]! + 1
          : Math.max(t[(i - 1) * cols + j]!, t[i * cols + j - 1]!);
  const out: number[] = [];
  let i = ref.length;
  let j = can.length;
  while (i > 0 && j > 0) {
    if (ref[i - 1] === can[j - 1]) {
      out.unshift(i - 1);
      i--;
      j--;
    } else if (t[i * cols + j - 1]! > t[(i - 1) * cols + j]!) j--;
    else i--;
  }
  return out;
}

/** ROUGE-Lsum: sentences are the lines of each text. */
export function rougeLsum(reference: string, candidate: string): Score {
  const sents = (s: string) =>
    s
      .split('\n')
      .map(tokenize)
      .filter((x) => x.length);
  const ref = sents(reference);
  const can = sents(candidate);
  const m = ref.reduce((a, s) => a + s.length, 0);
  const n = can.reduce((a, s) => a + s.length, 0);
  if (!m || !n) return { precision: 0, recall: 0, f: 0 };
  const count = (list: string[][]) => {
    const c = new Map<string, number>();
    for (const s of list) for (const t of s) c.set(t, (c.get(t) ?? 0) + 1);
    return c;
  };
  const cr = count(ref);
  const cc = count(can);
  let hits = 0;
  for (const r of ref) {
    const union = new Set<number>();
    for (const c of can) for (const i of lcsIndices(r, c)) union.add(i);
    for (const i of [...union].sort((a, b) => a - b)) {
      const tok = r[i]!;
      if ((cc.get(tok) ?? 0) > 0 && (cr.get(tok) ?? 0) > 0) {
        hits++;
        cc.set(tok, cc.get(tok)! - 1);
        cr.set(tok, cr.get(tok)! - 1);
      }
    }
  }
  return fscore(hits, n, m);
}

/** Sentences one to a line (rouge-score's Lsum expects the caller to put them so). */
export const oneSentencePerLine = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“])/)
    .join('\n');
