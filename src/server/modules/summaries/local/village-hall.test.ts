import { describe, expect, it } from 'vitest';
import { fromText, rows } from './summarize.test-support.js';

/** A village hall committee, typed with speaker labels, written for these rules (not from the tuning set). */
describe('a village hall committee', () => {
  const items = () =>
    fromText(
      [
        'Sue: Right, shall we crack on? Three things: the summer fete, the hall roof and subs.',
        "Sue: Fete first. It's the 12th of July this year. We need someone on the tombola again.",
        "Dave: I'll do it if someone gets me the prizes sorted.",
        'Sue: Brilliant. The roof. The leak over the stage is getting worse.',
        "Tom: I've had one quote, eighteen hundred. Bit steep.",
        'Sue: Tom, can you get another two quotes before the next committee meeting?',
        'Tom: Will do.',
        'Sue: And subs. A few people still have not paid.',
        "Dave: I'll send a reminder email this weekend.",
      ],
      'en',
    );

  it('"we need someone on the tombola" — "I\'ll do it if …" is running the tombola, without the condition', () => {
    expect(rows(items())).toContainEqual(['Run the tombola', 'Dave', 'As soon as possible']);
  });

  it('"before the next committee meeting" and "this weekend" are when', () => {
    expect(rows(items())).toEqual(
      expect.arrayContaining([
        ['Get another two quotes', 'Tom', 'Before the next meeting'],
        ['Send a reminder email', 'Dave', 'Sunday, 29 November 2026'],
      ]),
    );
  });
});
