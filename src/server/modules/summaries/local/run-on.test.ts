import { describe, expect, it } from 'vitest';
import { summarizeLocally } from './local-summarizer.js';
import { runOnPieces } from './run-on.js';
import { fromSpeech, rows } from './summarize.test-support.js';

/**
 * A meeting sent as one unpunctuated paragraph (speech-to-text joined into one line by an API client): read as the
 * same speech in segments would be, not as one run-on task (issue 13).
 */

const DATE = '2026-12-07'; // a Monday
const SAID = [
  'baik bapak ibu kita mulai rapat panitia malam ini',
  'selanjutnya soal pentas seni bu rina bagaimana',
  'susunan acara masih kami rapikan pak',
  'mohon susunan acara difinalkan hari kamis ini',
  'baik pak',
  'terus konsumsi gimana mas joko udah pesan belum',
  'belum pak saya masih bandingin harga',
  'ya sudah paling telat lusa sudah harus pesan ya',
  'siap pak nanti saya kirim fotonya',
  'sekian rapat malam ini terima kasih',
];

describe('one unpunctuated paragraph', () => {
  it('gives the tasks the same speech gives in segments, each its own size', () => {
    const paragraph = summarizeLocally({ text: SAID.join(' '), date: DATE, summaryLanguage: 'id' }).actionItems;
    expect(rows(paragraph)).toEqual(rows(fromSpeech(SAID, 'id', DATE)));
    expect(rows(paragraph)).toContainEqual(['Pesan konsumsi', 'Mas Joko', 'Rabu, 9 Desember 2026']);
    expect(Math.max(...paragraph.map((a) => a.task.split(' ').length))).toBeLessThan(10);
  });

  it('is cut only where an utterance opens, and only when long and unpunctuated', () => {
    expect(runOnPieces(SAID.join(' ')).slice(0, 4)).toEqual([
      'baik bapak ibu kita mulai rapat panitia malam ini',
      'selanjutnya soal pentas seni bu rina bagaimana susunan acara masih kami rapikan pak',
      'mohon susunan acara difinalkan hari kamis ini',
      'baik pak',
    ]);
    expect(runOnPieces('baik pak nanti saya kirim besok terus kita lanjut')).toHaveLength(1);
    const written = `${SAID.join('. ')}.`;
    expect(runOnPieces(written)).toEqual([written]);
  });
});

describe('one unpunctuated paragraph of Jakarta speech', () => {
  const SPRINT = [
    'oke kita mulai sprint planning ya',
    'sebelum itu makasih dulu buat yoga yang kemarin begadang benerin server',
    'yang paling urgent itu bug pembayaran di aplikasi kasir',
    'itu kayaknya gara gara update kemarin',
    'rudi lo bisa investigasi itu nggak',
    'bisa bang tapi gue butuh hp android lama buat repro',
    'di lemari qa ada kok tanya sinta aja',
    'oke rudi bug pembayaran target kamis udah ketemu penyebabnya ya',
    'siap kamis',
    'sinta regression test buat rilis dua kapan bisa',
    'kalau build nya masuk besok aku bisa beresin regression nya jumat bang fajar',
    'oke build nya gue pastiin masuk besok siang',
    'satu lagi panduan onboarding buat anak magang yang masuk senin depan',
    'siapa yang mau pegang',
    'gue aja bang sekalian gue jadi buddy nya',
    'oke yoga tapi sebelum dia masuk ya berarti jumat ini udah beres',
    'oke bubar',
  ];

  it('is cut where a name is asked, a question ends, a next item or a volunteer starts: the tasks of the segments', () => {
    const paragraph = summarizeLocally({ text: SPRINT.join(' '), date: DATE, summaryLanguage: 'id' }).actionItems;
    expect(rows(paragraph)).toEqual(rows(fromSpeech(SPRINT, 'id', DATE)));
    expect(paragraph.map((a) => a.assignee)).toEqual(['Rudi', 'Sinta', 'Bang Fajar', 'Yoga']);
  });
});

describe('one punctuated paragraph', () => {
  it('reads its sentences as the utterances: who volunteers, and whom the thanks names', () => {
    const text =
      'Oke teman-teman kita mulai rapat persiapan bazar ya. Rina tolong pesan tenda paling lambat hari Jumat. ' +
      'Soal spanduk, siapa yang mau pegang? Saya aja Bu, nanti saya pesan di percetakan dekat pasar. ' +
      'Oke makasih Dewi, spanduknya harus sudah terpasang Sabtu pagi ya.';
    const items = summarizeLocally({ text, date: DATE, summaryLanguage: 'id' }).actionItems;
    expect(rows(items)).toEqual([
      ['Pesan tenda', 'Rina', 'Jumat, 11 Desember 2026'],
      ['Pegang spanduk; pesan di percetakan dekat pasar', 'Dewi', 'Sabtu, 12 Desember 2026'],
    ]);
  });
});
