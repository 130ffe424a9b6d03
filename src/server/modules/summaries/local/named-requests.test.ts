import { describe, expect, it } from 'vitest';
import { fromSpeech, fromText, rows } from './summarize.test-support.js';

/** Requests made by name in passing, the way a shop or a family talks (tuning meetings t801–t812). */

describe('a request by name without "tolong" or "bisa"', () => {
  it('"Ya udah, Mas Joko besok pagi belanja ke pasar ya, sekalian …": Joko, tomorrow', () => {
    const items = fromText(
      [
        'Lusi: Tepung tinggal sedikit.',
        'Lusi: Ya udah, Mas Joko besok pagi belanja ke pasar ya, sekalian beli gula.',
        'Joko: Oke.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Belanja tepung ke pasar, sekalian beli gula', 'Joko', 'Rabu, 25 November 2026']]);
  });

  it('"Tapi Yanto, pesanan yang di Kemang hari Rabu kamu yang anter ya": the thing first, then "you"', () => {
    const items = fromText(
      ['Lusi: Tapi Yanto, pesanan yang di Kemang hari Rabu kamu yang anter ya.', 'Yanto: Siap.'],
      'id',
    );
    expect(rows(items)).toEqual([['Antar pesanan yang di Kemang', 'Yanto', 'Rabu, 25 November 2026']]);
  });

  it('a list of who does what ("Sekar pegang UI-nya, Dimas yang backend") is not one request to the first', () => {
    const items = fromText(['Fajar: Sekar pegang UI-nya, Dimas yang backend.', 'Sekar: Oke.', 'Dimas: Siap.'], 'id');
    expect(items.map((i) => i.task)).not.toContain('Pegang UI-nya, Dimas yang backend');
  });
});

describe('promises and remarks in one turn', () => {
  it('"…, Jumat aku bikin satu loyang buat tes rasa": the day, then the promise, after the thing named first', () => {
    const items = fromText(['Lusi: Terakhir, resep bolu yang baru, Jumat aku bikin satu loyang buat tes rasa.'], 'id');
    expect(rows(items)).toEqual([['Bikin satu loyang buat tes rasa', 'Lusi', 'Jumat, 27 November 2026']]);
  });

  it('"biar aku yang cek semua rantainya, Rabu aku beresin": the day is for the promise just made', () => {
    const items = fromText(['Agus: Ya udah, biar aku yang cek semua rantainya, Rabu aku beresin.'], 'id');
    expect(rows(items)).toEqual([['Cek semua rantainya', 'Agus', 'Rabu, 25 November 2026']]);
  });

  it('"foto produk di Shopee udah jelek banget" is a remark; "Kamu bisa nggak fotoin ulang?" the request', () => {
    const items = fromText(
      [
        'Lusi: Makasih, Dewi. Eh, foto produk di Shopee udah jelek banget tuh. Kamu bisa nggak fotoin ulang?',
        'Dewi: Bisa.',
      ],
      'id',
    );
    // What to photograph again is the thing the remark was about.
    expect(items.map((i) => [i.task, i.assignee])).toEqual([['Foto ulang (produk di Shopee)', 'Dewi']]);
  });
});

describe('two people given parts in one breath', () => {
  it('"X, tolong bantu …, lalu Bu Endang yang memfinalisasi dan mengirim …": one item each; each answer is theirs', () => {
    const items = fromText(
      [
        'Pak Sutrisno: Kecamatan minta laporan itu masuk paling lambat tanggal 30.',
        'Pak Sutrisno: Pak Rahmat, tolong bantu Bu Endang merekap datanya, lalu Bu Endang yang memfinalisasi dan mengirim ke kecamatan.',
        'Pak Rahmat: Siap, Pak. Rekapnya saya selesaikan hari Jumat.',
        'Bu Endang: Baik, Pak.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Bantu Bu Endang merekap datanya', 'Pak Rahmat', 'Jumat, 27 November 2026'],
      ['Finalisasi dan kirim ke kecamatan', 'Bu Endang', 'Senin, 30 November 2026'],
    ]);
  });
});

describe('an idea put to the meeting, then given to someone', () => {
  it('"Bagaimana kalau … kita carikan sponsor …?" — "Bisa dicoba. Pak Gunawan saja yang pegang."', () => {
    const items = fromText(
      [
        'Pak Gunawan: Pak, bagaimana kalau hadiahnya kita carikan sponsor dari toko sekitar?',
        'Pak Sutrisno: Bisa dicoba. Pak Gunawan saja yang pegang. Hasilnya dilaporkan tanggal 30.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      // The result, to be reported, is a step of the same task.
      ['Cari sponsor dari toko sekitar untuk hadiahnya; laporkan hasilnya', 'Pak Gunawan', 'Senin, 30 November 2026'],
    ]);
  });
});

describe('turned down, taken over, and the day set afterwards', () => {
  it('"nggak kekejar" turns it down; "biar gue aja, abis …" takes it as asked; "Target Jumat ya." sets the day', () => {
    const items = fromText(
      [
        'Dimas: Abis ini gue mau turun bentar. Rina, bisa nggak lo implement empty state itu minggu ini?',
        'Rina: Duh, minggu ini aku full di bug iOS, nggak kekejar kayaknya.',
        'Kevin: Ya udah biar gue aja, abis fix bug gue lumayan longgar kok.',
        'Dimas: Oke thanks Kev. Target Jumat ya.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Implement empty state itu', 'Kevin', 'Jumat, 27 November 2026']]);
  });

  it('"Oke, deadline-nya kapan nih?" — "Sebelum rilis, berarti tanggal 18.": the answer is the task\'s day', () => {
    const items = fromText(
      [
        'Dimas: Sasa, lo yang tulis release notes-nya ya.',
        'Sasa: Oke, deadline-nya kapan nih?',
        'Dimas: Sebelum rilis, berarti tanggal 18.',
      ],
      'id',
    );
    expect(items.map((i) => [i.assignee, i.deadline])).toEqual([['Sasa', 'Jumat, 18 Desember 2026']]);
  });
});

describe('a name said mid-request, after "ya", is never left in the task', () => {
  it('"… di-follow up aja ya Dim, jangan nunggu mereka": for Dimas, the same task he then takes', () => {
    const items = fromText(
      [
        'Dimas: Belum, tapi kata mereka bakal ada update minggu ini.',
        'Rani: Hmm. Tolong di-follow up aja ya Dim, jangan nunggu mereka.',
        'Dimas: Sure, besok aku follow up ke vendor.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Follow up ke vendor', 'Dimas', 'Rabu, 25 November 2026']]);
  });

  it('speech: "oke lo yang dateng ya kar bawa layout …" is asked of Sekar, "Kar" for short', () => {
    const items = fromSpeech(
      [
        'sekar gimana update venue',
        'venue aman tinggal technical meeting sama pihak gedung',
        'oke lo yang dateng ya kar bawa layout yang terbaru',
        'siap mbak',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Datang (technical meeting), bawa layout yang terbaru', 'Sekar', 'Segera']]);
  });
});

describe('what someone else wants, passed on', () => {
  it('"Bu Harti minta ganti font lagi, katanya …" is a report, not her task; the answer to it is one', () => {
    const items = fromText(
      [
        'Pak Budi: Terus undangan nikahan pesanan Bu Harti itu gimana?',
        'Mas Reza: Desainnya sudah revisi ketiga, Pak. Bu Harti minta ganti font lagi, katanya kurang "mewah".',
        'Mas Reza: Saya kasih tiga opsi font besok biar beliau pilih.',
      ],
      'id',
    );
    expect(items.map((i) => i.assignee)).toEqual(['Mas Reza']);
  });
});

describe('a thing asked of someone by name, "-nya bisa selesai …?"', () => {
  it('"Kak Rina, soal matematikanya bisa selesai Jumat?" — "Bisa, Bu, Jumat aku kirim ke grup": finish it, then send it', () => {
    const lines = [
      'Bu Endah: Nah itu. Kak Rina, soal bahasa Indonesianya bisa selesai Jumat? Biar Sabtu-Minggu bisa dicek.',
      'Kak Rina: Bisa, Bu, Jumat aku kirim ke grup.',
    ];
    expect(rows(fromText(lines, 'id', '2026-03-07'))).toEqual([
      ['Selesaikan soal bahasa Indonesianya; kirim ke grup', 'Kak Rina', 'Jumat, 13 Maret 2026'],
    ]);
  });

  it('"Pak Joko, laporannya bisa dikirim Senin?": the passive is the command', () => {
    const lines = ['Bu Endah: Pak Joko, laporannya bisa dikirim Senin?', 'Pak Joko: Bisa, Bu.'];
    expect(rows(fromText(lines, 'id', '2026-03-07')).map(([task, who]) => [task, who])).toEqual([
      ['Kirim laporan', 'Pak Joko'],
    ]);
  });

  it('"tolong dipisahin terus dibikin daftar kerusakannya" — "mbak rani aja yang bikin daftar kerusakannya": all of it hers', () => {
    const lines = [
      'terus ada yang rusak nggak mbak',
      'ada bu beberapa kursi lipat patah kakinya',
      'itu tolong dipisahin ya terus dibikin daftar kerusakannya',
      'mbak rani aja yang bikin daftar kerusakannya ya kan dia yang pegang gudang',
      'iya bu nanti jumat saya selesaikan',
    ];
    expect(rows(fromSpeech(lines, 'id', '2026-01-10'))).toEqual([
      ['Pisahkan itu; bikin daftar kerusakannya', 'Mbak Rani', 'Jumat, 16 Januari 2026'],
    ]);
  });
});
