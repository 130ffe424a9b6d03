import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { isIdVerb } from './action-rules.js';
import type { ActionContext } from './action-types.js';
import { HANDED_ON, leadingNounPhrase } from './handoff.js';
import type { Sentence } from './sentences.js';
import { words } from './tokens.js';

/**
 * What a thing handed on with only where it goes is ("Kirim ke grup", "Booking ke Pak Anton", "Deploy ke staging"):
 * the thing the sentences just before say was made ready, done to, asked after or needed — never merely the last
 * thing or person named ("Bendahara udah rekap semua iuran" — "kirim ke grup" sends no treasurer).
 */

export const THING_POINTED = /^\p{L}[\p{L}-]*?-?nya$/u;

// A thing any task can have ("a first draft", "drafnya"): of what, the topic says.
export const GENERIC_OBJECT: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?:draf|draft|rancangan|usulan|proposal|daftar|konsep)(?:-?nya)?(?=\s*(?:,|$))/iu,
  en: /\b(?:a|an|the)\s+(?:(?:first|rough|initial|quick|short)\s+)?(?:draft|version|proposal|plan|outline|list|quote|mock-?up)$/i,
};

// A verb of handing a thing on with only where it goes ("Booking ke Pak Anton", "Deploy ke staging"); not "titip ke
// Bu Tati uangnya", whose thing is said after the place, nor "antar sama Mas Dimas", with whom.
const HANDED_TO_ONLY = new RegExp(
  String.raw`^(${HANDED_ON})\s+((?:ke|kepada)\s+\p{L}[\p{L}-]*(?:\s+(?!\p{L}+-?nya\b)\p{L}[\p{L}-]*){0,2})$`,
  'iu',
);
// The same in a clause as said, particles and all ("bisa deploy ke staging kapan?", "kirim dulu ke grup").
export const HANDED_BARE = new RegExp(
  String.raw`(?<![\p{L}])(?:${HANDED_ON})(?:\s+(?:dulu|aja|dong|deh|ya|lagi|juga|nanti|besok|langsung))*\s+(?:ke|kepada)\s`,
  'iu',
);

// What a thing is said to be before it is handed on: done to ("udah dipesan", "udah saya rangkum"), ready ("udah
// jadi"), there ("katanya ada yang versi lengkap"), broken ("di pos ronda macet", "AC nya mati"); or its state asked
// ("… gimana?"), or it is needed ("butuh aset dari Tasya").
// Not a person or group doing something ("Bendahara udah rekap semua iuran", "Investor minta pitch deck").
const MADE_READY = (() => {
  const lead = String.raw`(?:(?:-?nya|katanya|juga|tuh|sih|kan|ini|itu|nih|kayaknya|tolong|mohon)[\s,]+)*`;
  // "di pos ronda macet", "buat Pak Harun udah terkumpul", "AC nya mati": where or whom it is for, or the part of it,
  // before what it is.
  const where = String.raw`(?:(?:di|buat|untuk|dari)\s+\p{L}+(?:\s+\p{L}+)?\s+)?(?:\p{L}+(?:\s+|-)?nya\s+)?`;
  const when = String.raw`(?:(?:udah|sudah|udh|sdh|belum|blm|masih|lagi|baru)\s+)?`;
  const state = [
    String.raw`di-?\p{L}{3,}|ter\p{L}{3,}|(?:saya|aku|gue|gua|kami|kita)\s+\p{L}+`,
    'jadi|siap|final|beres|selesai|kelar|lengkap|masuk|nyampe|sampai|sampe|datang|dateng',
    'rusak|mati|macet|habis|abis|hilang|ilang|error|bocor|tumpul|gimana|bagaimana',
    String.raw`(?:nggak|gak|ga|tidak)\s+bisa\s+(?:nyala|dipakai|dipake|dibuka|konek|connect)`,
    String.raw`ada(?=\s+yang\s+(\p{L}+))`,
  ].join('|');
  // "Stempel RT masih di rumah saya": somewhere, waiting to be brought.
  const kept = String.raw`(?:masih|udah|sudah|ada|masih\s+ada)\s+di(?=\s)`;
  return new RegExp(String.raw`^[\s,]*${lead}(?:${where}${when}(?:${state})|${kept})(?![\p{L}])`, 'iu');
})();
// "Tapi gue butuh aset dari Tasya" — "Nanti sore gue kirim ke lo": the thing needed, or asked to be made ("bisa
// bikinin banner promo?" — "Kamis aku kirim ke grup").
const WANTED =
  /(?<![\p{L}])(?:butuh|perlu|minta|nunggu|nungguin|menunggu|bikin|bikinin|buat|buatkan|siapkan|siapin|susun|tulis)\s+$/iu;
const STATE_ASKED = /(?<![\p{L}])(?:gimana|bagaimana)(?:\s+\p{L}+-?nya)?\s*(?:[?,.]|$)/iu;

/** "Kirim ke orang tua": handed on with only where it goes; its thing is only one said to be ready before it. */
export const handedToOnly = (task: string, lang: SummaryLanguage) => lang === 'id' && HANDED_TO_ONLY.test(task);

/**
 * The thing the sentences before say was made ready, done to, asked after or wanted, to be handed on: "Terus,
 * proposal bantuan lansia udah jadi" — "Siapa yang bisa antar ke kelurahan?". The nearest such of the noun phrase
 * each sentence starts with and the thing raised.
 */
export function thingMadeReady(
  at: number,
  sentences: Sentence[],
  ctx: ActionContext,
  raised: string | null = null,
): string | null {
  for (let i = at - 1, looked = 0; i >= 0 && looked < 3; i--) {
    const text = sentences[i]!.text;
    if (words(text).length <= 2) continue;
    looked++;
    const np = [leadingNounPhrase(text, ctx.lang), raised].find((x) => x && readyIn(text, x));
    if (np) return np;
  }
  return null;
}

/** Whether `text` says `thing` was made ready, done to, asked after or wanted (see MADE_READY). */
export function readyIn(text: string, thing: string): boolean {
  const from = text.toLowerCase().indexOf(thing.toLowerCase());
  if (from < 0) return false;
  const rest = text.slice(from + thing.length);
  const ready = rest.match(MADE_READY);
  // "Warga ada yang komplain": some of them doing something, not a thing there.
  if (ready && !(ready[1] && isIdVerb(ready[1].toLowerCase()))) return true;
  return STATE_ASKED.test(rest) || WANTED.test(text.slice(0, from));
}

/** A thing named plainly ("lab komputer"): a few words, no verb, nobody's name, not a thing pointing back. */
const plainThing = (thing: string, ctx: ActionContext) =>
  words(thing).length <= 4 &&
  !words(thing).some((w) => isIdVerb(w.toLowerCase())) &&
  !ctx.names.mentions(thing).length &&
  !THING_POINTED.test(thing.trim()) &&
  !GENERIC_OBJECT.id.test(thing.trim());

/**
 * "Lab komputer katanya ada yang versi lengkap. Tapi harus booking dulu ke Pak Anton": what is booked is the thing
 * just said to be there, put between the verb and where it goes; "update API payment gimana?" — "Bisa deploy ke
 * staging kapan?": the API payment, not its update.
 */
export function withThingHanded(task: string, ready: string | null, ctx: ActionContext): string {
  const m = ctx.lang === 'id' && ready ? task.match(HANDED_TO_ONLY) : null;
  if (!m || words(m[2]!).some((w) => isIdVerb(w.toLowerCase()))) return task;
  const thing = ready!.replace(/^(?:update|revisi|fix)\s+(?=\p{L}+\s+\p{L})/iu, '');
  const said = new Set(ctx.keys(m[2]!));
  if (!plainThing(thing, ctx) || ctx.keys(thing).some((k) => said.has(k))) return task;
  // The capital that started the sentence is not the thing's own ("Lab komputer"; "Google Form" keeps it).
  return `${m[1]} ${thing.replace(/^\p{Lu}(?=\p{Ll}+\s+\p{Ll})/u, (c) => c.toLowerCase())} ${m[2]}`;
}
