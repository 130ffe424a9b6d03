import { describe, expect, it } from 'vitest';
import { fromText } from './summarize.test-support.js';

describe('a deadline said for the thing discussed, not for one person', () => {
  it('"Deadline-nya Kamis ya." holds for the task taken on in the next turns that names no day itself', () => {
    const items = fromText(
      [
        'Raka: Satu lagi, laporan stok gudang. Deadline-nya Kamis ya.',
        'Nadia: Biar aku yang bikin laporannya.',
        'Raka: Oke. Nadia, tolong cek printer gudang juga besok.',
      ],
      'id',
    );
    expect(items.map((i) => [i.assignee, i.deadline])).toEqual([
      ['Nadia', 'Kamis, 26 November 2026'],
      ['Nadia', 'Rabu, 25 November 2026'],
    ]);
  });

  it('a question ("deadline-nya kapan?") states no day, and a day stated long before is not used', () => {
    const asked = fromText(['Raka: Laporan stok deadline-nya kapan?', 'Nadia: Biar aku yang bikin laporannya.'], 'id');
    expect(asked.map((i) => i.deadline)).toEqual(['Segera']);
    const later = fromText(
      [
        'Ana: The deadline is Friday for the grant.',
        'Ben: Noted.',
        'Ana: Good.',
        'Ben: Anything else?',
        'Ana: Yes. Ben, could you water the office plants?',
      ],
      'en',
    );
    expect(later.map((i) => i.deadline)).toEqual(['As soon as possible']);
  });
});
