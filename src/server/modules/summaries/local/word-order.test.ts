import { describe, expect, it } from 'vitest';
import { fromText, rows } from './summarize.test-support.js';
import { asWrittenEn } from './word-order.js';

/** An English task as a colleague writes it down, not as it was said (issue 13). */
describe('English tasks as written', () => {
  it('"get X printed" is "print X", "have X done" is "finish X", "get X to Leo" is "send X to Leo"', () => {
    expect(asWrittenEn('Get those printed and up on the boards at the grocery stores')).toBe(
      'Print those and put them up on the boards at the grocery stores',
    );
    expect(asWrittenEn('Have them printed and on the table after the service')).toBe(
      'Print them and put them on the table after the service',
    );
    expect(asWrittenEn('Have the risk assessment done')).toBe('Finish the risk assessment');
    expect(asWrittenEn('Get the copy to Leo')).toBe('Send the copy to Leo');
    expect(asWrittenEn('Get the final figure to the print shop')).toBe('Send the final figure to the print shop');
  });

  it('leaves what is no such thing alone', () => {
    expect(asWrittenEn('Get Tom to call the venue')).toBe('Get Tom to call the venue');
    expect(asWrittenEn('Get two quotes for the marquee')).toBe('Get two quotes for the marquee');
    expect(asWrittenEn('Have a word with the caretaker')).toBe('Have a word with the caretaker');
  });

  it('in the minutes of a meeting', () => {
    const items = fromText(
      [
        'Linda: Grace, could you have the flyer done by Tuesday?',
        'Grace: Sure.',
        'Linda: Ahmed, can you get the flyers to the library by Friday?',
      ],
      'en',
    );
    expect(rows(items)).toEqual([
      ['Finish the flyer', 'Grace', 'Tuesday, 1 December 2026'],
      ['Send the flyers to the library', 'Ahmed', 'Friday, 27 November 2026'],
    ]);
  });
});
