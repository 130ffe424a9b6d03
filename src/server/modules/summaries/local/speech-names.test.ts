import { describe, expect, it } from 'vitest';
import { speechSummary } from './summarize.test-support.js';

/**
 * Speech without labels names people by nickname ("ke gue cup", "tua lo cup") and in full only in passing ("minggu
 * depan ucup minta libur"): the minutes name them in full.
 */
describe('nicknames in speech', () => {
  const lines = [
    'oke tim kita mulai bentar ya',
    'menu baru nasi bakar cakalang mulai minggu ini',
    'coba kirim foto nya ke gue cup nanti gue kasih masukan',
    'siap chef',
    'sabtu malem itu gila tiga ratus cover lebih',
    'hahaha tua lo cup',
    'terus jadwal shift minggu depan ucup minta libur ya',
    'oke gapapa',
  ];

  it('"ke gue cup" and "tua lo cup" are Ucup, said in full once', () => {
    const s = speechSummary(lines, 'id', '2026-07-22');
    expect(s.actionItems).toContainEqual(expect.objectContaining({ assignee: 'Ucup' }));
    expect(s.participants.map((p) => p.name)).not.toContain('Cup');
  });

  it('"iya chef bayu" names the chef, "iya chef nikahan sepupu" no one, and "tua lo cup" is no task of his', () => {
    const s = speechSummary(
      [
        'iya chef bayu sabtu malem itu gila tiga ratus cover lebih',
        ...lines.slice(4, 7),
        'iya chef nikahan sepupu hari rabu',
        'oke gapapa',
      ],
      'id',
      '2026-07-22',
    );
    expect(s.participants.map((p) => p.name)).toContain('Chef Bayu');
    expect(s.participants.map((p) => p.name)).not.toContain('Chef Nikahan');
    expect(s.actionItems).toEqual([]);
  });

  it('"kirim ke gue" is sent to whom the answer calls by title: "siap chef" is the one chef, "oke mbak" no one of two', () => {
    const said = (answer: string, named: string) =>
      speechSummary(
        [
          `iya ${named} sabtu malem itu gila tiga ratus cover lebih`,
          'menu baru nasi bakar cakalang mulai minggu ini',
          'coba kirim foto nya ke gue cup nanti gue kasih masukan',
          answer,
          'hahaha tua lo cup',
          'oke gapapa',
        ],
        'id',
        '2026-07-22',
      ).actionItems.map((i) => i.task);
    expect(said('siap chef nanti sore', 'chef bayu')).toEqual([expect.stringMatching(/^Kirim foto ke Chef Bayu\b/)]);
    // Two people go by "mbak": who asked is not known, and the task says nothing of whom.
    expect(said('oke mbak nanti sore', 'mbak rere sama mbak sinta')).toEqual([expect.not.stringMatching(/Rere|Sinta/)]);
  });
});

describe('what a topic is about, in speech', () => {
  it('"gila", said three times of a busy Saturday, is no subject', () => {
    const s = speechSummary(
      [
        'oke kita mulai ya',
        'sabtu kemarin gila rame banget tiga ratus cover',
        'iya gila sih dapur sampe kewalahan',
        'gila capek banget tapi seneng',
        'minggu depan kita tambah satu orang di dapur ya',
        'oke siap',
      ],
      'id',
      '2026-07-22',
    );
    expect(s.topics.map((t) => t.title)).toEqual(['Dapur']);
  });
});

describe('someone asked with the group they speak for', () => {
  it('"untuk dekorasi panggung bu sari ibu ibu dasawisma bisa bantu" is asked of Bu Sari, said once', () => {
    const s = speechSummary(
      [
        'baik bapak ibu kita mulai rapat persiapan tujuh belasan',
        'lomba anak anak sudah siap ya tinggal hadiahnya',
        'baik untuk dekorasi panggung bu sari ibu ibu dasawisma bisa bantu',
        'bisa pak nanti tanggal lima belas kami pasang',
        'oke cukup ya terima kasih',
      ],
      'id',
      '2026-08-03',
    );
    expect(s.actionItems).toEqual([expect.objectContaining({ task: 'Bantu dekorasi panggung', assignee: 'Bu Sari' })]);
  });
});
