import { describe, expect, it } from 'vitest';
import { fromSpeech, rows } from './summarize.test-support.js';

/**
 * A stand-up in speech, without speaker labels (issue 13): the word is handed round by name ("marcus you wanna
 * start", "cool leo"), and "can you …" with no name is asked of whoever holds it.
 */
describe('a stand-up round in speech', () => {
  it('"can you have an answer by …" is asked of the one handed the word, about what they are looking at', () => {
    const lines = [
      'morning everyone lets keep this quick',
      'dana you wanna start',
      'yeah so yesterday i shipped the invoice export',
      'today im looking at the slow search queries',
      'they time out on the big accounts',
      'do you know why',
      'probably a missing index but not sure yet',
      'okay can you have an answer by end of day tomorrow',
      'yep',
      'cool omar',
      'i finished the signup page',
    ];
    expect(rows(fromSpeech(lines, 'en'))).toEqual([
      ['Have an answer (slow search queries)', 'Dana', 'Wednesday, 25 November 2026'],
    ]);
  });

  it('with nobody handed the word, "can you …" stays with the team', () => {
    const lines = [
      'morning everyone lets keep this quick',
      'the search queries time out on the big accounts',
      'okay can you have an answer by end of day tomorrow',
      'yep',
    ];
    expect(rows(fromSpeech(lines, 'en'))).toEqual([['Have an answer', 'Team', 'Wednesday, 25 November 2026']]);
  });
});

describe('a quick sync in speech: who holds what, and who is to review it', () => {
  const lines = [
    'oke guys quick sync soal launching aplikasi',
    'yang belum itu banner sama press release',
    'banner dodi yang pegang ya bisa kan dod',
    'bisa kak on it kamis sore aku upload ke drive',
    'press release tadinya mau aku kerjain tapi nggak kekejar',
    'ya udah sinta yang take over press releasenya',
    'noted kak rabu aku kirim draft pertamanya',
    'nanti sebelum masuk website tolong direview sama mas bima',
    'sure nanti aku review begitu sinta kirim',
    'oke thanks all',
  ];

  it('"banner dodi yang pegang ya bisa kan dod" names Dodi; "bisa kak on it … aku upload ke drive" is his', () => {
    expect(rows(fromSpeech(lines, 'id', '2026-11-23'))).toContainEqual([
      'Upload banner ke drive',
      'Dodi',
      'Kamis, 26 November 2026',
    ]);
  });

  it('"tolong direview sama mas bima" is asked of Mas Bima, and his "sure nanti aku review …" is the same task', () => {
    const items = rows(fromSpeech(lines, 'id', '2026-11-23'));
    expect(items.filter(([, who]) => who === 'Mas Bima')).toEqual([
      ['Review nanti sebelum masuk website', 'Mas Bima', 'Segera'],
    ]);
    expect(items.map(([, who]) => who)).not.toContain('Tim');
  });
});

describe('a request in speech, and when it will be done', () => {
  it('"lo bisa bikin … nggak sama …" drops the "or not"; "nadine moodboardnya kira kira kelar kapan" dates it', () => {
    const lines = [
      'oke guys quick sync soal pitch yang tanggal empat belas',
      'nadine lo bisa bikin moodboard nggak sama tiga opsi key visual',
      'bisa kak tapi aku butuh insight dulu dari tim strategy',
      'oke jo lo kirimin consumer insight ke nadine ya paling telat rabu',
      'siap kak rabu pagi udah gue drop di folder',
      'oke terus nadine moodboardnya kira kira kelar kapan',
      'jumat ya kak biar weekend bisa direview',
      'noted',
    ];
    expect(rows(fromSpeech(lines, 'id', '2026-10-05'))).toContainEqual([
      'Bikin moodboard sama tiga opsi key visual',
      'Nadine',
      'Jumat, 9 Oktober 2026',
    ]);
  });
});

describe('what is left for someone to do', () => {
  it('"caption nya udah aku revisi … tinggal di approve kak mira" — "oke nanti aku review …" reviews the caption', () => {
    const lines = [
      'oke kita mulai ya soal kampanye minggu depan',
      'anya bisa revisi poster nya sebelum senin',
      'bisa kak',
      'caption nya udah aku revisi tadi pagi tinggal di approve kak mira',
      'oke nanti aku review abis meeting ini',
      'sip',
    ];
    expect(rows(fromSpeech(lines, 'id', '2026-11-23'))).toContainEqual([
      'Review caption',
      'Kak Mira',
      'Senin, 23 November 2026',
    ]);
  });
});

/** A product sync as speech-to-text, written for these rules (not from the tuning set). */
describe('a product sync in speech', () => {
  const items = () =>
    fromSpeech(
      [
        'okay let us do a quick sync before lunch',
        'so the landing page redesign is mostly done',
        'i still need the final copy from marketing',
        'jenny can you chase marketing for the copy today',
        "yeah i'll ping them after this",
        'the numbers on the analytics dashboard look off since the migration',
        'tariq you built the pipeline right can you take a look',
        "sure i'll check the event counts tomorrow morning",
        'great also we need someone to write the release notes for version three',
        "i can do that i'll have a draft by thursday",
        'thanks priya',
        'the office wifi keeps dropping',
        "i'll call the landlord about it",
      ],
      'en',
    );

  it('"can you chase marketing" — "i\'ll ping them after this" is one task, getting in touch once', () => {
    expect(items().filter((i) => i.assignee === 'Jenny')).toEqual([
      expect.objectContaining({ task: expect.stringMatching(/^Chase marketing for the (?:final )?copy$/) }),
    ]);
  });

  it('"tariq you built the pipeline right can you take a look" asks Tariq', () => {
    expect(rows(items())).toContainEqual(['Check the event counts', 'Tariq', 'Wednesday, 25 November 2026']);
  });

  it('"i can do that i\'ll have a draft by thursday" takes the release notes, due Thursday', () => {
    expect(rows(items())).toContainEqual([
      'Write the release notes for version three',
      'Priya',
      'Thursday, 26 November 2026',
    ]);
  });

  it('"call the landlord about it" after "the office wifi keeps dropping" is about the wifi', () => {
    expect(items().map((i) => i.task)).toContain('Call the landlord about the office wifi');
  });
});
