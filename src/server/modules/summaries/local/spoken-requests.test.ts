import { describe, expect, it } from 'vitest';
import type { Draft } from './action-types.js';
import { Names } from './names.js';
import { nameLed, THANKS_ONLY } from './owners.js';
import { fromSpeech, fromText, rows, speechSummary } from './summarize.test-support.js';

/** Requests in speech-to-text as it comes: no speakers, no punctuation, names in the middle of a turn. */

describe('English speech without labels', () => {
  it('"so nadia could you …" in the middle of a turn asks Nadia; "sure thing i\'ll …" is her answer', () => {
    const items = fromSpeech(
      [
        'the caterer cancelled on us so nadia could you book another caterer',
        "sure thing i'll have two quotes by friday",
        'by the way the projector is fixed',
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Book another caterer', 'Nadia', 'Friday, 27 November 2026']]);
  });

  it('"by the way …" on the next segment is a new utterance, not part of the task before it', () => {
    const items = fromSpeech(
      [
        'okay then omar would you mind taking the budget slides',
        "no problem i'll send them by thursday",
        'by the way the room is booked',
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Take the budget slides', 'Omar', 'Thursday, 26 November 2026']]);
  });

  it('"and everyone please have …" is a task for the team, written as the command', () => {
    const items = fromSpeech(['and everyone please have your timesheets in by friday'], 'en');
    expect(rows(items)).toEqual([['Have your timesheets in', 'Team', 'Friday, 27 November 2026']]);
  });
});

describe('English speech: people asked how things stand, or given a thing, at the start of a turn', () => {
  it('"raj did the council …" names Raj; "okay could you give them another ring tomorrow" is then his', () => {
    const items = fromSpeech(
      [
        'raj did the council ever come back about the skip',
        'not yet still waiting',
        'okay could you chase the council again tomorrow',
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Chase the council again', 'Raj', 'Wednesday, 25 November 2026']]);
  });

  it('"sophie the risk assessment needs doing" — "could you have it done by friday": Sophie, the risk assessment', () => {
    const items = fromSpeech(
      ['sophie the risk assessment needs doing for the insurance', 'could you have it done by friday'],
      'en',
    );
    expect(rows(items)).toEqual([['Finish the risk assessment', 'Sophie', 'Friday, 27 November 2026']]);
  });

  it('"thanks maya can you …" asks Maya; "of course i will …" on the next segment is an answer, not the task', () => {
    const thanks = fromSpeech(['thanks maya can you update the safety binder by friday'], 'en');
    expect(rows(thanks)).toEqual([['Update the safety binder', 'Maya', 'Friday, 27 November 2026']]);
    const answered = fromSpeech(
      ['fiona would you be able to do a short thank you email afterwards', 'of course i will send it on friday'],
      'en',
    );
    expect(answered.map((i) => i.task)).toEqual(['Do a short thank you email afterwards']);
  });
});

describe('Indonesian speech without labels', () => {
  it('a task given to nobody, then "X aja yang <verb>": it is X\'s, and X\'s answer brings the day', () => {
    const items = fromSpeech(
      [
        'terus jadwal ronda yang baru tolong ditempel di pos',
        'pak budi aja yang tempel kan rumahnya paling dekat',
        'siap pak besok pagi saya tempel',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Tempel jadwal ronda yang baru di pos', 'Pak Budi', 'Rabu, 25 November 2026']]);
  });

  it('the thing first, then who ("tenda buat sabtu nanti pak eko sama mas rudi ya"): one item each', () => {
    const items = fromSpeech(['tenda buat sabtu nanti pak eko sama mas rudi ya seperti biasa', 'siap pak'], 'id');
    expect(rows(items)).toEqual([
      ['Siapkan tenda', 'Pak Eko', 'Sabtu, 28 November 2026'],
      ['Siapkan tenda', 'Mas Rudi', 'Sabtu, 28 November 2026'],
    ]);
  });

  it('without a day or "seperti biasa", a thing and a name is no charge ("prakarya gimana bu winda")', () => {
    expect(fromSpeech(['prakarya gimana bu winda', 'masih proses bu'], 'id')).toEqual([]);
  });

  it('"pic-nya rani ya bikin …" puts Rani in charge of what follows; "putri sama reza bisa nggak …" names both', () => {
    const pic = fromSpeech(['terus promo akhir bulan itu pic nya rani ya bikin poster promonya besok'], 'id');
    expect(rows(pic)).toEqual([['Bikin poster promonya', 'Rani', 'Rabu, 25 November 2026']]);
    const both = fromSpeech(['putri sama reza bisa nggak bikin daftar hadir sebelum jumat', 'bisa kak'], 'id');
    expect(both.map((i) => i.assignee)).toEqual(['Putri', 'Reza']);
  });

  it('a question tag "… nggak" at the end is no part of the task', () => {
    const items = fromSpeech(['kevin bisa order gelas ke supplier nggak', 'bisa kak besok aku order'], 'id');
    expect(items.map((i) => i.task)).toEqual(['Order gelas ke supplier']);
  });

  it('"tolong hadir ya" asks everyone to come: "hadir" is no name', () => {
    expect(
      fromSpeech(['sabtu pagi kerja bakti semua pengurus tolong hadir ya'], 'id').map((i) => i.assignee),
    ).not.toContain('Hadir');
  });
});

describe('English speech: the call itself and conditions are no task', () => {
  it('"can you all hear me okay" is no request; "… and if it is still no" is not part of the task', () => {
    const items = fromSpeech(
      [
        'right hello everyone can you all hear me okay on the call',
        'okay raj could you ring the council again tomorrow and if it is still no we will think',
      ],
      'en',
    );
    expect(items.map((i) => [i.task, i.assignee])).toEqual([['Ring the council again', 'Raj']]);
  });
});

describe('whose a task is, settled at the end', () => {
  const ctx = {
    lang: 'id' as const,
    names: new Names([], 'id', ['Reza', 'Mas Andi']),
    meeting: undefined,
    keys: (t: string) =>
      t
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w.length > 3),
  };
  const draft = (task: string, assignee: string | null): Draft =>
    ({ task, assignee, deadline: null, sentence: 0, turn: 0, how: 'request', keys: [] }) as Draft;

  it("a task that still starts with a name is that person's, without the name", () => {
    const a = draft('Reza kelarin deck sebelum review', null);
    nameLed(a, ctx);
    expect([a.task, a.assignee]).toEqual(['Selesaikan deck sebelum review', 'Reza']);
    const b = draft('Mas Andi sekalian tulis jangan lupa bawa karung', null);
    nameLed(b, ctx);
    expect([b.task, b.assignee]).toEqual(['Tulis jangan lupa bawa karung', 'Mas Andi']);
  });

  it('leaves a task given to someone else, or a name followed by no verb', () => {
    const other = draft('Reza kelarin deck', 'Mas Andi');
    nameLed(other, ctx);
    expect([other.task, other.assignee]).toEqual(['Reza kelarin deck', 'Mas Andi']);
    const remark = draft('Reza kebetulan kenal percetakan', null);
    nameLed(remark, ctx);
    expect(remark.assignee).toBeNull();
  });

  it('a thank-you is no task', () => {
    expect(THANKS_ONLY.test('thanks Kev')).toBe(true);
    expect(THANKS_ONLY.test('Makasih mas andi')).toBe(true);
    expect(THANKS_ONLY.test('Thank the caterers for the food on Friday')).toBe(false);
  });
});

describe('Indonesian speech: a yes, then a promise', () => {
  it('"boleh sabtu lembur ya saya yang pesan makan siang" promises the lunch, on the day the yes named', () => {
    const items = fromSpeech(
      ['bu menurut saya kita lembur sabtu biar keburu', 'boleh sabtu lembur ya saya yang pesan makan siang'],
      'id',
    );
    expect(rows(items)).toEqual([['Pesan makan siang', 'Tim', 'Sabtu, 28 November 2026']]);
  });

  it("the team's task is its own when only its verb is a person's task too ('pesan tinta …', 'pesan makan siang')", () => {
    const items = fromSpeech(
      [
        'mas agus tolong pesan tinta cyan ke supplier paling lambat kamis',
        'siap bu',
        'bu menurut saya kita lembur sabtu biar keburu',
        'boleh sabtu lembur ya saya yang pesan makan siang',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Pesan tinta cyan ke supplier', 'Mas Agus', 'Kamis, 26 November 2026'],
      ['Pesan makan siang', 'Tim', 'Sabtu, 28 November 2026'],
    ]);
  });
});

describe("a print shop briefing as speech-to-text gives it (session 17, a new user's meeting)", () => {
  const lines = [
    'oke pagi semua kita mulai aja ya',
    'iya bu stok tinta cyan udah tinggal dua botol',
    'ee mas agus tolong pesan tinta cyan ke supplier paling lambat kamis',
    'siap bu nanti saya telepon supplier nya besok pagi',
    'terus soal mesin potong yang macet itu gimana',
    'pak teknisi bilang bisa dateng jumat bu',
    'oke mbak intan tolong temenin teknisi nya pas dateng ya',
    'iya bu aman',
  ];

  it('the people are those addressed: not the stock after "iya bu", not the technician who takes "-nya"', () => {
    expect(speechSummary(lines, 'id').participants.map((p) => p.name)).toEqual(['Mas Agus', 'Mbak Intan']);
  });

  it('"temenin teknisi nya pas dateng" is due the day the technician said he comes, for the machine asked about', () => {
    expect(rows(fromSpeech(lines, 'id'))).toContainEqual([
      'Temani teknisi pas dateng (mesin potong)',
      'Mbak Intan',
      'Jumat, 27 November 2026',
    ]);
  });

  it('in English too: "show him round when he arrives" after "the inspector is coming on Tuesday"', () => {
    const items = fromSpeech(
      ['the fire inspector is coming on tuesday morning', 'sam can you show him round when he arrives', 'sure'],
      'en',
    );
    expect(rows(items)).toEqual([['Show him round when he arrives', 'Sam', 'Tuesday, 1 December 2026']]);
  });
});

describe('a reason said before the request, in speech', () => {
  it('"sinta lo kan yang paling ngerti infra bikinin rfc nya dong": the request after the reason; wanting a plan is none', () => {
    const items = fromSpeech(
      [
        'terus yang kedua migrasi server ke cloud',
        'itu gede sih bang',
        'iya makanya gue mau ada dokumen rencananya dulu',
        'sinta lo kan yang paling ngerti infra bikinin rfc nya dong',
        'oke bisa bang',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Bikin rfc (migrasi server ke cloud)', 'Sinta', 'Segera']]);
  });
});

describe('a sprint planning in speech: who is asked when, and whom the answer speaks to', () => {
  it('"sinta … kapan bisa", "tanya sinta aja" name Sinta; "… jumat bang fajar" is said to Fajar, who answers next', () => {
    const lines = [
      'oke sprint planning kita mulai',
      'device android nya di lemari qa ada kok tanya sinta aja',
      'sinta regression test buat release dua kapan bisa',
      'kalau build nya masuk besok aku bisa beresin regression nya jumat bang fajar',
      'oke build nya gue pastiin masuk besok',
    ];
    // And the next turn is Fajar's: "oke build nya gue pastiin masuk besok".
    expect(rows(fromSpeech(lines, 'id'))).toEqual([
      ['Selesaikan regression test', 'Sinta', 'Jumat, 27 November 2026'],
      ['Pastiin build masuk', 'Bang Fajar', 'Rabu, 25 November 2026'],
    ]);
    expect(speechSummary(lines, 'id').participants.map((p) => p.name)).toEqual(['Sinta', 'Bang Fajar']);
  });

  it('"satu lagi panduan onboarding …" — "siapa yang mau pegang" — "gue aja …" — "oke rina tapi … jumat": Rina, Friday', () => {
    const items = fromSpeech(
      [
        'sebelum mulai makasih dulu buat rina yang kemarin bantu deploy',
        'satu lagi panduan onboarding buat anak magang yang masuk senin depan',
        'siapa yang mau pegang',
        'gue aja bang sekalian gue jadi buddy nya',
        'oke rina tapi sebelum dia masuk ya berarti jumat ini udah beres',
        'oke noted',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Pegang panduan onboarding buat anak magang; sekalian jadi buddynya', 'Rina', 'Jumat, 27 November 2026'],
    ]);
  });

  it('"yang paling urgent itu login error …" — "rudi lo bisa investigasi itu": the urgent one, by the day said later', () => {
    const items = fromSpeech(
      [
        'oke jadi backlog kita lumayan panjang nih ada lima tiket',
        'yang paling urgent itu login error di aplikasi kasir',
        'itu kayaknya gara gara update kemarin',
        'rudi lo bisa investigasi itu nggak',
        'bisa bang tapi gue butuh hp android lama buat repro',
        'di lemari qa ada kok ambil aja',
        'iya ada dua di lemari nggak dikunci kok',
        'oke rudi login error kasir target kamis udah ketemu root cause nya ya',
        'siap kamis',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Investigasi login error di aplikasi kasir', 'Rudi', 'Kamis, 26 November 2026']]);
  });
});

describe('asked whether a thing can be done, by name', () => {
  it('"bu sari kamar yang di atas bisa disiapin semua ya" — "bisa bu": the rooms, hers', () => {
    const items = fromSpeech(['bu sari kamar yang di atas bisa disiapin semua ya', 'bisa bu'], 'id');
    expect(rows(items)).toEqual([['Siapkan kamar yang di atas semua', 'Bu Sari', 'Segera']]);
  });

  it('"mbok made …" is Mbok Made (a Balinese name by birth order after the title)', () => {
    const items = fromSpeech(
      ['mbok made kamar tamu bisa dibersihin ya sebelum sabtu', 'bisa bli nanti jumat saya bersihin'],
      'id',
    );
    expect(rows(items)).toEqual([['Bersihkan kamar tamu', 'Mbok Made', 'Sabtu, 28 November 2026']]);
  });

  it('where a thing can be seen, or that it can be taken home, asks nothing', () => {
    const items = fromSpeech(
      [
        'mas joko laporan keuangan bisa dilihat di grup ya',
        'oke pak',
        'bu ani sisa kue bisa dibawa pulang ya',
        'wah makasih pak',
      ],
      'id',
    );
    expect(items).toEqual([]);
  });

  it('whether a thing can still be used asks nothing', () => {
    expect(fromText(['Pak RT: Pak Joko, kentongan di pos bisa dipake nggak?', 'Pak Joko: Bisa, Pak.'], 'id')).toEqual(
      [],
    );
  });
});

describe('"bisa kan sekalian …" asks as "bisa" does', () => {
  it('"itu biar pak ari aja eh pak ari bisa kan sekalian pasang tiang …" — "bisa bu kamis sore saya pasang"', () => {
    const items = fromSpeech(
      ['itu biar pak ari aja eh pak ari bisa kan sekalian pasang tiang bendera', 'bisa bu kamis sore saya pasang'],
      'id',
    );
    expect(rows(items)).toEqual([['Pasang tiang bendera', 'Pak Ari', 'Kamis, 26 November 2026']]);
  });
});

describe('a passive with "ya", said to someone', () => {
  it('"Jadwalnya dibikin ya, Pak, kirim ke saya besok." asks Pak Bowo for the schedule', () => {
    const items = fromText(
      [
        'Pak Bowo: Kelas tambahannya nanti saya yang pegang, Bu? Rabu sama Jumat sore saya kosong.',
        'Bu Endah: Boleh banget. Jadwalnya dibikin ya, Pak, kirim ke saya besok.',
        'Pak Bowo: Oke, Bu.',
      ],
      'id',
    );
    expect(rows(items)).toContainEqual(['Bikin jadwal, kirim ke Bu Endah', 'Pak Bowo', 'Rabu, 25 November 2026']);
  });

  it('not a need said with "harus" and asked of whoever', () => {
    const need = fromSpeech(['obat batuk tinggal dua itu harus segera dipesan ya siapa yang biasa kontak pbf'], 'id');
    expect(need.map((i) => i.task).join()).not.toMatch(/itu harus/);
  });
});

describe('after a fourth review: what these readings leave alone', () => {
  it('a plan changed ("acaranya dibatalin ya pak") and news to everyone ("bapak ibu airnya dimatiin ya besok")', () => {
    expect(fromSpeech(['oh acara halalbihalalnya dibatalin ya pak', 'iya bu gedungnya lagi direnovasi'], 'id')).toEqual(
      [],
    );
    expect(fromSpeech(['bapak ibu airnya dimatiin ya besok jam delapan', 'oke pak'], 'id')).toEqual([]);
  });

  it('who did something last week is not asked who will', () => {
    expect(
      fromText(['Pak Hadi: Oke, terus yang ngajarin kelas tiga minggu lalu siapa?', 'Bu Sri: Saya, Pak.'], 'id'),
    ).toEqual([]);
  });

  it('a limit or a step after "tapi kami/semua" stays in the task; what is to be asked keeps "om ada"', () => {
    const limit = fromText(['Bu Ani: Pak Dedi, tolong hubungi vendor sound, tapi kami cuma sanggup dua juta.'], 'id');
    expect(limit.map((i) => i.task)).toEqual(['Hubungi vendor sound, tapi kami cuma sanggup dua juta']);
    const asked = fromText(['Mama: Dek Nita, tolong telepon Om Heru, tanya om ada di rumah nggak sore ini.'], 'id');
    expect(asked.map((i) => i.task).join()).toMatch(/tanya om ada di rumah/);
  });
});
