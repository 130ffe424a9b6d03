import { describe, expect, it } from 'vitest';
import { fromSpeech, fromText, rows } from './summarize.test-support.js';

/**
 * Indonesian leaves out what everyone already knows: "Oke, besok saya cek." after the sound system was said to be
 * unchecked, "Nanti saya yang angkut hari Sabtu." after the folding chairs, "Saya bisa, Bu." to a job nobody had yet.
 * The minutes write the thing in (session 27, from a volunteers' meeting by a writer who had not seen the summariser).
 */
describe('a mosque committee that leaves its objects out', () => {
  const lines = [
    'Bu Lestari: Snack untuk pengajian Sabtu ini sudah dipesan ke Bu Wiwik, 80 kotak.',
    'Bu Lestari: Tapi yang ambil ke rumahnya belum ada.',
    'Mbak Dewi: Saya bisa, Bu. Sabtu pagi saya lewat sana.',
    'Bu Lestari: Alhamdulillah, makasih Mbak Dewi.',
    'Pak Yusuf: Sound system masjid juga belum dicek dari bulan lalu.',
    'Bu Lestari: Siapa yang paham sound?',
    'Pak Yusuf: Ya saya sih. Oke, besok saya cek.',
    'Mas Rudi: Kursi lipat ke masjid pakai mobil pick up saya aja. Nanti saya yang angkut hari Sabtu.',
    'Bu Lestari: Beres-beres aula kita kerjain bareng-bareng aja hari Jumat sore, semua dateng ya.',
    'Mas Rudi: Jam berapa, Bu?',
    'Bu Lestari: Jam tiga. Terus Mas Rudi, bisa cek genset sebelum Sabtu?',
    'Mas Rudi: Bisa, Bu, Kamis sore saya mampir.',
    'Pak Yusuf: Hahaha rajin.',
    'Bu Lestari: Oke, Kamis ya, Mas.',
  ];
  const items = rows(fromText(lines, 'id', '2026-10-06'));

  it('"yang ambil ke rumahnya belum ada" — "Saya bisa": the job, at the house of the one just named', () => {
    expect(items).toContainEqual(['Ambil ke rumah Bu Wiwik', 'Mbak Dewi', 'Sabtu, 10 Oktober 2026']);
  });

  it('"besok saya cek" checks what was said to be unchecked, two turns back', () => {
    expect(items).toContainEqual(['Cek sound system masjid', 'Pak Yusuf', 'Rabu, 7 Oktober 2026']);
  });

  it('"Nanti saya yang angkut" carries what the same speaker put first', () => {
    expect(items).toContainEqual(['Angkut kursi lipat ke masjid', 'Mas Rudi', 'Sabtu, 10 Oktober 2026']);
  });

  it('"X kita kerjain bareng-bareng aja hari Jumat" is the team\'s task, without "bareng" or "semua dateng"', () => {
    expect(items).toContainEqual(['Beres-beres aula', 'Tim', 'Jumat, 9 Oktober 2026']);
  });

  it('"Terus Mas Rudi, bisa …?" asks him; the day he answers, agreed after a laugh, is the day', () => {
    expect(items).toContainEqual(['Cek genset', 'Mas Rudi', 'Kamis, 8 Oktober 2026']);
  });

  it('and nothing else', () => {
    expect(items).toHaveLength(5);
  });
});

describe('speech where a laugh ends what one person said', () => {
  it('"… jago cari promo hehe mas budi aja yang beli": whose it is, and the tickets that run out', () => {
    const items = fromSpeech(
      [
        'jadi liburan ke bali naik pesawat ya',
        'oke tapi tiket pesawat buat tanggal dua puluh pasti cepet abis',
        'mas budi kan jago cari promo hehe mas budi aja yang beli',
        'oke deh aku yang beli nanti malam',
      ],
      'id',
      '2026-11-29',
    );
    expect(rows(items)).toEqual([
      ['Beli tiket pesawat buat tanggal dua puluh', 'Mas Budi', 'Minggu, 29 November 2026'],
    ]);
  });
});
