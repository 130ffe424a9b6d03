import { describe, expect, it } from 'vitest';
import { fromSpeech, fromText } from './summarize.test-support.js';

/**
 * Whom and what a task refers to when the words that give it only point (session 18, tuning meetings t611, t803,
 * t804, t812, t1005, t406): "Bapak" spoken to, a reason before "tolong", "them" for a body the meeting named, "him"
 * for someone it only described, a question put to someone by name in the middle of a turn; and what only sounds like
 * a task (an absence passed on, where the speaker goes after the break).
 */

describe('the one spoken to and the thing pointed at', () => {
  it('"mohon Bapak yang melatih …" asks the one spoken to, and "upacara 17 Agustus" keeps its month', () => {
    const items = fromText(
      [
        'Bu Ratna: Untuk upacara 17 Agustus, petugasnya dari kelas 9. Pak Hendra, mohon Bapak yang melatih petugas upacaranya.',
        'Pak Hendra: Baik, Bu. Latihan saya mulai Rabu ini sepulang sekolah.',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Latih petugas upacara 17 Agustus', assignee: 'Pak Hendra' }),
    ]);
  });

  it('"bang rizal kan bendahara tolong bikinin …": the reason before "tolong" is not the task', () => {
    const items = fromSpeech(
      [
        'terus soal iuran keamanan kan ada yang nunggak tuh udah 3 bulan',
        'bang rizal kan bendahara tolong bikinin daftar siapa aja yang nunggak',
        'oke pak gas',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Bikin daftar siapa aja yang nunggak', assignee: 'Bang Rizal' }),
    ]);
  });

  it('"give them another ring" after "did the council ever come back" is "Ring the council again"', () => {
    const items = fromSpeech(
      [
        'raj did the council ever come back about the skip',
        'not yet i chased them on friday so still waiting',
        'okay could you give them another ring tomorrow',
        'yeah no problem first thing tomorrow',
      ],
      'en',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: expect.stringMatching(/^Ring the council again\b/),
        assignee: 'Raj',
        deadline: 'Wednesday, 25 November 2026',
      }),
    ]);
  });

  it('"tony you know the guy at parks right" — "yeah i\'ll give him a call": Tony calls the one described', () => {
    const items = fromSpeech(
      [
        'okay next the field at riverside has that big hole near the goal',
        "somebody's gonna twist an ankle tony you know the guy at parks right",
        "yeah i'll give him a call tomorrow morning",
        'also we were talking about a car wash fundraiser',
      ],
      'en',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Call the guy at parks (field)',
        assignee: 'Tony',
        deadline: 'Wednesday, 25 November 2026',
      }),
    ]);
  });

  it('an absence passed on ("Pak Sutrisno menyampaikan akan terlambat") is no task; a request beside it is', () => {
    const items = fromText(
      [
        'Pak Hartono: Agenda utama kita adalah persiapan Rapat Anggota Tahunan.',
        'Bu Endang: Mohon izin, Pak Ketua, Pak Sutrisno menyampaikan akan terlambat sekitar lima belas menit karena ada urusan di kelurahan.',
        'Bu Wati: Pak Sutrisno bilang dia telat, tolong Bu Endang siapkan absensi dulu.',
        'Bu Endang: Baik.',
        'Pak Sutrisno: Assalamualaikum, mohon maaf saya terlambat.',
      ],
      'id',
    );
    expect(items).toEqual([expect.objectContaining({ task: 'Siapkan absensi', assignee: 'Bu Endang' })]);
  });

  it('"habis istirahat saya langsung ke bagian maintenance" says where the speaker goes next, not a task', () => {
    const items = fromSpeech(
      [
        'mesin jahit nomor tujuh rusak lagi sudah dilaporkan ke maintenance belum',
        'siap pak habis istirahat saya langsung ke bagian maintenance',
      ],
      'id',
    );
    expect(items).toEqual([]);
  });

  it('a rule from a day on ("mulai minggu ini guru piket wajib …") is no task due that day; a named start is', () => {
    const id = fromText(
      [
        'Bu Ratna: Satu lagi, mulai minggu ini guru piket wajib berdiri di gerbang pukul 06.30.',
        'Bu Ratna: Pak Yusuf, tolong susun jadwal lomba kebersihan kelas paling lambat Jumat.',
        'Pak Yusuf: Baik, Bu.',
      ],
      'id',
    );
    expect(id.map((i) => i.task)).toEqual(['Susun jadwal lomba kebersihan kelas']);
    // Said to someone, it is their duty from that day.
    const duty = fromText(
      ['Bu Sari: Dina, mulai besok kamu setiap pagi buka toko jam tujuh ya.', 'Dina: Siap, Bu.'],
      'id',
    );
    expect(duty).toEqual([expect.objectContaining({ task: 'Setiap pagi buka toko jam tujuh', assignee: 'Dina' })]);
    const en = fromText(
      [
        'Ann: Starting next week everyone must sign in at the front desk.',
        'Ann: Sam, from Monday you will cover the front desk.',
        'Sam: Sure.',
      ],
      'en',
    );
    expect(en).toEqual([expect.objectContaining({ assignee: 'Sam', deadline: 'Monday, 30 November 2026' })]);
  });

  it('"jadi kita harus gerak cepat" urges the team on; it gives nobody a task', () => {
    const items = fromSpeech(
      [
        'insya allah puasa tinggal sepuluh hari lagi jadi kita harus gerak cepat',
        'mas fikri tolong urus spanduk jadwal imsakiyah ya',
        'siap pak',
      ],
      'id',
    );
    expect(items.map((i) => i.task)).toEqual(['Urus spanduk jadwal imsakiyah']);
  });
});

describe('work already given, confirmed by name', () => {
  it('"Jen, you\'re leading the safety orientation, right?" is Jen\'s "Lead the safety orientation"; so in speech', () => {
    const typed = fromText(
      [
        'Sam: Also the peak season temps start Monday.',
        "Sam: Jen, you're leading the safety orientation for them, right?",
        'Jen: Yeah.',
      ],
      'en',
    );
    expect(typed.map((i) => [i.task, i.assignee])).toEqual([
      ['Lead the safety orientation for the peak season temps', 'Jen'],
    ]);
    const spoken = fromSpeech(
      [
        'also the peak season temps start monday we got six new people coming in',
        "jen you're doing the safety orientation for them right",
        'yeah',
      ],
      'en',
    );
    expect(spoken.map((i) => [i.task, i.assignee])).toEqual([
      ['Do the safety orientation for the peak season temps', 'Jen'],
    ]);
  });
});

describe('a thing said with what it is about', () => {
  it('"I emailed the caterer about the vegan menu" … "could you chase the caterer again?": about the vegan menu', () => {
    const items = fromText(
      [
        'Priya: I already emailed the caterer about the vegan menu, by the way. No reply yet.',
        'Owen: Could we also do a joint session with the Thursday group?',
        'Margaret: Perhaps, but not this term.',
        'Margaret: Next, the book for May. We shortlisted three.',
        'Helen: I have the list. I will send it round.',
        'Margaret: Lovely. We can vote next week.',
        'Margaret: And Priya, could you chase the caterer again by Friday?',
        "Priya: I'll give them a ring.",
      ],
      'en',
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        task: 'Chase the caterer about the vegan menu again',
        assignee: 'Priya',
        deadline: 'Friday, 27 November 2026',
      }),
    );
  });
});

describe('what "it" and "the ones" are, said of things put by or spoken of', () => {
  it('"they\'ve put a pressure valve aside for you" — "I\'ll grab it on the way": the valve, not the supplier', () => {
    const lines = [
      "Kylie: I rang the supplier yesterday, they've put a pressure valve aside for you.",
      "Mick: Legend. I'll grab it on the way.",
    ];
    expect(fromText(lines, 'en').map((i) => [i.task, i.assignee])).toEqual([
      ['Grab the pressure valve on the way', 'Mick'],
    ]);
  });

  it('"Should we buy new ones?" … "I\'ll send you the ones I like": the folding chairs', () => {
    const lines = [
      'Jen: Also, the folding chairs from last year are mostly broken. Should we buy new ones?',
      "Maria: Yeah, I think so. Dave, you're going to the hardware store anyway, aren't you?",
      'Dave: I mean, I was, but not till Tuesday. I can grab like twenty if someone sends me the link.',
      "Jen: I'll send you the ones I like tonight.",
    ];
    expect(fromText(lines, 'en').map((i) => [i.task, i.assignee])).toEqual([
      ['Send Dave the folding chairs I like', 'Jen'],
    ]);
  });
});
