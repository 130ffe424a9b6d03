import { describe, expect, it } from 'vitest';
import { withThingAlong } from './along.js';
import { fromSpeech, fromText, rows } from './summarize.test-support.js';

/**
 * "Sekalian …" after a task is taken: the taker offers more while at it and is told yes, or the one who gave the task
 * asks for one more thing. The minutes write one task, as the meeting agreed it (session 33).
 */
describe('more of the task, offered by its taker and agreed to', () => {
  it('"Sekalian air galon nggak?" — "Iya, air galon tiga.": the thing goes with the task\'s own, as much as said', () => {
    const items = fromText(
      [
        'Bu Rina: Mas Joko, besok bisa ambil gas ke agen?',
        'Mas Joko: Bisa, Bu. Sekalian air galon nggak?',
        'Bu Rina: Iya, air galon tiga.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Ambil gas dan air galon tiga ke agen', 'Mas Joko', 'Rabu, 25 November 2026']]);
  });

  it('"Sekalian minta tanda tangan beliau?" — "Iya, sekalian.": a step of its own goes after the task', () => {
    const items = fromText(
      [
        'Pak Budi: Dina, tolong antar undangan ke rumah Pak Lurah besok.',
        'Dina: Siap, Pak. Sekalian minta tanda tangan beliau?',
        'Pak Budi: Iya, sekalian.',
      ],
      'id',
    );
    expect(rows(items)).toEqual([
      ['Antar undangan ke rumah Pak Lurah; minta tanda tangan beliau', 'Dina', 'Rabu, 25 November 2026'],
    ]);
  });

  it('a spoken verb is written as a command ("nagih" → "tagih"), and the yes may open the turn after an aside', () => {
    const items = fromText(
      [
        'Bu Tari: Brosur klinik udah dicetak. Andi, bisa antar ke klinik besok?',
        'Andi: Besok pagi saya antar, Bu. Sekalian nagih sisa pembayarannya? Kemarin baru DP.',
        'Bu Tari: Iya, sekalian.',
      ],
      'id',
    );
    expect(items.map((i) => i.task)).toEqual(['Antar brosur ke klinik; tagih sisa pembayarannya']);
  });

  it('the thing the task only gets from the meeting before keeps its place ("Order stok oli dan kampas rem …")', () => {
    const items = fromText(
      [
        'Pak Darto: Stok oli mesin tinggal dikit. Rin, tolong order ke sales, paling lambat Rabu.',
        'Mbak Rini: Siap, Pak. Sekalian kampas rem juga nggak? Yang buat Beat tinggal tiga.',
        'Pak Darto: Iya, sekalian.',
      ],
      'id',
    );
    expect(items.map((i) => i.task)).toEqual(['Order stok oli mesin dan kampas rem ke sales']);
  });

  it('a no ("Nggak usah, spanduk udah ada") or an offer by someone else adds nothing', () => {
    const refused = fromText(
      [
        'Bu Rina: Mas Joko, besok bisa ambil gas ke agen?',
        'Mas Joko: Bisa, Bu. Sekalian spanduk nggak?',
        'Bu Rina: Nggak usah, spanduk udah ada.',
      ],
      'id',
    );
    expect(refused.map((i) => i.task)).toEqual(['Ambil gas ke agen']);
    const another = fromText(
      [
        'Bu Rina: Mas Joko, besok bisa ambil gas ke agen?',
        'Mas Joko: Bisa, Bu.',
        'Mbak Sari: Sekalian kursi lipat nggak?',
        'Bu Rina: Iya.',
      ],
      'id',
    );
    expect(another.map((i) => i.task)).toEqual(['Ambil gas ke agen']);
  });
});

describe('"sekalian" that adds nothing to the task', () => {
  const taken = ['Bu Rina: Mas Joko, besok bisa ambil gas ke agen?', 'Mas Joko: Bisa, Bu.'];
  const task = (lines: string[]) => fromText([...taken, ...lines], 'id').map((i) => i.task);

  it('a meal, a time, company or "all of it" offered along is no thing to fetch', () => {
    expect(task(['Mas Joko: Sekalian makan siang nggak?', 'Bu Rina: Boleh.'])).toEqual(['Ambil gas ke agen']);
    expect(task(['Mas Joko: Sekalian pulang kantor, Bu?', 'Bu Rina: Iya.'])).toEqual(['Ambil gas ke agen']);
    expect(task(['Mas Joko: Sekalian sama Dimas?', 'Bu Rina: Iya.'])).toEqual(['Ambil gas ke agen']);
    expect(task(['Mas Joko: Sekalian semuanya?', 'Bu Rina: Iya.'])).toEqual(['Ambil gas ke agen']);
  });

  it('a yes with a hedge, or a yes from someone other than the one who gave the task, is no yes', () => {
    expect(task(['Mas Joko: Sekalian air galon nggak?', 'Bu Rina: Iya, tapi saya cek dulu di dapur.'])).toEqual([
      'Ambil gas ke agen',
    ]);
    expect(task(['Mas Joko: Sekalian air galon nggak?', 'Mbak Sari: Iya, di dapur udah habis.'])).toEqual([
      'Ambil gas ke agen',
    ]);
  });

  it('a gathering, how much, a receipt or a title is no thing; "gausah", "ntar aja" and "atau …" say no', () => {
    expect(task(['Mas Joko: Sekalian kerja bakti?', 'Bu Rina: Iya, biar rame.'])).toEqual(['Ambil gas ke agen']);
    expect(task(['Mas Joko: Sekalian satu dus?', 'Bu Rina: Iya.'])).toEqual(['Ambil gas ke agen']);
    expect(task(['Mas Joko: Sekalian struknya?', 'Bu Rina: Iya.'])).toEqual(['Ambil gas ke agen']);
    expect(task(['Mas Joko: Sekalian air galon nggak?', 'Bu Rina: Ya ampun gausah, Mas.'])).toEqual([
      'Ambil gas ke agen',
    ]);
    expect(task(['Mas Joko: Sekalian air galon nggak?', 'Bu Rina: Oke, ntar aja minggu depan.'])).toEqual([
      'Ambil gas ke agen',
    ]);
    expect(task(['Mas Joko: Sekalian air galon? Atau Mbak Nana yang beli?', 'Bu Rina: Iya, Mbak Nana aja.'])).toEqual([
      'Ambil gas ke agen',
    ]);
    const thanked = fromSpeech(
      ['siapa yang bisa pasang lampu di pos ronda', 'saya aja pak besok sore', 'oke makasih sekalian mas'],
      'id',
    );
    expect(thanked.map((i) => i.task)).toEqual(['Pasang lampu di pos ronda']);
  });

  it('"terima kasih bapak ibu sekalian" and "bayarnya sekalian dua-duanya" ask for nothing more', () => {
    const items = fromSpeech(
      [
        'siapa yang bisa bayar listrik sama air bulan ini',
        'saya aja pak besok pagi saya ke kantor pos',
        'oke bayarnya sekalian dua duanya ya',
        'terima kasih bapak ibu sekalian atas kehadirannya',
      ],
      'id',
    );
    expect(items.map((i) => i.task)).toEqual(['Bayar listrik sama air bulan ini']);
  });
});

describe('more of the task, asked by the one who gave it', () => {
  it('"oke mas rudi makasih sekalian kuasnya ya", a turn after it was taken: "Beli cat dan kuas buat pagar"', () => {
    const items = fromSpeech(
      [
        'cat pagar udah habis siapa yang bisa beli cat buat pagar',
        'saya aja pak besok sore saya ke toko',
        'oke mas rudi makasih sekalian kuasnya ya',
        'siap pak',
      ],
      'id',
    );
    expect(rows(items)).toEqual([['Beli cat dan kuas buat pagar', 'Mas Rudi', 'Rabu, 25 November 2026']]);
  });

  it('what the speaker does themself while waiting ("aku cetak jumat aja ya sekalian nunggu …") is no thing', () => {
    const items = fromSpeech(
      [
        'mbak sinta bisa cetak brosurnya',
        'bisa kak',
        'sip berarti aku cetak jumat aja ya sekalian nunggu kertasnya dateng',
      ],
      'id',
    );
    expect(items.map((i) => i.task)).toEqual(['Cetak brosur']);
  });
});

describe('withThingAlong', () => {
  it("puts the thing after the task's own, before where it goes, whom for or an aside", () => {
    expect(withThingAlong('Ambil tepung ke grosir', 'mentega')).toBe('Ambil tepung dan mentega ke grosir');
    expect(withThingAlong('Beli pipa', 'lem pipa')).toBe('Beli pipa dan lem pipa');
    expect(withThingAlong('Order oli, paling lambat Rabu', 'kampas rem')).toBe(
      'Order oli dan kampas rem, paling lambat Rabu',
    );
    expect(withThingAlong('Beli pipa dan lem pipa', 'lem pipa')).toBe('Beli pipa dan lem pipa');
  });
});
