import { describe, expect, it } from 'vitest';
import { fromSpeech, fromText, rows } from './summarize.test-support.js';

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

describe('a day the task points back to, or the meeting names later', () => {
  it('"… send it to you then" takes the day said just before; "hari itu" too', () => {
    const en = fromText(
      [
        'Tom: And the full report is due to us on the 29th, right?',
        "Maya: Still the 29th. I'll put it all together and send it to you then.",
        'Tom: Great.',
      ],
      'en',
    );
    expect(rows(en)).toEqual([['Put it all together and send it to Tom', 'Maya', 'Sunday, 29 November 2026']]);
    const id = fromText(
      ['Raka: Klien datang hari Jumat.', 'Nadia: Oke, nanti aku siapin demonya hari itu.', 'Raka: Sip.'],
      'id',
    );
    expect(rows(id)).toEqual([['Siapkan demo', 'Nadia', 'Jumat, 27 November 2026']]);
    const byThen = fromText(
      ['Ana: The client arrives on Friday.', "Tom: Okay, I'll have the demo ready by then."],
      'en',
    );
    expect(rows(byThen)).toEqual([['Have the demo ready', 'Tom', 'Friday, 27 November 2026']]);
  });

  it('"then" as "in that case", or after a day someone cannot make, gives no day', () => {
    for (const lines of [
      ["Ana: I'm off on Friday.", "Tom: Fine, I'll send the invoice then."],
      ['Ana: The printer is broken until Monday.', "Tom: I'll print them at home then."],
    ])
      expect(fromText(lines, 'en').map((i) => i.deadline)).toEqual(['As soon as possible']);
    const cuti = fromText(['Raka: Jumat aku cuti.', 'Nadia: Oke, nanti aku siapin demonya hari itu.'], 'id');
    expect(cuti.map((i) => i.deadline)).toEqual(['Segera']);
  });

  it('"before the next meeting" is the day the meeting says it meets again, in the same sentence or the next', () => {
    const en = fromText(
      [
        "Tom: I'll call the three new volunteers before our next meeting.",
        'Linda: Thanks Tom. Next meeting, Janet. Same time next Thursday.',
      ],
      'en',
    );
    expect(en.map((i) => [i.assignee, i.deadline])).toEqual([['Tom', 'Thursday, 3 December 2026']]);
    const stt = fromSpeech(
      [
        'i can make the cash table schedule and send it out before the next meeting',
        'great thanks jess',
        'alright next meeting is wednesday december ninth same time thanks everyone',
      ],
      'en',
    );
    expect(stt.map((i) => i.deadline)).toEqual(['Wednesday, 9 December 2026']);
    const id = fromText(
      [
        'Bu Lidia: Saya koordinasi dengan komisi wanita sebelum rapat berikutnya.',
        'Pak Yos: Baik. Rapat berikutnya hari Minggu tanggal 29 ya.',
      ],
      'id',
    );
    expect(id.map((i) => [i.assignee, i.deadline])).toEqual([['Bu Lidia', 'Minggu, 29 November 2026']]);
    // A request after the sentence that names the next meeting is not its day.
    const request = fromText(
      [
        "Tom: I'll call the volunteers before our next meeting.",
        'Linda: We talk again at the next meeting. Sara, please book the hall by Friday.',
      ],
      'en',
    );
    expect(request.map((i) => [i.assignee, i.deadline])).toEqual([
      ['Tom', 'Before the next meeting'],
      ['Sara', 'Friday, 27 November 2026'],
    ]);
    // No day for the next meeting: the words stay.
    const none = fromText(["Tom: I'll call the three new volunteers before our next meeting."], 'en');
    expect(none.map((i) => i.deadline)).toEqual(['Before the next meeting']);
  });
});
