import { describe, expect, it } from 'vitest';
import { turnsOf } from './sentences.js';
import { fromSpeech, fromText, rows, speechSummary } from './summarize.test-support.js';

/**
 * Village and small-business meetings in speech-to-text (session 29): a job asked of "who can" with what is to be
 * done said as a passive, a reluctant yes ("waduh ya wis"), a no given as an excuse ("saya ada nikahan … nggak
 * bisa") and the job taken over, and the next request starting mid-segment at the one it is made of.
 */
describe('a farmers group: the tractor to the workshop', () => {
  const lines = [
    'terus traktor nya gimana pak traktor kelompok itu kan rusak kopling nya',
    'iya itu harus dibawa ke bengkel siapa yang bisa bawa',
    'saya ga bisa pak minggu ini saya ke kota ngurus ee surat surat tanah',
    'pak darto aja ya kan rumah nya deket sama bengkel pak lik harno',
    'waduh ya wis pak saya bawa lusa soal nya besok saya ke sawah anak saya',
    'sip makasih pak darto',
  ];

  it('"itu harus dibawa ke bengkel, siapa yang bisa bawa?": the passive says what is done, the answer says when', () => {
    expect(rows(fromSpeech(lines, 'id', '2026-01-22'))).toEqual([
      ['Bawa traktor ke bengkel', 'Pak Darto', 'Sabtu, 24 Januari 2026'],
    ]);
  });
});

describe('a posyandu: cooking for the children, turned down and taken over', () => {
  const lines = [
    'oke terus pmt nya bulan depan mau bikin apa ibu ibu',
    'bubur kacang ijo aja bu anak anak suka kemarin habis',
    'kemarin bu ningsih ya yang masak enak banget bu sampai saya nambah hehe',
    'aduh bu endang bisa aja hehe',
    'ya udah bu ningsih lagi ya masak kacang ijonya nanti uangnya dari kas',
    'waduh bulan depan saya ada nikahan keponakan di solo bu nggak bisa',
    'yaudah saya aja bu yang masak tapi resepnya minta ya bu ningsih',
    'boleh bu endang nanti saya kirim lewat wa',
    'oke bu endang ya makasih',
  ];
  const items = () => rows(fromSpeech(lines, 'id', '2026-04-15'));

  it('"saya ada nikahan … nggak bisa" turns the request down; "yaudah saya aja bu yang masak" takes it over', () => {
    expect(items()).toContainEqual(['Masak kacang ijonya', 'Bu Endang', 'Segera']);
    expect(items().filter(([task]) => /masak/i.test(task!))).toHaveLength(1);
  });

  it('a segment that ends in "nggak bisa" is said to its end, not joined to the next', () => {
    expect(items().some(([task]) => /nikahan|nggak bisa/i.test(task!))).toBe(false);
  });

  it('"Bu Ningsih lagi ya masak …" asks Bu Ningsih; where the money comes from is no part of the task', () => {
    const asked = rows(fromSpeech(lines.slice(0, 5).concat('iya bu siap'), 'id', '2026-04-15'));
    expect(asked).toEqual([['Masak kacang ijonya', 'Bu Ningsih', 'Segera']]);
  });
});

describe('speech-to-text segments said to their end', () => {
  const segments = (lines: string[]) =>
    turnsOf(
      '',
      lines.map((text) => ({ text })),
    ).map((t) => t.text);

  it('"… soal vitamin a": "a" is a letter here, not an article left hanging; "… nggak bisa" is a no said in full', () => {
    const lines = [
      'terus bu bidan ratna mau nyampein soal vitamin a',
      'iya ibu ibu jadi bulan mei nanti bulan vitamin a',
      'waduh bulan depan saya ada nikahan keponakan di solo bu nggak bisa',
      'yaudah saya aja bu yang masak',
    ];
    expect(segments(lines)).toEqual(lines);
  });

  it('"… ee komang bisa" — "aduh bli aku besok …": a reply opens the next segment, not the rest of the question', () => {
    const lines = [
      'waduh iya itu harus dikuras sebelum mereka dateng ee komang bisa',
      'aduh bli aku besok kan ke bengkel terus minggu ada upacara di banjar',
    ];
    expect(segments(lines)).toEqual(lines);
  });

  it('"… kamu bisa" and "… the" still run on into the next segment', () => {
    expect(segments(['oke terus kamu bisa', 'kirim besok'])).toEqual(['oke terus kamu bisa kirim besok']);
    expect(segments(['can you book the', 'hall for friday'])).toEqual(['can you book the hall for friday']);
  });
});

describe('a thrift shop: two jobs in one segment', () => {
  it('"aku aja yang upload sabtu mbak ayu bikinin caption nya aja jumat malem kirim ke aku": Mbak Ayu\'s part', () => {
    const items = rows(
      fromSpeech(
        [
          'yang upload siapa kak',
          'mbak ayu aja ya mbak ayu kan udah biasa bikin caption nya',
          'aduh kak sabtu aku ada kondangan sepupu aku',
          'ee yaudah aku aja yang upload sabtu mbak ayu bikinin caption nya aja jumat malem kirim ke aku',
          'oke kak itu bisa',
          'makasih kak nadia',
        ],
        'id',
        '2026-05-12',
      ),
    );
    expect(items).toContainEqual(['Bikin caption, kirim ke Kak Nadia', 'Mbak Ayu', 'Jumat, 15 Mei 2026']);
    expect(items.some(([task]) => /mbak ayu/i.test(task!))).toBe(false);
  });

  it('"ambil juga ke mbak ayu" or "minta mbak ayu …" is not cut there: the name belongs to what goes before', () => {
    const items = rows(
      fromSpeech(
        ['oke nanti aku minta mbak ayu bikinin caption nya jumat', 'sip makasih kak nadia'],
        'id',
        '2026-05-12',
      ),
    );
    expect(items).toHaveLength(1);
    expect(items[0]![0]).toMatch(/^Minta mbak ayu bikin/i);
  });
});

describe('a boarding house: the dripping tap', () => {
  it('"Besok saya ganti, saya beli karetnya dulu …": the short promise stands, of the thing raised as broken', () => {
    const items = rows(
      fromText(
        [
          'Mbak Vina: Bu, keran kamar mandi lantai dua juga netes terus dari minggu lalu.',
          'Pak Ujang: Oh itu, Mbak, karetnya udah aus. Besok saya ganti, saya beli karetnya dulu di toko bangunan.',
          'Bu Ningsih: Ketiga, ini penting.',
        ],
        'id',
        '2026-09-06',
      ),
    );
    expect(items).toEqual([['Ganti keran kamar mandi lantai dua', 'Pak Ujang', 'Senin, 7 September 2026']]);
  });
});

describe('a homestay: not yet, but I will', () => {
  const lines = [
    'terus review yang kemarin di google itu yang bintang tiga udah dibales belum kadek',
    'belum bli nanti aku bales sekalian aku cek review review yang baru',
    'ok udah ya suksma semua',
  ];

  it('"… udah dibales belum kadek" — "belum bli nanti aku bales": the one asked answers it, of the thing asked', () => {
    const items = rows(fromSpeech(lines, 'id', '2026-06-18'));
    expect(items).toHaveLength(1);
    expect(items[0]).toEqual(['Balas review yang kemarin di google itu yang bintang tiga', 'Kadek', 'Segera']);
  });

  it('"belum, nanti aku share di grup": "not yet" is no part of the promise', () => {
    const items = rows(
      fromSpeech(
        [
          'oke dan semua tolong sebarin link pendaftaran ke grup angkatan masing masing ya',
          'link nya udah ada kak nadia',
          'belum nanti aku share di grup abis ini',
          'oke kak nadia makasih',
        ],
        'id',
        '2026-10-13',
      ),
    );
    expect(items.map(([task]) => task!).filter((t) => /^belum/i.test(t))).toEqual([]);
  });
});

describe('a Balinese banjar before a temple festival: the run-down says who', () => {
  const lines = [
    'pertama soal penjor ee bli made gimana bambunya sudah ada belum',
    'sudah bli bambunya sudah saya pesan kemarin',
    'terus banten mbok ayu gimana ibu ibu pkk sudah dibagi',
    'sudah bli komang pembagiannya sudah saya list kemarin',
    'dua juta ya nanti dari kas banjar aja pak ketut tolong dicairkan',
    'iya bisa tapi saya perlu rincian perkiraannya dulu mbok',
    'oke nanti malam saya kirim rinciannya ke wa bapak',
    'cuma ee bli wayan nggak datang ya padahal soal konsumsi sekaa gong belum jelas',
    'nanti sore saya telepon bli wayan soal konsumsinya',
    'ya dek putu bisa kumpulin sekaa teruna',
    'oke suksma bli made',
    'jadi recap ya bambu jumat bli made rincian banten malam ini mbok ayu',
    'dana besok pak ketut',
    'sama bli komang telepon bli wayan',
    'oke kalau gitu cukup sekian om santih santih santih om',
  ];
  const summary = () => speechSummary(lines, 'id', '2026-03-04');

  it("a promise of no one known is the one's whose part of the run-down names its thing", () => {
    const items = rows(summary().actionItems);
    const whose = (start: string) => items.find(([task]) => task!.startsWith(start))?.slice(1);
    expect(whose('Kirim rincian ke WhatsApp bapak')).toEqual(['Mbok Ayu', 'Rabu, 4 Maret 2026']);
    expect(whose('Telepon Bli Wayan soal konsumsi')).toEqual(['Bli Komang', 'Rabu, 4 Maret 2026']);
    expect(whose('Kumpulkan sekaa teruna')).toEqual(['Dek Putu', 'Segera']);
  });

  it('Balinese names ("bli made", "dek putu") are people; "om swastiastu", "suksma" are not', () => {
    const people = summary().participants.map((p) => p.name);
    expect(people).toEqual(expect.arrayContaining(['Bli Made', 'Dek Putu', 'Mbok Ayu', 'Bli Komang', 'Pak Ketut']));
    expect(people.some((p) => /swastiastu|suksma|santih/i.test(p))).toBe(false);
  });
});

describe('a mosque committee: "dek" before a name', () => {
  it('"dek rizal kamu yang umumin …": Dek Rizal, asked, his name no part of the task', () => {
    const items = rows(
      fromSpeech(
        [
          'dek rizal gimana bisa bantu desainnya',
          'siap bu ratna rabu saya kirim drafnya ke ibu',
          'dek rizal kamu yang umumin habis jumatan jumat depan ya',
          'waduh saya pak oke deh siap',
        ],
        'id',
        '2026-03-06',
      ),
    );
    expect(items.filter(([, who]) => who === 'Dek Rizal').map(([task]) => task)).toContain('Umumin habis jumatan');
    expect(items.some(([task]) => /rizal|gimana/i.test(task!))).toBe(false);
  });
});

describe('an agenda item named with hesitation and the one asked', () => {
  it('"pertama soal penjor ee bli made gimana …": the item is "penjor"', () => {
    const items = rows(
      fromSpeech(
        [
          'oke kita mulai saja ya rapat persiapan odalan',
          'pertama soal penjor ee bli made gimana bambunya sudah ada belum',
          'sudah bli bambunya sudah saya pesan kemarin tinggal diambil aja',
          'kapan bisa diambil bli',
          'ee jumat saya ambil pakai pikapnya pak ketut boleh ya pak',
          'boleh boleh pakai aja kuncinya nanti ada di rumah',
          'oke suksma bli made',
        ],
        'id',
        '2026-03-04',
      ),
    );
    expect(items.some(([task]) => /\(penjor\)$/.test(task!))).toBe(true);
    expect(items.some(([task]) => /\bee\b|bli made\)/i.test(task!))).toBe(false);
  });
});

describe('a neighbourhood committee: the thing named before the one asked', () => {
  const items = rows(
    fromText(
      [
        'Pak Budi: Oke, kita mulai ya. Soal spanduk acara tujuh belasan, Mas Dimas bisa pesan ke percetakan depan pasar?',
        'Mas Dimas: Bisa Pak, besok pagi saya pesan.',
        'Pak Budi: Terus konsumsi panitia, Mbak Sari tolong urus ya, menunya kabari di grup.',
        'Mbak Sari: Siap Pak, Kamis saya kabari.',
      ],
      'id',
      '2026-11-30',
    ),
  );

  it('"Terus konsumsi panitia, Mbak Sari tolong urus ya, …": asked of Mbak Sari, of the thing put first', () => {
    expect(items).toContainEqual([
      'Urus konsumsi panitia, menunya kabari di grup',
      'Mbak Sari',
      'Kamis, 3 Desember 2026',
    ]);
  });

  it('"Soal spanduk acara tujuh belasan, Mas Dimas bisa pesan ke percetakan …?": the banner is what he orders', () => {
    expect(items).toContainEqual([
      'Pesan spanduk acara tujuh belasan ke percetakan depan pasar',
      'Mas Dimas',
      'Selasa, 1 Desember 2026',
    ]);
  });
});

describe('a mosque renovation committee: the one who took it on, asked when by name', () => {
  const lines = [
    'pak slamet gimana kemarin udah ketemu tukangnya belum',
    'udah pak darto kemarin sore saya ke rumah pak karyo tukang yang di rt tiga',
    'hmm oke kalau gitu yang bikin list materialnya siapa',
    'saya aja pak nanti saya bikin list sama hitungan volumenya sekalian',
    'minta harga ke toko bangunan sinar jaya',
    'kira kira kapan pak slamet biar bisa kita bahas',
    'insyaallah senin udah saya kirim ke grup pak',
    'oke makasih pak slamet terus soal dana bu ratna saldo kita sekarang berapa',
  ];

  it('"saya aja pak nanti saya bikin list sama hitungan …" — "kira kira kapan pak slamet": his, said in full, Monday', () => {
    expect(rows(fromSpeech(lines, 'id', '2026-03-07'))).toContainEqual([
      'Bikin list material sama hitungan volumenya',
      'Pak Slamet',
      'Senin, 9 Maret 2026',
    ]);
  });
});

describe('a village water group: who buys the pipe', () => {
  it('"yang beli pipa siapa ini pak wagimin kan deket …" — "… nggak bisa" — "ya udah saya aja pak besok pagi …"', () => {
    const lines = [
      'hmm yang beli pipa siapa ini pak wagimin kan deket sama toko pak bambang',
      'wah saya besok ke sawah seharian mas nggak bisa ke kota',
      'ya udah saya aja pak besok pagi saya ke toko sambil antar anak sekolah',
      'oh mas bayu yang beli oke makasih mas sekalian lem pipanya ya',
      'siap pak',
    ];
    expect(rows(fromSpeech(lines, 'id', '2026-06-14'))).toEqual([
      ['Beli pipa dan lem pipa', 'Mas Bayu', 'Senin, 15 Juni 2026'],
    ]);
  });
});

describe("a grandmother's 80th: the grandchild asked by his title alone", () => {
  it('"wah bagus itu dek kamu yang ngumpulin videonya ya": Dek Raka collects the videos, by Saturday', () => {
    const lines = [
      'oke terus kado dari cucu cucu gimana dek raka kamu kan yang paling deket sama eyang',
      'ee aku kepikiran bikin video ucapan dari semua cucu sama cicit',
      'wah bagus itu dek kamu yang ngumpulin videonya ya',
      'iya kak nanti aku bikin grup terus minta semua kirim paling lambat sabtu depan',
      'oke makasih ya dek raka',
    ];
    expect(rows(fromSpeech(lines, 'id', '2026-11-21'))).toEqual([
      ['Kumpulkan video ucapan', 'Dek Raka', 'Sabtu, 28 November 2026'],
    ]);
  });
});

describe('a family qurban plan: a reluctant yes before the promise', () => {
  it('"aduh pakde em iya deh aku yang ngumpulin …": the money collected, without the "oh, uncle, yes"', () => {
    const lines = [
      'oke terus uang nya siapa yang ngumpulin laras aja ya kamu kan yang paling rapi itung itungan',
      'aduh pakde em iya deh aku yang ngumpulin tapi semua transfer ke aku paling lambat tanggal dua puluh ya',
    ];
    const [task] = rows(fromSpeech(lines, 'id', '2026-05-10'))[0]!;
    expect(task).toMatch(/^Kumpulkan\b/);
    expect(task).toMatch(/uang/);
    expect(task).not.toMatch(/aduh|pakde|iya/i);
  });
});

describe('a Javanese name shaped like a Jakarta verb, a day turned down, a spoken nasal verb', () => {
  it('"pak tukimin bisa nggak nguras …" — "bisa mas tapi nggak besok ya kamis sore aja …": his, on Thursday', () => {
    const items = fromSpeech(
      [
        'bak air di mushola udah lumutan perlu dikuras',
        'pak tukimin bisa nggak nguras baknya kan rumahnya paling deket',
        'bisa mas tapi nggak besok ya kamis sore aja saya kuras sama anak saya',
        'ya wis kamis gapapa',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Kuras bak', 'Pak Tukimin', 'Kamis, 26 November 2026']]);
  });

  it('"kabarin" after "bang" is still a verb, not Bang Kabarin', () => {
    const items = fromSpeech(['catering udah fix bang kabarin ke panitia ya', 'siap bang nanti malam'], 'id');
    expect(items.map((i) => i.assignee)).not.toContain('Bang Kabarin');
  });

  it('Jakarta -in verbs after a title are no names, and are not made into other verbs', () => {
    const s = speechSummary(
      ['pak matiin lampu aula abis acara ya', 'mas tungguin saya di depan', 'bang naikin harga parkir'],
      'id',
    );
    expect(s.participants.map((p) => p.name)).toEqual([]);
    expect(s.actionItems.map((i) => i.task).join()).not.toMatch(/Taikin|Tatiin/);
  });
});

describe('thanked by a regional title alone', () => {
  it('"nanti sore aku telpon lagi ke pusat nya" — "sip makasih kang": the one person the meeting calls Kang', () => {
    const items = fromSpeech(
      [
        'iya jam sepuluh kang bayu dapur gimana udah siap semua belum',
        'eh fryer yang satu lagi belum dateng pak katanya dari pusat baru dikirim kamis',
        'kamis aduh mepet banget itu',
        'nanti sore aku telpon lagi ke pusat nya pak minta dikirim besok aja',
        'sip makasih kang',
        'em kang bayu sama ujang nanti itung stok ayam ya',
      ],
      'id',
    );
    expect(items.find((i) => i.task.startsWith('Telepon lagi ke pusat'))?.assignee).toBe('Kang Bayu');
  });

  it('"tuker" is written "tukar"', () => {
    const items = fromText(['Pak Andi: Mas Joko, tolong tuker seragam yang kekecilan ke pusat besok.'], 'id');
    expect(items.map((i) => i.task)).toEqual(['Tukar seragam yang kekecilan ke pusat']);
  });
});
