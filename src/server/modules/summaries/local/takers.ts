import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { LEXICON } from './action-rules.js';
import { looksImperative } from './action-text.js';
import type { ActionContext, Draft } from './action-types.js';
import { volunteers } from './cues.js';
import { findDeadline } from './deadlines.js';
import { taskFromObligation } from './handoff.js';
import { capitalize, type Sentence } from './sentences.js';

/**
 * Who takes something up in the next turn: an offer ("I could ask them" — "Would you?"), a need said to the room
 * ("… harus masuk ke finance" — "itu gue aja"), and the one who goes on speaking in the next segment of speech.
 */

/**
 * Whether the one who spoke last goes on, so their name carries over. Speech is cut by time into segments: "bisa bu
 * tapi aku tanya dulu ke anak anak …" — "aku kirim pengumuman di grup …" is one person going on about themself.
 */
export const goesOnSpeaking = (lower: string, s: Sentence, lastTurn: number, sentences: Sentence[]) =>
  lastTurn === s.turn - 1 &&
  /^(?:aku|saya)\s/.test(lower) &&
  LEXICON.id.firstPerson.test(sentences[s.index - 1]?.text.toLowerCase() ?? '');

export const turnWords = (turn: number, sentences: Sentence[]) =>
  sentences.reduce((n, x) => n + (x.turn === turn ? x.wordCount : 0), 0);

export const turnText = (s: Sentence, sentences: Sentence[]) =>
  sentences
    .filter((x) => x.turn === s.turn)
    .map((x) => x.text)
    .join(' ');

// "The lab move.", "Now, the poster.": a next item named alone, after which the turn is about something else.
const NEXT_ITEM = /^(?:(?:now|next|and|so|right|okay|ok)[\s,]+)?the\s+\p{L}+(?:\s+\p{L}+){0,2}\s*[.!]$/iu;

/** The turn from `s` on, up to an item named next ("That would be great. The lab move. Facilities say …"). */
function untilNextItem(s: Sentence, sentences: Sentence[]): string {
  const rest = sentences.filter((x) => x.turn === s.turn && x.index >= s.index);
  const stop = rest.findIndex((x, i) => i > 0 && NEXT_ITEM.test(x.text.trim()));
  return (stop < 0 ? rest : rest.slice(0, stop)).map((x) => x.text).join(' ');
}

// "Would you? That'd be brilliant.", "That would be wonderful, Steve.": the offer of the turn before is taken up. Not
// "Please do." or "Boleh.": said before a request of its own ("Please do. Maria, can you aim for fifteen …?"), that
// request is the task.
const TAKES_UP: Record<SummaryLanguage, RegExp> = {
  id: /^(?:wah,?\s+)?boleh banget\b/i,
  en: /^(?:oh,?\s+)?(?:would you|could you|would you mind|that would be|that'd be)\b(?!\s+\p{L}{3,}\s+\p{L})/iu,
};

const WELCOMED = /^(?:great|perfect|thanks|thank you|lovely|brilliant|awesome|amazing|fantastic|you're a star)\b/i;

/**
 * "The Red Lion has a back room. I could ask them." — "Would you? That'd be brilliant. Could you let us know by
 * Monday?": the offer is the one who made it's task, due the day said when taking it up (true when taken up).
 */
export function takesUpOffer(
  offered: Draft,
  lower: string,
  s: Sentence,
  sentences: Sentence[],
  ctx: ActionContext,
  drafts: Draft[],
): boolean {
  if (drafts.includes(offered)) return false;
  const when = findDeadline(untilNextItem(s, sentences), ctx.lang, ctx.meeting);
  // "Aku minta laporan keuangannya dulu ya ke mereka." — "Boleh, mintanya hari ini aja": allowed, with its day.
  // Not "Boleh. Joko sekalian tagih iuran …": the one who offered, asked by name for the task as it is wanted.
  const askedAgain = ctx.names.mentions(turnText(s, sentences)).some((m) => m.name === offered.assignee);
  const allowed =
    ctx.lang === 'id' &&
    !askedAgain &&
    (/^(?:boleh|silakan|silahkan)\b/i.test(lower) || (/^(?:oke|ok|sip|iya)\b/i.test(lower) && when?.kind === 'day'));
  // "And the Facebook post?" — "I can do that when the form's live." — "Great.": an offer that answers who does it,
  // welcomed.
  const asked = /\?\s*$/.test(sentences.findLast((x) => x.turn === offered.turn - 1)?.text ?? '');
  const welcomed = ctx.lang === 'en' && asked && WELCOMED.test(lower);
  if (!TAKES_UP[ctx.lang].test(lower) && !allowed && !welcomed) return false;
  const task = forWhatWasNeeded(offered.task, offered.sentence, sentences, ctx);
  drafts.push(
    Object.assign(offered, { how: 'commit', deadline: offered.deadline ?? when, task, keys: ctx.keys(task) }),
  );
  return true;
}

// "What we haven't got yet is anyone to run the tombola.", "We need someone to sort out the tables.": what is wanted.
const NEEDS_SOMEONE =
  /\b(?:haven't got|have not got|don't have|do not have|need|needs)\s+(?:yet\s+)?(?:is\s+)?(?:anyone|anybody|someone|somebody|a volunteer)\s+to\s+([^.?!,]{3,60}?)\s*[.?!]?$/i;

const ASK_SOMEONE = /^[Aa]sk\s+(?:(?:my|our)\s+\p{L}+|\p{Lu}\p{Ll}+)$/u;

/** "I could ask my neighbour" after "… anyone to run the tombola": the offer is how the need gets met. */
export function forWhatWasNeeded(task: string, at: number, sentences: Sentence[], ctx: ActionContext): string {
  // Only asking someone of one's own to do it ("my neighbour", "Derek"): "Ask the Crown" is no way to meet it.
  if (ctx.lang !== 'en' || !ASK_SOMEONE.test(task)) return task;
  const turn = sentences[at]!.turn;
  for (let i = at - 1; i >= 0 && sentences[i]!.turn >= turn - 4; i--) {
    const wanted = sentences[i]!.text.match(NEEDS_SOMEONE)?.[1];
    if (!wanted) continue;
    const known = new Set(ctx.keys(task));
    return ctx.keys(wanted).some((k) => known.has(k)) ? task : `${task} to ${wanted}`;
  }
  return task;
}

/**
 * "report ads Desember harus masuk ke finance" — "itu gue aja": a need said to the room, taken on in the next turn
 * by the one who says so, with the day they say (true when taken).
 */
export function takesOnNeed(
  need: Draft,
  s: Sentence,
  speaker: string,
  sentences: Sentence[],
  ctx: ActionContext,
  drafts: Draft[],
): boolean {
  if (need.assignee !== null || need.turn !== s.turn - 1 || !volunteers(s.text, ctx.lang)) return false;
  const when = need.deadline ?? findDeadline(turnText(s, sentences), ctx.lang, ctx.meeting);
  // "someone has to label all the boxes" — "I'll do that": the task is the labelling.
  const task = capitalize(taskFromObligation(need.task, null, ctx.lang));
  drafts.push(Object.assign(need, { task, assignee: speaker, how: 'commit', own: true, deadline: when }));
  return true;
}

/** "Raka: Terus aku ngapain?" — "Mama: Kamu bikin video ucapan …": "kamu" is the one who just spoke. */
export function youAfterThem(clause: string, s: Sentence, sentences: Sentence[]): string | null {
  if (!s.speaker || !/^(?:(?:oke|ok|nah|ya|jadi)[\s,]+)?(?:kamu|lo|lu|anda)\s+\p{L}/iu.test(clause.trim())) return null;
  const before = sentences.findLast((x) => x.turn === s.turn - 1)?.speaker;
  return before && before !== s.speaker ? before : null;
}

// "Give me till Thursday?", "kasih aku waktu sampai Jumat ya": time asked for what was just offered.
export const TIME_ASKED =
  /^(?:(?:and|so|but)\s+)?(?:give me (?:till|until|to)|i(?:'ll| will)? need (?:till|until)|kasih (?:aku|saya|gue) (?:waktu )?(?:sampai|sampe))\s/i;

// "I can take it to my cousin's shop." — "When?" — "… on the 25th, so I'll drop it off then.": when, asked of an offer.
export const ASKS_WHEN =
  /^(?:(?:and|so|okay|ok|oke|terus)[\s,]+)?(?:when|by when|what day|kapan|kapan bisa|kapan tuh)\s*\??$/i;

/**
 * "Fikri: Nomornya ada di aku." — "Rizal: Kirim ke Uni Rina nomornya, …" — "Fikri: Oke Da, abis ini aku kirim.": a
 * command with no name is said to the one who spoke before, when they answer it with a yes and its verb.
 */
export function toTheOneBefore(s: Sentence, sentences: Sentence[], lang: SummaryLanguage): string | null {
  if (!s.speaker || !looksImperative(s.text, lang) || /\?\s*$/.test(s.text)) return null;
  // Said at the start of its turn: the sentence before is the last of the turn before (no search of the meeting).
  const before = sentences[s.index - 1]?.turn === s.turn - 1 ? sentences[s.index - 1]!.speaker : null;
  let next = s.index + 1;
  while (sentences[next]?.turn === s.turn) next++;
  const after = sentences[next];
  const reply = after?.speaker === before ? after!.text.trim().toLowerCase() : '';
  // The yes says the verb again ("… aku kirim"), so it is this command it answers.
  const verb = s.text
    .trim()
    .match(/^\p{L}{3,}/u)?.[0]
    .toLowerCase();
  const again =
    verb && new RegExp(String.raw`\b(?:aku|saya|gue|i'll|i will)\s+(?:\p{L}+\s+)?${verb}`, 'iu').test(reply);
  return before && before !== s.speaker && LEXICON[lang].ack.test(reply) && again ? before : null;
}

// "Marcus, could you ask that shaved ice place?" — "I'd love to, but …" — "I'll ask them": the same thing, done by
// another.
export const doesItInstead = (text: string, task: string) =>
  text
    .trim()
    .match(
      /^(?:(?:oh|well|okay|ok|actually|then|so|right|fine)[\s,]+)*(?:i'll|i will|i can)\s+(\p{L}+)\s+(?:it|them|that|those|him|her)\b/iu,
    )?.[1]
    ?.toLowerCase() === task.split(/\s+/)[0]!.toLowerCase();

// "Senin saya ke sana": when the speaker goes there, which is when the task is done.
export const GOING_THERE =
  /^(?:(?:hari\s+)?(?:senin|selasa|rabu|kamis|jumat|sabtu|minggu|besok|lusa)(?:\s+(?:pagi|siang|sore|malam))?)\s+(?:saya|aku|gue)\s+(?:ke\s+(?:sana|situ)|berangkat|jalan)\s*[.!]?$/iu;
