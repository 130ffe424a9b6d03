import { describe, expect, it } from 'vitest';
import { passiveCommand } from './action-rules.js';
import { fromSpeech, fromText, rows as withDays } from './summarize.test-support.js';

/**
 * What a third writer's meetings (tuning t901–t912, measured before any rule saw them) showed the rules missing:
 * a typed turn that starts in lower case, "lo" in speech without labels, the passive of a request, the thing named
 * after "yang … itu", and a stretch of time taken for the thing a pronoun points back to.
 */
describe('a third writer', () => {
  const rows = (items: Array<{ task: string; assignee: string }>) => items.map((a) => [a.task, a.assignee]);

  it('a typed turn in lower case still names who is asked: "nah Jess, lo finalin …" is Jessica’s', () => {
    const items = fromText(
      [
        'Dito: Jessica, resepnya udah oke.',
        'Jessica: siap bang.',
        'Dito: nah Jess, lo finalin resepnya ya.',
        'Jessica: oke bang.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Finalin resep', 'Jessica']]);
  });

  it('speech without labels: "ya udah reza lo telpon clara …" asks Reza, and Reza takes part', () => {
    const items = fromSpeech(
      ['ya udah reza lo telpon clara hari ini jelasin opsinya', 'oke abis meeting gue telpon'],
      'id',
    );
    expect(rows(items)).toEqual([['Telepon clara jelasin opsinya', 'Reza']]);
  });

  it('the passive of a request is its command: "tolong dibuatkan surat edaran" → "Buat surat edaran" (what is done, not for whom)', () => {
    const items = fromText(
      [
        'Bu Hartini: Pak Budi, tolong dibuatkan surat edaran untuk semua guru.',
        'Pak Budi: Baik Bu.',
        'Bu Hartini: Bu Ratna, tolong disiapkan undangannya.',
        'Bu Ratna: Baik.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Buat surat edaran untuk semua guru', 'Pak Budi'],
      ['Siapkan undangan', 'Bu Ratna'],
    ]);
    expect(passiveCommand('dikirim')).toBe('kirim');
    // Words that only start like a passive stay as they are.
    expect(passiveCommand('diskusikan')).toBeNull();
    expect(passiveCommand('dinas')).toBeNull();
  });

  it('"itu" points back to what was named after "yang … itu", not to the sentence before', () => {
    const items = fromText(
      [
        'Fajar: Backlog kita lumayan panjang. Yang paling urgent itu checkout error di Android versi lama.',
        'Fajar: Dewi, kamu bisa investigasi itu nggak?',
        'Dewi: Bisa bang.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Investigasi checkout error di Android versi lama', 'Dewi']]);
  });

  it('"it" is never a stretch of time ("it\'s been a crazy week … get it to leo"), and "ugh okay" is no part of a task', () => {
    const items = fromSpeech(
      [
        "i'm kind of blocked on the copy though hannah were you doing the copy",
        "i was but honestly i haven't started sorry it's been a crazy week",
        'no worries can you get it to leo by thursday',
        'thursday morning yeah',
        'the customer from acme emailed again about the csv export bug',
        "ugh okay i'll reply to them personally today",
        'thanks priya that would help',
      ],
      'en',
    );
    const tasks = items.map((a) => a.task);
    expect(tasks).toContain('Get the copy to leo');
    expect(tasks).toContain('Reply to them personally (csv export bug)');
    expect(tasks.join(' ')).not.toMatch(/week|ugh|no worries/i);
  });

  it('"I need the menu locked" asks for it; "When can you give me that?" — "Thursday." gives the day and no task', () => {
    const items = fromText(
      [
        'Maria: Dan, I need the final menu locked so we can get it printed. When can you give me that?',
        "Dan: Thursday. I'm still going back and forth on the dessert.",
        'Maria: Thursday works.',
      ],
      'en',
    );
    expect(withDays(items)).toEqual([['Lock the final menu', 'Dan', 'Thursday, 26 November 2026']]);
    const id = fromText(
      ['Bu Hartini: Pak Joko, tolong perbaiki tiga komputer lab. Kapan bisa selesai?', 'Pak Joko: Jumat.'],
      'id',
    );
    expect(withDays(id)).toEqual([['Perbaiki tiga komputer lab', 'Pak Joko', 'Jumat, 27 November 2026']]);
  });

  it('a run-down at the end restates a task in its own words: "recap: … Keisha, POS list Monday" is no second item', () => {
    const items = fromText(
      [
        "Maria: Keisha, can you resend the training link in the group chat and keep track of who's done it?",
        "Keisha: Yep. I'll send it tonight.",
        'Maria: Alright, recap: Keisha, POS list Monday.',
      ],
      'en',
    );
    expect(withDays(items)).toEqual([
      [
        "Resend the training link in the group chat and keep track of who's done it",
        'Keisha',
        'Tuesday, 24 November 2026',
      ],
    ]);
  });

  it('"ya udah gue bikin shortlist KOL dulu aja, …" is a commitment; "udah gue bikin minggu lalu, …" is not', () => {
    const items = fromText(
      [
        'Tommy: eh, kita jadi pake KOL nggak sih buat Imlek?',
        'Tommy: ya udah gue bikin shortlist KOL dulu aja, yang followers-nya 50 sampe 200 ribu.',
        'Raka: boleh.',
        'Kezia: jadwal shift udah gue bikin minggu lalu bang, tinggal lo approve aja.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Bikin shortlist KOL, yang followers-nya 50 sampe 200 ribu', 'Tommy']]);
  });

  it('"Bu Endah, laporan semesternya bisa selesai kapan?" asks her to finish it; "Tanggal 15, Pak." is its day', () => {
    const items = fromText(
      ['Pak Rahmat: Bu Endah, kira-kira laporan semesternya bisa selesai kapan?', 'Bu Endah: Tanggal 15, Pak.'],
      'id',
    );
    expect(withDays(items)).toEqual([['Selesaikan laporan semesternya', 'Bu Endah', 'Selasa, 15 Desember 2026']]);
    // Speech without commas: the name and "kira kira" are no part of the thing.
    const spoken = fromSpeech(
      ['bu endah kira kira laporan semesternya bisa selesai kapan', 'tanggal lima belas pak'],
      'id',
    );
    expect(rows(spoken)).toEqual([['Selesaikan laporan semesternya', 'Bu Endah']]);
  });

  it('speech without commas: "kalau datanya masuk besok saya bisa kirim …" promises the sending, on its own day', () => {
    const items = fromSpeech(
      ['kalau datanya masuk besok saya bisa kirim laporannya hari jumat', 'oke makasih bu endah'],
      'id',
    );
    expect(withDays(items)).toEqual([['Kirim laporan', 'Bu Endah', 'Jumat, 27 November 2026']]);
  });

  it('speech without commas: "selendangnya siapa yang beli" — "saya saja pak saya ada langganan …" takes it', () => {
    const items = fromSpeech(
      [
        'setuju kemeja putih ditambah selendang ungu',
        'selendangnya siapa yang beli',
        'saya saja pak saya ada langganan kain di pasar mayestik',
        'terima kasih bu maria',
      ],
      'id',
    );
    expect(items.map((a) => a.assignee)).toEqual(['Bu Maria']);
    expect(items[0]!.task).toMatch(/^Beli selendang/);
  });
});
