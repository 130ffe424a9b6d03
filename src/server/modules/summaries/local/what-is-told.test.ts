import { describe, expect, it } from 'vitest';
import { fromSpeech, fromText, rows } from './summarize.test-support.js';

/**
 * A task to tell people says what they are told, and a sending says what and to whom (session 31): "tolong warga
 * dikabari" after the news is "Kabari warga bahwa …", and "nanti saya kirim lewat wa" after "takarannya minta ya" is
 * "Kirim takaran ke Bu Sri".
 */
describe('what a task says to tell, and to whom it is sent', () => {
  it('"… jalan ditutup … tolong warga rt tiga dikabari": the news goes with the task', () => {
    const lines = [
      'oh iya mas joko hari minggu kan jalan ditutup dari jam enam sampai jam sepuluh karena ada lomba sepeda tolong warga rt tiga dikabari',
      'siap pak nanti sore saya kabari lewat grup',
    ];
    expect(rows(fromSpeech(lines, 'id', '2026-06-10')).map(([task, who]) => [task, who])).toContainEqual([
      'Kabari warga rt tiga bahwa hari minggu jalan ditutup dari jam enam sampai jam sepuluh karena ada lomba sepeda',
      'Mas Joko',
    ]);
  });

  it('"the pitch is closed …, Jen, can you let the parents know?" — "I\'ll message them tonight": one task, with the news', () => {
    const lines = [
      'Coach: Oh and the pitch is closed on Saturday for reseeding, Jen, can you let the parents know?',
      "Jen: Sure, I'll message them tonight.",
    ];
    expect(rows(fromText(lines, 'en', '2026-06-10'))).toEqual([
      ['Let the parents know that the pitch is closed on Saturday for reseeding', 'Jen', 'Wednesday, 10 June 2026'],
    ]);
  });

  it('the news said in the sentence before the request, in the same turn', () => {
    const lines = [
      'Coach: The car park is shut on Saturday because of the market. Jen, can you let the parents know?',
      'Jen: Sure.',
    ];
    expect(rows(fromText(lines, 'en', '2026-06-10')).map(([task]) => task)).toEqual([
      'Let the parents know that the car park is shut on Saturday because of the market',
    ]);
  });

  it('a question before the request, or a task that already says what, gets no news', () => {
    const asked = ['Coach: Is the pitch closed on Saturday? Jen, can you tell the parents?', 'Jen: Sure.'];
    expect(rows(fromText(asked, 'en')).map(([task]) => task)).toEqual(['Tell the parents']);
    const said = [
      'Pak RT: Kerja bakti minggu ini batal. Mas Joko, tolong kabari warga soal jadwal baru ya.',
      'Mas Joko: Siap, Pak.',
    ];
    expect(rows(fromText(said, 'id')).map(([task]) => task)).toEqual(['Kabari warga soal jadwal baru']);
  });

  it('"takarannya minta ya bu wati" — "boleh bu sri nanti malam saya kirim lewat wa": the thing asked, to the one who asked', () => {
    const lines = [
      'oke bu sri minggu depan yang bikin kue bu wati ya',
      'aduh saya minggu depan ke jakarta bu nggak bisa',
      'ya udah saya aja bu yang bikin tapi takarannya minta ya bu wati',
      'boleh bu sri nanti malam saya kirim lewat wa',
    ];
    expect(rows(fromSpeech(lines, 'id', '2026-06-10'))).toContainEqual([
      'Kirim takaran ke Bu Sri lewat WhatsApp',
      'Bu Wati',
      'Rabu, 10 Juni 2026',
    ]);
  });

  it('"warga juga perlu dikasih tau soal iuran sampah yang naik" — "nanti saya umumin di grup": announcing that', () => {
    const lines = [
      'Pak Yusuf: Pak RT, warga juga perlu dikasih tau soal iuran sampah yang naik, banyak yang belum tahu.',
      'Pak Harjo: Betul. Nanti saya umumin di grup, abis rapat ini.',
    ];
    expect(rows(fromText(lines, 'id')).map(([task, who]) => [task, who])).toEqual([
      ['Umumin iuran sampah di grup', 'Pak Harjo'],
    ]);
  });

  it('news told to someone by name is no task of theirs', () => {
    const id = [
      'Pak RT: Mas Joko, kerja bakti minggu ini batal. Tolong kabari warga soal jadwal baru ya.',
      'Mas Joko: Siap, Pak.',
    ];
    expect(rows(fromText(id, 'id')).map(([task]) => task)).toEqual(['Kabari warga soal jadwal baru']);
    const en = ['Coach: Jen, the match on Saturday is cancelled.', 'Jen: Oh, okay.'];
    expect(rows(fromText(en, 'en'))).toEqual([]);
  });

  it('"besok kan air mati … karena pembersihan tandon tolong warga krajan dikabari": one task, saying what to tell', () => {
    const items = fromSpeech(
      [
        'oh iya pak wagiman besok kan air mati jam delapan sampai jam dua belas karena pembersihan tandon tolong warga krajan dikabari',
        'nggih pak nanti sore saya umumkan lewat toa masjid',
        'ya sudah itu saja bapak ibu',
      ],
      'id',
      '2026-05-19',
    );
    expect(rows(items)).toEqual([
      [
        'Kabari warga krajan bahwa besok air mati jam delapan sampai jam dua belas karena pembersihan tandon',
        'Pak Wagiman',
        'Selasa, 19 Mei 2026',
      ],
    ]);
  });

  it('"Mas, jangan lupa tanggalnya dikunci" to the one who just took the sound system: a step of that task', () => {
    const lines = [
      'Pakde Harjo: Sound system aku yang urus. Aku udah langganan sama Mas Bimo.',
      'Tante Mira: Mas, jangan lupa tanggalnya dikunci, biar nggak dobel sama hajatan lain.',
      'Pakde Harjo: Iya, iya.',
    ];
    expect(rows(fromText(lines, 'id')).map(([task, who]) => [task, who])).toEqual([
      ['Urus sound system; kunci tanggal', 'Pakde Harjo'],
    ]);
  });

  it('"kamu udah nyerahin formulir pendaftaran belum? Buat daftar ulang." — "Belum … besok pagi aku kasih"', () => {
    const lines = [
      'Pak Darto: Eh, Rani, kamu udah nyerahin formulir pendaftaran belum? Buat daftar ulang.',
      'Rani: Belum, Pak, maaf lupa. Besok pagi aku kasih ya, sebelum kuliah.',
    ];
    expect(rows(fromText(lines, 'id', '2026-03-07'))).toEqual([
      ['Kasih formulir pendaftaran ke Pak Darto', 'Rani', 'Minggu, 8 Maret 2026'],
    ]);
  });
});
