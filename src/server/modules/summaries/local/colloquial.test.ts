import { describe, expect, it } from 'vitest';
import { commandForm } from './action-rules.js';
import { summarizeLocally } from './local-summarizer.js';
import { DATE, fromSpeech, fromText } from './summarize.test-support.js';

/**
 * Indonesian as the tuning meetings t501–t508 speak it: Jakarta gue/lo, formal offices with Bapak/Ibu, speech-to-text
 * without labels, requests turned down, people named by title.
 */
describe('colloquial and formal Indonesian', () => {
  it('reads Jakarta speech: "lo aja yang …, Nad, jangan sampai …" asks Nadia; "gue test …" is a commitment', () => {
    const items = fromText(
      [
        'Raka: Ya udah, lo aja yang follow up ke klien ya, Nad, jangan sampai molor lagi.',
        'Nadia: Siap, gue chat PM-nya hari ini.',
        'Fajar: gue test fix login besok pagi.',
      ],
      'id',
    );
    expect(items.map((a) => [a.task, a.assignee, a.deadline])).toEqual([
      ['Follow up ke klien', 'Nadia', 'Selasa, 24 November 2026'],
      ['Test fix login', 'Fajar', 'Rabu, 25 November 2026'],
    ]);
  });

  it('a trailing "gitu" is a hedge, not the task; "kayak gitu" says how it is done', () => {
    const items = fromText(
      [
        'Dewi: Mbak Rina, ulasan Google yang ngeluh nunggu lama tolong dibalas hari ini, yang sopan, minta maaf gitu.',
        'Rina: Siap, Dok.',
        'Dewi: Rara, tolong bikin video kenangan buat eyang kayak gitu, hari Kamis.',
      ],
      'id',
    );
    expect(items.map((a) => a.task)).toEqual([
      expect.stringMatching(/minta maaf$/),
      expect.stringMatching(/kayak gitu$/),
    ]);
  });

  it('speech without commas: a commitment starts at "nanti aku", and a thanks two segments on names its speaker', () => {
    const items = fromSpeech(
      [
        'terus kaos angkatan gimana',
        'udah nanya ke konveksi nanti aku follow up ke vendor kaosnya',
        'minta harga final sebelum jumat',
        'oke makasih mila',
      ],
      'id',
    );
    expect(items.map((a) => [a.task, a.assignee, a.deadline])).toEqual([
      ['Follow up ke vendor kaos angkatan, minta harga final', 'Mila', 'Jumat, 27 November 2026'],
    ]);
  });

  it('a formal office in speech-to-text: the thing put first, a taking-over restated, a thanks naming the signer', () => {
    const items = fromSpeech(
      [
        'baik kalau begitu ibu melati yang mengambil alih ya',
        'siap bu nanti saya cek kelengkapannya',
        'dan saya laporkan di rapat senin depan',
        'kalau anggaran pelatihan disetujui mungkin kita adakan simulasi survei juga',
        'untuk surat edaran jadwal survei ke seluruh unit biar saya yang tanda tangani',
        'dan sebarkan besok pagi',
        'baik terima kasih bu dewi',
      ],
      'id',
    );
    expect(items.map((a) => [a.task, a.assignee, a.deadline])).toEqual([
      ['Cek kelengkapan dan laporkan di rapat', 'Ibu Melati', 'Senin, 30 November 2026'],
      ['Tanda tangani surat edaran jadwal survei ke seluruh unit dan sebarkan', 'Bu Dewi', 'Rabu, 25 November 2026'],
    ]);
  });

  it('a wedding committee: a status question is no task, a declined request is dropped, "biar tante aja" is Tante Rina', () => {
    const items = fromText(
      [
        'Sari: Dimas, kamu udah dapet penawaran dari yang di Cempaka Putih belum?',
        'Dimas: Udah kok, semalem udah aku forward ke grup.',
        'Sari: Oke, kalau gitu kamu yang pegang katering ya.',
        'Dimas: Siap.',
        'Sari: Terus suvenir. Yoga, kamu bisa bantu cariin?',
        'Yoga: Wah aku nggak bisa deh mbak, minggu ini aku dinas ke Surabaya.',
        'Tante Rina: Ya udah, biar tante aja yang urus suvenir.',
      ],
      'id',
    );
    expect(items.map((a) => [a.task, a.assignee])).toEqual([
      ['Pegang katering', 'Dimas'],
      ['Urus suvenir', 'Tante Rina'],
    ]);
    const en = fromText(
      [
        'Jordan: Have you sent the invoice yet?',
        'Priya: Not yet.',
        'Jordan: Elena, could you draft the storyboards?',
        "Elena: I can't, I'm buried in the Kessler rebrand.",
      ],
      'en',
    );
    expect(en).toEqual([]);
  });

  it('a neighbourhood meeting in speech-to-text: the thing before "itu Mas Anto bisa tolong …", "itu biar saya aja …"', () => {
    const items = fromSpeech(
      [
        'nah buat alat alat kayak cangkul sama karung itu mas anto bisa tolong',
        'kumpulin dari warga nggak',
        'bisa pak nanti sabtu sore saya keliling',
        'satu lagi lampu jalan di ujung gang mati udah seminggu',
        'itu biar saya aja yang lapor ke kelurahan besok',
        'oke makasih pak jono',
      ],
      'id',
    );
    expect(items.map((a) => [a.task, a.assignee, a.deadline])).toEqual([
      ['Kumpulkan alat alat kayak cangkul sama karung dari warga', 'Mas Anto', 'Sabtu, 28 November 2026'],
      ['Lapor lampu jalan di ujung gang ke kelurahan', 'Pak Jono', 'Rabu, 25 November 2026'],
    ]);
  });

  it('a lab meeting in speech-to-text: "kamu" is the person named a turn before; "bu tinggal" is no person', () => {
    const summary = summarizeLocally({
      text: '',
      segments: [
        'bagus hana terus draft paper nya udah sampai mana',
        'bab metode udah bu tinggal hasil sama diskusi',
        'oke kamu selesaikan bagian hasilnya dulu ya kirim ke saya senin',
        'baik bu',
        'satu lagi tasya tolong cek tanggal expired semua sirup',
      ].map((text, i) => ({ start: i * 5, end: i * 5 + 4, text })),
      date: DATE,
      summaryLanguage: 'id',
    });
    expect(summary.actionItems.map((a) => [a.task, a.assignee])).toEqual([
      ['Selesaikan bagian hasilnya dulu, kirim ke saya', 'Hana'],
      ['Cek tanggal expired semua sirup', 'Tasya'],
    ]);
    expect(summary.participants.map((p) => p.name)).toEqual(['Hana', 'Tasya']);
  });

  it('a formal request reads as a command: "mohon Pak Sutrisno memastikan izin …" → "Pastikan izin …"', () => {
    const items = fromText(
      [
        'Pak Hendra: Untuk lokasi di balai desa, mohon Pak Sutrisno memastikan izin pemakaian gedung dengan kepala desa paling lambat hari Jumat.',
        'Pak Sutrisno: Siap, Pak.',
      ],
      'id',
    );
    expect(items.map((a) => [a.task, a.assignee, a.deadline])).toEqual([
      ['Pastikan izin pemakaian gedung dengan kepala desa', 'Pak Sutrisno', 'Jumat, 27 November 2026'],
    ]);
    expect(['mengirimkan', 'mengambil', 'menyiapkan', 'membuat', 'menurut'].map(commandForm)).toEqual([
      'kirimkan',
      'ambil',
      'siapkan',
      'buat',
      null,
    ]);
  });

  it('a task keeps no particle or bare "Bu" ("… deh, sekalian …", "…, Bu, sekalian saya cetak …")', () => {
    const items = fromText(
      [
        'Bu Wati: Bu Ratna, undangan pelepasan siapa yang pegang?',
        'Bu Ratna: Saya buat drafnya, Bu, sekalian saya cetak di TU. Tanggal 25 Mei insya Allah sudah jadi.',
        'Raka: Bim, retry logic webhook-nya gimana?',
        'Bimo: Jadi, gue kelarin besok deh, sekalian sama logging-nya.',
        'Nisa: Aku aja deh yang booking labnya, sekalian aku emang lagi di kampus.',
      ],
      'id',
    );
    const tasks = items.map((a) => a.task);
    expect(tasks).toContain('Buat draf undangan pelepasan, sekalian cetak di TU');
    expect(tasks).toContain('Selesaikan, sekalian sama logging-nya');
    // Why the speaker can ("sekalian aku emang lagi di kampus") is still no part of the task.
    expect(tasks.join(' | ')).not.toMatch(/\b(?:deh|Bu,|emang|kampus)\b/);
  });
});
