import { describe, expect, it } from 'vitest';
import { summarizeLocally } from './local-summarizer.js';
import { DATE, fromSpeech, fromText, rows, speechSummary } from './summarize.test-support.js';

describe('people with a title, and words that only look like names', () => {
  it('speech: "pak haji rahmat" is Pak Haji Rahmat, also when called "pak haji"; "tolong dikirim" is no person', () => {
    const lines = [
      'nah itu tolong pak haji rahmat yang menghubungi pesantren al falah ya',
      'insyaallah pak nanti saya kabari paling lambat hari senin',
      'datanya ada di pak slamet ya pak slamet tolong dikirim ke mas fauzan',
      'makasih pak haji',
    ];
    const summary = summarizeLocally({
      text: lines.join(' '),
      segments: lines.map((text, i) => ({ start: i * 5, end: i * 5 + 4, text })),
      date: DATE,
      summaryLanguage: 'id',
    });
    expect(summary.participants.map((p) => p.name)).toEqual(['Pak Haji Rahmat', 'Pak Slamet', 'Mas Fauzan']);
    expect(summary.actionItems.map((i) => i.assignee)).toContain('Pak Haji Rahmat');
    expect(fromSpeech(lines, 'id').every((i) => i.assignee !== 'Pak Haji')).toBe(true);
  });
});

describe('words after "bu" and "pak" that are no names', () => {
  it('"bu menurut saya", "pak sebagian kursi", "pak haji kotak amal" name nobody', () => {
    const summary = speechSummary(
      [
        'bu ratna tolong cek stok komposit ya',
        'iya bu menurut saya cukup sampai jumat',
        'pak sebagian kursi sudah rusak',
        'oke pak haji kotak amal perlu ditambah',
      ],
      'id',
    );
    expect(summary.participants.map((p) => p.name)).toEqual(['Bu Ratna']);
  });
});

describe('small things a minute-taker would not write', () => {
  it('a transcript of one labelled line is labelled: the name is the speaker, not part of the task', () => {
    expect(rows(fromText(['Tiara: Saya kirim laporan keuangannya besok pagi.'], 'id'))).toEqual([
      ['Kirim laporan keuangannya', 'Tiara', 'Rabu, 25 November 2026'],
    ]);
  });

  it('"Insyaallah saya hubungi …" opens with a blessing, not the thing', () => {
    expect(rows(fromText(['Pak Haji Rahmat: Insyaallah saya hubungi pesantren besok.'], 'id'))).toEqual([
      ['Hubungi pesantren', 'Pak Haji Rahmat', 'Rabu, 25 November 2026'],
    ]);
  });

  it('"send the rota from tomorrow on": the words that made the day a start go with it', () => {
    expect(rows(fromText(['Kate: Tom, please send the rota from tomorrow on.'], 'en'))).toEqual([
      ['Send the rota', 'Tom', 'Wednesday, 25 November 2026'],
    ]);
  });
});

describe('topic titles from speech without labels', () => {
  const topicsOf = (lines: string[], lang: 'id' | 'en') => speechSummary(lines, lang).topics.map((t) => t.title);

  it('a person addressed by name is not what the meeting is about ("Urgent Marcus")', () => {
    const titles = topicsOf(
      [
        'marcus can you bug hr about the badges',
        'yeah marcus will email hr about the badges today',
        'thanks marcus the badges are urgent marcus',
        'marcus the badges for the temps need photos',
        'ok marcus got the badges list',
      ],
      'en',
    );
    expect(titles).toEqual(['Badges']);
  });

  it('colloquial words ("bentar", "tinggal", "sorry telat") title nothing', () => {
    const titles = topicsOf(
      ['oke bentar ya tinggal satu lagi', 'sorry telat bentar', 'mas fikri server lab udah nyala', 'bentar lagi beres'],
      'id',
    );
    expect(titles.join(' ')).not.toMatch(/bentar|tinggal|sorry|telat/i);
  });

  it('"masuk" (to come in, said of a build and a new hire) titles nothing; the build does', () => {
    const titles = topicsOf(
      [
        'kalau build nya masuk besok aku bisa beresin regression nya jumat bang fajar',
        'oke build nya gue pastiin masuk besok siang',
        'anak magang masuk senin depan jadi jumat ini panduan nya udah beres',
      ],
      'id',
    );
    expect(titles.join(' ')).not.toMatch(/masuk/i);
  });

  it('a title names the thing, not "its" thing ("anggarannya" is "Anggaran"); "tanya" keeps its ending', () => {
    expect(
      topicsOf(
        [
          'anggarannya udah masuk belum',
          'anggarannya masih di bendahara',
          'nanti anggarannya dicek lagi sama pak rt',
          'oke anggarannya aman',
        ],
        'id',
      ),
    ).toEqual(['Anggaran']);
    expect(
      topicsOf(['coba tanya ke pak rt soal tanya jawab', 'tanya aja langsung', 'tanya jawab sabtu'], 'id'),
    ).toEqual(['Tanya jawab']);
  });

  it('when the word said most names nothing ("can everyone hear me"), a noun phrase said once titles the topic', () => {
    expect(
      topicsOf(
        [
          'can everyone hear me at the back',
          'we can hear you fine',
          'so the christmas fair on the fifth how are we doing for stallholders',
          'fourteen confirmed and i can hear you',
        ],
        'en',
      ),
    ).toEqual(['Christmas fair']);
  });

  it('a verb said with a noun ("butuh banner", "dapet izin") titles nothing; the noun does', () => {
    expect(
      topicsOf(
        ['kita butuh banner buat acara', 'butuh banner yang gede', 'yang ngurus banner siapa', 'butuh banner dua ya'],
        'id',
      ),
    ).toEqual(['Banner']);
    expect(
      topicsOf(
        [
          'insya allah puasa tinggal sepuluh hari lagi pak haji',
          'insya allah puasa tahun ini lancar pak haji',
          'siap pak haji jadwal puasa sudah saya cetak',
        ],
        'id',
      ),
    ).toEqual(['Puasa']);
    expect(
      topicsOf(['the empty state looks off', 'the empty state needs copy', 'empty state by friday'], 'en'),
    ).toEqual(['Empty state']);
  });
});
