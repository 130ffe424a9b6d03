import { describe, expect, it } from 'vitest';
import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { fromText as textItems, rows } from './summarize.test-support.js';

/**
 * Small groups talking among themselves (a study group, a photo club, a shop): yes with a "but", and what the "but"
 * promises (issue 13).
 */

const DATE = '2026-12-07'; // a Monday
const fromText = (lines: string[], lang: SummaryLanguage) => textItems(lines, lang, DATE);

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
    expect(rows(items)).toEqual([['Kirim katalognya dulu ke kalian', 'Tia', 'Selasa, 15 Desember 2026']]);
  });
});
