import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { EN_IMPERATIVES, EVERYONE, isIdVerb, LEXICON } from './action-rules.js';
import { cleanTask, looksImperative, mainClause, withoutPurpose } from './action-text.js';
import type { ActionContext, Draft, Turn } from './action-types.js';
import { fronted } from './cues.js';
import { findDeadline } from './deadlines.js';
import { withThingDoneTo } from './thing-done-to.js';
import { baseOf } from './handoff.js';
import { SPEAKS_FOR, teamSubject } from './names.js';
import { newsOnly } from './plausible-task.js';
import { capitalize, type Sentence } from './sentences.js';
import { escapeRegExp, words } from './tokens.js';

/**
 * One clause read for a task: who does it (a name as subject, the person addressed, the speaker committing, the
 * team), what it is (as a command, pronouns filled in), and by when.
 */

export const OBJECT_PRONOUN: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?:itu|ini|semuanya)(?![\p{L}])/iu,
  en: /(?<![\p{L}])(?:those|these|them|it|that)(?![\p{L}])/iu,
};

// "Kamis udah ada di gue ya Tom": when the one asking must have it, the day of the task just taken, not one of its own.
const IN_MY_HANDS = /\b(?:udah|sudah)\s+(?:ada|sampai|sampe|nyampe|masuk)\s+(?:di|ke)\s+(?:gue|gua|saya|aku)\b/i;

const STANDING_RULE: Record<SummaryLanguage, RegExp> = {
  id: /^mulai\b.*\b(?:wajib|selalu|setiap|dilarang|tidak boleh|nggak boleh)\b/i,
  en: /^(?:from|starting)\b.*\b(?:must|always|every|is not allowed|are not allowed|no longer)\b/i,
};

/** The command's first word is a verb ("get me …", "kirim …"), not a noun that starts a remark ("jadwal praktik …"). */
function commandVerb(core: string, lang: SummaryLanguage): boolean {
  const first = core.replace(/^(?:(?:then|so|and|okay|ok|terus|jadi|nah|oke)[\s,]+)*/, '').split(/\s+/)[0] ?? '';
  return lang === 'en' ? EN_IMPERATIVES.has(first) : isIdVerb(first);
}

const PASSIVE_ASKED =
  /^(?:\p{L}[\p{L}-]*\s+){0,3}?\p{L}[\p{L}-]*\s+di\p{L}{3,}(?:\s+[\p{L}-]+){0,4}?\s+(?:ya|dong|deh|(?:aja|saja)\s+dulu)\s*(?:[.!]*$|,)/iu;

const FIRST_PERSON_VERB =
  /^(?:(?:pak|bu|mas|mbak|kak|bang)[\s,]+)?(?:(?:besok|lusa|nanti|hari ini|malam ini|sore ini|malem|malam|sore|siang|minggu depan|(?:abis|habis|setelah|sesudah) (?:ini|rapat|meeting)(?: ini)?|(?:hari\s+)?(?:senin|selasa|rabu|kamis|jumat|sabtu|minggu))(?:\s+(?:pagi|siang|sore|malam|malem))?[\s,]+)?(?:saya|aku)\s+([\p{L}-]+)/u;

/** The clause's subject when it is a person: "Andi akan ...", "nanti Pak Dedi yang ...", "Andi will ...". */
function namedSubject(
  main: string,
  ctx: ActionContext,
): { name: string; text: string; kind: 'future' | 'request' | 'recap' } | null {
  const lex = LEXICON[ctx.lang];
  const first = ctx.names.mentions(main)[0];
  let name: string | null = null;
  let text = '';
  // "Andi akan ...", and the same after "nanti"/"biar": "nanti Pak Dedi yang menyusun ...".
  // "kalau gitu Yusuf yang bikin …": a lead-in that draws the conclusion, then the person.
  if (
    first &&
    /^(?:(?:nanti|biar|jadi|sekalian|lalu|terus|kemudian|dan|and|then|so|kalau gitu|kalau begitu|oke|ok|oh|eh|wah|iya|ya|lupa|yaudah|ya udah|udah)[\s,]+)*$/i.test(
      main.slice(0, first.start),
    )
  ) {
    name = first.name;
    text = main.slice(first.start, first.end);
  } else if (ctx.lang === 'en') {
    // Someone not among the speakers, named as the doer: "Andi will send ...". Not "Printing will take ...".
    const m = main.match(/^(\p{Lu}\p{Ll}+)\s+/u);
    const unlikely = m && /(?:ing|tion|ment|ness|s)$/.test(m[1]!);
    if (
      m &&
      !unlikely &&
      ctx.names.plausibleName(m[1]!) &&
      lex.namedFuture.test(main.slice(m[1]!.length).toLowerCase())
    ) {
      return { name: m[1]!, text: m[1]!, kind: 'future' };
    }
  }
  if (!name) return null;
  const after = main.slice(main.indexOf(text) + text.length);
  if (/^\s*,/.test(after)) return null; // a vocative, read elsewhere
  const lower = after.toLowerCase();
  if (lex.namedFuture.test(lower)) return { name, text, kind: 'future' };
  if (lex.request.test(lower)) return { name, text, kind: 'request' };
  const verb =
    ctx.lang === 'en'
      ? EN_IMPERATIVES.has(lower.trim().split(/\s+/)[0]!.replace(/e?s$/, ''))
      : looksImperative(after, 'id');
  return verb ? { name, text, kind: 'recap' } : null;
}

const NEED_FROM_YOU: Record<SummaryLanguage, RegExp> = {
  id: /^(?:aku|saya|kami|kita)\s+(?:butuh|perlu|minta)\s+(.+?)\s+dari\s+(?:kamu|anda|lo|lu)\b(.*)$/i,
  // "Then I'd like a full draft in my inbox by the 20th": sent to the one who asks.
  en: /^(?:(?:then|so|and)\s+)?(?:i|we)(?:'d|’d| would)?\s+(?:need|want|like)\s+(.+?)\s+(?:from\s+you|in\s+my\s+inbox)\b(.*)$/i,
};

// "I need the final menu locked so we can get it printed": the thing, then what must be done to it.
const NEED_DONE =
  /^(?:i|we)\s+(?:really\s+)?(?:need|want)\s+((?:the|a|an|our|your|this|that|those|these)\s+[^,.?!]{2,60}?)\s+(\p{L}{3,}ed|done)(?![\p{L}])(.*)$/iu;

const PASSIVE_NEED = /^[^,.?!]{3,60}?\s(?:harus|perlu)\s+(?:sudah\s+|udah\s+)?di\p{L}{3,}/iu;

// "Bu Endah, kira-kira laporan semesternya bisa selesai kapan?": asks for the thing to be done, and by when.
const DONE_WHEN =
  /^(?:(?:Pak|Bu|Mas|Mbak|Kak|Bang)\s+\p{Lu}\p{L}+\s+)?(?:kira[- ]kira\s+)?(\p{L}[^,.?!]{2,50}?)\s+(?:bisa|bakal|akan)\s+(selesai|kelar|beres|jadi|siap|dikirim)\s+kapan(?:\s+(?:ya|nih|kira[- ]kira|pak|bu|mas|mbak|kak|bang))*\s*\?*$/iu;
const DONE_VERB: Record<string, string> = {
  selesai: 'selesaikan',
  kelar: 'selesaikan',
  beres: 'selesaikan',
  jadi: 'selesaikan',
  siap: 'siapkan',
  dikirim: 'kirim',
};

/** "laporan semesternya bisa selesai kapan?" → "selesaikan laporan semesternya"; null when it does not ask that. */
function doneWhen(main: string): string | null {
  const m = main.match(DONE_WHEN);
  return m ? `${DONE_VERB[m[2]!.toLowerCase()]} ${m[1]}` : null;
}

/** "I need the menu locked …" → "lock the menu …"; null when the clause does not say so. */
function neededDone(main: string): string | null {
  const m = main.match(NEED_DONE);
  if (!m) return null;
  return `${m[2]!.toLowerCase() === 'done' ? 'finish' : baseOf(m[2]!)} ${m[1]}${m[3]}`;
}

// "aku pernah pegang media plan skincare", "I've done one of these before": why the speaker can, not what they will do.
const EXPERIENCE: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?:saya|aku|gue|gua)\s+(?:(?:udah|sudah)\s+)?pernah(?![\p{L}])/iu,
  en: /\b(?:i've|i have)\s+(?:done|run|handled|organised|organized|led)\b.*\bbefore\s*[.!]?$/i,
};

const INITIALISM = /(?<![\p{L}])(?:dp|qa|pr|kk|ui|ux|hr|cv|pc|wa|ig|sk|ac|kv|mc|po|hp)(?![\p{L}])/giu;

/**
 * Enough to be a task: two content words, or a verb that is no content word itself ("sort out", "get", "take") and
 * the thing it was said with ("Omar, could you sort out the bunting?"; not "get that out", a thing only pointed to).
 */
function whole(task: string, spoken: string, ctx: ActionContext): boolean {
  // "Bayar dp nya": a two-letter initialism is a thing too, though too short to key on.
  const keys = [...ctx.keys(task), ...(task.match(INITIALISM) ?? [])];
  if (keys.length >= 2 || ctx.keys(spoken).length !== 1) return keys.length >= 2;
  const verb = spoken.trim().split(/\s+/)[0]!;
  return looksImperative(spoken, ctx.lang) && words(spoken).length >= 3 && ctx.keys(verb).length === 0;
}

const FOR_GROUP = new RegExp(
  String.raw`^(?:untuk|buat|soal)\s+(.{3,50}?)\s+(?:(?:pak|bu|mas|mbak|kak|bang)\s+\p{L}+\s+)?${SPEAKS_FOR}\s+bisa\s+(\p{L}+)(.*)$`,
  'iu',
);
const WITH_GROUP_CAN = new RegExp(String.raw`(?<![\p{L}])${SPEAKS_FOR}\s+bisa\s+(\p{L}+)`, 'u');

// "I'm happy to take that on, as long as someone helps me collect from the shops": collecting is part of it.
// "… and everyone votes by Sunday": what all are to do, by a day.
const ALL_BY = /^(?:and\s+)?(everyone|everybody)\s+(\p{L}{3,}?)s\s+(?=by\s)/iu;
const WITH_HELP =
  /,?\s+(?:as long as|so long as|if|provided)\s+(?:someone|somebody|anyone)\s+(?:helps|can help|could help|will help)\s+me(?:\s+with)?\s+(?=\p{L})/iu;

// "Sabtu paling lambat udah aku upload semua": done by a day still to come, a promise.
const DONE_BY =
  /\b(?:paling lambat|paling telat|maksimal|sebelum)\b.*\b(?:udah|sudah)\s+(?:aku|saya|gue)\s+(\p{L}{3,})/iu;

export function analyzeClause(
  clause: string,
  addressed: string | null,
  s: Sentence,
  turn: Turn,
  ctx: ActionContext,
  previous: string | null,
  raised: string | null,
): { draft: Draft; toReplier: boolean } | null {
  const { lang } = ctx;
  const lex = LEXICON[lang];
  // "I need the updated checklist from you by Wednesday": a request to send it.
  const said = fronted(
    mainClause(clause.replace(WITH_HELP, ' and ').replace(ALL_BY, '$1 please $2 '), lang),
    lang,
    ctx.names,
  ).replace(
    NEED_FROM_YOU[lang],
    (_m, thing: string, rest: string) => `${lang === 'en' ? 'send' : 'kirim'} ${thing}${rest}`,
  );
  // Only when someone is spoken to: "we need the hall booked" said to the room is a wish, not a task.
  const spokenTo = addressed !== null || turn.addressee !== null;
  const needed = spokenTo ? (lang === 'en' ? neededDone(said) : doneWhen(said)) : null;
  const main = needed ?? said;
  const core = withoutPurpose(main.toLowerCase(), lang);
  if (!core || lex.negation.test(core) || lex.excuse.test(s.text) || lex.chatter.test(core)) return null;
  // "Ko, saya mau lapor, motor antar-jemput bannya udah botak": telling the meeting now, not a task.
  if (
    lang === 'id' &&
    /^(?:(?:pak|bu|ko|ci|mas|mbak|kak|bang)[\s,]+)?(?:saya|aku)\s+mau\s+(?:lapor|cerita|nanya|tanya|usul|info(?:in)?)\s*,/i.test(
      core,
    )
  )
    return null;
  if (EXPERIENCE[lang].test(core) || IN_MY_HANDS.test(core)) return null;
  const question = s.question || /\?\s*$/.test(clause);
  if (question && lex.statusQuestion.test(core)) return null;
  const instruction = addressed !== null || turn.addressee !== null;
  // "Eh, foto produk di Shopee udah jelek banget tuh", "foto produk yang baru masih di studio ya dimas": a noun that
  // is also a verb, in a remark on how things are. Not "bersihin data lama yang udah nggak kepake": "udah" of the
  // thing, in its relative clause.
  const remark =
    lang === 'id' &&
    /\b(?:udah|sudah|masih)\b/.test(core.replace(/\byang\s+(?:udah|sudah|masih|nggak|gak|tidak)\b.*$/u, '')) &&
    !/\b(?:harus|perlu|mesti)\b/.test(core);
  const imperative =
    instruction &&
    (question
      ? lang === 'id' && /^(?:(?:kamu|anda|kau|lo|lu|elo|elu)\s+)?(?:bisa|boleh|mau|sempat)\b/.test(core)
      : looksImperative(main, lang) && !remark);
  // "Salsa, poster by the end of February": a name and a deadline are an assignment, whatever the verb.
  const assigned = addressed !== null && !question && findDeadline(main, lang, ctx.meeting) !== null;
  // "Iya, lo bisa mulai regression test Kamis?" to the one who just spoke: asked of whoever answers, with its day.
  const askedWithDay =
    question &&
    lang === 'id' &&
    /^(?:kamu|anda|kau|lo|lu|elo|elu)\s+(?:bisa|sempat)\b/.test(core) &&
    findDeadline(main, lang, ctx.meeting)?.kind === 'day';
  // "Bisa deploy ke staging kapan?" — Dito: "Kamis deh, Mas.": asked of whoever answers with the day.
  const askedWhen =
    question &&
    lang === 'id' &&
    s.speaker !== null &&
    isIdVerb(core.match(/^(?:(?:kira-kira|kira2)\s+)?(?:bisa|sempat)\s+(\p{L}+)/u)?.[1] ?? '') &&
    (/\bkapan\b/.test(core) || findDeadline(main, lang, ctx.meeting)?.kind === 'day');
  // "Soal harus sudah digandakan paling lambat Rabu tanggal 25." — Bu Lestari: "Siap, Bu.": a need with its day,
  // asked of whoever says yes.
  const neededBy =
    lang === 'id' && s.speaker !== null && PASSIVE_NEED.test(clause) && findDeadline(main, lang, ctx.meeting) !== null;
  // A command with its day, said to no one by name: "Then get me two alternative quotes by the 25th." — Sam: "Okay,
  // I'll reach out …" is for whoever takes it up in the next turn (and no task if nobody does); in speech without
  // labels, "oki gimana transport …" … "ya udah bayar dp nya besok ya ki" is for the one the turns before speak with.
  const commandWithDay =
    !instruction &&
    !question &&
    looksImperative(main, lang) &&
    commandVerb(core, lang) &&
    !remark &&
    !EVERYONE.test(core) &&
    findDeadline(main, lang, ctx.meeting)?.kind === 'day';
  const forTaker = commandWithDay && s.speaker !== null && !lex.past.test(core);
  const toPartner = commandWithDay && s.speaker === null && turn.partner != null;
  // "kamu bisa bersihin data lama …" (speech-to-text, no question mark): asked of the one spoken to.
  // "untuk konsumsi … bu tini ibu ibu pkk bisa bantu": so is one asked with the group they speak for.
  const canYou =
    lang === 'id' &&
    isIdVerb(
      core.match(/^(?:kamu|anda|lo|lu|elo|elu)\s+(?:bisa|sempat)\s+(\p{L}+)/u)?.[1] ??
        (turn.addressee ? core.match(WITH_GROUP_CAN)?.[1] : undefined) ??
        '',
    );
  // "Mbak Sari, review-nya dibalas ya.": said to someone, the thing and its passive with "ya" is asked of them.
  const passiveAsked =
    lang === 'id' && addressed !== null && !question && !remark && !lex.past.test(core) && PASSIVE_ASKED.test(core);
  const request =
    passiveAsked ||
    toPartner ||
    lex.request.test(core) ||
    imperative ||
    assigned ||
    needed !== null ||
    askedWithDay ||
    askedWhen ||
    neededBy ||
    forTaker ||
    canYou;
  if (question && !request) return null;
  // After "I'll take it", "I can set it up, probably by Friday" is the promise, hedge or not.
  const followsUp = turn.committed && (lex.offer.test(core) || lex.commit.test(core));
  // "The Red Lion has a back room. I could ask them.": an offer the next turn may take up ("Would you?").
  const couldOffer = lang === 'en' && /^i could\s+(?!have\b|be\b|do with\b)\p{L}+/u.test(core);
  if (lex.hedge.test(core) && !request && !followsUp && !couldOffer) return null;
  const commit = lex.commit.test(core) || followsUp || (lang === 'id' && DONE_BY.test(core));
  const named = namedSubject(main, ctx);
  // "I can take it to my cousin's shop, he fixed it last time": what was done before is said of someone else.
  const ownPart = lang === 'en' ? core.replace(/,\s*(?:he|she|they|that)\s.*$/i, '') : core;
  if (lex.past.test(ownPart) && !commit && !request && named?.kind !== 'future') return null;
  const team = named ? null : teamSubject(main, lang);
  // "saya setor", and after the day it will be done: "besok pagi saya setor", "Rabu aku share".
  const firstWord = core.match(FIRST_PERSON_VERB)?.[1];
  const firstPersonVerb = lang === 'id' && firstWord !== undefined && isIdVerb(firstWord);
  const weak = lex.offer.test(core) || lex.obligation.test(core) || lex.together.test(core) || couldOffer;
  const explicit = lex.explicit.test(core);
  // Most sentences carry no sign of a task: stop before the (comparatively costly) deadline search.
  if (!named && !team && !request && !commit && !explicit && !weak && !firstPersonVerb) return null;
  const deadline = findDeadline(main, lang, ctx.meeting);
  // "I could get it to you by Friday": still a hedge; only taken up ("Would you?") is it a task.
  if (couldOffer && deadline) return null;
  // "mulai minggu ini guru piket wajib berdiri di gerbang", "from next week everyone must sign in": a rule from a day
  // on, not a task due that day (said to someone, "mulai besok kamu setiap pagi buka toko" is their duty).
  if (!named && !spokenTo && deadline && STANDING_RULE[lang].test(main.slice(deadline.start))) return null;

  let assignee: string | null = null;
  let how: Draft['how'];
  let subject: string | undefined;
  let toReplier = false;
  if (named && (named.kind !== 'recap' || deadline)) {
    [assignee, subject, how] = [named.name, named.text, named.kind === 'future' ? 'named' : named.kind];
  } else if (team) {
    [assignee, subject, how] = [team.name, team.text, 'team'];
    // "Nanti sore gue kirim deh ke lo, Nad.": a promise to the one named, not a request of them.
  } else if (request && !((commit || lex.offer.test(core)) && !addressed) && !(addressed && firstPersonVerb)) {
    const target = core.match(/\b(?:minta|meminta|ask|asked)\s+(\p{Lu}\p{L}+)/u)?.[1];
    const everyone = EVERYONE.test(core);
    // "iya gue tau mas anto tapi lo telpon supplier nya": the one named just before "lo" in the same sentence.
    const said = ctx.names.mentions(s.text.slice(0, Math.max(0, s.text.indexOf(clause)))).at(-1)?.name;
    // "… mbak sasha kan rewel soal bunga" — "yaudah lo kirim opsi pengganti ke sasha": one the task is for is not "lo",
    // whom the turns before speak with is.
    const mentioned = said ?? turn.lately?.name;
    const lately = mentioned && !ctx.names.mentions(main).some((m) => m.name === mentioned) ? mentioned : turn.partner;
    const meant = !s.speaker && lately && (lex.secondPerson.test(core) || toPartner) && !everyone ? lately : null;
    assignee = addressed ?? (target && ctx.names.resolve(target)) ?? turn.addressee ?? meant;
    // "Mohon daftar tersebut difinalkan hari Jumat ini." — Bu Endang: "Baik, Pak.": asked of whoever says yes.
    const passive =
      lang === 'id' && s.speaker !== null && /^(?:mohon|tolong)\s+(?:\S+\s+){1,4}?di\p{L}{3,}/u.test(core);
    // "Tolong kirim invoice-nya hari Jumat." — Sam: "Siap, Bu.": so is a plea with its day.
    const withDay = s.speaker !== null && deadline?.kind === 'day';
    toReplier =
      assignee === null && (lex.secondPerson.test(core) || passive || neededBy || withDay || askedWhen) && !everyone;
    how = 'request';
  } else if (commit || (firstPersonVerb && deadline)) {
    [assignee, how] = [turn.speaker, 'commit'];
  } else if (explicit) {
    [assignee, how] = [ctx.names.mentions(main)[0]?.name ?? turn.speaker, 'commit'];
  } else if (weak || firstPersonVerb) {
    // Weak: "saya bisa ...", "kita harus ...", "let's ...": a task only with a deadline, or joined to the next one.
    assignee = lex.offer.test(core) || /^(?:saya|aku|i)\b/.test(core) ? turn.speaker : null;
    how = 'weak';
  } else return null;

  // "teh euis yang urus teh": the title said again after the task is only the address ("Urus").
  const title = lang === 'id' && assignee ? assignee.split(' ')[0]!.toLowerCase() : '';
  const again = new RegExp(String.raw`(?<!\b(?:ke|sama|buat|untuk|dari|dengan))\s+${escapeRegExp(title)}$`, 'iu');
  let task = cleanTask(main, deadline, lang, subject).replace(title ? again : /$^/, '');
  const doneBy = lang === 'id' ? main.match(DONE_BY) : null;
  if (doneBy) {
    task = cleanTask(main.slice(doneBy.index! + doneBy[0].length - doneBy[1]!.length), null, lang);
    // "Foto-fotonya bisa di-upload …?" — "… udah aku upload semua": of the thing asked about.
    if (ctx.keys(task).length < 2 && previous)
      task = `${task} ${previous.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}`;
  }
  // "untuk konsumsi kerja bakti bu tini ibu ibu pkk bisa bantu": the verb, then what it is for.
  const forGroup = lang === 'id' ? task.match(FOR_GROUP) : null;
  if (forGroup && isIdVerb(forGroup[2]!)) task = `${capitalize(forGroup[2]!)} ${forGroup[1]}${forGroup[3]}`;
  const spoken = task;
  task = withThingDoneTo(task, previous, raised, ctx);
  // "kamu udah ngasih fotokopi KTP belum? Buat lapor RT.": what it is for ("buat" and a verb), not a thing to make.
  const forWhat = lang === 'id' ? main.trim().match(/^(?:buat|untuk)\s+(\p{L}+)(?:\s+\p{L}+){0,3}[.!]?$/iu) : null;
  if (lex.away.test(task) || newsOnly(task, lang) || (forWhat && isIdVerb(forWhat[1]!.toLowerCase()))) return null;
  // "waduh itu harus beres hari ini ya": how things must be, with nobody to do it, is no task yet.
  if (how === 'weak' && lang === 'id' && /^(?:itu|ini)\s+harus\s+(?:beres|selesai|kelar|jadi)\b/iu.test(spoken))
    return null;
  // "Batik aku bisa, kebetulan Sabtu ini mau ke Thamrin City": "I can" with no verb of what; the asker says it.
  if (how === 'weak' && lang === 'id' && /^\p{L}+(?:\s+\p{L}+)?\s+(?:aku|saya)\s+bisa,/iu.test(task)) return null;
  // "sip jangan lupa nomor wa nya yang baru ya": a thing to remember in the work just given, not a task of its own.
  if (lang === 'id' && /\bjangan lupa\b/i.test(core) && !isIdVerb(task.split(/\s+/)[0]!.toLowerCase())) return null;
  // "Gandakan soal": a need said with its day is whole with one word of what ("soal" is also "about").
  if (
    !(whole(task, spoken, ctx) || ((neededBy || askedWithDay) && ctx.keys(task).length)) ||
    lex.meetingFlow.test(task.toLowerCase())
  ) {
    if (lex.meetingFlow.test(task.toLowerCase())) return null;
    if (how === 'commit' && assignee === turn.speaker) turn.committed = true;
    // "Kevin aja yang handle": whose it is, not yet what; the answer may say ("oke aku yang hubungin teknisinya").
    // "…, biar aku yang cek semua rantainya, Rabu aku beresin": only when, for the promise just made.
    const when = how === 'commit' && deadline !== null;
    if (
      (how === 'named' || how === 'request' || when) &&
      assignee &&
      (ctx.keys(task).length === 1 || (deadline && lex.finish.test(task)))
    ) {
      const draft: Draft = { task, assignee, deadline, sentence: s.index, turn: s.turn, how, keys: ctx.keys(task) };
      return { draft: { ...draft, thin: true }, toReplier };
    }
    return null;
  }
  const own = (how === 'commit' || how === 'weak') && lex.firstPerson.test(core);
  return {
    draft: {
      task,
      assignee,
      // "mulai hari ini semua tolong pasang label pas nimbang": what all do from a day on is due on no day.
      deadline: EVERYONE.test(core) && deadline && /^mulai\s/i.test(main.slice(deadline.start)) ? null : deadline,
      sentence: s.index,
      turn: s.turn,
      how,
      keys: ctx.keys(task),
      own,
      forTaker,
      ownThing: !!forGroup || undefined,
    },
    toReplier,
  };
}
