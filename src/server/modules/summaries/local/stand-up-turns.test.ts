import { describe, expect, it } from 'vitest';
import { findDeadline } from './deadlines.js';
import { toDays } from './dates.js';
import { fromText, rows } from './summarize.test-support.js';

/**
 * A stand-up as a team really runs it (session 28): "when can you …?" answered with a day, the next step given with
 * "abis itu lo yang …", a request turned back to the one who asked ("mending lo yang ngomong"), and days said by the
 * hour or by the stand-up ("jam sepuluh nanti", "abis standup").
 */
describe('a product team stand-up', () => {
  const items = rows(
    fromText(
      [
        'Bayu: Pagi semua. Nad, fitur export PDF buat klien Maju Jaya gimana?',
        'Nadia: Tinggal rapihin layout tabelnya, Mas.',
        'Bayu: Oke. Bisa rilis ke production kapan?',
        'Nadia: Selasa bisa. Eh, Rabu deh, Mas, biar sempet dites dulu.',
        'Bayu: Oke, Rabu. Yud, abis itu lo yang update dokumentasinya ya.',
        'Yudi: Siap.',
        'Sinta: Btw tagihan bulan lalu dari Maju Jaya belum dibayar.',
        'Bayu: Sin, bisa tolong tagih ke finance mereka?',
        'Sinta: Bisa sih, tapi mending lo yang ngomong, Bay, lo kan yang deket sama direkturnya.',
        'Bayu: Oke, fair. Gue angkat di call jam dua nanti.',
        'Sinta: Sip. Satu lagi, sertifikat domain production expired minggu depan. Ada yang bisa perpanjang?',
        'Nadia: Gue aja, abis standup gue perpanjang sertifikat domain production.',
      ],
      'id',
      '2026-07-13',
    ),
  );

  it('"Bisa rilis ke production kapan?" — "Rabu deh": asked of whoever answers, with the day they settle on', () => {
    expect(items).toContainEqual(['Rilis ke production', 'Nadia', 'Rabu, 15 Juli 2026']);
  });

  it('"abis itu lo yang update …": the next step, for the one spoken to', () => {
    expect(items).toContainEqual(['Update dokumentasi', 'Yudi', 'Segera']);
  });

  it('"Bisa sih, tapi mending lo yang ngomong, Bay": turned back to the asker, who takes it with his day', () => {
    expect(items).toContainEqual(['Tagih ke finance mereka', 'Bayu', 'Senin, 13 Juli 2026']);
    expect(items.filter((i) => i[1] === 'Sinta')).toEqual([]);
  });

  it('"… ke production" and "… domain production" are two tasks, though both name production', () => {
    expect(items).toContainEqual(['Perpanjang sertifikat domain production', 'Nadia', 'Senin, 13 Juli 2026']);
  });
});

describe('days said by the hour or by the meeting', () => {
  const meeting = toDays({ y: 2026, m: 7, d: 13 });
  const day = (text: string) => findDeadline(text, 'id', meeting)?.display ?? null;

  it('"jam sepuluh nanti", "nanti jam 3": later today', () => {
    expect(day('Gue angkat di call jam sepuluh nanti.')).toBe('Senin, 13 Juli 2026');
    expect(day('nanti jam 3 saya kirim')).toBe('Senin, 13 Juli 2026');
  });

  it('"abis standup", "setelah daily": today', () => {
    expect(day('abis standup gue beresin')).toBe('Senin, 13 Juli 2026');
    expect(day('setelah daily aku cek')).toBe('Senin, 13 Juli 2026');
  });

  it('an hour without "nanti" names no day ("jam sepuluh saya ada call")', () => {
    expect(day('jam sepuluh saya ada call')).toBeNull();
  });
});

describe('a request turned back to the one who asked, in English', () => {
  const items = rows(
    fromText(
      [
        'Dana: Priya, could you chase the invoice with their finance team?',
        "Priya: I could, but you'd be better placed, you know their CFO.",
        "Dana: Fair. I'll raise it on my call with him tomorrow.",
        'Priya: Thanks.',
      ],
      'en',
      '2026-07-13',
    ),
  );

  it('the asker takes the task as it was asked, with the day of their promise', () => {
    expect(items).toEqual([['Chase the invoice with their finance team', 'Dana', 'Tuesday, 14 July 2026']]);
  });
});
