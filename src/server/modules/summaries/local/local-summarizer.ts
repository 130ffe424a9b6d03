import {
  SUMMARY_DEFAULTS,
  GeneratedSummarySchema,
  type GeneratedSummary,
  type MeetingInfo,
  type SummaryLanguage,
} from '../../../../shared/summary/normalize.js';
import type { ProviderInput, SummaryProvider } from '../types.js';
import { extractActions } from './actions.js';
import { namesFromAddress, withNamesCapitalized } from './address.js';
import { formatDay, formatDuration, meetingDay } from './dates.js';
import { Names } from './names.js';
import { participantsOf } from './participants.js';
import { capitalize, cleanSentence, sentencesOf, turnsOf, type Sentence } from './sentences.js';
import { addInto, buildVectors, cosine, cosineMaps, textRank } from './textrank.js';
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
const DECISION: Record<SummaryLanguage, RegExp> = {
  id: /\b(?:sepakat|disepakati|setuju|diputuskan|putuskan|kita pilih|kita tunda|keputusan)\b/,
  en: /\b(?:agreed|decided|decision|let's go with|we'll go with|we will go with)\b/,
};

const listJoin = (items: string[], lang: SummaryLanguage) => {
  const and = lang === 'id' ? 'dan' : 'and';
  if (items.length <= 2) return items.join(` ${and} `);
  return `${items.slice(0, -1).join(', ')}${lang === 'id' ? ',' : ''} ${and} ${items[items.length - 1]}`;
};
/** "Catatan rilis" reads "catatan rilis" inside a sentence; "Berlin" and "PDF" keep their capitals. */
const lowerTitle = (t: string, proper: Set<string>) =>
  /^\p{Lu}\p{Ll}/u.test(t) && !proper.has(t.split(' ')[0]!.toLowerCase()) ? t[0]!.toLowerCase() + t.slice(1) : t;
const endWithStop = (s: string) => (/[.!?…]["”’)]*$/.test(s) ? s : `${s}.`);

/**
 * The summary paragraph: who met about what (built from the speakers and topic titles), the most central sentences
 * (TextRank; the best of each topic first so a long meeting is covered end to end; near-duplicates skipped; in the
 * order they were said), and how many action items came out of it.
 */
function composeSummary(
  sentences: Sentence[],
  scores: Float64Array,
  vectors: ReturnType<typeof buildVectors>,
  topics: TopicBlock[],
  speakers: string[],
  actionCount: number,
  lang: SummaryLanguage,
  proper: Set<string>,
): string {
  const n = sentences.length;
  const want = n < 30 ? 3 : n < 80 ? 4 : 5;
  const candidates = sentences.filter((s) => isSubstantive(s, lang));
  // A summary reads as a report: "saya akan ..." out of context says little, a decision says much.
  // TextRank alone favours any tight cluster, a coffee digression included; closeness to the meeting as a whole
  // (the centroid of all sentences) keeps the summary on the meeting's subject.
  const centroid = new Map<number, number>();
  for (const v of vectors.vectors) addInto(centroid, v);
  const onSubject = (s: Sentence) => {
    const v = vectors.vectors[s.index]!;
    return cosineMaps(new Map(Array.from(v.ids, (id, k) => [id, v.weights[k]!])), centroid);
  };
  const weight = (s: Sentence) => {
    const t = s.text.toLowerCase();
    let w = scores[s.index]! * (0.2 + onSubject(s));
    if (PERSONAL[lang].test(t)) w *= 0.6;
    if (DECISION[lang].test(t)) w *= 1.5;
    return w;
  };
  const byScore = (a: Sentence, b: Sentence) => weight(b) - weight(a) || a.index - b.index;
  const chosen: Sentence[] = [];
  const take = (s: Sentence | undefined) => {
    if (!s || chosen.length >= want || chosen.includes(s)) return;
    if (chosen.some((c) => cosine(vectors.vectors[c.index]!, vectors.vectors[s.index]!) > 0.5)) return;
    chosen.push(s);
  };
  // Each topic's best sentence first (a long meeting is covered end to end), unless the topic is a digression
  // whose best sentence is weaker than the typical one.
  const median = candidates.map(weight).sort((a, b) => a - b)[Math.floor(candidates.length / 2)] ?? 0;
  const topicBest = topics
    .map((t) => candidates.filter((s) => s.index >= t.start && s.index < t.end).sort(byScore)[0])
    .filter((s): s is Sentence => s !== undefined && weight(s) >= median)
    .sort(byScore);
  topicBest.forEach(take);
  [...candidates].sort(byScore).forEach(take);

  const and = lang === 'id' ? ' dan ' : ' and ';
  const titles = topics
    .map((t) => lowerTitle(t.title.split(and)[0]!, proper))
    .filter((t, i, all) => t && all.indexOf(t) === i)
    .slice(0, 4);
  const people =
    speakers.length > 6
      ? [
          ...speakers.slice(0, 5),
          lang === 'id' ? `${speakers.length - 5} peserta lainnya` : `${speakers.length - 5} others`,
        ]
      : speakers;
  const intro =
    lang === 'id'
      ? `${people.length ? `Rapat ini dihadiri oleh ${listJoin(people, lang)}${titles.length ? ' dan' : ''}` : 'Rapat ini'}${titles.length ? ` membahas ${listJoin(titles, lang)}` : ''}.`
      : `${people.length ? `${listJoin(people, lang)} met${titles.length ? ' to discuss' : ''}` : titles.length ? 'The meeting covered' : 'The meeting took place'}${titles.length ? ` ${listJoin(titles, lang)}` : ''}.`;
  const body = chosen.sort((a, b) => a.index - b.index).map((s) => endWithStop(cleanSentence(s.text, lang)));
  const outro = !actionCount
    ? []
    : lang === 'id'
      ? [`Disepakati ${actionCount} tindak lanjut.`]
      : [`${actionCount} action item${actionCount > 1 ? 's were' : ' was'} agreed.`];
  const fallback = sentences.length ? [endWithStop(cleanSentence(sentences[0]!.text, lang))] : [];
  return [intro, ...(body.length ? body : fallback), ...outro].join(' ');
}

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

export function summarizeLocally(input: ProviderInput): GeneratedSummary {
  const lang = input.summaryLanguage;
  const d = SUMMARY_DEFAULTS[lang];
  const spoken = turnsOf(input.text, input.segments);
  const speakers = [...new Set(spoken.map((t) => t.speaker).filter((s): s is string => !!s))];
  // Without speaker labels, the people are those the meeting addresses by name.
  const addressed = speakers.length ? [] : namesFromAddress(spoken, lang);
  const turns = withNamesCapitalized(spoken, addressed);
  const sentences = sentencesOf(turns, lang);
  const vocabulary = new Set<string>();
  for (const s of sentences) for (const w of words(s.text)) vocabulary.add(w.toLowerCase());
  const stemmer = new Stemmer(lang, vocabulary);
  const nameWords = new Set(speakers.flatMap((s) => s.toLowerCase().split(/\s+/)));
  const terms = termsOf(sentences, stemmer, lang, nameWords);
  const vectors = buildVectors(terms.map((t) => t.stems));
  const scores = textRank(vectors.vectors);
  const proper = properWords(sentences);
  const topics = segmentTopics(sentences, terms, vectors, scores, lang, proper);
  const names = new Names(speakers, lang, addressed);
  const meeting = meetingDay(input.date, input.timeZone);
  const keys = (text: string) =>
    words(text)
      .map((w) => w.toLowerCase())
      .filter((w) => isContentWord(w, lang))
      .map((w) => stemmer.stem(w));
  const actionItems = extractActions(sentences, { lang, names, meeting, keys });
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
    summary: composeSummary(sentences, scores, vectors, topics, speakers, actionItems.length, lang, proper),
    topics: topics.map((t) => ({ title: t.title || d.topic, points: t.points })),
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
