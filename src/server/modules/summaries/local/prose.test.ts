import { describe, expect, it } from 'vitest';
import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { summarizeLocally } from './local-summarizer.js';
import { speechSummary } from './summarize.test-support.js';
import {
  actionsSentence,
  clip,
  decisionOf,
  findAgenda,
  openingSubject,
  pointSentence,
  stripFillers,
  writtenPoint,
} from './prose.js';
import { sentencesOf, turnsOf } from './sentences.js';
import { isSubstantive } from './topics.js';

const sentences = (text: string, lang: SummaryLanguage) => sentencesOf(turnsOf(text), lang);

describe('written minutes from spoken words', () => {
  it('a thanks to someone before the point is no part of it', () => {
    expect(writtenPoint('Thanks Dewi, the banner has to be up by Saturday morning.', 'en')).toBe(
      'The banner has to be up by Saturday morning.',
    );
    expect(writtenPoint('Oke makasih mas Andi, spanduknya harus terpasang Sabtu pagi.', 'id')).toBe(
      'Spanduknya harus terpasang Sabtu pagi.',
    );
  });

  it('removes fillers and particles', () => {
    expect(stripFillers('Ya langsung aja ya, jadi gini, stoknya tinggal dua kilo nih.', 'id')).toBe(
      'langsung aja, stoknya tinggal dua kilo.',
    );
    expect(stripFillers('ok so um today, you know, the newsletter', 'en')).toBe('today, the newsletter');
    expect(stripFillers('Kayak biasa, akan ada kanal baru.', 'id')).toBe('Kayak biasa, akan ada kanal baru.');
  });

  it('finds the announced agenda, with or without punctuation, in either language', () => {
    expect(
      findAgenda(
        sentences(
          'Rudi: oke guys, hari ini kita bahas stok bahan, jadwal shift, sama promo akhir tahun.\nSari: oke.',
          'id',
        ),
        'id',
      )?.items,
    ).toEqual(['stok bahan', 'jadwal shift', 'promo akhir tahun']);
    expect(
      findAgenda(
        sentences(
          'Kevin: today kita bahas tiga hal: bug checkout, onboarding user baru, dan rencana release.\nLeo: ok.',
          'id',
        ),
        'id',
      )?.items,
    ).toEqual(['bug checkout', 'onboarding user baru', 'rencana release']);
    expect(
      findAgenda(
        sentences('Maya: ok so um today: the newsletter, the volunteer rota and the fundraiser.\nTom: ok.', 'en'),
        'en',
      )?.items,
    ).toEqual(['newsletter', 'volunteer rota', 'fundraiser']);
    expect(findAgenda(sentences('Anna: I think the fundraiser went well.\nTom: yes.', 'en'), 'en')).toBeNull();
  });

  it('states decisions as a clause, never a put-off one', () => {
    const [a, c] = sentences(
      'Rudi: jadi kita sepakat diskon dua puluh persen untuk semua minuman dingin mulai tanggal 20 Desember.\nDimas: kita putuskan nanti setelah simulasi selesai.',
      'id',
    );
    const [b] = sentences('Maya: we agreed on a quiz night in January, right?\nTom: yep.', 'en');
    expect(decisionOf(a!, 'id')).toBe('diskon dua puluh persen untuk semua minuman dingin mulai tanggal 20 Desember');
    expect(decisionOf(b!, 'en')).toBe('on a quiz night in January');
    expect(decisionOf(c!, 'id')).toBeNull();
    // Still to decide, by someone else: no decision of this meeting.
    const [still] = sentences(
      'Pak Hartono: soal sembako kita tunda dulu sampai setelah RAT, karena harus diputuskan oleh anggota.',
      'id',
    );
    const [yet] = sentences('Ann: the venue has to be decided by the board.', 'en');
    expect(decisionOf(still!, 'id')).toBeNull();
    expect(decisionOf(yet!, 'en')).toBeNull();
    // Agreeing with a remark is no decision; "agreed that we …" is one.
    const [d, e] = sentences(
      'Ann: we agreed that it has nothing to do with the form.\nTom: we agreed that we would meet on Friday.',
      'en',
    );
    expect(decisionOf(d!, 'en')).toBeNull();
    // "Agreed" as a reply, and a decision of an earlier meeting, are neither; everyone agreeing on something is one.
    const [f, g, h] = sentences(
      [
        'Ann: agreed um kenji could you write a macro for the password reset replies.',
        'Tom: i was going to write a script but we agreed last week to drop that.',
        'Kim: everyone agreed to move the fair to May.',
      ].join('\n'),
      'en',
    );
    expect(decisionOf(f!, 'en')).toBeNull();
    expect(decisionOf(g!, 'en')).toBeNull();
    expect(decisionOf(h!, 'en')).toBe('to move the fair to May');
    expect(decisionOf(e!, 'en')).toBe('that we would meet on Friday');
    const w = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu'.split(' ');
    expect(clip(w.join(' '), 'en')).toBe(w.slice(0, 12).join(' '));
    expect(clip('send the report to the client by the end of the', 'en', 10)).toBe(
      'send the report to the client by the end',
    );
    // A bracket cut open goes whole, and so does a preposition left hanging.
    expect(clip('cek kelengkapannya dan laporkan di rapat (persiapan survei akreditasi)', 'id', 8)).toBe(
      'cek kelengkapannya dan laporkan',
    );
    expect(clip('pull together the program outcomes (Hartwell Foundation interim report)', 'en', 8)).toBe(
      'pull together the program outcomes',
    );
    // A deadline cut from its day says nothing: "paling lambat" goes with "tanggal 14".
    expect(clip('Seluruh guru mengumpulkan modul ajar ke bagian kurikulum paling lambat tanggal 14', 'id', 11)).toBe(
      'Seluruh guru mengumpulkan modul ajar ke bagian kurikulum',
    );
    expect(clip('everyone hands their lesson plans to the curriculum office no later than the 14th', 'en', 11)).toBe(
      'everyone hands their lesson plans to the curriculum office',
    );
    // A clause cut after its first words goes whole.
    expect(clip('technical meeting sama keluarga rencananya minggu depan tapi harinya belum fix ya', 'id', 9)).toBe(
      'technical meeting sama keluarga rencananya minggu depan',
    );
    expect(clip('we need someone to get them printed and start selling tickets at the door', 'en', 10)).toBe(
      'we need someone to get them printed',
    );
  });

  it('writes a summary of two to four sentences from the agenda, the decisions and the next steps', () => {
    const s = summarizeLocally({
      text: [
        'Rudi: oke guys, langsung aja ya. hari ini kita bahas stok bahan, jadwal shift, sama promo akhir tahun.',
        'Rudi: stok kopi arabika tinggal dua kilo nih. Mbak Sari bisa order ke supplier?',
        'Sari: Bisa, Mas. Besok pagi saya telepon Pak Darto.',
        'Dimas: shift minggu depan masih bolong hari Sabtu sih.',
        'Rudi: jadi kita sepakat diskon dua puluh persen untuk semua minuman dingin.',
        'Rudi: promo akhir tahun mulai tanggal 20 Desember ya.',
      ].join('\n'),
      date: '2026-11-23',
      summaryLanguage: 'id',
    });
    expect(s.topics.map((t) => t.title)).toEqual(['Stok bahan', 'Jadwal shift', 'Promo akhir tahun']);
    expect(s.summary).toBe(
      'Rapat ini dihadiri oleh Rudi, Sari, dan Dimas dan membahas stok bahan, jadwal shift, dan promo akhir tahun. ' +
        'Disepakati diskon dua puluh persen untuk semua minuman dingin. ' +
        'Tindak lanjut: Sari akan order stok kopi arabika ke supplier.',
    );
  });

  it('without an agenda, says first the one subject the meeting opened on ("kita mulai ya soal …")', () => {
    const s = speechSummary(
      [
        'oke kita mulai ya soal acara ulang tahun kantor tanggal dua belas',
        'dina kamu yang pegang konsumsi ya tolong pesan nasi kotak seratus porsi paling lambat rabu',
        'siap mbak rabu pagi aku pesan',
        'terus soal dekorasi gimana',
        'balonnya belum dipesan vendornya belum bales',
        'raka lo telpon vendornya ya hari ini',
        'oke abis ini gue telpon',
      ],
      'id',
    );
    expect(s.summary).toMatch(/^Rapat ini membahas acara ulang tahun kantor dan vendor\. /);
    expect(openingSubject(sentences("Ann: okay let's start with the harvest supper on the tenth.", 'en'), 'en')).toBe(
      'harvest supper',
    );
    expect(openingSubject(sentences('Ann: okay, the budget first. Then the rota.', 'en'), 'en')).toBeNull();
  });

  it('does not list the line that announced the agenda as a topic’s point (it names the topics), nor thanks', () => {
    const s = speechSummary(
      [
        'ya langsung aja ya, hari ini kita bahas retur barang, ongkir, dan konten tiktok',
        'retur minggu ini banyak banget sih kebanyakan ukuran kekecilan',
        'size chart kita nggak jelas kok',
        'ongkir ke luar jawa juga dikeluhkan mahal',
        'kita cek opsi ekspedisi lain minggu ini',
        'konten tiktok minggu ini belum ada yang posting nih',
        'tolong rara bikin tiga video review produk',
      ],
      'id',
    );
    expect(s.topics.map((t) => t.title)).toEqual(['Retur barang', 'Ongkir', 'Konten tiktok']);
    expect(s.topics[0]!.points).toEqual([
      'Retur minggu ini banyak banget kebanyakan ukuran kekecilan',
      'Size chart kita nggak jelas',
    ]);
    expect(s.topics.flatMap((t) => t.points).some((p) => /kita bahas/i.test(p))).toBe(false);
    // Nor is a thank-you, however long.
    const [thanks] = sentences('oke makasih semuanya udah dateng tepat waktu hari ini', 'id');
    expect(isSubstantive(thanks!, 'id')).toBe(false);
  });

  it('does not make the closing recap the meeting’s point: the next steps say the tasks already', () => {
    const s = summarizeLocally({
      text: [
        'Hesti: Laporan bulanan November harus masuk ke kantor pusat tanggal 3.',
        'Fikri: Reimburse tim sales numpuk, udah dua minggu belum diproses sama sekali.',
        'Hesti: Nur, tolong pegang laporan November ya.',
        'Nur: Siap bu.',
        'Hesti: Fikri, reimburse tim sales beresin hari ini ya.',
        'Fikri: Siap bu.',
        'Hesti: Oke recap: Nur laporan November tanggal 3, Fikri reimburse tim sales hari ini.',
      ].join('\n'),
      date: '2026-11-23',
      summaryLanguage: 'id',
    });
    expect(s.summary).not.toMatch(/recap/i);
    // The run-down gives Nur the report that must reach head office too: what holding it means.
    expect(s.summary).toMatch(/Tindak lanjut: Nur akan kirim laporan bulanan November ke kantor pusat/);
  });

  it('writes a point without the words that opened the turn, and never from running the meeting', () => {
    expect(pointSentence('oke satu lagi report ads desember harus masuk ke finance', 'id')).toBe(
      'Report ads desember harus masuk ke finance.',
    );
    expect(pointSentence('Alhamdulillah, tahun lalu takjil kita lancar sampai akhir', 'id')).toBe(
      'Tahun lalu takjil kita lancar sampai akhir.',
    );
    expect(pointSentence('cool so the customer from acme emailed again about the export', 'en')).toBe(
      'The customer from acme emailed again about the export.',
    );
    expect(pointSentence('okay one more thing the hall needs a deposit by friday', 'en')).toBe(
      'The hall needs a deposit by friday.',
    );
    // "Udah" carries the meaning ("udah bayar" is "paid"): it stays.
    expect(pointSentence('udah bayar dp nya ke gedung kemarin sore', 'id')).toBe(
      'Udah bayar dp nya ke gedung kemarin sore.',
    );
    // Nor the one spoken to, named only by a title, nor "iya", "terus", "ee" in speech.
    expect(writtenPoint('Pak, tengkulak cuma mau beli tiga ribu sekilo.', 'id')).toBe(
      'Tengkulak cuma mau beli tiga ribu sekilo.',
    );
    expect(writtenPoint('iya bu yang komposit dua tinggal tiga tube', 'id')).toBe(
      'Yang komposit dua tinggal tiga tube',
    );
    expect(writtenPoint('pak satu lagi reimbursement yang masih numpuk', 'id')).toBe('Reimbursement yang masih numpuk');
    expect(writtenPoint('terus ada keluhan pasien ee katanya nunggu lama', 'id')).toBe(
      'Ada keluhan pasien katanya nunggu lama',
    );
    expect(writtenPoint('bu ratna bisa handle konsumsi', 'id')).toBe('Bu ratna bisa handle konsumsi');
    expect(writtenPoint('Spanduk kajian tahun lalu masih ada di gudang, Pak.', 'id')).toBe(
      'Spanduk kajian tahun lalu masih ada di gudang.',
    );
    expect(writtenPoint('pak teknisi bilang bisa dateng jumat bu', 'id')).toBe('Pak teknisi bilang bisa dateng jumat');
    const spoken = [
      'iya bu stok komposit udah tinggal dikit saya lihat tadi pagi',
      'terus ada keluhan pasien di google review ee katanya nunggu lama',
      'ee pasien harus nunggu sampai satu jam di ruang tunggu',
      'pak satu lagi kursi ruang tunggu sudah rusak dua buah',
    ];
    expect(speechSummary(spoken, 'id').topics.flatMap((t) => t.points)).toEqual([
      'Pasien harus nunggu sampai satu jam di ruang tunggu',
      'Kursi ruang tunggu sudah rusak dua buah',
    ]);
    for (const [text, lang] of [
      ['oke langsung aja soal gathering kantor bulan depan', 'id'],
      ['oke itu aja semangat semua pasien pertama udah dateng', 'id'],
      ['oke can you see my screen udah keliatan deck nya', 'id'],
      ["alright folks let's get going we've got a lot to cover", 'en'],
    ] as const) {
      expect(isSubstantive(sentences(text, lang)[0]!, lang), text).toBe(false);
    }
  });

  it('never titles a topic with a word that names nothing, however often it was said ("sorry")', () => {
    const s = summarizeLocally({
      text: [
        'Ann: Sorry, sorry everyone, I am late again, sorry.',
        'Ann: The parents asked about the trip money.',
        'Tom: Parents can pay at the office on Friday.',
        'Kim: I will tell the parents tomorrow.',
      ].join('\n'),
      date: '2026-11-23',
      summaryLanguage: 'en',
    });
    expect(s.topics.map((t) => t.title)).toEqual(['Parents']);
    expect(s.summary).toMatch(/^Ann, Tom and Kim met to discuss parents\./);
  });

  it('titles a topic without an agenda by a noun phrase, not two words joined', () => {
    const s = summarizeLocally({
      text: [
        'Ani: Lampu jalan di depan musala mati sudah seminggu.',
        'Joko: Iya, lampu jalan itu gelap sekali kalau malam.',
        'Ani: Ibu-ibu takut pulang pengajian karena lampu jalan mati.',
        'Joko: Saya akan lapor ke kelurahan besok soal lampu jalan.',
      ].join('\n'),
      date: '2026-11-23',
      summaryLanguage: 'id',
    });
    expect(s.topics.map((t) => t.title)).toEqual(['Lampu jalan']);
  });

  it('next steps do not end on a clause cut after "and" ("print those and put")', () => {
    const item = (task: string, assignee: string) => ({ task, assignee, deadline: 'Sunday', status: 'Pending' });
    expect(
      actionsSentence([item('Print those and put them up on the boards at the grocery stores', 'Marcus')], 'en'),
    ).toBe('Next steps: Marcus to print those.');
    expect(actionsSentence([item('Print the flyers and post them', 'Marcus')], 'en')).toBe(
      'Next steps: Marcus to print the flyers and post them.',
    );
  });

  it('a kitchen briefing as speech: next steps end on a word, "tahun lalu" is no clause end, "chef" is a listener', () => {
    const item = (task: string, assignee: string) => ({ task, assignee, deadline: 'Segera', status: 'Pending' });
    expect(
      actionsSentence(
        [
          item('Kirim foto ke aku (menu baru nasi bakar cakalang)', 'Ucup'),
          item('Pesan banner pakai desain tahun lalu, ganti angkanya', 'Tono'),
        ],
        'id',
      ),
    ).toBe('Tindak lanjut: Ucup akan kirim foto dan Tono akan pesan banner pakai desain tahun lalu.');
    expect(writtenPoint('ee iya chef ada beberapa komplen soal es teh nya kemanisan', 'id')).toBe(
      'Ada beberapa komplen soal es tehnya kemanisan',
    );
    // "Yoga tapi …": the one spoken to and "but" open the turn.
    expect(writtenPoint('Yoga tapi sebelum dia masuk berarti jumat ini udah beres', 'id')).toBe(
      'Sebelum dia masuk berarti jumat ini udah beres',
    );
    // "es teh nya gimana jadi dikurangin gula nya": a question, though it does not end on its question word.
    expect(sentences('chef es teh nya gimana jadi dikurangin gula nya', 'id')[0]!.question).toBe(true);
  });

  it('an agenda said as a count ("three things tonight: …", "ada tiga hal: …"), what is none, and "you know the …"', () => {
    const s = summarizeLocally({
      text: [
        'Linda: Right, three things tonight: the fall food drive, the Saturday roster, and the van.',
        'Linda: The drive is Saturday the 26th at the Westfield parking lot.',
        'Linda: Janet, you know the pantry best. Can you send Grace the list of items we are short on?',
        'Janet: Yes, I will send it tomorrow.',
        'Linda: Saturday distribution roster. We lost two regulars, the Hendersons moved to Ohio.',
        'Janet: I already posted on the neighborhood Facebook group and got three replies.',
        'Linda: Last thing, the van. The check engine light is on again.',
        'Pete: That is the oxygen sensor, I will take it to the garage on Monday.',
      ].join('\n'),
      date: '2026-09-03',
      summaryLanguage: 'en',
    });
    expect(s.topics.map((t) => t.title)).toEqual(['Fall food drive', 'Saturday roster', 'Van']);
    expect(stripFillers('Janet, you know the pantry best.', 'en')).toBe('Janet, you know the pantry best.');
    expect(stripFillers('so what kind of cake, you know, sort of chocolate', 'en')).toBe(
      'so what kind of cake, chocolate',
    );
    expect(
      findAgenda(
        sentences('Pak RT: agenda malam ini soal kerja bakti hari minggu sama iuran keamanan\nWarga: oke', 'id'),
        'id',
      )?.items,
    ).toEqual(['kerja bakti hari minggu', 'iuran keamanan']);
    expect(
      findAgenda(sentences('Rina: oke dua hal pagi ini: stok gudang, sama jadwal kirim\nDodi: siap', 'id'), 'id')
        ?.items,
    ).toEqual(['stok gudang', 'jadwal kirim']);
    expect(
      findAgenda(sentences('Bu Tini: Ada tiga hal: jadwal asesmen, acara pelepasan, dan persiapan PPDB.', 'id'), 'id')
        ?.items,
    ).toEqual(['jadwal asesmen', 'acara pelepasan', 'persiapan PPDB']);
    expect(
      findAgenda(sentences('Priya: ok so two things, the client demo and the hiring loop', 'en'), 'en')?.items,
    ).toEqual(['client demo', 'hiring loop']);
    // Speech without commas: "the" opens the next item, but not after "of".
    expect(
      findAgenda(
        sentences('okay today we need to cover the guest list the state of the mic and the schedule', 'en'),
        'en',
      )?.items,
    ).toEqual(['guest list', 'state of the mic', 'schedule']);
    // A statement of what someone does today, and a clause, are no list of subjects.
    for (const said of [
      'Mr. Chair, today I rise to honour the volunteers, led by women and young people, who stood together.',
      'Today is Portugal Day, celebrated in Portugal and around the world.',
      'we will discuss later on more ideas about how the remote should look and how it should function',
    ])
      expect(findAgenda(sentences(said, 'en'), 'en')).toBeNull();
  });
});
