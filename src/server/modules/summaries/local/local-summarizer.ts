import {
  SUMMARY_DEFAULTS,
  GeneratedSummarySchema,
  type GeneratedSummary,
  type MeetingInfo,
  type SummaryLanguage,
} from '../../../../shared/summary/normalize.js';
import type { ProviderInput, SummaryProvider } from '../types.js';
import type { ExtractedActions } from './action-types.js';
import { extractActions } from './actions.js';
import { itemsAnnounced, subjectsOf } from './agenda-subjects.js';
import { namesFromAddress } from './address.js';
import { withNamesCapitalized } from './capitalized-names.js';
import { kinCalled, withKinCalled } from './kin-terms.js';
import {
  actionsSentence,
  agendaStarts,
  decisionOf,
  decisionsSentence,
  findAgenda,
  openingSubject,
  isRecap,
  keyPointsSentence,
  pointSentence,
  stripFillers,
  writtenPoint,
} from './prose.js';
import { formatDay, formatDuration, meetingDay } from './dates.js';
import { Names, nicknameOf } from './names.js';
import { overviewSentences } from './overview.js';
import { participantsOf } from './participants.js';
import { indexPhrases, keyPhrases, type PhraseIndex } from './phrases.js';
import { capitalize, cleanSentence, sentencesOf, turnsOf, type Sentence } from './sentences.js';
import { addInto, buildVectors, cosineMaps, textRank } from './textrank.js';
import { isContentWord, Stemmer, words } from './tokens.js';
import { isSubstantive, segmentTopics, type TopicBlock, type Terms } from './topics.js';

/**
 * The offline summariser: extractive (every summary sentence and topic point is something said in the meeting, so
 * it is in the meeting's language), deterministic, and fast enough for a two-hour meeting in well under a second.
 */

/** Content words of each sentence, stemmed; speaker names are left out (they would link every line of a person). */
function termsOf(sentences: Sentence[], stemmer: Stemmer, lang: SummaryLanguage, nameWords: Set<string>): Terms[] {
  return sentences.map((s) => {
    const stems: string[] = [];
    const surfaces: string[] = [];
    const adjacent: number[] = [];
    let previousWasContent = false;
    for (const w of words(s.text)) {
      const lower = w.toLowerCase();
      if (!isContentWord(lower, lang) || nameWords.has(lower)) {
        previousWasContent = false;
        continue;
      }
      if (previousWasContent) adjacent.push(stems.length - 1);
      stems.push(stemmer.stem(lower));
      surfaces.push(w);
      previousWasContent = true;
    }
    return { stems, surfaces, adjacent };
  });
}

const PERSONAL: Record<SummaryLanguage, RegExp> = {
  id: /\b(?:saya|aku|gue|kamu|anda|kalian|tolong|mohon)\b/,
  en: /\b(?:i|i'll|i'm|i've|me|my|you|your|please)\b/,
};

/** Words the meeting writes capitalised inside a sentence: names and proper nouns keep their capital in titles. */
function properWords(sentences: Sentence[]): Set<string> {
  const out = new Set<string>();
  for (const s of sentences) {
    for (const m of s.text.matchAll(/(?<=[\p{L}\p{N},;:]\s+)(\p{Lu}[\p{L}\p{N}'’-]*)/gu)) out.add(m[1]!.toLowerCase());
  }
  return out;
}

const listJoin = (items: string[], lang: SummaryLanguage) => {
  const and = lang === 'id' ? 'dan' : 'and';
  if (items.length <= 2) return items.join(` ${and} `);
  return `${items.slice(0, -1).join(', ')}${lang === 'id' ? ',' : ''} ${and} ${items[items.length - 1]}`;
};
/** "Catatan rilis" reads "catatan rilis" inside a sentence; "Berlin" and "PDF" keep their capitals. */
const lowerTitle = (t: string, proper: Set<string>) =>
  /^\p{Lu}\p{Ll}/u.test(t) && !proper.has(t.split(' ')[0]!.toLowerCase()) ? t[0]!.toLowerCase() + t.slice(1) : t;

const CODED_LABEL = /^[\p{L}]+[\s_]+(?:\p{Lu}|\d+)$/u;

/**
 * The summary: who met about what (the speakers and the topics: the agenda when one was announced), what was
 * decided, and who does what next; without a decision, the most central point (TextRank, kept on the meeting's
 * subject by its closeness to the whole), clipped. Two to four sentences, written rather than pasted: fillers out,
 * no transcript line longer than a short phrase.
 */
function composeSummary(
  sentences: Sentence[],
  scores: Float64Array,
  vectors: ReturnType<typeof buildVectors>,
  topics: TopicBlock[],
  speakers: string[],
  { items: actionItems, handOuts }: ExtractedActions,
  lang: SummaryLanguage,
  proper: Set<string>,
  agendaAt: number,
  phrases: PhraseIndex,
  headings: ReadonlySet<number>,
): string {
  // The sentence that announced the agenda, or an item ("Kedua soal stok hijab."), names a topic: it is no point.
  const candidates = sentences.filter(
    (s) => isSubstantive(s, lang) && !s.question && s.index !== agendaAt && !headings.has(s.index) && !isRecap(s),
  );
  const centroid = new Map<number, number>();
  for (const v of vectors.vectors) addInto(centroid, v);
  const onSubject = (s: Sentence) => {
    const v = vectors.vectors[s.index]!;
    return cosineMaps(new Map(Array.from(v.ids, (id, k) => [id, v.weights[k]!])), centroid);
  };
  // Each sentence's weight once: sorting calls for it again and again, and its cosine to the whole is not cheap.
  const weights = new Map<number, number>();
  const weight = (s: Sentence) => {
    let w = weights.get(s.index);
    if (w === undefined) {
      w = scores[s.index]! * (0.2 + onSubject(s));
      if (PERSONAL[lang].test(s.text.toLowerCase())) w *= 0.6;
      weights.set(s.index, w);
    }
    return w;
  };

  const and = lang === 'id' ? ' dan ' : ' and ';
  const fromTopics = topics
    .map((t) => lowerTitle(stripFillers(t.title.split(and)[0]!, lang), proper))
    .filter((t, i, all) => t && all.indexOf(t) === i);
  // Without an agenda, the subject the meeting opened on comes first ("membahas acara ulang tahun kantor dan vendor").
  const opened = agendaAt < 0 ? openingSubject(sentences, lang) : null;
  const said = (t: string) => words(t).some((w) => opened!.toLowerCase().split(/\s+/).includes(w.toLowerCase()));
  const titles = (opened ? [opened.toLowerCase(), ...fromTopics.filter((t) => !said(t))] : fromTopics).slice(0, 4);
  // Labels that are codes, not names ("Speaker 2", "SPEAKER_01", "PhD A") say nothing about who met.
  const named = speakers.filter((s) => !CODED_LABEL.test(s));
  const people =
    named.length > 6
      ? [...named.slice(0, 5), lang === 'id' ? `${named.length - 5} peserta lainnya` : `${named.length - 5} others`]
      : named;
  const intro =
    lang === 'id'
      ? `${people.length ? `Rapat ini dihadiri oleh ${listJoin(people, lang)}${titles.length ? ' dan' : ''}` : 'Rapat ini'}${titles.length ? ` membahas ${listJoin(titles, lang)}` : ''}.`
      : `${people.length ? `${listJoin(people, lang)} met${titles.length ? ' to discuss' : ''}` : titles.length ? 'The meeting covered' : 'The meeting took place'}${titles.length ? ` ${listJoin(titles, lang)}` : ''}.`;

  const decisions: string[] = [];
  for (const s of sentences) {
    const d = decisionOf(s, lang);
    if (d && !decisions.some((x) => x.includes(d) || d.includes(x))) decisions.push(d);
    if (decisions.length === 2) break;
  }
  const decided = decisionsSentence(decisions, lang);
  const ranked = [...candidates].sort((a, b) => weight(b) - weight(a) || a.index - b.index);
  // A long meeting gets its main points, one per topic (the best sentence of each, clipped), in one sentence.
  let points: string | null = null;
  if (sentences.length >= LONG_MEETING) {
    const overview = overviewSentences({ sentences, topics, index: phrases, lang });
    if (overview.length) points = overview.join(' ');
  }
  if (sentences.length >= LONG_MEETING && !points) {
    const median = weight(ranked[Math.floor(ranked.length / 2)] ?? ranked[0]!);
    const best = topics
      .map((t) => ranked.find((s) => s.index >= t.start && s.index < t.end))
      .filter((x): x is Sentence => x !== undefined && weight(x) >= median)
      .sort((a, b) => weight(b) - weight(a))
      .slice(0, 6)
      .sort((a, b) => a.index - b.index);
    points = keyPointsSentence(
      best.map((x) => cleanSentence(x.text, lang)),
      lang,
    );
  }
  // Not a line that gives or takes a task ("I'll write up the notes …", "Kamu aja Rin, …"): the next steps name it.
  const central =
    ranked.find((s) => !PERSONAL[lang].test(s.text.toLowerCase()) && !handOuts.has(s.index)) ??
    (actionItems.length ? undefined : ranked[0]);
  const point = !decided && !points && central ? pointSentence(cleanSentence(central.text, lang), lang) : null;
  const next = actionsSentence(
    points ? actionItems.filter((a) => a.deadline !== SUMMARY_DEFAULTS[lang].deadline) : actionItems,
    lang,
  );
  return [intro, decided, points ?? point, next].filter((x): x is string => !!x).join(' ');
}

/** Sentences from which a meeting is long enough for its main points in the summary (about 15 minutes of talk). */
const LONG_MEETING = 120;

const PLATFORMS: Array<[RegExp, string]> = [
  [/\bzoom\b/i, 'Zoom'],
  [/\bgoogle meet\b|\bgmeet\b|meet\.google/i, 'Google Meet'],
  [/\b(?:microsoft|ms)\s+teams\b|\b(?:via|di|on|in)\s+teams\b/i, 'Microsoft Teams'],
];

/** Where the meeting happened, when the transcript says ("di ruang rapat Melati", "on Zoom"). */
function locationOf(text: string, lang: SummaryLanguage): string | null {
  for (const [re, name] of PLATFORMS) if (re.test(text)) return `Online (${name})`;
  const room =
    lang === 'id'
      ? text.match(/\b([Rr]uang (?:rapat|meeting)|[Bb]alai \p{Ll}+|[Aa]ula)(?:\s+(\p{Lu}[\p{L}\d]*))?/u)
      : text.match(/\b([Mm]eeting room|[Cc]onference room|[Bb]oardroom)(?:\s+(\p{Lu}[\p{L}\d]*|\d+))?/u);
  if (!room) return null;
  const kind = room[1]!.toLowerCase();
  return capitalize(room[2] ? `${kind} ${room[2]}` : kind);
}

/**
 * A long meeting's topics titled by their key phrase ("Energy source", "Speech recognition"): in hours of talk the
 * words that set a stretch apart are often one-off asides, a recurring noun phrase names its subject.
 */
function retitle(topics: TopicBlock[], phrases: PhraseIndex): void {
  const used = new Set<string>();
  for (const t of topics) {
    const best = keyPhrases(phrases, t.start, t.end, 1, used)[0];
    if (!best) continue;
    used.add(best.key);
    t.title = capitalize(best.text.replace(/^the\s+/, ''));
  }
}

export function summarizeLocally(input: ProviderInput): GeneratedSummary {
  const lang = input.summaryLanguage;
  const d = SUMMARY_DEFAULTS[lang];
  const spoken = turnsOf(input.text, input.segments);
  const speakers = [...new Set(spoken.map((t) => t.speaker).filter((s): s is string => !!s))];
  // Without speaker labels, the people are those the meeting addresses by name.
  const kin = speakers.length ? [] : kinCalled(spoken, lang);
  const addressed = speakers.length ? [] : [...namesFromAddress(spoken, lang), ...kin];
  const turns = withKinCalled(withNamesCapitalized(spoken, addressed), kin);
  const sentences = sentencesOf(turns, lang);
  const vocabulary = new Set<string>();
  for (const s of sentences) for (const w of words(s.text)) vocabulary.add(w.toLowerCase());
  const stemmer = new Stemmer(lang, vocabulary);
  // People said by name are not what the meeting is about ("Badges Marcus", "Nis takut").
  const people = [...speakers, ...addressed, ...Names.honorificNames(turns.map((t) => t.text).join('\n'))];
  const nameWords = new Set(people.flatMap((s) => s.toLowerCase().split(/\s+/)));
  // "Oh Bud, sekalian …": a short form of someone's name, said in address, is no subject either.
  for (const m of turns.flatMap((t) => [...t.text.matchAll(/(?<![\p{L}])\p{Lu}\p{Ll}{2,}(?=,)/gu)]))
    if (people.some((p) => nicknameOf(m[0], p))) nameWords.add(m[0].toLowerCase());
  const terms = termsOf(sentences, stemmer, lang, nameWords);
  const vectors = buildVectors(terms.map((t) => t.stems));
  const scores = textRank(vectors.vectors);
  const proper = properWords(sentences);
  const keys = (text: string) =>
    words(text)
      .map((w) => w.toLowerCase())
      .filter((w) => isContentWord(w, lang))
      .map((w) => stemmer.stem(w));
  const agenda = findAgenda(sentences, lang);
  const subjects = subjectsOf(sentences, lang);
  const planned = agenda ? agendaStarts(agenda, sentences, keys) : itemsAnnounced(subjects);
  const topics = segmentTopics(sentences, terms, vectors, scores, lang, proper, {
    agenda: planned,
    announcedAt: agenda?.sentence ?? -1,
  });
  const phrases = indexPhrases(sentences, stemmer, lang, proper);
  if (sentences.length >= LONG_MEETING && !planned) retitle(topics, phrases);
  const names = new Names(speakers, lang, addressed);
  const meeting = meetingDay(input.date, input.timeZone);
  const actions = extractActions(sentences, { lang, names, meeting, keys, subjects });
  const actionItems = actions.items;
  const participants = participantsOf(sentences, names, scores, actionItems, lang);
  const lastEnd = input.segments?.reduce((m, s) => Math.max(m, s.end ?? 0), 0) ?? 0;
  const duration = input.durationSeconds ?? (lastEnd > 0 ? lastEnd : undefined);
  const meetingInfo: MeetingInfo = {
    title: input.title?.trim() || d.title,
    date: meeting !== undefined ? formatDay(meeting, lang) : d.notMentioned,
    duration: duration !== undefined ? formatDuration(duration, lang) : d.notMentioned,
    location: input.location?.trim() || locationOf(input.text, lang) || d.notMentioned,
  };
  return GeneratedSummarySchema.parse({
    meetingInfo,
    summary: composeSummary(
      sentences,
      scores,
      vectors,
      topics,
      speakers,
      actions,
      lang,
      proper,
      agenda?.sentence ?? -1,
      phrases,
      new Set(subjects.map((x) => x.start)),
    ),
    topics: topics.map((t) => ({
      title: capitalize(stripFillers(t.title, lang)) || d.topic,
      points: t.points.map((p) => writtenPoint(p, lang)).filter((p) => words(p).length > 1),
    })),
    actionItems,
    participants,
    language: lang,
    generator: 'local',
  });
}

/** The local summariser as a provider (the default without an LLM key, and the fallback). */
export const localProvider: SummaryProvider = {
  name: 'local',
  summarize: async (input) => {
    input.signal?.throwIfAborted();
    return summarizeLocally(input);
  },
};
