import { describe, expect, it } from 'vitest';
import { fromSpeech, rows, speechSummary } from './summarize.test-support.js';

/**
 * Family talk names oneself by one's place in the family ("biar om aja, nanti om telepon", "nanti tante fotoin"):
 * read as "I", and as the one person the meeting calls so.
 */
describe('a kin title said as "I"', () => {
  const lines = [
    'oke jadi buat arisan keluarga bulan depan di rumah nenek',
    'terus undangan buat keluarga yang di medan siapa yang ngabarin',
    'om budi kan paling deket sama keluarga medan',
    'iya biar om aja nanti om telepon satu satu',
    'sari bisa bikin album foto keluarga buat nenek',
    'bisa tapi aku butuh foto foto lama yang di lemari tante rina',
    'nanti tante fotoin terus tante kirim lewat whatsapp hari rabu ya',
    'oke sar albumnya paling lambat kamis tanggal tiga ya',
    'siap',
  ];
  const items = () => rows(fromSpeech(lines, 'id', '2026-11-23'));

  it('"om budi kan paling deket …" — "iya biar om aja …": Om Budi takes what was asked', () => {
    expect(items()).toContainEqual(['Kabari undangan buat keluarga yang di medan', 'Om Budi', 'Segera']);
  });

  it('"nanti tante fotoin terus tante kirim …" is Tante Rina\'s, and the album keeps its own day', () => {
    expect(items()).toContainEqual(['Foto terus kirim lewat WhatsApp', 'Tante Rina', 'Rabu, 25 November 2026']);
    expect(items()).toContainEqual([expect.stringMatching(/^Bikin album foto/), 'Sari', 'Kamis, 3 Desember 2026']);
  });
});

describe('"biar X-nya aku …": let me, with the thing between', () => {
  it('"nggak apa apa pakde istirahat aja biar buahnya aku pesenin di toko langganan" — "wah makasih sinta"', () => {
    const items = fromSpeech(
      [
        'pakde kemarin katanya mau bawain buah buat keluarga pengantin ya pakde',
        'aduh kayaknya nggak jadi deh pakde lagi nggak enak badan maaf ya',
        'nggak apa apa pakde istirahat aja biar buahnya aku pesenin di toko langganan',
        'wah makasih sinta',
      ],
      'id',
      '2026-04-12',
    );
    expect(rows(items)).toEqual([['Pesankan buah di toko langganan', 'Sinta', 'Segera']]);
  });
});

describe('parents called "pa" and "ma", who speak of themselves as "papa" and "mama"', () => {
  const lines = [
    'jadi pulang kampung ke solo lebaran nanti naik bus aja ya pa',
    'iya bus aja tapi tiket bus buat tanggal dua puluh pasti cepet abis',
    'kak sinta kan jago pesen online hehe kak sinta aja yang beli',
    'ya udah deh aku yang beli',
    'tapi transfer duitnya dulu ya pa',
    'iya nanti papa transfer malam ini',
    'oleh oleh buat eyang gimana ma',
    'nanti mama yang beli bakpia di pasar hari sabtu',
    'oke udah ya mama mau masak dulu',
  ];
  const summary = () => speechSummary(lines, 'id', '2026-11-29');

  it('take part as Papa and Mama', () => {
    expect(summary().participants.map((p) => p.name)).toEqual(expect.arrayContaining(['Papa', 'Mama']));
  });

  it('"tapi transfer duitnya dulu ya pa" — "iya nanti papa transfer malam ini": the money for what runs out, his', () => {
    expect(rows(summary().actionItems)).toEqual([
      ['Beli tiket bus buat tanggal dua puluh', 'Kak Sinta', 'Segera'],
      ['Transfer uang tiket bus buat tanggal dua puluh', 'Papa', 'Minggu, 29 November 2026'],
      ['Beli bakpia di pasar', 'Mama', 'Sabtu, 5 Desember 2026'],
    ]);
  });
});

describe('a family that asks who, and answers by title', () => {
  it('"oke sip terus ngabarin saudara yang di solo siapa" — "om aja nanti om telepon satu satu"', () => {
    const items = fromSpeech(
      [
        'oke sip terus ngabarin saudara yang di solo siapa',
        'om aja nanti om telepon satu satu',
        'oke makasih om hendra',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Kabari saudara yang di solo', 'Om Hendra', 'Segera']]);
  });

  it('"kuenya tante aja deh yang pesen tante tau toko kue …": the cake, hers, without why she can', () => {
    const items = fromSpeech(
      ['iya tante lina aku udah tanya eyang', 'kuenya tante aja deh yang pesen tante tau toko kue yang enak'],
      'id',
    );
    expect(rows(items)).toEqual([['Pesan kue', 'Tante Lina', 'Segera']]);
  });
});

describe('put forward by name and told "you", then a yes that takes it', () => {
  it('"… siapa yang ngumpulin rina aja ya kamu kan yang paling rapi" — "iya deh aku yang ngumpulin tapi semua transfer ke aku …"', () => {
    const items = fromSpeech(
      [
        'oke terus uang arisannya siapa yang ngumpulin rina aja ya kamu kan yang paling rapi',
        'aduh pakde em iya deh aku yang ngumpulin tapi semua transfer ke aku paling lambat jumat ya',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Kumpulkan uang arisan', 'Rina', 'Jumat, 27 November 2026']]);
  });
});
