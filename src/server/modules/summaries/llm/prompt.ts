import { SUMMARY_DEFAULTS, type SummaryLanguage } from '../../../../shared/summary/normalize.js';

/**
 * What the model is told. Indonesian first (the product's main language); an English transcript gets the same
 * instructions in English, because a model asked in Indonesian tends to answer in Indonesian, and the summary must
 * be in the transcript's language.
 */

const SHAPE =
  '{"meetingInfo":{"title":"","date":"","duration":"","location":""},"summary":"","topics":[{"title":"","points":[""]}],"actionItems":[{"task":"","assignee":"","deadline":"","status":"Pending"}],"participants":[{"name":"","role":"","contribution":""}]}';

export function systemPrompt(lang: SummaryLanguage): string {
  const d = SUMMARY_DEFAULTS[lang];
  if (lang === 'id') {
    return [
      'Anda adalah notulis rapat yang teliti. Dari transkrip rapat, buat notulen dalam bentuk SATU objek JSON yang valid, tanpa teks lain dan tanpa blok kode, dengan bentuk persis seperti ini:',
      SHAPE,
      'Aturan:',
      '- Tulis seluruh isi dalam Bahasa Indonesia, bahasa transkrip ini.',
      '- summary: 3-5 kalimat tentang hal terpenting: keputusan, hasil, dan rencana.',
      '- topics: topik yang dibahas, masing-masing dengan 2-4 poin singkat.',
      `- actionItems: hanya tugas yang benar-benar disepakati atau diminta dalam rapat. assignee: nama orang yang bertanggung jawab (dari label pembicara atau nama yang disebut), jika tidak jelas "${d.assignee}". deadline: seperti yang disebut, diubah menjadi tanggal bila tanggal rapat diketahui (contoh "Jumat, 28 November 2026"), jika tidak disebut "${d.deadline}". status: "${d.status}" kecuali disebut sudah selesai.`,
      `- participants: orang yang berbicara atau hadir; role bila disebut, jika tidak "${d.participant}"; contribution: kontribusi utamanya dalam satu kalimat.`,
      `- meetingInfo: gunakan informasi rapat yang diberikan; "${d.notMentioned}" bila tidak diketahui.`,
      '- Jangan mengarang apa pun yang tidak ada di transkrip.',
    ].join('\n');
  }
  return [
    'You are a careful minute-taker. From the meeting transcript, write the minutes as ONE valid JSON object, with no other text and no code block, in exactly this shape:',
    SHAPE,
    'Rules:',
    '- Write everything in English, the language of this transcript.',
    '- summary: 3-5 sentences on what matters most: decisions, outcomes and plans.',
    '- topics: the topics discussed, each with 2-4 short points.',
    `- actionItems: only tasks actually agreed or requested in the meeting. assignee: the person responsible (from the speaker labels or names mentioned), or "${d.assignee}" when unclear. deadline: as stated, turned into a date when the meeting date is known (for example "Friday, 28 November 2026"), or "${d.deadline}" when none was given. status: "${d.status}" unless it was said to be done.`,
    `- participants: the people who spoke or attended; role when stated, else "${d.participant}"; contribution: their main contribution in one sentence.`,
    `- meetingInfo: use the meeting information given; "${d.notMentioned}" when unknown.`,
    '- Do not invent anything that is not in the transcript.',
  ].join('\n');
}

export interface MeetingFacts {
  title?: string;
  date?: string;
  duration?: string;
  location?: string;
}

/** The user message: what is known about the meeting, which part this is, and the transcript between markers. */
export function partMessage(
  transcript: string,
  facts: MeetingFacts,
  part: number,
  parts: number,
  lang: SummaryLanguage,
  hints = '',
) {
  const id = lang === 'id';
  const info = [
    facts.title && `${id ? 'Judul' : 'Title'}: ${facts.title}`,
    facts.date && `${id ? 'Tanggal' : 'Date'}: ${facts.date}`,
    facts.duration && `${id ? 'Durasi' : 'Duration'}: ${facts.duration}`,
    facts.location && `${id ? 'Lokasi' : 'Location'}: ${facts.location}`,
  ].filter(Boolean);
  const partNote =
    parts > 1
      ? id
        ? `Ini bagian ${part} dari ${parts} dari transkrip rapat yang sama: buat notulen untuk bagian ini saja.`
        : `This is part ${part} of ${parts} of the same meeting's transcript: write the minutes of this part only.`
      : '';
  return [
    `${id ? 'Informasi rapat' : 'Meeting information'}:`,
    ...(info.length ? info.map((l) => `- ${l}`) : [`- ${SUMMARY_DEFAULTS[lang].notMentioned}`]),
    ...(partNote ? ['', partNote] : []),
    ...(hints ? ['', hints] : []),
    '',
    `${id ? 'Transkrip' : 'Transcript'}:`,
    '"""',
    transcript,
    '"""',
  ].join('\n');
}

/** The merge call: only the parts' summaries go in (short), the lists are merged without the model. */
export function mergePrompt(lang: SummaryLanguage): string {
  return lang === 'id'
    ? 'Anda menggabungkan ringkasan beberapa bagian dari satu rapat yang sama. Jawab hanya dengan satu objek JSON {"title":"","summary":""}: title adalah judul rapat yang singkat, summary adalah ringkasan seluruh rapat dalam 3-6 kalimat Bahasa Indonesia. Jangan menambahkan hal yang tidak ada di ringkasan bagian.'
    : 'You are merging the summaries of several parts of one meeting. Answer only with one JSON object {"title":"","summary":""}: title is a short title for the meeting, summary is a summary of the whole meeting in 3-6 English sentences. Do not add anything that is not in the part summaries.';
}

export function mergeMessage(summaries: string[], lang: SummaryLanguage): string {
  const label = lang === 'id' ? 'Bagian' : 'Part';
  return summaries.map((s, i) => `${label} ${i + 1}: ${s}`).join('\n\n');
}
