import { describe, expect, it } from 'vitest';
import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { fromSpeech as speechItems, fromText as textItems, rows } from './summarize.test-support.js';

/**
 * Small groups talking among themselves (a study group, a photo club, a shop): yes with a "but", and what the "but"
 * promises (issue 13).
 */

const DATE = '2026-12-07'; // a Monday
const fromText = (lines: string[], lang: SummaryLanguage) => textItems(lines, lang, DATE);
const fromSpeech = (lines: string[], lang: SummaryLanguage) => speechItems(lines, lang, DATE);

describe('a photo club, typed', () => {
  it('"Boleh, tapi katalognya aku kirim dulu … tanggal 15" is a promise with its day; "Yaudah, gimana …" no topic', () => {
    const items = fromText(
      [
        'Rina: Pameran foto kamu kan tanggal 20. Udah siap belum, Tia?',
        'Tia: Belum bikin katalog sama sekali, hahaha.',
        'Rina: Yaudah, gimana kalau kita cek bareng tanggal 17?',
        'Tia: Boleh, tapi katalognya aku kirim dulu ke kalian tanggal 15 ya, biar kalian bisa kasih masukan.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Kirim katalog ke kalian', 'Tia', 'Selasa, 15 Desember 2026']]);
  });
});

describe('a family in speech', () => {
  it('"… gimana rafi udah pesan belum" — "belum om …" — "paling telat besok udah harus pesan ya" is Rafi\'s, due then', () => {
    const items = fromSpeech(
      [
        'terus tiket kereta ke malang gimana rafi udah pesan belum',
        'belum om aku masih bandingin harga',
        'ya udah paling telat besok udah harus pesan ya takut habis',
        'iya om siap nanti aku kirimin fotonya',
      ],
      'id',
    );
    // The answer is to it, not a task of the team's.
    expect(rows(items)).toEqual([['Pesan tiket kereta ke malang', 'Rafi', 'Selasa, 8 Desember 2026']]);
  });
});

describe('a dev team in speech', () => {
  it('"putri … kapan bisa" asks Putri and ends there; her "kalau … besok siang aku bisa … jumat" is due Friday', () => {
    const items = fromSpeech(
      [
        'oke mulai ya makasih putri kemarin udah bantu deploy',
        'putri dokumentasi api buat release baru kapan bisa',
        'kalau akses servernya dibuka besok siang aku bisa beresin dokumentasinya jumat',
        'oke sip',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Selesaikan dokumentasi api', 'Putri', 'Jumat, 11 Desember 2026']]);
  });
});

describe('a parish committee, typed', () => {
  it('keeps "Sunday\'s" in "a notice for Sunday\'s pew sheet", due that day', () => {
    const items = fromText(
      ["Gillian: Simon, could you do a notice about the bazaar for Sunday's pew sheet?", 'Simon: Of course.'],
      'en',
    );
    expect(rows(items)).toEqual([
      ["Do a notice about the bazaar for Sunday's pew sheet", 'Simon', 'Sunday, 13 December 2026'],
    ]);
  });
});

describe('a café, typed', () => {
  it('"Apakah perlu saya balas ulasannya?" — "Nggak, biar saya sendiri yang balas" is the one who answered', () => {
    const items = fromText(
      [
        'Bu Ratna: Ulasan pelanggan yang marah di Google Maps sudah dibaca semua ya.',
        'Mas Andi: Apakah perlu saya balas ulasannya, Bu?',
        'Bu Ratna: Nggak, biar saya sendiri yang balas. Lebih baik dari pemilik.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Balas ulasan pelanggan', 'Bu Ratna', 'Segera']]);
  });
});

describe('a volunteer who says what they will do', () => {
  it('"poster lomba siapa yang mau pegang?" — "aku aja, aku yang desain di Canva, Kamis jadi": designing it', () => {
    const items = fromText(
      [
        'Rani: poster lomba siapa yang mau pegang?',
        'Sinta: aku aja, aku yang desain posternya di Canva, Kamis draftnya jadi.',
        'Rani: sip.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Desain poster lomba', 'Sinta', 'Kamis, 10 Desember 2026']]);
  });
});

describe('a need said to the room, and a day set for a promise', () => {
  it('"laporan kas November harus masuk ke bendahara." — "itu gue aja. deadline-nya akhir bulan kan?"', () => {
    const items = fromText(
      [
        'Raka: oke satu lagi, laporan kas November harus masuk ke bendahara.',
        'Nadia: itu gue aja. deadline-nya akhir bulan kan?',
        'Raka: iya akhir bulan.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Kirim laporan kas November ke bendahara', 'Nadia', 'Kamis, 31 Desember 2026']]);
  });

  it('"gue bikin daftar tamu dulu aja" — "boleh. Kamis udah ada di gue ya Tom" — "siap, Kamis": due Thursday', () => {
    const items = fromText(
      [
        'Tommy: ya udah gue bikin daftar tamu dulu aja.',
        'Raka: boleh. Kamis udah ada di gue ya Tom, soalnya Jumat gue ketemu klien.',
        'Tommy: siap, Kamis.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Bikin daftar tamu', 'Tommy', 'Kamis, 10 Desember 2026']]);
  });
});

describe('who takes it, asked with a particle and answered with a title', () => {
  it('"terus yang umumkan ke warga lewat grup wa siapa ya" — "biar saya saja pak rt, nanti malam saya share"', () => {
    const items = fromSpeech(
      ['terus yang umumkan ke warga lewat grup wa siapa ya', 'biar saya saja pak rt nanti malam saya share di grup'],
      'id',
    );
    expect(items.map((i) => i.task)).toEqual([expect.stringMatching(/^Umumkan ke warga lewat grup WhatsApp/)]);
    expect(items[0]!.deadline).toBe('Senin, 7 Desember 2026');
  });
});
