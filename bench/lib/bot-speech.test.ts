import { describe, expect, it } from 'vitest';
import { BOT_SENTENCES, captionLags, distinctiveWords, type SentenceMark } from './bot-speech.js';

describe('the bot benchmark’s speech timeline', () => {
  it('keeps for each sentence only the long words no other sentence has', () => {
    expect(distinctiveWords(['send the budget report', 'the budget meeting starts'])).toEqual([
      ['send', 'report'],
      ['meeting', 'starts'],
    ]);
    expect(distinctiveWords(BOT_SENTENCES).every((w) => w.length > 0)).toBe(true);
  });

  it('measures each sentence from its end to the first caption after its start holding one of its words', () => {
    const marks: SentenceMark[] = [
      { text: 'send the budget report', words: ['budget', 'report'], start: 1, end: 3 },
      { text: 'the meeting starts at ten', words: ['meeting', 'starts'], start: 4, end: 6 },
      { text: 'send the budget report', words: ['budget', 'report'], start: 7, end: 9 },
    ];
    const t0 = 1_000_000;
    const lags = captionLags(
      marks,
      [
        { at: t0 + 4_500, text: 'sent the budget report' },
        { at: t0 + 8_000, text: 'the meetings start' }, // no whole word of sentence 2
        { at: t0 + 10_200, text: 'budget reports' },
      ],
      t0,
    );
    // Sentence 1 → 1.5 s after its end; sentence 2 missed; sentence 3 (a repeat) is not matched by the first caption.
    expect(lags).toEqual({ lags: [1_500, 1_200], missed: 1 });
  });
});
