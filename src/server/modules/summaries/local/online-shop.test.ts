import { describe, expect, it } from 'vitest';
import { summarizeLocally } from './local-summarizer.js';
import { DATE, fromSpeech, rows, speechSummary } from './summarize.test-support.js';

/**
 * An online shop's weekly meeting as speech-to-text, written for these rules (not from the tuning set): items announced
 * one by one, how a thing stands asked by name ("… udah jadi belum put"), a thing still somewhere ("… masih di studio
 * ya dimas"), and a volunteer who says what they need for it.
 */
const MEETING = [
  'oke guys kita mulai ya soalnya jam sebelas gue ada call sama klien',
  'pertama soal promo ramadan buat toko online kita',
  'banner promo udah jadi belum put',
  'udah mbak tinggal revisi warna dikit nanti sore gue kirim ke grup',
  'oke terus copywriting buat instagram siapa yang pegang',
  'gue aja mbak tapi gue butuh foto produk yang baru',
  'foto produk yang baru masih di studio ya dimas',
  'iya mbak besok pagi gue ambil ke studio terus langsung gue upload ke drive',
  'sip jangan lupa kasih tau rani kalau udah diupload',
  'kedua soal stok hijab yang warna sage',
  'itu tinggal dua puluh pcs mbak padahal yang nanya banyak',
  'rani tolong hubungi supplier di bandung minta restock seratus pcs ya',
  'siap mbak hari ini gue telpon',
  'terus yang ketiga ada komplain dari pembeli soal paket yang nyasar ke alamat lain',
  'oh yang di bekasi itu ya',
  'iya bener mbak dia marah marah di dm',
  'dimas lo bales dm nya ya minta maaf terus tawarin kirim ulang gratis',
  'oke mbak abis ini gue bales',
  'ongkirnya kita yang nanggung ya bilang aja gitu',
  'oke itu aja dulu makasih semua',
];

describe('an online shop meeting in speech', () => {
  it('"udah jadi belum put" asks Put about the banner, whose answer is his task', () => {
    expect(rows(fromSpeech(MEETING, 'id'))).toContainEqual([
      'Kirim banner promo ke grup',
      'Put',
      'Selasa, 24 November 2026',
    ]);
  });

  it('"gue aja mbak tapi gue butuh …" takes the task; what they need is no part of it', () => {
    const tasks = fromSpeech(MEETING, 'id').map((i) => i.task);
    expect(tasks).toContain('Pegang copywriting buat Instagram');
    expect(tasks.join(' | ')).not.toMatch(/butuh/);
  });

  it('"… masih di studio ya dimas" is where a thing is, not a task; fetching it is', () => {
    const items = fromSpeech(MEETING, 'id');
    expect(items.map((i) => i.task).join(' | ')).not.toMatch(/masih di studio/);
    expect(rows(items)).toContainEqual(['Ambil foto produk ke studio', 'Dimas', 'Rabu, 25 November 2026']);
  });

  it('items announced one by one ("pertama soal …", "kedua soal …", "yang ketiga ada komplain …") are the topics', () => {
    expect(speechSummary(MEETING, 'id').topics.map((t) => t.title)).toEqual([
      'Promo ramadan',
      'Stok hijab',
      'Komplain dari pembeli soal paket',
    ]);
  });
});

describe('the same meeting sent as one unpunctuated paragraph', () => {
  it('is cut before the next item ("kedua soal …"), a yes to the one asked ("udah mbak …") and a name asked ("rani tolong …")', () => {
    const s = summarizeLocally({ text: MEETING.join(' '), date: DATE, summaryLanguage: 'id' });
    expect(s.topics.map((t) => t.title)).toEqual(['Promo ramadan', 'Stok hijab', 'Komplain dari pembeli soal paket']);
    // The sentence that names the next item is no point of the summary.
    expect(s.summary).not.toMatch(/kedua soal/i);
    expect(s.actionItems.map((i) => [i.task, i.assignee])).toEqual(
      expect.arrayContaining([
        ['Kirim ke grup (promo ramadan)', 'Put'],
        ['Hubungi supplier di bandung minta restock seratus pcs', 'Rani'],
      ]),
    );
  });
});
