import { describe, expect, it } from 'vitest';
import { meetingDay } from './dates.js';
import { splitClauses } from './action-text.js';
import { findDeadline } from './deadlines.js';
import { Names } from './names.js';
import { DATE, fromSpeech, fromText } from './summarize.test-support.js';

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
    expect(items).toEqual([expect.objectContaining({ assignee: 'Rara', deadline: 'Kamis, 3 Desember 2026' })]);
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
      ['Buatkan denah ruang sekalian daftar pengawasnya', 'Pak Fauzan'],
    ]);
  });

  it('is kept beside the request when it names another step ("revisi resepnya" — "aku kirim resep barunya")', () => {
    const items = fromText(
      ['Dimas: oke, Tari bisa revisi resepnya?', 'Tari: bisa mas, Rabu aku kirim resep barunya ke grup.'],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Revisi resepnya; kirim resep barunya ke grup',
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
        task: 'Serahkan ke bapak data absensi bulan oktober',
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

describe('a task handed on', () => {
  it('"X aja yang handle" says whose; the answer says what; the one first asked was off', () => {
    const items = fromSpeech(
      [
        'terus mesin grinder yang bunyi aneh itu tasya lo yang hubungin teknisi ya',
        'eh tapi gue besok sama minggu off bang',
        'oh iya lupa yaudah kevin aja yang handle deh kan lo yang',
        'telpon supplier juga tadi',
        'oke gue yang hubungin teknisinya',
      ],
      'id',
    );
    expect(items.map((a) => [a.task, a.assignee])).toEqual([['Hubungin teknisinya', 'Kevin']]);
  });

  it("the next person asked mid-segment starts a clause: the task is theirs, not the vendor's just chosen", () => {
    const items = fromSpeech(
      [
        'kateringnya kemarin aku udah tanya tiga tempat yang paling masuk akal yang bu tini',
        'ya udah bu tini aja dodi tolong kamu yang booking sekalian dp',
        'oke aku booking senin ya sekalian transfer dp nya',
      ],
      'id',
    );
    expect(items).toEqual([expect.objectContaining({ assignee: 'Dodi', deadline: 'Senin, 30 November 2026' })]);
    expect(items[0]!.task).toMatch(/transfer dp/i);
  });
});

describe('a request turned down and taken by someone else', () => {
  it('in speech-to-text, the taker is who is thanked; what the taker adds after is another step', () => {
    const items = fromSpeech(
      [
        'oke dion proposal hibah yang kemarin tolong kamu review ya',
        'bu maaf minggu ini aku lagi ngejar deadline konferensi kayaknya nggak sempet',
        'oh gitu yaudah biar saya aja yang review nanti saya kabari hasilnya',
        'makasih bu laras maaf ya bu',
      ],
      'id',
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.assignee).toBe('Bu Laras');
    expect(items[0]!.task).toMatch(/^Review .*proposal hibah.*; kabari hasilnya$/);
  });

  it('the one who takes it may hand the other half back ("biar gue yang bikin, tapi lo review hari Rabu ya, Raka")', () => {
    const items = fromText(
      [
        'Raka: Satu lagi, release notes buat versi 2.3. Deadline-nya Kamis ya.',
        'Fajar: Wah gue nggak bisa, minggu ini gue full banget sama QA.',
        'Nadia: Yaudah biar gue yang bikin, tapi lo review hari Rabu ya, Raka.',
        'Raka: Oke, aman.',
      ],
      'id',
    );
    expect(items.map((a) => [a.task, a.assignee])).toEqual([
      ['Bikin release notes buat versi 2.3', 'Nadia'],
      ['Review release notes buat versi 2.3', 'Raka'],
    ]);
    expect(items[1]!.deadline).toBe('Rabu, 25 November 2026');
  });

  it("is the taker's, with the day the asker then names", () => {
    const items = fromText(
      [
        'Dr. Chen: Now, the poster. Devon, can you put together the first draft?',
        "Devon: Honestly, I'd rather not this week. I'm grading midterms.",
        'Anjali: I can take it. Most of the figures are from my data anyway.',
        'Dr. Chen: Perfect. Get me a draft by Monday the 30th so I have time to comment before the 4th.',
        'Anjali: Will do.',
      ],
      'en',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Put together the first draft of the poster',
        assignee: 'Anjali',
        deadline: 'Monday, 30 November 2026',
      }),
    ]);
  });

  it('in the taker\'s own words when they say what they take ("biar tante aja yang urus suvenir")', () => {
    const items = fromText(
      [
        'Sari: Terus suvenir, dua ratus lima puluh pcs. Yoga, kamu bisa bantu cariin?',
        'Yoga: Wah aku nggak bisa deh mbak, minggu ini aku dinas ke Surabaya.',
        'Tante Rina: Ya udah, biar tante aja yang urus suvenir. Tante ada kenalan di Pasar Pagi.',
      ],
      'id',
    );
    expect(items.map((a) => [a.task, a.assignee])).toEqual([['Urus suvenir', 'Tante Rina']]);
  });

  it('"aku minggu ini full banget" turns a request down', () => {
    const items = fromSpeech(
      [
        'mbak ningsih kan kenal sama sekcam bisa tolong di follow up',
        'wah aku minggu ini full banget ada audit keuangan sorry',
      ],
      'id',
    );
    expect(items).toEqual([]);
  });

  it("is nobody's when nobody takes it", () => {
    const items = fromText(
      ['Rina: Andi, bisa bantu cek proyektor?', 'Andi: Wah aku nggak bisa, minggu ini full.', 'Budi: Oke, lanjut.'],
      'id',
    );
    expect(items).toEqual([]);
  });
});

describe('a task worked out over a few turns', () => {
  it('"kamu yang pegang photoshoot" says what; another day proposed and agreed; "sekalian …" adds to it', () => {
    const items = fromText(
      [
        'Sisca: Nah, foto produk hampers yang baru belum ada. Jordy, kamu yang pegang photoshoot ya, Selasa bisa?',
        'Jordy: Selasa aku ada kelas, Ci. Rabu aja gimana?',
        'Sisca: Oke, Rabu. Sekalian bikin konten reels-nya.',
        'Jordy: Siap, gas.',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Pegang photoshoot; bikin konten reels-nya',
        assignee: 'Jordy',
        deadline: 'Rabu, 25 November 2026',
      }),
    ]);
  });
});

describe('what is said to everyone or about the meeting', () => {
  it('a standing rule for all is no task; raising a point is no task', () => {
    expect(
      fromText(['Sam: Everybody wear your glasses on the floor, I saw a couple people without them.'], 'en'),
    ).toEqual([]);
    expect(
      fromText(
        ['Tiara: Aku mau flag satu hal, drop-off di step upload KTP masih tinggi banget.', 'Intan: Agree.'],
        'id',
      ),
    ).toEqual([]);
  });

  it('a rule with a day or a person is still a task', () => {
    const items = fromText(['Sam: Everybody please wear the new badges by Monday.', 'Ana: Noted.'], 'en');
    expect(items).toEqual([expect.objectContaining({ deadline: 'Monday, 30 November 2026' })]);
  });
});

describe('when the task just taken must be done', () => {
  it('"makasih, tolong selesai sebelum tanggal sepuluh" is the day of the commitment before it', () => {
    const items = fromSpeech(
      [
        'alhamdulillah terus spanduknya siapa yang pesan',
        'biar saya aja pak yang pesan spanduk ke percetakan',
        'oke mas rizal makasih tolong selesai sebelum tanggal sepuluh ya',
        'insya allah pak',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Pesan spanduk ke percetakan',
        assignee: 'Mas Rizal',
        deadline: 'Kamis, 10 Desember 2026',
      }),
    ]);
  });
});

describe('a bare request right after a task in the same turn', () => {
  it('dates that task rather than becoming another one', () => {
    const en = fromText(
      [
        'Sarah: Mike, please send a short apology email to the affected customers. Can you get that out by end of day Wednesday?',
        "Mike: Will do. I'll draft it today and send it to legal for a quick look first.",
      ],
      'en',
    );
    expect(en).toEqual([expect.objectContaining({ assignee: 'Mike', deadline: 'Wednesday, 25 November 2026' })]);
    const id = fromText(
      [
        'Maya: Putri, kamu koordinasikan dengan dekorator hotel, ya. Minta sketsanya sebelum rapat berikutnya.',
        'Putri: Siap.',
      ],
      'id',
    );
    expect(id).toEqual([expect.objectContaining({ assignee: 'Putri', deadline: 'Sebelum rapat berikutnya' })]);
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
        task: 'Send the updated lockout tagout checklist',
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
