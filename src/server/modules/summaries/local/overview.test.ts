import { describe, expect, it } from 'vitest';
import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { plausibleTask } from './plausible-task.js';
import { summarizeLocally } from './local-summarizer.js';
import { overviewSentences } from './overview.js';
import { indexPhrases, keyPhrases } from './phrases.js';
import { stripFillers } from './prose.js';
import { sentencesOf, turnsOf } from './sentences.js';
import { Stemmer, words } from './tokens.js';

const indexed = (text: string, lang: SummaryLanguage) => {
  const sentences = sentencesOf(turnsOf(text), lang);
  const vocabulary = new Set(sentences.flatMap((s) => words(s.text).map((w) => w.toLowerCase())));
  return { sentences, index: indexPhrases(sentences, new Stemmer(lang, vocabulary), lang) };
};

// A design meeting's hour, compressed: a presentation, then talk about the case and the buttons.
const presentation = Array.from(
  { length: 6 },
  (_, i) =>
    `Industrial Designer: So the energy source is the first thing, um, we could use a kinetic battery or the solar cells, and the energy source has to fit the case number ${i + 1}, and I think the solar cells are too expensive for the energy source, so the kinetic battery is what I would choose for the energy source.`,
);
const discussion = Array.from({ length: 8 }, (_, i) =>
  i % 2
    ? `Marketing: Yeah the rubber buttons feel nice, and the rubber buttons are cheap, so I'd keep the rubber buttons on the case ${i}.`
    : `Project Manager: Right, and the scroll wheel, uh, the scroll wheel could go on the side next to the rubber buttons, I mean the scroll wheel is what people like ${i}.`,
);
const meeting = [...presentation, ...discussion].join('\n');

describe('key phrases and the course of a long meeting', () => {
  it('finds recurring noun phrases, with the article the meeting uses, and no verb opening them', () => {
    const { sentences, index } = indexed(
      [
        'Tom: We include voice recognition. We include voice recognition again. The remote control needs voice recognition.',
        'Ann: The remote control is small. I like the remote control. We should change the colour. The colour is red. Keep the colour.',
      ].join('\n'),
      'en',
    );
    const phrases = keyPhrases(index, 0, sentences.length, 5).map((p) => p.text);
    expect(phrases).toContain('the remote control');
    expect(phrases).toContain('voice recognition');
    expect(phrases).toContain('the colour');
    expect(phrases.some((p) => /include|change/.test(p))).toBe(false);
    // A single word said only twice is talk, not a subject; a compound said twice is one.
    const twice = indexed(
      'Ann: The budget is fine. The budget is tight. The cost model is fine. The cost model is new.',
      'en',
    );
    expect(keyPhrases(twice.index, 0, twice.sentences.length, 5).map((p) => p.text)).toEqual(['the cost model']);
  });

  it('says who presented what and what the team discussed, in written words', () => {
    const { sentences, index } = indexed(meeting, 'en');
    const out = overviewSentences({
      sentences,
      topics: [
        { start: 0, end: presentation.length, title: '', points: [] },
        { start: presentation.length, end: sentences.length, title: '', points: [] },
      ],
      index,
      lang: 'en',
    });
    expect(out.join(' ')).toMatch(
      /^The meeting was mainly about the energy source\b.*Industrial Designer gave a presentation on [^.]*the kinetic battery/,
    );
    expect(out.join(' ')).toMatch(/the team discussed [^.]*(?:the rubber buttons|the scroll wheel)/);
    expect(out.join(' ')).not.toMatch(/\b(?:um|uh|I mean)\b/);
  });

  it('writes a long meeting summary from those phrases, never its disfluent lines', () => {
    const long = Array.from({ length: 12 }, () => meeting).join('\n');
    const s = summarizeLocally({ text: long, summaryLanguage: 'en' });
    expect(s.summary).toMatch(/gave a presentation on|the team discussed/);
    expect(s.summary).not.toMatch(/\b(?:um|uh|yeah|I mean)\b/i);
    expect(s.topics.map((t) => t.title).join(' ')).not.toMatch(/\b(?:um|uh|include)\b/i);
  });
});

describe('spoken English cleaned for the minutes', () => {
  it('drops stutters, broken-off words and spoken contractions', () => {
    expect(stripFillers('we agreed to make to make the the titanium case', 'en')).toBe(
      'we agreed to make the titanium case',
    );
    expect(stripFillers('e everyone is gonna use a w scroll wheel', 'en')).toBe(
      'everyone is going to use a scroll wheel',
    );
    // Indonesian says a word twice on purpose ("anak anak"); a repeated phrase is still a stutter.
    expect(stripFillers('anak anak di kantor di kantor', 'id')).toBe('anak anak di kantor');
  });

  it('keeps instructions as tasks and drops talk that only looks like one', () => {
    expect(plausibleTask('Have the flyers printed before the fair', 'en')).toBe(true);
    expect(plausibleTask('Send the quote to the client', 'en')).toBe(true);
    expect(plausibleTask('Um, let me just say a couple things', 'en')).toBe(false);
    expect(plausibleTask('First uh I will tell you something about the findings', 'en')).toBe(false);
    expect(plausibleTask('Give you a clear illustration', 'en')).toBe(false);
    expect(plausibleTask('Have to be sitting down with my boss', 'en')).toBe(false);
    expect(plausibleTask('How would you interpret that', 'en')).toBe(false);
    expect(plausibleTask('Put them in in a minute uh you know', 'en')).toBe(false);
    expect(plausibleTask('Kirim laporan ke Bu Sari', 'id')).toBe(true);
  });

  it('prefers a phrase of two words said half as often as a single word ("the kinetic battery" before "the colour")', () => {
    const line = 'Ann: The kinetic battery is small. The colour is fine. The colour is red.';
    const { sentences, index } = indexed([line, line, line].join('\n'), 'en');
    expect(keyPhrases(index, 0, sentences.length, 1).map((p) => p.text)).toEqual(['the kinetic battery']);
  });

  it('names no coded speaker labels ("PhD A", "Speaker 2") among those who met', () => {
    const text = ['PhD A: The budget is fine.', 'Speaker 2: The budget is fine too.', 'Sarah: Good, the budget stays.'];
    const summary = summarizeLocally({ text: text.join('\n'), summaryLanguage: 'en' }).summary;
    expect(summary).toMatch(/^Sarah met/);
    expect(summary).not.toMatch(/PhD A|Speaker 2/);
  });
});
