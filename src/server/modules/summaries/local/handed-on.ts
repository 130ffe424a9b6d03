import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { isIdVerb, isListedIdVerb } from './action-rules.js';
import type { ActionContext } from './action-types.js';
import { HANDED_ON, leadingNounPhrase } from './handoff.js';
import type { Sentence } from './sentences.js';
import { words } from './tokens.js';
import { withoutClitic } from './topics.js';

/**
 * What a thing handed on with only where it goes is ("Kirim ke grup", "Booking ke Pak Anton", "Deploy ke staging"):
 * the thing the sentences just before say was made ready, done to, asked after or needed — never merely the last
 * thing or person named ("Bendahara udah rekap semua iuran" — "kirim ke grup" sends no treasurer).
 */

// "Review-nya", "draftnya": one word pointing back to a thing named before.
export const THING_POINTED = /^\p{L}[\p{L}-]*?-?nya$/u;

// A thing any task can have ("a first draft", "drafnya"): of what, the topic says.
export const GENERIC_OBJECT: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?:draf|draft|rancangan|usulan|proposal|daftar|konsep)(?:-?nya)?(?=\s*(?:,|$))/iu,
  en: /\b(?:a|an|the)\s+(?:(?:first|rough|initial|quick|short)\s+)?(?:draft|version|proposal|plan|outline|list|quote|mock-?up)$/i,
};

// A verb of handing a thing on with only where it goes ("Booking ke Pak Anton", "Deploy ke staging"); not "titip ke
// Bu Tati uangnya", whose thing is said after the place, nor "antar sama Mas Dimas", with whom.
const HANDED_TO_ONLY = new RegExp(
  String.raw`^(${HANDED_ON})\s+((?:ke|kepada)\s+\p{L}[\p{L}-]*(?:\s+(?!\p{L}+-?nya\b)\p{L}[\p{L}-]*){0,2})(?=\s*(?:,|$))`,
  'iu',
);
// Carried, not sent: only these take a broken thing ("printer … macet" — "bawa ke servis").
const CARRIED = /(?<![\p{L}])(?:bawa|bawain|bawakan|antar|antarin|antarkan|anter|anterin)(?![\p{L}])/iu;
// The same in a clause as said, particles and all ("bisa deploy ke staging kapan?", "kirim dulu ke grup").
export const HANDED_BARE = new RegExp(
  String.raw`(?<![\p{L}])(?:${HANDED_ON})(?:\s+(?:dulu|aja|dong|deh|ya|lagi|juga|nanti|besok|langsung))*\s+(?:ke|kepada)\s`,
  'iu',
);

// What a thing is said to be before it is handed on: done to ("udah dipesan", "udah saya rangkum"), ready ("udah
// jadi"), there ("katanya ada yang versi lengkap", "masih di rumah saya"), its state asked ("… gimana?"); or, below,
// needed ("butuh aset dari Tasya") or broken (for a thing carried to be mended).
// Not a person or group doing something ("Bendahara udah rekap semua iuran", "Investor minta pitch deck").
const MADE_READY = (() => {
  const lead = String.raw`(?:(?:-?nya|katanya|juga|tuh|sih|kan|ini|itu|nih|kayaknya|tolong|mohon)[\s,]+)*`;
  // "yang besar", "buat Pak Harun udah terkumpul", "kertasnya nyangkut": which one, where or whom it is for, or the
  // part of it, before what it is.
  const where = String.raw`(?:(?:yang|yg)\s+\p{L}+\s+)?(?:(?:di|buat|untuk|dari)\s+\p{L}+(?:\s+\p{L}+)?\s+)?(?:\p{L}+(?:\s+|-)?nya\s+)?`;
  const when = String.raw`(?:(?:udah|sudah|udh|sdh|belum|blm|masih|lagi|baru)\s+)?`;
  // Passive "di-"/"ter-" verbs, not "dikit", "disini", "terlalu", "terus".
  const done = String.raw`di(?!(?:kit|sini|sana|situ|mana)\b)-?\p{L}{3,}|ter(?!(?:lalu|us|serah|masuk|gantung|akhir|tentu|nyata)\b)\p{L}{3,}`;
  const state = [
    String.raw`${done}|(?:saya|aku|gue|gua|kami|kita)\s+\p{L}+`,
    'jadi|siap|final|beres|selesai|kelar|lengkap|lolos|masuk|nyampe|sampai|sampe|datang|dateng|gimana|bagaimana',
    String.raw`ada(?=\s+yang\s+(\p{L}+))`,
  ].join('|');
  // "Stempel RT masih di rumah saya": somewhere, waiting to be brought.
  const kept = String.raw`(?:masih|udah|sudah|ada|masih\s+ada)\s+di(?=\s)`;
  return new RegExp(String.raw`^[\s,]*${lead}(?:${where}${when}(?:${state})|${kept})(?![\p{L}])`, 'iu');
})();
// Broken, for a thing carried to be mended ("AC nya mati", "nggak bisa nyala"); "habis" or "hilang" is nothing to bring.
const BROKEN = new RegExp(
  String.raw`^[\s,]*(?:(?:-?nya|kan|tuh|itu|ini)[\s,]+)*(?:di\s+\p{L}+(?:\s+\p{L}+)?\s+)?(?:\p{L}+(?:\s+|-)?nya\s+)?(?:(?:udah|sudah|lagi|masih)\s+)?(?:rusak|mati|macet|error|bocor|tumpul|(?:nggak|gak|ga|tidak)\s+bisa\s+(?:nyala|dipakai|dipake|dibuka|konek|connect))(?![\p{L}])`,
  'iu',
);
// Who or where, not what: people, places and gatherings are not handed on ("Panitia qurban udah siap semua",
// "Balai warga udah dibersihin", "Pengajian akbar udah selesai").
const NOT_A_THING =
  /^(?:panitia|tukang|warga|ibu-ibu|bapak-bapak|anak-anak|peserta|tamu|pengurus|anggota|klien|investor|bendahara|ketua|sekretaris|user|customer|pelanggan|pembeli|murid|siswa|guru|wali|orang|tim|vendor|teknisi|kurir|driver|satpam|keluarga|balai|aula|gedung|masjid|musholla|mushola|gereja|lapangan|kantor|ruang|ruangan|rumah|jalan|gang|gudang|halaman|atap|taman|sekolah|kelas|pengajian|acara|rapat|lomba|arisan|pertemuan|kegiatan|latihan|turnamen|kerja)$/i;
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
  task: string,
  at: number,
  sentences: Sentence[],
  ctx: ActionContext,
  raised: string | null = null,
): string | null {
  for (let i = at - 1, looked = 0; i >= 0 && looked < 3; i--) {
    const text = sentences[i]!.text;
    if (words(text).length <= 2) continue;
    looked++;
    const np = [leadingNounPhrase(text, ctx.lang), raised].find((x) => x && readyIn(text, x, task));
    // The nearest thing made ready is the one meant, even when it cannot be written in ("Stempel RT").
    if (np) return plainThing(np, ctx) ? np : null;
  }
  return null;
}

/**
 * Whether `text` says `thing` was made ready, done to, asked after or wanted (see MADE_READY); for `task` that
 * carries it somewhere, broken too.
 */
export function readyIn(text: string, thing: string, task: string): boolean {
  const from = text.toLowerCase().indexOf(thing.toLowerCase());
  if (from < 0) return false;
  const rest = text.slice(from + thing.length);
  if (CARRIED.test(task) && BROKEN.test(rest)) return true;
  const ready = rest.match(MADE_READY);
  // "Warga ada yang komplain": some of them doing something, not a thing there.
  if (ready && !(ready[1] && isIdVerb(ready[1].toLowerCase()))) return true;
  return STATE_ASKED.test(rest) || WANTED.test(text.slice(0, from));
}

/**
 * The thing as a task writes it: "undangannya" → "undangan", "update API payment" → "API payment", "uang hasil jualan
 * hari Minggu" → "uang hasil jualan".
 */
const asThing = (said: string) =>
  said
    .replace(
      /\s+(?:hari(?:\s+\p{L}+)?|kemarin|kemaren|tadi(?:\s+\p{L}+)?|(?:minggu|bulan)(?:\s+(?:ini|lalu|kemarin|depan))?|tahun\s+(?:ini|lalu|depan))$/iu,
      '',
    )
    .replace(/\p{L}+$/u, withoutClitic)
    .replace(/^(?:update|revisi|fix)\s+(?=\p{L}+\s+\p{L})/iu, '');

/**
 * A thing named plainly ("lab komputer", "data absensi"): a few words, no verb after the first (a clause, "klien
 * apotek complain"), not a verb alone, no person, place or gathering, nobody's name.
 */
export const plainThing = (said: string, ctx: ActionContext) => {
  const thing = asThing(said);
  const [first = '', ...rest] = words(thing);
  return (
    words(thing).length <= 4 &&
    !(rest.length ? rest : [first]).some((w) => isIdVerb(w.toLowerCase())) &&
    !NOT_A_THING.test(first) &&
    !ctx.names.mentions(thing).length &&
    !GENERIC_OBJECT.id.test(thing.trim())
  );
};

/**
 * "Lab komputer katanya ada yang versi lengkap. Tapi harus booking dulu ke Pak Anton": what is booked is the thing
 * just said to be there, put between the verb and where it goes; "update API payment gimana?" — "Bisa deploy ke
 * staging kapan?": the API payment, not its update.
 */
export function withThingHanded(task: string, ready: string | null, ctx: ActionContext): string {
  const m = ctx.lang === 'id' && ready ? task.match(HANDED_TO_ONLY) : null;
  if (!m || words(m[2]!).some((w) => isListedIdVerb(w))) return task;
  const named = asThing(ready!);
  // "brosur klinik gigi" — "anter ke kliniknya": the brochures, where they go said once.
  const said = new Set(words(m[2]!).map((w) => withoutClitic(w.toLowerCase())));
  const parts = named.split(/\s+/);
  const where = parts.findIndex((w) => said.has(withoutClitic(w.toLowerCase())));
  const thing = parts.slice(0, where < 0 ? parts.length : where).join(' ');
  if (!ctx.keys(thing).length || !plainThing(thing, ctx)) return task;
  // The capital that started the sentence is not the thing's own ("Lab komputer"; "Google Form" keeps it).
  const written = thing.replace(/^\p{Lu}(?=\p{Ll}+(?:\s+\p{Ll}|$))/u, (c) => c.toLowerCase());
  return `${m[1]} ${written} ${m[2]}${task.slice(m[0].length)}`;
}
