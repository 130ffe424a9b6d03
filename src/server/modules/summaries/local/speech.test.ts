import { describe, expect, it } from 'vitest';
import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { namesFromAddress } from './address.js';
import { leadingNounPhrase, taskFromObligation } from './handoff.js';
import { summarizeLocally } from './local-summarizer.js';

/** Speech as it is (issue 13): utterances, names only in address, requests answered by the next speaker. */

const DATE = '2026-11-23'; // a Monday
const segmentsOf = (lines: string[]) => lines.map((text, i) => ({ start: i * 5, end: i * 5 + 4, text }));

/** As the create route stores speech-to-text: segments, and one paragraph of text made of them. */
function fromSpeech(lines: string[], lang: SummaryLanguage) {
  return summarizeLocally({
    text: lines.join(' '),
    segments: segmentsOf(lines),
    date: DATE,
    summaryLanguage: lang,
  });
}
const fromText = (lines: string[], lang: SummaryLanguage) =>
  summarizeLocally({ text: lines.join('\n'), date: DATE, summaryLanguage: lang });

describe('speech without speaker labels', () => {
  const meeting = [
    'jadi gini bapak ibu hari ini kita bahas got mampet dan ronda malam',
    'pak hendra bisa koordinasi kerja bakti bersihin got',
    'bisa pak hari sabtu saya kumpulin warga',
    'mbak sari aja yang urus jadwal ronda yang baru ya kirim sebelum kamis',
    'oke siap',
    'tolong mas budi tagih iuran ke tiap rumah paling lambat tanggal 20 desember',
    'iya nanti saya keliling',
    'oke itu aja makasih bapak ibu',
  ];

  it('reads each segment as an utterance and finds the people from how they are addressed', () => {
    const s = fromSpeech(meeting, 'id');
    expect(s.participants.map((p) => p.name)).toEqual(['Pak Hendra', 'Mbak Sari', 'Mas Budi']);
    expect(namesFromAddress([{ speaker: null, text: 'thanks, leo' }], 'en')).toEqual(['Leo']);
    expect(namesFromAddress([{ speaker: null, text: 'makasih bu yanti' }], 'id')).toEqual(['Bu Yanti']);
    // A form of address in the middle of other words, once, is no name; laughter, "nya" and ke-…-an words neither.
    const said = (...texts: string[]) =>
      namesFromAddress(
        texts.map((text) => ({ speaker: null, text })),
        'id',
      );
    expect(said('ikut kak nasi padang rendang satu', 'udah kak keliatan', 'siap bang deadline nya kapan')).toEqual([]);
    expect(said('wah itu mahal pak hahaha', 'oke pak gas')).toEqual([]);
    expect(said('itu dipegang pak yusuf tetapi beliau cuti', 'nanti pak yusuf tetapi kembali senin')).toEqual([
      'Pak Yusuf',
    ]);
    expect(namesFromAddress([{ speaker: null, text: 'priya can you send it' }], 'en')).toEqual(['Priya']);
  });

  it('gives each request to the person asked, with the day the answer names, the name out of the task', () => {
    const items = fromSpeech(meeting, 'id').actionItems;
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Koordinasi kerja bakti bersihin got',
        assignee: 'Pak Hendra',
        deadline: 'Sabtu, 28 November 2026',
      }),
      expect.objectContaining({ assignee: 'Mbak Sari', deadline: 'Kamis, 26 November 2026' }),
      expect.objectContaining({
        task: 'Tagih iuran ke tiap rumah',
        assignee: 'Mas Budi',
        deadline: 'Minggu, 20 Desember 2026',
      }),
    ]);
    expect(items[1]!.task).toMatch(/^Urus jadwal ronda/);
    for (const i of items) expect(i.task.toLowerCase()).not.toMatch(/hendra|sari|budi/);
  });

  it('hands a task described before to the person named after it, in English too', () => {
    const s = fromSpeech(
      [
        'the new mic keeps clipping',
        'somebody has to return it to the shop omar that\u2019s yours',
        'fine i\u2019ll take it back on saturday',
      ],
      'en',
    );
    expect(s.actionItems).toEqual([
      expect.objectContaining({
        task: 'Return it to the shop',
        assignee: 'Omar',
        deadline: 'Saturday, 28 November 2026',
      }),
    ]);
  });
});

describe('informal requests and commitments with speakers', () => {
  it('reads "Bu X bisa …?" answered "Bisa, hari … saya …", "X aja yang …", "tolong X …" and "saya sendiri nanti yang …"', () => {
    const items = fromText(
      [
        'Wawan: ya langsung aja ya, hari ini kita bahas retur barang dan ongkir.',
        'Wawan: Bu Lia bisa update size chart di semua produk?',
        'Lia: Bisa, hari Rabu saya beresin.',
        'Wawan: Gilang aja yang urus perbandingan tarif ekspedisi, kirim hari Jumat ya.',
        'Gilang: oke siap.',
        'Wawan: tolong Rara bikin tiga video review produk.',
        'Rara: oke, besok aku shooting.',
        'Wawan: aku sendiri nanti yang balas komplain di marketplace, paling lambat besok.',
      ],
      'id',
    ).actionItems;
    expect(items.map((i) => [i.task, i.assignee, i.deadline])).toEqual([
      ['Update size chart di semua produk', 'Lia', 'Rabu, 25 November 2026'],
      ['Urus perbandingan tarif ekspedisi', 'Gilang', 'Jumat, 27 November 2026'],
      ['Bikin tiga video review produk', 'Rara', 'Selasa, 24 November 2026'],
      ['Balas komplain di marketplace', 'Wawan', 'Selasa, 24 November 2026'],
    ]);
  });

  it('reads a task handed over in the next sentence, with what "itu" was', () => {
    const items = fromText(
      [
        'Kevin: bug checkout masih kejadian di Android kan?',
        'Leo: iya, masih.',
        'Kevin: itu harus dibenerin sebelum release. Leo, take that as a follow-up ya.',
        'Leo: noted, aku fix besok pagi.',
      ],
      'id',
    ).actionItems;
    expect(items.map((i) => [i.task, i.assignee, i.deadline])).toEqual([
      ['Perbaiki bug checkout sebelum release', 'Leo', 'Selasa, 24 November 2026'],
    ]);
  });

  it('turns obligations into commands and finds what a pronoun points to', () => {
    expect(taskFromObligation('those have to be designed before handoff', 'error states', 'en')).toBe(
      'design error states before handoff',
    );
    expect(taskFromObligation('someone has to book it', null, 'en')).toBe('book it');
    expect(taskFromObligation('itu harus diupdate', 'dokumentasi api', 'id')).toBe('update dokumentasi api');
    expect(leadingNounPhrase('dokumentasi api juga udah ketinggalan jauh', 'id')).toBe('dokumentasi api');
    expect(leadingNounPhrase('the error states are missing though', 'en')).toBe('error states');
  });

  it('never takes chairing for a task ("let Mr. X continue")', () => {
    const items = fromText(
      [
        'Chair: Thank you. I will let Mr. Vis continue, and then we go to questions.',
        'Chair: Let Mr. Vis continue please.',
        'Vis: Thank you, Chair. I will send the committee the revised figures by Friday.',
      ],
      'en',
    ).actionItems;
    expect(items.map((i) => i.task)).toEqual(['Send the committee the revised figures']);
  });

  it('reads "ya udah, biar aku yang …", a request for "those" things without the deadline’s leftovers, and names "rantainya" in full', () => {
    const id = fromText(
      [
        'Nina: banyak rantai sepeda yang karatan.',
        'Agus: ya udah, biar aku yang cek semua rantainya, Rabu aku beresin.',
      ],
      'id',
    ).actionItems;
    expect(id.map((i) => [i.task, i.assignee, i.deadline])).toEqual([
      ['Cek semua rantai sepeda', 'Agus', 'Rabu, 25 November 2026'],
    ]);
    const en = fromText(
      [
        'Omar: yeah, we need the turnout numbers from the council.',
        'Ruth: Omar, could you get those and let me know by Wednesday?',
        'Omar: sure.',
      ],
      'en',
    ).actionItems;
    expect(en.map((i) => [i.task, i.assignee, i.deadline])).toEqual([
      ['Get the turnout numbers from the council', 'Omar', 'Wednesday, 25 November 2026'],
    ]);
  });

  it('reads "X, kamu bisa …?" answered with a day as a request', () => {
    const items = fromText(
      ['Irma: Rizal, kamu bisa order bahan tambal ke distributor?', 'Rizal: bisa dok, besok pagi saya order.'],
      'id',
    ).actionItems;
    expect(items.map((i) => [i.task, i.assignee, i.deadline])).toEqual([
      ['Order bahan tambal ke distributor', 'Rizal', 'Selasa, 24 November 2026'],
    ]);
  });
});
