import { describe, expect, it } from 'vitest';
import { utterancesOf, type TimedWord } from './utterances.js';

/**
 * Words from a script: each entry is a word (0.3 s long, punctuation attached) or a number, the silence in seconds
 * before the next word; without a number words follow each other after 0.05 s.
 */
function spoken(...script: (string | number)[]): TimedWord[] {
  const words: TimedWord[] = [];
  let at = 0;
  let gap = 0;
  for (const item of script) {
    if (typeof item === 'number') {
      gap = item;
      continue;
    }
    at += words.length ? gap || 0.05 : 0;
    words.push({ text: item, start: at, end: at + 0.3 });
    at += 0.3;
    gap = 0;
  }
  return words;
}

const texts = (words: TimedWord[]) => utterancesOf(words).map((u) => u.text);

describe('utterancesOf', () => {
  it('cuts at a pause of half a second or more, keeping punctuation and word times', () => {
    const words = spoken('Good', 'morning,', 'everyone.', 0.6, 'The', 'budget', 'is', 'approved', 0.49, 'today.');
    const out = utterancesOf(words);
    expect(out.map((u) => u.text)).toEqual(['Good morning, everyone.', 'The budget is approved today.']);
    expect(out[0]).toMatchObject({ start: 0, end: words[2]!.end });
    expect(out[1]).toMatchObject({ start: words[3]!.start, end: words.at(-1)!.end });
  });

  it('does not split short sentences said in one breath, but cuts at a sentence end once the piece is long', () => {
    expect(texts(spoken('Yes.', 'Okay.', 'Thanks.'))).toEqual(['Yes. Okay. Thanks.']);
    // Ten words of 0.35 s: past three seconds, the next full stop ends the utterance even without a pause.
    const long = spoken(
      ...'We reviewed the plan for the mobile project in detail today.'.split(' '),
      ...'Next week the finance team sends the report.'.split(' '),
    );
    expect(texts(long)).toEqual([
      'We reviewed the plan for the mobile project in detail today.',
      'Next week the finance team sends the report.',
    ]);
    // Question and exclamation marks, also inside quotes, end sentences; a comma does not.
    const asked = spoken(...'Did the client say "we want a discount on all of it?"'.split(' '), 'Yes,', 'they', 'did!');
    expect(texts(asked)).toEqual(['Did the client say "we want a discount on all of it?"', 'Yes, they did!']);
  });

  it('cuts a long piece at a shorter pause when there is no punctuation (pocketsphinx)', () => {
    const words = spoken(...'the weather today is sunny and the meeting starts'.split(' '), 0.38, 'please', 'send');
    expect(texts(words)).toEqual(['the weather today is sunny and the meeting starts', 'please send']);
    // The same pause early in a piece is part of the sentence.
    expect(texts(spoken('well', 0.38, 'the', 'meeting', 'starts'))).toEqual(['well the meeting starts']);
  });

  it('never lets an utterance run past the cap: cuts at its strongest boundary', () => {
    // A minute of words without pause or punctuation, except one comma and one longer breath.
    const script: (string | number)[] = [];
    for (let i = 0; i < 170; i++) {
      if (i === 30) script.push(0.2);
      script.push(i === 40 ? 'word,' : `w${i}`);
    }
    const words = spoken(...script);
    const out = utterancesOf(words);
    expect(out.length).toBeGreaterThanOrEqual(4);
    for (const u of out) expect(u.end - u.start).toBeLessThanOrEqual(18);
    // The comma outranks the pause: the first piece ends on it.
    expect(out[0]!.text.endsWith('word,')).toBe(true);
    // Nothing lost, nothing repeated, in order.
    expect(out.flatMap((u) => u.text.split(' '))).toEqual(words.map((w) => w.text));
    for (let i = 1; i < out.length; i++) expect(out[i]!.start).toBeGreaterThanOrEqual(out[i - 1]!.end);
  });

  it('skips empty words and keeps a single word longer than the cap whole', () => {
    expect(utterancesOf([])).toEqual([]);
    expect(utterancesOf([{ text: '  ', start: 0, end: 1 }])).toEqual([]);
    expect(utterancesOf([{ text: 'hmm', start: 2, end: 40 }])).toEqual([{ start: 2, end: 40, text: 'hmm' }]);
    // An end before the start (bad engine times) becomes a zero-length word.
    expect(utterancesOf([{ text: 'a', start: 3, end: 2 }])).toEqual([{ start: 3, end: 3, text: 'a' }]);
  });
});
