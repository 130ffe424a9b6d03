import { describe, expect, it } from 'vitest';
import { fromSpeech, fromText, rows, speechSummary } from './summarize.test-support.js';

/**
 * Collecting money is half of what a neighbourhood meeting hands out, and it is asked for without saying what:
 * "tolong ditagih ya yang belum bayar", "saya tagih sisanya". The minutes name the money said just before (session 33).
 */
describe('what is collected', () => {
  it('"iuran sampah bulan ini banyak yang belum bayar" — "nah itu bu tolong ditagih ya": the dues of this month', () => {
    const items = fromSpeech(
      [
        'bu endah kas rt sekarang ada berapa',
        'ada delapan ratus ribu pak tapi iuran sampah bulan ini banyak yang belum bayar',
        'nah itu bu tolong ditagih ya yang belum bayar',
        'iya pak nanti hari minggu saya keliling',
      ],
      'id',
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.task).toMatch(/^Tagih iuran sampah bulan ini,? yang belum bayar$/);
    expect(items[0]!.assignee).toBe('Bu Endah');
  });

  it('"sudah bayar DP belum?" — "Baru setengah. Saya tagih sisanya hari ini.": the rest of the down payment', () => {
    const items = fromText(
      [
        'Pak Hasan: Bu Nia, rombongan guru dari Bogor sudah bayar DP belum?',
        'Bu Nia: Baru setengah, Pak. Saya tagih sisanya hari ini.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Tagih sisa DP', 'Bu Nia', 'Selasa, 24 November 2026']]);
  });

  it('the dues over any money ("uangnya dari iuran"), and a collecting task that says what keeps it', () => {
    const dues = fromText(
      [
        'Bang Tigor: Uangnya dari iuran anggota yang belum bayar masih banyak.',
        'Bang Tigor: Kak Vina, tolong tagih lewat japri ya, Jumat.',
      ],
      'id',
    );
    expect(dues.map((i) => i.task)).toEqual(['Tagih iuran anggota lewat japri']);
    const said = fromText(
      ['Pak RT: Iuran keamanan masih kurang.', 'Pak RT: Bu Wati, tolong tagih uang sewa tenda ke panitia, Jumat.'],
      'id',
    );
    expect(said.map((i) => i.task)).toEqual(['Tagih uang sewa tenda ke panitia']);
  });

  it('no money said before: the task stays as said', () => {
    const items = fromText(
      ['Pak RT: Yang belum ikut kerja bakti masih banyak.', 'Pak RT: Bu Wati, tolong tagih yang belum ikut, Jumat.'],
      'id',
    );
    expect(items.map((i) => i.task)).toEqual(['Tagih yang belum ikut']);
  });

  it('"terus bu ningsih soal arisan …" names her; "tolong ditagih ya bu sebelum …" is asked of her', () => {
    const items = fromSpeech(
      [
        'terus bu ningsih soal arisan pkk yang dua bulan itu masih banyak yang nunggak ya bu',
        'iya pak masih ada sembilan orang yang belum setor',
        'tolong ditagih ya bu sebelum pertemuan bulan depan biar bisa buat beli kursi',
        'nggih pak nanti saya tagih',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Tagih arisan pkk sebelum pertemuan biar bisa buat beli kursi', 'Bu Ningsih', 'Bulan depan (Desember 2026)'],
    ]);
  });

  it('money already paid, money of another matter and a thing of its own are not what is collected', () => {
    const paid = fromText(
      [
        'Bu Yuni: Arisan bulan ini sudah lunas semua, uang kas yang belum.',
        'Bu Yuni: Bu Ina, tolong tagih yang belum bayar ya, Jumat.',
      ],
      'id',
    );
    expect(paid.map((i) => i.task)).toEqual(['Tagih uang kas yang belum bayar']);
    const own = fromText(
      ['Pak RT: Iuran sudah masuk semua.', 'Pak RT: Mbak Sari, tolong tagih laporan kegiatan ke Dimas, Jumat.'],
      'id',
    );
    expect(own.map((i) => i.task)).toEqual(['Tagih laporan kegiatan ke Dimas']);
    const movedOn = fromSpeech(
      [
        'sumbangan buat masjid masih kurang',
        'terus soal ronda warga blok c banyak yang nggak dateng',
        'mas heri tolong ditagih ya yang belum jaga',
        'siap pak',
      ],
      'id',
    );
    expect(movedOn.map((i) => i.task).join()).not.toMatch(/sumbangan/);
  });

  it('"terus bu tenda sama kursi …" is about the tents, and "ya pak yang nunggak" is asked of Pak Yanto', () => {
    const tents = speechSummary(['terus bu tenda sama kursi buat pengajian udah dipesan belum', 'belum pak'], 'id');
    expect(tents.participants.map((p) => p.name)).not.toContain('Bu Tenda');
    const items = fromSpeech(
      [
        'pak yanto uang kas kurang tiga ratus ribu dari target',
        'iya pak yang nunggak masih banyak',
        'tolong ditagih ya pak yang nunggak',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Tagih uang kas yang nunggak', 'Pak Yanto', 'Segera']]);
  });

  it('"Iuran sampah bulan ini banyak yang belum bayar." — "tolong ditagih ya": the dues, not "banyak"', () => {
    const items = fromText(
      [
        'Bu Ketua: Iuran sampah bulan ini banyak yang belum bayar. Bu Wati, tolong ditagih ya, sebelum Minggu.',
        'Bu Wati: Iya Bu, Sabtu saya keliling.',
      ],
      'id',
    );
    expect(items.map((i) => i.task)).toEqual(['Tagih iuran sampah bulan ini']);
  });
});
