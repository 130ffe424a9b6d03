import { describe, expect, it } from 'vitest';
import { fromSpeech, fromText } from './summarize.test-support.js';

/**
 * A task says its thing the way minutes do (session 23): the thing said first and the verb last ("X saya sendiri
 * yang susun"), a replacement for what just ran out, and a first step with no thing of its own ("datang") after the
 * meeting asked when that thing is.
 */
describe('the thing a task is about', () => {
  it('"daftar inventaris yang lama saya sendiri nanti yang perbarui" reads "Perbarui daftar inventaris yang lama"', () => {
    const items = fromText(
      [
        'Rina: Oke, soal inventaris gudang.',
        'Budi: Daftar inventaris yang lama saya sendiri nanti yang perbarui.',
        'Rina: Makasih Pak Budi.',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Perbarui daftar inventaris yang lama', assignee: 'Budi' }),
    ]);
  });

  it('"opsi pengganti" after "kursi lipat nya ee yang plastik lagi kosong di gudang" names what it replaces', () => {
    const items = fromSpeech(
      [
        'wawan gimana persiapan bazar',
        'tenda udah aman cuma kursi lipat nya ee yang plastik lagi kosong di gudang',
        'ya udah wan kamu kirim opsi pengganti nya besok ya',
        'siap',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Kirim opsi penggantinya (kursi lipat)', assignee: 'Wawan' }),
    ]);
  });

  it('English: "find a replacement" three sentences after "the projector in room four is broken again"', () => {
    const items = fromSpeech(
      [
        'the projector in room four is broken again',
        'it keeps flickering during talks',
        'yeah it died in the middle of mine',
        'tina could you find a replacement by friday',
        'sure',
      ],
      'en',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Find a replacement (projector in room four)', assignee: 'Tina' }),
    ]);
  });

  it('"lo yang dateng ya rud, bawa proposal …" after "presentasi ke klien nya kapan": coming to that', () => {
    const items = fromSpeech(
      [
        'rudi gimana klien kopi',
        'presentasi ke klien nya kapan',
        'mereka minta kamis jam sepuluh',
        'oke lo yang dateng ya rud bawa proposal yang terbaru',
        'siap',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Datang (presentasi ke klien), bawa proposal yang terbaru', assignee: 'Rudi' }),
    ]);
  });

  it('"desain buat IG-nya siapa?" — "lo aja Yus": one word of a thing is enough for the one put forward', () => {
    const items = fromText(
      [
        'Rani: Menu baru udah fix ya.',
        'Yusuf: Udah, tinggal promo.',
        'Rani: terus desain buat IG-nya siapa?',
        'Dito: lo aja Yus, kan lo yang bisa Canva.',
        'Yusuf: oke, Kamis ya bang.',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Desain buat Instagram',
        assignee: 'Yusuf',
        deadline: 'Kamis, 26 November 2026',
      }),
    ]);
  });

  it('"dp nya belum dibayar" — "bayar dp nya besok": the dp of what the person was asked about before', () => {
    const items = fromSpeech(
      [
        'dodi gimana konsumsi buat tamu dari jakarta',
        'snack nya udah aku pesen dua ratus kotak',
        'dp nya belum dibayar',
        'ya udah bayar dp nya besok ya dod',
        'siap',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Bayar dp nya (konsumsi buat tamu dari jakarta)',
        assignee: 'Dodi',
        deadline: 'Rabu, 25 November 2026',
      }),
    ]);
  });

  it('"… pegang tenda ya, sekalian DP-nya" — "Jumat aku bayar DP-nya": the answer says what is done with the DP', () => {
    const items = fromText(
      [
        'Rina: Tenda buat acara udah dapet tiga penawaran.',
        'Budi: Yang paling murah Tenda Jaya, Mbak.',
        'Rina: Oke, kalau gitu kamu yang pegang tenda ya, sekalian DP-nya Jumat ini.',
        'Budi: Siap, Jumat aku bayar DP-nya.',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Pegang tenda, sekalian bayar DP-nya',
        assignee: 'Budi',
        deadline: 'Jumat, 27 November 2026',
      }),
    ]);
  });

  it('"Untuk tiga sekolah itu perlu kunjungan lapangan." — "… bisa koordinasi dengan guru …?": for the visits', () => {
    const items = fromText(
      [
        'Bu Rina: Baik. Untuk tiga sekolah itu perlu kunjungan lapangan. Mas Dodi bisa koordinasi dengan guru di masing-masing sekolah?',
        'Mas Dodi: Bisa, Bu. Paling lambat Jumat selesai.',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Koordinasi dengan guru di masing-masing sekolah (kunjungan lapangan)',
        assignee: 'Mas Dodi',
      }),
    ]);
  });

  it('"untuk itu perlu pelatihan ke semua guru" — "bu sari saja yang jadi pembicaranya": the speaker of it', () => {
    const items = fromSpeech(
      [
        'mulai bulan depan absen wajib lewat aplikasi',
        'untuk itu perlu pelatihan ke semua guru',
        'bagus bu sari saja yang jadi pembicaranya',
        'bisa pak nanti materinya saya siapkan',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Menjadi pembicara pelatihan ke semua guru', assignee: 'Bu Sari' }),
    ]);
  });

  it('English: "the kitchen in block b is getting renovated" … "clear your mugs out": out of the kitchen', () => {
    const items = fromSpeech(
      [
        'morning all one announcement first the kitchen in block b is getting renovated',
        'next week so everyone please clear your mugs out by friday',
        'okay moving on to the budget',
      ],
      'en',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Clear your mugs out (kitchen in block b)', assignee: 'Team' }),
    ]);
  });

  it('English: under "the fire safety check", "I\'ll call the locksmith" is for the door "jammed though"', () => {
    const items = fromText(
      [
        'Ana: Next, the fire safety check. It is some time in December.',
        'Ben: The fire exit door is jammed though. That will get flagged.',
        "Ana: Okay, I'll call the locksmith today.",
      ],
      'en',
    );
    expect(items).toEqual([expect.objectContaining({ task: 'Call the locksmith (fire exit door)', assignee: 'Ana' })]);
  });

  it('English: "We also need a banner …" — a no — "Leave it with me. I\'ll have a draft by Friday.": a draft of that', () => {
    const items = fromText(
      [
        'Jo: Next, the open day. We also need a banner for the open day. Sam, any chance?',
        "Sam: I'd love to, but I'm away all week.",
        "Kim: Leave it with me. I'll have a draft by Friday.",
      ],
      'en',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Have a draft (banner for the open day)', assignee: 'Kim' }),
    ]);
  });

  it('"anya bisa revisi kv nya" after "key visual nya": "kv" is a thing, spelled out as the meeting said it', () => {
    const items = fromSpeech(
      [
        'feedback dari klien mereka minta key visual nya lebih cerah',
        'anya bisa revisi kv nya sebelum senin',
        'bisa kak',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Revisi key visual', assignee: 'Anya', deadline: 'Senin, 30 November 2026' }),
    ]);
  });

  it('"Dr Chen" is a title, never spelled out from "the draft report" said before', () => {
    const items = fromText(
      [
        'Anna: The draft report is late.',
        'Anna: Luis, can you send the raw images to Dr Chen by Friday?',
        'Luis: Sure.',
      ],
      'en',
    );
    expect(items).toEqual([expect.objectContaining({ task: 'Send the raw images to Dr Chen', assignee: 'Luis' })]);
  });

  it('"dapur bu endang" is a caterer, not the one "kamu" means; "dp" stays "dp" though "dapet penawaran" fits it', () => {
    const items = fromSpeech(
      [
        'dimas kamu udah dapet penawaran katering belum',
        'udah kak yang paling murah dapur bu endang',
        'oke kamu yang pegang katering ya sekalian bayar dp nya sabtu ini',
        'siap kak',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Pegang katering, sekalian bayar dp nya', assignee: 'Dimas' }),
    ]);
  });

  it('"gue kelarin besok" answering "Terus migrasi database-nya jadi lo kerjain?" finishes the migration', () => {
    const items = fromText(
      [
        'Sari: Yoga, dashboard gimana?',
        'Yoga: Udah naik ke staging.',
        'Sari: Oke. Terus migrasi database-nya jadi lo kerjain?',
        'Yoga: Jadi, gue kelarin besok deh, sekalian sama backup-nya.',
        'Sari: Sip.',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Selesaikan migrasi database, sekalian sama backup-nya', assignee: 'Yoga' }),
    ]);
  });

  it("a thing put to one person is not pasted onto the next person's short task", () => {
    const items = fromText(
      [
        'Sari: Terus migrasi database-nya jadi lo kerjain?',
        'Yoga: Jadi, gue kelarin besok deh.',
        'Dewi: Abis itu gue perlu waktu buat load test ya.',
        'Sari: Iya, lo bisa mulai load Kamis?',
        'Dewi: Bisa.',
      ],
      'id',
    );
    expect(items.map((i) => i.task)).not.toContainEqual(expect.stringMatching(/load.*migrasi|migrasi.*load/));
    expect(items).toContainEqual(expect.objectContaining({ task: 'Mulai load test', assignee: 'Dewi' }));
  });

  it('"Selesaikan regressionnya" names it as said before: "regression test", though "test" is a verb alone', () => {
    const items = fromText(
      [
        'Tono: Minggu ini kita butuh regression test buat modul kasir.',
        'Lia: Regressionnya gue selesaikan Jumat ya.',
        'Tono: Oke.',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: expect.stringMatching(/^Selesaikan regression test/), assignee: 'Lia' }),
    ]);
  });

  it('"nanti gue ajarin deh" teaches the one answered, the tool just put forward: "Ajari Rudi pakai Canva"', () => {
    const items = fromText(
      [
        'Rudi: Photoshop gue berat banget di laptop kantor.',
        'Mila: Pake Canva aja, lebih gampang. Nanti gue ajarin deh pas Selasa di kantor.',
        'Rudi: Oke, makasih.',
      ],
      'id',
      '2026-03-02',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Ajari Rudi pakai Canva, pas di kantor', assignee: 'Mila' }),
    ]);
  });

  it('"lo kejar aja terus sampe dapet jawaban" chases the one just talked about: "Kejar Mas Bayu …"', () => {
    const items = fromSpeech(
      [
        'rina gimana persiapan dokumentasi',
        'tinggal fotografer nya belum konfirmasi jam datengnya',
        'fotografer nya siapa sih',
        'mas bayu yang dari studio itu',
        'oh dia mah emang lambat bales',
        'ya udah rin lo kejar aja terus sampe dapet jawaban paling lambat jumat ya',
        'siap mbak',
      ],
      'id',
    );
    expect(items).toEqual([expect.objectContaining({ task: 'Kejar Mas Bayu sampe dapet jawaban', assignee: 'Rina' })]);
  });

  it('"telpon teknisi printer" after "printer yang di gudang macet terus" says which printer', () => {
    const items = fromSpeech(
      [
        'oh iya bu printer yang di gudang macet terus',
        'iya saya juga lihat kemarin',
        'mas dodi sekalian telpon teknisi printer ya hari ini juga',
        'oke bu',
      ],
      'id',
    );
    expect(items).toEqual([expect.objectContaining({ task: 'Telepon teknisi printer gudang', assignee: 'Mas Dodi' })]);
  });

  it('"rewrite slide-nya" is named as said before ("slide pitch deck"), "-nya" joined by a hyphen or not', () => {
    const items = fromText(
      [
        'Raka: Feedback dari klien, slide pitch deck kepanjangan.',
        'Raka: Siapa yang mau rewrite slide-nya?',
        'Kevin: Biar gue aja, Senin depan ya.',
      ],
      'id',
    );
    expect(items).toEqual([expect.objectContaining({ task: 'Rewrite slide pitch deck', assignee: 'Kevin' })]);
  });

  it('minutes name the app in full: "grup wa" is "grup WhatsApp", "buat IG" is "buat Instagram"', () => {
    const items = fromText(
      [
        'Rina: Budi, tolong sebar pengumumannya lewat grup wa warga besok ya.',
        'Budi: Siap.',
        'Rina: Sari, fotoin menu baru buat IG paling lambat Jumat.',
        'Sari: Oke.',
      ],
      'id',
    );
    expect(items.map((i) => i.task)).toEqual([
      'Sebar pengumuman lewat grup WhatsApp warga',
      'Foto menu baru buat Instagram',
    ]);
  });

  it('English: "For the raffle, who can take it?" — "I\'ll order it from the shop" orders the raffle', () => {
    const items = fromText(
      [
        'Helen: For the raffle tickets, who can take it?',
        "Tom: I can do it, I'll order it from the print shop by Friday.",
        'Helen: Thanks Tom.',
      ],
      'en',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Order the raffle tickets from the print shop', assignee: 'Tom' }),
    ]);
  });
});
