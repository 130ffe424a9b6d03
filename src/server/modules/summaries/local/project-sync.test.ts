import { describe, expect, it } from 'vitest';
import { fromSpeech, rows } from './summarize.test-support.js';

/** A client project's sync as speech-to-text, written for these rules (not from the tuning set). */
describe('a project sync in speech', () => {
  const lines = [
    'oke guys kita langsung aja ya',
    'update dari client kemarin mereka minta timeline project mundur seminggu',
    'sinta UAT nya bisa mulai senin depan nggak',
    'bisa mas tapi aku perlu akses ke server staging dulu',
    'bimo tolong kasih akses staging ke sinta hari ini ya',
    'oke mas abis meeting aku setting',
    'oke bentar ya aku mulai aja sebelum lupa',
  ];

  it('"sinta UAT nya bisa mulai senin depan nggak" — "bisa mas": Sinta starts UAT on Monday', () => {
    expect(rows(fromSpeech(lines, 'id'))).toContainEqual(['Mulai UAT', 'Sinta', 'Senin, 30 November 2026']);
  });

  it('names Sinta from the question, so the access is given to her by name', () => {
    expect(rows(fromSpeech(lines, 'id'))).toContainEqual([
      'Kasih akses staging ke Sinta',
      'Bimo',
      'Selasa, 24 November 2026',
    ]);
  });

  it('"aku mulai aja" at a turn of the meeting is no task', () => {
    expect(
      fromSpeech(lines, 'id')
        .map((i) => i.task)
        .join(' | '),
    ).not.toMatch(/Mulai bentar|sebelum lupa/);
  });
});

describe('a growth sync in Jakarta speech', () => {
  const lines = [
    'gw share screen ya bisa keliatan kan',
    'oke jadi conversion rate minggu ini turun lima persen',
    'dion lu bisa cek funnel nya di mixpanel gak hari ini',
    'bisa bisa abis ini gw cek',
    'terus A/B test yang kemarin gimana kevin',
    'udah jalan seminggu tapi datanya belum signifikan',
    'yaudah lanjutin sampe senin depan terus lu bikin report nya',
    'oke siap',
  ];

  it('"… gimana kevin" asks Kevin, whose task "lanjutin sampe senin depan" is, without "sampe"', () => {
    expect(rows(fromSpeech(lines, 'id'))).toContainEqual([
      'Lanjutkan terus bikin reportnya',
      'Kevin',
      'Senin, 30 November 2026',
    ]);
  });
});
