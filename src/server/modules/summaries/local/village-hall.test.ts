import { describe, expect, it } from 'vitest';
import { fromSpeech, fromText, rows } from './summarize.test-support.js';

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

describe('a neighbourhood watch meeting in speech', () => {
  const items = () =>
    fromSpeech(
      [
        'next the bins keep getting knocked over by foxes',
        'we could get those bungee cords for the lids',
        "good idea i'll order some online tonight",
        'thanks ahmed',
        'and the summer barbecue we need a date',
        "works for me i'll put a poll in the whatsapp group",
      ],
      'en',
    );

  it('"good idea, i\'ll order some online" orders some of the cords; "good idea" is no part of it', () => {
    expect(rows(items())).toContainEqual([
      'Order some bungee cords for the lids online',
      'Ahmed',
      'Tuesday, 24 November 2026',
    ]);
  });

  it('names the app as written ("WhatsApp")', () => {
    expect(items().map((i) => i.task)).toContain('Put a poll in the WhatsApp group');
  });
});

describe('a research group, typed, with titles', () => {
  const items = () =>
    fromText(
      [
        'Dr. Patel: Good morning. Two things today: the ethics submission and the lab move.',
        'Ms. Chen: The English consent form is done. The Bahasa translation is still with the translator.',
        'Dr. Patel: Ms. Chen, please chase the translator, we need it by Friday at the latest.',
        'Ms. Chen: Will do.',
        'Mr. Okafor: I can proofread the translation once it comes back, I speak some Bahasa.',
        'Dr. Patel: That would be great, thank you. The lab move. Facilities say the new room is ready on the 3rd.',
        'Dr. Patel: And someone has to label all the boxes.',
        "Ms. Chen: I'll do that with the students on Thursday.",
      ],
      'en',
    );

  it('a reason after a comma ("we need it", "I speak some Bahasa") is no part of the task', () => {
    expect(items().map((i) => i.task)).toEqual(
      expect.arrayContaining(['Chase the translator', 'Proofread the Bahasa translation once it comes back']),
    );
  });

  it('an offer taken up keeps no day said after the next item is named', () => {
    expect(rows(items())).toContainEqual([
      'Proofread the Bahasa translation once it comes back',
      'Mr. Okafor',
      'As soon as possible',
    ]);
  });

  it('"someone has to label all the boxes" — "I\'ll do that with the students" is the labelling', () => {
    expect(rows(items())).toContainEqual(['Label all the boxes', 'Ms. Chen', 'Thursday, 26 November 2026']);
  });
});
