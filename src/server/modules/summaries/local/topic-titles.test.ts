import { describe, expect, it } from 'vitest';
import { summarizeLocally } from './local-summarizer.js';
import { speechSummary } from './summarize.test-support.js';

/** A topic without an announced agenda is titled by what it is about, never by a word that names nothing. */
describe('topic titles from the words said', () => {
  it('when no repeated word names anything ("hear", "brilliant"), a word said once that does names the topic', () => {
    const s = summarizeLocally({
      text: [
        'Ann: Right, hello everyone, can you all hear me okay? Can you hear me at the back?',
        'Tom: We can hear you. Forty volunteers signed up so far, which is brilliant, really brilliant.',
        'Ann: Brilliant. Raj, could you ring the council about the skips?',
        'Raj: Sure.',
      ].join('\n'),
      date: '2026-11-23',
      summaryLanguage: 'en',
    });
    expect(s.topics.map((t) => t.title)).not.toContainEqual(expect.stringMatching(/^(?:Hear|Brilliant)$/));
  });

  it('"teman", "bagian" or "poor chap" name no subject alone', () => {
    const id = speechSummary(
      [
        'oke teman teman kita mulai ya teman teman',
        'pertama soal kajian rutin bulan depan',
        'biar saya aja pak yang pesan spanduk ke percetakan hari jumat',
        'oke makasih mas rizal',
      ],
      'id',
    );
    expect(id.topics.map((t) => t.title)).toEqual(['Kajian rutin']);
    const en = summarizeLocally({
      text: [
        "Gill: Apologies from Peter, he's got the lurgy, poor chap. He's in bed.",
        "Tom: Poor chap. He's had a rough month.",
        'Gill: Tom, could you order the tombola prizes by Friday?',
      ].join('\n'),
      date: '2026-11-23',
      summaryLanguage: 'en',
    });
    expect(en.topics.map((t) => t.title)).not.toContainEqual(expect.stringMatching(/^(?:Poor chap|Peter he's)$/i));
  });

  it('an item named by a statement is what the statement is about; a name after "Terakhir," is no item', () => {
    const s = speechSummary(
      [
        'oke kita mulai ya',
        'pertama soal tutup buku semester satu',
        'jurnal penyesuaian masih ada yang belum masuk',
        'kedua audit internal dijadwalkan datang senin depan',
        'berkas audit tolong disiapkan sekalian di scan ya mbak vivi',
        'siap pak',
      ],
      'id',
    );
    expect(s.topics.map((t) => t.title)).toEqual(['Tutup buku semester satu', 'Audit internal']);
    const en = summarizeLocally({
      text: [
        'Ruth: First item, the harvest supper on Saturday the tenth.',
        'Ruth: We need someone to print the tickets. Nigel, could you?',
        'Nigel: Sure, by Friday.',
        'Ruth: Next item, the raffle. Fiona has the prizes.',
        'Ruth: Lastly, Tom, could you ring the boiler engineer?',
        'Tom: Will do.',
      ].join('\n'),
      date: '2026-11-23',
      summaryLanguage: 'en',
    });
    expect(en.topics.map((t) => t.title).slice(0, 2)).toEqual(['Harvest supper', 'Raffle']);
    expect(en.topics.map((t) => t.title)).not.toContain('Tom');
  });
});
