import { describe, expect, it } from 'vitest';
import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { isIdVerb } from './action-rules.js';
import { namesFromAddress } from './address.js';
import { taskFromObligation } from './handoff.js';
import { fromSpeech as speechItems, fromText as textItems, rows } from './summarize.test-support.js';

/** Requests and the answers that settle them: who, what and by when (issue 13). */

const DATE = '2026-12-07'; // a Monday
const fromText = (lines: string[], lang: SummaryLanguage) => textItems(lines, lang, DATE);
const fromSpeech = (lines: string[], lang: SummaryLanguage) => speechItems(lines, lang, DATE);

describe('requests answered by the person asked', () => {
  it('gives a request put as a question to the person asked, keeping the day asked for ("sebelum Jumat?" — "Kamis aku kirim")', () => {
    const items = fromText(
      [
        'Dina: terus banner promonya gimana, Mbak Tari bisa bikinin banner promo sebelum Jumat?',
        'Tari: bisa, Kamis aku kirim ke grup',
        'Dina: Pak Joko bisa submit laporan pajaknya sebelum tanggal 15?',
        'Joko: bisa bu, tanggal 14 saya submit',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({ assignee: 'Tari', deadline: 'Jumat, 11 Desember 2026' }),
      expect.objectContaining({ assignee: 'Joko', deadline: 'Selasa, 15 Desember 2026' }),
    ]);
    expect(items[0]!.task).toMatch(/banner promo/);
  });

  it('keeps the asked deadline when the answer only dates a first step', () => {
    const items = fromText(
      ['Priya: Omar, can you check references for Beatriz by Friday?', "Omar: Sure, I'll email them today."],
      'en',
    );
    expect(items).toEqual([expect.objectContaining({ assignee: 'Omar', deadline: 'Friday, 11 December 2026' })]);
  });

  it('reads a vague assignment as the person restates it ("X aja yang urus QA-nya" — "aku kelarin QA voucher")', () => {
    const items = fromText(
      [
        'Raka: Fikri aja yang urus QA-nya, dia yang paling ngerti flow checkout',
        'Fikri: oke, aku kelarin QA voucher hari Rabu',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Selesaikan QA voucher', assignee: 'Fikri', deadline: 'Rabu, 9 Desember 2026' }),
    ]);
    expect(isIdVerb('beresin')).toBe(true);
    expect(isIdVerb('kemarin')).toBe(false);
  });

  it('confirms an offer with the deadline the next speaker gives it ("I can take …" — "let\'s aim for Friday")', () => {
    const items = fromText(
      [
        'Priya: we still need someone to screen the backend candidates',
        'Tom: I can take the screening calls',
        "Priya: great, let's aim to finish those by Friday",
      ],
      'en',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Take the screening calls',
        assignee: 'Tom',
        deadline: 'Friday, 11 December 2026',
      }),
    ]);
  });
});

describe('hand-overs and address in plain speech', () => {
  it('hands over the task said just before ("Sinta, itu kamu yang follow up", "Grace, can you take that on?")', () => {
    const id = fromText(
      ['Wati: oke, minta satu penawaran lagi ya. Sinta, itu kamu yang follow up', 'Sinta: baik bu, Kamis saya kabari'],
      'id',
    );
    expect(id).toEqual([
      expect.objectContaining({
        task: 'Minta satu penawaran lagi',
        assignee: 'Sinta',
        deadline: 'Kamis, 10 Desember 2026',
      }),
    ]);
    const en = fromText(
      [
        'Raj: the display still has the autumn stuff in it',
        'Helen: right, it needs redoing for Christmas before Saturday. Grace, can you take that on?',
        "Grace: happy to, I'll do it Friday afternoon",
      ],
      'en',
    );
    expect(en).toEqual([expect.objectContaining({ assignee: 'Grace', deadline: 'Saturday, 12 December 2026' })]);
    expect(en[0]!.task).toMatch(/^Redo display for Christmas/);
    expect(taskFromObligation('the printer needs fixing before the fair', null, 'en')).toBe('fix before the fair');
    // A thing needs a thing: it is added to it; people who need one are given it.
    expect(taskFromObligation('the deck needs the new logo and the pricing slide', null, 'en')).toBe(
      'add the new logo and the pricing slide to the deck',
    );
    expect(taskFromObligation('the coaches need the updated rosters', null, 'en')).toBe(
      'the coaches need the updated rosters',
    );
  });

  it('finds a name addressed after a lead-in or a few words before the request', () => {
    expect(namesFromAddress([{ speaker: null, text: 'yeah emma could you upload the photos' }], 'en')).toEqual([
      'Emma',
    ]);
    expect(
      namesFromAddress([{ speaker: null, text: 'daniel you know the guy at the hall can you ask him' }], 'en'),
    ).toEqual(['Daniel']);
    const items = fromSpeech(
      [
        'yeah emma could you upload the bake sale photos to the shared drive',
        "sure i'll do that tonight",
        'daniel you know the guy at the community hall can you ask him about the nineteenth',
        "yep i'll call him tomorrow",
      ],
      'en',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Upload the bake sale photos to the shared drive', assignee: 'Emma' }),
      expect.objectContaining({ assignee: 'Daniel', deadline: 'Tuesday, 8 December 2026' }),
    ]);
    expect(items[1]!.task).toMatch(/^Ask him about the nineteenth|the guy at the community hall/);
  });
});

describe('commitments in informal word order', () => {
  it('reads an object said first ("brief visual nanti sore aku kirim ke kamu") and "biar gue yang …"', () => {
    const items = fromText(
      [
        'Nadia: oke, brief visual nanti sore aku kirim ke kamu',
        'Bimo: oke, biar gue yang handle A/B test headline hari Kamis',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({ assignee: 'Nadia', deadline: 'Senin, 7 Desember 2026' }),
      expect.objectContaining({
        task: 'Handle A/B test headline',
        assignee: 'Bimo',
        deadline: 'Kamis, 10 Desember 2026',
      }),
    ]);
    expect(items[0]!.task).toMatch(/^Kirim brief visual/);
  });

  it("gives an unlabelled speaker's commitment to the person the next turn thanks", () => {
    const items = fromSpeech(
      [
        'terus spanduknya siapa yang pesan',
        'biar saya aja pak yang pesan spanduk ke percetakan',
        'oke mas rizal makasih',
        'the bus company still has not sent the invoice',
      ],
      'id',
    );
    expect(items).toEqual([expect.objectContaining({ task: 'Pesan spanduk ke percetakan', assignee: 'Mas Rizal' })]);
    const en = fromSpeech(['i can put a post in the parents group tonight', 'great thanks jen'], 'en');
    expect(en).toEqual([expect.objectContaining({ assignee: 'Jen', deadline: 'Monday, 7 December 2026' })]);
  });

  it('hands over a task that points back ("somebody should write them. Lee, you\'re on that")', () => {
    const items = fromText(
      [
        "Lee: the release notes aren't written yet",
        "Sam: yeah somebody should write them. Lee, you're on that",
        "Lee: fine, I'll have them by Thursday",
      ],
      'en',
    );
    expect(items).toEqual([expect.objectContaining({ assignee: 'Lee', deadline: 'Thursday, 10 December 2026' })]);
    expect(items[0]!.task).toMatch(/^Write (?:the )?release notes/);
  });
});

describe('offers, topics named first and deadlines that only qualify a noun', () => {
  it('keeps an offer to help with the one who offers it ("aku bisa bantu review PR Lina nanti siang")', () => {
    expect(fromText(['Fajar: aku bisa bantu review PR Lina nanti siang', 'Yoga: sip, makasih Fajar'], 'id')).toEqual([
      expect.objectContaining({ assignee: 'Fajar', deadline: 'Senin, 7 Desember 2026' }),
    ]);
  });

  it('reads "for the awards, I\'ll …" and a deadline after "next year\'s …"', () => {
    const items = fromText(
      [
        "Laura: for the awards, I'll draw up the shortlist and circulate it on Friday",
        "Olivia: Daniel, could you get two quotes for next year's marquee by the end of January?",
        'Daniel: sure',
      ],
      'en',
    );
    expect(items).toEqual([
      expect.objectContaining({ assignee: 'Laura', deadline: 'Friday, 11 December 2026' }),
      expect.objectContaining({ assignee: 'Daniel', deadline: 'Sunday, 31 January 2027' }),
    ]);
    expect(items[0]!.task).toMatch(/^Draw up the shortlist/);
  });

  it('a verb that is no content word ("sort out", "get") with its thing is a whole task, not only whose it is', () => {
    const items = fromText(['Helen: Omar, could you sort out the bunting?', 'Omar: Sure, by Friday.'], 'en');
    expect(rows(items)).toEqual([['Sort out the bunting', 'Omar', 'Friday, 11 December 2026']]);
    // One word and nothing else is still only whose it is.
    expect(fromText(['Helen: Omar, could you sort it?', 'Omar: Sure.'], 'en')).toEqual([]);
  });

  it('the one asked answers with "I\'ll …" and a day, without a "yes" first: the day is the request\'s', () => {
    const items = fromText(
      ['Helen: Omar, could you chase the plumber?', "Omar: I'll ring him first thing tomorrow."],
      'en',
    );
    expect(rows(items)).toEqual([['Chase the plumber', 'Omar', 'Tuesday, 8 December 2026']]);
  });

  it('"And Priya, could you …": the word before the name is not part of it', () => {
    const items = fromText(['Margaret: Lovely. And Priya, could you chase the publisher again?', 'Priya: Sure.'], 'en');
    expect(rows(items)).toEqual([['Chase the publisher again', 'Priya', 'As soon as possible']]);
  });
});

describe('the day in the answer, and a day put in its place', () => {
  it('a day before a comma answers ("lusa ya bang, besok gue off")', () => {
    const items = textItems(
      [
        'Dito: nah Jess, lo finalin resepnya terus bikinin SOP-nya ya.',
        'Jessica: lusa ya bang, besok gue off.',
        'Dito: oke.',
      ],
      'id',
    );
    expect(items.map((i) => [i.assignee, i.deadline])).toEqual([['Jessica', 'Kamis, 26 November 2026']]);
    // A day said to say no is no answer's day.
    const no = textItems(['Dito: Jess, lo finalin resepnya ya.', 'Jessica: Jumat, aku cuti bang.'], 'id');
    expect(no.map((i) => i.deadline)).toEqual(['Segera']);
    const holiday = textItems(['Ana: Tom, could you book the hall?', "Tom: Monday, no, that's a holiday."], 'en');
    expect(holiday.map((i) => i.deadline)).toEqual(['As soon as possible']);
  });

  it('"Monday is a holiday." — "Tuesday then.": the day proposed after the reason replaces the first', () => {
    const items = textItems(
      [
        "Linda: Pete, could you take the van to Marco's garage?",
        "Pete: Sure, I'll drop it off Monday morning.",
        'Grace: Wait, Monday is a holiday. Are they even open?',
        'Pete: Ah, good point. Tuesday then.',
      ],
      'en',
    );
    expect(items.map((i) => [i.assignee, i.deadline])).toEqual([['Pete', 'Tuesday, 1 December 2026']]);
  });

  it('a name after "iya hahaha ee" is still the one asked ("put lo follow up …")', () => {
    const items = speechItems(
      [
        'rundown udah draft ketiga mbak',
        'iya hahaha ee put lo follow up mas arga ya biar rundown bisa final sabtu ini',
        'oke mbak',
      ],
      'id',
    );
    expect(items.map((i) => [i.task, i.assignee])).toEqual([['Follow up Mas Arga', 'Put']]);
  });
});

describe('a thing, then who', () => {
  it('"desain poster lombanya siapa?" is answered by a volunteer or by "lo aja Rin"; "mc-nya siapa?" by a name is no task', () => {
    const asked = 'Dito: terus desain poster lombanya siapa?';
    expect(rows(textItems([asked, 'Rina: aku aja bang, besok aku kirim.'], 'id'))).toEqual([
      ['Desain poster lomba', 'Rina', 'Rabu, 25 November 2026'],
    ]);
    expect(rows(textItems([asked, 'Budi: lo aja Rin, kan lo jago desain.', 'Rina: oke.'], 'id'))).toEqual([
      ['Desain poster lomba', 'Rina', 'Segera'],
    ]);
    expect(speechItems(['mc nya siapa sih jadinya', 'mas arga yang kemarin di nikahan itu'], 'id')).toEqual([]);
  });
});

describe('who is asked, and who hears back', () => {
  it('"Oh Bim, sekalian tanyain …, kabarin gue hari ini ya": Bimo is asked, and tells the one who asked', () => {
    const items = textItems(
      [
        'Bimo: Oke. Gue cabut duluan ya, ada call sama vendor SMS gateway.',
        'Raka: Sip. Oh Bim, sekalian tanyain mereka harga paket yang baru, kabarin gue hari ini ya.',
        'Bimo: Oke, nanti gue forward.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Tanyakan mereka harga paket yang baru, kabarin Raka', 'Bimo', 'Selasa, 24 November 2026'],
    ]);
    const en = textItems(
      ['Ana: Tom, could you check the prices with the venue and text me the numbers by Friday?', 'Tom: Sure.'],
      'en',
    );
    expect(rows(en)).toEqual([
      ['Check the prices with the venue and text Ana the numbers', 'Tom', 'Friday, 27 November 2026'],
    ]);
  });

  it('"lo bisa kerjain … hari Kamis?" to the one who just spoke is theirs when they say yes', () => {
    const items = textItems(
      [
        'Tasya: Abis itu aku perlu waktu buat regression test.',
        'Raka: Iya, lo bisa kerjain regression test hari Kamis?',
        'Tasya: Bisa.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Kerjain regression test', 'Tasya', 'Kamis, 26 November 2026']]);
  });
});

describe('"aku aja" that says how things stand, and verbs said plainly', () => {
  it('"Kuesioner gue aja belum disebar" is no promise; "gue sebar kuesionernya besok" is', () => {
    const items = textItems(
      [
        'Dimas: Bab 3 gue masih berantakan. Kuesioner gue aja belum disebar.',
        'Nisa: Dim, lo tuh dari bulan lalu bilangnya gitu terus.',
        'Dimas: Iya iya, gue tau. Oke, gue sebar kuesionernya besok, seriusan.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Sebar kuesioner', 'Dimas', 'Rabu, 25 November 2026']]);
  });

  it('"Aku scan laporannya hari Minggu", "aku pantau …": the verbs of ordinary work', () => {
    expect(rows(textItems(['Gilang: Aku scan laporannya hari Minggu.'], 'id'))).toEqual([
      ['Scan laporan', 'Gilang', 'Minggu, 29 November 2026'],
    ]);
    expect(rows(textItems(['Gilang: Besok aku pantau stok gudangnya.'], 'id'))).toEqual([
      ['Pantau stok gudangnya', 'Gilang', 'Rabu, 25 November 2026'],
    ]);
  });
});

describe('"ke Pak Anton" is Pak Anton', () => {
  it('a form of address before a name is not "you" (the one spoken to)', () => {
    const items = textItems(
      ['Alya: Perkiraan biayanya belum ada.', 'Nisa: Besok aku kabari perkiraan biayanya ke Pak Anton.'],
      'id',
    );
    expect(items.map((i) => i.task)).toEqual(['Kabari perkiraan biayanya ke Pak Anton']);
    const toYou = textItems(
      ['Alya: Harga sewa gedung belum ada.', 'Nisa: Besok aku kirim daftar harganya ke ibu sebelum rapat.'],
      'id',
    );
    expect(toYou.map((i) => i.task)).toEqual(['Kirim daftar harganya ke Alya sebelum rapat']);
  });
});

describe('an unnamed "Can you …?" answered "I\'ll do it by Friday"', () => {
  it('is the one who answered, by Friday; "Yes please, minus the thumb." asks nothing', () => {
    const items = textItems(
      [
        'Beth: Do we want photos for that? I have loads from the warehouse day.',
        'Hannah: Yes please, minus the thumb. Can you put the good ones in the shared drive?',
        "Beth: I'll do it by Friday.",
      ],
      'en',
      '2026-01-14',
    );
    expect(rows(items)).toEqual([['Put the good ones in the shared drive', 'Beth', 'Friday, 16 January 2026']]);
  });
});

describe('"I\'m in tomorrow, I\'ll …"', () => {
  it('is a promise for tomorrow, not "I\'m in, I\'ll …"', () => {
    const items = textItems(
      [
        "Hannah: Right. Who's got the consent forms?",
        "Raj: I'm in tomorrow, I'll dig them out and scan them for Beth.",
      ],
      'en',
      '2026-01-14',
    );
    expect(rows(items)).toEqual([['Dig them out and scan them for Beth', 'Raj', 'Thursday, 15 January 2026']]);
  });
});
