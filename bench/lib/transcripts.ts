import type { Segment } from '../../src/shared/api/transcriptions.js';
import { prng } from '../../src/shared/prng.js';

/**
 * Deterministic, realistic-looking meeting transcripts: Indonesian meetings with English loanwords (as they are
 * spoken), and English meetings. Same seed, same corpus, so runs compare.
 */

const ID_OPENERS = ['jadi', 'oke', 'baik', 'nah', 'terus', 'kemudian', 'menurut saya', 'sebenarnya', 'intinya'];
const ID_SUBJECTS = ['kita', 'tim kita', 'saya', 'mereka', 'bagian keuangan', 'tim pemasaran', 'klien', 'vendor'];
const ID_VERBS = [
  'membahas',
  'menyiapkan',
  'melaporkan',
  'mengevaluasi',
  'menyelesaikan',
  'mengusulkan',
  'memperbaiki',
  'mendiskusikan',
  'menganggarkan',
  'mengirimkan',
  'menjadwalkan',
  'memeriksa',
];
const ID_OBJECTS = [
  'anggaran kuartal depan',
  'laporan penjualan',
  'rencana kerja',
  'strategi pemasaran digital',
  'jadwal peluncuran',
  'kontrak dengan vendor',
  'hasil survei pelanggan',
  'target tahunan',
  'biaya operasional',
  'tindak lanjut rapat sebelumnya',
  'desain aplikasi baru',
  'pelatihan karyawan',
  'arus kas perusahaan',
  'proposal proyek',
];
const ID_TAILS = [
  'minggu depan',
  'sebelum akhir bulan',
  'secepatnya',
  'bersama tim terkait',
  'sesuai kesepakatan',
  'dengan lebih rinci',
  'pada rapat berikutnya',
  'tanpa menunda lagi',
];
const LOANWORDS = ['deadline', 'meeting', 'budget', 'timeline', 'feedback', 'dashboard', 'sprint', 'follow up', 'KPI'];

const EN_SUBJECTS = ['we', 'the team', 'I', 'marketing', 'finance', 'the client', 'our vendor', 'engineering'];
const EN_VERBS = [
  'discussed',
  'reviewed',
  'prepared',
  'reported',
  'scheduled',
  'approved',
  'postponed',
  'finalised',
  'estimated',
  'shipped',
];
const EN_OBJECTS = [
  'the quarterly budget',
  'the sales report',
  'the product roadmap',
  'customer feedback',
  'the hiring plan',
  'the release timeline',
  'the marketing campaign',
  'the vendor contract',
  'our meetings schedule',
  'the onboarding process',
  'the cash flow forecast',
];
const EN_TAILS = ['next week', 'by Friday', 'before the deadline', 'with the board', 'in the next sprint', 'for Q3'];
const NAMES = ['Budi', 'Sari', 'Andi', 'Dewi', 'Rudi', 'Maya', 'Joko', 'Rina', 'Tono', 'Lestari'];
const TOPICS = ['Anggaran', 'Pemasaran', 'Produk', 'Keuangan', 'Penjualan', 'SDM', 'Operasional', 'Strategi'];
/** Words that occur in few transcripts, for selective searches. */
export const RARE_WORDS = ['akuisisi', 'merger', 'audit'];

export interface GeneratedTranscript {
  title: string;
  language: string;
  segments: Segment[];
}

export function generateTranscripts(count: number, segmentsEach: number, seed = 42): GeneratedTranscript[] {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const idSentence = () => {
    const parts = [pick(ID_OPENERS), pick(ID_SUBJECTS), 'akan', pick(ID_VERBS), pick(ID_OBJECTS), pick(ID_TAILS)];
    if (rnd() < 0.3) parts.splice(3, 0, 'perlu');
    if (rnd() < 0.25) parts.push(`karena ${pick(LOANWORDS)} ${pick(['sudah dekat', 'belum jelas', 'berubah'])}`);
    if (rnd() < 0.2) parts.push(`kata ${pick(NAMES)}`);
    return capitalise(parts.join(' ')) + pick(['.', '.', '?']);
  };
  const enSentence = () => {
    const parts = [pick(EN_SUBJECTS), pick(EN_VERBS), pick(EN_OBJECTS), pick(EN_TAILS)];
    if (rnd() < 0.2) parts.push(`said ${pick(NAMES)}`);
    return capitalise(parts.join(' ')) + '.';
  };
  const out: GeneratedTranscript[] = [];
  for (let i = 0; i < count; i++) {
    const english = rnd() < 0.3;
    const speakers = 2 + Math.floor(rnd() * 3);
    const segments: Segment[] = [];
    let t = 0;
    let speaker = 1;
    for (let s = 0; s < segmentsEach; s++) {
      const text = english ? enSentence() : `${idSentence()} ${rnd() < 0.5 ? idSentence() : ''}`.trim();
      const withRare = rnd() < 0.0004 ? `${text} ${capitalise(pick(RARE_WORDS))} juga disebut.` : text;
      const length = 2 + text.length / 15;
      if (rnd() < 0.3) speaker = 1 + Math.floor(rnd() * speakers);
      segments.push({ start: round(t), end: round(t + length), text: withRare, speaker: `Speaker ${speaker}` });
      t += length + rnd() * 0.8;
    }
    const topic = pick(TOPICS);
    out.push({
      title: english ? `${topic} sync #${i + 1}` : `Rapat ${topic} ${i + 1}`,
      language: english ? 'en-US' : 'id-ID',
      segments,
    });
  }
  return out;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const round = (n: number) => Math.round(n * 100) / 100;
