import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { EN_IMPERATIVES, isIdVerb } from './action-rules.js';
import { capitalize, cleanSentence, type Sentence } from './sentences.js';
import { addInto, cosine, cosineMaps, type Vectors } from './textrank.js';

/**
 * Topics: the meeting cut into blocks where its vocabulary changes (TextTiling: compare the words of the sentences
 * before and after each gap; the deepest valleys of similarity are where the subject changed), each titled with
 * the words that set it apart from the rest of the meeting, with its most central sentences as points.
 */

/** A sentence's content words: stems (for comparing) and the words as spoken (for titles), in order. */
export interface Terms {
  stems: string[];
  surfaces: string[];
  /** Indexes into stems of words that were adjacent in the sentence (for two-word titles like "bug login"). */
  adjacent: number[];
}

export interface TopicBlock {
  start: number;
  /** Exclusive. */
  end: number;
  title: string;
  points: string[];
}

interface Vocabulary {
  /** Occurrences of each stem in the whole meeting. */
  total: Map<string, number>;
  /** Words written capitalised inside sentences (lower case). */
  proper: Set<string>;
  /** Stems only ever seen as verbs: English -ed forms, Indonesian words that lost a me-/di-/ber- prefix. */
  verbs: Set<string>;
}

/** Stems that make poor titles because the meeting only uses them as verbs ("mengisi", "refunded"). */
function verbStems(terms: Terms[], lang: SummaryLanguage): Set<string> {
  const verbal = new Set<string>();
  const nominal = new Set<string>();
  const base = new Set<string>();
  for (const t of terms) {
    t.stems.forEach((stem, k) => {
      const w = t.surfaces[k]!.toLowerCase();
      const verb = lang === 'en' ? /ed$/.test(w) : /^(?:me[mn]g?|meny|ber|di)\p{L}{3,}/u.test(w) && stem !== w;
      (verb ? verbal : nominal).add(stem);
      // Base verbs ("ikut", "call") never title a topic on their own either.
      if (lang === 'id' ? isIdVerb(w) : EN_IMPERATIVES.has(w)) base.add(stem);
    });
  }
  for (const s of nominal) verbal.delete(s);
  return new Set([...verbal, ...base]);
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** Boundaries (sentence indexes where a new topic starts), at most `wanted - 1`, at least `minLen` apart. */
function boundaries(vectors: Vectors, sentences: Sentence[], wanted: number): number[] {
  const n = sentences.length;
  const w = clamp(Math.round(n / (wanted * 3)), 3, 10);
  const minLen = Math.max(4, Math.floor(n / (wanted * 2)));
  const gaps: Array<{ at: number; score: number }> = [];
  for (let g = w; g <= n - w; g++) {
    const left = new Map<number, number>();
    const right = new Map<number, number>();
    for (let i = g - w; i < g; i++) addInto(left, vectors.vectors[i]!);
    for (let i = g; i < g + w; i++) addInto(right, vectors.vectors[i]!);
    gaps.push({ at: g, score: cosineMaps(left, right) });
  }
  const smooth = gaps.map((gap, i) => {
    const around = gaps.slice(Math.max(0, i - 1), i + 2);
    return { at: gap.at, score: around.reduce((a, b) => a + b.score, 0) / around.length };
  });
  const depth = smooth.map((gap, i) => {
    const lo = smooth.slice(Math.max(0, i - w), i + 1).reduce((a, b) => Math.max(a, b.score), 0);
    const hi = smooth.slice(i, i + w + 1).reduce((a, b) => Math.max(a, b.score), 0);
    // A change of speaker is a natural place for a change of subject: a small bonus keeps cuts on turn starts.
    const turnStart = sentences[gap.at]!.turn !== sentences[gap.at - 1]!.turn ? 0.02 : 0;
    return { at: gap.at, depth: lo - gap.score + (hi - gap.score) + turnStart };
  });
  const mean = depth.reduce((a, b) => a + b.depth, 0) / Math.max(1, depth.length);
  const chosen: number[] = [];
  for (const d of [...depth].sort((a, b) => b.depth - a.depth || a.at - b.at)) {
    if (chosen.length >= wanted - 1 || d.depth <= mean) break;
    if (d.at < minLen || n - d.at < minLen || chosen.some((c) => Math.abs(c - d.at) < minLen)) continue;
    chosen.push(d.at);
  }
  return chosen.sort((a, b) => a - b);
}

/**
 * The surface form most often used for a stem, lower-cased unless the meeting writes it capitalised inside a
 * sentence (names, "PDF", "Indonesia").
 */
function surfaceOf(stem: string, terms: Terms[], start: number, end: number, proper: Set<string>): string {
  const counts = new Map<string, number>();
  for (let i = start; i < end; i++) {
    terms[i]!.stems.forEach((s, k) => {
      if (s === stem) counts.set(terms[i]!.surfaces[k]!, (counts.get(terms[i]!.surfaces[k]!) ?? 0) + 1);
    });
  }
  // Prefer the noun ("pengisian") to the verb ("mengisi") when the meeting uses both.
  const verbal = (w: string) => /^(?:me[mn]g?|meny|di)\p{L}{3,}|ed$/iu.test(w);
  const best =
    [...counts].sort(
      (a, b) => Number(verbal(a[0])) - Number(verbal(b[0])) || b[1] - a[1] || a[0].localeCompare(b[0]),
    )[0]?.[0] ?? stem;
  return proper.has(best.toLowerCase()) ? best.replace(/-nya$/iu, '') : withoutClitic(best.toLowerCase());
}

// Roots that end in "nya" themselves ("tanya", "punya"), not the clitic.
const NYA_ROOT = /^(?:(?:ber|pe)?tanya|punya|hanya)$/u;

/** A title names the thing, not "its" thing: "anggarannya" → "anggaran", "deadline-nya" → "deadline". */
export function withoutClitic(word: string): string {
  if (word.endsWith('-nya')) return word.slice(0, -4);
  return word.length >= 7 && word.endsWith('nya') && !NYA_ROOT.test(word) ? word.slice(0, -3) : word;
}

// Verb forms, numbers and degree words do not name a subject ("dicek margin", "influencers fifteen").
const NOT_IN_TITLES =
  /^(?:(?:me[mn]g?|meny|di|nge|ng)\p{L}{3,}|\p{L}+ed|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|satu|dua|tiga|empat|lima|lengkap|semua|banyak|sedikit|per|many|much|more|less|full|complete)$/iu;

// Interjections, adverbs and verb forms the stemmer keeps: seen as titles ("Hear", "Already", "Keliatan", "Diambil",
// "Butuh banner", "Insya allah"), never the subject, alone or in a phrase.
const NOT_A_SUBJECT =
  /^(?:sorry|apologies|already|barely|plus|hear|heard|end|down|coming|ones|answer|beat|put|chase|date|tonight|tomorrow|dying|eat|recap|you|all|yes|yeah|okay|really|actually|maybe|aman|kuat|seneng|masuk|keluar|pulang|datang|dateng|naik|tidak|nggak|enggak|bubar|masing|beneran|kayaknya|mungkin|pokoknya|emang|udah|sudah|belum|juga|lagi|diambil|kedengeran|keliatan|insyaallah|insya|allah|alhamdulillah|haji|hajjah|ustaz|ustadz|ustazah|dapet|dapat|butuh|kena|nitip|takut|sakit|bareng|sampe|sampai|akal|cabut|gila|parah|keren|mantap|semalem|semalam|kemarin|kemaren|besok|thanks|thank|makasih|akhir-akhir|balik|chap|guy|bloke|lad|he's|she's|it's|that's|there's|we're|they're|you're|i'm)$/iu;

// Adjectives and words too general to be a subject alone ("Lovely", "Hari", "Anak"), but they may be part of one
// ("empty state", "lomba anak").
const ADJECTIVE =
  /^(?:able|marvellous|lovely|best|better|good|great|empty|fine|sure|brilliant|fantastic|awesome|amazing|wonderful|excellent|terrible|awful|hari|akhir|anak|teman|orang|kali|cara|bagian)$/iu;

/** A title from the block's distinctive words: the best two-word phrase if it recurs, else the two best words. */
function titleOf(
  terms: Terms[],
  { total, proper, verbs }: Vocabulary,
  vectors: Vectors,
  start: number,
  end: number,
): string {
  const local = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (let i = start; i < end; i++) {
    const t = terms[i]!;
    for (const s of t.stems) local.set(s, (local.get(s) ?? 0) + 1);
    for (const k of t.adjacent) {
      const key = `${t.stems[k]} ${t.stems[k + 1]}`;
      if (t.stems[k] !== t.stems[k + 1]) pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
  }
  const idf = (s: string) => vectors.idf[vectors.termIds.get(s) ?? -1] ?? 1;
  // Frequent here, rare elsewhere in the meeting (softened: a topic may recur, like "bug login" in a recap).
  const score = (s: string, count: number) => count * idf(s) * Math.sqrt(count / (total.get(s) ?? count));
  // Words said at least twice in the block make better titles than one-off words; English -ed forms are verbs.
  const repeated = [...local].some(([s, c]) => c >= 2 && !verbs.has(s));
  const ranked = (keep: (s: string, c: number) => boolean) =>
    [...local]
      .filter(([s, c]) => keep(s, c))
      .map(([s, c]) => ({ s, v: score(s, c) }))
      .sort((a, b) => b.v - a.v || a.s.localeCompare(b.s));
  const preferred = ranked((s, c) => (!repeated || c >= 2) && !verbs.has(s));
  const words = preferred.length ? preferred : ranked(() => true);
  const bigram = [...pairs]
    .filter(([, c]) => c >= 2)
    .map(([key, c]) => {
      const [a, b] = key.split(' ') as [string, string];
      return { key, a, b, v: c * (score(a, local.get(a)!) + score(b, local.get(b)!)) };
    })
    .sort((x, y) => y.v - x.v || x.key.localeCompare(y.key))[0];
  if (!words.length) return '';
  const names = (stem: string) => !NOT_A_SUBJECT.test(surfaceOf(stem, terms, start, end, proper));
  const namesAlone = (stem: string) => names(stem) && !ADJECTIVE.test(surfaceOf(stem, terms, start, end, proper));
  const top = ranked(() => true)
    .slice(0, 3)
    .map((w) => w.s);
  // A recurring two-word phrase with one of the block's key words ("bug login", "volunteer fair") names a topic
  // best; else its key word, with the second one when it is nearly as strong.
  if (bigram && (top.includes(bigram.a) || top.includes(bigram.b)) && names(bigram.a) && names(bigram.b)) {
    return capitalize(
      `${surfaceOf(bigram.a, terms, start, end, proper)} ${surfaceOf(bigram.b, terms, start, end, proper)}`,
    );
  }
  // Else a noun phrase around the key word, as said in the block ("sarung tangan", "lampu jalan"), rather than two
  // unrelated words joined ("Pasar dan tempel"); the key word alone when it never stands in one.
  // A word that names no subject ("sorry", "already", "kedengeran", "diambil") does not title a topic on its own.
  const phrases = [...pairs]
    .map(([key, c]) => ({ key, c, parts: key.split(' ') as [string, string] }))
    .filter(
      ({ parts }) =>
        parts.every(names) &&
        !parts.some((p) => verbs.has(p) || NOT_IN_TITLES.test(surfaceOf(p, terms, start, end, proper))),
    );
  // When none of the repeated words names anything ("hear" in "can everyone hear me"), a word said once in a noun
  // phrase may ("the Christmas fair").
  const named = words.filter(({ s }) => namesAlone(s));
  const once = ranked((s) => !verbs.has(s) && namesAlone(s) && phrases.some(({ parts }) => parts.includes(s)));
  // Else any word of the block that names something, before one that names nothing ("hear").
  const head = (named[0] ?? once[0] ?? ranked((s) => namesAlone(s) && !verbs.has(s))[0] ?? words[0]!).s;
  const phrase = phrases
    .filter(({ parts }) => parts.includes(head))
    .sort((x, y) => y.c - x.c || x.key.localeCompare(y.key))[0];
  if (phrase) return capitalize(phrase.parts.map((p) => surfaceOf(p, terms, start, end, proper)).join(' '));
  return capitalize(surfaceOf(head, terms, start, end, proper));
}

/** Sentences fit to stand for a topic or the meeting: statements of some length, not greetings or thanks. */
export function isSubstantive(s: Sentence, lang: SummaryLanguage): boolean {
  if (s.question || s.wordCount < 6 || s.wordCount > 60) return false;
  // Greetings, thanks and running the meeting itself ("kita mulai", "let's kick off") say nothing about it.
  const small =
    lang === 'id'
      ? /\b(selamat (pagi|siang|sore|malam)|terima kasih|makasih|sampai jumpa|assalamualaikum|waalaikumsalam|wassalamualaikum|kita mulai|mulai saja|langsung (?:aja|saja)|itu (?:aja|saja)(?: dulu)?|saya tutup|saya rangkum|kita lanjut|share screen|see my screen|next slide|slide berikutnya)\b/i
      : /\b(good (morning|afternoon|evening)|thank you|thanks everyone|see you|welcome everyone|let's (get started|get going|begin|start|kick off|move on|wrap up)|to recap|share (?:my )?screen|see my screen|next slide)\b/i;
  return !small.test(s.text);
}

export function segmentTopics(
  sentences: Sentence[],
  terms: Terms[],
  vectors: Vectors,
  scores: Float64Array,
  lang: SummaryLanguage,
  proper: Set<string>,
  {
    agenda,
    announcedAt = -1,
  }: {
    /** The announced agenda's items where each is taken up: they decide the topics. */
    agenda?: ReadonlyArray<{ title: string; start: number }> | undefined;
    /** The sentence that announced the agenda ("hari ini kita bahas A, B dan C"): it names the topics, not a point. */
    announcedAt?: number;
  } = {},
): TopicBlock[] {
  const n = sentences.length;
  if (!n) return [];
  const wanted = clamp(Math.round(Math.sqrt(n) / 2), 1, 8);
  // An announced agenda decides the topics: each starts where its item is first taken up.
  const planned = agenda && agenda.length >= 2 ? agenda : null;
  const cuts = planned
    ? planned.slice(1).map((a) => a.start)
    : n >= 12 && wanted > 1
      ? boundaries(vectors, sentences, wanted)
      : [];
  const edges = [0, ...cuts, n];
  const total = new Map<string, number>();
  for (const t of terms) for (const s of t.stems) total.set(s, (total.get(s) ?? 0) + 1);
  const vocabulary = { total, proper, verbs: verbStems(terms, lang) };
  const blocks: TopicBlock[] = [];
  for (let b = 0; b + 1 < edges.length; b++) {
    const [start, end] = [edges[b]!, edges[b + 1]!];
    const title = planned?.[b]!.title || titleOf(terms, vocabulary, vectors, start, end);
    const size = end - start;
    const want = size < 8 ? 2 : size < 20 ? 3 : 4;
    const picked: number[] = [];
    const candidates = [...Array(size).keys()]
      .map((k) => start + k)
      .filter((i) => i !== announcedAt && isSubstantive(sentences[i]!, lang))
      .sort((a, c) => scores[c]! - scores[a]! || a - c);
    for (const i of candidates) {
      if (picked.length >= want) break;
      if (picked.some((p) => cosine(vectors.vectors[p]!, vectors.vectors[i]!) > 0.5)) continue;
      picked.push(i);
    }
    const points = picked.sort((a, c) => a - c).map((i) => cleanSentence(sentences[i]!.text, lang));
    const prev = blocks[blocks.length - 1];
    if (prev && prev.title.toLowerCase() === title.toLowerCase()) {
      prev.end = end;
      prev.points.push(...points.slice(0, Math.max(0, 4 - prev.points.length)));
    } else if (title || points.length) blocks.push({ start, end, title, points });
  }
  return blocks;
}
