import { describe, expect, it } from 'vitest';
import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import {
  fromSpeech as speechItems,
  fromText as textItems,
  rows,
  speechSummary as speechOf,
} from './summarize.test-support.js';

/**
 * Teams talking among themselves (a study group, a clinic, a kitchen, a lab, a stand-up, a book club): who a request
 * ends on, what "that" was, and the day a turn says in passing (issue 13).
 */

const DATE = '2026-12-07'; // a Monday
const fromText = (lines: string[], lang: SummaryLanguage) => textItems(lines, lang, DATE);
const fromSpeech = (lines: string[], lang: SummaryLanguage) => speechItems(lines, lang, DATE);
const speechSummary = (lines: string[], lang: SummaryLanguage) => speechOf(lines, lang, DATE);

describe('a study group, typed', () => {
  it('"gue rangkum progres kita semua, kirim ke Bu Ratih hari Minggu malem" is a task, and "kirim juga ke grup" joins it', () => {
    const items = fromText(
      [
        'Sinta: Nanti gue ajarin Zotero deh pas Jumat di lab.',
        'Alya: Terus laporan progres ke Bu Ratih, kali ini bisa gantian nggak?',
        'Bayu: Gue aja. Gue rangkum progres kita semua, kirim ke Bu Ratih hari Minggu malem.',
        'Alya: Mantap, makasih Bay. Kirim juga ke grup ya biar kita cek dulu.',
      ],
      'id',
    );
    expect(rows(items)).toContainEqual([
      'Rangkum progres kita semua, kirim ke Bu Ratih; kirim juga ke grup',
      'Bayu',
      'Minggu, 13 Desember 2026',
    ]);
    // The chair summing up is still no task.
    expect(fromText(['Pak Darmo: Baik, saya rangkum dulu.', 'Pak Darmo: Mohon semua hadir hari Sabtu.'], 'id')).toEqual(
      [],
    );
  });

  it('"aku aja deh yang booking" takes what "siapa yang mau booking?" asked, and what is booked', () => {
    const items = fromText(
      [
        'Gilang: Lab komputer ada yang full version. Tapi harus booking dulu ke Pak Anton.',
        'Alya: Siapa yang mau booking? Gue lagi ribet banget minggu ini.',
        'Nisa: Aku aja deh yang booking, sekalian aku emang lagi di kampus.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Booking lab komputer ke Pak Anton', 'Nisa', 'Segera']]);
  });
});

describe('a shop team, typed', () => {
  it('a job put to one who turns it down goes to whoever says "yaudah deh, aku aja", with what the question named', () => {
    const items = fromText(
      [
        'Rina: Bang, poster promo di Instagram sama TikTok siapa yang posting?',
        'Dodi: Ya udah, Tasya aja yang posting, dia kan pegang akunnya.',
        'Tasya: Aduh, kalau aku posting plus bales DM, nggak keburu. Mending Bayu aja.',
        'Bayu: Yaudah deh, aku aja yang posting.',
        'Rina: Oke. Jumat posternya udah naik ya, Bay.',
        'Bayu: Siap.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Posting poster promo di Instagram sama TikTok', 'Bayu', 'Jumat, 11 Desember 2026']]);
  });
});

describe('a wedding committee in speech', () => {
  it('"yoga aja" when asked who is someone put forward, and "gas kamis pagi …" his yes with the day', () => {
    const items = fromSpeech(
      [
        'terus yang jemput tamu dari bandara siapa',
        'yoga aja kan dia bawa mobil',
        'gas kamis pagi aku langsung ke sana',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Jemput tamu dari bandara', 'Yoga', 'Kamis, 10 Desember 2026']]);
  });
});

describe('an office, typed', () => {
  it('"… itu siapa yang pegang?" — "Aku aja deh yang cek": the thing asked about, with what the answer does to it', () => {
    const items = fromText(
      [
        'Yuni: Eh satu lagi, printer di ruang guru yang kertasnya suka nyangkut itu siapa yang pegang?',
        'Anton: Itu bukan aku ya, harusnya Pak Dedi, tapi beliau cuti.',
        'Sari: Aku aja deh yang cek, kayaknya cuma rollernya.',
        'Yuni: Oke, makasih Sari.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Cek printer di ruang guru yang kertasnya suka nyangkut', 'Sari', 'Segera']]);
  });

  it('"lo bisa mulai packing Kamis? Target beres Jumat ini." — "Bisa, …": one word of what, due the day it is done', () => {
    const items = fromText(
      [
        'Dimas: Abis itu gue perlu waktu buat packing ya.',
        'Rina: Iya, lo bisa mulai packing Kamis? Target beres Jumat ini.',
        'Dimas: Bisa, asal kardusnya udah dateng.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Mulai packing', 'Dimas', 'Jumat, 11 Desember 2026']]);
  });
});

describe('a charity team, typed', () => {
  it('"I\'ll scan them" is the thing needed before the turns about some of them; "I need them by …" its day', () => {
    const items = fromText(
      [
        'Priya: I still need the invoices from the Leeds conference. Omar, a few of them are missing.',
        "Omar: Oh, sorry. Most of them are still in my car. I'll scan them.",
        "Priya: I need them by Wednesday, otherwise I can't file the claim.",
        'Omar: Okay, Wednesday.',
      ],
      'en',
    );
    expect(rows(items)).toEqual([
      ['Scan the invoices from the Leeds conference', 'Omar', 'Wednesday, 9 December 2026'],
    ]);
  });
});

describe('a club committee, typed', () => {
  it('"Actually, I\'ll answer it myself" takes the step offered, named as the meeting said it', () => {
    const items = fromText(
      [
        'Dana: You have all seen the complaint about the parking.',
        'Leo: Should I answer the complaint, then?',
        "Dana: Actually, I'll answer it myself. It's better coming from me.",
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Answer the complaint about the parking', 'Dana', 'As soon as possible']]);
  });

  it('"I\'ll send them" is what another said the speaker sends ("Mia just sends me the names"), not the speaker', () => {
    const items = fromText(
      [
        'Dana: Leo, could you help Mia with the rota?',
        "Leo: Sure, I'll do the rota. Mia just sends me the names.",
        "Mia: Thanks. I'll send them by Friday.",
      ],
      'en',
    );
    expect(rows(items)).toContainEqual(['Send the names', 'Mia', 'Friday, 11 December 2026']);
  });
});

describe('a wedding organiser in speech', () => {
  it('"oke bang …" names the one Bang who just promised; "lo" is whom the turns before speak with, not the client', () => {
    const items = fromSpeech(
      [
        'terus konsumsi bang udin',
        'konsumsi udah fix menunya tapi panitia minta nambah lima puluh kotak',
        'hah lima puluh banyak juga',
        'iya makanya gue mau konfirmasi dulu ke kateringnya bisa apa nggak',
        'oke bang kabarin gue besok ya',
        'sip',
        'nah dewi pas banget lo yang pegang dekor kan',
        'iya mbak cuma bunga mawarnya lagi kosong',
        'tapi harus izin mbak rani dulu sih dia kan rewel soal bunga',
        'yaudah lo kirim opsi pengganti ke rani ya hari ini juga',
        'oke nanti sore gue kirim fotonya',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Konfirmasi ke kateringnya', 'Bang Udin', 'Selasa, 8 Desember 2026'],
      ['Kirim opsi pengganti ke rani (bunga mawar)', 'Dewi', 'Senin, 7 Desember 2026'],
    ]);
  });
});

describe('a committee in speech', () => {
  it('"we need a hall … dev you\'re on the parish account could you grab one" is a hall for Dev; "everyone" stays the team\'s', () => {
    const items = fromSpeech(
      [
        'dev can you send the volunteer list tonight',
        'sure',
        'we need a hall for the bake sale on the',
        "fourteenth dev you're on the parish account could you grab one",
        "yep on it i'll book it today",
        'and everyone please have your posters ready for the bake sale',
      ],
      'en',
    );
    expect(rows(items)).toEqual([
      ['Send the volunteer list', 'Dev', 'Monday, 7 December 2026'],
      ['Grab a hall for the bake sale', 'Dev', 'Monday, 7 December 2026'],
      ['Have your posters ready for the bake sale', 'Team', 'As soon as possible'],
    ]);
  });
});

describe('a briefing in speech', () => {
  it('a request turned down with "maaf … soalnya" goes to who takes it over, with the thing running low', () => {
    const items = fromSpeech(
      [
        'ee kemudian stok sarung tangan sama masker udah tinggal dikit ya saya lihat',
        'tolong dipesan ya mas andi',
        'ee maaf bu saya minggu ini jaga loket sendiri soalnya tono kan lagi cuti',
        'biar saya aja bu yang pesen saya ada kontak sales nya',
        'oke makasih mbak lia tolong dipesan hari ini ya',
        'siap bu',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Pesan stok sarung tangan sama masker', 'Mbak Lia', 'Senin, 7 Desember 2026']]);
  });

  it('hears "soalnya …" as the same speaker going on, so the answer after it answers the request', () => {
    const items = fromSpeech(
      [
        'dok sekalian tolong cek rekam medis pak hadi ya yang mau cabut gigi besok',
        'soalnya ada riwayat hipertensi',
        'oh iya bu nanti saya cek sebelum beliau datang',
      ],
      'id',
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.task).toMatch(/^Cek rekam medis Pak Hadi/);
  });

  it('joins the result asked for ("kasih saya beberapa pilihan …") to the search just given', () => {
    const items = fromSpeech(
      [
        'mas andi kamu kan ngerti teknologi coba cari aplikasi antrean online',
        'bisa bu tapi mungkin nggak cepet ya bu',
        'nggak apa apa kasih saya beberapa pilihan paling lambat tanggal lima belas',
        'oke bu',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Cari aplikasi antrean online; kasih beberapa pilihan', 'Mas Andi', 'Selasa, 15 Desember 2026'],
    ]);
  });
});

describe('a kitchen briefing in speech', () => {
  it('the one a request ends on ("kirim foto nya ke gue cup") is asked; a remark ("tua lo cup") is nobody\'s task', () => {
    const summary = speechSummary(
      [
        'kedua ee soal menu baru nasi bakar cakalang',
        'udah gue tes tiga kali chef rasanya udah pas cuma plating nya masih belum dapet',
        'coba kirim foto nya ke gue cup nanti gue kasih masukan',
        'siap chef nanti sore',
        'gila gue udah empat tahun di sini berarti',
        'hahaha tua lo cup',
      ],
      'id',
    );
    expect(rows(summary.actionItems)).toEqual([
      ['Kirim foto ke aku (menu baru nasi bakar cakalang)', 'Cup', 'Senin, 7 Desember 2026'],
    ]);
    expect(summary.participants.map((p) => p.name)).toEqual(['Cup']);
  });
});

describe('a need handed to two people', () => {
  it('"we also need someone to collect …" — "ana and ben could you two sort that between you on the sixth"', () => {
    const items = fromSpeech(
      [
        'we also need someone to collect the tables and the chairs from the church hall',
        'ana and ben could you two sort that between you on the tenth',
        'yeah fine i will drive',
        'i will come along then',
      ],
      'en',
    );
    expect(rows(items)).toEqual([
      ['Collect the tables and the chairs from the church hall', 'Ben', 'Thursday, 10 December 2026'],
      ['Collect the tables and the chairs from the church hall', 'Ana', 'Thursday, 10 December 2026'],
    ]);
  });

  it('"kita butuh orang untuk …" is the need, as a task', () => {
    const items = fromText(
      ['Pak Darmo: Kita butuh orang untuk ambil tenda dari kelurahan. Mas Eko, kamu yang urus ya.'],
      'id',
    );
    expect(items.map((i) => [i.task, i.assignee])).toEqual([['Ambil tenda dari kelurahan', 'Mas Eko']]);
  });
});

describe('a stand-up in speech', () => {
  it('"and leo once you have that" — "ship it … by next wednesday": the clause of when waits for what to do', () => {
    const items = fromSpeech(
      [
        'no worries can you get it to leo by thursday',
        'thursday morning yeah',
        'and leo once you have that',
        'ship it behind the feature flag by next wednesday',
        'got it',
      ],
      'en',
    );
    expect(rows(items)).toContainEqual([
      'Ship it behind the feature flag once you have that',
      'Leo',
      'Wednesday, 16 December 2026',
    ]);
  });
});

describe('a kitchen meeting, typed', () => {
  it('"the first seating" is no date; "at the latest" goes with its day; "I\'ll try, no promises" takes nothing', () => {
    const items = fromText(
      [
        "Dan: Luis, place the order with Hillcrest Farms tomorrow morning at the latest, they need a week's notice.",
        'Luis: On it.',
        'Keisha: Can you put me on the first seating? My kids are at my mom’s for dinner later.',
        "Maria: I'll try, no promises.",
      ],
      'en',
    );
    expect(rows(items)).toContainEqual(['Place the order with Hillcrest Farms', 'Luis', 'Tuesday, 8 December 2026']);
    // "I'll try, no promises" takes nothing on: neither the request nor a task "Try" of its own.
    expect(items.map((i) => i.task)).not.toContainEqual(expect.stringMatching(/first seating|^Try/));
  });
});

describe('a lab meeting in speech', () => {
  it('takes the day from "this afternoon", "not until friday" and a limit said after another day', () => {
    const items = fromSpeech(
      [
        'quick announcement first the cold room is getting cleaned',
        'on the eighteenth so everyone please move your samples out by the seventeenth',
        'luis can you send me the raw images so i can take a look',
        'sure i will send them this afternoon',
        'ben can you get that figure to aisha',
        'i can but not until friday i am in the animal facility all week',
        'friday is fine the print deadline is the twentieth',
        'so aisha just make sure it is at the print shop by the twentieth',
        'will do',
      ],
      'en',
    );
    expect(rows(items)).toEqual([
      ['Move your samples out (cold room)', 'Team', 'Thursday, 17 December 2026'],
      ['Send me the raw images', 'Luis', 'Monday, 7 December 2026'],
      ['Send that figure to Aisha', 'Ben', 'Friday, 11 December 2026'],
      ['Make sure it is at the print shop', 'Aisha', 'Sunday, 20 December 2026'],
    ]);
  });
});

describe('a book club, typed', () => {
  it('"doing the biscuits next time" is due when the group meets again ("the twenty-third of April, same time")', () => {
    const items = fromText(
      [
        "Helen: Owen, would you mind doing the biscuits next time instead? I've done them the last two.",
        "Owen: Fair enough, I'll bring them.",
        "Margaret: That's the twenty-third of December, remember, same time.",
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Do the biscuits next time instead', 'Owen', 'Wednesday, 23 December 2026']]);
  });
});

describe('a wedding organiser team in speech', () => {
  it('"lo yang pegang dekor kan" asks who holds it; "iya mbak dekor udah …" makes no "Mbak Dekor"', () => {
    const summary = speechSummary(
      [
        'nah ojan pas banget lo yang pegang dekor kan',
        'iya mbak dekor udah sesuai moodboard cuma bunganya lagi kosong di supplier',
        'yaudah kirim opsi pengganti ke sasha ya hari ini juga biar dia bisa milih',
      ],
      'id',
    );
    expect(summary.participants.map((p) => p.name)).not.toContainEqual(expect.stringMatching(/Dekor/i));
    expect(summary.actionItems.map((a) => a.task)).not.toContainEqual(expect.stringMatching(/dekor|pas banget/i));
    // "… biar dia bisa milih" is why, not part of the task.
    const typed = fromText(
      ['Nadia: Ojan, kirim opsi pengganti ke Sasha ya hari ini juga biar dia bisa milih.', 'Ojan: Oke.'],
      'id',
    );
    expect(rows(typed)).toEqual([['Kirim opsi pengganti ke Sasha', 'Ojan', 'Senin, 7 Desember 2026']]);
  });
});
