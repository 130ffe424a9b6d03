import { describe, expect, it } from 'vitest';
import { fromSpeech, fromText, rows } from './summarize.test-support.js';

/**
 * Meetings by two more writers who had not seen the summariser (session 27): a family planning a birthday, an agency
 * stand-up, a parents' call. What they found: a volunteer's reasons read as the task ("Saya aja deh, kantor saya
 * deket percetakan"), "who?" asked without "siapa yang", "kamu" after someone asked what they should do, and a
 * thing that expired as what "renew" is done to.
 */
describe('a family planning a gathering', () => {
  const items = rows(
    fromText(
      [
        'Mama: Jadi gini, arisan keluarga besar tanggal 21 di rumah kita.',
        'Tante Wulan: Kateringnya aku aja yang urus, Mbak.',
        'Mama: Wah iya, makasih, Lan.',
        'Raka: Terus aku ngapain? Hehe.',
        'Mama: Kamu bikin slideshow foto keluarga.',
        'Raka: Yah, Ma, ribet dong. Harus nagih satu-satu.',
        'Mama: Terus undangan ke saudara di Bogor siapa?',
        'Papa: Ya udah aku aja, Jumat depan abis Jumatan aku keliling sama Raka.',
        'Om Bayu: Buku doa yang lama gimana? Udah pada sobek.',
        'Mama: Bukunya bagus tuh, tinggal dijilid ulang.',
        'Tante Wulan: Terus yang jilid bukunya?',
        'Om Bayu: Saya aja deh, kantor saya deket fotokopian.',
        'Mama: Kuenya?',
        'Tante Wulan: Kue aku bisa, kebetulan Sabtu ini mau ke pasar.',
        'Mama: Oke, Tante Wulan beli kue Sabtu ya.',
      ],
      'id',
      '2026-06-06',
    ),
  );

  it('"…, Mbak" at the end is whom she speaks to', () => {
    expect(items).toContainEqual(['Urus katering', 'Tante Wulan', 'Segera']);
  });

  it('"Terus aku ngapain?" — "Kamu bikin …": "kamu" is the one who just asked', () => {
    expect(items).toContainEqual(['Bikin slideshow foto keluarga', 'Raka', 'Segera']);
  });

  it('"Terus undangan ke saudara di Bogor siapa?" — "aku aja, Jumat depan …": the thing asked, not the errand', () => {
    expect(items).toContainEqual(['Urus undangan ke saudara di Bogor', 'Papa', 'Jumat, 12 Juni 2026']);
  });

  it('"Terus yang jilid bukunya?" — "Saya aja deh, kantor saya deket fotokopian": why he can is no task', () => {
    expect(items).toContainEqual(['Jilid buku doa', 'Om Bayu', 'Segera']);
  });

  it('"Kue aku bisa, kebetulan …" is no task; "Oke, Tante Wulan beli kue Sabtu ya" is', () => {
    expect(items).toContainEqual(['Beli kue', 'Tante Wulan', 'Sabtu, 13 Juni 2026']);
    expect(items).toHaveLength(5);
  });
});

describe('an agency stand-up', () => {
  it('"domain website kita expired hari Sabtu. Ada yang bisa renew?" — "Gue aja, gampang itu, abis standup gue beresin"', () => {
    const items = fromText(
      [
        'Ci Melisa: Oh ya, satu lagi, domain website kita expired hari Sabtu. Ada yang bisa renew?',
        'Dito: Gue aja, gampang itu, abis standup gue beresin.',
        'Ci Melisa: Thanks, Dit.',
      ],
      'id',
      '2026-07-13',
    );
    expect(rows(items)).toEqual([['Renew domain website', 'Dito', 'Senin, 13 Juli 2026']]);
  });
});

describe('a marketing stand-up in Jakarta speech', () => {
  const items = rows(
    fromText(
      [
        'Kevin: Nad, konten TikTok buat promo gajian gimana? Deadline-nya kan Kamis.',
        'Nadia: On track sih. Script udah final, tinggal edit. Tapi gue butuh footage dari Tasya.',
        'Tasya: Iya, sorry banget, gue kemarin sakit. Nanti sore gue kirim deh ke lo, Nad.',
        'Raka: Eh btw, laporan ads bulan Mei belum ada yang bikin ya? Pak Andre nanyain terus di grup.',
        'Kevin: Oh iya. Siapa yang pegang?',
        'Bimo: Gue minggu ini full handle KOL, bro. Gak sanggup kalo nambah.',
        'Raka: Ya udah, gue aja yang bikin. Rabu gue share ke Pak Andre, oke?',
      ],
      'id',
      '2026-06-08',
    ),
  );

  it('"Nanti sore gue kirim deh ke lo, Nad" after "gue butuh footage dari Tasya": her promise, of the footage, to Nadia', () => {
    expect(items).toContainEqual(['Kirim footage ke Nadia', 'Tasya', 'Senin, 8 Juni 2026']);
  });

  it('"Gue minggu ini full …" to "Siapa yang pegang?" is being busy; "Pak Andre nanyain terus" is no request', () => {
    expect(items.map((i) => i[1])).toEqual(['Tasya', 'Raka']);
  });
});

describe('a motorbike workshop', () => {
  const items = rows(
    fromText(
      [
        'Pak Darto: Ya udah, yang benerin siapa nih? Ada yang kenal tukang servis genset?',
        'Mas Yoga: Saya ada kenalan, Pak, di Cibubur. Biar saya yang telepon, besok saya suruh dateng.',
        'Mbak Rini: Pak, terus Scoopy punya Pak Haji Mansur itu udah seminggu di sini, belum diambil.',
        'Pak Darto: Oh iya. Kamu telepon aja.',
        'Mbak Rini: Udah saya WA dua kali, Pak, nggak dibales.',
        'Pak Darto: Ya udah, Cok, kamu kan searah pulangnya, mampir ke rumahnya nanti sore, bilangin motornya udah beres.',
        'Bang Ucok: Aman, Pak.',
        'Pak Darto: Terus yang pesen brosurnya belum ada nih. Rin, kamu aja ya, kamu kan yang ngerti desain-desain gitu.',
        'Mbak Rini: Duh, minggu ini saya ribet sama laporan pajak, Pak. Mas Yoga aja?',
        'Mas Yoga: Yaelah. Ya udah deh, saya pesenin di percetakan depan pasar, Jumat kelar.',
        'Pak Darto: Sip. Udah, gitu aja. Saya mau sarapan dulu, laper.',
      ],
      'id',
      '2026-01-12',
    ),
  );

  it('"Ada yang kenal tukang servis genset?" — "Biar saya yang telepon": calling him, not knowing him', () => {
    expect(items).toContainEqual(['Telepon tukang servis genset', 'Mas Yoga', 'Selasa, 13 Januari 2026']);
  });

  it('"kamu kan searah pulangnya, mampir ke rumahnya …": the reason goes; the house is the one just named', () => {
    expect(items).toContainEqual([
      'Mampir ke rumah Pak Haji, bilangin motornya udah beres',
      'Bang Ucok',
      'Senin, 12 Januari 2026',
    ]);
  });

  it('"yang pesen brosurnya belum ada" … "saya pesenin di percetakan": the brochures, by whom it fell to; no breakfast', () => {
    expect(items).toContainEqual(['Pesankan brosur di percetakan depan pasar', 'Mas Yoga', 'Jumat, 16 Januari 2026']);
    expect(items).toHaveLength(3);
  });
});

describe('an OSIS committee as speech-to-text', () => {
  it('"waalaikumsalam bu pas banget bu kita mau minta tolong hubungi …": the request after the greeting; no canteen', () => {
    const items = fromSpeech(
      [
        'juri buat debat kita perlu guru dua orang siapa ya',
        'assalamualaikum maaf ya telat tadi kelas sebelas lama',
        'waalaikumsalam bu pas banget bu kita mau minta tolong hubungi pak hadi sama bu rina buat jadi juri debat',
        'oh bisa nanti ibu bilang ke mereka',
        'oke rekap ya',
        'abis ini ke kantin yuk laper',
      ],
      'id',
      '2026-10-07',
    );
    expect(items.map((i) => i.task)).toEqual(['Hubungi Pak Hadi sama Bu Rina buat jadi juri debat']);
  });
});

describe('what is said, not asked', () => {
  it('"belum ada yang ngurus" and "…, biasanya dia punya kenalan" are no tasks; "Nanti aku tanya Pak RT" is', () => {
    const items = fromText(
      [
        'Om Bayu: Sewa kursi sama tenda kecil buat teras belum ada yang ngurus nih.',
        'Papa: Bay, kamu aja ya, kan kamu yang deket sama Pak RT, biasanya dia punya kenalan.',
        'Om Bayu: Oke, oke. Nanti aku tanya Pak RT.',
      ],
      'id',
      '2026-06-06',
    );
    expect(rows(items)).toEqual([['Tanya sewa kursi sama tenda kecil buat teras', 'Om Bayu', 'Segera']]);
  });
});

describe('a dental clinic huddle', () => {
  it('"how are we on the recall list?" — "I\'ll take the second half of the list": which list', () => {
    const items = fromText(
      [
        'Dr. Patel: Thanks. Amber, how are we on the recall list?',
        'Amber: About forty patients overdue for cleanings.',
        "Mike: I can split it with you. I'm light tomorrow afternoon, I'll take the second half of the list.",
        "Amber: Oh, that'd be amazing.",
      ],
      'en',
      '2026-09-24',
    );
    expect(items.map((i) => [i.task, i.assignee])).toEqual([['Take the second half of the recall list', 'Mike']]);
  });
});

describe('a mosque committee answering the chair', () => {
  it('"nggak usah pak saya bawa ke tukang servis aja sabtu ini": the other way turned down, then the promise', () => {
    const items = fromSpeech(
      [
        'sound system gimana mas fajar',
        'sound punya masjid kemarin mic nya mati satu pak',
        'wah harus sewa dong',
        'nggak usah pak saya bawa ke tukang servis aja sabtu ini',
        'oke mas fajar ya tolong',
      ],
      'id',
      '2026-02-04',
    );
    expect(rows(items)).toEqual([['Bawa sound system ke tukang servis', 'Mas Fajar', 'Sabtu, 7 Februari 2026']]);
  });

  it('"bisa bisa besok pagi saya transfer ke Bu Siti berapa bu": the yes said twice and "how much?" are no part of it', () => {
    const items = fromText(
      [
        'Bu Siti: Saya perlu uang muka buat katering.',
        'Pak Harun: Pak Amin, bisa cairin DP-nya?',
        'Pak Amin: bisa bisa besok pagi saya transfer ke Bu Siti berapa bu',
      ],
      'id',
      '2026-02-04',
    );
    expect(rows(items)).toEqual([['Transfer ke Bu Siti', 'Pak Amin', 'Kamis, 5 Februari 2026']]);
  });
});

describe('a thrift shop reviewing a live sale, as speech-to-text', () => {
  const items = () =>
    rows(
      fromSpeech(
        [
          'itu karena banyak yang nanya ukuran terus nggak kejawab bang rendy kecepetan sih',
          'hehe iya maaf kak soalnya barangnya banyak',
          'next live bang rendy tolong sebutin ukuran sama lingkar dada tiap barang ya',
          'siap kak',
          'terus mbak tiwi masih ada berapa chat yang belum dibales',
          'masih ada sekitar enam puluh kak',
          'waduh itu harus beres hari ini ya',
          'oke bang rendy abis ini fotoin detail yang diminta kirim ke mbak tiwi',
          'sip nanti siang ya',
        ],
        'id',
        '2026-08-19',
      ),
    );

  it('"next live bang rendy tolong …": when, then the one asked; "itu harus beres" alone is nobody\'s task', () => {
    expect(items()).toContainEqual(['Sebutin ukuran sama lingkar dada tiap barang', 'Bang Rendy', 'Segera']);
    expect(items()).toHaveLength(2);
  });

  it('"oke bang rendy abis ini fotoin … kirim ke mbak tiwi": his, though it names whom it goes to', () => {
    expect(items()).toContainEqual([
      'Foto detail yang diminta kirim ke Mbak Tiwi',
      'Bang Rendy',
      'Rabu, 19 Agustus 2026',
    ]);
  });
});

describe('a laundry outlet', () => {
  const items = rows(
    fromText(
      [
        'Mas Bayu: Ko, saya mau lapor, motor antar-jemput bannya udah botak. Kemarin hampir jatuh pas hujan.',
        'Ko Hendra: Lho, bahaya itu. Ganti aja, Bay. Pakai uang kas outlet, nanti notanya kasih ke Wulan.',
        'Mas Bayu: Siap. Besok pagi saya ke bengkel sebelum antar.',
        'Ko Hendra: Euis, kamu kan sering pegang kasir, bisa bikin daftar pelanggan yang sering datang?',
        'Teh Euis: Bisa, Ko. Tapi minggu ini saya full nyetrika, numpuk banget. Senin depan ya, Ko?',
        'Ko Hendra: Senin depan oke.',
      ],
      'id',
      '2026-04-15',
    ),
  );

  it('"saya mau lapor, … bannya udah botak" is telling now; "Ganti aja, Bay" replaces what wore out', () => {
    expect(items).toContainEqual(['Ganti motor antar-jemput bannya', 'Mas Bayu', 'Kamis, 16 April 2026']);
  });

  it('"Euis" is Teh Euis; busy this week, she takes it for Monday', () => {
    expect(items).toContainEqual(['Bikin daftar pelanggan yang sering datang', 'Teh Euis', 'Senin, 20 April 2026']);
    expect(items).toHaveLength(2);
  });
});

describe('aunts and uncles planning a wedding', () => {
  it('"Mira, kamu kan kenal Bu Harti, tolong minta …" is asked of Tante Mira, for the day she answers', () => {
    const items = fromText(
      [
        'Pakde Harjo: Ya udah, Mira, kamu kan kenal Bu Harti, tolong minta penawaran harga buat lima ratus tamu. Minggu ini bisa?',
        'Tante Mira: Bisa, Mas. Senin aku ke rumahnya, sekalian tes makanan.',
      ],
      'id',
      '2026-07-11',
    );
    expect(rows(items)).toEqual([['Minta penawaran harga buat lima ratus tamu', 'Tante Mira', 'Senin, 13 Juli 2026']]);
  });

  it('"udah dua bus om bram yang urus kemarin" is done already', () => {
    const items = fromSpeech(
      ['bang jali busnya udah fix berapa', 'udah dua bus om bram yang urus kemarin dp udah masuk'],
      'id',
    );
    expect(items).toEqual([]);
  });
});

describe('a village enterprise meeting in Javanese-flavoured speech', () => {
  it('"nggih" is yes and "matur nuwun mas anton" thanks the one who took it', () => {
    const items = fromSpeech(
      [
        'terus ini soal musdes bulan juni undangannya belum ada yang buat',
        'aduh saya lagi repot homestay pak',
        'ya sudah saya saja yang bikin undangannya sekalian fotokopi lusa',
        'matur nuwun mas anton',
      ],
      'id',
      '2026-05-19',
    );
    expect(items.map((i) => [i.assignee, i.deadline])).toEqual([['Mas Anton', 'Kamis, 21 Mei 2026']]);
  });
});

describe('a ward handover', () => {
  const items = rows(
    fromText(
      [
        'Tom: Bed 3, Mr. Harris. He is due for physio today.',
        'Priya: Has physio been booked?',
        'Tom: Not yet, I ran out of time, sorry.',
        "Aisha: I'll call physio when they open at eight, I've got bay A today anyway.",
        'Priya: Good. Ben, we are getting an admission from the ED this morning, can you get bed 7 cleaned and made up?',
        'Ben: Yep, on it right after this.',
        "Priya: One more thing, the drug fridge log wasn't signed for two days this week. Everyone, please sign it every shift.",
      ],
      'en',
      '2026-11-13',
    ),
  );

  it('why she can ("I\'ve got bay A today anyway") is no part of the task', () => {
    expect(items).toContainEqual(['Call physio when they open at eight', 'Aisha', 'Friday, 13 November 2026']);
  });

  it('"…, can you get bed 7 cleaned …" starts where it is asked, after the comma', () => {
    expect(items).toContainEqual(['Get bed 7 cleaned and made up', 'Ben', 'Friday, 13 November 2026']);
  });

  it('"please sign it every shift" signs the log that "wasn\'t signed"', () => {
    expect(items.map((i) => i[0])).toContain('Sign the drug fridge log every shift');
  });
});

describe('a bakery before Christmas', () => {
  const items = rows(
    fromText(
      [
        "Sharon: Yeah. Liam, can you ring Bruno's and up the egg order? Double it from next week.",
        "Liam: Yep, I'll ring him this arvo.",
        "Kez: The roster for Christmas week's still not up. People are asking.",
        "Sharon: I know, I know. That's on me. I'll have it up by Friday.",
      ],
      'en',
      '2026-12-09',
    ),
  );

  it('"this arvo" is this afternoon, and beats "from next week"', () => {
    expect(items).toContainEqual(["Ring Bruno's and up the egg order", 'Liam', 'Wednesday, 9 December 2026']);
  });

  it('"week\'s still not up" is raised; "I know, I know. That\'s on me." points at it still: "have it up" is the roster', () => {
    expect(items).toContainEqual(['Have the roster for Christmas week up', 'Sharon', 'Friday, 11 December 2026']);
  });
});

describe('a grant team', () => {
  it('"didn\'t you do the evaluation plan for the state grant …?" — "I can adapt that. Give me till Thursday?"', () => {
    const items = fromText(
      [
        "Jamal: The narrative's about two-thirds done. I'm stuck on the evaluation section, honestly.",
        "Maria: Hannah, didn't you do the evaluation plan for the state grant last year?",
        'Hannah: Yeah, I can adapt that. Give me till Thursday?',
        'Maria: Thursday works.',
      ],
      'en',
      '2026-01-20',
    );
    expect(rows(items)).toEqual([
      ['Adapt the evaluation plan for the state grant', 'Hannah', 'Thursday, 22 January 2026'],
    ]);
  });
});
