import { describe, expect, it } from 'vitest';
import { toYouByTitle } from './forms-of-address.js';
import { Names } from './names.js';
import { sentencesOf, turnsOf } from './sentences.js';
import { fromSpeech, fromText, rows } from './summarize.test-support.js';

/**
 * A minute is read on its own (session 30): "send him the template" names him, "kirim ke ibu" names her, and the
 * thing right after the verb is written bare, as minutes write it ("Telepon teknisi", not "Telepon teknisinya").
 */
describe('whom a task goes to, said as a pronoun or a form of address', () => {
  it('"Jess, can you send him the template?" after Tom asked for it is sent to Tom', () => {
    const lines = [
      'Karen: So, the allergy labels. Jess, could you do them again?',
      "Jess: I can't this time, I'm traveling.",
      "Tom: I'll take the labels. Just send me last year's template.",
      'Karen: Jess, can you send him the template?',
      "Jess: Yep, I'll send it tonight.",
    ];
    expect(rows(fromText(lines, 'en', '2026-04-08'))).toContainEqual([
      'Send Tom the template',
      'Jess',
      'Wednesday, 8 April 2026',
    ]);
  });

  it('"her" after someone else is spoken of is not the one who spoke ("her daughter rang" — "I\'ll give her a ring")', () => {
    const lines = [
      'Tom: Also her daughter rang twice overnight. She wants someone to call her back.',
      "Dr. Lee: I'll give her a ring after the ward round.",
    ];
    expect(rows(fromText(lines, 'en')).map(([task]) => task)).toEqual(['Ring her after the ward round']);
  });

  it('"siap bu ratna rabu saya kirim drafnya ke ibu": to Bu Ratna, whom the answer calls so', () => {
    const lines = [
      'ya udah saya aja pak saya bisa kok asal nanti desainnya dibantu dek rizal',
      'oh boleh bu ratna makasih bisa jumat depan bu',
      'bisa pak insyaallah',
      'dek rizal gimana bisa bantu desainnya',
      'siap bu ratna rabu saya kirim drafnya ke ibu',
    ];
    expect(rows(fromSpeech(lines, 'id', '2026-03-07'))).toContainEqual([
      'Kirim draf ke Bu Ratna',
      'Dek Rizal',
      'Rabu, 11 Maret 2026',
    ]);
  });

  it('"ke bapak" in answer to Pak Yanto is to him; with no one called so it stays as said', () => {
    const lines = ['Pak Yanto: Bu Nur, data absensi sudah direkap?', 'Bu Nur: Belum, besok saya serahkan ke bapak.'];
    expect(rows(fromText(lines, 'id')).map(([task]) => task)).toEqual(['Serahkan data absensi ke Pak Yanto']);
    const unnamed = ['bu nur data absensi bulan oktober sudah direkap', 'belum pak besok saya serahkan ke bapak'];
    expect(rows(fromSpeech(unnamed, 'id')).map(([task]) => task)).toEqual([
      'Serahkan data absensi bulan oktober ke bapak',
    ]);
  });
});

describe('the thing right after the verb, written bare', () => {
  it('"Telepon teknisinya" is "Telepon teknisi"; "kabari hasilnya" and "mamanya Clara" keep whose it is', () => {
    const items = rows(
      fromText(
        [
          'Bu Sari: Mesin pengering rusak lagi. Dimas, tolong telepon teknisinya besok ya, terus kabari hasilnya.',
          'Dimas: Siap, Bu.',
          'Bu Sari: Tari, kamu tanya mamanya Clara soal jadwal les ya.',
          'Tari: Oke, Bu.',
        ],
        'id',
      ),
    );
    expect(items.map(([task]) => task)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Telepon teknisi\b(?!nya)/),
        expect.stringMatching(/mamanya Clara/i),
      ]),
    );
    expect(items.find(([task]) => /^Telepon/.test(task!))?.[0]).toMatch(/kabari hasilnya/);
  });
});

describe('what "them" is, when it is put somewhere', () => {
  it('"I just need the raw files from 47" — "I\'ll drop them in the shared drive": the files', () => {
    const lines = [
      "Rachel: Who's cutting the clips?",
      "Dana: I'll do them. I just need the raw files from 47 once Leo's done.",
      "Leo: I'll drop them in the shared drive.",
    ];
    expect(rows(fromText(lines, 'en')).map(([task, who]) => [task, who])).toContainEqual([
      'Drop the raw files in the shared drive',
      'Leo',
    ]);
  });

  it('"put it in the newsletter" after "let the parents know" stays as said (only "them" is put somewhere)', () => {
    const lines = [
      "okay fine um but can somebody let the parents know so we don't get fifty emails",
      "i'll put it in the newsletter i'm sending it friday",
      'thanks kim and can you also put in the reminder about the concussion forms',
    ];
    expect(rows(fromSpeech(lines, 'en')).map(([task]) => task)).toEqual([
      'Put it in the newsletter; put in the reminder about the concussion forms',
    ]);
  });
});

describe('found on the new-user walk (session 30)', () => {
  const lines = [
    'Bu Ratna: Terus undangan rapat warga, yang bikin siapa?',
    'Dek Rizal: Saya aja Bu, Rabu saya kirim drafnya ke ibu.',
    'Bu Ratna: Sip. Mbak Sari, besok kabarin saya ya hasilnya, sudah berapa warga yang bayar iuran.',
    'Mbak Sari: Siap Bu.',
  ];
  const items = () => rows(fromText(lines, 'id', '2026-11-30'));

  it('"undangan rapat warga, yang bikin siapa?" — "Saya aja Bu": making the invitations, then sending the draft', () => {
    expect(items()).toContainEqual([
      'Bikin undangan rapat warga; kirim draf ke Bu Ratna',
      'Dek Rizal',
      'Rabu, 2 Desember 2026',
    ]);
  });

  it('"kabarin saya ya hasilnya" tells Bu Ratna the result, with no pause between', () => {
    expect(items()).toContainEqual([
      'Kabari Bu Ratna hasilnya, sudah berapa warga yang bayar iuran',
      'Mbak Sari',
      'Selasa, 1 Desember 2026',
    ]);
  });
});

describe('a laundry in speech-to-text: what a call to the technician is about', () => {
  it('"mesin pengering yang nomor dua bunyi lagi" is what the call to the technician is about; "bisa bu …" answers', () => {
    const items = fromSpeech(
      [
        'terus mesin pengering yang nomor dua bunyi lagi tuh',
        'iya bu kayak ada yang gesek gitu di dalem',
        'mas dodi bisa telpon teknisi yang kemarin nggak yang pak jaja',
        'bisa bu nanti sore saya telpon',
        'sekalian tanya ongkos nya ya jangan sampe kayak kemarin tiga ratus ribu',
      ],
      'id',
      '2026-03-09',
    );
    // The dryer is named once, in the first step.
    expect(rows(items)).toEqual([
      [
        'Telepon teknisi yang kemarin (Pak Jaja) soal mesin pengering yang nomor dua; tanya ongkos',
        'Mas Dodi',
        'Senin, 9 Maret 2026',
      ],
    ]);
  });

  it('"eh ngomong ngomong printer di ruang pelayanan itu rusak lagi loh": the printer, without the "by the way"', () => {
    const items = fromSpeech(
      [
        'eh ngomong ngomong printer di ruang pelayanan itu rusak lagi loh',
        'waduh lagi ya itu udah tiga kali bulan ini',
        'nanti saya yang telepon teknisinya deh bu',
        'oke makasih mas doni',
      ],
      'id',
      '2026-03-09',
    );
    expect(rows(items)).toEqual([['Telepon teknisi soal printer di ruang pelayanan', 'Mas Doni', 'Segera']]);
  });
});

describe('"ke ibu" said to someone labelled with the long form of the title', () => {
  it('"Ibu Wulan" is called "ibu" as "Bu Wulan" is; "ke mas" calls neither', () => {
    const text = 'Ibu Wulan: Pak Joko, tolong siapkan laporan kas ya.\nPak Joko: Baik, besok saya kirim ke ibu.';
    const sentences = sentencesOf(turnsOf(text), 'id');
    const names = new Names(['Ibu Wulan', 'Pak Joko'], 'id');
    const answer = sentences.at(-1)!;
    expect(toYouByTitle('Kirim laporan kas ke ibu', answer, sentences, names)).toBe('Kirim laporan kas ke Ibu Wulan');
    expect(toYouByTitle('Kirim laporan kas ke mas', answer, sentences, names)).toBe('Kirim laporan kas ke mas');
  });
});

describe('whom "their" and "them" stand for, and a half of what', () => {
  it('"And the library, who\'s got a contact there?" — "I\'ll email their director": the library\'s director', () => {
    const lines = [
      'Maria: We still need a letter from the library.',
      "Maria: And the library, who's got a contact there?",
      'Diego: Nobody really.',
      "Maria: Okay, I'll email their director myself tonight.",
    ];
    expect(rows(fromText(lines, 'en')).map(([task, who]) => [task, who])).toEqual([
      ['Email the library director', 'Maria'],
    ]);
  });

  it('"We still have six families who haven\'t signed the form." — "can you send them a reminder?"', () => {
    const lines = [
      "Priya: Okay, permission slips. We still have six families who haven't signed the form.",
      'Maria: Priya, can you send them a reminder?',
      "Priya: Sure, I'll do it tomorrow.",
    ];
    expect(rows(fromText(lines, 'en')).map(([task]) => task)).toEqual([
      "Send a reminder to the six families who haven't signed the form",
    ]);
  });

  it('"I\'ll take the second half of the list." — "Then I\'ll get through the first half": of the list too', () => {
    const lines = [
      'Dr. Patel: Amber, how are we on the callback list?',
      "Amber: About forty patients. I've been meaning to call them.",
      "Mike: I can split it with you. I'll take the second half of the list.",
      "Amber: Oh, that'd be amazing. Then I'll get through the first half by Friday.",
    ];
    expect(rows(fromText(lines, 'en')).map(([task]) => task)).toContain(
      'Get through the first half of the callback list',
    );
  });

  it('"The Harvest Fair at Millbrook. They want one contact person." — "I\'ll get them the vendor list": to the fair', () => {
    const lines = [
      'Dario: Second thing. The Harvest Fair at Millbrook. They want one contact person for all of us.',
      'Keisha: Not me, I did it last year.',
      "Dario: Fine, I'll be the contact. I'll get them the vendor list and menus by the 28th.",
    ];
    expect(rows(fromText(lines, 'en', '2026-08-20'))).toEqual([
      ['Get the vendor list and menus to the Harvest Fair at Millbrook', 'Dario', 'Friday, 28 August 2026'],
    ]);
  });

  it('"Siapa yang bisa ngomong ke pihak gedung?" — "Aku aja, aku kenal Pak Darto yang pegang kunci": to him', () => {
    const lines = [
      'Kak Yosef: Iya itu. Siapa yang bisa ngomong ke pihak gedung?',
      'Natan: Aku aja, Kak, aku kenal Pak Darto yang pegang kunci.',
      'Kak Yosef: Oke Natan, besok aja abis ibadah pagi.',
    ];
    expect(rows(fromText(lines, 'id', '2026-04-20')).map(([task, who]) => [task, who])).toEqual([
      ['Ngomong ke Pak Darto (pihak gedung)', 'Natan'],
    ]);
  });
});
