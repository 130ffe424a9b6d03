import { runOnPieces } from './run-on.js';
import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { words } from './tokens.js';
import { isListedIdVerb } from './action-rules.js';

/** A stretch of talk by one speaker (null when the transcript does not say who spoke). */
export interface Turn {
  speaker: string | null;
  text: string;
}

export interface Sentence {
  /** Position in the whole transcript. */
  index: number;
  turn: number;
  speaker: string | null;
  /** As spoken, speaker label removed. */
  text: string;
  wordCount: number;
  question: boolean;
}

// A speaker label at the start of a line, optionally after a timestamp: "Budi: ...", "[00:01:02] Bu Dewi: ...",
// "Speaker 1 (00:03): ...", "SPEAKER_01: ...". At most four words, each capitalised or a number.
const LABEL =
  /^\s*(?:[[(]?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?[\])]?\s*[-–]?\s*)?((?:\p{Lu}[\p{L}\p{N}_'’.-]*)(?:\s+(?:\p{Lu}[\p{L}\p{N}_'’.-]*|\d{1,2})){0,3})\s*(?:[[(]\d{1,2}:\d{2}(?::\d{2})?[\])])?\s*:\s*(.*)$/u;
// Line heads that look like labels but are notes written into a transcript.
const NOT_SPEAKERS = new Set(
  'agenda catatan note notes keputusan decision decisions topik topic hasil summary ringkasan tanggal date waktu time lokasi location re subject perihal judul title hadir attendees peserta participants action tindak pukul jam nb ps'.split(
    ' ',
  ),
);

/**
 * Turns from "Name: text" lines; null when the text has fewer than two such lines (then it has no labels), unless its
 * one line is labelled ("Tiara: tolong kirim …", a note of one remark).
 */
export function turnsFromText(text: string): Turn[] | null {
  const lines = text.split(/\r?\n/);
  const labelled = lines.map((l) => {
    const m = l.match(LABEL);
    if (!m || NOT_SPEAKERS.has(m[1]!.split(/\s+/)[0]!.toLowerCase())) return null;
    return { speaker: m[1]!.trim(), text: m[2]!.trim() };
  });
  const count = labelled.filter(Boolean).length;
  if (count < 2 && !(count === 1 && lines.filter((l) => l.trim()).length === 1)) return null;
  const turns: Turn[] = [];
  lines.forEach((line, i) => {
    const l = labelled[i];
    const last = turns[turns.length - 1];
    if (l) {
      if (last && last.speaker === l.speaker) last.text += `\n${l.text}`;
      else turns.push({ speaker: l.speaker, text: l.text });
    } else if (line.trim()) {
      if (last) last.text += `\n${line.trim()}`;
      else turns.push({ speaker: null, text: line.trim() });
    }
  });
  return turns.filter((t) => t.text.trim());
}

/**
 * Turns of a transcript: segments with speakers win (diarised audio); else "Name:" lines in the text; else the
 * segments or lines without speakers, each its own turn (a line is usually one person speaking, and its end is the
 * only sentence end an unpunctuated transcript has). Consecutive segments by one speaker become one turn.
 */
export function turnsOf(text: string, segments?: ReadonlyArray<{ text: string; speaker?: string | null }>): Turn[] {
  if (segments?.some((s) => s.speaker)) {
    const turns: Turn[] = [];
    for (const s of segments) {
      const speaker = s.speaker?.trim() || null;
      const last = turns[turns.length - 1];
      if (last && speaker && last.speaker === speaker) last.text += ` ${s.text.trim()}`;
      else turns.push({ speaker, text: s.text.trim() });
    }
    return turns.filter((t) => t.text);
  }
  const labelled = text.trim() ? turnsFromText(text) : null;
  if (labelled) return labelled;
  // Segments without speakers are the utterances, each its own turn: the text built from them (one paragraph when
  // no pause splits it) would hide where one person stopped and the next began. An edited text wins.
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
  if (segments?.length && (!text.trim() || squash(text) === squash(segments.map((s) => s.text).join(' ')))) {
    return joinCutUtterances(segments.map((s) => s.text.trim()).filter(Boolean));
  }
  const body = text.trim() ? text : (segments ?? []).map((s) => s.text).join('\n');
  const lines = body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  // One unpunctuated paragraph: cut where utterances open, then read as speech-to-text segments.
  const pieces = lines.length === 1 ? runOnPieces(lines[0]!) : [];
  if (pieces.length > 1) return joinCutUtterances(pieces);
  // One punctuated paragraph ("… siapa yang mau pegang? Saya aja Bu, …"): its sentences are the utterances, as a
  // line is; what goes on from the one before is joined back.
  const said = lines.length === 1 ? lines[0]!.split(/(?<=[.?!])\s+(?=\p{Lu})/u) : [];
  if (said.length > 2) return joinCutUtterances(said);
  return lines.map((line) => ({ speaker: null, text: line }));
}

// Speech-to-text cuts segments by time, not by utterance: a segment that goes on from the one before ("… sebelum
// jumat ya", "and confirm the booking by friday", "after the meeting today") or one the previous left hanging
// ("… tolong", "… could you") is the same utterance, and so is the reason for it ("soalnya ada riwayat diabetes"); so is a request after the name it addresses ("… pak hendra" —
// "bisa tolong pesan …").
// "by the way …", "and everyone please …", "yang pertama soal …": a new utterance, though it starts like a continuation.
const STARTS_ANEW =
  /^(?:by the way|btw|of course|and (?:everyone|everybody|all of you|you all|remember|don't forget)|and \p{L}+ (?:once|when|as soon as|can you|could you|would you)\b|dan (?:semuanya|kalian semua)|yang (?:pertama|kedua|ketiga|keempat|terakhir))\b/iu;
const GOES_ON =
  /^(?:sebelum|paling lambat|maksimal|selambatnya|supaya|agar|soalnya|karena|because|by|before|after|until|so (?:that|we|they|it)|and|dan|atau|or|sama|with|yang|to|ke(?!\s+depan)|dari|of)\b/i;
// Not "… kapan bisa", "anything else from you", "how about you": a question asked to its end; not "… nggak bisa"
// (a no said to its end), "vitamin a", "plan b" (a letter naming a thing).
const HANGING =
  /\b(?:yang|dan|untuk|di|ke|dari|sama|tolong|mohon|(?<!(?:kapan|nggak|gak|ga|enggak|ngga|tidak|tak) )bisa|soal|the|(?<!(?:vitamin|kelas|blok|tipe|type|plan|opsi|option|nomor|golongan|gedung|lantai|ruang|grade|class|building|room) )a|an|to|and|of|for|with|please|can|could|would|(?<!(?:from|about|thank) )you|kamu|about)$/i;
// "… ee komang bisa" — "aduh bli aku besok kan ke bengkel …": a reply, not the rest of the question.
const REPLY_OPENS = /^(?:aduh|waduh|wah|duh|siap|nggak|gak|enggak|maaf|sorry|sori)\b/i;
const ADDRESSED_THEN_ASKED = [
  /\b(?:pak|bu|mas|mbak|kak|bang)\s+\p{L}+$/iu,
  // Not "bisa bu nanti sore saya telpon": a yes that calls the asker by title answers.
  /^(?:bisa(?!\s+(?:pak|bu|mas|mbak|kak|bang)\b)|tolong|mohon|can you|could you|would you|please)\b/i,
];
// "… lo telpon supplier nya ya hari ini" — "minta pengiriman dipindah ke jumat sore": what to say when asking, the
// rest of the request.
// Also a promise to contact someone: "nanti aku follow up ke vendornya" — "minta harga final sebelum jumat".
const ASKED =
  /\b(?:lo|lu|kamu|anda|tolong|mohon|can you|could you|would you|please|(?:aku|saya|gue) (?:follow up|telpon|telepon|hubungi|chat|kontak))\b/i;
const SAY_WHAT =
  /^(?:minta|mintain|bilang|bilangin|kasih (?:tau|tahu)|tanyain|pastikan|jangan lupa|ask (?:them|him|her)|tell (?:them|him|her)|make sure)\b/i;
const ANSWER = /^(?:siap|oke|ok|okay|baik|bisa|iya|ya|sure|yes|yeah|yep|sip|noted|will do|thanks|thank you|makasih)\b/i;
// A segment that is only when ("this week", "besok pagi ya"): the end of the request before it.
const ONLY_WHEN =
  /^(?:(?:this|next) (?:week|month)|today|tomorrow(?: morning)?|tonight|besok(?: pagi| sore| siang)?|lusa|hari ini|nanti sore|minggu (?:ini|depan)|bulan (?:ini|depan))(?: (?:ya|yah|oke|ok|please|if you can))?[.!?]*$/i;

// "tolong bikinin daftar siapa aja yang nunggak" — "terus kasih ke saya paling lambat jumat ya": handing the work over
// is the second step of the same request, and its day is the request's.
const THEN_STEP =
  /^(?:terus|trus|lalu|abis itu|habis itu|and then|then)\s+(?:(?:langsung|juga)\s+)?(?:kasih|kasihin|kirim|kirimin|kirimkan|share|taruh|upload|masukin|masukkan|print|cetak|bawa|serahkan|setor|lapor|laporin|kabarin|kabari|infoin|sebar|sebarin|tempel|pasang|post|posting|email|forward|teruskan|send|give|bring|put|pass|hand|drop)\b/iu;
const REQUESTED = /\b(?:tolong|mohon|can you|could you|would you|please)\b/i;
// "lo telpon clara hari ini jelasin opsinya kalau dia oke" — "langsung konfirmasi ke vendor": then straight on.
const STRAIGHT_ON =
  /^langsung\s+(?:konfirmasi|kirim|kirimin|kabarin|kabari|telpon|telepon|bayar|transfer|pesan|pesen|booking|order|share|upload|infoin|hubungi|chat|bilang|minta)\b/i;

// "and leo once you have that" — "ship it behind the feature flag …": a clause of when, waiting for what to do.
const WHEN_OPENED = /\b(?:once|when|after|as soon as)\s+(?:you|we|they)\b[^.?!,]{0,30}$/i;

function joinCutUtterances(texts: string[]): Turn[] {
  const turns: Turn[] = [];
  for (const text of texts) {
    const last = turns[turns.length - 1];
    const prev = last?.text.replace(/[\s,.!?]+$/, '') ?? '';
    const saysWhat = ASKED.test(prev) && SAY_WHAT.test(text);
    const nextStep = (REQUESTED.test(prev) && THEN_STEP.test(text)) || (ASKED.test(prev) && STRAIGHT_ON.test(text));
    const goesOn =
      last &&
      !(ANSWER.test(prev) && prev.split(/\s+/).length <= 3) &&
      ((GOES_ON.test(text) && !STARTS_ANEW.test(text)) ||
        ONLY_WHEN.test(text.trim()) ||
        (HANGING.test(prev) && !REPLY_OPENS.test(text)) ||
        WHEN_OPENED.test(prev) ||
        saysWhat ||
        nextStep ||
        (ADDRESSED_THEN_ASKED[0]!.test(prev) && ADDRESSED_THEN_ASKED[1]!.test(text)));
    // The clause of when between commas, as it would be written: "and leo, once you have that, ship it …".
    const opened = goesOn && WHEN_OPENED.test(prev) ? prev.match(WHEN_OPENED) : null;
    if (opened && last) last.text = `${prev.slice(0, opened.index).replace(/\s+$/, '')}, ${opened[0]}, ${text}`;
    else if (goesOn) last.text = `${prev}${saysWhat || nextStep ? ',' : ''} ${text}`;
    else turns.push({ speaker: null, text });
  }
  return turns;
}

// Abbreviations after which a full stop does not end the sentence (lower case, without their last dot).
const ABBREVIATIONS = new Set(
  'bpk bp tn ny nn sdr sdri yth dkk tgl hlm jl rp dr drs dra ir prof h hj st s.h s.e s.kom m.m kec kab prov pt cv tbk mr mrs ms jr sr vs e.g i.e approx dept inc ltd co corp jan feb mar apr jun jul aug agu agt sep sept oct okt nov dec des a.n u.p s.d p.s no'.split(
    ' ',
  ),
);
// These also end sentences ("kertas, pulpen, dll. Terus ..."): they split when a capital letter follows.
const FINAL_ABBREVIATIONS = new Set(['dll', 'dsb', 'dst', 'etc', 'dkk']);

function splitParagraph(p: string): string[] {
  const out: string[] = [];
  let start = 0;
  const re = /[.!?…]+["”’)]*(?=\s+|$)/g;
  for (let m = re.exec(p); m; m = re.exec(p)) {
    const end = m.index + m[0].length;
    const before =
      p
        .slice(start, m.index)
        .match(/(?:^|\s)([\p{L}.]+)$/u)?.[1]
        ?.toLowerCase() ?? '';
    const next = p.slice(end).trimStart();
    if (m[0].startsWith('.') && m[0].length === 1) {
      const abbreviation = ABBREVIATIONS.has(before) && !(before === 'no' && !/^\d/.test(next));
      const initial = /^\p{L}$/u.test(before) && /^\p{Lu}/u.test(next);
      const finalAbbreviation = FINAL_ABBREVIATIONS.has(before) && /^\p{Lu}/u.test(next);
      if ((abbreviation || initial) && !finalAbbreviation && next) continue;
    }
    out.push(p.slice(start, end).trim());
    start = end;
  }
  if (p.slice(start).trim()) out.push(p.slice(start).trim());
  return out;
}

// Where an unpunctuated stream of speech (browser speech engines give no full stops) can be cut into sentences.
const BREAKS: Record<SummaryLanguage, RegExp> = {
  id: /\s+(?=(?:terus|lalu|kemudian|nah|jadi|oke|trus|habis itu|selanjutnya|tapi|tolong|mohon|saya akan|nanti saya)\s)/gi,
  en: /\s+(?=(?:so|and then|then|okay|alright|also|but|please|i'll|i will|we need)\s)/gi,
};
const LONG = 35;

// Where the next speaker's answer starts in Indonesian speech without speakers: "… paling lambat rabu siap mbak rabu
// pagi aku pesan", "… makasih dina". A piece never runs on across it.
const ANSWER_STARTS =
  /\s+(?=(?:siap|oke|iya|baik|sip)\s+(?:(?:mbak|mas|pak|bu|kak|bang|chef)\s+|(?:(?:abis|habis) ini\s+|nanti\s+|besok\s+)?(?:aku|saya|gue)\s+)|(?:oke\s+)?(?:makasih|terima kasih)\s)/gi;

/** Cuts a run-on "sentence" where an answer starts, then at discourse markers into pieces of at least 8 words. */
function splitLong(s: string, lang: SummaryLanguage): string[] {
  if (words(s).length <= LONG) return [s];
  if (lang !== 'id') return splitAtMarkers(s, lang);
  return s.split(ANSWER_STARTS).flatMap((turn, i) => {
    if (i === 0) return splitAtMarkers(turn, lang);
    // An answer is short: it ends at the next marker ("siap mbak rabu pagi aku pesan | terus soal dekorasi …").
    const [answer, ...rest] = turn.split(BREAKS[lang]);
    return rest.length ? [answer!, ...splitAtMarkers(rest.join(' '), lang)] : [answer!];
  });
}

/** Cuts at discourse markers into pieces of at least 8 words; hard cuts past 60 words. */
function splitAtMarkers(s: string, lang: SummaryLanguage): string[] {
  if (words(s).length <= LONG) return [s];
  const pieces: string[] = [];
  let current = '';
  for (const part of s.split(BREAKS[lang])) {
    if (current && words(current).length >= 8 && words(current).length + words(part).length > 25) {
      pieces.push(current);
      current = part;
    } else current = current ? `${current} ${part}` : part;
  }
  if (current) pieces.push(current);
  return pieces.flatMap((piece) => {
    const w = piece.split(/\s+/);
    if (w.length <= 60) return [piece];
    const chunks: string[] = [];
    for (let i = 0; i < w.length; i += 30) chunks.push(w.slice(i, i + 30).join(' '));
    return chunks;
  });
}

// "… kak dina kan jago war tiket hehe kak dina aja yang beli": speech engines write laughter where a speaker stops.
const LAUGHED =
  /(?<=(?:^|\s)\S+\s+\S+\s+(?:(?:ha){2,}h?|(?:he){2,}|(?:hi){2,}|wkwk\p{L}*))[,.!]*\s+(?=\p{L}+\s+\p{L})/iu;

/** Sentences of a text: full stops that are not abbreviations, initials or decimals; line ends; run-on cuts. */
export function splitSentences(text: string, lang: SummaryLanguage): string[] {
  return text
    .split(/\n+/)
    .flatMap((p) => splitParagraph(p.trim()))
    .flatMap((s) => s.split(LAUGHED))
    .flatMap((s) => splitLong(s, lang))
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

const QUESTION_START: Record<SummaryLanguage, RegExp> = {
  id: /^(apa|apakah|siapa|kapan|bagaimana|gimana|kenapa|mengapa|berapa|di ?mana|bukankah)\b/i,
  en: /^(what|who|when|how|why|where|which|do|does|did|is|are|was|were|have|has|shall)\b/i,
};
// Unpunctuated speech asks at the end ("arisan bulan depan di rumah siapa ya", "dananya gimana") or with "siapa
// yang" ("terus spanduknya siapa yang pesan").
const QUESTION_END: Record<SummaryLanguage, RegExp | null> = {
  // "es teh nya gimana jadi dikurangin": how something ended up, asked mid-sentence.
  id: /(?<![\p{L}\p{N}])(?:(?:siapa|kapan|gimana|bagaimana|berapa|yang mana|kenapa)(?:\s+(?:ya|nih|sih|dong|tuh|deh))?[\s.]*$|siapa yang(?![\p{L}\p{N}])|(?:gimana|bagaimana)\s+jadi(?:nya)?(?![\p{L}\p{N}]))/iu,
  en: null,
};

// Jakarta speech says "gue"/"lo" where the rules (and written minutes) say "aku"/"kamu": one form for both.
const CASUAL_PRONOUNS: Array<[RegExp, string]> = [
  [/(?<![\p{L}])(?:gue|gua|gw|ane)(?![\p{L}])/giu, 'aku'],
  [/(?<![\p{L}])(?:lo|lu|elo|elu|loe)(?![\p{L}])/giu, 'kamu'],
];
// Javanese politeness in Indonesian meetings ("nggih pak", "matur nuwun mas anton", "monggo"): yes, thanks, please.
const JAVANESE: Array<[RegExp, string]> = [
  [/(?<![\p{L}])(?:nggih|inggih|injih)(?![\p{L}])/giu, 'iya'],
  [/(?<![\p{L}])(?:matur\s+nuwun|maturnuwun|matur\s+suwun|suwun)(?![\p{L}])/giu, 'makasih'],
  [/(?<![\p{L}])monggo(?![\p{L}])/giu, 'silakan'],
];
// Makassar speech ("bisa ko periksa …", "saya tagih mi sisanya", "dua ji", "cukup kah", "iye Daeng"): "ko" is "you"
// after "can" and only marks the one spoken to after a verb; "mi", "ji", "kah", "di'" are particles.
const MAKASSAR: Array<[RegExp, string]> = [
  [/(?<![\p{L}])iye(?![\p{L}])/giu, 'iya'],
  [/(?<=(?<![\p{L}])(?:bisa|mau|sempat)\s+)ko(?=\s+\p{Ll}{3,})/gu, 'kamu'],
  [/(?<=(?<![\p{L}])(?:pergi|kirim|kasih|bawa|ambil|beli|telpon|cek)\s+)ko\s+(?=\p{Ll}{3,})/gu, ''],
  [/(?<=\p{L})\s+(?:mi|ji|kah)(?![\p{L}])(?!\s+(?:ayam|goreng|instan|rebus|kuah|bakso))/gu, ''],
  [/(?<=\p{L})\s*,?\s+di['’](?![\p{L}])/gu, ''],
];
// Medan speech ("kau antar", "nanti kutanya ompungku", "cemana", "kek tahun lalu"): you, I ask, how, like.
const MEDAN: Array<[RegExp, string]> = [
  [/(?<![\p{L}])kau(?![\p{L}])/giu, 'kamu'],
  [/(?<![\p{L}])cemana(?![\p{L}])/giu, 'gimana'],
  // Not "Kek Udin" (grandpa).
  [/(?<![\p{L}])kek(?=\s+\p{Ll})/gu, 'kayak'],
];
// Surabaya speech ("koen bawa ke servis ya", "Aku ae, Cak", "Yo wis", "kumpul sik"): you, only, yes then, first.
const SURABAYA: Array<[RegExp, string]> = [
  [/(?<![\p{L}])koen(?![\p{L}])/giu, 'kamu'],
  [/(?<![\p{L}])yo\s+wis(?![\p{L}])/giu, 'ya udah'],
  [/(?<![\p{L}])wis(?![\p{L}])/giu, 'udah'],
  [/(?<=\p{L}\s+)ae(?![\p{L}])/gu, 'aja'],
  [/(?<=\p{L}\s+)sik(?![\p{L}])/gu, 'dulu'],
];
// Minang speech ("Pulut biar ambo yang beli", "indak, ndak dikurangi", "mahal bana"): I, no, very.
const MINANG: Array<[RegExp, string]> = [
  [/(?<![\p{L}])ambo(?![\p{L}])/giu, 'saya'],
  [/(?<![\p{L}])(?:indak|ndak)(?![\p{L}])/giu, 'nggak'],
  [/(?<=\p{L}\s+)bana(?![\p{L}])/gu, 'banget'],
];
// Sundanese speech ("abdi mah nggak bisa", "mantep pisan"): I, very.
const SUNDANESE: Array<[RegExp, string]> = [
  [/(?<![\p{L}])abdi(?=\s+(?:mah|nggak|gak|ga|teu|bisa|mau|aja|sih)(?![\p{L}]))/giu, 'saya'],
  [/(?<=\p{L}\s+)pisan(?![\p{L}])/gu, 'banget'],
];
// Chat shorthand in typed notes ("yg beli", "udh punya akun", "sy kirim"): the words written out.
const SHORTHAND: Array<[RegExp, string]> = [
  [/(?<![\p{L}])yg(?![\p{L}])/giu, 'yang'],
  [/(?<![\p{L}])(?:udh|sdh)(?![\p{L}])/giu, 'udah'],
  [/(?<![\p{L}])blm(?![\p{L}])/giu, 'belum'],
  [/(?<![\p{L}])jg(?![\p{L}])/giu, 'juga'],
  [/(?<![\p{L}])(?:dgn|dg)(?![\p{L}])/giu, 'dengan'],
  [/(?<![\p{L}])utk(?![\p{L}])/giu, 'untuk'],
  [/(?<![\p{L}])bsk(?![\p{L}])/giu, 'besok'],
  [/(?<![\p{L}])tdk(?![\p{L}])/giu, 'tidak'],
];
/**
 * "kutanya", "kukabari", "kubikin": "aku tanya", "aku kabari", "aku bikin" (a listed verb after "ku-"); so is Surabaya's
 * "tak telpon", "tak kabari" (not "tak bisa", "tak perlu": "not").
 */
const iDoIt = (text: string) =>
  text.replace(/(?<![\p{L}])(?:[Tt]ak\s+|[Kk]u)(\p{Ll}{3,})(?![\p{L}])/gu, (whole, verb: string) =>
    isListedIdVerb(verb) ? `${/^\p{Lu}/u.test(whole) ? 'Aku' : 'aku'} ${verb}` : whole,
  );
const keepCase = (spoken: string, word: string) => (/^\p{Lu}/u.test(spoken) ? capitalize(word) : word);
const standardPronouns = (text: string) =>
  [...SHORTHAND, ...CASUAL_PRONOUNS, ...JAVANESE, ...SURABAYA, ...MAKASSAR, ...MEDAN, ...MINANG, ...SUNDANESE].reduce(
    (s, [re, word]) => s.replace(re, (m) => (word ? keepCase(m, word) : word)),
    text,
  );

/**
 * Speakers called by kinship or rank speak of themselves so: "biar tante aja yang urus suvenir" from Tante Rina is
 * "biar aku aja yang …".
 */
function selfByTitle(text: string, speaker: string | null): string {
  const title = speaker?.match(/^(tante|om|pak|bu|bapak|ibu|mas|mbak|kak|kakak|bang|abang)\s/i)?.[1];
  if (!title) return text;
  return text
    .replace(new RegExp(String.raw`(?<![\p{L}])(biar|nanti|sekalian)\s+${title}(?![\p{L}])`, 'giu'), '$1 aku')
    .replace(new RegExp(String.raw`^${title}\s+(aja|saja|sendiri)\s+yang(?![\p{L}])`, 'iu'), 'aku $1 yang');
}

export function sentencesOf(turns: Turn[], lang: SummaryLanguage): Sentence[] {
  const out: Sentence[] = [];
  turns.forEach((turn, t) => {
    for (const spoken of splitSentences(turn.text, lang)) {
      const text = lang === 'id' ? selfByTitle(iDoIt(standardPronouns(spoken)), turn.speaker) : spoken;
      out.push({
        index: out.length,
        turn: t,
        speaker: turn.speaker,
        text,
        wordCount: words(text).length,
        question: /\?["”’)]*$/.test(text) || QUESTION_START[lang].test(text) || !!QUESTION_END[lang]?.test(text),
      });
    }
  });
  return out;
}

const FILLER_ALWAYS = /^(?:eh+|em+|emm+|hmm+|anu|ah+|oh+|um+|uh+|ugh+|erm?)\b[,.!]*\s+/i;
const FILLER_WITH_COMMA: Record<SummaryLanguage, RegExp> = {
  id: /^(?:oke|ok|okay|ya|iya|yah|jadi|nah|baik|baiklah|terus|sip|siap|gini|begini|nah|betul|benar|oh ya|by the way)\s*[,.!]\s*/i,
  en: /^(?:okay|ok|so|well|alright|all right|right|yeah|yes|and|but|now|anyway|anyways|by the way|oh)\s*[,.!]\s*/i,
};

/** A sentence fit to be shown: leading fillers ("Eh, oke, jadi ...") removed, first letter capitalised. */
export function cleanSentence(text: string, lang: SummaryLanguage): string {
  let s = text.trim();
  for (let i = 0; i < 4; i++) {
    const next = s.replace(FILLER_ALWAYS, '').replace(FILLER_WITH_COMMA[lang], '');
    if (next === s) break;
    s = next;
  }
  return capitalize(s);
}

export const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
