import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import type { ActionContext, Draft } from './action-types.js';
import { LEXICON } from './action-rules.js';
import { cleanTask } from './action-text.js';
import { VOLUNTEER, type Volunteer } from './cues.js';
import { findDeadline } from './deadlines.js';
import { antecedentBefore, fillPronoun } from './handoff.js';
import { raisedTopicBefore } from './raised-topics.js';
import { onlyVerb } from './bare-verb-objects.js';
import type { Sentence } from './sentences.js';
import { thingMadeReady, withThingHanded } from './handed-on.js';

/**
 * The task someone took on, or was put forward for, when asked who does a thing ("Siapa yang mau pegang desain?" —
 * "aku aja mas"; "foto buat IG-nya siapa?" — "lo aja Cup"): the thing as the question said it, with its day.
 */
export function draftOfVolunteer(
  volunteer: Volunteer,
  s: Sentence,
  sentences: Sentence[],
  speaker: string | null,
  ctx: ActionContext,
): Draft | null {
  const said = findDeadline(s.text, ctx.lang, ctx.meeting);
  const deadline = said ?? findDeadline(volunteer.asked, ctx.lang, ctx.meeting);
  let task = cleanTask(volunteer.asked, deadline === said ? null : deadline, ctx.lang);
  // "Beliau minta dijemput di stasiun." — "Siapa yang bisa jemput?": the verb with what was said of it.
  if (ctx.keys(task).length < 2) task = verbInContext(task, volunteer.question, sentences, ctx) ?? task;
  // "can someone update them before the demo": the things the question points back to.
  if (ctx.lang === 'en' && /\b(?:them|it|those)\b/i.test(task))
    task = fillPronoun(task, antecedentBefore(volunteer.question, sentences, ctx.lang, task, true), ctx.lang);
  // "satu lagi dokumentasi onboarding buat anak baru …" — "siapa yang mau pegang": holding the thing raised before.
  // A role taken ("Jadi MC") is a task of its own.
  const role = /^(?:jadi|menjadi)\s/i.test(task);
  const raised =
    ctx.keys(task).length < 2 && !role
      ? raisedTopicBefore(volunteer.question, sentences, ctx.lang, ctx.names, 2)
      : null;
  if (raised) task = cleanTask(`${task} ${raised}`, null, ctx.lang);
  // "proposal bantuan lansia udah jadi, tinggal diajukan" — "Siapa yang bisa antar ke kelurahan?": the proposal.
  task = withThingHanded(task, thingMadeReady(task, volunteer.question, sentences, ctx), ctx);
  const keys = ctx.keys(task);
  const { nominee } = volunteer;
  // One word of a thing ("foto buat IG") is enough when a person is put forward for it.
  const enough = keys.length >= 2 || (nominee !== undefined && keys.length === 1 && task.includes(' ')) || role;
  if (!enough || LEXICON[ctx.lang].meetingFlow.test(task.toLowerCase())) return null;
  const at = { sentence: s.index, turn: s.turn, keys, deadline, task };
  return nominee ? { ...at, assignee: nominee, how: 'named' } : { ...at, assignee: speaker, how: 'commit', own: true };
}

/** A bare verb ("Jemput") as said a sentence or two before, with what followed it ("dijemput di stasiun"). */
function verbInContext(task: string, at: number, sentences: Sentence[], ctx: ActionContext): string | null {
  const verb = task.toLowerCase().match(/^\p{L}{3,}$/u)?.[0];
  if (!verb) return null;
  const stem = verb.replace(/(?:kan|in)$/, '');
  const re = new RegExp(String.raw`(?<![\p{L}])(?:di|me\p{L}?)?${stem}(?:kan|in|i)?\s+([^,.;!?]{3,50})`, 'iu');
  for (let i = at - 1; i >= Math.max(0, at - 2); i--) {
    const m = sentences[i]!.text.match(re);
    if (!m) continue;
    const rest = m[1]!.replace(/\s+(?:jam|pukul)\s+.*$/i, '');
    const fuller = cleanTask(`${verb} ${rest}`, findDeadline(rest, ctx.lang, ctx.meeting), ctx.lang);
    // "Lab komputer … Tapi harus booking dulu ke Pak Anton.": what is booked, from before.
    if (ctx.keys(fuller).length >= 2) return withThingHanded(fuller, thingMadeReady(fuller, i, sentences, ctx), ctx);
  }
  return null;
}

/**
 * "I'm happy to take that on, as long as someone helps me collect …" — "I'll come with you. Shall we say Tuesday
 * afternoon?": the day set for the help is the day of the work helped with.
 */
export function helpedOnTheSameDay(drafts: Draft[], ctx: ActionContext): void {
  if (ctx.lang !== 'en') return;
  for (const [i, help] of drafts.entries()) {
    if (help.deadline?.kind !== 'day' || !help.task.startsWith('Help ')) continue;
    const own = drafts
      .slice(0, i)
      .findLast(
        (d) =>
          help.task.startsWith(`Help ${d.assignee} `) &&
          help.turn - d.turn <= 2 &&
          d.keys.some((k) => help.keys.includes(k)),
      );
    if (own && own.deadline?.kind !== 'day') own.deadline = help.deadline;
  }
}

/** "I can do that.", "aku aja mas": the sentence says nothing but that the speaker takes it. */
export function onlyVolunteers(text: string, lang: SummaryLanguage): boolean {
  const m = text.trim().match(VOLUNTEER[lang]);
  // "i can do it i have some time this week": why they can, nothing more to do; "aku aja, aku yang bikin …": the
  // verb of what they take on (findVolunteer), said again.
  const rest = text.trim().slice(m?.[0].length ?? 0);
  return (
    !!m &&
    // "gue aja mbak, tapi gue butuh foto produk yang baru": what they need for it, nothing more to do.
    // "i can do that i'll have a draft by thursday": when, not another task; "i'll do it if someone gets me the
    // prizes sorted": on a condition someone else sees to.
    (/^[\s,.!]*(?:(?:i have|i've got|i'm free|i am free|(?:but|tapi) (?:i|aku|saya|gue) (?:need|butuh|perlu)|i(?:'ll| will) have (?:a|the|it|something)\s|(?:if|as long as|provided) (?:someone|somebody|you|they) (?!helps?\b)|with (?:the|my|our|some|a)\s)\b.*)?$/i.test(
      rest,
    ) ||
      // "Gue aja, gampang itu, abis standup gue beresin": how easy, when, and the one verb of it. (Where it is done
      // is more to do: "aku aja deh mbak nanti aku pesen di konveksi langganan".)
      (lang === 'id' &&
        !/\s(?:di|ke)\s/i.test(rest) &&
        onlyVerb(
          rest.replace(/^[\s,]*(?:(?:gampang|santai|aman|bisa|siap)(?:\s+(?:itu|kok|kak|mas|mbak))?[\s,]+)?/iu, ''),
        ) !== null) ||
      (lang === 'id' &&
        /^[\s,]*(?:(?:aku|saya|gue)\s+)?yang\s+(?!(?:pegang|megang|handle|urus|ngurus|ambil)\b)\p{L}+/iu.test(rest) &&
        !/\bsekalian\b/i.test(rest)))
  );
}

/**
 * "… lewat grup wa siapa ya" — "biar saya saja, nanti malam saya share di grup": the act just taken on, said again;
 * not "saya aja pak nanti saya bikin list sama hitungan volumenya", said with more, which is read.
 */
export function saidAgain(taken: Draft | undefined, s: Sentence, ctx: ActionContext): boolean {
  const keys = ctx.keys(s.text);
  return taken?.sentence === s.index && keys.some((k) => taken.keys.includes(k)) && keys.length <= taken.keys.length;
}
