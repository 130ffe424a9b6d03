import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { isIdVerb } from './action-rules.js';
import type { ActionContext, Draft, Subject } from './action-types.js';
import { raisedTopicAt, raisedTopicBefore, saysAlready } from './raised-topics.js';
import { withoutClitic } from './topics.js';
import { asWrittenEn } from './word-order.js';
import { capitalize, type Sentence } from './sentences.js';
import { handedToOnly, plainThing, readyIn } from './handed-on.js';
import { stopwords, words } from './tokens.js';

/**
 * Minutes list a task under its agenda item, so a task the meeting said briefly still shows what it was about: "Graham,
 * could you chase the engineer?" under "Lastly, the boiler in the church hall." is "Chase the engineer (boiler in the
 * church hall)"; "pull together the program outcomes" under "Main thing today is the Hartwell Foundation interim
 * report" is "… (Hartwell Foundation interim report)". Only items the meeting announced one by one count ("Next item,
 * the raffle.", "Pertama soal katering."), for a few turns: a guessed topic, or where an agenda listed up front is
 * taken up, is too often wrong to name.
 */

const HEADING: Record<SummaryLanguage, RegExp> = {
  id: /^(?:(?:oke|ok|nah|baik|baiklah|jadi|terus|sip|iya|ya)[\s,]+)*(?:(?:yang\s+|agenda\s+|poin\s+|hal\s+)?(?:pertama|kedua|ketiga|keempat|terakhir)|selanjutnya|berikutnya|lanjut(?:\s+ke)?|masuk ke|next)[\s,:]+(?:(?:e+|em+)[\s,]+)?(?:(?:soal|masalah|terkait|tentang|mengenai|untuk)\s+)?(.+)$/iu,
  en: /^(?:(?:okay|ok|right|so|now|good|great|lovely|alright|all right)[\s,]+)*(?:(?:the\s+)?(?:first|second|third|next|last|final|main|another)\s+(?:item|thing|point|topic|slide)(?:\s+(?:today|on the agenda|tonight))?(?:\s+is)?|lastly|finally|moving on(?:\s+to)?|next up|next(?=\s*,))[\s,:]+(?:(?:about|on)\s+)?(.+)$/iu,
};

// Where the item's name ends: a relative clause, a time, a particle, a pronoun, a copula ("X is due …").
const NAME_END: Record<SummaryLanguage, RegExp> = {
  id: /^(?:yang|untuk|buat|karena|supaya|agar|kalau|tanggal|hari|minggu|bulan|besok|nanti|tadi|kemarin|sekarang|itu|ini|tersebut|kita|kami|saya|aku|kamu|dia|mereka|gimana|bagaimana|kapan|siapa|apa|ya|nih|sih|dong|deh|kan|tuh|dulu|aja|saja|juga|lagi|dan|sama|atau|tapi|pak|bu|mas|mbak|kak|bang)$/i,
  en: /^(?:is|are|was|were|be|which|that|who|where|on|at|by|due|for|with|this|these|those|it|we|you|they|i|he|she|today|tomorrow|tonight|next|last|again|and|but|so|please|now|then)$/i,
};
// A verb after the first words: the heading is a statement ("the coaches need the rosters"), not an item's name.
const STATEMENT: Record<SummaryLanguage, RegExp> = {
  id: /^(?:udah|sudah|masih|belum|tinggal|harus|perlu|mau|akan|bisa|ada|kurang|habis|naik|turun)$/i,
  en: /^(?:has|have|had|will|would|can|could|should|must|need|needs|want|wants|went|got|looks?)$/i,
};
// Running the meeting, not an item: "next slide", "next page".
const NOT_AN_ITEM = /^(?:slide|slides|page|halaman|one|satu|hal|poin|point|thing|item|topic|topik)$/i;
/** How long an item announced by a heading lasts, at most (turns): later tasks may be on something else. */
const REACH = 6;
/** How long it lasts after it is named again (turns): without a heading, the next item may have started. */
const REACH_AGAIN = 3;

/** The item's name from the words after its heading: a short noun phrase; null when it is none. */
function itemName(rest: string, lang: SummaryLanguage): string | null {
  const kept: string[] = [];
  let qualified = false;
  for (const w of rest
    .split(/[,;:!?]|\.(?!\d)/)[0]!
    .trim()
    .split(/\s+/)) {
    if (STATEMENT[lang].test(w)) return null;
    qualified = /^(?:for|of|with|untuk|buat)$/i.test(w);
    // "kas masjid laporannya kapan": the item is the cash book; what of it is asked next.
    // "audit internal dijadwalkan datang senin": the item is the audit; what is said of it follows.
    const passive = lang === 'id' && /^di\p{L}{4,}$/iu.test(w) && isIdVerb(w.slice(2));
    if (!w || NAME_END[lang].test(w) || (lang === 'id' && kept.length > 0 && (/^\p{L}{3,}nya$/iu.test(w) || passive)))
      break;
    kept.push(w);
  }
  while (kept.length && /^(?:the|a|an|of|in|di|ke|dari)$/i.test(kept[kept.length - 1]!)) kept.pop();
  if (!kept.length || kept.length > 6 || NOT_AN_ITEM.test(kept.join(' '))) return null;
  const first = kept[0]!.toLowerCase();
  if (lang === 'en' ? kept.length === 1 && first === 'the' : stopwords(lang).has(first)) return null;
  // "the book for May" cut to "book" names too little to label a task with.
  const named = kept.filter((w) => !/^(?:the|a|an)$/i.test(w));
  if (qualified && named.length === 1) return null;
  return kept.join(' ');
}

/**
 * The agenda items the meeting announced one by one, in order. A heading whose words are no item's name ("Next, we
 * need refs") still ends the item before it.
 */
export function subjectsOf(sentences: Sentence[], lang: SummaryLanguage): Subject[] {
  const out: Subject[] = [];
  for (const s of sentences) {
    const m = s.text.trim().match(HEADING[lang]);
    const on = out.at(-1);
    // "yang ketiga ada komplain dari pembeli …": the item is the complaint; "Terakhir, Tan, tolong …": no item, but
    // the one asked.
    const rest = m?.[1]!.replace(/^ada\s+/i, '').replace(VOCATIVE_FIRST, '');
    if (rest !== undefined) out.push({ start: s.index, turn: s.turn, text: itemName(rest, lang), named: [] });
    // "Fair, skip.": the item is dropped, and what follows is about something else.
    else if (on?.text && DROPPED[lang].test(s.text)) out.push({ start: s.index, turn: s.turn, text: null, named: [] });
    else if (on?.text && saysAlready(s.text, on.text, lang)) on.named.push(s.turn);
  }
  return out;
}

/**
 * Items announced one by one ("pertama soal promo ramadan", "kedua soal stok hijab", "terus yang ketiga …"), when
 * there are at least two: they decide the topics as an agenda announced up front does. An item whose heading names
 * nothing ("yang ketiga ada komplain …") is still one, titled from its words.
 */
export function itemsAnnounced(subjects: readonly Subject[]): Array<{ title: string; start: number }> | undefined {
  const items = subjects.filter((s, i) => s.text !== null || subjects[i - 1]?.text);
  if (items.filter((s) => s.text).length < 2) return undefined;
  // A meeting that talks of something else before its first item starts with that as a topic of its own.
  const before = items[0]!.start >= BEFORE_FIRST ? [{ title: '', start: 0 }] : [];
  const titled = items.map((s) => ({
    title: s.text ? capitalize(s.text.replace(/^(?:the|a|an)\s+/i, '')) : '',
    start: s.start,
  }));
  return [...before, ...titled];
}

/** Sentences before the first item announced that make a topic of their own. */
const BEFORE_FIRST = 8;
const VOCATIVE_FIRST = /^\p{L}+,\s+(?=(?:tolong|bisa|coba|kamu|lo|please|can|could|would)\b)/iu;

const DROPPED: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?:skip|nggak usah|gak usah|ga usah|tidak usah|tidak perlu|batal|ditunda)(?![\p{L}])/iu,
  en: /(?<![\p{L}])(?:skip it|let's not|drop it|not bother|park (?:it|that)|leave it for now)(?![\p{L}])/iu,
};

// The task already says what it is for or about.
const HAS_LINK: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?:untuk|buat|soal|tentang|terkait|mengenai)(?![\p{L}])/iu,
  en: /(?<![\p{L}])(?:for|about|regarding|on)(?![\p{L}])/iu,
};

/**
 * The task with the item it was given under, in brackets: the meeting said the task under that item, not that it is
 * for it ("Mbak Nisa, tolong fotokopi undangannya" under "laporan bulanan" may be for another thing). Only when the
 * task is short and does not name that item or say what it is for already.
 */
export function withSubject(task: string, at: Sentence, subjects: readonly Subject[], ctx: ActionContext): string {
  const subject = subjects.filter((s) => s.start <= at.index).at(-1);
  // The item lasts a few turns from its heading, or from where it was named again ("Kalender itu deadline-nya kapan?").
  const again = subject?.named.filter((t) => t <= at.turn).at(-1);
  const on = subject && (at.turn - subject.turn <= REACH || (again !== undefined && at.turn - again <= REACH_AGAIN));
  const name = on && subject.text ? subjectName(subject.text, ctx) : null;
  if (!name || words(task).length > 6 || HAS_LINK[ctx.lang].test(task) || !ctx.keys(name).length) return task;
  if (saysAlready(task, name)) return task;
  // "I'll have it submitted" under "the grant application …": "Submit the grant application", not "Submit it (…)".
  const written = ctx.lang === 'en' ? asWrittenEn(task) : task;
  if (ctx.lang === 'en' && /^(?!(?:do|take|handle|own|cover)\s)\p{L}+\s+it$/iu.test(written))
    return written.replace(/\s+it$/i, ` the ${name.replace(/^(?:the|a|an)\s+/i, '')}`);
  return inBrackets(task, name);
}

// "pertama soal penjor ee bli made gimana …": the item is the penjor, not the hesitation or the one asked about it.
function subjectName(text: string, ctx: ActionContext): string {
  const said = text.replace(/\s+(?:e+|eh|em+|uh+|um+)(?=\s|$)/giu, '');
  const last = ctx.names.mentions(said).at(-1);
  return last && last.start > 0 && !said.slice(last.end).trim() ? said.slice(0, last.start).trim() : said;
}

const inBrackets = (task: string, thing: string) =>
  `${task.replace(/[\s,.;:]+$/, '')} (${thing.replace(/^(?:the|a|an)\s+/i, '')})`;

// "dp nya belum dibayar": a thing raised as someone's or something's.
const OWNED = /(?<![\p{L}])\p{L}{2,}(?:-| )?nya(?![\p{L}])/u;

// A task that points back at its thing: "follow up ke vendornya", "reply to them", "get it printed". Not the -nya of
// a manner word ("katanya", "kayaknya"), nor a person ("him").
const POINTS_BACK: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?!(?:katanya|kayaknya|sepertinya|biasanya|sebenarnya|seharusnya|harusnya|akhirnya|rasanya|misalnya|makanya|sebelumnya|sesudahnya|setelahnya|selanjutnya|semuanya|lainnya|sisanya|tanya|punya|hanya|hasilnya|jawabannya|kabarnya)(?![\p{L}]))(?:\p{L}{3,}(?:-| )?|\p{L}{2}(?:-| ))nya(?![\p{L}])/iu,
  en: /(?<![\p{L}'’])(?:it|them|those)(?![\p{L}'’])/iu,
};

/**
 * A task that points back at a thing raised just before as open gets that thing in brackets: "terus kaos angkatan
 * gimana?" — "nanti aku follow up ke vendornya" is "Follow up ke vendornya (kaos angkatan)". Only a thing raised as
 * open or asked about counts (handoff.ts): the sentence before is too often something else.
 */
// A task with no thing after its verb: "Pesen ke percetakan", "Tanyakan langsung ke beliau", "Fotoin ulang".
const NO_OBJECT: Record<SummaryLanguage, RegExp> = {
  id: /^\p{L}+(?:\s+(?:langsung|ulang|lagi|aja|saja|dulu|sekarang|nanti|segera))*(?:\s+(?:ke|di|dari|sama|dengan)\s+[^,;]+)?$/iu,
  en: /^\p{L}+(?:\s+(?:again|back|up|out|in))?(?:\s+(?:to|at|with|from|in)\s+[^,;]+)?$/iu,
};

// "kirim opsi pengganti ke sasha": a replacement stands in for the thing just raised.
const IN_PLACE_OF: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?:pengganti|alternatif|cadangan)(?:nya)?(?![\p{L}])/iu,
  en: /(?<![\p{L}])(?:replacements?|alternatives?|substitutes?|backups?)(?![\p{L}])/iu,
};

const TAKING_ON: Record<SummaryLanguage, RegExp> = {
  en: /^(?:(?:okay|ok|well|look)[\s,]+)?(?:leave it with me|i'll take (?:it|that)(?: on)?|i can take (?:it|that)(?: on)?)\b/i,
  id: /^(?:(?:oke|ya udah|yaudah)[\s,]+)?(?:biar (?:aku|saya|gue) (?:aja|saja)|serahin ke (?:aku|saya|gue))\b/i,
};

// "the freezer in room two ten is getting defrosted … so everyone please move your samples out": out of it.
const WORKED_ON =
  /(?:^|\s)(the\s+\p{L}+(?:\s+\p{L}+){0,5}?)\s+(?:is|are)\s+(?:getting|being|going to be)\s+\p{L}+(?:ed|en)(?![\p{L}])/iu;

const workedOnBefore = (at: number, sentences: Sentence[]) =>
  sentences
    .slice(Math.max(0, at - 2), at + 1)
    .map((s) => s.text.match(WORKED_ON)?.[1])
    .findLast(Boolean) ?? null;

export function withThingPointedTo(task: string, at: number, sentences: Sentence[], ctx: ActionContext): string {
  if (task.includes('(')) return task;
  // "Datang, bawa layout yang terbaru": the first step has no thing; it goes with that step.
  const [first, ...next] = task.split(/(?=[,;]\s)/);
  // "Kirim ke orang tua, sekarang": handed on, its thing is one made ready (`handed-on.ts`), not any raised.
  if (next.length && handedToOnly(first!, ctx.lang)) return task;
  if (next.length && NO_OBJECT[ctx.lang].test(first!)) {
    const raised = raisedTopicBefore(at, sentences, ctx.lang, ctx.names, 3, false);
    // The capital a sentence starts with is not the thing's own ("Tepung tinggal sedikit.").
    const done = raised
      ? withThing(
          first!,
          raised.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()),
          ctx,
        )
      : first!;
    return `${done}${next.join('')}`;
  }
  const pointing =
    POINTS_BACK[ctx.lang].test(task) || NO_OBJECT[ctx.lang].test(task) || IN_PLACE_OF[ctx.lang].test(task);
  const outOf = ctx.lang === 'en' && /\s(?:out|off)$/i.test(task) ? workedOnBefore(at, sentences) : null;
  if (outOf) return withThing(task, outOf, ctx);
  // Any other short task takes a thing raised only right before it ("konten TikTok minggu ini belum ada yang
  // posting nih. tolong Rara bikin tiga video review produk").
  if (!pointing && (words(task).length > 6 || task.includes(','))) return task;
  // "We also need storyboards …" — "Elena, any chance?" — "I'm buried …" — "Leave it with me. I'll have rough boards
  // by Monday.": taking it on reaches back to the need, past the one who said no.
  const turn = sentences[at]!.turn;
  const takingOn = sentences
    .slice(Math.max(0, at - 3), at)
    .some((x) => x.turn === turn && TAKING_ON[ctx.lang].test(x.text));
  const reach = takingOn ? 5 : pointing ? 3 : 2;
  const raised = raisedTopicAt(at, sentences, ctx.lang, ctx.names, reach, !pointing && !takingOn);
  if (!raised) return task;
  // "Anak-anak kelas enam banyak yang belum bayar" — "kirim ke orang tua": handed on, only a thing made ready.
  const handed = handedToOnly(task, ctx.lang);
  if (handed && !(readyIn(sentences[raised.at]!.text, raised.topic, task) && plainThing(raised.topic, ctx)))
    return task;
  // "oki gimana transport buat keluarga dari bandung" … "dp nya belum dibayar" … "bayar dp nya besok": the task's
  // own thing was raised as part of ("-nya") the thing asked about before it.
  const own = (w: string) => w.toLowerCase() === raised.topic.toLowerCase();
  const part = (saysAlready(task, raised.topic) || words(task).some(own)) && OWNED.test(sentences[raised.at]!.text);
  const whole = part ? raisedTopicBefore(raised.at, sentences, ctx.lang, ctx.names, 3) : null;
  return withThing(task, whole ?? raised.topic, ctx);
}

/** "hadiahnya belum dibeli pak nanti kami belanja ke pasar": a task with no thing, said after the thing was raised. */
export function withThingRaisedBefore(task: string, raised: string, earlier: string | null, ctx: ActionContext) {
  if (task.includes('(') || !NO_OBJECT[ctx.lang].test(task)) return task;
  // "hadiahnya" after "untuk lomba anak anak … bagaimana persiapannya": the prizes of that.
  const of = ctx.lang === 'id' && earlier && /^\p{L}{3,}nya$/iu.test(raised) && !saysAlready(raised, earlier);
  return withThing(task, of ? `${withoutClitic(raised)} ${earlier}` : raised, ctx);
}

const FOR_WHOM = /^\p{L}+\s+(?:buat|untuk|for)\s+\p{L}+(?:\s+\p{L}+){0,3}$/iu;

function withThing(task: string, raised: string, ctx: ActionContext): string {
  const said = raised.split(/\s+/).map(withoutClitic).join(' ');
  // "transport buat keluarga dari bandung": a thing and whom it is for, said as one.
  const name = itemName(said, ctx.lang) ?? (FOR_WHOM.test(said) ? said : null);
  if (!name || !ctx.keys(name).length || ctx.names.mentions(name).length) return task;
  // "Foto ulang" of "foto produk di Shopee": the verb is the thing's first word; the rest says which.
  const [head, ...rest] = name.split(/\s+/);
  const verb = task.split(/\s+/)[0]!.toLowerCase();
  if (verb === head!.toLowerCase() && rest.length && !saysAlready(task, rest.join(' '), ctx.lang))
    return inBrackets(task, rest.join(' '));
  // "bendera dan umbul umbul …" raised, "Carikan umbul umbul" said: the task names its part of it.
  if (saysAlready(task, name) || saysAlready(task, raised, ctx.lang)) return task;
  // "Tinggal SHU per anggota yang belum dihitung" — "Jumat ini saya usahakan selesai": finishing that thing.
  if (ctx.lang === 'id' && FINISH_ALONE.test(task.trim())) return `Selesaikan ${name}`;
  // "Pinjam dari SD sebelah" after "mic wireless kita cuma dua": the thing goes after the verb, as written.
  const where = ctx.lang === 'id' ? task.match(VERB_THEN_WHERE) : null;
  if (where) return `${where[1]} ${name.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())} ${where[2]}`;
  // "call the landlord about it" after "the office wifi keeps dropping": about the wifi.
  const about = ctx.lang === 'en' && /(?<![\p{L}])about (?:it|that|them)$/iu.test(task);
  return about ? task.replace(/(?:it|that|them)$/iu, `the ${name.replace(/^the\s+/i, '')}`) : inBrackets(task, name);
}

const FINISH_ALONE = /^(?:selesaikan|kelarin|beresin|rampungkan|usahakan selesai|usahain selesai)$/iu;
const VERB_THEN_WHERE = /^(\p{L}+)\s+((?:ke|dari|di)\s+[^,;()]+)$/u;

// "Nah buat Lebaran, Kevin lo bikin brief-nya ya", "For the refreshments, Tom, could you …": what the task is for,
// said before the person is named.
const FRONTED_PURPOSE: Record<SummaryLanguage, RegExp> = {
  id: /^(?:(?:nah|oke|ok|terus|jadi|dan)[\s,]+)*(?:buat|untuk)\s+(\p{L}[\p{L}\p{N}-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}-]*){0,2}),\s*$/iu,
  en: /^(?:(?:so|and|now|okay|ok|right)[\s,]+)*for\s+((?:the\s+)?\p{L}[\p{L}\p{N}-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}-]*){0,2}),\s*$/iu,
};

/** What the task is for, when that was said before the person asked in `clause` ("Bikin brief-nya untuk Lebaran"). */
export function withFrontedPurpose(draft: Draft, clause: string, ctx: ActionContext): void {
  const named = ctx.names.mentions(clause)[0];
  if (!named) return;
  const before = clause.slice(0, named.start).replace(/(?:pak|bu|mas|mbak|kak|bang)\s*$/i, '');
  // "Terus konsumsi panitia, Mbak Sari tolong urus ya, …": the subject put first is what the verb, said without a
  // thing, is done to.
  const subject = before.match(/^(?:(?:oke|ok|terus|nah|lalu)\s+)+(\p{L}+(?:\s+\p{L}+){0,3})\s*,\s*$/iu)?.[1];
  const verb = draft.task.match(/^\p{L}+(?=\s*(?:[,;]|$)|\s+(?:ke|di|dari|sama)\s)/u)?.[0].toLowerCase();
  const lone = subject && verb && isIdVerb(verb);
  const task = lone
    ? draft.task.replace(/^\p{L}+/u, (verb) => `${verb} ${subject.toLowerCase()}`)
    : forPurpose(draft.task, before, ctx);
  if (task !== draft.task) Object.assign(draft, { task, keys: ctx.keys(task) });
}

function forPurpose(task: string, before: string, ctx: ActionContext): string {
  const m = before.match(FRONTED_PURPOSE[ctx.lang]);
  const purpose = m?.[1];
  if (!purpose || HAS_LINK[ctx.lang].test(task) || !ctx.keys(purpose).length) return task;
  if (saysAlready(task, purpose)) return task;
  // Before what follows a comma ("bikin brief-nya, kirim ke Raka"): it is what the first step is for.
  const [first, ...rest] = task.split(/(?=[,;]\s)/);
  return `${first!.replace(/[\s.]+$/, '')} ${ctx.lang === 'id' ? 'untuk' : 'for'} ${purpose}${rest.join('')}`;
}
