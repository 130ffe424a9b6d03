import { describe, expect, it } from 'vitest';
import { fromSpeech, fromText } from './summarize.test-support.js';

const tasks = (items: Array<{ task: string }>) => items.map((i) => i.task);

describe('a short task says which announced agenda item it was given under', () => {
  it('English headings, one item after another: each task in brackets with its own item', () => {
    const items = fromText(
      [
        'Helen: First item, the spring fete. Omar, could you sort out the bunting?',
        'Omar: Yes, I will do it by Friday.',
        'Helen: Second item, car park lighting. Priya, can you ring the council?',
        'Priya: Sure, I will call them tomorrow.',
      ],
      'en',
    );
    expect(tasks(items)).toEqual(['Sort out the bunting (spring fete)', 'Ring the council (car park lighting)']);
  });

  it('Indonesian speech: "pertama soal …" names the item for the tasks that follow it', () => {
    const items = fromSpeech(
      [
        'oke yang pertama soal lomba tujuh belasan',
        'mas yoga tolong pesan piala ke toko langganan ya',
        'siap pak besok saya pesan',
        'terus mbak rina tolong hubungi pak lurah',
        'baik pak nanti sore saya telepon',
      ],
      'id',
    );
    expect(tasks(items)).toEqual([
      'Pesan piala ke toko langganan (lomba tujuh belasan)',
      'Hubungi Pak Lurah (lomba tujuh belasan)',
    ]);
  });

  it('leaves a task that already names its item or says what it is for, and one given long after the heading', () => {
    const items = fromText(
      [
        'Helen: First item, the spring fete.',
        'Omar: The fete needs a proper float this year.',
        'Helen: Omar, could you book the fete marquee?',
        'Omar: Will do.',
        'Helen: Priya, could you print the posters for the school gate?',
        'Priya: Yes.',
        'Omar: The weather looks fine for it.',
        'Helen: Good.',
        'Priya: I saw the forecast too.',
        'Helen: Lovely.',
        'Omar: Anything else?',
        'Helen: Priya, please email the caretaker by Monday.',
      ],
      'en',
    );
    expect(tasks(items)).toEqual([
      'Book the fete marquee',
      'Print the posters for the school gate',
      'Email the caretaker',
    ]);
  });

  it('"next slide" and a heading that is a statement ("the coaches need …") announce no item', () => {
    expect(tasks(fromText(['Tom: Next slide, please. Ana, could you fix the chart colours?'], 'en'))).toEqual([
      'Fix the chart colours',
    ]);
    expect(
      tasks(fromText(['Tom: Last thing, the coaches need new bibs. Ana, could you order them by Friday?'], 'en')),
    ).not.toContainEqual(expect.stringContaining('(coaches'));
  });

  it('an item dropped ("skip", "let\'s not") is no longer what the next task is about', () => {
    const items = fromText(
      [
        'Rani: Next, release notes v2.3, siapa yang bisa draft?',
        'Sekar: Skip aja, udah otomatis.',
        'Rani: Oke, aku update board Jira besok.',
      ],
      'id',
    );
    expect(items.map((i) => i.task)).toEqual(['Update board Jira']);
  });

  it('"Next, the book for May.": one word cut from its qualifier names too little to label a task with', () => {
    const items = fromText(
      ['Ann: Next, the book for May. Priya, could you chase the publisher again?', 'Priya: Sure.'],
      'en',
    );
    expect(items.map((i) => i.task)).toEqual(['Chase the publisher again']);
  });
});

describe('a task that points back names the thing asked about just before', () => {
  it('"terus X gimana?" — "… follow up ke vendornya": the vendor of X', () => {
    const items = fromSpeech(
      [
        'terus kaos angkatan gimana',
        'itu aku udah nanya ke konveksi temen aku nanti aku follow up ke vendornya',
        'oke makasih mila',
      ],
      'id',
    );
    expect(tasks(items)).toEqual(['Follow up ke vendornya (kaos angkatan)']);
  });

  it('the thing loses its "-nya" and what follows its name; a task that names it already stays as it is', () => {
    const items = fromSpeech(
      [
        'terus undangannya yang buat wali murid gimana bu',
        'nanti saya buat drafnya sekalian cetak di tu hari senin',
        'terus hotel di solo gimana dika udah booking belum',
        'iya om siap nanti aku booking hotelnya',
      ],
      'id',
    );
    expect(tasks(items)).toEqual(['Buat draf sekalian cetak di tu (undangan)', 'Booking hotel']);
  });

  it('not a manner word ("katanya"), not an interjection before the question, not a person', () => {
    const items = fromSpeech(
      [
        'hah terus gimana',
        'ya udah reza lo telpon clara hari ini jelasin opsinya',
        'terus desain logo gimana',
        'bu harti minta ganti font lagi katanya kurang mewah',
      ],
      'id',
    );
    expect(tasks(items)).not.toContainEqual(expect.stringContaining('('));
  });
});

describe('a thing someone asked about is what a later "them" or "-nya" points back to', () => {
  it('"the client asked about X" — "I\'ll reply to them by Thursday with a date"', () => {
    const items = fromSpeech(
      [
        'also the client asked about the dark mode timeline',
        "i'll reply to them by thursday with a date",
        'great thanks nina',
      ],
      'en',
    );
    expect(tasks(items)).toEqual(['Reply to them with a date (dark mode timeline)']);
  });

  it('"klien nanya soal X" — "nanti aku kirim jawabannya ke klien"', () => {
    const items = fromSpeech(
      [
        'klien kemarin nanya soal jadwal rilis dark mode',
        'nanti aku kirim jawabannya ke klien hari kamis',
        'oke makasih nina',
      ],
      'id',
    );
    expect(tasks(items)).toEqual(['Kirim jawaban ke klien (jadwal rilis dark mode)']);
  });
});

describe('a thing out of order is what the task to see to it points back to', () => {
  it('"karena mesin jahit nomor tujuh rusak lagi" — "yanto tolong pastikan teknisinya datang"', () => {
    const items = fromSpeech(
      [
        'kemarin output line tiga cuma delapan puluh persen',
        'karena mesin jahit nomor tujuh rusak lagi',
        'oke yanto tolong nanti siang kamu pastikan teknisinya datang',
      ],
      'id',
    );
    expect(tasks(items)).toEqual(['Pastikan teknisi datang (mesin jahit nomor tujuh)']);
  });

  it('"the walk-in fridge is broken again" — "raj can you get the repair company to look at it"', () => {
    const items = fromSpeech(
      ['the walk-in fridge is broken again', 'raj can you get the repair company to look at it tomorrow'],
      'en',
    );
    expect(tasks(items)).toEqual(['Get the repair company to look at it (walk-in fridge)']);
  });
});

describe('what a task is for, said before the person is named', () => {
  it('"Nah buat Lebaran, Kevin lo bikin brief-nya ya, kirim ke gue …": the brief is for Lebaran', () => {
    const items = fromText(
      [
        'Raka: Nah buat Lebaran, Kevin lo bikin brief-nya ya, kirim ke gue paling lambat tanggal 20.',
        'Kevin: Siap, bos.',
      ],
      'id',
    );
    expect(tasks(items)).toEqual(['Bikin brief untuk Lebaran, kirim ke Raka']);
  });

  it('"So for the quiz night, Dev, could you book the hall?"; not when the task says what it is for', () => {
    const items = fromText(
      [
        'Ann: So for the quiz night, Dev, could you book the hall by Friday?',
        'Dev: Sure.',
        'Ann: And for the raffle, Sue, could you print tickets for the raffle?',
        'Sue: Will do.',
      ],
      'en',
    );
    expect(tasks(items)).toEqual(['Book the hall for the quiz night', 'Print tickets for the raffle']);
  });
});

describe('how long an announced item labels the tasks under it', () => {
  it('an item named again stays on a few turns more; one only named long before does not label a new thing', () => {
    const calendar = fromText(
      [
        'Pak Budi: Pertama, order kalender dari Bank Sinar, 2.000 eksemplar. Gimana progresnya, Gus?',
        'Mas Agus: Cetak sudah 60 persen, Pak. Tapi tinta cyan tinggal sedikit.',
        'Pak Budi: Bu Siti, tinta sudah dipesan belum?',
        'Bu Siti: Belum, Pak, saya nunggu harga dari distributor.',
        'Pak Budi: Jangan nunggu lama, dari distributor lama juga nggak apa-apa.',
        'Bu Siti: Baik, Pak.',
        'Pak Budi: Kalender itu deadline-nya kapan, Tan?',
        'Mbak Intan: Klien minta dikirim Rabu depan, Pak.',
        'Mas Agus: Kalau tintanya datang Sabtu, saya kejar Senin-Selasa.',
        'Pak Budi: Oke. Cetaknya selesaikan paling lambat Selasa ya, Gus.',
        'Mas Agus: Siap, Pak.',
      ],
      'id',
    );
    expect(tasks(calendar)).toEqual(['Selesaikan cetak (order kalender dari Bank Sinar)']);
    const wedding = fromText(
      [
        'Sari: Pertama soal katering. Dimas, kamu udah dapet penawaran belum?',
        'Dimas: Udah, semalem aku forward ke grup.',
        'Sari: Terus yang paling oke yang mana?',
        'Dimas: Menurut aku Dapur Bu Endang, harganya masuk.',
        'Sari: Oke, kalau gitu kamu yang pegang katering ya.',
        'Dimas: Siap.',
        'Sari: Terus suvenir, dua ratus lima puluh pcs. Yoga, kamu bisa bantu cariin?',
        'Yoga: Wah aku nggak bisa deh mbak, aku dinas ke Surabaya.',
        'Tante Rina: Ya udah, biar tante aja yang urus suvenir.',
      ],
      'id',
    );
    expect(tasks(wedding)).toEqual(['Pegang katering', 'Urus suvenir']);
  });
});
