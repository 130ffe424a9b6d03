import { describe, expect, it } from 'vitest';
import { Names } from './names.js';
import { fromSpeech, fromText, rows, speechSummary } from './summarize.test-support.js';

/**
 * Indonesian as spoken across the country (session 28's writers): Sundanese, Makassar, Medan and Surabaya forms of
 * address, pronouns and particles, read as the standard forms the rules know ("bisa ko periksa …" is "bisa kamu
 * periksa …", "kutanya" is "aku tanya", "koen" is "kamu"); a form of address alone is no person.
 */
describe('an outlet opening in speech-to-text', () => {
  const lines = [
    'oke terus promo beli satu gratis satu itu kita batasin ya lima puluh porsi pertama',
    'teh rini bikinin info promo nya buat di posting di ig sama grup wa komplek ya',
    'siap pak malem ini aku bikin',
    'bagus makasih teh',
  ];

  it('"teh rini bikinin …": a Sundanese form of address and a name, then the command; the answer says when', () => {
    expect(rows(fromSpeech(lines, 'id', '2026-05-20'))).toContainEqual([
      'Bikin info promonya buat di posting di Instagram sama grup WhatsApp komplek',
      'Teh Rini',
      'Rabu, 20 Mei 2026',
    ]);
  });

  it('"siap pak malem ini …" names no one "Malem"; "makasih teh" no one "Teh"', () => {
    const people = speechSummary(lines, 'id', '2026-05-20').participants.map((p) => p.name);
    expect(people).toEqual(['Teh Rini']);
  });
});

describe('a speedboat operator in Makassar', () => {
  it('"bisa ko periksa …", "saya tagih mi …", "pergi ko beli …": "you" and particles, not part of the task', () => {
    const items = rows(
      fromText(
        [
          'Daeng Rudi: Wawan, bisa ko periksa mesinnya yang biru hari ini?',
          'Wawan: Bisa ji, Daeng. Sore ini saya bongkar businya.',
          'Daeng Rudi: Nur, rombongan bank itu sudah bayar DP kah?',
          'Nur: Baru setengah, Daeng. Saya tagih mi sisanya hari ini.',
          'Daeng Rudi: Ical, pergi ko beli lima pelampung di Toko Sinar hari ini.',
          'Ical: Iye Daeng.',
        ],
        'id',
        '2026-10-02',
      ),
    );
    expect(items).toEqual([
      ['Periksa mesin yang biru', 'Wawan', 'Jumat, 2 Oktober 2026'],
      ['Tagih sisa DP', 'Nur', 'Jumat, 2 Oktober 2026'],
      ['Pergi beli lima pelampung di Toko Sinar', 'Ical', 'Jumat, 2 Oktober 2026'],
    ]);
  });
});

describe('a church youth committee in Medan', () => {
  it('"kau" is "you", "kutanya"/"kukabari" is "aku tanya"/"aku kabari", "kek" is "kayak", "…, Lae" whom one speaks to', () => {
    const items = rows(
      fromText(
        [
          'Daniel: Bang, soal konsumsi, kemarin ada usul pesan dari ompungnya si Maria aja, lebih murah.',
          'Bang Togar: Cemana, Maria?',
          'Maria: Bisa, Bang, nanti kutanya ompungku berapa per kotak. Kukabari hari Sabtu.',
          'Daniel: Latihan VG mulai kapan, Jo?',
          'Josua: Nanti kukabari di grup, Lae.',
        ],
        'id',
        '2026-11-12',
      ),
    );
    expect(items).toEqual([
      ['Tanya ompungku berapa per kotak', 'Maria', 'Sabtu, 14 November 2026'],
      ['Kabari di grup', 'Josua', 'Segera'],
    ]);
  });
});

describe('Makassar and Balinese forms of address', () => {
  it('"Daeng Rudi", "Mbok Made": the name after the form of address is the person', () => {
    const names = new Names(['Daeng Rudi', 'Mbok Made', 'Nur'], 'id');
    expect([names.resolve('Rudi'), names.resolve('Made'), names.resolve('Daeng')]).toEqual([
      'Daeng Rudi',
      'Mbok Made',
      null,
    ]);
  });
});

describe('a ferry ticket agency in Surabaya', () => {
  it('"koen bisa telpon …?" is asked of Lilik, "tak telpon" is "I call"; "Fajar ae wis, dia kan …" passes it on', () => {
    const items = rows(
      fromText(
        [
          'Cak Mansur: Belum tau. Lilik, koen bisa telpon agen pusat, tanyain kuota tambahan buat tanggal 14 sampai 20?',
          'Lilik: Bisa, Cak. Hari ini tak telpon, nanti sore tak kabari.',
          'Cak Mansur: Yoyok, koen bawa printer ke servis ya.',
          'Yoyok: Aduh Cak, aku besok full jaga loket pagi. Fajar ae wis, dia kan tiap hari lewat Kembang Jepun.',
        ],
        'id',
        '2026-03-10',
      ),
    );
    // "buat tanggal 14": the days it is for; "Hari ini" is when.
    expect(items).toEqual([
      ['Telepon agen pusat, tanyain kuota tambahan Sabtu 14 Maret sampai 20', 'Lilik', 'Selasa, 10 Maret 2026'],
    ]);
  });
});

describe('Sundanese-flavoured speech, as speech-to-text writes it', () => {
  it('"abdi mah nggak bisa" turns the design down; "saya aja kang, temen saya punya percetakan" takes it', () => {
    const lines = [
      'terus satu lagi papan nama depan udah pudar kena hujan',
      'perlu bikin baru sekalian tulis menu baru',
      'dek ujang kamu kan bisa desain di hp bikinin dong desainnya',
      'waduh kang abdi mah nggak bisa desain yang begituan paling edit foto doang',
      'ya udah saya aja kang temen saya punya percetakan di cibiru',
      'sabtu saya bawa desainnya ke sana sekalian cetak',
      'oh teh euis yang urus ya makasih teh',
      'siap kang',
    ];
    expect(rows(fromSpeech(lines, 'id', '2026-06-10'))).toEqual([
      ['Bikin desain; bawa ke sana sekalian cetak', 'Teh Euis', 'Sabtu, 13 Juni 2026'],
    ]);
  });
});
