import { describe, expect, it } from 'vitest';
import { fromText, rows } from './summarize.test-support.js';

/** A school committee, typed with speaker labels, written for these rules (not from the tuning set). */
describe('a school committee meeting', () => {
  const lines = [
    'Bu Ani: Selamat sore Bapak Ibu, kita mulai ya. Hari ini kita bahas pentas seni dan seragam baru.',
    'Bu Ani: Pentas seni tanggal 20 Desember di aula. Pak Rudi, sound system-nya aman?',
    'Pak Rudi: Aman Bu, tapi mic wireless kita cuma dua. Saya pinjam dari SD sebelah aja, nanti Kamis saya ambil.',
    'Bu Ani: Oke. Terus MC-nya siapa?',
    'Bu Desi: Saya aja Bu, sama anak OSIS satu orang.',
    'Bu Ani: Sip.',
  ];

  it('"MC-nya siapa?" — "Saya aja Bu, sama anak OSIS …" is being the MC, with whom', () => {
    expect(rows(fromText(lines, 'id'))).toContainEqual([
      'Menjadi MC bersama anak OSIS satu orang',
      'Bu Desi',
      'Segera',
    ]);
  });

  it('"mic wireless kita cuma dua" — "saya pinjam dari SD sebelah" borrows the microphones', () => {
    expect(rows(fromText(lines, 'id'))).toContainEqual([
      'Pinjam mic wireless dari SD sebelah',
      'Pak Rudi',
      'Kamis, 26 November 2026',
    ]);
  });
});
