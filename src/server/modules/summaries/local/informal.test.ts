import { describe, expect, it } from 'vitest';
import { meetingDay } from './dates.js';
import { findDeadline } from './deadlines.js';
import { summarizeLocally } from './local-summarizer.js';
import { DATE, fromSpeech, fromText } from './summarize.test-support.js';

/** Informal turns found on the tuning meetings t23–t30: code-switching, conclusions, views that are no tasks. */

describe('informal requests and commitments', () => {
  it('reads code-switched Indonesian: "please" asks, an English deadline resolves, shown in Indonesian', () => {
    const items = fromText(
      ['Andre: Nadia, please kirim revisi klausul SLA ke legal mereka by Thursday.', 'Nadia: Noted.'],
      'id',
    );
    expect(items).toEqual([expect.objectContaining({ assignee: 'Nadia', deadline: 'Kamis, 26 November 2026' })]);
    expect(items[0]!.task).toMatch(/^Kirim revisi klausul SLA/);
    expect(findDeadline('kirim by Thursday', 'id', meetingDay(DATE))?.display).toBe('Kamis, 26 November 2026');
  });

  it('reads work handed out as a list, one task per person, in either language', () => {
    const id = fromText(
      [
        'Dimas: oke pembagiannya gini ya.',
        'Dimas: Rina desain poster, Andi urus konsumsi, Sari hubungi sponsor sebelum Kamis.',
        'Rina: siap.',
      ],
      'id',
    );
    expect(id.map((a) => [a.task, a.assignee, a.deadline])).toEqual([
      ['Desain poster', 'Rina', 'Segera'],
      ['Urus konsumsi', 'Andi', 'Segera'],
      ['Hubungi sponsor', 'Sari', 'Kamis, 26 November 2026'],
    ]);
    const en = fromText(
      ['Sarah: Kevin takes the vendor contract, Emma handles the onboarding docs.', 'Kevin: ok.'],
      'en',
    );
    expect(en.map((a) => [a.task, a.assignee])).toEqual([
      ['Take the vendor contract', 'Kevin'],
      ['Handle the onboarding docs', 'Emma'],
    ]);
    // After a lead-in with a colon; a time's colon is no lead-in.
    const led = fromText(
      ['Hendra: jadi tugasnya: Yoga bikin mockup, Lina cek anggaran sebelum Kamis.', 'Yoga: oke.'],
      'id',
    );
    expect(led.map((a) => [a.task, a.assignee])).toEqual([
      ['Bikin mockup', 'Yoga'],
      ['Cek anggaran', 'Lina'],
    ]);
    // A list of people that is no hand-out: no verb after each name.
    expect(fromText(['Dimas: Rina, Andi, Sari hadir semua.', 'Rina: iya.'], 'id')).toEqual([]);
  });

  it('reads a request put in the passive, thing first and the name last: "… tolong disiapkan ya Dewi"', () => {
    const items = fromText(['Maya: laporan keuangan untuk Jumat tolong disiapkan ya Dewi.', 'Dewi: oke bu.'], 'id');
    expect(items).toEqual([
      { task: 'Siapkan laporan keuangan', assignee: 'Dewi', deadline: 'Jumat, 27 November 2026', status: 'Pending' },
    ]);
    expect(fromText(['Budi: brosur harus dicetak sebelum Senin, Andi.', 'Andi: siap.'], 'id')).toEqual([
      expect.objectContaining({ task: 'Cetak brosur', assignee: 'Andi', deadline: 'Senin, 30 November 2026' }),
    ]);
    // A report in the passive is no request.
    expect(fromText(['Maya: laporannya sudah dikirim kemarin.', 'Dewi: oke bu.'], 'id')).toEqual([]);
    // The day's preposition leaves with the day.
    expect(fromText(['Tom: Priya, prepare the deck for Friday.', 'Priya: Sure.'], 'en')[0]!.task).toBe(
      'Prepare the deck',
    );
  });

  it('reads "Priya, you own …" as giving the work, and takes the day from her answer', () => {
    const items = fromText(
      ['Tom: Priya, you own the migration plan.', 'Priya: Sure, I will have a draft by Friday.'],
      'en',
    );
    expect(items).toEqual([
      {
        task: 'Own the migration plan',
        assignee: 'Priya',
        deadline: 'Friday, 27 November 2026',
        status: 'Pending',
      },
    ]);
    expect(fromText(['Tom: you own that decision anyway.', 'Emma: ok.'], 'en')).toEqual([]);
  });

  it('reads "kalau gitu X yang …" as the conclusion giving X the task, not as a condition', () => {
    const items = fromText(
      ['Dimas: oke. kalau gitu Yusuf yang bikin desain poster promonya ya, besok kirim ke grup.', 'Yusuf: siap.'],
      'id',
    );
    expect(items).toEqual([expect.objectContaining({ assignee: 'Yusuf', deadline: 'Rabu, 25 November 2026' })]);
    expect(items[0]!.task).toMatch(/desain poster/);
  });

  it('gives an unlabelled commitment to the person the next turn thanks with an honorific ("thanks mas arif")', () => {
    const items = fromSpeech(
      ['slidenya siapa yang bikin', 'aku aja yang bikin slide pivot table paling lambat senin', 'oke thanks mas arif'],
      'id',
    );
    expect(items).toEqual([expect.objectContaining({ assignee: 'Mas Arif', deadline: 'Senin, 30 November 2026' })]);
  });

  it("reads \"That's on me, I'll …\" as the speaker's task", () => {
    const items = fromText(
      ['Maya: The pricing page still shows the old plans.', "Lucy: That's on me, I'll push the new copy tomorrow."],
      'en',
    );
    expect(items).toEqual([expect.objectContaining({ assignee: 'Lucy', task: 'Push the new copy' })]);
  });

  it('takes no view or put-off decision for a task ("I think we should …, but let\'s not decide today")', () => {
    const items = fromText(
      [
        "Helen: On the rota, I think we should move to four-day weeks, but let's not decide today.",
        'Oliver: Agreed, it needs more thought.',
      ],
      'en',
    );
    expect(items).toEqual([]);
  });

  it('takes news of being away for no task ("besok saya cuti", "I\'ll be off next week")', () => {
    expect(fromText(['Fikri: oh iya, besok saya cuti ya bu, anak saya sakit.', 'Hesti: oke.'], 'id')).toEqual([]);
    expect(fromText(["Emma: I'll be off next week, by the way.", 'Priya: Noted.'], 'en')).toEqual([]);
  });

  it('hands over an obligation with "can you do that", in unlabelled speech too', () => {
    const items = fromSpeech(
      ['somebody has to book the cabin though', 'sam can you do that tonight', "yeah i'll book it tonight"],
      'en',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Book the cabin', assignee: 'Sam', deadline: 'Tuesday, 24 November 2026' }),
    ]);
  });

  it('puts what "that" points to into a task whose object it is ("raise that with …")', () => {
    const items = fromText(
      [
        "Tom: I'd say we need the single sign-off person on their side.",
        'Priya: Agreed. Tom, could you raise that with their marketing lead by Friday?',
      ],
      'en',
    );
    expect(items).toEqual([expect.objectContaining({ assignee: 'Tom' })]);
    expect(items[0]!.task).toBe('Raise the single sign-off person with their marketing lead');
  });

  it('gives the task a "who will …?" question names to whoever answers "aku aja" / "me", thanked by name', () => {
    const speech = fromSpeech(['siapa yang pegang desain banner', 'aku aja mas', 'oke makasih dinda'], 'id');
    expect(speech).toEqual([expect.objectContaining({ task: 'Pegang desain banner', assignee: 'Dinda' })]);
    const text = fromText(['Maya: Who can book the venue on Friday?', "Raj: Me, I'm free."], 'en');
    expect(text).toEqual([
      expect.objectContaining({ task: 'Book the venue', assignee: 'Raj', deadline: 'Friday, 27 November 2026' }),
    ]);
  });

  it('reads English verbs said in Indonesian as verbs ("aku fix bug login besok pagi")', () => {
    const items = fromSpeech(
      ['bug login di android masih muncul', 'aku fix bug login besok pagi', 'sip makasih reza'],
      'id',
    );
    expect(items).toEqual([expect.objectContaining({ task: 'Fix bug login', assignee: 'Reza' })]);
  });

  it('takes running the call (share screen, unmute) for no task', () => {
    const items = fromText(
      [
        'Rudi: Mas Agus, bisa share screen sebentar?',
        'Agus: bisa, sebentar ya.',
        'Rudi: Tom, can you share your screen?',
      ],
      'id',
    );
    expect(items).toEqual([]);
  });

  it('keeps a reaction before a commitment out of the task ("oh gitu, nanti aku kirimin …")', () => {
    const items = fromText(
      ['Eka: mereka minta data penjualan dari kita.', 'Dodi: oh gitu, nanti aku kirimin datanya ke mereka hari Jumat.'],
      'id',
    );
    expect(items).toEqual([expect.objectContaining({ task: 'Kirim data ke mereka', assignee: 'Dodi' })]);
  });

  it('takes chairing and speaking in a hearing for no task ("Mr. Chair, let me confirm that …", "proceed with …")', () => {
    const items = fromText(
      [
        'Minister: Mr. Chair, let me confirm that we will continue to be transparent about the investments.',
        'Chair: Thank you. Mr. Smith, please proceed with your next question.',
      ],
      'en',
    );
    expect(items).toEqual([]);
  });

  it('states as the point of a short meeting no line someone said of themself ("I\'ll write up …")', () => {
    const summary = summarizeLocally({
      text: [
        "Priya: I'll write up the launch retro notes on the landing page for the client on Monday.",
        'Tom: The client loved the landing page.',
        'Emma: The launch retro was useful for the client.',
      ].join('\n'),
      date: DATE,
      summaryLanguage: 'en',
    }).summary;
    expect(summary).not.toMatch(/I'll write up/);
    expect(summary).toMatch(/client/);
  });

  it('quotes no line that hands out or takes on a task as the point ("lo aja Rin …"): the next steps say those', () => {
    const summary = summarizeLocally({
      text: [
        'Dito: nah Jess, lo finalin resepnya terus bikinin SOP-nya ya, biar anak shift pagi juga bisa bikin.',
        'Jessica: lusa ya bang, besok gue off.',
        'Dito: oke lusa. Terus desain poster promonya siapa?',
        'Budi: lo aja Rin, kan lo jago desain.',
        'Rina: oke, aku kirim drafnya Jumat.',
        'Dito: Oh Bud, sekalian tanyain harga cetak ke percetakan, kabarin gue hari ini ya.',
        'Budi: Siap bang.',
      ].join('\n'),
      date: DATE,
      summaryLanguage: 'id',
    }).summary;
    expect(summary).not.toMatch(/aja Rin|jago desain|besok (?:gue|aku) off/i);
    expect(summary).toMatch(/Tindak lanjut: Jessica akan finalin resep, Rina akan desain poster promo, dan Budi/);
  });

  it('"Oh Bud, sekalian …": a short form of a name said in address is no topic', () => {
    const { topics, summary } = summarizeLocally({
      text: [
        'Dito: Terus desain poster promonya siapa?',
        'Budi: Rina aja, kan jago desain.',
        'Rina: Oke, aku kirim drafnya Jumat.',
        'Dito: Oh Bud, sekalian tanyain harga cetak ke percetakan, kabarin aku hari ini ya.',
        'Budi: Siap bang.',
      ].join('\n'),
      date: DATE,
      summaryLanguage: 'id',
    });
    expect(topics.map((t) => t.title)).not.toContainEqual(expect.stringMatching(/^Bud\b/));
    expect(summary).not.toMatch(/membahas Bud\b/);
  });

  it('takes exhortations, views and an offer taken back for no task', () => {
    for (const line of [
      'Budi: kita harus lebih disiplin soal jam masuk mulai minggu depan.',
      'Budi: tolong ya semua lebih hati-hati sama data pelanggan.',
      'Budi: saya pikir kita perlu rekrut dua orang lagi tahun depan.',
      'Budi: saya bisa aja sih bantu, tapi minggu ini saya padat banget.',
    ])
      expect(fromText([line, 'Rina: oke.'], 'id')).toEqual([]);
    expect(fromText(['Sam: Can you believe they changed the deadline again?', 'Ann: No.'], 'en')).toEqual([]);
  });

  it('gives an obligation to whoever takes it on next ("someone should …" — "I\'ll do it tomorrow")', () => {
    const items = fromSpeech(['someone should update the wiki', "i'll do it tomorrow", 'thanks kevin'], 'en');
    expect(items).toEqual([
      expect.objectContaining({ task: 'Update the wiki', assignee: 'Kevin', deadline: 'Wednesday, 25 November 2026' }),
    ]);
  });

  it('reads a request with a softener between the name and "bisa" ("mbak rara kira kira bisa …")', () => {
    const items = fromSpeech(['mbak rara kira kira bisa bikin desain feed instagram', 'bisa kak'], 'id');
    expect(items).toEqual([expect.objectContaining({ task: 'Bikin desain feed Instagram', assignee: 'Mbak Rara' })]);
  });

  it('joins speech-to-text segments cut mid-utterance (a name, then "bisa tolong …", then "sebelum jumat ya")', () => {
    const id = fromSpeech(
      ['oke terus soal konsumsi pak hendra', 'bisa tolong pesan nasi kotak lima puluh', 'sebelum jumat ya', 'siap bu'],
      'id',
    );
    expect(id).toEqual([
      expect.objectContaining({
        task: 'Pesan nasi kotak lima puluh',
        assignee: 'Pak Hendra',
        deadline: 'Jumat, 27 November 2026',
      }),
    ]);
    const en = fromSpeech(
      ['alright so for the venue', 'tom could you call the hotel', 'and confirm the booking by friday', 'sure will do'],
      'en',
    );
    expect(en).toEqual([expect.objectContaining({ assignee: 'Tom', deadline: 'Friday, 27 November 2026' })]);
    expect(en[0]!.task).toMatch(/confirm the booking/);
  });

  it('reads the thing said first, then the person ("laporan audit itu Sari yang pegang")', () => {
    const items = fromText(
      ['Budi: laporan audit itu Sari yang pegang, deadline-nya tanggal 30.', 'Sari: iya pak.'],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Pegang laporan audit', assignee: 'Sari', deadline: 'Senin, 30 November 2026' }),
    ]);
  });

  it('puts in what "that" and "the third one" point to, and drops the topic label before a hand-over', () => {
    const items = fromText(
      [
        'Maya: Did anyone look at the take-home tests?',
        'Ben: I looked at two of them yesterday.',
        'Maya: Great. Ben, can you review the third one by Wednesday?',
        'Ben: Yep, will do.',
        "Tom: I'd say we need a single sign-off person on their side.",
        'Maya: Agreed. Tom, could you raise that with their marketing lead by Friday?',
        'Tom: Sure.',
        "Maya: Investor update: somebody needs to pull the November numbers. Raj, that's yours.",
      ],
      'en',
    );
    expect(items.map((a) => [a.task, a.assignee])).toEqual([
      ['Review the third one of the take-home tests', 'Ben'],
      ['Raise the single sign-off person with their marketing lead', 'Tom'],
      ['Pull the November numbers', 'Raj'],
    ]);
  });

  it('"draft something" after "could we put a notice in …?" drafts the notice', () => {
    const items = fromText(
      [
        'Colin: Could we put a notice in the parish newsletter as well?',
        'Margaret: Good idea. Colin, could you draft something and get it to the editor by Monday?',
        'Colin: No problem.',
      ],
      'en',
    );
    expect(items.map((a) => [a.task, a.assignee])).toEqual([['Draft the notice and get it to the editor', 'Colin']]);
  });
});
