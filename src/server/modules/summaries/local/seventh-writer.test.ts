import { describe, expect, it } from 'vitest';
import { fromText, rows } from './summarize.test-support.js';

/**
 * Meetings by two more writers who had not seen the summariser (session 28): a student committee, a tax office, a
 * night-watch rota, a coworking space, a choir, and in English a fire brigade, a game studio, a tool library and a ward
 * huddle. What they found: a passive request with "aja dulu" and a remark after it, the thing put before "kamu yang"
 * when the verb has a thing of its own, "Boleh" allowing what someone offered, a warning after the request, a reminder
 * alone ("Nota jangan lupa") read as a task, two promises in one turn joined, "it" of a thing just taken on. The
 * regional speech they wrote is in `regional-speech.test.ts`.
 */
describe('a student committee', () => {
  const items = rows(
    fromText(
      [
        'Putra: Oke, mulai ya. Workshop fotografi jadi tanggal 18, di lab komputer.',
        'Laras: Narasumbernya udah fix belum sih? Yang fotografer pameran itu?',
        'Putra: Belum konfirmasi. Gal, kamu kan yang punya kontaknya, bisa follow up lagi?',
        'Galih: Bisa, nanti gue follow up hari ini deh.',
        'Mira: Terus spanduk kapan bisa dipasang?',
        'Putra: Mir, spanduknya tetep dibikin aja dulu, nanti tinggal ganti nama narasumber. Kamis udah bisa jadi?',
        'Mira: Kamis bisa.',
        'Putra: Tio, konsumsinya kamu yang cari katering ya, bandingin dua tempat.',
        'Tio: Siap, Jumat aku kabarin.',
        'Putra: Sin, surat peminjaman lab tolong dibikin ya, nanti aku yang minta tanda tangan.',
        'Sinta: Oke, besok pagi aku bikin, siangnya kamu ambil.',
      ],
      'id',
      '2026-03-05',
    ),
  );

  it('"X-nya udah fix belum?" names the thing without how it stands', () => {
    expect(items).toContainEqual(['Follow up narasumbernya lagi', 'Galih', 'Kamis, 5 Maret 2026']);
  });

  it('"spanduknya tetep dibikin aja dulu, nanti tinggal …": the passive asked of the one spoken to, without the remark', () => {
    expect(items).toContainEqual(['Bikin spanduk', 'Mira', 'Kamis, 12 Maret 2026']);
  });

  it('"konsumsinya kamu yang cari katering": the verb keeps its own thing, the one put first says which', () => {
    expect(items).toContainEqual(['Cari katering konsumsi, bandingin dua tempat', 'Tio', 'Jumat, 6 Maret 2026']);
  });

  it('"besok pagi aku bikin, siangnya kamu ambil": the same step again, and the other\'s part is not hers', () => {
    expect(items).toContainEqual(['Bikin surat peminjaman lab', 'Sinta', 'Jumat, 6 Maret 2026']);
  });
});

describe('a tax office', () => {
  const items = rows(
    fromText(
      [
        'Pak Hendra: Sampe mana SPT orang pribadi?',
        'Bu Lestari: Sisanya kebanyakan belum kirim bukti potong, Pak.',
        'Pak Hendra: Mbak Dewi, tolong di-blast lagi WA ke klien yang belum kirim dokumen, hari ini ya.',
        'Mbak Dewi: Siap, Pak.',
        'Mbak Sari: Pak, SPT badan PT Sinar juga harus mulai dicicil.',
        'Pak Hendra: PT Sinar nanti Mbak Sari aja yang pegang.',
        'Mbak Sari: Oke, Pak. Aku minta laporan keuangannya dulu ya ke mereka.',
        'Pak Hendra: Boleh, mintanya hari ini aja, biar cepet kebaca.',
        'Mbak Dewi: Pak, printer di ruang belakang macet lagi.',
        'Pak Hendra: Mbak Dewi, panggil teknisi aja, jangan dibongkar sendiri kayak kemarin.',
        'Mbak Dewi: Iya, Pak, besok saya telpon yang biasa.',
      ],
      'id',
      '2026-03-10',
    ),
  );

  it('"di-blast": the English verb of a passive written apart is the command', () => {
    expect(items).toContainEqual([
      'Blast lagi WhatsApp ke klien yang belum kirim dokumen',
      'Mbak Dewi',
      'Selasa, 10 Maret 2026',
    ]);
  });

  it('"Aku minta … dulu ya" — "Boleh, mintanya hari ini aja": what she offered, allowed, with the day', () => {
    expect(items).toContainEqual(['Minta laporan keuangannya ke mereka', 'Mbak Sari', 'Selasa, 10 Maret 2026']);
  });

  it('a warning after the request ("…, jangan dibongkar sendiri") is no part of it; what broke says what for', () => {
    expect(items).toContainEqual([
      'Panggil teknisi soal printer di ruang belakang',
      'Mbak Dewi',
      'Rabu, 11 Maret 2026',
    ]);
  });
});

describe('a night-watch rota', () => {
  it('"Nota jangan lupa" reminds of a thing within the task just taken; it is no task of its own', () => {
    const items = rows(
      fromText(
        [
          'Pak Harjo: Siapa yang mau beliin senter sama baterai? Pake uang kas aja.',
          'Bang Ucok: Aku aja, Pak, sekalian aku mau ke toko bangunan hari Senin.',
          'Pak Harjo: Oke Bang Ucok ya, senter dua, baterainya juga. Nota jangan lupa.',
          'Bang Ucok: Siap, nota aman.',
        ],
        'id',
        '2026-01-10',
      ),
    );
    expect(items).toEqual([['Beli senter sama baterai', 'Bang Ucok', 'Senin, 12 Januari 2026']]);
  });

  it('"Boleh. Joko sekalian tagih …": the one who offered, asked again by name, has the one task asked', () => {
    const items = rows(
      fromText(
        [
          'Joko: Mungkin banyak yang lupa, Pak. Saya bisa keliling tagih ke rumah-rumah.',
          'Pak Slamet: Boleh. Joko sekalian tagih iuran ke rumah yang belum bayar, targetnya selesai hari Jumat.',
          'Joko: Oke, Pak.',
        ],
        'id',
        '2026-08-03',
      ),
    );
    expect(items).toEqual([['Tagih iuran ke rumah yang belum bayar', 'Joko', 'Jumat, 7 Agustus 2026']]);
  });
});

describe('a volunteer fire brigade', () => {
  it('"I\'ll have it submitted by the twenty-fifth, leave us some buffer": the thing under discussion, submitted', () => {
    const items = rows(
      fromText(
        [
          'Dave: Last thing, the grant application for the new breathing apparatus. Closes on the thirtieth.',
          "Sharon: I've started it, I just need the quotes.",
          "Dave: I'll chase the quotes from the supplier. You'll have them by Friday.",
          "Sharon: Great, then I'll have it submitted by the twenty-fifth, leave us some buffer.",
        ],
        'en',
        '2026-06-03',
      ),
    );
    expect(items).toContainEqual(['Submit the grant application', 'Sharon', 'Thursday, 25 June 2026']);
  });
});

describe('a coworking space sync', () => {
  const items = rows(
    fromText(
      [
        'Sasa: Tadinya tanggal 24, tapi pembicaranya minta mundur ke 31.',
        'Nadia: Ya udah 31. Sa, lo bisa update poster sama link RSVP-nya?',
        'Sasa: Bisa. Besok ya, Nad.',
        'Bima: Eh Nad, sori motong, printer lantai dua juga tintanya abis.',
        'Nadia: Aduh. Kev, sekalian lo beliin tinta ya.',
        'Kevin: Lah gue mulu. Bima aja, dia kan yang ngerti tipenya.',
        'Bima: Yaudah gue aja, ntar gue order online.',
      ],
      'id',
      '2026-07-14',
    ),
  );

  it('"Sa, lo bisa …?": two letters of a short name, said in address, are that person', () => {
    expect(items).toContainEqual(['Update poster sama link RSVP-nya', 'Sasa', 'Rabu, 15 Juli 2026']);
  });

  it('"Lah gue mulu. Bima aja, dia kan yang ngerti tipenya": passed on, and taken by the one named', () => {
    expect(items.filter((i) => /tinta/i.test(i[0]!))).toEqual([['Beli tinta', 'Bima', 'Segera']]);
  });
});

describe('a game studio sprint planning', () => {
  const items = rows(
    fromText(
      [
        "Jonas: Right, demo's PC only. Park Switch for now.",
        "Mei: Okay, then I'll take the controller remapping bug, that one's a blocker. I can have it fixed by Wednesday.",
        'Jonas: Great.',
        "Kezia: Sure, but German's a separate pass. I'll do it Monday.",
        "Jonas: I'll write the Steam page description and the Next Fest FAQ myself. Tomorrow.",
        'Arturo: Did anyone see the new trailer for—',
        'Jonas: After the meeting, Arturo.',
      ],
      'en',
      '2026-09-21',
    ),
  );

  it('"I\'ll take X, that one\'s a blocker. I can have it fixed by Wednesday.": fixing what was taken on, that day', () => {
    expect(items.filter((i) => i[1] === 'Mei')).toEqual([
      ['Fix the controller remapping bug', 'Mei', 'Wednesday, 23 September 2026'],
    ]);
  });

  it('"After the meeting, Arturo." answers a question cut off; it is no day for the task before', () => {
    expect(items).toContainEqual([
      'Write the Steam page description and the Next Fest FAQ',
      'Jonas',
      'Tuesday, 22 September 2026',
    ]);
  });
});

describe('a tool library committee', () => {
  const items = rows(
    fromText(
      [
        "Helen: How about Marcus and I do it together? I'll write the narrative part, you do the budget?",
        'Marcus: Okay, that I can manage.',
        "Helen: Next Friday's the thirtieth, fine. I'll have the narrative drafted by then too, and we submit by the tenth so we're not scrambling.",
        "Declan: Speaking of money, the padlock on the shed's rusted.",
        "Helen: Ugh. Who's near the hardware store?",
        "Declan: Me, I'll grab a new one Saturday.",
      ],
      'en',
      '2026-01-21',
    ),
  );

  it('"drafted by then too, and we submit by the tenth": "by then" is the day just said; the next clause is another', () => {
    expect(items).toContainEqual(['Draft the narrative', 'Helen', 'Friday, 30 January 2026']);
  });

  it('"Me, I\'ll grab a new one Saturday" after "the padlock on the shed\'s rusted": a new padlock', () => {
    expect(items).toContainEqual(['Grab a new padlock', 'Declan', 'Saturday, 24 January 2026']);
  });
});

describe('two promises in one turn', () => {
  it('"… tomorrow. And I\'ll update …": another promise, not a step of the first', () => {
    const items = rows(
      fromText(
        [
          'Helen: Second, the volunteer rota for February.',
          "Rosa: I'll put a call out on the neighbourhood Facebook group tomorrow. And I'll update the rota spreadsheet once people sign up.",
          'Marcus: Can I jump in?',
        ],
        'en',
        '2026-01-21',
      ),
    );
    expect(items.map((i) => i[0])).toEqual([
      'Put a call out on the neighbourhood Facebook group',
      'Update the volunteer rota spreadsheet once people sign up',
    ]);
  });

  it('each with its own day, they are two tasks', () => {
    const items = rows(
      fromText(
        [
          'Helen: Second, the volunteer rota for February.',
          "Rosa: I'll put a call out on the neighbourhood Facebook group tomorrow. Then I'll update the rota spreadsheet on Monday.",
        ],
        'en',
        '2026-01-21',
      ),
    );
    expect(items).toEqual([
      ['Put a call out on the neighbourhood Facebook group', 'Rosa', 'Thursday, 22 January 2026'],
      ['Update the volunteer rota spreadsheet', 'Rosa', 'Monday, 26 January 2026'],
    ]);
  });
});

describe('a church youth choir', () => {
  const items = rows(
    fromText(
      [
        'Kak Maria: Terus seragam gimana? Yang putih kemarin banyak yang udah kekecilan.',
        'Natan: Aku salah satunya, Kak. Hehe, kebanyakan makan abis ibadah.',
        'Kak Maria: Nah. Ester, kamu bisa data ukuran semua anggota? Terus kasih ke aku.',
        'Ester: Bisa, Kak, nanti aku bikin form di grup, Selasa udah kelar.',
        'Natan: Kak, sound kemarin kan mendengung terus, mic yang kedua.',
        'Kak Yosef: Iya itu. Siapa yang bisa ngomong ke tim multimedia?',
        'Natan: Aku aja, Kak, aku kenal Bang Rio yang pegang mixer.',
        'Kak Yosef: Oke Natan, ngomongnya besok aja abis ibadah pagi, Bang Rio pasti ada.',
      ],
      'id',
      '2026-04-25',
    ),
  );

  it('"… bisa data …? Terus kasih ke aku.": the next step of the same thing, not of the joke said before it', () => {
    expect(items).toContainEqual(['Data ukuran semua anggota; kasih ke Kak Maria', 'Ester', 'Selasa, 28 April 2026']);
  });

  it('"ngomongnya besok aja …" gives the day of "Ngomong ke Bang Rio (tim multimedia)"; it is no task of its own', () => {
    expect(items.filter((i) => i[1] === 'Natan')).toEqual([
      ['Ngomong ke Bang Rio (tim multimedia)', 'Natan', 'Minggu, 26 April 2026'],
    ]);
  });
});

describe('a ward huddle', () => {
  const items = rows(
    fromText(
      [
        'Angela: Morning, everyone. Quick huddle, two admits coming up from the ED.',
        "Mike: Two? We're already short a tech.",
        "Angela: I know. Staffing said they'd try to float someone. I'll call them again right after huddle.",
        "Angela: Okay. Ben, he's yours today. Can you get a sitter request in for him?",
        "Ben: Yeah, I'll put the request in this morning.",
      ],
      'en',
      '2026-07-14',
    ),
  );

  it('"right after huddle" and "this morning" are today; "Staffing said …" — "call them" calls staffing', () => {
    expect(items).toEqual([
      ['Call staffing again', 'Angela', 'Tuesday, 14 July 2026'],
      ['Get a sitter request in for him', 'Ben', 'Tuesday, 14 July 2026'],
    ]);
  });
});
