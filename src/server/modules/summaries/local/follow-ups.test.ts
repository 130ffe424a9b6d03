import { describe, expect, it } from 'vitest';
import { meetingDay } from './dates.js';
import { splitClauses } from './clauses.js';
import { findDeadline } from './deadlines.js';
import { Names } from './names.js';
import { DATE, fromSpeech, fromText, rows } from './summarize.test-support.js';

/**
 * What a task becomes after it is given (tuning meetings t401–t412, from writers who had not seen the rules): two
 * people asked at once, the day named by whoever gave the task a turn later, and speech-to-text turns that go on.
 */

const who = (items: Array<{ assignee: string; deadline: string }>) => items.map((a) => [a.assignee, a.deadline]);

describe('a task given to two people', () => {
  it('is one item for each, in either language', () => {
    const id = fromText(
      [
        'Sisca: Satu lagi. Mbak Yuli sama Jordy, tolong test resep kastengel yang baru, cobain Senin ya.',
        'Mbak Yuli: Oke, Ci, aman.',
        'Jordy: On it.',
      ],
      'id',
    );
    expect(who(id)).toEqual([
      ['Mbak Yuli', 'Senin, 30 November 2026'],
      ['Jordy', 'Senin, 30 November 2026'],
    ]);
    expect(id[0]!.task).toMatch(/^Test resep kastengel/);
    const en = fromText(
      [
        'Gillian: Tom, Jo, for the refreshments, could you two put together a shopping list before our next meeting on the 27th?',
        "Tom: Yes, we'll do that.",
        'Jo: Fine by me.',
      ],
      'en',
    );
    expect(who(en)).toEqual([
      ['Tom', 'Friday, 27 November 2026'],
      ['Jo', 'Friday, 27 November 2026'],
    ]);
  });

  it('"Fiona, could you and Sian …", and in speech-to-text "kim and raj can you two put those together"', () => {
    const labelled = fromText(
      [
        'Margaret: Fiona, could you and Sian put the menu together?',
        "Sian: Ha, fair enough. Yes, we'll have a draft to you by Monday week.",
        'Fiona: Will do.',
      ],
      'en',
    );
    expect(labelled.map((a) => [a.task, a.assignee, a.deadline])).toEqual([
      ['Put the menu together', 'Fiona', 'Monday, 7 December 2026'],
      ['Put the menu together', 'Sian', 'Monday, 7 December 2026'],
    ]);
    const spoken = fromSpeech(
      [
        'last thing the coaches need the updated rosters',
        'kim and raj can you two put those together',
        "yep we'll have them to the coaches by sunday",
      ],
      'en',
    );
    expect(spoken.map((a) => [a.task, a.assignee, a.deadline])).toEqual([
      ['Put together the updated rosters', 'Kim', 'Sunday, 29 November 2026'],
      ['Put together the updated rosters', 'Raj', 'Sunday, 29 November 2026'],
    ]);
  });

  it('stays one item when only one of two names is someone in the meeting', () => {
    const items = fromText(['Rina: Andi sama Budi, tolong cek proyektor sebelum Kamis.', 'Andi: Siap.'], 'id');
    expect(items).toHaveLength(1);
  });
});

describe('the day named after the task was given', () => {
  it('by the person who gave it, about the task or to its person, in the next turn', () => {
    const items = fromText(
      [
        'Bu Hartini: Denahnya Pak Fauzan saja yang susun, yang kemarin rapi sekali.',
        'Pak Fauzan: Oke, Bu, saya buatkan denah ruang sekalian daftar pengawasnya.',
        'Bu Hartini: Sebelum rapat panitia tanggal 27 ya, Pak.',
      ],
      'id',
    );
    expect(who(items)).toEqual([['Pak Fauzan', 'Jumat, 27 November 2026']]);
    const later = fromText(
      [
        'Intan: Satu lagi, influencer list buat 11.11 siapa yang pegang?',
        'Gilang: Aku aja yang handle, sekalian aku follow up ke agency-nya soal rate card.',
        'Intan: Oke, PIC-nya Gilang. Paling lambat Jumat ya list-nya masuk.',
      ],
      'id',
    );
    expect(who(later)).toEqual([['Gilang', 'Jumat, 27 November 2026']]);
  });

  it('a little later when it names the thing ("oke ra videonya paling lambat kamis tanggal tiga ya")', () => {
    const items = fromSpeech(
      [
        'rara bisa bikin video kenangan buat eyang kayak slideshow foto foto gitu',
        'bisa tapi aku butuh foto foto lama yang di album om heru',
        'nanti om fotoin terus om kirim lewat whatsapp hari rabu ya',
        'oke ra videonya paling lambat kamis tanggal tiga ya biar bisa dicek dulu',
        'siap',
      ],
      'id',
    );
    // Om Heru's promise ("nanti om fotoin …") is a task of its own, on its own day.
    expect(items).toEqual([
      expect.objectContaining({ assignee: 'Rara', deadline: 'Kamis, 3 Desember 2026' }),
      expect.objectContaining({ assignee: 'Om Heru', deadline: 'Rabu, 25 November 2026' }),
    ]);
  });

  it('is not taken from a turn about something else', () => {
    const items = fromText(
      ['Rina: Andi, tolong cek proyektor di ruang rapat.', 'Andi: Siap.', 'Budi: Catering datang hari Jumat.'],
      'id',
    );
    expect(who(items)).toEqual([['Andi', 'Segera']]);
  });

  it('"before the meeting on the 25th" is the 25th; "end of day tomorrow" is tomorrow', () => {
    const day = meetingDay(DATE);
    expect(findDeadline('cost it up before our next meeting on the 25th', 'en', day)?.display).toBe(
      'Wednesday, 25 November 2026',
    );
    expect(findDeadline('sebelum rapat panitia tanggal 27', 'id', day)?.display).toBe('Jumat, 27 November 2026');
    expect(findDeadline("i'll have it in zendesk by end of day tomorrow", 'en', day)?.display).toBe(
      'Wednesday, 25 November 2026',
    );
  });
});

describe('speech-to-text turns', () => {
  it('finds the person asked after "agreed um", and the answer two segments on gives the day', () => {
    const items = fromSpeech(
      [
        'honestly we should probably get better at tagging tickets',
        'agreed um kenji could you write a macro for the password reset replies',
        'so we stop typing the same thing over and over',
        "yeah on it i'll have it in zendesk by end of day tomorrow",
      ],
      'en',
    );
    expect(who(items)).toEqual([['Kenji', 'Wednesday, 25 November 2026']]);
  });

  it('"ke depannya …" starts a new utterance instead of going on from the answer', () => {
    const items = fromSpeech(
      [
        'oke kalau gitu bang togar aja yang follow up ke kantor camat',
        'bisa bisa aman besok aku mampir ke sana',
        'ke depannya kita harus lebih disiplin soal upload foto dokumentasi',
      ],
      'id',
    );
    expect(items.map((a) => a.task).join(' ')).not.toMatch(/depannya|disiplin/);
  });
});

describe('the words of a task', () => {
  it('the thing said first moves after the verb without its capital, unless it is a name', () => {
    const items = fromText(['Bu Hartini: Denahnya Pak Fauzan saja yang susun.', 'Pak Fauzan: Siap, Bu.'], 'id');
    expect(items.map((a) => [a.task, a.assignee])).toEqual([['Susun denah', 'Pak Fauzan']]);
  });
});

describe('the words of a promise', () => {
  it('"i\'m sending it" after the newsletter says which one, and is no part of the task', () => {
    const items = fromText(
      [
        'Sarah: Can somebody let the parents know the shirts are late?',
        "Kim: I'll put it in the newsletter I'm sending on Friday.",
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Put it in the newsletter', 'Kim', 'Friday, 27 November 2026']]);
  });
});

describe('the answer that says more', () => {
  it('replaces a task said thinly, after an aside before the yes ("Hehe, kena lagi saya. Oke, Bu, …")', () => {
    const items = fromText(
      [
        'Bu Hartini: Denahnya Pak Fauzan saja yang susun, yang kemarin rapi sekali.',
        'Pak Fauzan: Hehe, kena lagi saya. Oke, Bu, saya buatkan denah ruang sekalian daftar pengawasnya.',
      ],
      'id',
    );
    expect(items.map((a) => [a.task, a.assignee])).toEqual([
      ['Buat denah ruang sekalian daftar pengawasnya', 'Pak Fauzan'],
    ]);
  });

  it('is kept beside the request when it names another step ("revisi resepnya" — "aku kirim resep barunya")', () => {
    const items = fromText(
      ['Dimas: oke, Tari bisa revisi resepnya?', 'Tari: bisa mas, Rabu aku kirim resep barunya ke grup.'],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Revisi resep; kirim resep barunya ke grup',
        assignee: 'Tari',
        deadline: 'Rabu, 25 November 2026',
      }),
    ]);
  });
});

describe('what is not a task', () => {
  it('small talk that sounds like one: lunch orders, the kettle, where one goes after the meeting', () => {
    expect(fromText(['Sisca: Guys, quick meeting ya, abis ini aku mau ke supplier.', 'Ardi: Oke, Ci.'], 'id')).toEqual(
      [],
    );
    expect(fromText(['Rina: Noted. Btw ada yang mau nitip makan siang nggak, aku mau order.'], 'id')).toEqual([]);
    expect(fromText(['Margaret: Any other business? No? Then I will put the kettle on.'], 'en')).toEqual([]);
  });

  it('a question about something else is no day for the task before it', () => {
    const items = fromText(
      ['Sam: and I will ping infra about alerts for the disk', 'Lee: should we move the release to next week?'],
      'en',
    );
    expect(items).toEqual([expect.objectContaining({ assignee: 'Sam', deadline: 'As soon as possible' })]);
  });
});

describe('speech-to-text without punctuation', () => {
  it('a turn opening with a form of address speaks to that person; their answer is theirs and about the thing asked', () => {
    const items = fromSpeech(
      [
        'bu nur data absensi bulan oktober sudah direkap',
        'belum pak masih kurang dari line lima besok saya serahkan ke bapak',
        'oke besok ya bu',
        'kalau ada yang sakit izinnya lewat grup ya jangan telepon saya jam dua pagi',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Serahkan data absensi bulan oktober ke bapak',
        assignee: 'Bu Nur',
        deadline: 'Rabu, 25 November 2026',
      }),
    ]);
  });

  const names = new Names([], 'id');
  it('a commitment starts a clause of its own, unless a word before ties the pronoun in or the thing came first', () => {
    expect(splitClauses('oh iya sorry itu punyaku ketinggalan aku kirim besok pagi ya', 'id', names)).toEqual([
      'oh iya sorry itu punyaku ketinggalan',
      'aku kirim besok pagi ya',
    ]);
    expect(splitClauses('belum pak masih kurang dari line lima besok saya serahkan ke bapak', 'id', names)).toEqual([
      'belum pak masih kurang dari line lima',
      'besok saya serahkan ke bapak',
    ]);
    for (const whole of [
      'bisa mas tapi aku butuh form dari wahyu dulu',
      'ya udah jadwal on-call yang baru aku sendiri yang susun',
      'Denahnya saya kirim besok, Bu.',
    ])
      expect(splitClauses(whole, 'id', names)).toEqual([whole]);
  });

  it('so the answer to a request is read from where the commitment starts', () => {
    const items = fromSpeech(
      ['mas andi bisa tolong cek genset di gudang', 'bisa yang lama itu ya besok pagi saya cek sekalian ganti olinya'],
      'id',
    );
    expect(items).toEqual([expect.objectContaining({ assignee: 'Mas Andi', deadline: 'Rabu, 25 November 2026' })]);
    expect(items[0]!.task).toMatch(/^Cek genset di gudang/);
  });
});

describe('requests in other words', () => {
  it('"I need X from you by Wednesday" asks the person named to send it, in speech-to-text too', () => {
    const items = fromSpeech(
      [
        'next thing the safety audit is coming up on november 5th',
        'tanya i need the updated lockout tagout checklist from you by wednesday',
        'on it you will have it wednesday',
      ],
      'en',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Send the updated lockout tagout checklist (safety audit)',
        assignee: 'Tanya',
        deadline: 'Wednesday, 25 November 2026',
      }),
    ]);
  });

  it('a segment that is only when ("this week") ends the request before it; "every Tuesday and Thursday" is no day', () => {
    const items = fromSpeech(
      ['instead sam could you get the 2 new guys through forklift training', 'this week', 'sure'],
      'en',
    );
    expect(items).toEqual([
      expect.objectContaining({ assignee: 'Sam', deadline: 'This week (23 – 29 November 2026)' }),
    ]);
    expect(findDeadline('sure i can do that thursday and friday', 'en', meetingDay(DATE))?.display).toBe(
      'Friday, 27 November 2026',
    );
    // A schedule is no span to be done by its last day.
    expect(findDeadline('saya buka setiap Selasa dan Kamis', 'id', meetingDay(DATE))?.display).not.toBe(
      'Kamis, 26 November 2026',
    );
  });
});
