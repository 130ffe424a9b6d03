import { describe, expect, it } from 'vitest';
import { fromSpeech, fromText } from './summarize.test-support.js';

/**
 * What a task is about when the words that give it do not say (tuning meetings t401–t412): the thing raised as still
 * open just before, a purpose said first, and the excuse that turns a request down.
 */

describe('a bare task takes the thing raised before it', () => {
  it('"shuttlecock ini tinggal dua slop" — "bisa beli lagi?": the thing before "lagi"', () => {
    const lines = [
      'Pak Darto: Eh, shuttlecock ini tinggal dua slop. Mas Eko bisa beli lagi nggak?',
      'Mas Eko: Bisa, Pak, Sabtu saya beli.',
    ];
    expect(fromText(lines, 'id').map((i) => [i.task, i.assignee])).toEqual([['Beli shuttlecock lagi', 'Mas Eko']]);
  });

  it('"Partiturnya belum ada yang SSA": the thing needed is of that kind', () => {
    const lines = [
      'Kak Lina: Lagunya udah dipilih. Partiturnya belum ada yang SSA. Bu Ruth bisa bantu aransemen nggak, Bu?',
      'Bu Ruth: Bisa, nanti saya coba.',
    ];
    expect(fromText(lines, 'id').map((i) => [i.task, i.assignee])).toEqual([['Aransemen partitur SSA', 'Bu Ruth']]);
  });

  it('"Also, the newsletter for …. Somebody needs to write the intro, and their deadline is the twentieth."', () => {
    const lines = [
      'Rachel: Also, the newsletter for the parents association. Somebody needs to write the intro, and their deadline is the twentieth.',
      "Sam: I'll write it, but somebody remind me, because I will forget.",
    ];
    expect(fromText(lines, 'en', '2026-11-10').map((i) => [i.task, i.assignee, i.deadline])).toEqual([
      ['Write the intro (newsletter for the parents association)', 'Sam', 'Friday, 20 November 2026'],
    ]);
  });

  it('"Bu kreseknya juga udh tinggal dikit, kemaren aku liat …": running low, with a word of what was seen after', () => {
    const lines = [
      'Rina: Bu kreseknya juga udh tinggal dikit, kemaren aku liat cuma satu pak.',
      'Bu Wati: Lho kok cepet abis. Ya udah kamu yg beli ya Rin, sekalian lakban.',
      'Rina: Aku ga bisa bu besok, ada kuliah sampe sore. Dimas aja gmn?',
      'Dimas: Yaudah aku aja, abis dari pasar sekalian aku mampir ke toko plastik.',
    ];
    expect(fromText(lines, 'id').map((i) => [i.task, i.assignee])).toEqual([['Beli kresek, sekalian lakban', 'Dimas']]);
  });

  it('a thing "belum …" or asked about ("X bagaimana, Bu Winda?") is what the verb is done to', () => {
    const copy = fromText(
      [
        'Intan: Nah, copy push notification buat 11.11 belum final. Gilang, bisa kamu finalize sebelum Rabu?',
        'Gilang: Bisa, Rabu pagi aku share di channel.',
      ],
      'id',
    );
    expect(copy).toEqual([
      expect.objectContaining({
        task: 'Finalize copy push notification buat 11.11; share di channel',
        assignee: 'Gilang',
        deadline: 'Rabu, 25 November 2026',
      }),
    ]);
    const asked = fromText(
      ['Bu Hartini: Baik. Prakarya bagaimana, Bu Winda?', 'Bu Winda: Besok pagi saya setor, Bu. Tinggal dirapikan.'],
      'id',
    );
    expect(asked).toEqual([
      expect.objectContaining({ task: 'Setor Prakarya', assignee: 'Bu Winda', deadline: 'Rabu, 25 November 2026' }),
    ]);
  });

  it('in English: a thing "still not …" or "what about …?"', () => {
    const items = fromText(
      ['Ana: The catering is still not booked.', 'Ana: Sam, can you book by Friday?', 'Sam: Sure.'],
      'en',
    );
    expect(items).toEqual([
      expect.objectContaining({ task: 'Book the catering', assignee: 'Sam', deadline: 'Friday, 27 November 2026' }),
    ]);
  });

  it('"Next step is X" names what "a first draft" is a draft of', () => {
    const items = fromText(
      [
        'Jordan: Next step is the media plan. Priya, can you put together a first draft by the end of next week?',
        'Priya: Sure, I can do that.',
      ],
      'en',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Put together a first draft of the media plan',
        assignee: 'Priya',
        deadline: 'Friday, 4 December 2026',
      }),
    ]);
  });

  it('a bare verb volunteered for takes what was said of it just before ("minta dijemput di stasiun")', () => {
    const items = fromText(
      [
        'Ustadz Hanif: Penceramahnya sudah konfirmasi. Beliau minta dijemput di stasiun jam tiga sore.',
        'Pak Sholeh: Siapa yang bisa jemput?',
        'Mas Rizky: Saya bisa, Pak, pakai mobil bapak saya.',
      ],
      'id',
    );
    expect(items.map((a) => [a.task, a.assignee])).toEqual([['Jemput di stasiun', 'Mas Rizky']]);
  });

  it('"Bim, buat Lebaran kita butuh banner baru nih. lo bisa bikin tiga opsi?": "buat" is for; the need is the thing', () => {
    const items = fromText(
      [
        'Raka: Bim, buat Lebaran kita butuh banner baru nih. lo bisa bikin tiga opsi nggak? Senin ya.',
        'Bimo: bisa, Senin gue kirim.',
      ],
      'id',
    );
    expect(items).toEqual([
      expect.objectContaining({
        task: 'Bikin tiga opsi (banner baru)',
        assignee: 'Bimo',
        deadline: 'Senin, 30 November 2026',
      }),
    ]);
  });

  it('an opinion or a report is never pasted onto a task', () => {
    const items = fromText(
      ['Rina: Menurut aku itu belum cukup.', 'Rina: Anggarannya sudah turun.', 'Rina: Andi, tolong cek ya.'],
      'id',
    );
    expect(items.map((a) => a.task).join(' ')).not.toMatch(/Menurut|Anggaran/);
  });
});

describe('the words around a task', () => {
  it('"buat X, biar aku yang …": the commitment first, what it is for after; a short question back sets the day', () => {
    const items = fromText(
      [
        'Tiara: Terus buat analisis drop-off, biar aku yang tarik data funnel dari Mixpanel, nanti aku bikinin deck singkat.',
        'Intan: Sip, present di weekly Kamis ya?',
        'Tiara: Siap.',
      ],
      'id',
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.task).toMatch(/^Tarik data funnel dari Mixpanel buat analisis drop-off; bikin deck singkat/);
    expect(items[0]).toEqual(expect.objectContaining({ assignee: 'Tiara', deadline: 'Kamis, 26 November 2026' }));
  });

  it('"bisa nggak kamu …" and a closing "bisa bang?" are not part of the task', () => {
    const items = fromSpeech(
      [
        'gita bisa nggak kamu compile data monitoring dari semua desa',
        'bisa mas',
        'oke kalau gitu bang togar aja yang follow up ke kantor camat bisa bang',
        'bisa bisa aman besok aku mampir ke sana',
      ],
      'id',
    );
    expect(items.map((a) => [a.task, a.assignee])).toEqual([
      ['Compile data monitoring dari semua desa', 'Gita'],
      ['Follow up ke kantor camat', 'Bang Togar'],
    ]);
  });

  it('an excuse ("…, jadi tidak bisa pegang dulu") is no task, and the request it answers is dropped', () => {
    const items = fromText(
      [
        'Bu Hartini: Lalu penggandaan soal, biasanya Pak Andreas. Pak Andreas, bisa pegang lagi tahun ini?',
        'Pak Andreas: Waduh, mohon maaf, Bu. Minggu ini saya dampingi anak-anak lomba di kabupaten, jadi tidak bisa pegang dulu.',
      ],
      'id',
    );
    expect(items).toEqual([]);
  });
});

describe('remarks and standing rules that sound like tasks', () => {
  it('"ke depan …" / "going forward …" is a rule for everyone from now on, not a task', () => {
    expect(fromSpeech(['ke depan pencatatan di buku tamu juga lebih tertib'], 'id')).toEqual([]);
    expect(fromText(['Ana: Going forward we should log every repair in the book.'], 'en')).toEqual([]);
  });

  it('"kamu mah …", "kamu kok …" tease; "kamu fokus X aja" keeps someone on their own work', () => {
    expect(fromSpeech(['haha kamu mah semua yang ada sambalnya dibilang enak'], 'id')).toEqual([]);
    expect(fromText(['Rani: Dim, kamu fokus migrasi database aja.'], 'id')).toEqual([]);
  });

  it('an English "sure" before an Indonesian promise is no part of the task', () => {
    const items = fromText(
      ['Rani: Kevin, tolong kirim draft media plan besok.', 'Kevin: Sure, nanti aku kirim.'],
      'id',
    );
    expect(items.map((i) => i.task)).toEqual(['Kirim draft media plan']);
    expect(fromSpeech(['sure nanti aku review dokumennya besok'], 'id').map((i) => i.task)).toEqual(['Review dokumen']);
  });

  it('"Abis meeting ini aku update …" is a promise for today', () => {
    expect(fromText(['Rani: Fair, skip. Abis meeting ini aku update board Jira-nya.'], 'id')).toEqual([
      expect.objectContaining({
        task: 'Update board Jira-nya',
        assignee: 'Rani',
        deadline: 'Selasa, 24 November 2026',
      }),
    ]);
  });
});

describe('a task with no thing after its verb, or one that points back, names the thing raised before it', () => {
  const tasks = (items: Array<{ task: string }>) => items.map((i) => i.task);

  it('a thing nobody holds yet, one still needed first', () => {
    const banner = fromText(
      [
        'Ibu Wulan: Untuk spanduk dan pengumuman kepada warga, apakah sudah ada yang menangani?',
        'Pak Hendra: Belum, Bu. Ibu Wulan bersedia menyiapkan?',
        'Ibu Wulan: Bersedia, Pak. Desainnya saya ajukan Senin depan untuk disetujui.',
      ],
      'id',
    );
    expect(tasks(banner)).toEqual(['Ajukan desain untuk disetujui (spanduk)']);
    const permission = fromText(
      [
        'Mas Rizky: Pak, bagaimana kalau kajiannya disiarkan live di YouTube juga?',
        'Ustadz Hanif: Bagus itu, tapi perlu izin penceramahnya dulu.',
        'Pak Sholeh: Nanti saya tanyakan langsung ke beliau.',
      ],
      'id',
    );
    expect(tasks(permission)).toEqual(['Tanyakan langsung ke beliau (izin penceramah)']);
  });

  it('a short task takes a thing raised right before it, and not one raised two turns back', () => {
    const shop = fromText(
      [
        'Wawan: konten TikTok minggu ini belum ada yang posting nih. tolong Rara bikin tiga video review produk.',
        'Rara: oke, besok aku shooting.',
        'Wawan: aku sendiri nanti yang balas komplain di marketplace, paling lambat besok.',
      ],
      'id',
    );
    expect(tasks(shop)).toEqual(['Bikin tiga video review produk (konten TikTok)', 'Balas komplain di marketplace']);
    const refs = fromText(
      [
        'Coach Ramirez: Next, we need volunteer refs for the preseason scrimmages. I was going to put together the sign-up sheet.',
        'Renee: Actually, Greg, could you do the sign-up sheet instead?',
        "Greg: Sure, I'll have it out Wednesday.",
      ],
      'en',
    );
    expect(tasks(refs)).toEqual(['Do the sign-up sheet instead (volunteer refs)']);
    // Taken up by the answer already, the thing is no longer what the next task is about.
    const taken = fromText(
      [
        'Budi: Bug login dari pelanggan bagaimana?',
        'Andi: Saya akan perbaiki bug login paling lambat hari Rabu.',
        'Budi: Baik. Rina, tolong siapkan catatan rilis versi 2.3 sebelum hari Jumat.',
      ],
      'id',
    );
    expect(tasks(taken)).toEqual(['Perbaiki bug login', 'Siapkan catatan rilis versi 2.3']);
  });
});

describe('a repair person is called about the thing raised as broken', () => {
  it('"Printer di pos ronda macet lagi." at the start of a sentence: the thing without the sentence\'s capital', () => {
    const lines = [
      'Pak RT: Oke kita mulai. Printer di pos ronda macet lagi, kertasnya nyangkut.',
      'Bu Sri: Iya Pak, dari kemarin.',
      'Pak RT: Mas Joko, panggil teknisi aja ya, jangan dibongkar sendiri.',
      'Mas Joko: Siap Pak, besok saya telpon.',
    ];
    expect(fromText(lines, 'id').map((i) => i.task)).toEqual(['Panggil teknisi soal printer di pos ronda']);
  });

  it('"printer … macet lagi. Kertasnya nyangkut." … "panggil teknisi aja": about the printer, not its paper', () => {
    const lines = [
      'Mbak Dewi: Pak, mesin fotokopi di lantai dua macet lagi. Kertasnya nyangkut.',
      'Pak Hendra: Astaga, mesin itu umurnya lebih tua dari Yoga.',
      'Mas Yoga: Hehe, Pak, jangan gitu dong.',
      'Pak Hendra: Mbak Dewi, panggil teknisi aja, jangan dibongkar sendiri kayak kemarin.',
      'Mbak Dewi: Iya, Pak, besok saya telpon yang biasa.',
    ];
    expect(fromText(lines, 'id').map((i) => [i.task, i.assignee])).toEqual([
      ['Panggil teknisi soal mesin fotokopi di lantai dua', 'Mbak Dewi'],
    ]);
  });

  it('"the ice machine\'s making that grinding noise again" … "I\'ll call the repair guy"', () => {
    const lines = [
      "Mei: Oh, and the ice machine's making that grinding noise again.",
      "Liam: It's been doing that for weeks. It's fine.",
      "Sharon: It's not fine. Someone needs to call the repair guy.",
      "Kez: I'll call the repair guy tomorrow.",
    ];
    expect(fromText(lines, 'en').map((i) => [i.task, i.assignee])).toEqual([
      ['Call the repair guy about the ice machine', 'Kez'],
    ]);
  });

  it('a call that names the thing already gets no "soal"; with nothing broken before it, it stays as said', () => {
    const named = ['Bu Endah: AC di ruang dua mati lagi.', 'Pak Bowo: Bu Endah, telepon tukang AC aja ya.'];
    expect(fromText(named, 'id').map((i) => i.task)).toEqual(['Telepon tukang AC (AC di ruang dua)']);
    const nothing = ['Sharon: Kez, can you call the plumber?', 'Kez: Sure.'];
    expect(fromText(nothing, 'en').map((i) => i.task)).toEqual(['Call the plumber']);
  });
});

describe('a thing raised as failing, pointed back to twice', () => {
  it('"the Android login screen is still flaky" … "about that" … "can you own that?" — "I\'ll dig into it"', () => {
    const lines = [
      "Dimas: Not really, but the Android login screen is still flaky. Some users can't sign in.",
      'Karin: Yeah, we got two tickets about that over the weekend.',
      "Leo: Okay, that's the priority this sprint. Dimas, can you own that?",
      "Dimas: Yep, I'll dig into it today, should have a fix by Wednesday.",
      'Leo: Fair. We need the Spanish version before the launch. Karin, take that as a follow-up.',
      "Karin: Got it. I'll have a draft by Friday.",
    ];
    expect(fromText(lines, 'en', '2026-02-02').map((i) => [i.task, i.assignee])).toEqual([
      ['Dig into the Android login screen', 'Dimas'],
      ['Get the Spanish version before the launch; have a draft', 'Karin'],
    ]);
  });
});
