import { describe, expect, it } from 'vitest';
import { meetingDay } from './dates.js';
import { findDeadline } from './deadlines.js';
import { fromText, rows } from './summarize.test-support.js';

// Tuesday, 24 November 2026.
const TUESDAY = meetingDay('2026-11-24');

describe('Indonesian deadlines against a Tuesday meeting', () => {
  it.each([
    ['kirim besok ya', 'besok', 'Rabu, 25 November 2026'],
    ['besok pagi saya kirim', 'besok pagi', 'Rabu, 25 November 2026'],
    ['lusa', 'lusa', 'Kamis, 26 November 2026'],
    ['hari ini juga', 'hari ini', 'Selasa, 24 November 2026'],
    ['nanti sore', 'nanti sore', 'Selasa, 24 November 2026'],
    ['cek sirupnya sebelum buka', 'sebelum buka', 'Selasa, 24 November 2026'],
    ['sebelum makan siang', 'sebelum makan siang', 'Selasa, 24 November 2026'],
    ['abis meeting ini aku update', 'abis meeting ini', 'Selasa, 24 November 2026'],
    ['paling lambat Jumat ya', 'Jumat', 'Jumat, 27 November 2026'],
    ["sebelum hari Jum'at", "hari Jum'at", 'Jumat, 27 November 2026'],
    ['Jumat ini', 'Jumat ini', 'Jumat, 27 November 2026'],
    ['hari Senin', 'hari Senin', 'Senin, 30 November 2026'],
    ['Selasa', 'Selasa', 'Selasa, 1 Desember 2026'],
    ['hari Minggu', 'hari Minggu', 'Minggu, 29 November 2026'],
    ['Jumat depan', 'Jumat depan', 'Jumat, 4 Desember 2026'],
    ['kirim laporannya weekend ini ya', 'weekend ini', 'Minggu, 29 November 2026'],
    ['wiken depan aja', 'wiken depan', 'Minggu, 6 Desember 2026'],
    ['Rabu minggu depan', 'Rabu minggu depan', 'Rabu, 2 Desember 2026'],
    ['minggu depan hari Rabu', 'minggu depan hari Rabu', 'Rabu, 2 Desember 2026'],
    ['akhir minggu ini', 'akhir minggu ini', 'Jumat, 27 November 2026'],
    ['akhir pekan depan', 'akhir pekan depan', 'Jumat, 4 Desember 2026'],
    ['akhir bulan', 'akhir bulan', 'Senin, 30 November 2026'],
    ['akhir bulan depan', 'akhir bulan depan', 'Kamis, 31 Desember 2026'],
    ['akhir Februari', 'akhir Februari', 'Minggu, 28 Februari 2027'],
    ['tanggal 5', 'tanggal 5', 'Sabtu, 5 Desember 2026'],
    ['tanggal 30', 'tanggal 30', 'Senin, 30 November 2026'],
    ['5 Desember', '5 Desember', 'Sabtu, 5 Desember 2026'],
    ['tgl 10 Des 2027', 'tgl 10 Des 2027', 'Jumat, 10 Desember 2027'],
    ['5 Januari', '5 Januari', 'Selasa, 5 Januari 2027'],
    ['Rabu, 2 Desember', 'Rabu, 2 Desember', 'Rabu, 2 Desember 2026'],
    ['dua minggu lagi', 'dua minggu lagi', 'Selasa, 8 Desember 2026'],
    ['dalam 3 hari', 'dalam 3 hari', 'Jumat, 27 November 2026'],
    ['seminggu lagi', 'seminggu lagi', 'Selasa, 1 Desember 2026'],
    ['minggu depan', 'minggu depan', 'Minggu depan (30 November – 6 Desember 2026)'],
    ['minggu ini', 'minggu ini', 'Minggu ini (23 – 29 November 2026)'],
    ['bulan depan', 'bulan depan', 'Bulan depan (Desember 2026)'],
    ['sebelum rapat berikutnya', 'sebelum rapat berikutnya', 'Sebelum rapat berikutnya'],
    ['secepatnya', 'secepatnya', 'Segera'],
    ['deadline-nya hari Kamis', 'hari Kamis', 'Kamis, 26 November 2026'],
  ])('%s', (text, phrase, display) => {
    const d = findDeadline(text, 'id', TUESDAY);
    expect(d?.phrase).toBe(phrase);
    expect(d?.display).toBe(display);
  });

  it('reads "dua kali seminggu" as a frequency, not a deadline', () => {
    expect(findDeadline('dua kali seminggu', 'id', TUESDAY)).toBeNull();
  });
});

describe('days of the month as speech-to-text writes them', () => {
  it.each([
    ['tolong selesai sebelum tanggal sepuluh ya', 'Kamis, 10 Desember 2026'],
    ['paling lambat kamis tanggal tiga ya', 'Kamis, 3 Desember 2026'],
    ['tanggal dua puluh lima', 'Rabu, 25 November 2026'],
    ['sebelum tanggal sebelas', 'Jumat, 11 Desember 2026'],
    ['tanggal tiga puluh', 'Senin, 30 November 2026'],
  ])('%s', (text, display) => {
    expect(findDeadline(text, 'id', TUESDAY)?.display).toBe(display);
  });
});

describe('English deadlines against a Tuesday meeting', () => {
  it.each([
    ['tomorrow', 'Wednesday, 25 November 2026'],
    ['by tomorrow morning', 'Wednesday, 25 November 2026'],
    ['the day after tomorrow', 'Thursday, 26 November 2026'],
    ['by Friday', 'Friday, 27 November 2026'],
    ['this Friday', 'Friday, 27 November 2026'],
    ['by Monday', 'Monday, 30 November 2026'],
    ['next Friday', 'Friday, 4 December 2026'],
    ["I'll send a reminder this weekend", 'Sunday, 29 November 2026'],
    ['by the weekend', 'Sunday, 29 November 2026'],
    ['next weekend', 'Sunday, 6 December 2026'],
    ['before the next committee meeting', 'Before the next meeting'],
    ['Wednesday next week', 'Wednesday, 2 December 2026'],
    ['by end of day Wednesday', 'Wednesday, 25 November 2026'],
    ['by EOD', 'Tuesday, 24 November 2026'],
    ['today', 'Tuesday, 24 November 2026'],
    ['restock the fridge before we open', 'Tuesday, 24 November 2026'],
    ["right after this meeting I'll send it", 'Tuesday, 24 November 2026'],
    ['end of the week', 'Friday, 27 November 2026'],
    ['by the end of next week', 'Friday, 4 December 2026'],
    ['end of the month', 'Monday, 30 November 2026'],
    ['end of April', 'Friday, 30 April 2027'],
    ['on the 5th', 'Saturday, 5 December 2026'],
    ['December 5th', 'Saturday, 5 December 2026'],
    ['5 December', 'Saturday, 5 December 2026'],
    ['the 3rd of January, 2027', 'Sunday, 3 January 2027'],
    ['in two weeks', 'Tuesday, 8 December 2026'],
    ['within 3 days', 'Friday, 27 November 2026'],
    ['next week', 'Next week (30 November – 6 December 2026)'],
    ['this week', 'This week (23 – 29 November 2026)'],
    ['next month', 'Next month (December 2026)'],
    ['before our next meeting', 'Before the next meeting'],
    ['by the next sync', 'Before the next meeting'],
    ['ASAP', 'As soon as possible'],
    ['circulate it by the fourth of December', 'Friday, 4 December 2026'],
    ['the fair on the fifth', 'Saturday, 5 December 2026'],
    ['by the twenty-first', 'Monday, 21 December 2026'],
    ['and their deadline is the twentieth', 'Sunday, 20 December 2026'],
    ["the deadline's the 23rd", 'Wednesday, 23 December 2026'],
    ['December the 4th', 'Friday, 4 December 2026'],
    ['by Monday week', 'Monday, 7 December 2026'],
    ['by a week on Friday', 'Friday, 4 December 2026'],
  ])('%s', (text, display) => {
    expect(findDeadline(text, 'en', TUESDAY)?.display).toBe(display);
  });

  it('reads an ordinal word as a day only where a day fits', () => {
    for (const text of ['review the third one', 'put together the first draft', 'the second round went well'])
      expect(findDeadline(text, 'en', TUESDAY)).toBeNull();
  });

  it('does not read the modal "may" as the month', () => {
    expect(findDeadline('we may 5 times check', 'en', TUESDAY)).toBeNull();
    expect(findDeadline('by May 5', 'en', TUESDAY)?.display).toBe('Wednesday, 5 May 2027');
    // Said so, "may" can only be the month, even as speech-to-text writes it.
    expect(findDeadline('send it by the fifth of may', 'en', TUESDAY)?.display).toBe('Wednesday, 5 May 2027');
    expect(findDeadline('send it by may the 5th', 'en', TUESDAY)?.display).toBe('Wednesday, 5 May 2027');
  });
});

describe('a weekday and its date, and a weekday that comes round', () => {
  it('"Friday the 4th", "Jumat, tanggal 4": the date says which Friday', () => {
    expect(findDeadline("I'll have a first pass to you by Friday the 4th.", 'en', TUESDAY)?.display).toBe(
      'Friday, 4 December 2026',
    );
    expect(findDeadline('kirim Jumat, tanggal 4 ya', 'id', TUESDAY)?.display).toBe('Jumat, 4 Desember 2026');
  });

  it('"wednesday december ninth", as speech-to-text writes it: the date says which Wednesday; "may first" is no date', () => {
    expect(findDeadline('next meeting is wednesday december ninth same time', 'en', TUESDAY)?.display).toBe(
      'Wednesday, 9 December 2026',
    );
    expect(findDeadline('send it out by january twenty-first', 'en', TUESDAY)?.display).toBe(
      'Thursday, 21 January 2027',
    );
    expect(findDeadline('we may first check the list', 'en', TUESDAY)).toBeNull();
    expect(findDeadline('run it by Jan first', 'en', TUESDAY)).toBeNull();
    expect(findDeadline('check with april first thing', 'en', TUESDAY)).toBeNull();
  });

  it('"setiap Selasa dan Kamis", "every Monday" are no deadline', () => {
    expect(findDeadline('Saya buka setiap Selasa dan Kamis sepulang sekolah.', 'id', TUESDAY)).toBeNull();
    expect(findDeadline('we meet every Monday and Thursday', 'en', TUESDAY)).toBeNull();
    expect(findDeadline('tiap Jumat saya cek, kirim laporannya Senin', 'id', TUESDAY)?.display).toBe(
      'Senin, 30 November 2026',
    );
  });
});

describe('without the meeting date', () => {
  it('keeps the phrase, tidied, unless it names a full date', () => {
    expect(findDeadline('paling lambat jumat ya', 'id')?.display).toBe('Jumat');
    expect(findDeadline('minggu depan', 'id')?.display).toBe('Minggu depan');
    expect(findDeadline('tanggal 5 desember', 'id')?.display).toBe('Tanggal 5 Desember');
    expect(findDeadline('5 Desember 2026', 'id')?.display).toBe('Sabtu, 5 Desember 2026');
    expect(findDeadline('by next Friday', 'en')?.display).toBe('Next Friday');
  });
});

describe('meetingDay', () => {
  it('reads a plain date, and a date-time in a time zone', () => {
    expect(meetingDay('2026-11-24')).toBe(TUESDAY);
    // 20:00 UTC on the 24th is already the 25th in Jakarta.
    expect(meetingDay('2026-11-24T20:00:00Z', 'Asia/Jakarta')).toBe(TUESDAY! + 1);
    expect(meetingDay('2026-11-24T20:00:00Z')).toBe(TUESDAY);
    expect(meetingDay('nonsense')).toBeUndefined();
    expect(meetingDay('2026-02-30')).toBeUndefined();
  });
});

describe('a time ruled out, and a day said for what the task leads to', () => {
  it('"jangan minggu ini" and "not this week" are no deadline', () => {
    expect(findDeadline('bisa sih mbak tapi jangan minggu ini ya, minggu depan gimana', 'id', TUESDAY)?.display).toBe(
      'Minggu depan (30 November – 6 Desember 2026)',
    );
    expect(findDeadline('sure, but not this week, maybe next week', 'en', TUESDAY)?.display).toBe(
      'Next week (30 November – 6 December 2026)',
    );
  });

  it('"nggak besok ya, kamis aja" rules tomorrow out; "bisa nggak besok?" asks whether it can be tomorrow', () => {
    expect(findDeadline('bisa mas tapi nggak besok ya kamis sore aja saya kuras', 'id', TUESDAY)?.display).toBe(
      'Kamis, 26 November 2026',
    );
    expect(findDeadline('pak joko bisa nggak besok ambil tenda', 'id', TUESDAY)?.display).toBe(
      'Rabu, 25 November 2026',
    );
    // "nggak" that asks or weighs rules nothing out.
    for (const asked of ['jadi nggak besok?', 'kalau nggak besok ya lusa', 'mas ada waktu nggak besok pagi?'])
      expect(findDeadline(asked, 'id', TUESDAY)?.display).toBe('Rabu, 25 November 2026');
  });

  it('"sebelum internal review" is by an event the meeting named', () => {
    expect(findDeadline('tolong kelarin sebelum internal review ya', 'id', TUESDAY)).toEqual(
      expect.objectContaining({ kind: 'text', display: 'Sebelum internal review' }),
    );
  });

  it('a day after "supaya/so that" is marked as the purpose; the answer\'s own day then wins', () => {
    expect(findDeadline('minta rinciannya ke Pak Karyo, supaya Senin depan bisa kita putuskan', 'id', TUESDAY)).toEqual(
      expect.objectContaining({ display: 'Senin, 30 November 2026', purpose: true }),
    );
    const items = fromText(
      [
        'Pak Sholeh: Kalau begitu tolong Pak Darto minta rincian harga keramiknya ke Pak Karyo, supaya Senin depan bisa kita putuskan.',
        'Pak Darto: Insya Allah, Pak. Hari Sabtu saya mampir ke rumahnya.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Minta rincian harga keramiknya ke Pak Karyo', 'Pak Darto', 'Sabtu, 28 November 2026'],
    ]);
  });
});
