import { describe, expect, it } from 'vitest';
import { fromSpeech, fromText, rows, speechSummary } from './summarize.test-support.js';

/**
 * Session 12's rules, from the third writer's meetings (tuning t901–t912): promises and hand-overs as speech-to-text
 * cuts them into segments, who "him" is, and requests that say what must be ready rather than what to do.
 * The meetings are held on Tuesday 24 November 2026.
 */
describe('spoken turns', () => {
  it('an offer, a thanks by name and "when can you have that up": the offer is a task, due the day answered', () => {
    const items = fromSpeech(
      [
        'we need someone to run the bake sale table diane you did it last year',
        'i did and i swore i would never do it again',
        "i can do the sign up sheet i'll put it on class dojo",
        'thanks rob when can you have that up',
        'tomorrow at the latest',
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Do the sign up sheet; put it on class dojo', 'Rob', 'Wednesday, 25 November 2026']]);
  });

  it('"i can do it i have some time" takes what someone needs done; "can you have it done by friday" is its day', () => {
    const items = fromSpeech(
      [
        'we are not renewing the journal subscription we will just use the library access',
        'one more thing someone needs to update the lab safety binder before the inspection',
        'i can do it i have some time this week',
        'thanks maya can you have it done by friday the inspection is monday morning',
        'yep',
      ],
      'en',
    );
    expect(rows(items)).toEqual([
      ['Update the lab safety binder before the inspection', 'Maya', 'Friday, 27 November 2026'],
    ]);
  });

  it('"karen you\'re the president you should probably": the next promise is Karen\'s, and "him" is the one named', () => {
    const items = fromSpeech(
      [
        "mr okafor isn't here tonight right",
        'no he had a district meeting',
        "so who's gonna write to him",
        "karen you're the president you should probably",
        "yeah i'll email him tomorrow and cc the city traffic office",
      ],
      'en',
    );
    expect(rows(items)).toEqual([
      ['Email Mr Okafor and cc the city traffic office', 'Karen', 'Wednesday, 25 November 2026'],
    ]);
  });

  it('"him" the meeting never named is written as the meeting described him, never as someone else', () => {
    const items = fromSpeech(
      [
        'we still need a venue',
        'daniel you know the guy at the community hall can you ask him about the nineteenth',
        "yep i'll call him tomorrow",
      ],
      'en',
    );
    expect(items.map((a) => a.task)).toEqual(['Ask the guy at the community hall about the nineteenth']);
  });

  it('"tolong notanya disimpan": a thing with "-nya" is no name, and the thing said first reads as a command', () => {
    const items = fromSpeech(
      ['selendangnya siapa yang beli', 'terima kasih bu maria tolong notanya disimpan ya untuk laporan bendahara'],
      'id',
    );
    expect(items.map((a) => [a.task, a.assignee])).toContainEqual([
      // The receipt of the shawl just asked about.
      'Simpan nota untuk laporan bendahara (selendang)',
      'Bu Maria',
    ]);
    expect(items.map((a) => a.assignee)).not.toContain('Notanya');
  });

  it('"… biar saya saja yang koordinasi" after a reason; "baik bu lidia" names who; what must be ready joins it', () => {
    const items = fromSpeech(
      [
        'untuk konsumsi sesudah ibadah subuh seperti biasa komisi wanita yang pegang',
        'bu maria kan sudah urus selendang biar saya saja yang koordinasi dengan ketua komisi wanita',
        'baik bu lidia tolong jumlah porsi dan biayanya sudah ada sebelum hari jumat',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Koordinasi dengan ketua komisi wanita (jumlah porsi dan biayanya)', 'Bu Lidia', 'Jumat, 27 November 2026'],
    ]);
  });

  it('one speaker\'s promises cut into segments are one task: "… atur jadwalnya" — "harinya gue kabarin besok"', () => {
    const items = fromSpeech(
      [
        'technical meeting sama keluarga rencananya minggu depan tapi harinya belum fix',
        'biar gue aja yang atur jadwalnya nanti gue tanya ke mamanya clara',
        'harinya gue kabarin ke kalian besok',
        'makasih mbak tari',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Atur jadwal; tanya ke mamanya clara; kabari harinya ke kalian', 'Mbak Tari', 'Rabu, 25 November 2026'],
    ]);
  });

  it('a request taken back ("tadinya … tapi") and "please fokus guys" are no tasks', () => {
    const items = fromSpeech(
      [
        'tinggal sepuluh hari lagi guys jadi please fokus',
        'oh iya nando tadinya gue mau minta lo cek ulang gedung tapi',
        'nggak usah deh oki kan udah survey minggu lalu',
      ],
      'id',
    );
    expect(items).toEqual([]);
  });

  it('speech without labels: a nickname of someone named in full is that person ("bel" is Bella)', () => {
    const s = speechSummary(
      [
        'bella kamu bisa update rundown acaranya hari ini',
        'siap mbak',
        'bel lo kejar mc nya sampe dapet jawaban paling lambat jumat ya',
        'siap mbak',
      ],
      'id',
    );
    expect(s.actionItems.map((a) => a.assignee)).toEqual(['Bella', 'Bella']);
    expect(s.participants.map((p) => p.name)).toEqual(['Bella']);
  });

  it('…and when the full name is only talked of ("acara putri udah …" — "put lo follow up …"), not a word', () => {
    const s = speechSummary(
      [
        'rundown acara putri udah beres belum',
        'udah mbak semalem dikirim',
        'oke put lo follow up mc nya ya biar final sabtu ini',
        'siap mbak',
      ],
      'id',
    );
    expect(s.actionItems.map((a) => a.assignee)).toEqual(['Putri']);
    expect(s.participants.map((p) => p.name)).toEqual(['Putri']);
    const word = speechSummary(['bel lo beli kertas ya besok', 'siap mbak', 'kertasnya belum ada sama sekali'], 'id');
    expect(word.participants.map((p) => p.name)).toEqual(['Bel']);
  });
});

describe('a doctor called "dok"', () => {
  it('"dok amel" is a participant, and "dok" alone is her when she is the one doctor', () => {
    const summary = speechSummary(
      [
        'pertama soal jadwal dok amel ya, minggu depan ada seminar kan dok',
        'iya bu jadi saya nggak praktek',
        'ee dok sekalian tolong cek rekam medis pak gunawan ya yang mau implan besok',
        'oh iya bu nanti saya cek sebelum beliau datang',
      ],
      'id',
    );
    expect(summary.participants.map((p) => p.name)).toContain('Dok Amel');
    expect(rows(summary.actionItems)).toEqual([
      ['Cek rekam medis Pak Gunawan, yang mau implan', 'Dok Amel', 'Rabu, 25 November 2026'],
    ]);
    // "dok" for a document is no doctor.
    const doc = speechSummary(
      ['dok amel ya, minggu depan ada seminar kan dok', 'rina tolong upload dok hasil rapatnya ke drive ya'],
      'id',
    );
    expect(doc.actionItems.map((i) => i.task).join(' ')).not.toMatch(/Upload Dok Amel/);
  });
});

describe('a name after praise', () => {
  it('"that\'s actually a great idea raj can you reach out …" asks Raj', () => {
    const items = fromSpeech(
      [
        'i mean i could ask some of the high school players they need volunteer hours anyway',
        "that's actually a great idea raj can you reach out to the high school coach",
        "yeah i know him i'll text him tonight",
      ],
      'en',
    );
    expect(items.map((i) => [i.task, i.assignee])).toEqual([['Reach out to the high school coach', 'Raj']]);
  });
});

describe('the one spoken to, speaking again', () => {
  it('"tony one more thing …" — "how much" — "twelve hundred" — "i can mail the check tomorrow" is Tony\'s', () => {
    const items = fromSpeech(
      [
        "hey tony you're just in time for money stuff",
        'great my favorite',
        'tony one more thing the rec center wants the deposit before they finalize the schedule',
        'how much',
        'twelve hundred',
        'okay um i can mail the check tomorrow',
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Mail the check (deposit)', 'Tony', 'Wednesday, 25 November 2026']]);
  });

  it("a longer reply between is another voice: the promise stays the team's", () => {
    const items = fromSpeech(
      [
        "hey tony you're just in time for money stuff",
        'great my favorite',
        'tony one more thing the rec center wants the deposit before they finalize the schedule',
        'how much do they want for it this time because last year it was a lot less',
        'twelve hundred',
        'okay um i can mail the check tomorrow',
      ],
      'en',
    );
    expect(items.map((i) => i.assignee)).toEqual(['Team']);
  });

  it('a request cut by speech-to-text before what to ask for is one task: "… telpon supplier nya" — "minta …"', () => {
    const items = fromSpeech(
      [
        'itu supplier nya telat chef bukan kita yang salah order',
        'iya gue tau mas anto tapi lo telpon supplier nya ya hari ini',
        'minta pengiriman dipindah ke jumat sore jangan sabtu pagi',
        'oke chef abis ini gue telpon',
        'sip makasih mas anto',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      [
        'Telepon supplier, minta pengiriman dipindah ke jumat sore jangan sabtu pagi',
        'Mas Anto',
        'Selasa, 24 November 2026',
      ],
    ]);
  });

  it('in English too: "priya can you call the venue today" — "ask them to hold the fourteenth for us"', () => {
    const items = fromSpeech(
      ['priya can you call the venue today', 'ask them to hold the fourteenth for us', 'sure will do'],
      'en',
    );
    expect(rows(items)).toEqual([
      ['Call the venue, ask the venue to hold the fourteenth for us', 'Priya', 'Tuesday, 24 November 2026'],
    ]);
  });

  it('one paragraph of speech, without speakers or segments: an answer starts a new utterance and ends at "terus"', () => {
    const paragraph = [
      'oke kita mulai ya soal acara ulang tahun kantor tanggal dua belas',
      'dina kamu yang pegang konsumsi ya tolong pesan nasi kotak seratus porsi paling lambat rabu',
      'siap mbak rabu pagi aku pesan',
      'terus soal dekorasi gimana balonnya belum dipesan vendornya belum bales',
      'raka lo telpon vendornya ya hari ini',
      'minta harga final sama jadwal pasang',
      'oke abis ini gue telpon oke makasih dina makasih raka',
    ].join(' ');
    expect(rows(fromText([paragraph], 'id'))).toEqual([
      ['Pegang konsumsi, pesan nasi kotak seratus porsi', 'Dina', 'Rabu, 25 November 2026'],
      ['Telepon vendor, minta harga final sama jadwal pasang (dekorasi)', 'Raka', 'Selasa, 24 November 2026'],
    ]);
  });
});

describe('speech without labels: who is asked, and where an item starts', () => {
  it('"yang pertama …" starts a new utterance; "beneran tante yuli wah makasih" and "iya om budi …" name who answers', () => {
    expect(
      rows(
        fromSpeech(
          [
            'oke semua udah kumpul ya ini soal lamaran dika tanggal dua mei',
            'jadi kita sekeluarga berangkat ke solo jumat malamnya',
            'yang pertama seserahan itu siapa yang mau ngurus',
            'aku aja deh aku sama nadia kan hobi belanja',
            'beneran tante yuli wah makasih ya nadia bantuin tante ya',
            'iya om budi tapi budgetnya berapa ya biar aku nggak kebablasan',
            'nanti aku kirimin rinciannya ke grup malam ini',
          ],
          'id',
        ),
      ),
    ).toEqual([
      ['Urus seserahan', 'Tante Yuli', 'Segera'],
      ['Kirim rincian ke grup (seserahan)', 'Om Budi', 'Selasa, 24 November 2026'],
    ]);
  });

  it('the item announced right after "… sudah jam delapan lewat" labels the task given under it', () => {
    expect(
      rows(
        fromSpeech(
          [
            'baik bapak ibu kita mulai saja ya rapatnya sudah jam delapan lewat',
            'yang pertama soal kerja bakti bersih bersih got yang kemarin mampet',
            'rencananya minggu besok pagi jam tujuh',
            'terus yang umumkan ke warga lewat grup wa siapa ya',
            'biar saya saja pak rt nanti malam saya share di grup',
            'oke makasih mas andi',
          ],
          'id',
        ),
      ),
    ).toEqual([
      ['Umumkan ke warga lewat grup WhatsApp (kerja bakti bersih bersih got)', 'Mas Andi', 'Selasa, 24 November 2026'],
    ]);
  });
});

describe('a short name and the promise it thanks', () => {
  it('"si mila kan jago foto" … "oke makasih mil": Mila, and "minta …" after "aku follow up" is the same task', () => {
    expect(
      rows(
        fromSpeech(
          [
            'terus soal dokumentasi kita sewa fotografer nggak sih',
            'kayaknya nggak usah deh mahal si mila kan jago foto',
            'yaudah nggak usah sewa fotografer skip aja pake hp masing masing',
            'terus kaos angkatan gimana',
            'itu aku udah nanya ke konveksi temen aku nanti aku follow up ke vendornya',
            'minta harga final sebelum jumat',
            'oke makasih mil',
          ],
          'id',
        ),
      ),
    ).toEqual([['Follow up ke vendornya, minta harga final (kaos angkatan)', 'Mila', 'Jumat, 27 November 2026']]);
  });

  it('a two-letter name in address ("oke jo lo kirimin …") is the person asked, and no part of the task', () => {
    expect(
      rows(
        fromSpeech(
          [
            'nadine lo bisa bikin moodboard sama tiga opsi key visual',
            'bisa kak tari tapi aku butuh insight dulu dari tim strategy',
            'oke jo lo kirimin consumer insight ke nadine ya paling telat rabu',
            'siap kak rabu pagi udah gue drop di folder',
          ],
          'id',
        ),
      ),
    ).toEqual([
      ['Bikin moodboard sama tiga opsi key visual', 'Nadine', 'Segera'],
      ['Kirim consumer insight ke Nadine', 'Jo', 'Rabu, 25 November 2026'],
    ]);
  });

  it('"terus spanduk mas andi": the next thing, then whom it is asked of; the answer is theirs', () => {
    expect(rows(fromSpeech(['terus spanduk mas andi', 'siap mbak besok aku pesan ke percetakan'], 'id'))).toEqual([
      ['Pesan ke percetakan', 'Mas Andi', 'Rabu, 25 November 2026'],
    ]);
  });

  it('"aku belum iyain aku mau konfirmasi …": what they will do, without whether the caterer can; "kabarin gue besok" dates it', () => {
    const items = fromText(
      [
        'Mbak Nadia: Terus catering, Bang Tigor?',
        'Bang Tigor: Iya makanya gue belum iyain gue mau konfirmasi dulu ke catering nya bisa apa nggak.',
        'Mbak Nadia: Oke bang kabarin gue besok ya paling lambat.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Konfirmasi ke cateringnya', 'Bang Tigor', 'Rabu, 25 November 2026']]);
  });
});
