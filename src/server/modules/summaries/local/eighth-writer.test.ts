import { describe, expect, it } from 'vitest';
import { fromText, rows } from './summarize.test-support.js';

/**
 * Meetings by two more writers who had not seen the summariser (session 29, t1701–t1812 in the tuning set): a mosque
 * renovation, a motorbike workshop in Bandung, a catering kitchen, a hiking club, a family hardware shop, a batik
 * online shop, and in English an animal shelter, a theatre, a community garden, a food truck check-in, a rowing club,
 * a plumbing business and a parents' council. Their village and speech-to-text meetings are in
 * `village-speech.test.ts`.
 */
describe('a parents council: what nobody should do', () => {
  it('"please, nobody order a dunk tank this year" forbids; it is no task for anyone', () => {
    const items = rows(
      fromText(
        [
          'Dana: I can ask the shaved ice place on Main, I drive past it every day.',
          'Dr. Okafor: Sounds good. And please, nobody order a dunk tank this year.',
          'Luis: Ha. Never again.',
        ],
        'en',
        '2026-04-08',
      ),
    );
    expect(items.some(([task]) => /dunk tank/i.test(task))).toBe(false);
  });
});
