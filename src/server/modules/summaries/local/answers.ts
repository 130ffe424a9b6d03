import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { EVERYONE, isIdVerb, LEXICON, passiveCommand, UNAVAILABLE } from './action-rules.js';
import type { ActionContext, Draft } from './action-types.js';
import { OBJECT_PRONOUN } from './clause-reading.js';
import { cleanTask, looksImperative } from './action-text.js';
import { findDeadline } from './deadlines.js';
import { merge } from './dedupe.js';
import type { Sentence } from './sentences.js';
import { withoutClitic } from './topics.js';
import { sameVerb } from './owners.js';
import { dayAgreed } from './stated-deadlines.js';

/**
 * What the turns after a task do to it: the answer that accepts it may say it more fully or name the day
 * ("Rina, tolong …" — "Siap, saya kirim Jumat"), and the one who gave it may name the day a turn later
 * ("Kamis listing-nya udah live ya, Di.").
 */

/** A task and the clause of the sentence it was read from. */
export interface Found {
  draft: Draft;
  toReplier: boolean;
  /** The first clause of a take-over says what is taken; a later one adds a step. */
  clause?: number;
}

/** A task waiting for its answer: the sentences left to read as the answer, and whether it was just taken over. */
export interface Absorbing {
  target: Draft;
  left: number;
  taking?: boolean;
  /** Only the rest of this turn, naming no one ("Then I'll do them. Aisha, could you …" asks another). */
  onlyTurn?: number;
}

const MAKE = /^(?:buat|buatkan|bikin|bikinin|susun|siapkan|siapin|tulis|draft|write|make|prepare|put together)$/i;
// The verb of finishing a thing (not "selesai" alone, which LEXICON.finish also reads as "done").
const FINISHING = /^(?:selesaikan|kelarin|beresin|rampungkan|finish|finalize|finalisasi)$/i;
const DELIVER = /^(?:serahkan|kirim|kirimkan|kirimin|kasih|setor|setorkan|share|bagikan|send|submit|hand|give)$/i;

const CONTACT = /^(?:chase|ping|call|ring|email|text|message|contact|phone|hubungi|telepon|telpon|chat|japri)$/i;
// Verbs that only say someone has it: the answer says what is done.
const GENERIC_VERB = /^(?:pegang|urus|handle|susun|take|own|cover|do)$/i;

// Taking the work over says whose it is, not what it is: the answer that says what ("saya cek kelengkapannya") is.
const TAKING_OVER =
  /^(?:meng?ambil alih|ambil alih|take (?:it |that )?over|take (?:it|that) on|handle|pegang)(?:\s+(?:itu|ini|it|that))?$/i;

// "kevin yang take over media plannya" — "kamis aku kirim draft pertamanya": the answer says what holding it means.
const HOLDING = /^(?:take over|ambil alih|megang)\s+(?=\S)/i;

// A task that is a verb and where it goes, with no thing of its own: "kirim ke Bimo", "send it over to Leo".
const OBJECTLESS: Record<SummaryLanguage, RegExp> = {
  id: /^\p{L}+\s+(?:ke|buat|untuk)\s/iu,
  en: /^\p{L}+\s+(?:(?:it|that|them)\s+)?(?:over\s+)?to\s/iu,
};

/** "Pegang brief" → "brief": the thing a generic verb holds, if it is short and plain. */
function heldThing(task: string): string | null {
  const thing = task.split(/\s+/).slice(1).join(' ');
  return /^[\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+){0,3}$/u.test(thing) ? thing : null;
}

/** The reply to a request ("Siap. Saya kirim tanggal 8.") is the same task; it may bring the deadline. */
export function takeAnswer(absorb: Absorbing, found: Found[], s: Sentence, drafts: Draft[], ctx: ActionContext): void {
  absorb.left--;
  absorb.target.answered = { turn: s.turn, sentence: s.index };
  // A day named in the answer ("Bisa, hari Sabtu saya …") beats none or a vague one ("before the release", "minggu
  // depan"); a day asked for stays ("sebelum Sabtu?" — "saya belanja hari Kamis" is when, not by when).
  const said = findDeadline(s.text, ctx.lang, ctx.meeting);
  const before = absorb.target.deadline;
  if (said && (!before || ((before.kind !== 'day' || before.purpose || before.event) && said.kind === 'day')))
    absorb.target.deadline = said;
  // A vague request ("urus QA-nya") restated by the person as a task of their own ("aku kelarin QA voucher
  // hari Rabu") reads as they put it.
  // "Biar gue aja, abis fix bug gue lumayan longgar kok": why they can, not what they will do.
  const restated = found.find(
    (f) =>
      (f.draft.how === 'commit' || f.draft.own) &&
      f.draft.keys.length >= 2 &&
      !/^(?:aja|saja|deh)\b/i.test(f.draft.task),
  );
  if (absorb.target.thin) {
    // "… mohon pak joko bisa ditagih" — "baik pak": a thing with few words to key on ("yang delapan belas KK"),
    // but said, and now taken.
    const [verb, ...thing] = absorb.target.task.split(/\s+/);
    // "sinta bisa mulai UAT nya senin depan" — "bisa mas": one word of a thing, with its day, is enough too.
    const dated = absorb.target.deadline?.kind === 'day' && absorb.target.keys.length > 0;
    const said =
      ctx.lang === 'id' &&
      isIdVerb(verb!) &&
      (thing.length >= 3 || (thing.length >= 1 && dated)) &&
      !LEXICON.id.finish.test(absorb.target.task);
    if (restated) Object.assign(absorb.target, { task: restated.draft.task, keys: restated.draft.keys });
    if (restated || said) drafts.push(Object.assign(absorb.target, { thin: false }));
    return;
  }
  // "Pegang katering, sekalian DP-nya" — "Sabtu aku transfer DP-nya": the answer says what is done with the thing.
  const bare = absorb.target.task.match(/(\s+sekalian\s+)(\p{L}[\p{L}-]*)$/u);
  const done = bare && restated?.draft.task.match(/^(\p{L}+)\s+(\p{L}[\p{L}-]*)$/u);
  if (bare && done && done[2]!.toLowerCase() === bare[2]!.toLowerCase() && isIdVerb(done[1]!.toLowerCase())) {
    const task = `${absorb.target.task.slice(0, bare.index)}${bare[1]}${done[1]!.toLowerCase()} ${bare[2]}`;
    Object.assign(absorb.target, { task, keys: ctx.keys(task) });
  }
  const nya = (t: string) => /\p{L}-nya\b/u.test(t);
  // "Pegang katering, sekalian DP-nya" — "Sabtu aku transfer DP-nya" is no clearer than the request.
  const vague =
    absorb.target.keys.length < 2 ||
    TAKING_OVER.test(absorb.target.task) ||
    HOLDING.test(absorb.target.task) ||
    (nya(absorb.target.task) && !(restated && nya(restated.draft.task)));
  // "Denahnya Pak Fauzan saja yang susun" — "saya buatkan denah ruang sekalian daftar pengawasnya": the same
  // thing, said more fully.
  const fuller =
    restated !== undefined &&
    restated.draft.keys.some((k) => absorb.target.keys.includes(k)) &&
    restated.draft.keys.length > absorb.target.keys.length;
  // "Bu Ningsih … masak kacang ijonya" — "yaudah saya aja bu yang masak": taken over in fewer words, not other ones.
  const takenAs =
    absorb.taking && restated?.clause === 0 && !restated.draft.keys.every((k) => absorb.target.keys.includes(k));
  const verb = (t: string) => t.split(/\s+/)[0]!.toLowerCase();
  // "lo yang pegang brief kan?" — "besok pagi gue kirim ke Bimo": what holding it means, done to the thing held.
  const held = GENERIC_VERB.test(verb(absorb.target.task)) ? heldThing(absorb.target.task) : null;
  if (restated && held && !vague && !fuller && OBJECTLESS[ctx.lang].test(restated.draft.task)) {
    const [v, ...rest] = restated.draft.task.replace(/^(\p{L}+)\s+(?:it|that|them)\s+/iu, '$1 ').split(/\s+/);
    absorb.target.task = [v, held, ...rest].join(' ');
    absorb.target.keys = ctx.keys(absorb.target.task);
    return;
  }
  // "rinciannya tolong diserahkan ke pak joko" — "nanti saya buatkan rinciannya": made first, then handed over.
  const made =
    restated &&
    MAKE.test(verb(restated.draft.task)) &&
    DELIVER.test(verb(absorb.target.task)) &&
    restated.draft.keys.some((k) => absorb.target.keys.includes(k));
  if (made && !OBJECT_PRONOUN[ctx.lang].test(restated.draft.task)) {
    // "…; serahkan ke Pak Joko": the thing made is not said twice.
    const twice = absorb.target.task
      .split(/\s+/)
      .slice(1)
      .find((w) => /nya$/i.test(w) && restated.draft.task.toLowerCase().includes(w.toLowerCase()));
    const handed = twice ? absorb.target.task.replace(` ${twice}`, '') : absorb.target.task;
    absorb.target.task = merge(restated.draft.task, handed);
    absorb.target.keys = [...restated.draft.keys, ...absorb.target.keys];
    return;
  }
  // "soal matematikanya bisa selesai Jumat?" — "Bisa, Jumat aku kirim ke grup": finished, then sent on.
  const sent = restated && DELIVER.test(verb(restated.draft.task)) ? restated.draft : null;
  const finished = FINISHING.test(verb(absorb.target.task));
  if (sent && finished && !absorb.target.task.toLowerCase().includes(verb(sent.task))) {
    absorb.target.task = merge(absorb.target.task, sent.task);
    absorb.target.keys = [...absorb.target.keys, ...sent.keys];
    return;
  }
  // "chase marketing for the copy" — "i'll ping them after this": getting in touch, said again.
  const contactAgain = restated && CONTACT.test(verb(absorb.target.task)) && CONTACT.test(verb(restated.draft.task));
  if (
    restated &&
    (vague || fuller || absorb.taking) &&
    !contactAgain &&
    absorb.target.how !== 'commit' &&
    !OBJECT_PRONOUN[ctx.lang].test(restated.draft.task)
  ) {
    const target = absorb.target;
    // "Revisi resepnya" — "Rabu aku kirim resep barunya ke grup": another step of it, both kept.
    const another =
      !vague && !takenAs && verb(target.task) !== verb(restated.draft.task) && !GENERIC_VERB.test(verb(target.task));
    // "Take over media plannya" — "Kirim draft pertamanya": of the thing held ("… (media plan)").
    const held = HOLDING.test(target.task) ? target.task.replace(HOLDING, '').split(/\s+/).map(withoutClitic) : null;
    const task = another ? merge(target.task, restated.draft.task) : restated.draft.task;
    target.task = held && !saysAlreadyAll(task, held) ? `${task} (${held.join(' ')})` : task;
    target.keys = another ? [...target.keys, ...restated.draft.keys] : ctx.keys(target.task);
  }
}

const saysAlreadyAll = (task: string, thing: string[]) =>
  thing.every((w) => task.toLowerCase().includes(w.toLowerCase()));

/** The names said in a turn up to this sentence ("Oke, PIC-nya Gilang. Paling lambat Jumat ya …"). */
function saidInTurn(s: Sentence, sentences: Sentence[], ctx: ActionContext) {
  // "Kamis udah ada di gue ya Tom": a short name for someone at the end is them too.
  const called = (text: string) => {
    const m = text.match(/(?:\s|\b(?:ya|yah)\s+)(\p{Lu}\p{Ll}{2,})(?=\s*[.!?]*$|\s*,)/u);
    const name = m && !ctx.names.mentions(m[1]!).length ? ctx.names.resolve(m[1]!) : null;
    return name ? [{ name, start: m!.index!, end: m!.index! + m![0].length }] : [];
  };
  return sentences
    .filter((x) => x.turn === s.turn && x.index <= s.index)
    .flatMap((x) => [...ctx.names.mentions(x.text), ...called(x.text)]);
}

/** A day said after the task was given, by the one who gave it or the one who took it. */
export function dayNamedAfter(last: Draft, s: Sentence, sentences: Sentence[], ctx: ActionContext): void {
  const lex = LEXICON[ctx.lang];
  // "Aim for the end of the month." / "Targetnya sebelum tanggal 1 Oktober.": a deadline for the task just given.
  const deadline = s.wordCount <= 20 ? findDeadline(s.text, ctx.lang, ctx.meeting) : null;
  const answered = last.answered ?? last;
  // "oke ra videonya paling lambat kamis tanggal tiga ya": naming the thing reaches a little further back.
  const named = ctx.keys(s.text).some((k) => last.keys.includes(k));
  // "Selasa aku ada kelas. Rabu aja gimana?", "Monday is Labor Day." — "Tuesday then.": another day proposed.
  const proposes =
    s.wordCount <= 8 &&
    /\b(?:aja|saja)\b.*\b(?:gimana|bagaimana)\s*\?$|^(?:how about|what about|shall we say|let's say)\b|^(?:\p{L}+\s+){1,2}(?:then|aja kalau gitu|aja kalo gitu|aja deh)\s*[.!]*$/iu.test(
      s.text,
    );
  // "tolong kelarin sebelum internal review ya" — "internal reviewnya kapan kak?" — "senin tanggal dua belas": the
  // day of the event the deadline named.
  const asked = sentences[s.index - 1];
  const event = last.deadline?.kind === 'text' ? ctx.keys(last.deadline.phrase) : [];
  if (
    deadline?.kind === 'day' &&
    asked &&
    s.index - last.sentence <= 3 &&
    /(?<![\p{L}])(?:kapan|when)(?![\p{L}])/iu.test(asked.text) &&
    ctx.keys(asked.text).some((k) => event.includes(k))
  ) {
    last.deadline = deadline;
    return;
  }
  // A day proposed instead may come after someone says why the first will not do; the task said again to its person
  // ("oke dewi checkout error android target kamis …") after a word about something else.
  const again = named && ctx.names.mentions(s.text).some((m) => m.name === last.assignee);
  const agreed = deadline !== null && dayAgreed(s, deadline, sentences[last.sentence], sentences);
  const reach = again ? 4 : named || proposes ? 2 : agreed ? 3 : 1;
  if (deadline && s.turn - answered.turn <= reach && s.index - answered.sentence <= reach + 2) {
    // "… makasih, tolong selesai sebelum tanggal sepuluh ya": the next turn may ask for the day.
    // "Sip, present di weekly Kamis ya?": a short question back, proposing the day.
    // "Oke thanks Kev. Target Jumat ya.": setting the day for it.
    // "nggak apa apa, kasih saya beberapa pilihan paling lambat tanggal lima belas": the result, asked for by a day.
    const toMe = TO_ME[ctx.lang].test(
      s.text.replace(/^(?:(?:oke|ok|okay|ya|sip|baik|nggak apa[- ]apa|gak apa[- ]apa|gapapa|fine|great)[\s,]+)+/i, ''),
    );
    const asks =
      toMe ||
      lex.request.test(s.text.toLowerCase()) ||
      /^(?:target(?:-?nya)?|deadline(?:-?nya)?|aim for|let's aim for)\s/i.test(s.text) ||
      // "I'll scan them." — "I need them by end of day tomorrow".
      /^(?:i|we) (?:really |still )?need (?:it|them|that|those)\b/i.test(s.text) ||
      (s.wordCount <= 8 && /\b(?:ya|yah|kan|oke|ok|okay|right)\s*\?$/i.test(s.text)) ||
      proposes;
    // "Kamis listing-nya udah live ya, Di.", "Sebelum rapat panitia tanggal 20 ya, Pak.": the one who gave the
    // task names the day, about it or to its person; a day beats what the answer left vague.
    const about =
      s.turn !== last.turn &&
      (named ||
        (last.assignee !== null && saidInTurn(s, sentences, ctx).some((m) => m.name === last.assignee)) ||
        // "aku aja deh mbak …" — "oke makasih sekar tapi rabu depan udah harus jadi ya": who took it, then when.
        (last.assignee === null && last.own === true && saidInTurn(s, sentences, ctx).length > 0) ||
        /,\s*(?:pak|bu|mas|mbak|kak|bang|\p{Lu}\p{L}*)\s*[.!?]*$/iu.test(s.text));
    const short = s.wordCount <= 14 && s.index - answered.sentence <= (proposes ? 4 : 2);
    const near =
      answered.turn === s.turn ? short && s.index - answered.sentence <= 1 : (short && asks) || about || agreed;
    const sharper = deadline.kind === 'day' && last.deadline?.kind !== 'day';
    // "lo bisa mulai regression Kamis? Target beres Jumat ini.": the day it starts, then the day it is due.
    const due = answered.turn === s.turn && /^target(?:-?nya)?\s+(?:beres|selesai|kelar|jadi)\b/i.test(s.text);
    const better = !last.deadline || proposes || due || agreed || ((about || asks) && sharper);
    if (near && better) last.deadline = deadline;
    if (near && proposes) last.answered = { turn: s.turn, sentence: s.index };
  }
}

/** The task just given is for the same person as this draft, or was taken on by a speaker not yet named. */
const sameHolder = (just: Draft, draft: Draft) =>
  just.assignee === draft.assignee || (just.assignee === null && just.own === true);

const READY: Record<SummaryLanguage, RegExp> = {
  id: /^(\p{L}.{2,60}?)\s+(?:sudah|udah)\s+(?:ada|siap|beres|lengkap)$/iu,
  en: /^(?:have\s+)?(\p{L}.{2,60}?)\s+(?:ready|in place|sorted)$/iu,
};

/**
 * "biar saya saja yang koordinasi …" — "baik bu lidia tolong jumlah porsi dan biayanya sudah ada sebelum rapat
 * berikutnya": a request, the next turn, for what the task just taken must have ready, and by when. It joins that
 * task (true) instead of standing as a task of its own.
 */
export function readyAddsTo(just: Draft, draft: Draft, turn: number, lang: SummaryLanguage): boolean {
  if (draft.how !== 'request' || !sameHolder(just, draft) || turn - just.turn !== 1) return false;
  const state = draft.task.match(READY[lang]);
  if (!state) return false;
  just.task = `${just.task} (${state[1]!.toLowerCase()})`;
  just.deadline ??= draft.deadline;
  just.assignee ??= draft.assignee;
  return true;
}

/**
 * "I can take it." — "Perfect. Get me a draft by Monday the 16th.": a request to nobody in particular, right after a
 * task was taken, on the same thing or for "me", says its day. Not one to everyone ("and everyone please have your
 * slides ready for the practice talk" after "i'll book it today").
 */
export function dayOfJustTaken(draft: Draft, taken: Draft, s: Sentence, lang: SummaryLanguage): boolean {
  return (
    draft.how === 'request' &&
    draft.assignee === null &&
    (taken.answered ?? taken).turn === s.turn - 1 &&
    taken.assignee !== null &&
    !EVERYONE.test(s.text) &&
    (draft.keys.some((k) => taken.keys.includes(k)) || TO_ME[lang].test(draft.task))
  );
}

// "I'll draft it." — "Great. Can you get me a draft by Friday?": what was just taken, asked for by a day.
const TO_ME: Record<SummaryLanguage, RegExp> = {
  en: /^(?:get|send|give|show)\s+(?:me|us)\b/i,
  id: /^(?:(?:pak|bu|mas|mbak|kak|bang)\s+)?(?:kirim(?:in|kan)?|kasih|kabar(?:in|i))\s+(?:ke\s+)?(?:saya|aku|gue|kami|kita)\b/i,
};

/**
 * "oke mas rizal makasih, tolong selesai sebelum tanggal sepuluh ya", "Can you get that out by Wednesday?": a thin
 * request, right after a task was given or taken, that says when that task must be done rather than another task.
 */
export function whenOfJust(draft: Draft, just: Draft, turn: number, lang: SummaryLanguage): boolean {
  return (
    sameHolder(just, draft) &&
    turn - just.turn <= 1 &&
    (LEXICON[lang].finish.test(draft.task) ||
      turn === just.turn ||
      OBJECT_PRONOUN[lang].test(draft.task) ||
      // "biar saya saja pak yang carikan umbul umbulnya" — "terima kasih pak heru tolong dibeli paling lambat kamis".
      (draft.keys.length <= 1 && draft.assignee !== null && just.own === true))
  );
}

/**
 * "When can you give me that?" — "Thursday.": a day and nothing else says yes, and when; so does a day before a
 * comma ("lusa ya bang, besok gue off").
 */
export function opensWithDay(s: Sentence, ctx: ActionContext): boolean {
  const opener = s.text.split(/[,;]/)[0]!;
  if (opener.split(/\s+/).length > 3 || findDeadline(opener, ctx.lang, ctx.meeting)?.kind !== 'day') return false;
  // "Jumat, aku cuti bu", "Monday, no, that's a holiday": a day said to say no (unless the no is for another day).
  const rest = s.text.slice(opener.length);
  const no = UNAVAILABLE[ctx.lang].test(rest) || LEXICON[ctx.lang].decline.test(rest);
  return !no || findDeadline(rest, ctx.lang, ctx.meeting)?.kind === 'day';
}

const ALSO: Record<SummaryLanguage, RegExp> = {
  // "Kirim juga ke grup ya": the same again, somewhere else too.
  id: /^(?:(?:oke|ok|sip)[\s,]+)?(?:(?:sekalian|sama sekalian|jangan lupa juga)[\s,]+(.{6,})|(\p{L}{4,}\s+juga\s+(?:ke|ke dalam|di)\s.{3,}))$/iu,
  en: /^(?:(?:okay|ok|great)[\s,]+)?(?:and also|also|while you're at it)[\s,]+(.{6,})$/i,
};

// "Mas, jangan lupa tanggalnya dikunci, biar …": a thing to see to, said as what must be done to it.
const REMINDED =
  /^(?:(?:mas|mbak|pak|bu|kak|bang|dek|oh|eh|oke|terus)[\s,]+)*jangan\s+lupa\s+(\p{L}+)\s+(di\p{L}{3,})(?=[\s,.!]|$)/iu;

/**
 * "Oke, Rabu. Sekalian bikin konten reels-nya.": more of the task just given, from the one who gave it (true); so is
 * a reminder to the one who just took a task ("Tenda sama kursi aku yang urus." — "Mas, jangan lupa tanggalnya
 * dikunci": "Urus tenda sama kursi; kunci tanggal").
 */
export function alsoAdds(s: Sentence, last: Draft | undefined, ctx: ActionContext): boolean {
  const m = last?.assignee ? s.text.match(ALSO[ctx.lang]) : null;
  const reminded = ctx.lang === 'id' && last?.own && s.speaker !== last.assignee ? s.text.match(REMINDED) : null;
  const done = reminded ? (passiveCommand(reminded[2]!) ?? reminded[2]!.slice(2).toLowerCase()) : null;
  const also = m?.[1] ?? m?.[2];
  const more = also ?? (done && `${done} ${withoutClitic(reminded![1]!.toLowerCase())}`);
  if (!more || !last || s.turn - (last.answered ?? last).turn > 1) return false;
  if (also && !looksImperative(also, ctx.lang)) return false;
  const extra = cleanTask(more, null, ctx.lang);
  last.task = merge(last.task, extra);
  last.keys = [...last.keys, ...ctx.keys(extra)];
  return true;
}

// "… and can you also put in the reminder", "sekalian kirim juga …": asked as more of the same.
const ALSO_ASKED = /(?<![\p{L}])(?:also|too|as well|juga|sekalian)(?![\p{L}])/iu;

/**
 * "i'll put it in the newsletter i'm sending it friday" — "thanks kim and can you also put in the reminder about the
 * concussion forms": asked of the one who just took a task, with the same verb and "also", it is more of that task.
 */
export function alsoAsked(draft: Draft, just: Draft, s: Sentence): boolean {
  // Without speaker labels the one who took it is known only as whoever spoke ("thanks kim" names them later).
  const same = draft.assignee === just.assignee || (just.assignee === null && just.own === true);
  if (draft.how !== 'request' || draft.assignee === null || !same) return false;
  // "oke makasih mas andi sekalian tulis jangan lupa bawa karung": "while you're at it", whatever the verb.
  const meanwhile = /(?<![\p{L}])sekalian\s+\p{L}/iu.test(s.text);
  if (s.turn - just.turn !== 1 || !ALSO_ASKED.test(s.text) || !(sameVerb(draft, just) || meanwhile)) return false;
  just.task = merge(just.task, draft.task);
  just.keys = [...just.keys, ...draft.keys];
  return true;
}

/**
 * "pengumumannya tolong disebar di grup" — "mas dika aja yang sebarin"; "tolong dipisahin terus dibikin berita acara
 * pemusnahannya" — "mbak rani aja yang bikin berita acaranya": whose the task just given to nobody is.
 */
export function givenToNobody(draft: Draft, just: Draft | undefined, turn: number): boolean {
  if (!just || just.assignee !== null || !draft.assignee || turn - just.turn > 1) return false;
  if (draft.thin) return sameVerb(draft, just);
  // Named with the thing said again: the whole of what was asked is theirs.
  return draft.how === 'named' && just.how === 'request' && draft.keys.filter((k) => just.keys.includes(k)).length >= 2;
}
