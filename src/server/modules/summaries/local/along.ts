import { commandForm, isIdVerb, passiveCommand } from './action-rules.js';
import type { ActionContext, Draft } from './action-types.js';
import { cleanTask } from './action-text.js';
import { merge } from './dedupe.js';
import type { Sentence } from './sentences.js';
import { standardCommand } from './spoken-verbs.js';
import { escapeRegExp } from './tokens.js';
import { withoutClitic } from './topics.js';

/**
 * "Bisa, Bu. Sekalian mentega nggak?" — "Iya, mentega dua dus.": the one who just took a task offers to do more
 * while at it, and the one who gave it says yes. The minutes write the two as one task ("Ambil tepung dan mentega
 * ke grosir", "Antar brosur ke klinik gigi; tagih pelunasannya"), as the meeting agreed it.
 */

const TITLE = '(?:pak|bu|mas|mbak|kak|bang|dek|om|tante|bos|ko|ci|teh|kang|daeng)';
// The offer is the whole sentence and a question, maybe after the yes to the task: "Sekalian kampas rem juga
// nggak?", "Bisa, sekalian mentega nggak, Bu?", "Sekalian nagih pelunasannya?".
const OFFER = new RegExp(
  String.raw`^(?:(?:oh|eh|terus|trus|bisa|siap|oke|ok|iya|ya|boleh|${TITLE})[\s,]+)*sekalian\s+(.{3,60}?)(?:[\s,]+(?:juga|ya|nggak|gak|ga|enggak|nih|kah|${TITLE}))*\s*\?$`,
  'iu',
);
// A plain yes, not "iya, nggak usah", "ya... coba cek dulu" or "boleh deh, kalau sempat".
const YES =
  /^(?:iya|ya|yes|boleh|oke|ok|sip|betul|bener|benar|siap|sekalian|bagus|mantap|nggih|muhun|mangga|monggo)(?![\p{L}])(?!\s*(?:\.{2,}|…))/iu;
// A yes that puts it off, leaves it to someone else or says it is not needed ("ya ampun gausah", "Mbak Nana aja").
const BUT_NO = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:nggak|ngga|gak|ga|enggak|tidak|tak)\s*(?:usah|perlu)|gausah|jangan|(?:nanti|ntar|entar|besok) aja|lain kali|minggu depan|ya ampun|tapi|kalau sempat|kalo sempat|kayaknya|masih ada|dulu|atau|${TITLE}\s+\p{L}+\s+aja|aja yang)(?![\p{L}])`,
  'iu',
);
// Words that make the offer no thing to carry along: people and company, a time, a state, a courtesy, an outing, a
// question of its own, "all of it".
const NOT_A_THING = new RegExp(
  String.raw`^(?:${[
    'saya|aku|gue|gua|kita|kami|dia|mereka|kamu|lo|lu|sama|bareng|ama|dengan|atas|kepada|karena|untuk|buat',
    'besok|lusa|nanti|hari|minggu|bulan|tanggal|jam|pas|waktu|abis|habis|sebelum|sesudah|setelah|pagi|siang|sore|malam|malem|senin|selasa|rabu|kamis|jumat|sabtu',
    'lunas|beres|selesai|lengkap|semua|keduanya|dua-dua|doa|salam|maaf|pamit|izin|permisi|makasih|terima|tolong',
    'makan|minum|ngopi|ngeteh|nongkrong|istirahat|sholat|salat|pulang|berangkat|lewat|mampir|jalan|balik',
    'apa|siapa|gimana|bagaimana|kapan|ke|di|dari|aja|saja|dulu|sekarang|itu|ini|ya|yah|jangan|nggak|gak|ga|enggak|tidak',
    'biar|supaya|deh|dong|sih|nih|kok|kan|lagi|udah|sudah|belum|yang',
    // A title alone is the one spoken to; a gathering is when, not what; a receipt or the news is asked, not fetched.
    `${TITLE.slice(3, -1)}|jeng|dik|bli|mbok|rapat|kerja|bakti|pengajian|arisan|ronda|acara|pertemuan|posyandu|jumatan`,
    'nota|struk|kuitansi|kwitansi|bon|bukti|kembalian|info|informasi|bantuan|perhatian',
    // How much is said with the thing, not instead of it ("Sekalian satu dus?").
    String.raw`\d+|satu|dua|tiga|empat|lima|enam|tujuh|delapan|sembilan|sepuluh|se(?:dus|kilo|lusin|pak|karung|botol|kotak)`,
  ].join('|')})$`,
  'i',
);

/** The offer's thing as a task writes it: "lem pipanya" → "lem pipa", "kampas rem juga" → "kampas rem". */
function thingOf(said: string): string | null {
  const words = said
    .replace(/[,.;!?]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((w) => withoutClitic(w));
  // "laptopnya dibawa", "Bu Lina dikabari": a thing with what is done to it is a step, not a thing.
  const done = (w: string) => passiveCommand(w) !== null;
  // "ngopi", "nyicil": a spoken verb, even one not known, is no thing.
  const spoken = (w: string) => /^(?:ng|ny|n[aeiou])\p{L}{2}/iu.test(w) && !commandOf(w);
  const not = (w: string) => NOT_A_THING.test(w.replace(/-?nya$/i, '')) || done(w) || spoken(w);
  if (!words.length || words.length > 5 || words.some(not)) return null;
  return words.join(' ');
}

/** "nagih" → "tagih", "ngecek" → "cek", "kirim" → "kirim": the command a spoken verb asks for; null for a noun. */
function commandOf(word: string): string | null {
  const w = word.toLowerCase();
  return standardCommand(w) ?? (isIdVerb(w) ? w : null) ?? (/^n(?:g|y)?[aeiou]/.test(w) ? commandForm(`me${w}`) : null);
}

// The end of a task's thing: where it goes, whom for, a comma or an aside.
const THING_END = /\s+(?=(?:ke|di|dari|untuk|buat|lewat|pakai|pake|via|sama)\s)|\s*(?=[,;(])/iu;

/** "Ambil tepung ke grosir" and "mentega" → "Ambil tepung dan mentega ke grosir". */
export function withThingAlong(task: string, thing: string): string {
  const end = task.slice(1).search(THING_END);
  const at = end < 0 ? task.length : end + 1;
  if (task.slice(0, at).toLowerCase().includes(thing.toLowerCase())) return task;
  return `${task.slice(0, at)} dan ${thing}${task.slice(at)}`;
}

/**
 * "Sekalian X?" from the one who just took the task (by label, or the next segment when speech has none), and a
 * plain yes in the next turn: X is part of the task. A thing goes in with the task's thing ("Order oli dan kampas rem
 * ke sales"); a step of its own goes after it ("…; tagih pelunasannya"). The request and the answer that took it may
 * be two drafts of the one task until they are merged: both get it.
 */
export function alongOffered(s: Sentence, drafts: Draft[], sentences: Sentence[], ctx: ActionContext): boolean {
  const last = drafts.at(-1);
  if (ctx.lang !== 'id' || !last?.assignee) return false;
  const offer = s.text.trim().match(OFFER);
  if (!offer) return false;
  // "Sekalian lilin? Atau Mbak Nana yang beli?": offered as one way of two.
  const next = sentences[s.index + 1];
  if (next?.turn === s.turn && /^atau(?![\p{L}])/iu.test(next.text.trim())) return false;
  const took = last.answered ?? last;
  if ((s.speaker && s.speaker !== last.assignee) || s.turn - took.turn > 1) return false;
  // "Sekalian kampas rem juga nggak? Yang buat Beat tinggal tiga." — "Iya, sekalian.": the yes opens the next turn.
  const reply = sentences.slice(s.index + 1, s.index + 3).find((r) => r.turn !== s.turn);
  if (!reply || reply.turn !== s.turn + 1 || !YES.test(reply.text.trim()) || BUT_NO.test(reply.text)) return false;
  // The yes is the one who gave the task's, not a third person's.
  const giver = last.how === 'request' ? sentences[last.sentence]?.speaker : null;
  if (giver && reply.speaker && reply.speaker !== giver) return false;
  const said = offer[1]!.trim();
  const [first, ...rest] = said.split(/\s+/);
  const verb = commandOf(first!);
  const step = verb && cleanTask(`${verb} ${rest.join(' ')}`.trim(), null, ctx.lang);
  if (step && ctx.keys(step).length < 2) return false;
  const thing = step ? null : thingOf(said);
  if (!step && !thing) return false;
  // "Iya, mentega dua dus.": the yes may say how much.
  const more = reply.text
    .trim()
    .replace(/^\p{L}+[\s,]+/u, '')
    .match(/^[^,.;!?]+/u)?.[0];
  const fuller = thing && more && HOW_MUCH(thing).test(more) ? more.replace(/^(\S+?)-?nya(?=\s)/iu, '$1') : thing;
  for (const d of drafts.filter((x) => x.assignee === last.assignee && s.turn - x.turn <= 2)) {
    if (step) d.task = merge(d.task, step);
    // The task's own thing may only be filled in once the meeting is read ("Order ke sales" after "stok oli …").
    else d.along = fuller!;
    d.keys = [...d.keys, ...ctx.keys(step || fuller!)];
  }
  return true;
}

// "mentega dua dus", "telur 2 kilo": the thing again, with how much.
const HOW_MUCH = (thing: string) =>
  new RegExp(
    String.raw`^${escapeRegExp(thing)}(?:-?nya)?\s+(?:\d+|satu|dua|tiga|empat|lima|enam|tujuh|delapan|sembilan|sepuluh|se\p{L}+)(?:\s+\p{L}+)?$`,
    'iu',
  );

// "… makasih mas sekalian lem pipanya ya": more of it, asked at the end of the turn after the task was taken; only
// after thanks, a yes or the one spoken to ("bapak ibu sekalian", "bayarnya sekalian dua-duanya" are not).
const ASKED = new RegExp(
  String.raw`(?:^|(?<![\p{L}])(?:makasih|terima kasih|oke|ok|sip|iya|ya|${TITLE}(?:\s+\p{L}+)?)[\s,]+)sekalian\s+((?:[\p{L}\p{N}-]+\s+){0,3}?[\p{L}\p{N}-]+)(?:[\s,]+(?:juga|ya|yah|dong|${TITLE}))*\s*[.!]?$`,
  'iu',
);

/**
 * "ya udah saya aja pak besok pagi saya ke toko" — "oh mas bayu yang beli oke makasih mas sekalian lem pipanya ya":
 * the one who gave the task asks, a turn after it was taken, for a thing to go with it ("Beli pipa dan lem pipa").
 * A step asked that way is another matter (alsoAdds, alsoAsked).
 */
export function alongAsked(s: Sentence, drafts: Draft[], ctx: ActionContext): void {
  const last = drafts.at(-1);
  const asked = ctx.lang === 'id' && !s.question ? s.text.trim().match(ASKED) : null;
  // "… aku foto nya jumat aja ya sekalian nunggu lampu nya dateng": what the speaker does, not more asked.
  if (!last || !asked || /(?<![\p{L}])(?:saya|aku|gue|gua)(?![\p{L}])/iu.test(s.text)) return;
  if (asked[1]!.split(/\s+/).some((w) => commandOf(w) || /^(?:ng|ny|n[aeiou]|me)\p{L}{3}/iu.test(w))) return;
  const taken = last.own ? last.turn : last.answered?.turn;
  if (taken !== s.turn - 1 || (s.speaker && s.speaker === last.assignee)) return;
  const thing = thingOf(asked[1]!);
  if (!thing) return;
  last.along = thing;
  last.keys = [...last.keys, ...ctx.keys(thing)];
}
