import { describe, expect, it } from 'vitest';
import { fromSpeech, fromText, rows } from './summarize.test-support.js';

describe('a request that names only who and when, the task said just before', () => {
  it('"harus dirapiin. Ratna sama Ujang ya, paling telat Rabu": one item each, the thing and the day', () => {
    const items = fromText(
      [
        'Mbak Ratna: Bu, selisih kas kemarin sudah saya catat.',
        'Bu Lina: Sekarang rak depan berantakan banget, harus dirapiin.',
        'Bu Lina: Ratna sama Ujang ya, paling telat Rabu. Kamis ada sales dari pabrik keramik mau dateng.',
        'Ujang: Siap, Bu.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Rapiin rak depan', 'Mbak Ratna', 'Rabu, 25 November 2026'],
      ['Rapiin rak depan', 'Ujang', 'Rabu, 25 November 2026'],
    ]);
  });

  it('speech: "tapi test food dulu" — "mas bayu sama mbak tika bisa nggak minggu depan" — the day in the answer', () => {
    const items = fromSpeech(
      [
        'oke bu endang aja tapi test food dulu',
        'mas bayu sama mbak tika bisa nggak minggu depan',
        'bisa bisa sabtu depan kita berdua ke sana',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Test food', 'Mas Bayu', 'Sabtu, 5 Desember 2026'],
      ['Test food', 'Mbak Tika', 'Sabtu, 5 Desember 2026'],
    ]);
  });

  it('"Someone needs to draft …" — "Deb, … Would you?" — "Fine, I\'ll do it. It\'ll go out Monday."', () => {
    const items = fromText(
      [
        'Angela: Someone needs to draft the recruitment email and get it out before Thanksgiving week.',
        "Angela: Deb, I know it's not your usual thing, but you write really well. Would you?",
        "Deb: Ha, flattery works. Fine, I'll do it. It'll go out Monday.",
      ],
      'en',
    );
    expect(rows(items)).toEqual([
      ['Draft the recruitment email and get it out before Thanksgiving week', 'Deb', 'Monday, 30 November 2026'],
    ]);
  });

  it('"We also need … Sophie, is that something you could take on?"', () => {
    const items = fromText(
      [
        'Angela: We also need a couple of photos and one family story. Sophie, is that something you could take on?',
        'Sophie: Sure, happy to.',
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Get a couple of photos and one family story', 'Sophie', 'As soon as possible']]);
  });

  it('"I could ask my neighbour" — "That would be marvellous. Would you?" — "Leave it with me … by a week on Friday"', () => {
    const items = fromText(
      [
        "Gillian: What we haven't got yet is anyone to run the tombola. Tom, could you take that on?",
        "Tom: I'm afraid I can't, I'm on refreshments with Jo all day.",
        'Jo: I could ask my neighbour, she ran one at the school fete.',
        'Gillian: That would be marvellous. Would you?',
        "Jo: Leave it with me. I'll let you know by a week on Friday.",
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Ask my neighbour to run the tombola', 'Jo', 'Friday, 4 December 2026']]);
  });

  it('is nothing without a task said before, or when the names come with a question of their own', () => {
    expect(fromText(['Angela: Thanks for coming.', 'Angela: Deb, would you?'], 'en')).toEqual([]);
    expect(
      fromText(['Bu Lina: Rak depan harus dirapiin.', 'Bu Lina: Ratna sama Ujang, sudah makan siang belum?'], 'id'),
    ).toEqual([]);
  });
});

describe('the task as a minute-taker writes it', () => {
  it('"Baik, Bu, formatnya saya kirim ke Yusuf siang ini": the answer\'s "yes, ma\'am" before a fronted thing', () => {
    const items = fromText(
      ['Bu Sri: Dek Yusuf yang menyusun laporan.', 'Pak Hendra: Baik, Bu, formatnya saya kirim ke Yusuf siang ini.'],
      'id',
    );
    expect(rows(items)).toContainEqual(['Kirim format ke Yusuf', 'Pak Hendra', 'Selasa, 24 November 2026']);
  });

  it('"laporannya" is written as the meeting last named it in full; a thing never named in full stays as said', () => {
    // (The item announced just before, "laporan bulanan", is named in brackets: see agenda-subjects.test.ts.)
    const items = fromText(
      [
        'Bu Sri: Selanjutnya laporan bulanan ke kecamatan.',
        'Pak Hendra: Tanggal 20 saya dinas luar.',
        'Yusuf: Siap, Bu. Laporannya saya selesaikan paling lambat tanggal 30.',
        'Bu Sri: Mbak Nisa, tolong fotokopi undangannya hari ini.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Selesaikan laporan bulanan', 'Yusuf', 'Senin, 30 November 2026'],
      ['Fotokopi undangan (laporan bulanan ke kecamatan)', 'Mbak Nisa', 'Selasa, 24 November 2026'],
    ]);
  });

  it('"redraw those" after "the icon set still has the old style" redraws the icon set ("set" is no verb there)', () => {
    const items = fromText(
      [
        'Carla: the icon set still has the old style on about twenty icons.',
        'Anna: Carla, could you redraw those this week?',
      ],
      'en',
    );
    expect(items.map((i) => i.task)).toEqual(['Redraw the icon set']);
  });

  it('"the menu" after "the harvest supper menu" is the harvest supper menu', () => {
    const items = fromText(
      [
        'Margaret: First item, the harvest supper menu is still open.',
        'Margaret: Fiona, could you put the menu together by Friday?',
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Put the harvest supper menu together', 'Fiona', 'Friday, 27 November 2026']]);
  });

  it('"that figure" after "the final figure", "daftar tersebut" after "daftar anggota aktif": named in full', () => {
    const en = fromSpeech(
      [
        'aisha where are we on the conference poster',
        'the draft is almost done i just need the final figure from ben',
        'ben can you get that figure to aisha by friday',
      ],
      'en',
    );
    expect(en.map((a) => a.task)).toEqual(['Send the final figure to Aisha']);
    const id = fromText(
      [
        'Bu Endang: Daftar anggota aktif sedang kami perbarui, Pak.',
        'Pak Hartono: Bu Endang, mohon daftar tersebut difinalkan hari Jumat ini.',
        'Bu Endang: Baik, Pak.',
      ],
      'id',
    );
    expect(id.map((a) => a.task)).toEqual(['Finalkan daftar anggota aktif']);
  });

  it('"marcus could you grab one" — "i\'ll book it today": "one" is a room needed, and the answer no second task', () => {
    const items = fromSpeech(
      [
        'we need a room for the practice talk on the twelfth',
        'marcus could you grab one',
        "yeah on it i'll book it today",
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Grab a room for the practice talk', 'Marcus', 'Tuesday, 24 November 2026']]);
  });

  it('"get them to you" in an answer is to whoever asked; "send it to me" in a request is to whoever asks', () => {
    const items = fromText(
      [
        "Sophie: Sure, but I'd need signed consent forms first. Kwame, do the volunteers still have those?",
        "Kwame: I think so. I'll dig them out and get them to you tomorrow.",
        'Laura: Grace, can you draft a new weekend rota and send it to me by Friday?',
      ],
      'en',
    );
    expect(rows(items)).toEqual([
      ['Dig out the signed consent forms and get them to Sophie', 'Kwame', 'Wednesday, 25 November 2026'],
      ['Draft a new weekend rota and send it to Laura', 'Grace', 'Friday, 27 November 2026'],
    ]);
  });

  it('"I\'ll send you the new template" is sent to whoever asked; "get me two quotes" is got for whoever asks', () => {
    const items = fromText(
      [
        'Maya: Tom, the report needs the new template.',
        "Tom: Sure, I'll send you the new template on Friday.",
        'Claire: Sam, then get me two alternative quotes by Monday.',
        'Sam: Okay, will do.',
      ],
      'en',
    );
    expect(items.map((i) => i.task)).toEqual(['Send Maya the new template', 'Get Claire two alternative quotes']);
  });
});

describe('someone put forward for a task asked of the room', () => {
  it('"Undangan digital siapa yang mau pegang?" — "Dimas aja, Mbak" — "Oke, Jumat aku kirim."', () => {
    const items = fromText(
      [
        'Rani: Undangan digital siapa yang mau pegang?',
        'Sekar: Dimas aja, Mbak, dia jago desain.',
        'Dimas: Oke, Jumat aku kirim.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Pegang undangan digital', 'Dimas', 'Jumat, 27 November 2026']]);
  });

  it('"besok aja" is when, not who', () => {
    expect(fromText(['Rani: Undangan digital siapa yang mau pegang?', 'Sekar: Besok aja, Mbak.'], 'id')).toEqual([]);
  });
});

describe('taking on what the room needs', () => {
  it('"We\'ll need someone to sort out …" — "I can do that. I\'ll ring the caretaker tomorrow …"', () => {
    const items = fromText(
      [
        "Margaret: Lovely. We'll need someone to sort out borrowing the tables and chairs from the school hall.",
        "Colin: I can do that. I'll ring the caretaker tomorrow and get it arranged.",
      ],
      'en',
    );
    expect(rows(items)).toEqual([
      [
        'Sort out borrowing the tables and chairs from the school hall; ring the caretaker and get it arranged',
        'Colin',
        'Wednesday, 25 November 2026',
      ],
    ]);
  });

  it('"I\'m happy to take that on, as long as someone helps me collect …" — "I\'ll come with you": both, on Tuesday', () => {
    const items = fromText(
      [
        'Margaret: Now, the raffle prizes. Graham did them last year.',
        "Fiona: I'm happy to take that on, as long as someone helps me collect from the shops.",
        "Margaret: I'll come with you. Shall we say Tuesday afternoon?",
      ],
      'en',
    );
    expect(rows(items)).toEqual([
      ['Take on the raffle prizes and collect from the shops', 'Fiona', 'Tuesday, 1 December 2026'],
      ['Help Fiona collect from the shops', 'Margaret', 'Tuesday, 1 December 2026'],
    ]);
  });
});
