import { describe, expect, it } from 'vitest';
import { fromSpeech as speechItems, fromText, rows } from './summarize.test-support.js';

/**
 * Meetings by writers who had not seen the summariser (session 26): a church committee, a stand-up and a bakery.
 * What they found: a request answered with "Not at all" or "Good call, will do", "it" pointing at the thing just
 * raised, the day said before "bisa", and a command with only "Mbak" to say whom it is for.
 */
describe('an English committee, with its "it" and "more"', () => {
  const lines = [
    'Pastor Daniel: Thanks for staying after choir practice, everyone.',
    'Mrs. Lim: What about the candles? Last year we ran out halfway through Silent Night.',
    'Pastor Daniel: Right. Mrs. Lim, would you mind ordering more? Maybe three hundred this time.',
    "Mrs. Lim: Not at all. I'll order them tomorrow, the shop in Pasar Baru needs a week.",
    'Tom: And the sound system? The wireless mic kept cutting out last Sunday.',
    'Pastor Daniel: Tom, can you have a look at it before the rehearsal on the nineteenth?',
    'Tom: Sure. Probably just the batteries, honestly.',
  ];

  it('"Not at all" to "would you mind ordering more?" takes it on, for the day the answer says: more candles', () => {
    expect(rows(fromText(lines, 'en', '2026-12-03'))).toEqual([
      ['Order more candles', 'Mrs. Lim', 'Friday, 4 December 2026'],
      ['Have a look at the wireless mic before the rehearsal on the nineteenth', 'Tom', 'Saturday, 19 December 2026'],
    ]);
  });
});

describe('a stand-up, with the thing named just before "it"', () => {
  it('"Last thing, the release checklist. I\'ll put it together myself" and "Good call, will do" to "can you add …"', () => {
    const items = fromText(
      [
        "Leo: Perfect. Last thing, the release checklist. I'll put it together myself before the retro on Thursday.",
        'Karin: Can you add the app store screenshots to it? Last time we forgot.',
        'Leo: Good call, will do.',
      ],
      'en',
      '2026-02-02',
    );
    expect(rows(items)).toEqual([
      ['Put together the release checklist before the retro', 'Leo', 'Thursday, 5 February 2026'],
      [expect.stringMatching(/^Add the app store screenshots/), 'Leo', 'As soon as possible'],
    ]);
  });
});

describe('a bakery, with the day first and "Mbak" alone', () => {
  it('"Pak Harun, besok pagi bisa ambil tepung ke grosir?" — "Bisa, Bu." is his, for tomorrow, with the butter agreed', () => {
    const items = fromText(
      [
        'Bu Ani: Oke, sebentar aja ya.',
        'Bu Ani: Pak Harun, besok pagi bisa ambil tepung ke grosir?',
        'Pak Harun: Bisa, Bu. Sekalian mentega nggak?',
        'Bu Ani: Iya, mentega dua dus.',
      ],
      'id',
      '2026-05-14',
    );
    expect(rows(items)).toEqual([['Ambil tepung dan mentega dua dus ke grosir', 'Pak Harun', 'Jumat, 15 Mei 2026']]);
  });

  it('"Bales aja, Mbak, yang sopan" answers the one who asked whether to reply, and is about the review', () => {
    const items = fromText(
      [
        'Mbak Sari: Oh iya Bu, terus yang review jelek di Google Maps kemarin, yang bilang rotinya keras.',
        'Bu Ani: Nah itu. Mulai sekarang roti yang lewat sehari jangan dipajang lagi.',
        'Mbak Sari: Review-nya perlu dibales nggak, Bu?',
        'Bu Ani: Bales aja, Mbak, yang sopan, minta maaf, kasih voucher.',
        'Mbak Sari: Oke, nanti siang aku bales.',
      ],
      'id',
      '2026-05-14',
    );
    expect(rows(items)).toEqual([
      ['Balas review, yang sopan, minta maaf, kasih voucher', 'Mbak Sari', 'Kamis, 14 Mei 2026'],
    ]);
  });

  it('"Mbak Sari, review-nya dibalas ya." asks her, as "tolong" would; "Baik, Pak." to a report speaks to no one', () => {
    const asked = fromText(
      ['Bu Ani: Mbak Sari, review-nya dibalas ya.', 'Mbak Sari: Oke, nanti siang aku balas.'],
      'id',
      '2026-05-14',
    );
    expect(rows(asked)).toEqual([['Balas review', 'Mbak Sari', 'Kamis, 14 Mei 2026']]);
    const reported = fromText(
      [
        'Pak Hartono: Selanjutnya mengenai undangan RAT. Bu Endang, bagaimana?',
        'Bu Endang: Daftar anggota aktif sedang kami perbarui, Pak. Saat ini tercatat 312 anggota.',
        'Pak Hartono: Mohon daftar tersebut difinalkan hari Jumat ini.',
        'Bu Endang: Baik, Pak.',
      ],
      'id',
      '2026-01-27',
    );
    expect(reported.map((i) => i.assignee)).toEqual(['Bu Endang']);
  });
});

describe('a wedding organiser, with the thing sent left unsaid', () => {
  it('"Kirim ke MC hari ini, Din." sends the rundown just named; "dicek lagi ya, Din, jumlah …" is hers, without her name', () => {
    const items = fromText(
      [
        'Rizal: Dekor aman, Kak. Vendor bunga udah DP.',
        'Kak Nisa: Tapi keluarga pengantin minta tambah gapura janur. Itu belum masuk kontrak.',
        'Rizal: Ya udah, aku yang nego sama vendor dekornya, nanti harganya aku kabarin.',
        'Dinda: Kak, rundown acara udah aku revisi tapi MC-nya belum lihat.',
        'Kak Nisa: Kirim ke MC hari ini, Din. Biar dia sempet latihan.',
        'Dinda: Oke, abis ini langsung aku kirim.',
        'Kak Nisa: Terus souvenir 500 pcs udah dateng belum?',
        'Dinda: Baru 300, Kak. Sisanya katanya dikirim Senin.',
        'Kak Nisa: Senin tolong dicek lagi ya, Din, jumlah sama kualitasnya.',
        'Dinda: Oke, Kak.',
      ],
      'id',
      '2026-06-03',
    );
    expect(rows(items)).toEqual([
      ['Nego sama vendor dekornya, nanti harganya aku kabarin', 'Rizal', 'Segera'],
      ['Kirim rundown acara ke MC', 'Dinda', 'Rabu, 3 Juni 2026'],
      ['Cek lagi jumlah sama kualitasnya', 'Dinda', 'Senin, 8 Juni 2026'],
    ]);
  });
});

describe('a cooperative, with things taken on and then said more fully', () => {
  it('"Saya aja, Bu." then "Undangannya saya sebar lewat WA" is one task, both steps; "usahakan selesai" finishes the thing left', () => {
    const items = fromText(
      [
        'Bu Nur: Terus laporan keuangan tahun buku 2025, Mas Yudi gimana progresnya?',
        'Mas Yudi: Neraca udah, Bu. Tinggal SHU per anggota yang belum dihitung.',
        'Bu Nur: Bisa selesai kapan?',
        'Mas Yudi: Jumat ini saya usahakan selesai.',
        'Bu Nur: Udah, udah. Undangan ke anggota siapa yang mau pegang?',
        'Rina: Saya aja, Bu. Tapi nomor HP anggota ada yang udah ganti.',
        'Bu Nur: Pakai data dari bendahara aja, Rin, kemarin udah diperbarui.',
        'Rina: Oh oke. Undangannya saya sebar lewat WA paling lambat tanggal 20.',
        'Bu Nur: Konsumsi RAT juga perlu dipikirin. Ada yang kenal katering murah?',
        'Rina: Saudara saya ada, Bu, tapi saya gak enak kalau saya yang nego.',
        'Mas Yudi: Saya aja yang minta penawaran ke beberapa katering, nanti saya bandingin.',
      ],
      'id',
      '2026-04-14',
    );
    expect(rows(items)).toEqual([
      ['Selesaikan SHU per anggota', 'Mas Yudi', 'Jumat, 17 April 2026'],
      ['Pegang undangan ke anggota; sebar undangan lewat WhatsApp', 'Rina', 'Senin, 20 April 2026'],
      [expect.stringMatching(/^Minta penawaran ke beberapa katering/), 'Mas Yudi', 'Segera'],
    ]);
  });
});

describe('a neighbourhood meeting in speech, with things raised as broken or needed', () => {
  it('the group spoken for, a volunteer "sama ibu ibu pkk", and what is broken "loh udah seminggu"', () => {
    const items = speechItems(
      [
        'ee assalamualaikum bapak ibu makasih udah dateng malem ini',
        'jadi agendanya cuma satu persiapan tujuh belasan',
        'lombanya kayak tahun kemarin aja kan pak hendra',
        'iya bu tini tambah satu lomba tarik tambang bapak bapak',
        'mas bayu anak anak karang taruna bisa cari sponsor nggak dari toko toko depan',
        'bisa pak nanti anak anak yang keliling',
        'terus hadiah lomba anak anak siapa yang belanja',
        'biar saya aja pak sama ibu ibu pkk belanja ke pasar sebelum tanggal sepuluh udah beres',
        'makasih bu tini ibu ibu pkk emang andalan',
        'eh pak hendra soal lampu jalan di gang tiga itu mati lagi loh udah seminggu',
        'oh iya nanti saya sendiri yang lapor ke kelurahan besok',
        'terus semua warga tolong ikut kerja bakti minggu depan ya bersihin got sama pasang bendera',
        'siap pak insyaallah pada dateng',
      ],
      'id',
      '2026-08-02',
    );
    expect(rows(items)).toEqual([
      ['Cari sponsor dari toko toko depan', 'Mas Bayu', 'Segera'],
      ['Belanja hadiah lomba anak anak', 'Bu Tini', 'Senin, 10 Agustus 2026'],
      ['Lapor lampu jalan di gang tiga ke kelurahan', 'Pak Hendra', 'Senin, 3 Agustus 2026'],
      ['Ikut kerja bakti, bersihin got sama pasang bendera', 'Tim', expect.stringMatching(/^Minggu depan/)],
    ]);
  });

  it('"Kantong plastik … harus nambah" is what "saya yang beli di Pasar Baru" buys', () => {
    const items = fromText(
      [
        'Bu Nur: Kantong plastik buat daging berarti harus nambah, Pak.',
        'Pak Mahmud: Kira-kira berapa, Bu?',
        'Bu Nur: Sekitar seribu lima ratus. Nanti saya yang beli di Pasar Baru, hari Sabtu.',
      ],
      'id',
      '2026-05-20',
    );
    expect(rows(items)).toEqual([['Beli kantong plastik di Pasar Baru', 'Bu Nur', 'Sabtu, 23 Mei 2026']]);
  });
});

describe('when, said another way', () => {
  it('"iuran bulan ini ya paling telat besok" is due tomorrow; "Abis ini saya telepon" today', () => {
    expect(
      rows(
        speechItems(['oke terus semua jangan lupa transfer iuran bulan ini ya paling telat besok'], 'id', '2026-07-05'),
      ),
    ).toEqual([['Transfer iuran bulan ini', 'Tim', 'Senin, 6 Juli 2026']]);
    const answered = fromText(
      ['Pak Darman: Mbak Desi, pesenin roller-nya ke Pak Tono ya.', 'Mbak Desi: Oke, Pak. Abis ini saya telepon.'],
      'id',
      '2026-11-23',
    );
    expect(rows(answered)).toEqual([['Pesankan roller ke Pak Tono', 'Mbak Desi', 'Senin, 23 November 2026']]);
  });
});

describe('a stand-up in speech-to-text, the word handed round', () => {
  const lines = [
    'okay morning everyone lets keep it quick uh we have the demo on thursday',
    'dimas do you wanna start',
    'yeah so uh yesterday i finished the payment callback thing',
    'today im looking at the timeout bug on the checkout page',
    'i think i can get a fix up by end of day',
    'nice okay thanks dimas',
    'rachel how about you',
    'um yeah im still blocked on the staging database',
    'the migration keeps failing and i dont have permission to drop the table',
    'oh thats on me sorry i will give you access right after this',
    'okay cool thanks kevin',
    'also uh the api docs are like super outdated',
    'the mobile team keeps asking me about the new endpoints',
    'can someone update them before the demo',
    'i can do it but probably wednesday',
    'wednesday is fine dimas thanks',
    'kevin anything else from you',
    'uh yeah the ssl cert on the staging server expires on the twenty first',
    'so i will renew it tomorrow',
    'cool thanks all see you tomorrow',
  ];

  it('what each takes on is theirs: handed the word, thanked by name, or "you" for whoever has the word', () => {
    expect(rows(speechItems(lines, 'en', '2026-08-18'))).toEqual([
      ['Get a fix up (timeout bug on the checkout page)', 'Dimas', 'Tuesday, 18 August 2026'],
      ['Give Rachel access', 'Kevin', 'Tuesday, 18 August 2026'],
      ['Update the api docs before the demo', 'Dimas', 'Wednesday, 19 August 2026'],
      ['Renew the ssl cert', 'Kevin', 'Wednesday, 19 August 2026'],
    ]);
  });
});

describe('a school board and a research group, in English', () => {
  it('"We need a permit …" — "Then we need to apply this week. Jenny, could you take that on?" — declined, taken', () => {
    const items = fromText(
      [
        'Jenny: We need a permit from the city for the park route. Last year it took almost three weeks.',
        'Mrs. Patel: Then we need to apply this week. Jenny, could you take that on?',
        "Jenny: I'd love to, but I'm traveling until the 30th.",
        "Mr. Okafor: I'll do it. I've dealt with the parks office before. I'll file it by Friday.",
        'Mrs. Patel: Thank you, Mr. Okafor.',
        "Ms. Rahayu: Everyone, please get your receipts to me by the end of the month, otherwise I can't close the books.",
      ],
      'en',
      '2026-01-20',
    );
    expect(rows(items)).toEqual([
      ['Apply for the permit from the city for the park route', 'Mr. Okafor', 'Friday, 23 January 2026'],
      ['Send your receipts to Ms. Rahayu', 'Team', 'Saturday, 31 January 2026'],
    ]);
  });

  it('"I\'d like a full draft in my inbox by the 20th" — "That\'s doable."; "someone needs to go …" — "I\'ll go, then."', () => {
    const items = fromText(
      [
        'Maya: The draft is at about eighty percent. The discussion is still thin.',
        "Prof. Lestari: Then I'd like a full draft in my inbox by the 20th, so I have time to comment.",
        "Maya: That's doable.",
        'Adit: Two of the loggers stopped recording in January.',
        'Prof. Lestari: And someone needs to go back to the field to replace them.',
        "Adit: I can't go before the 25th, I'm TA-ing the stats course.",
        "Tom: I'll go, then. I still have Pak Slamet's number for the boat.",
      ],
      'en',
      '2026-02-11',
    );
    expect(rows(items)).toEqual([
      ['Send a full draft', 'Maya', 'Friday, 20 February 2026'],
      [expect.stringMatching(/^Go back to the field to replace/), 'Tom', 'As soon as possible'],
    ]);
  });
});

describe('a print shop, with what comes first said first', () => {
  it('"saya mau bahas …" is the agenda; "abis servis mesin langsung cetak undangan" asks for the printing', () => {
    const items = fromText(
      [
        'Pak Darman: Pagi. Sebelum mulai kerja, saya mau bahas orderan akhir tahun dulu.',
        'Mbak Desi: Oh iya Pak, ada juga orderan undangan nikahan tiga ratus, DP udah masuk.',
        'Pak Darman: Bayu, abis servis mesin langsung cetak undangan itu ya, biar Jumat aman.',
        'Bayu: Siap, Pak. Asal lemburnya diitung ya.',
        'Laras: Oke Om, abis itu aku langsung kirim jumlah final ke catering.',
      ],
      'id',
      '2026-11-23',
    );
    expect(rows(items)).toEqual([
      [expect.stringMatching(/^Cetak undangan/), 'Bayu', 'Jumat, 27 November 2026'],
      ['Kirim jumlah final ke catering', 'Laras', 'Segera'],
    ]);
  });
});

describe('an arisan in speech-to-text', () => {
  it('"nanti malem saya kirim …" after the amount, "biar saya aja suami saya kenal …", and the price to report back', () => {
    const items = speechItems(
      [
        'ayo ibu ibu duduk dulu sebentar sebelum kocokan',
        'waduh terus gimana bu wati pindah ke resto aja',
        'mbak ayu kan suka kulineran coba cariin resto yang ada ruang private nya',
        'oke siap lusa aku kirim tiga pilihan ke grup',
        'oke makasih ya mbak ayu',
        'bu hesti kan yang pegang uang tabungan nya sekarang berapa',
        'ee sekitar dua belas juta jeng nanti malem saya kirim rekap nya ke grup',
        'sip terus bus nya siapa yang cari',
        'biar saya aja suami saya kenal orang po bus',
        'wah makasih tante mira nanti kabarin harga nya ya',
        'iya jeng sebelum tanggal lima belas saya kabarin',
      ],
      'id',
      '2026-07-05',
    );
    expect(rows(items)).toEqual([
      ['Cari resto yang ada ruang privatenya', 'Mbak Ayu', 'Selasa, 7 Juli 2026'],
      ['Kirim rekap ke grup', 'Bu Hesti', 'Minggu, 5 Juli 2026'],
      ['Cari bus; kabari harganya', 'Tante Mira', expect.any(String)],
    ]);
  });
});

describe('a student committee in speech-to-text, with answers that are no things', () => {
  it('"iya abis itu aku revisi …" puts no "abis itu" first; "kamu kan kenal sama beliau" is why, not the task', () => {
    const items = speechItems(
      [
        'oke guys kita mulai ya soalnya aku jam dua ada kelas',
        'kak nadia pembicara nya udah confirm belum',
        'yang dari startup udah yang dosen alumni belum bales sih',
        'ee fikri kamu kan kenal sama beliau bisa follow up nggak',
        'bisa kak nanti malem aku chat lagi',
        'terus poster nya gimana tasya',
        'udah jadi draft nya kak tinggal nunggu nama pembicara',
        'iya abis itu aku revisi terus upload di ig himpunan kamis',
      ],
      'id',
      '2026-10-13',
    );
    const tasks = items.map((i) => i.task);
    expect(tasks).not.toContainEqual(expect.stringMatching(/abis itu|^Kan kenal/i));
  });
});

describe('a laundry in speech-to-text', () => {
  it('a rule from today is due on no day; what is left is what is ordered; "jangan lupa" a thing is no task', () => {
    const items = speechItems(
      [
        'oke ee kita mulai ya soalnya jam sepuluh udah mulai rame',
        'mulai hari ini semua tolong pasang label pas nimbang ya jangan nanti nanti',
        'siap bu siap laksanakan',
        'mas dodi bisa telpon teknisi yang kemarin nggak yang pak jaja',
        'bisa bu nanti sore saya telpon',
        'oke terus deterjen tinggal berapa mbak wulan',
        'tinggal dua jeriken bu paling cukup sampe kamis',
        'ya udah mbak wulan aja yang order ke toko biasa ya paling lambat rabu',
        'oke bu noted nanti saya order',
        'asep bisa bikin poster nya nggak yang buat ditempel di depan sama di status wa',
        'bisa bu aku bikin pake canva jumat udah jadi',
        'sip jangan lupa nomor wa nya yang baru ya',
        'oke bu aman itu mah',
      ],
      'id',
      '2026-03-09',
    );
    expect(rows(items)).toEqual([
      ['Pasang label pas nimbang', 'Tim', 'Segera'],
      ['Telepon teknisi yang kemarin (Pak Jaja)', 'Mas Dodi', 'Senin, 9 Maret 2026'],
      ['Order deterjen ke toko biasa', 'Mbak Wulan', 'Rabu, 11 Maret 2026'],
      ['Bikin poster yang buat ditempel di depan sama di status WhatsApp', 'Asep', 'Jumat, 13 Maret 2026'],
    ]);
  });
});
