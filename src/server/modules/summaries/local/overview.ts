import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { keyPhrases, type Phrase, type PhraseIndex } from './phrases.js';
import type { Sentence } from './sentences.js';
import type { TopicBlock } from './topics.js';

/**
 * The course of a long meeting in written sentences, as a minute-taker puts it: who presented what, then what the
 * group went on to discuss, stretch by stretch ("First, Marketing presented the user requirements and the market
 * survey. Then the team discussed the energy source and the buttons."). Subjects are key phrases, so no disfluent
 * line is pasted.
 */

const STEPS: Record<SummaryLanguage, string[]> = {
  en: ['First,', 'Then', 'After that,', 'Next,', 'Later,', 'Finally,'],
  id: ['Pertama,', 'Kemudian', 'Setelah itu,', 'Selanjutnya', 'Lalu', 'Terakhir,'],
};

const list = (items: string[], lang: SummaryLanguage) => {
  const and = lang === 'id' ? 'dan' : 'and';
  if (items.length <= 2) return items.join(` ${and} `);
  return `${items.slice(0, -1).join(', ')}${lang === 'id' ? ',' : ''} ${and} ${items[items.length - 1]}`;
};

/** Who did most of the talking in a stretch, when one person clearly did (a presentation): their name, else null. */
function presenter(sentences: Sentence[], start: number, end: number): string | null {
  const by = new Map<string, number>();
  let all = 0;
  for (let i = start; i < end; i++) {
    const s = sentences[i]!;
    all += s.wordCount;
    if (s.speaker) by.set(s.speaker, (by.get(s.speaker) ?? 0) + s.wordCount);
  }
  const [who, count] = [...by].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  return who && count >= 150 && count >= all * 0.5 ? who : null;
}

export interface OverviewInput {
  sentences: Sentence[];
  topics: TopicBlock[];
  index: PhraseIndex;
  lang: SummaryLanguage;
  /** Most stretches described. */
  maxSteps?: number;
}

/** "The meeting was about …" and one sentence per stretch of the meeting; empty when it found no subjects. */
export function overviewSentences({ sentences, topics, index, lang, maxSteps = 5 }: OverviewInput): string[] {
  const overall = keyPhrases(index, 0, sentences.length, 2);
  const used = new Set(overall.map((p) => p.key));
  const out: string[] = [];
  if (overall.length)
    out.push(
      lang === 'id'
        ? `Rapat ini terutama membahas ${list(
            overall.map((p) => p.text),
            lang,
          )}.`
        : `The meeting was mainly about ${list(
            overall.map((p) => p.text),
            lang,
          )}.`,
    );
  const blocks = [...topics].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, maxSteps);
  blocks.sort((a, b) => a.start - b.start);
  let step = 0;
  for (const b of blocks) {
    const phrases: Phrase[] = keyPhrases(index, b.start, b.end, 3, used);
    if (!phrases.length) continue;
    for (const p of phrases) used.add(p.key);
    const who = presenter(sentences, b.start, b.end);
    const lead = STEPS[lang][step === blocks.length - 1 && step > 0 ? STEPS[lang].length - 1 : Math.min(step, 4)]!;
    step++;
    const what = list(
      phrases.map((p) => p.text),
      lang,
    );
    out.push(
      lang === 'id'
        ? `${lead} ${who ? `${who} memaparkan` : 'tim membahas'} ${what}.`
        : `${lead} ${who ? `${who} gave a presentation on` : 'the team discussed'} ${what}.`,
    );
  }
  return out;
}
