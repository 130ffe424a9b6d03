import { describe, expect, it } from 'vitest';
import { cleanSentence, sentencesOf, splitSentences, turnsOf } from './sentences.js';
import { Stemmer } from './tokens.js';

describe('splitSentences', () => {
  it('does not end sentences at Indonesian abbreviations, initials or decimals', () => {
    expect(
      splitSentences(
        'Bpk. Harjo dan Tn. Lee datang. Ibu Sari bawa kertas, pulpen, dll. Terus rating turun jadi 4.1 dari 4,5. Rumahnya di Jl. Merdeka No. 5.',
        'id',
      ),
    ).toEqual([
      'Bpk. Harjo dan Tn. Lee datang.',
      'Ibu Sari bawa kertas, pulpen, dll.',
      'Terus rating turun jadi 4.1 dari 4,5.',
      'Rumahnya di Jl. Merdeka No. 5.',
    ]);
  });

  it('splits after ordinals like "31st." and on question and exclamation marks', () => {
    expect(splitSentences('It closes on May 31st. Anyway, next! Done?', 'en')).toEqual([
      'It closes on May 31st.',
      'Anyway, next!',
      'Done?',
    ]);
  });

  it('cuts an unpunctuated stream of speech at discourse markers', () => {
    const stream =
      'oke jadi hari ini kita bahas anggaran pemasaran untuk kuartal depan yang totalnya sekitar dua ratus juta rupiah terus nanti saya kirim rinciannya ke semua orang besok pagi setelah rapat ini selesai lalu kita lihat bersama apakah angkanya sudah masuk akal atau belum';
    const parts = splitSentences(stream, 'id');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join(' ')).toBe(stream);
  });
});

describe('turnsOf', () => {
  it('reads "Name:" labels, with timestamps, and joins continuation lines', () => {
    const turns = turnsOf('[00:01] Budi: Selamat pagi.\nlanjutan kalimat\nBu Dewi (00:02): Pagi.\nSPEAKER_01: Halo.');
    expect(turns).toEqual([
      { speaker: 'Budi', text: 'Selamat pagi.\nlanjutan kalimat' },
      { speaker: 'Bu Dewi', text: 'Pagi.' },
      { speaker: 'SPEAKER_01', text: 'Halo.' },
    ]);
  });

  it('does not take a note like "Agenda:" for a speaker', () => {
    expect(turnsOf('Agenda: anggaran\nCatatan: tidak ada').every((t) => t.speaker === null)).toBe(true);
  });

  it('prefers segments with speakers, joining one speaker’s consecutive segments', () => {
    const turns = turnsOf('ignored', [
      { text: 'Saya akan', speaker: 'Andi' },
      { text: 'kirim besok.', speaker: 'Andi' },
      { text: 'Oke.', speaker: 'Rina' },
    ]);
    expect(turns).toEqual([
      { speaker: 'Andi', text: 'Saya akan kirim besok.' },
      { speaker: 'Rina', text: 'Oke.' },
    ]);
  });

  it('makes each unlabelled line its own turn', () => {
    expect(turnsOf('Satu.\n\nDua.')).toEqual([
      { speaker: null, text: 'Satu.' },
      { speaker: null, text: 'Dua.' },
    ]);
  });
});

describe('sentencesOf and cleanSentence', () => {
  it('marks questions, also without a question mark', () => {
    const s = sentencesOf(turnsOf('Budi: Kapan rilisnya\nRina: Jumat.'), 'id');
    expect(s.map((x) => [x.speaker, x.question])).toEqual([
      ['Budi', true],
      ['Rina', false],
    ]);
  });

  it('removes leading fillers', () => {
    expect(cleanSentence('Eh, oke, jadi, kita tunda saja.', 'id')).toBe('Kita tunda saja.');
    expect(cleanSentence('Um, so, the plan is fine.', 'en')).toBe('The plan is fine.');
    expect(cleanSentence('Jadi kita sepakat.', 'id')).toBe('Jadi kita sepakat.');
  });
});

describe('Stemmer', () => {
  it('maps Indonesian derivations to the root the transcript uses', () => {
    const s = new Stemmer('id', new Set(['kirim', 'atur', 'tulis', 'laporan']));
    expect(['mengirim', 'dikirim', 'kirimkan', 'kirimnya'].map((w) => s.stem(w))).toEqual([
      'kirim',
      'kirim',
      'kirim',
      'kirim',
    ]);
    expect(s.stem('mengatur')).toBe('atur');
    expect(s.stem('menulis')).toBe('tulis');
    expect(s.stem('laporan')).toBe(s.stem('melaporkan'));
  });

  it('strips English inflections', () => {
    const s = new Stemmer('en', new Set(['schedule']));
    expect(s.stem('scheduled')).toBe('schedule');
    expect(s.stem('meetings')).toBe(s.stem('meeting'));
    expect(s.stem('running')).toBe('run');
  });
});

describe('questions in speech', () => {
  it('knows an unpunctuated Indonesian question by its last word or by "siapa yang"', () => {
    const asked = (text: string) => sentencesOf(turnsOf(text), 'id').map((s) => s.question);
    expect(asked('arisan bulan depan di rumah siapa ya')).toEqual([true]);
    expect(asked('dananya gimana')).toEqual([true]);
    expect(asked('terus spanduknya siapa yang pesan')).toEqual([true]);
    expect(asked('di rumah saya aja bu')).toEqual([false]);
    expect(asked('biar saya aja pak yang pesan spanduk ke percetakan')).toEqual([false]);
    expect(asked('kita bahas siapanya nanti')).toEqual([false]);
  });
});
