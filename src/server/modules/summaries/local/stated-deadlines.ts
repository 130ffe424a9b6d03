import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import type { ActionContext, Draft } from './action-types.js';
import { LEXICON, UNAVAILABLE } from './action-rules.js';
import { standardCommand } from './spoken-verbs.js';
import { findDeadline, type Deadline } from './deadlines.js';
import type { Sentence } from './sentences.js';
import { words } from './tokens.js';

/**
 * "Satu lagi, release notes buat versi 2.3. Deadline-nya Kamis ya." — "Biar gue yang bikin": a day said for the thing
 * being discussed rather than for one person is the deadline of the tasks given for it, in that turn and the few
 * after, that name no day of their own. A question ("deadline-nya kapan?") states nothing.
 */
const STATED: Record<SummaryLanguage, RegExp> = {
  // "Deadline-nya Kamis", "Kecamatan minta laporan itu masuk paling lambat tanggal 15".
  id: /(?<![\p{L}])(?:(?:deadline|tenggat|batas waktu)(?:-?\s?nya)?\s+(?:(?:itu|ya|paling lambat|maksimal|sebelum)\s+)*(?:hari\s+|tanggal\s+)?\p{L}|(?:masuk|diterima|dikumpulkan|terkumpul)\s+(?:paling lambat|maksimal|sebelum)\s)/iu,
  en: /(?<![\p{L}])(?:(?:the\s+)?deadline(?:'s| is| will be)|(?:it'?s|it is|is|are)\s+due|(?:needs?|has|have) to be (?:in|submitted|handed in) by)\s/iu,
};
/** How many turns after the day was said a task still takes it. */
const HOLDS = 3;

// "Oke, deadline-nya kapan nih?" — "Sebelum rilis, berarti tanggal 18.": the answer is the task's day.
const ASKED_WHEN: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?:deadline(?:-?\s?nya)?\s+kapan|kapan\s+deadline(?:-?\s?nya)?|(?:paling lambat|harus selesai)\s+kapan)(?![\p{L}])/iu,
  en: /(?<![\p{L}])(?:by when|when(?:'s| is) (?:it|that|this) due|what(?:'s| is) the deadline)(?![\p{L}])/iu,
};

// "When can you give me that?", "Kapan bisa kelar?": a question about when, of something already said.
const ONLY_WHEN: Record<SummaryLanguage, RegExp> = {
  id: /^(?:(?:terus|jadi|nah|oke|ok)[\s,]+)*(?:kira[- ]kira\s+)?(?:kapan\s+bisa|kapan\s+(?:bisa\s+)?(?:kelar|selesai|jadi|siap|beres|dikirim)(?:nya)?|(?:bisa\s+)?(?:kelar|selesai|jadi|beres)(?:nya)?\s+kapan)(?:\s+(?:ya|nih|kira[- ]kira|itu|mas|mbak|pak|bu|kak|bang))*\s*\?*$/iu,
  // Speech-to-text: "thanks rob when can you have that up", no question mark.
  en: /^(?:(?:so|and|okay|ok|then|great|cool|perfect|(?:thanks|thank you)(?:\s+\p{L}+)?)[\s,]+)*(?:when|by when|how soon)\s+(?:can|could|will|would)\s+(?:you|we)\s+(?:give|send|get|have|do|finish|deliver|share|show|put)\s+(?:(?:me|us)\s+)?(?:it|that|this|them|those)(?:\s+(?:done|ready|over|back|up|out|to me|to us))?\s*\?*$/iu,
};

// "Still the 29th. I'll put it all together and send it to you then.": the day just said.
const THEN: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?:(?:hari|tanggal) itu|pas itu)(?:\s+(?:ya|aja|saja))?\s*[.!]*$/iu,
  en: /(?<![\p{L}])(?:by\s+)?then\s*[.!]*$/iu,
};

// "Next meeting is wednesday november fourth", "Next meeting, Janet. Same time next Thursday.": the day a task due
// "before the next meeting" is due.
const NEXT_MEETING: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?:rapat|pertemuan|meeting)\s+(?:berikutnya|selanjutnya|mendatang)(?![\p{L}])/iu,
  // "That's the twenty-third of April, remember, same time.": when the group meets again.
  en: /(?<![\p{L}])(?:next\s+(?:meeting|sync|call|check-?in)|same time)(?![\p{L}])/iu,
};
const BEFORE_NEXT: Record<SummaryLanguage, string> = {
  id: 'Sebelum rapat berikutnya',
  en: 'Before the next meeting',
};

// "temenin teknisinya pas dateng", "show him round when he arrives": on the day someone comes, as said just before
// ("pak teknisi bilang bisa dateng jumat", "the inspector is coming on Tuesday").
const WHEN_COMES: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?:pas|waktu|saat|begitu)\s+(?:\p{L}+\s+){0,2}?(?:dateng|datang|tiba)(?![\p{L}])/iu,
  en: /(?<![\p{L}])when\s+(?:\p{L}+\s+){1,2}?(?:comes?|arrives?|gets here|is here|are here)(?![\p{L}])/iu,
};
const COMES: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?:dateng|datang|tiba|ke sini|kesini|mampir)(?![\p{L}])/iu,
  en: /(?<![\p{L}])(?:come|comes|coming|arrive|arrives|arriving|be here|visit|visiting)(?![\p{L}])/iu,
};

/** The day the meeting says it meets again: in the sentence that names the next meeting, or the one after it. */
function nextMeetingDay(sentences: Sentence[], ctx: ActionContext) {
  for (const s of sentences) {
    if (s.question || !NEXT_MEETING[ctx.lang].test(s.text)) continue;
    // The next sentence only when it just says when ("Same time next Thursday."), not a request of its own.
    const after = sentences[s.index + 1];
    const saysWhen =
      after?.turn === s.turn && words(after.text).length <= 6 && !LEXICON[ctx.lang].request.test(after.text);
    for (const x of [s, ...(saysWhen ? [after] : [])]) {
      const when = findDeadline(x.text, ctx.lang, ctx.meeting);
      if (when?.kind === 'day') return when;
    }
  }
  return null;
}

// "the peak season temps start monday the twelfth" — "the safety orientation for the peak season temps": work for
// people who start on a day is due that day.
const START: Record<SummaryLanguage, RegExp> = {
  id: /(\p{L}{3,})\s+(?:(?:baru|mulai)\s+)?(?:mulai masuk|mulai kerja|masuk kerja|mulai|datang|dateng)(?![\p{L}])/iu,
  en: /(\p{L}{3,})\s+(?:start|starts|begin|begins|arrive|arrives)(?![\p{L}])/iu,
};

function startDayOf(d: Draft, sentences: Sentence[], ctx: ActionContext) {
  const task = d.task.toLowerCase();
  for (const x of sentences.slice(Math.max(0, d.sentence - 2), d.sentence + 1)) {
    const who = x.text.match(START[ctx.lang])?.[1]?.toLowerCase();
    if (!who || !new RegExp(String.raw`(?<![\p{L}])${who}(?![\p{L}])`, 'u').test(task)) continue;
    const when = findDeadline(x.text, ctx.lang, ctx.meeting);
    if (when?.kind === 'day') return when;
  }
  return null;
}

// "aku kirim pengumuman di grup hari ini terus bersihinnya minggu depan rabu": when the work asked for is done.
const LATER_STEP = /(?:^|\s)(?:terus|lalu|abis itu|habis itu)\s+(\p{L}{3,}?)(?:-| )?nya\s+(.+)$/iu;
const root = (verb: string) => (standardCommand(verb) ?? verb).toLowerCase().replace(/(?:kan|in|i)$/, '');

function doneLater(s: Sentence, drafts: Draft[], ctx: ActionContext): void {
  const m = s.text.match(LATER_STEP);
  const when = m ? findDeadline(m[2]!, ctx.lang, ctx.meeting) : null;
  if (!m || when?.kind !== 'day') return;
  const asked = drafts.findLast(
    (d) => d.turn < s.turn && s.turn - d.turn <= 3 && root(d.task.split(/\s+/)[0]!) === root(m[1]!),
  );
  if (asked && (!asked.deadline || asked.deadline.kind !== 'day')) asked.deadline = when;
}

export const asksOnlyWhen = (text: string, lang: SummaryLanguage) => ONLY_WHEN[lang].test(text.trim());

// "saya aja pak nanti saya bikin list …" — "kira kira kapan pak slamet": when, asked of the one who took it on.
export const WHEN_OF_YOU: Record<SummaryLanguage, RegExp> = {
  id: /^(?:(?:kira[\s-]?kira|terus|trus|oke|ok|jadi|nah|sip)\s+)*kapan\s+(?:(?:bisa|ya|kira[\s-]?kira)\s+)?((?:pak|bu|mas|mbak|kak|bang|dek)\s+\S+)(?:\s|$)/iu,
  en: /^(?:(?:and|so|okay|ok|great)[\s,]+)*(?:when|by when),?\s+(\p{L}+)\s*\?$/iu,
};

// "kapan mas yudi belanjanya": when someone named does what was just said.
const WHEN_THEY = /^(?:(?:terus|jadi|nah|oke)\s+)?kapan\s+(?:\p{L}+\s+){1,3}?(\p{L}{3,}?)nya\s*\??$/iu;

export function withStatedDeadlines(drafts: Draft[], sentences: Sentence[], ctx: ActionContext): void {
  for (const q of sentences) {
    const does = ctx.lang === 'id' ? q.text.match(WHEN_THEY)?.[1]?.toLowerCase() : undefined;
    const whenOf = q.text.match(WHEN_OF_YOU[ctx.lang])?.[1];
    const who = does || whenOf ? ctx.names.mentions(does ? q.text : whenOf!)[0]?.name : undefined;
    if (!ASKED_WHEN[ctx.lang].test(q.text) && !asksOnlyWhen(q.text, ctx.lang) && !who) continue;
    const answer = sentences.filter((a) => a.turn === q.turn + 1);
    const when = answer.map((a) => findDeadline(a.text, ctx.lang, ctx.meeting)).find((d) => d?.kind === 'day');
    for (const d of drafts) {
      if (d.turn < q.turn - 2 || d.turn > q.turn) continue;
      // "… nanti kami belanja ke pasar" — "kapan mas yudi belanjanya": the one asked is the one who said it.
      const theirs = who !== undefined && (does ? d.task.toLowerCase().startsWith(does) : d.assignee === who);
      if (theirs) d.assignee ??= who;
      if (when && (!d.deadline || (theirs && d.deadline.kind !== 'day'))) d.deadline = when;
    }
  }
  const nextMeeting = nextMeetingDay(sentences, ctx);
  for (const d of drafts)
    if (nextMeeting && d.deadline?.display === BEFORE_NEXT[ctx.lang]) d.deadline = { ...nextMeeting };
  for (const d of drafts) {
    const said = sentences[d.sentence]?.text ?? '';
    // "I'll have the narrative drafted by then too, and we submit …": "by then" ends the clause, not the sentence.
    const byThen = ctx.lang === 'en' && /\bby\s+then\b/i.test(said);
    if (d.deadline || !(THEN[ctx.lang].test(said) || byThen)) continue;
    const source = sentences
      .slice(0, d.sentence)
      .filter((x) => x.turn >= d.turn - 1)
      .map((x) => ({ x, when: findDeadline(x.text, ctx.lang, ctx.meeting) }))
      .findLast(({ when }) => when?.kind === 'day');
    // "I'm off on Friday." — "I'll send it then.": not that day. And English "then" is often "in that case": only
    // "by then", a short restatement of the day in the same turn ("Still the 29th."), or a day asked about.
    if (!source || UNAVAILABLE[ctx.lang].test(source.x.text)) continue;
    const restated = source.x.turn === d.turn && words(source.x.text).length <= 6;
    if (ctx.lang === 'en' && !/\bby\s+then\b/i.test(said) && !restated && !source.x.question) continue;
    d.deadline = source.when;
    d.task = d.task
      .replace(THEN[ctx.lang], '')
      .replace(/\s+by(?:\s+then)?(?:\s+(?:too|as well))?\s*$/i, '')
      .trim();
  }
  for (const d of drafts) {
    if (d.deadline || !WHEN_COMES[ctx.lang].test(sentences[d.sentence]?.text ?? '')) continue;
    const arrival = sentences
      .slice(0, d.sentence)
      .filter((x) => x.turn >= d.turn - 2 && COMES[ctx.lang].test(x.text))
      .map((x) => findDeadline(x.text, ctx.lang, ctx.meeting))
      .findLast((when) => when?.kind === 'day');
    if (arrival) d.deadline = arrival;
  }
  for (const d of drafts) if (!d.deadline) d.deadline = startDayOf(d, sentences, ctx);
  for (const q of sentences) dayAskedOf(q, drafts, sentences, ctx);
  for (const q of sentences) dayOfEventAsked(q, drafts, sentences, ctx);
  if (ctx.lang === 'id') for (const s of sentences) doneLater(s, drafts, ctx);
  for (const s of sentences) {
    if (s.question || !STATED[ctx.lang].test(s.text)) continue;
    const when = findDeadline(s.text, ctx.lang, ctx.meeting);
    if (!when || when.kind !== 'day') continue;
    for (const d of drafts) if (!d.deadline && d.turn >= s.turn && d.turn - s.turn <= HOLDS) d.deadline = when;
  }
}

// "oke terus nadine moodboardnya kira kira kelar kapan": when someone's task, named by its thing, will be done.
const WHEN_DONE =
  /^(?:(?:oke|ok|terus|nah|jadi)\s+)*(.{3,60}?)\s+(?:kira[- ]kira\s+)?(?:bisa\s+)?(?:kelar|selesai|jadi|beres|siap)\s+kapan(?:\s+(?:ya|nih))?\s*\?*$/iu;

/** "nadine moodboardnya kira kira kelar kapan" — "jumat ya kak": the day of Nadine's moodboard, asked for before. */
function dayAskedOf(q: Sentence, drafts: Draft[], sentences: Sentence[], ctx: ActionContext): void {
  const asked = ctx.lang === 'id' ? q.text.match(WHEN_DONE)?.[1] : undefined;
  const who = asked ? ctx.names.mentions(asked)[0]?.name : undefined;
  if (!asked || !who) return;
  const keys = ctx.keys(asked);
  const theirs = drafts.findLast(
    (d) => d.assignee === who && d.turn < q.turn && q.turn - d.turn <= 8 && d.keys.some((k) => keys.includes(k)),
  );
  const when = sentences
    .filter((a) => a.turn === q.turn + 1)
    .map((a) => findDeadline(a.text, ctx.lang, ctx.meeting))
    .find((d) => d?.kind === 'day');
  if (theirs && when && theirs.deadline?.kind !== 'day') theirs.deadline = when;
}

// "Kak, fitting terakhir pengantin jadi kapan?": when an event is.
const EVENT_WHEN =
  /^(?:\p{L}+,\s+)?(?:(?:terus|nah|oke)[\s,]+)?(.{3,60}?)\s+(?:jadi\s+)?kapan(?:\s+(?:ya|nih))?\s*\?+$/iu;

/** "… fitting terakhir pengantin jadi kapan?" — "Sabtu. Itu aku yang dampingi": done at the event, on its day. */
function dayOfEventAsked(q: Sentence, drafts: Draft[], sentences: Sentence[], ctx: ActionContext): void {
  const asked = ctx.lang === 'id' ? q.text.match(EVENT_WHEN)?.[1] : undefined;
  if (!asked) return;
  const keys = ctx.keys(asked);
  const answer = sentences.filter((a) => a.turn === q.turn + 1);
  const when = answer.map((a) => findDeadline(a.text, ctx.lang, ctx.meeting)).find((d) => d?.kind === 'day');
  if (!when) return;
  for (const d of drafts)
    if (d.turn === q.turn + 1 && !d.deadline && d.keys.some((k) => keys.includes(k))) d.deadline = when;
}

/**
 * "rara bisa bikin video kenangan …" … "nanti om … kirim lewat whatsapp hari rabu" — "oke ra videonya paling lambat
 * kamis": a day said of a thing is for the recent task about it, not for the last one given if that one is not.
 */
export function dueNamed(s: Sentence, drafts: Draft[], last: Draft, ctx: ActionContext): Draft {
  const keys = ctx.keys(s.text);
  if (last.keys.some((k) => keys.includes(k))) return last;
  return drafts.findLast((d) => s.turn - d.turn <= 4 && d.keys.some((k) => keys.includes(k))) ?? last;
}

// "Oke, | ya, Nad.": around the day, only a yes.
const ONLY_AGREED =
  /^[\s,.!?]*(?:(?:oke|ok|okay|sip|siap|baik|iya|ya|yah|great|good|fine|then|deal)(?![\p{L}])[\s,.!?]*)*$/iu;

/**
 * "Kamis malam aku muter" — "Cieee." — "Oke, Kamis ya, Nad.": the one who asked agrees to the day the answer gave,
 * saying only the day. Not an answer to another question ("… jadi kapan?" — "Sabtu.").
 */
export function dayAgreed(s: Sentence, day: Deadline, asked: Sentence | undefined, sentences: Sentence[]): boolean {
  const rest = `${s.text.slice(0, day.start)} ${s.text.slice(day.end)}`.replace(/,\s*\p{L}+\s*[.!?]*$/u, '');
  return (
    day.kind === 'day' &&
    ONLY_AGREED.test(rest) &&
    !!asked?.speaker &&
    asked.speaker === s.speaker &&
    // "Did anyone see the new trailer for—" — "After the meeting, Arturo.": a question cut off is a question too.
    !/(?:\?|[—–]|--)\s*$/.test(sentences[s.index - 1]?.text ?? '')
  );
}
