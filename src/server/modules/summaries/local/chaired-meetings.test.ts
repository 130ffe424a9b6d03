import { describe, expect, it } from 'vitest';
import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { fromSpeech as speechItems, fromText as textItems, rows } from './summarize.test-support.js';

/**
 * A chaired meeting, as a committee or a board holds one: the chair asks in the passive ("mohon … disusun"), people
 * offer steps as questions, and the answers say when (issue 13).
 */

const DATE = '2026-12-07'; // a Monday
const fromText = (lines: string[], lang: SummaryLanguage) => textItems(lines, lang, DATE);
const fromSpeech = (lines: string[], lang: SummaryLanguage) => speechItems(lines, lang, DATE);

describe('answers to the chair', () => {
  it('reads "Insyaallah" as yes: the answer dates the request instead of standing as a second task', () => {
    const items = fromText(
      [
        'Pak Darmo: Bu Ani, mohon proposal bazar disusun, termasuk rincian biaya sewa tenda.',
        'Bu Ani: Insyaallah, Pak. Draf proposalnya saya serahkan tanggal 10 Desember.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Susun proposal bazar, termasuk rincian biaya sewa tenda', 'Bu Ani', 'Kamis, 10 Desember 2026'],
    ]);
  });

  it('names a thing in full without the verb said after it ("proposal bazar", not "proposal bazar disusun")', () => {
    const items = fromText(
      [
        'Pak Darmo: Proposal bazar disusun oleh panitia inti.',
        'Bu Ani: Baik. Nanti saya fotokopi proposalnya hari Kamis.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Fotokopi proposal bazar', 'Bu Ani', 'Kamis, 10 Desember 2026']]);
  });

  it('gives what "harus sudah di…" with its day asks to the one who says yes, whatever one word says what', () => {
    const items = fromText(
      [
        'Pak Darto: Untuk spanduk pengajian, biasanya Mas Udin. Mas, bisa lagi bulan ini?',
        'Mas Udin: Mohon maaf, Pak, minggu ini saya dinas ke Surabaya, jadi tidak bisa.',
        'Bu Ani: Biar saya saja, Pak.',
        'Pak Darto: Terima kasih, Bu Ani. Spanduk harus sudah dipasang paling lambat Jumat tanggal 11.',
        'Bu Ani: Siap, Pak.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Pasang spanduk pengajian', 'Bu Ani', 'Jumat, 11 Desember 2026']]);
    // "soal" is also "about": one word of what is enough for a need said with its day.
    const exams = fromText(['Bu Tini: Soal harus digandakan paling lambat Rabu.', 'Pak Heru: Siap, Bu.'], 'id');
    expect(rows(exams)).toEqual([['Gandakan soal', 'Pak Heru', 'Rabu, 9 Desember 2026']]);
  });

  it('gives a thing asked about ("… sudah dibeli belum?" — "Belum") to the one asked, once a day is set for it', () => {
    const lines = (answer: string) => [
      'Mas Joko: Kertas HVS A4 tinggal dua rim, Pak.',
      'Pak Hadi: Bu Rina, kertas sudah dibeli belum?',
      `Bu Rina: ${answer}, Pak. Saya masih nunggu harga dari toko langganan.`,
      'Pak Hadi: Jangan kelamaan, Bu. Besok pagi dibeli, dari toko mana saja.',
      'Bu Rina: Baik, Pak.',
    ];
    // Named as the meeting said it in full before.
    expect(rows(fromText(lines('Belum'), 'id'))).toEqual([
      ['Beli kertas HVS A4', 'Bu Rina', 'Selasa, 8 Desember 2026'],
    ]);
    expect(fromText(lines('Sudah'), 'id')).toEqual([]);
  });

  it('gives a passive request to the one who says yes to it ("Mohon data anggota diperbarui" — "Baik, Pak.")', () => {
    const lines = [
      'Pak Darmo: Selanjutnya soal undangan. Bu Endah, bagaimana?',
      'Bu Endah: Data anggota masih kami cocokkan, Pak.',
      'Pak Darmo: Mohon data anggota diperbarui hari Jumat ini, kemudian undangan dicetak minggu depan.',
      'Bu Endah: Baik, Pak.',
    ];
    expect(rows(fromText(lines, 'id'))).toEqual([
      ['Perbarui data anggota (undangan)', 'Bu Endah', 'Jumat, 11 Desember 2026'],
    ]);
    // Nobody says yes: it stays the team's.
    expect(rows(fromText(lines.slice(0, 3), 'id'))).toEqual([
      ['Perbarui data anggota (undangan)', 'Tim', 'Jumat, 11 Desember 2026'],
    ]);
  });

  it('joins what to do with the result to the task just taken, naming who asked for it', () => {
    const id = fromText(
      [
        'Bu Ani: Bagaimana kalau kita pakai aula masjid Al Ikhlas, Pak?',
        'Pak Darmo: Usul yang baik, tapi biayanya perlu kita tahu dulu.',
        'Mas Yoga: Saya kenal takmirnya. Saya bisa menanyakan harga sewanya besok.',
        'Pak Darmo: Silakan, Mas Yoga. Hasilnya mohon disampaikan kepada saya dan Bu Ani.',
      ],
      'id',
    );
    expect(rows(id)).toEqual([
      [
        'Tanyakan harga sewa aula masjid Al Ikhlas; sampaikan hasilnya kepada Pak Darmo dan Bu Ani',
        'Mas Yoga',
        'Selasa, 8 Desember 2026',
      ],
    ]);
    const en = fromText(
      ["Dan: I'll ask the printers for a quote tomorrow.", 'Priya: Great, let me know what they say.'],
      'en',
    );
    expect(rows(en)).toEqual([
      ['Ask the printers for a quote; let Priya know what they say', 'Dan', 'Tuesday, 8 December 2026'],
    ]);
  });

  it('makes no task of help asked for: the task is what the helper takes on', () => {
    const items = fromText(
      [
        'Bu Endah: Untuk pencetakan undangan, saya mohon bantuan Mas Yoga.',
        'Mas Yoga: Siap, Bu. Saya yang mengurus cetak undangannya.',
      ],
      'id',
    );
    expect(items.map((i) => i.task)).not.toContainEqual(expect.stringMatching(/^Bantuan/));
    expect(items).toEqual([expect.objectContaining({ assignee: 'Mas Yoga', task: expect.stringMatching(/cetak/i) })]);
  });
});

describe('a step offered as a question', () => {
  it('is the asker\'s once the next turn says yes ("apakah perlu saya kirimi …?" — "Ya, mohon dikirim …")', () => {
    const items = fromText(
      [
        'Bu Wulan: Untuk warga yang belum bayar iuran, apakah perlu saya kirimi surat pengingat juga, Pak?',
        'Pak Darmo: Ya, mohon dikirim minggu ini juga, Bu.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Kirimi surat pengingat untuk warga yang belum bayar iuran', 'Bu Wulan', 'Minggu ini (7 – 13 Desember 2026)'],
    ]);
    const en = fromText(
      ['Maya: Should I email the parents about the new pickup times?', 'Tom: Yes please, by Friday.'],
      'en',
    );
    expect(rows(en)).toEqual([['Email the parents about the new pickup times', 'Maya', 'Friday, 11 December 2026']]);
  });

  it("is nobody's when the answer is no, or when it proposes what the meeting does next", () => {
    const no = fromText(
      ['Bu Wulan: Apakah perlu saya kirimi surat pengingat, Pak?', 'Pak Darmo: Ya, nggak usah dulu, Bu.'],
      'id',
    );
    expect(no).toEqual([]);
    const flow = fromText(['Margaret: Right, shall we get the admin out of the way first?', 'Helen: Please.'], 'en');
    expect(flow).toEqual([]);
  });
});

describe('names and leads in speech', () => {
  it('takes "pak haji" as part of the name asked, and "nah itu" as no part of the task', () => {
    const items = fromSpeech(
      [
        'untuk imam tarawih sepuluh malam pertama sudah ada',
        'sisanya gimana pak apa kita undang dari pondok lagi',
        'nah itu tolong pak haji rahmat yang menghubungi pondok al hikmah ya',
        'insyaallah pak nanti saya kabari paling lambat hari kamis',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Hubungi pondok al hikmah', 'Pak Haji Rahmat', 'Kamis, 10 Desember 2026']]);
  });
});

describe('a neighbourhood committee in speech', () => {
  it('keeps the day of an event in the thing ("kerja bakti sabtu tanggal dua belas"); the answer says when', () => {
    const items = fromSpeech(
      [
        'bu sinta tolong pengumuman kerja bakti sabtu tanggal dua belas dibagikan di grup warga ya',
        'baik pak nanti malam saya kirim',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Bagikan pengumuman kerja bakti Sabtu 12 Desember di grup warga', 'Bu Sinta', 'Senin, 7 Desember 2026'],
    ]);
    // Before an event, the day is when it is due.
    const due = fromText(['Pak Darmo: Bu Sinta, tolong siapkan materi sebelum rapat hari Kamis.'], 'id');
    expect(rows(due)).toEqual([['Siapkan materi sebelum rapat', 'Bu Sinta', 'Kamis, 10 Desember 2026']]);
  });

  it('makes a task of a request with few words to key on, once it is said yes to', () => {
    const items = fromSpeech(
      [
        'yang dua belas kk lagi itu mohon pak udin bisa ditagih ya paling lambat tanggal sepuluh',
        'baik pak insyaallah nanti saya keliling',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Tagih yang dua belas kk lagi', 'Pak Udin', 'Kamis, 10 Desember 2026']]);
  });

  it('puts making before handing over, and names what the details are of', () => {
    const items = fromSpeech(
      [
        'pak rt maaf menyela untuk konsumsi pengajian dari ibu ibu sudah siap ya pak',
        'terima kasih bu wati nanti rinciannya tolong diserahkan ke pak udin ya bu biar bisa dianggarkan',
        'baik pak nanti saya buatkan rinciannya paling lambat hari rabu',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Buat rincian konsumsi pengajian; serahkan ke Pak Udin', 'Bu Wati', 'Rabu, 9 Desember 2026'],
    ]);
  });

  it('gives "nanti kami belanja …" to the one asked when they will, with the thing raised just before', () => {
    const items = fromSpeech(
      [
        'untuk lomba tujuh belasan mas eko dari karang taruna bagaimana persiapannya',
        'hadiahnya belum dibeli pak nanti kami belanja ke pasar',
        'kapan mas eko belanjanya',
        'rencananya hari sabtu pak sama temen temen',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Belanja hadiah lomba tujuh belasan ke pasar', 'Mas Eko', 'Sabtu, 12 Desember 2026'],
    ]);
  });
});

describe('a chaired meeting as speech-to-text gives it', () => {
  it('reads the same turns without speakers or question marks', () => {
    const items = fromSpeech(
      [
        'untuk warga yang belum ambil undangan apakah perlu saya antarkan ke rumahnya pak',
        'ya mohon diantar minggu ini juga bu',
        'terus konsumsinya gimana kalau kita pesan nasi kotak bu tini pak',
        'saya kenal bu tininya saya bisa menanyakan harganya besok',
        'silakan mas dodi hasilnya mohon disampaikan kepada saya',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Antarkan ke rumahnya untuk warga yang belum ambil undangan', 'Tim', 'Minggu ini (7 – 13 Desember 2026)'],
      ['Tanyakan harga nasi kotak; sampaikan hasilnya (konsumsi)', 'Mas Dodi', 'Selasa, 8 Desember 2026'],
    ]);
  });
});
