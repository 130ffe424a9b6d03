import type { TimedSegment } from './speech.types.js';

/** A recognised word (punctuation attached, as the engine wrote it); times in seconds. */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

export interface UtteranceRules {
  /** Silence between two words at least this long (s) always ends an utterance. */
  pauseSeconds: number;
  /**
   * Once an utterance is this long (s), a sentence end (. ! ?) or a shorter pause (`shortPauseSeconds`) ends it too:
   * subtitles and click-to-seek want sentence-sized pieces, but "Yes. Okay." should not become two.
   */
  longSeconds: number;
  shortPauseSeconds: number;
  /** No utterance is longer than this (s) unless one word is: it is cut at its best boundary before it grows past. */
  maxSeconds: number;
}

/**
 * Speakers pause 0.2–0.4 s inside a sentence and longer between them; espeak-ng (the tests' speaker) pauses ~0.38 s
 * after a full stop. A subtitle line should stay readable: 18 s is already long for one cue.
 */
export const DEFAULT_UTTERANCE_RULES: UtteranceRules = {
  pauseSeconds: 0.5,
  longSeconds: 3,
  shortPauseSeconds: 0.3,
  maxSeconds: 18,
};

/** A word that ends a sentence: . ! ? … (also inside closing quotes or brackets), not "e.g" style inner dots. */
const SENTENCE_END = /[.!?…]["'”’)\]]*$/u;
const CLAUSE_END = /[,;:]["'”’)\]]*$/u;

const strength = (word: TimedWord) => (SENTENCE_END.test(word.text) ? 2 : CLAUSE_END.test(word.text) ? 1 : 0);

/**
 * Cuts timed words into utterances (one stored segment each): at pauses, at sentence ends once the utterance is long,
 * and before it exceeds the cap. Words keep their text (punctuation included) and are joined by single spaces; each
 * utterance runs from its first word's start to its last word's end. Words must be in time order.
 */
export function utterancesOf(
  words: readonly TimedWord[],
  rules: UtteranceRules = DEFAULT_UTTERANCE_RULES,
): TimedSegment[] {
  const out: TimedSegment[] = [];
  let current: TimedWord[] = [];
  const emit = (piece: TimedWord[]) => {
    if (!piece.length) return;
    out.push({ start: piece[0]!.start, end: piece[piece.length - 1]!.end, text: piece.map((w) => w.text).join(' ') });
  };

  for (const raw of words) {
    const text = raw.text.trim();
    if (!text) continue;
    const word = { text, start: raw.start, end: Math.max(raw.start, raw.end) };
    const prev = current[current.length - 1];
    if (prev) {
      const gap = word.start - prev.end;
      const length = prev.end - current[0]!.start;
      const ends =
        gap >= rules.pauseSeconds ||
        (length >= rules.longSeconds && (strength(prev) === 2 || gap >= rules.shortPauseSeconds));
      if (ends) {
        emit(current);
        current = [];
      } else if (word.end - current[0]!.start > rules.maxSeconds) {
        const at = bestCut(current, word, rules.maxSeconds);
        emit(current.slice(0, at));
        current = current.slice(at);
      }
    }
    current.push(word);
  }
  emit(current);
  return out;
}

/**
 * Where to cut `words` (which `next` would take past `max` seconds): the strongest boundary (sentence end, then
 * clause end, then the longest pause) among those that leave a first piece of at least a third of the cap, so the cut
 * does not produce a sliver. Returns the index the second piece starts at (words.length: cut before `next`).
 */
function bestCut(words: readonly TimedWord[], next: TimedWord, max: number): number {
  const start = words[0]!.start;
  let best = words.length;
  let bestScore = -Infinity;
  for (let j = 1; j <= words.length; j++) {
    const before = words[j - 1]!;
    if (before.end - start < max / 3) continue;
    const after = words[j] ?? next;
    // Strength dominates; among equals the longer pause wins, then the later position (fewer, longer pieces).
    const score = strength(before) * 1000 + Math.max(0, after.start - before.end) * 10 + j / (words.length + 1);
    if (score >= bestScore) {
      bestScore = score;
      best = j;
    }
  }
  return best;
}
