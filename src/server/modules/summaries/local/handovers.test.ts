import { describe, expect, it } from 'vitest';
import { fromSpeech, fromText, rows } from './summarize.test-support.js';

/**
 * Work that changes hands over a few turns (tuning meetings t401–t512): turned down and taken by someone else,
 * handed on, worked out (another day, "sekalian …"), dated by a bare request after it; and rules said to everyone.
 */

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
    expect(items.map((a) => [a.task, a.assignee])).toEqual([['Hubungin teknisi', 'Kevin']]);
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
  it('"Bayu, abis Kevin push, lo regression test …": the request, with when it starts after it', () => {
    const id = fromText(
      [
        'Dimas: Terus Bayu, abis Kevin push, lo regression test ulang full flow checkout ya.',
        'Bayu: Bisa. Kamis aku kelarin.',
      ],
      'id',
    );
    expect(id.map((a) => [a.task, a.assignee, a.deadline])).toEqual([
      ['Regression test ulang full flow checkout, abis Kevin push', 'Bayu', 'Kamis, 26 November 2026'],
    ]);
    const en = fromText(
      ['Dan: Priya, once Leo merges the fix, could you rerun the checkout tests?', 'Priya: Sure, Thursday.'],
      'en',
    );
    expect(en.map((a) => [a.task, a.assignee])).toEqual([
      ['Rerun the checkout tests once Leo merges the fix', 'Priya'],
    ]);
  });

  it('"lo yang pegang brief kan?" — "besok pagi gue kirim ke Bimo": holding it means sending it', () => {
    const items = fromText(
      [
        'Raka: lah. Sasha, lo yang pegang brief kan?',
        'Sasha: iya, draftnya udah ada, tinggal gue rapihin dikit. besok pagi gue kirim ke Bimo deh.',
      ],
      'id',
    );
    expect(items.map((a) => [a.task, a.assignee, a.deadline])).toEqual([
      ['Kirim brief ke Bimo', 'Sasha', 'Rabu, 25 November 2026'],
    ]);
    const en = fromText(
      ['Ann: Leo, you own the launch copy, right?', "Leo: Yes, I'll send it over to Maya on Friday."],
      'en',
    );
    expect(en.map((a) => a.task)).toEqual(['Send the launch copy over to Maya']);
  });

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
        task: 'Pegang photoshoot; bikin konten reels-nya (foto produk hampers)',
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

describe('a polite request turned down and taken over, in speech without labels', () => {
  it('"soal X bisa dibikinin estimasinya" — "bisa sih tapi … sorry" — "biar aku aja, aku pernah …": the taker\'s, by the event\'s day', () => {
    const items = fromSpeech(
      [
        'mas bram soal budget media bisa dibikinin estimasinya',
        'bisa sih tapi minggu ini gue full handle event client lain sorry banget',
        'ya udah biar aku aja kak aku pernah pegang media plan skincare',
        'makasih reza tolong kelarin sebelum internal review ya',
        'internal reviewnya kapan kak',
        'senin tanggal tiga puluh jam sepuluh',
      ],
      'id',
    );
    expect(items.map((i) => [i.task, i.assignee, i.deadline])).toEqual([
      ['Bikin estimasi budget media', 'Reza', 'Senin, 30 November 2026'],
    ]);
  });
});

describe('turned down with a time before it, and a thing raised with how it stands', () => {
  it('"aduh maaf pak minggu ini saya nggak bisa" turns it down; "… tinggal dikit" is not part of the thing', () => {
    const items = fromSpeech(
      [
        'hadiah lomba anak anak siapa yang mau ngurus',
        'mbak sari bisa dibantu belanjanya',
        'aduh maaf pak minggu ini saya nggak bisa ada acara keluarga',
        'ya udah biar aku aja pak aku pernah ngurus tahun lalu',
        'oke makasih bu rina',
        'terakhir konsumsi buat panitia tinggal dikit',
        'iya om budi tolong kabari pak rt malam ini',
        'baik nanti saya kabari',
      ],
      'id',
    );
    expect(items.map((i) => [i.task, i.assignee])).toEqual([
      ['Belanjanya hadiah lomba anak anak', 'Bu Rina'],
      ['Kabari pak rt konsumsi buat panitia', 'Om Budi'],
    ]);
  });

  it('"baik selanjutnya … siapa yang bisa urus" — "saya saja pak haji kebetulan saya kenal …" takes it', () => {
    const items = fromSpeech(
      [
        'baik selanjutnya spanduk pengajian akbar siapa yang bisa urus',
        'saya saja pak haji kebetulan saya kenal percetakan di depan pasar',
        'makasih mas fikri spanduknya paling lambat tanggal lima belas sudah terpasang ya',
      ],
      'id',
      '2026-02-08',
    );
    expect(rows(items)).toEqual([['Urus spanduk pengajian akbar', 'Mas Fikri', 'Minggu, 15 Februari 2026']]);
  });

  it('"tolong dilengkapi ya pak" after asking Pak Darto and his answer is asked of Pak Darto', () => {
    const items = fromSpeech(
      [
        'pertama jadwal petugas ronda pak darto sudah dapat konfirmasi dari warganya',
        'baru sebagian pak haji masih kurang empat malam',
        'tolong dilengkapi ya pak paling lambat hari kamis biar bisa langsung dicetak',
        'insya allah kamis sudah lengkap pak haji',
      ],
      'id',
      '2026-02-08',
    );
    expect(rows(items)).toEqual([[expect.stringMatching(/^Lengkapi/), 'Pak Darto', 'Kamis, 12 Februari 2026']]);
  });

  it('"oke makasih mas budi sekalian tulis …" after his taking the announcement is more of it, not a second task', () => {
    const items = fromSpeech(
      [
        'terus yang umumkan jadwal ronda baru ke warga lewat grup wa siapa ya',
        'biar saya saja pak rt nanti malam saya share di grup',
        'oke makasih mas budi sekalian tulis jangan lupa bawa senter ya',
        'siap pak',
      ],
      'id',
      '2026-05-14',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: expect.stringMatching(/; tulis jangan lupa bawa senter$/),
        assignee: 'Mas Budi',
      }),
    ]);
  });

  it('"nanti bendahara yang transfer ke bu sari mas doni ya besok" is asked of Mas Doni, without his name in it', () => {
    const items = fromSpeech(
      [
        'untuk konsumsi pengajian bu sari ibu ibu majelis taklim bisa pegang lagi',
        'bisa pak haji tapi kami minta dana awal dulu buat belanja',
        'oke nanti bendahara yang transfer ke bu sari mas doni ya besok',
        'siap pak haji besok pagi saya transfer',
      ],
      'id',
      '2026-02-08',
    );
    expect(rows(items)).toContainEqual(['Transfer ke Bu Sari', 'Mas Doni', 'Senin, 9 Februari 2026']);
  });
});

describe('who holds it, said as the reason, then what to do', () => {
  it('"dek sinta kamu yang pegang ig kan bikin poster lomba gitu": the poster, not "Pegang ig"', () => {
    const items = fromSpeech(
      [
        'pendaftar lomba mewarnai baru dua puluh perlu promosi lagi',
        'dek sinta kamu yang pegang ig kan bikin poster lomba gitu',
        'siap kak besok aku upload',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Bikin poster lomba mewarnai', 'Sinta', 'Rabu, 25 November 2026']]);
  });

  it('with labels and a comma after "kan" too', () => {
    const items = fromText(
      ['Bang Doni: Rizky, kamu yang pegang kas kan, rekap iuran bulan ini ya.', 'Rizky: Siap bang, Jumat aku kirim.'],
      'id',
    );
    expect(rows(items)).toEqual([['Rekap iuran', 'Rizky', 'Jumat, 27 November 2026']]);
  });

  it('what was done ("… kan kirim ke kelurahan kemarin?") is asked about, not asked for', () => {
    const items = fromText(
      ['Pak RT: Mas Andi, kamu yang pegang surat pengantar kan, kirim ke kelurahan kemarin?'],
      'id',
    );
    expect(items.map((i) => i.task).join()).not.toMatch(/kemarin/);
  });
});

describe('put forward, turned down with what they have on, taken by another', () => {
  it('"bu dewi aja ya" — "besok saya ada penyuluhan di puskesmas bu nggak bisa pegang hp" — "yaudah saya aja"', () => {
    const items = fromSpeech(
      [
        'bu terus jadwal piket kebersihan kelas itu siapa yang bikin',
        'bu dewi aja ya kayak biasa',
        'aduh besok saya ada penyuluhan di puskesmas bu nggak bisa pegang hp seharian',
        'yaudah saya aja bu besok pagi saya bikin',
        'makasih bu sinta',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Bikin jadwal piket kebersihan kelas', 'Bu Sinta', 'Rabu, 25 November 2026']]);
  });
});
