import { describe, expect, it } from 'vitest';
import { fromSpeech, fromText, rows, speechSummary } from './summarize.test-support.js';

/**
 * Speech-to-text cuts a request into segments by time: the second step ("terus kirim ke saya paling lambat kamis"),
 * said as its own segment, is still part of the request and carries its day (issue 13).
 */
describe('a request in two steps, as speech-to-text gives it', () => {
  it('"tolong …" — "terus kirim ke saya paling lambat kamis" gives the request its day', () => {
    const items = fromSpeech(
      [
        'oke lanjut soal stok gudang',
        'mbak dewi tolong rekap barang yang sudah kedaluwarsa',
        'terus kirim ke saya paling lambat kamis ya',
        'siap pak',
      ],
      'id',
    );
    expect(items).toEqual([expect.objectContaining({ assignee: 'Mbak Dewi', deadline: 'Kamis, 26 November 2026' })]);
    expect(items[0]!.task).toMatch(/^Rekap barang yang sudah kedaluwarsa/);
  });

  it('English: "could you …" — "and then send it to me by friday"', () => {
    const items = fromSpeech(
      [
        'next the supplier invoices',
        'sam could you check the march invoices',
        'then email them to me by friday',
        'sure',
      ],
      'en',
    );
    expect(items).toEqual([expect.objectContaining({ assignee: 'Sam', deadline: 'Friday, 27 November 2026' })]);
  });

  it('"lo telpon vendor hari ini kalau harganya cocok" — "langsung transfer dp nya": one request', () => {
    const items = fromSpeech(
      ['ya udah dika lo telpon vendor tenda hari ini kalau harganya cocok', 'langsung transfer dp nya', 'siap kak'],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Telepon vendor tenda kalau harganya cocok, langsung transfer dp nya', 'Dika', 'Selasa, 24 November 2026'],
    ]);
  });

  it('a new subject after "terus" stays its own sentence', () => {
    const items = fromSpeech(
      ['mbak dewi tolong rekap barang yang sudah kedaluwarsa besok', 'terus soal parkir motor gimana pak', 'siap pak'],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Rekap barang yang sudah kedaluwarsa',
        assignee: 'Mbak Dewi',
        deadline: 'Rabu, 25 November 2026',
      }),
    ]);
  });
});

describe('a thing with something wrong with it', () => {
  it('"the X has a big hole …" is what the short task after it is about', () => {
    const items = fromText(
      [
        'Karen: Okay, next, the fence behind the clubhouse has a big hole near the gate.',
        'Karen: Dave, could you call the council tomorrow?',
        'Dave: Will do.',
      ],
      'en',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: expect.stringMatching(/^Call the council \(fence/),
        assignee: 'Dave',
        deadline: 'Wednesday, 25 November 2026',
      }),
    ]);
  });
});

describe('people who start on a day', () => {
  it('"the new temps start monday" — "jen you\'re doing the safety briefing for them right": for them, by monday', () => {
    const items = fromSpeech(
      [
        'also the new temps start monday the thirtieth we got five people coming in',
        "jen you're doing the safety briefing for them right",
        "yeah i'll do it",
      ],
      'en',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Do the safety briefing for the new temps',
        assignee: 'Jen',
        deadline: 'Monday, 30 November 2026',
      }),
    ]);
  });

  it('Indonesian: "anak magang mulai masuk senin" — a task for them is due that day', () => {
    const items = fromSpeech(
      ['anak magang mulai masuk senin depan', 'mbak rani tolong siapkan laptop buat anak magang', 'siap bu'],
      'id',
    );
    expect(items).toEqual([expect.objectContaining({ assignee: 'Mbak Rani', deadline: 'Senin, 30 November 2026' })]);
  });

  it('"do i use the new slides or the old ones" — "the new ones are on the drive" — "i\'ll use those": the new ones', () => {
    const items = fromSpeech(
      [
        "jen you're doing the safety briefing right",
        'do i use the new slides or the old ones',
        'the new ones are on the shared drive',
        "okay i'll use those tomorrow",
      ],
      'en',
    );
    expect(items.map((i) => i.task)).toContain('Use the new ones');
    expect(items.map((i) => i.task).join(' ')).not.toMatch(/you're/);
  });
});

describe('a request answered with a plan, as speech-to-text gives it', () => {
  it('"wulan gimana printer" — "kamu bisa ganti toner yang udah …" — "aku pesan toner hari ini terus gantinya jumat"', () => {
    const items = fromSpeech(
      [
        'wulan gimana printer lantai dua kemarin katanya macet',
        'iya bu udah aku bongkar kemarin sore sekarang jalan lagi',
        'tapi kayaknya tintanya udah mau habis',
        'kamu bisa ganti toner yang udah pudar itu',
        'bisa bu tapi aku cek dulu stok di gudang',
        'aku pesan toner ke vendor hari ini terus gantinya jumat',
        'oke makasih',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Ganti toner yang udah pudar itu', 'Wulan', 'Jumat, 27 November 2026'],
      ['Pesan toner ke vendor', 'Wulan', 'Selasa, 24 November 2026'],
    ]);
  });
});

describe('a command to the one the turns before speak with', () => {
  it('"oki gimana bis …" … "ya udah bayar dp nya besok ya jangan sampe …": Oki pays, tomorrow', () => {
    const items = fromSpeech(
      [
        'oki gimana bis buat keluarga dari bandung',
        'bis nya udah aku booking dua tapi',
        'dp nya belum dibayar',
        'nunggu invoice dari mereka baru dikirim tadi pagi',
        'ya udah bayar dp nya besok ya jangan sampe bis nya dilepas ke orang lain',
        'oke besok pagi aku transfer',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Bayar dp nya (bis buat keluarga dari bandung)', 'Oki', 'Rabu, 25 November 2026']]);
  });
});

describe('work taken over, then said as what will be done', () => {
  it('"ya udah rio yang take over desain boothnya" — "noted kak rabu aku kirim draft pertamanya"', () => {
    const s = speechSummary(
      [
        'desain booth tadinya mau aku kerjain tapi minggu ini nggak kekejar sorry',
        'ya udah rio yang take over desain boothnya',
        'noted kak rabu aku kirim draft pertamanya',
      ],
      'id',
    );
    expect(rows(s.actionItems)).toEqual([['Kirim draft pertamanya (desain booth)', 'Rio', 'Rabu, 25 November 2026']]);
    expect(s.participants.map((p) => p.name)).toEqual(['Rio']);
  });
});
