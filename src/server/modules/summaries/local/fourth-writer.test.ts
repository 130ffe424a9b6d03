import { describe, expect, it } from 'vitest';
import { fromSpeech, fromText, rows, speechSummary } from './summarize.test-support.js';

/**
 * Session 12's rules from a fourth writer (tuning t1001–t1012, measured before fitting: 24 of 71 found): hesitations,
 * nicknames, names said last, the thing said before its verb, volunteers past a "no", and things that are no task.
 * The meetings are held on Tuesday 24 November 2026.
 */
describe('a fourth writer', () => {
  it('"ee", "hahaha" and a hesitation inside a task are not part of it; "insyaallah" and "tolong jumlah" are no names', () => {
    const s = speechSummary(
      [
        'terima kasih bu lilis ee nanti rinciannya tolong diserahkan ke pak joko ya',
        'baik pak insyaallah nanti saya buatkan rinciannya paling lambat hari rabu',
        'ee bu ratna tolong pengumuman kerja bakti dibagikan di grup warga ya',
        'baik pak nanti malam saya kirim',
        'tolong jumlah kursinya dicek lagi',
      ],
      'id',
    );
    expect(s.actionItems.map((a) => [a.task, a.assignee])).toContainEqual([
      'Bagikan pengumuman kerja bakti di grup warga',
      'Bu Ratna',
    ]);
    expect(s.actionItems.map((a) => a.task).join(' ')).not.toMatch(/\b(?:ee|hahaha)\b/i);
    expect(s.participants.map((p) => p.name)).not.toContain('Pak Insyaallah');
    expect(s.participants.map((p) => p.name)).not.toContain('Jumlah');
  });

  it('"mohon pak joko …" names him; a thing asked in the passive reads as the command', () => {
    const items = fromSpeech(
      ['mohon pak joko kk yang belum bayar bisa ditagih ya paling lambat hari jumat', 'baik pak'],
      'id',
    );
    expect(rows(items)).toEqual([['Tagih kk yang belum bayar', 'Pak Joko', 'Jumat, 27 November 2026']]);
  });

  it('a task is never given to the one it is sent to ("kirim opsi pengganti ke sasha")', () => {
    const items = fromSpeech(
      [
        'tapi harus izin klien dulu sih mbak sasha kan rewel soal bunga',
        'yaudah lo kirim opsi pengganti ke sasha ya hari ini juga',
      ],
      'id',
    );
    expect(items.map((a) => a.assignee)).not.toContain('Mbak Sasha');
    expect(items.map((a) => a.assignee)).not.toContain('Yaudah');
  });

  it('speech-to-text English: "priya before you leave today can you …", "… can you bug hr about the badges marcus"', () => {
    const items = fromSpeech(
      [
        'hey marcus does that mean pizza friday',
        'priya before you leave today can you show dave where you left off',
        'sure',
        'and badges gotta go through hr can you bug hr about the badges marcus',
        "yeah i'll email them today",
        'luis can you put in a maintenance ticket for that before end of shift',
        'yeah i can do that',
      ],
      'en',
    );
    const today = 'Tuesday, 24 November 2026';
    expect(rows(items)).toEqual([
      ['Show dave where you left off', 'Priya', today],
      ['Bug hr about the badges', 'Marcus', today],
      ['Put in a maintenance ticket for that', 'Luis', today],
    ]);
  });

  it('plans, prayers and "give us the update" are no tasks', () => {
    expect(fromSpeech(['weekend aku mau ke bandung', 'mohon doanya pak slamet masih di rumah sakit'], 'id')).toEqual(
      [],
    );
    expect(fromText(['Maya: Rizal, can you give us the field update?', 'Rizal: Sure.'], 'en')).toEqual([]);
  });

  it('a nickname from the end of a name is that person: "Tan" is Mbak Intan, "Gus" Mas Agus', () => {
    const items = fromText(
      [
        'Pak Budi: Mbak Intan, order yang belum lunas ada berapa?',
        'Mbak Intan: Tujuh, Pak.',
        'Pak Budi: Tan, buat rekap semua order yang belum lunas ya, kasih ke saya Senin.',
        'Mbak Intan: Siap.',
        'Pak Budi: Mas Agus, pisau mesin potong udah tumpul.',
        'Mas Agus: Iya Pak.',
        'Pak Budi: Nego sama teknisinya, Gus.',
      ],
      'id',
    );
    expect(items.map((a) => a.assignee)).toEqual(['Mbak Intan', 'Mas Agus']);
  });

  it('the thing first, then the command or its passive: "cetaknya selesaikan", "daftar tersebut difinalkan"', () => {
    const items = fromText(
      [
        'Pak Budi: Mas Agus, cetaknya selesaikan hari ini ya.',
        'Mas Agus: Siap.',
        'Pak Hartono: Bu Endang, mohon daftar tersebut difinalkan hari Jumat ini.',
        'Bu Endang: Baik, Pak.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Selesaikan cetak', 'Mas Agus', 'Selasa, 24 November 2026'],
      ['Finalkan daftar tersebut', 'Bu Endang', 'Jumat, 27 November 2026'],
    ]);
  });

  it('a week that names the thing is not the deadline when a day follows: "jadwal shift minggu depan … besok"', () => {
    const items = fromText(
      ['Chef: Rere, atur ulang jadwal shift minggu depan, kirim ke grup besok.', 'Rere: Oke chef.'],
      'id',
    );
    expect(items.map((a) => a.deadline)).toEqual(['Rabu, 25 November 2026']);
  });

  it('"gue bukan copywriter ya, please" and "biar lo latihan …" are no tasks', () => {
    expect(fromText(['Dinda: Gue bukan copywriter ya, please.', 'Raka: Hahaha oke.'], 'id')).toEqual([]);
    expect(fromText(['Alya: Biar lo latihan presentasi di depan kita.', 'Nisa: Oke.'], 'id')).toEqual([]);
  });

  it('a volunteer two turns after the question, past one who said no, takes it; "Kapan bisa?" — "Senin depan"', () => {
    const items = fromText(
      [
        'Raka: Siapa yang mau rewrite copy-nya?',
        'Dinda: Gue bukan copywriter ya.',
        'Kevin: Sorry telat, macet. Copy onboarding? Biar gue aja.',
        'Raka: Mantap. Kapan bisa?',
        'Kevin: Senin depan ya.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Rewrite copy onboarding', 'Kevin', 'Senin, 30 November 2026']]);
  });

  it('speech without labels: "aku aja deh" — "oke makasih sekar tapi rabu depan udah harus jadi ya" is her day', () => {
    const items = fromSpeech(
      [
        'terakhir ee seragam crew buat hari h siapa yang ngurus',
        'gue nggak bisa mbak gue pegang catering aja udah pusing',
        'aku aja deh mbak nanti aku pesen di konveksi langganan',
        'oke makasih sekar tapi rabu depan udah harus jadi ya',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Urus seragam crew buat hari h; pesan di konveksi langganan', 'Sekar', 'Rabu, 2 Desember 2026'],
    ]);
  });

  it('"mulai" starts a task as well as a meeting', () => {
    expect(rows(fromText(['Raka: Tasya, mulai regression test-nya Kamis ya.', 'Tasya: Siap.'], 'id'))).toEqual([
      ['Mulai regression test-nya', 'Tasya', 'Kamis, 26 November 2026'],
    ]);
    expect(fromText(['Raka: Oke kita mulai, ya.', 'Tasya: Siap.'], 'id')).toEqual([]);
    expect(fromText(['Pak Budi: Rina, mulai dengan status sprint.', 'Rina: Baik.'], 'id')).toEqual([]);
  });

  it('"who writes the gender section?" — two who cannot — "Rizal?" — "okay, I\'ll draft it" — "get me a draft by Friday"', () => {
    const items = fromText(
      [
        "Maya: Perfect. Then who writes the gender section? I'm swamped with the narrative part.",
        "Anita: I could, but I'm traveling from Monday.",
        "Grace: I'd rather not, I'm not close enough to the program side.",
        'Maya: Rizal?',
        "Rizal: Hmm, okay, I'll draft it. I have the data on the women's water committees anyway.",
        'Maya: Great. Can you get me a draft by Friday?',
        'Rizal: Friday is fine.',
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Write the gender section', 'Rizal', 'Friday, 27 November 2026']]);
  });

  it('"I can ask them." — "Yes, please ask them …": asked of the one who offered; "sorry" is never the thing', () => {
    const items = fromText(
      [
        "Ketut: For the dance, my cousin's group in Ubud performs at hotels. I can ask them.",
        'Claire: Yes, please ask them about availability and price. Let me know by next Monday.',
        'Ketut: Okay.',
        'Grace: I still need the receipts from the Sumba trip. Rizal, some of them are missing.',
        "Rizal: Ah, yes, sorry. Most of them are still in my bag. I'll scan them.",
      ],
      'en',
    );
    expect(items.map((a) => [a.task, a.assignee])).toContainEqual(['Ask them about availability and price', 'Ketut']);
    expect(items.map((a) => a.task).join(' ')).not.toMatch(/sorry/i);
  });

  it('"Anita, you join Rizal on Monday then and handle the photos" reads as the command; "the board loves photos" is no name', () => {
    const items = fromText(
      [
        'Tom: Do we have photos? The board loves photos.',
        'Maya: Okay, Anita, you join Rizal on Monday then and handle the photos.',
        'Anita: Sure.',
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Join Rizal and handle the photos', 'Anita', 'Monday, 30 November 2026']]);
  });

  it('speech without labels: the answer to "can you …" still says when ("yeah i know him i\'ll text him tonight")', () => {
    const items = fromSpeech(
      [
        "that's actually a great idea can you reach out to the high school coach",
        "yeah i know him i'll text him tonight",
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Reach out to the high school coach', 'Team', 'Tuesday, 24 November 2026']]);
  });

  it('speech without labels: "bisa selesai kapan mbak" — "ee rabu ya bu paling lambat" is the day', () => {
    const items = fromSpeech(
      [
        'nah mbak rina tolong pasien yang tanggal segitu dijadwal ulang ya',
        'iya bu nanti saya telepon satu satu',
        'bisa selesai kapan mbak',
        'ee rabu ya bu paling lambat',
      ],
      'id',
    );
    expect(items.map((a) => [a.assignee, a.deadline])).toEqual([['Mbak Rina', 'Rabu, 25 November 2026']]);
  });

  it('"… tolong dibalas yang sopan ya mbak rina minta maaf gitu": the name after "ya" is who is asked', () => {
    const items = fromSpeech(
      ['sama review yang itu tolong dibalas yang sopan ya mbak rina minta maaf gitu', 'siap bu'],
      'id',
    );
    expect(items.map((a) => a.assignee)).toEqual(['Mbak Rina']);
    expect(items[0]!.task).not.toMatch(/Rina/);
  });

  it('"ide bagus ee mas fikri kamu kan ngerti teknologi coba cari …" — "kasih saya beberapa pilihan paling lambat …"', () => {
    const items = fromSpeech(
      [
        'ide bagus ee mas fikri kamu kan ngerti teknologi coba cari aplikasi yang bisa kirim notifikasi otomatis',
        'bisa bu tapi mungkin nggak cepet ya bu',
        'nggak apa apa kasih saya beberapa pilihan paling lambat hari jumat',
        'oke bu',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      [
        'Cari aplikasi yang bisa kirim notifikasi otomatis; kasih beberapa pilihan',
        'Mas Fikri',
        'Jumat, 27 November 2026',
      ],
    ]);
  });

  it('"iya gue tau mas anto tapi lo telpon supplier nya ya hari ini": Mas Anto\'s; a second call for him stays a task', () => {
    const items = fromSpeech(
      [
        'nah itu dia makanya ee gue mau ngomongin beberapa hal',
        'itu supplier nya telat chef bukan kita yang salah order',
        'iya gue tau mas anto tapi lo telpon supplier nya ya hari ini',
        'oke chef abis ini gue telpon',
        'yaudah itu nanti gue cek sendiri resep sambel nya',
        'mas anto sekalian telpon teknisi kulkas ya hari ini juga',
        'oke chef',
      ],
      'id',
    );
    const today = 'Selasa, 24 November 2026';
    expect(rows(items)).toEqual([
      ['Telepon supplier', 'Mas Anto', today],
      ['Cek sendiri resep sambelnya', 'Tim', 'Segera'],
      ['Telepon teknisi kulkas', 'Mas Anto', today],
    ]);
  });

  it('a recap naming the things in general ("Bu Ani belanja perlengkapan") is the task already given', () => {
    const items = fromText(
      [
        'Pak Slamet: Bu Ani, bisa dibantu belanja karung dan sarung tangan sebelum hari Sabtu?',
        'Bu Ani: Bisa, Pak. Saya belanja hari Kamis sekalian ke pasar.',
        'Pak Slamet: Baik, saya ulangi. Bu Ani belanja perlengkapan. Terima kasih.',
      ],
      'id',
    );
    expect(items.map((a) => [a.task, a.assignee])).toEqual([['Belanja karung dan sarung tangan', 'Bu Ani']]);
  });

  it('why the speaker can is no part of the task; "… tolong dibeli paling lambat kamis" is the day of what was taken', () => {
    const items = fromSpeech(
      [
        'kemudian untuk bendera dan umbul umbul di sepanjang gang itu bagaimana',
        'kalau begitu kita beli yang baru saja pak kira kira dua puluh buah',
        'ee biar saya saja pak yang carikan umbul umbulnya saya ada kenalan di tanah abang',
        'baik terima kasih pak heru tolong dibeli paling lambat kamis ini ya',
        'alhamdulillah terima kasih bu lilis ee nanti rinciannya tolong diserahkan ke pak joko ya',
        'baik pak',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Cari umbul umbul', 'Pak Heru', 'Kamis, 26 November 2026'],
      ['Serahkan rincian ke Pak Joko', 'Bu Lilis', 'Segera'],
    ]);
  });
});
