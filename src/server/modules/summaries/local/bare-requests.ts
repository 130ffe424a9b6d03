import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { EN_IMPERATIVES, isIdVerb } from './action-rules.js';
import { cleanTask, mainClause } from './action-text.js';
import type { ActionContext, Draft, Turn } from './action-types.js';
import { findDeadline } from './deadlines.js';
import { leadingNounPhrase, taskFromObligation } from './handoff.js';
import type { Sentence } from './sentences.js';
import { forWhatWasNeeded } from './takers.js';
import { words } from './tokens.js';

/**
 * A request that says only who (and maybe when), the task being the sentence before: "Sekarang rak depan berantakan,
 * harus dirapiin. Ratna sama Ujang ya, paling telat Rabu.", "tapi test food dulu" — "mas bayu sama mbak tika bisa
 * nggak minggu depan", "Someone needs to draft the recruitment email. Deb, … Would you?".
 */

// What may stand in the request besides the names and the day: particles and the bare asking words.
const ONLY_ASKING: Record<SummaryLanguage, RegExp> = {
  id: /^(?:(?:ya|yah|dong|deh|oke|ok|bisa|nggak|gak|ga|enggak|kan|ya\?|tolong|juga|berdua|kalian|sekalian|paling|telat|lambat|lat|sebelum|sampai|hari|tanggal|(?:aja|saja)\s+yang\s+(?:pegang|urus|handle|ambil))[\s,.?!]*)*$/i,
  en: /^(?:(?:so|okay|ok|would|could|can|will|you|two|both|please|then|is|that|something|take|it|on|do|handle|by|before)[\s,.?!]*)*$/i,
};

// A sentence that states a task without anyone to do it.
const NEED_THING: Record<SummaryLanguage, RegExp> = {
  id: /(?:^|[,;]|\btapi\b)\s*(?:(?:kita|terus|nah)\s+)?(?:(?:harus|mesti|perlu)\s+)?((?:(?!\btapi\b)[^,;]){3,60}?)\s+dulu\s*[.!]?$/iu,
  en: /^(?:(?:so|and|okay|ok|right)[\s,]+)*(?:we|i)\s+(?:also\s+|still\s+)?need\s+(?!to\b)(.{3,80}?)\s*[.!]?$/iu,
};
// An idea put to the meeting, which the next turn may give to someone.
const PROPOSAL: Record<SummaryLanguage, RegExp> = {
  id: /(?:^|[,.]\s*)(?:bagaimana|gimana)\s+kalau\s+(?!kita\s+(?:tunda|skip|batal))(?:kita\s+(?=\p{L}+(?:kan|in)\b))?(.{6,100}?)\s*\??$/iu,
  en: /(?:^|[,.]\s*)(?:how about|what if|why don't)\s+(?:we\s+)?(.{6,100}?)\s*\??$/iu,
};
const OBLIGED: Record<SummaryLanguage, RegExp> = {
  id: /(?:^|,\s*)(?:(?:kita|itu|ini)\s+)?(?:juga\s+)?(?:harus|perlu|mesti|wajib)\s+\p{L}/iu,
  en: /^(?:(?:so|and|okay|ok|then|right)[\s,]+)*(?:someone|somebody|we|one of us)\s+(?:really\s+|still\s+|also\s+)?(?:needs? to|has to|have to|must|should)\s/iu,
};

/** The task the sentence states, as a command, or null. */
function statedTask(text: string, ctx: ActionContext): string | null {
  const { lang } = ctx;
  const t = text.trim();
  if (OBLIGED[lang].test(t)) {
    // "Sekarang rak depan berantakan banget, harus dirapiin": the thing is the first clause's subject.
    const [first, ...more] = t.split(/\s*,\s*/);
    const obliged = more.length && lang === 'id' ? more.join(', ') : t;
    const thing =
      more.length && lang === 'id'
        ? leadingNounPhrase(first!.replace(/^(?:sekarang|terus|nah|oke)\s+/i, ''), lang)
        : null;
    return taskFromObligation(mainClause(obliged, lang), thing, lang).replace(/^(\p{L}+)(?![\p{L}])/u, (verb) =>
      thing && lang === 'id' && !obliged.toLowerCase().includes(thing.toLowerCase()) ? `${verb} ${thing}` : verb,
    );
  }
  const need = t.match(NEED_THING[lang]);
  if (need) return lang === 'en' ? `Get ${need[1]}` : need[1]!;
  // "Bagaimana kalau hadiahnya kita carikan sponsor dari toko-toko sekitar?" — "Pak Gunawan saja yang pegang."
  const proposed = t.match(PROPOSAL[lang])?.[1];
  if (!proposed) return null;
  const fronted = lang === 'id' ? proposed.match(/^(\S+(?:\s+\S+)?)\s+kita\s+(\p{L}+)(.*)$/u) : null;
  return fronted && isIdVerb(fronted[2]!) ? `${fronted[2]}${fronted[3]} untuk ${fronted[1]}` : proposed;
}

const OFFER: Record<SummaryLanguage, RegExp> = {
  id: /^(?:(?:oh|eh|atau|mungkin)[\s,]+)*(?:saya|aku|gue)\s+(?:bisa|boleh|mungkin bisa)\s+(.{6,80}?)[.!]?$/iu,
  en: /^(?:(?:oh|well|maybe|or)[\s,]+)*i\s+(?:could|can|might)\s+(.{6,80}?)(?:,\s*(?:she|he|they|it)\b.*)?[.!]?$/iu,
};

/** An offer the turn before ("I could ask my neighbour, she ran one …"): who made it, and what it is. */
function offerBefore(s: Sentence, sentences: Sentence[], ctx: ActionContext): { by: string; task: string } | null {
  const before = sentences
    .slice(0, s.index)
    .reverse()
    .find((x) => x.turn === s.turn - 1);
  const m = before?.speaker ? before.text.trim().match(OFFER[ctx.lang]) : null;
  return m && before?.speaker ? { by: before.speaker, task: m[1]! } : null;
}

// "konsumsi buat minggu tanggal 15 nanti bu ani sama bu wati ya seperti biasa": a thing, then who sees to it.
const SEE_TO: Record<SummaryLanguage, string> = { id: 'Siapkan', en: 'Sort out' };
const AS_USUAL: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?:seperti|kayak|kaya|kayak) biasa(?:nya)?(?![\p{L}])/giu,
  en: /(?<![\p{L}])as usual(?![\p{L}])/giu,
};
const THING_LEAD = /^(?:(?:terus|trus|nah|oke|ok|jadi|untuk|soal|buat|masalah|and|so|okay|then)[\s,]+)*/i;
// What is left between the thing and the names once the day is out: "buat [minggu] tanggal 15 nanti".
const BEFORE_NAMES =
  /[\s,]+(?:nanti|biar|buat|untuk|sama|hari|senin|selasa|rabu|kamis|jumat|sabtu|minggu|for|with|on|by|monday|tuesday|wednesday|thursday|friday|saturday|sunday)?[\s,]*$/i;

/** The thing named before the people ("konsumsi … bu ani sama bu wati ya"), as a task, with its day; or null. */
function thingFirst(s: Sentence, mentions: Array<{ start: number; end: number }>, ctx: ActionContext) {
  const { lang } = ctx;
  const after = s.text.slice(mentions.at(-1)!.end).replace(AS_USUAL[lang], ' ');
  const between = mentions.slice(1).map((m, i) => s.text.slice(mentions[i]!.end, m.start));
  if (
    !ONLY_ASKING[lang].test(after.replace(/^[\s,.;!?]+/, '')) ||
    !between.every((b) => /^[\s,]*(?:sama|dan|and|&)?[\s,]*$/i.test(b))
  )
    return null;
  let head = s.text.slice(0, mentions[0]!.start);
  const deadline = findDeadline(head, lang, ctx.meeting);
  // A day or "as usual" makes it a charge; without, "Prakarya bagaimana, Bu Winda?" or "PIC-nya Gilang" is not one.
  if (!deadline && !AS_USUAL[lang].test(s.text)) return null;
  AS_USUAL[lang].lastIndex = 0;
  if (deadline) head = `${head.slice(0, deadline.start)} ${head.slice(deadline.end)}`;
  head = head.replace(THING_LEAD, '').replace(/\s+/g, ' ').trim();
  for (let pass = 0; pass < 3; pass++) head = head.replace(BEFORE_NAMES, '');
  const first = words(head)[0]?.toLowerCase() ?? '';
  const thing =
    first && !(lang === 'id' ? isIdVerb(first) : EN_IMPERATIVES.has(first)) ? leadingNounPhrase(head, lang) : null;
  if (!thing || words(thing).length !== words(head).length) return null;
  return { task: `${SEE_TO[lang]} ${thing}`, deadline };
}

/** The task for the one or two people the sentence names (or the one who offered it), or null. */
export function bareRequest(s: Sentence, sentences: Sentence[], turn: Turn, ctx: ActionContext): Draft | null {
  const mentions = ctx.names.mentions(s.text);
  const people = [...new Set(mentions.map((m) => m.name))];
  let rest = s.text;
  for (const m of [...mentions].reverse()) rest = `${rest.slice(0, m.start)} ${rest.slice(m.end)}`;
  rest = rest.replace(/\b(?:sama|dan|and)\b/gi, ' ');
  if (!people.length && turn.addressee && s.index > 0 && sentences[s.index - 1]!.turn === s.turn)
    people.push(turn.addressee);
  // "I could ask my neighbour." — "That would be marvellous. Would you?": the one who offered.
  const offer = people.length ? null : offerBefore(s, sentences, ctx);
  if (offer) people.push(offer.by);
  if (!people.length || people.length > 2) return null;
  const [name, ...others] = people as [string, ...string[]];
  const thing = mentions.length && !offer ? thingFirst(s, mentions, ctx) : null;
  if (thing) {
    const at = { sentence: s.index, turn: s.turn, how: 'request' as const, keys: ctx.keys(thing.task) };
    return { ...at, task: thing.task, assignee: name, others, deadline: thing.deadline };
  }
  const deadline = findDeadline(rest, ctx.lang, ctx.meeting);
  const left = deadline ? `${rest.slice(0, deadline.start)} ${rest.slice(deadline.end)}` : rest;
  if (
    !ONLY_ASKING[ctx.lang].test(left.replace(/^[\s,.;!?]+/, '')) ||
    (!deadline && !/\b(?:bisa|would|could|can|take|pegang|urus|handle)\b/i.test(left))
  )
    return null;
  for (let i = s.index - 1; i >= Math.max(0, s.index - 3); i--) {
    const stated = offer ? offer.task : statedTask(sentences[i]!.text, ctx);
    if (!stated) continue;
    const own = findDeadline(stated, ctx.lang, ctx.meeting);
    const when = deadline ?? own;
    const said = cleanTask(stated, own, ctx.lang);
    const task = offer ? forWhatWasNeeded(said, s.index, sentences, ctx) : said;
    const keys = ctx.keys(task);
    if (keys.length < 2) return null;
    return { task, assignee: name, others, deadline: when, sentence: s.index, turn: s.turn, how: 'request', keys };
  }
  return null;
}
