import { LEXICON } from './action-rules.js';
import type { ActionContext, Draft } from './action-types.js';
import {
  GENERIC_OBJECT,
  handedToOnly,
  HANDED_BARE,
  THING_POINTED,
  thingMadeReady,
  withThingHanded,
} from './handed-on.js';
import { antecedentBefore, fillPronoun, leadingNounPhrase, paperFiled } from './handoff.js';
import type { Sentence } from './sentences.js';
import { words } from './tokens.js';
import { withoutClitic } from './topics.js';

/**
 * What a task with no thing of its own is done to: "Carla, could you redraw those?" after the icons, "Have a look at
 * it" after the wireless mic, "Bales aja, Mbak" after "Review-nya perlu dibales?", a bare verb after a thing raised
 * as open.
 */

// "could you take it this time?": taking the job on; the answer says what it is ("I'll send it out to the parents").
const TAKE_IT =
  /^(?:take|handle|do|own|cover|pegang|urus|handle)\s+(?:it|that|this|itu|ini)(?:\s+(?:on|over))?(?:\s+(?:this time|instead|for now|kali ini|dulu))?$/i;

// "Raise that with …", "Draft something and get it to …": the verb's object is what was just said. "Have a look at
// it before the rehearsal", "put it together myself": looked at or made, the thing itself.
const DIRECT_PRONOUN =
  /^(?:do\s+(?:that|it)(?=\s+(?:when|once|as soon as)\s)|\p{L}+\s+(?:(?:that|those|these)(?=\s+(?:with|to|for|by|on|at|in)\b)|something\b|some(?=\s+(?:online|from|at|in)\b|\s*$))|(?:(?:have|take)\s+a\s+(?:look|peek)\s+at|look\s+(?:at|into)|dig\s+into)\s+it\b|\p{L}+\s+(?:it|them)\s+(?:together|up)\b|\p{L}+\s+it\s+(?=(?:every|each)\s))/iu;

const MOVED_SOMEWHERE =
  /^(?:drop|put|stick|upload|save|move|copy|post|pin|send|bring|take|file|store|load)\s+them\s+(?:in|into|on|onto|to|up on|over to|in to)\s/i;

const FOR_THEM = /(\s(?:for|to|with))\s+them$/i;

// A verb that takes a thing, alone before a comma; and a thing pointed back to ("Review-nya").
const BARE_VERB_THEN_HOW =
  /^(?!(?:datang|hadir|ikut|pergi|pulang|mulai|lanjut|handle|urus|pegang)\b)\p{L}+(?:kan|in|i)?(?=,)/iu;

/** "Undangannya" after "draf": "draf undangan", as one thing. */
const ofThing = (topic: string, named: boolean) =>
  named ? topic : topic.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()).replace(/\p{L}+$/u, withoutClitic);

// Speaking to someone, with no word of what about: "ngomong ke Pak Haji", "tanya Bu Ratna", "telpon teknisi yang
// kemarin" (after "mesin pengering … bunyi lagi": about the dryer).
const SPEAK_TO =
  /^(?:ngomong|omongin|bicara|bicarakan|ngobrol|tanya|tanyain|tanyakan|hubungi|telepon|telpon|chat|japri|kontak)\s+(?:ke|sama|dengan)?\s*(?:(?:pak|bu|mas|mbak|kak|bang|om|tante)\s+\p{L}+(?:\s+\p{L}+)?|(?:teknisi|tukang|montir|bengkel|vendor|supplier)(?:-?nya)?(?:\s+yang\s+\p{L}+(?:\s+\p{L}+){0,2}){0,2})(?:\s+(?:lagi|dulu|langsung))?$/iu;

/**
 * "Gilang, bisa kamu finalize sebelum Rabu?" after "copy push notification buat 11.11 belum final": the bare verb
 * is done to the thing raised. "Priya, can you put together a first draft?" after "Next step is the media plan":
 * a draft of the plan.
 */
function withRaisedTopic(task: string, raised: string, ctx: ActionContext): string {
  // Handed on with only where it goes: the thing said to be ready, not any matter raised (`thingMadeReady`).
  if (handedToOnly(task, ctx.lang)) return task;
  // The capital that started the sentence is not the thing's own ("Sound system masjid juga belum dicek").
  const named = ctx.names.mentions(raised)[0]?.start === 0;
  const topic = named
    ? raised
    : raised.replace(/^The\b/, 'the').replace(/^\p{Lu}(?=\p{Ll}+\s+\p{Ll})/u, (c) => c.toLowerCase());
  // "untuk itu perlu sosialisasi …" — "pak hasan saja yang jadi pembicaranya": the speaker of that.
  const role = task.match(/^(menjadi\s+\p{L}+?)-?nya$/iu);
  if (role) return `${role[1]} ${topic}`;
  // "dp nya belum dibayar" — "bayar dp nya besok": the task names it already, in words too short to key on.
  if (` ${task.toLowerCase()} `.includes(` ${topic.toLowerCase()} `)) return task;
  // "Target poster jadi …" after "Tapi posternya belum ada": named already, without the "-nya".
  const said = new Set(words(task).map((w) => withoutClitic(w.toLowerCase())));
  if (words(topic).every((w) => said.has(withoutClitic(w.toLowerCase())))) return task;
  // "bisa bu": a form of address alone is no task to fill in.
  if (/^(?:pak|bu|bapak|ibu|mas|mbak|kak|bang|dek)$/iu.test(task.trim())) return task;
  // "Serahkan ke bapak" is still bare; "Come with you" is not about a thing.
  const bare = !task.includes(',') && (ctx.lang === 'id' ? words(task).length <= 4 : words(task).length <= 2);
  // "Selesai sebelum tanggal sepuluh": when, not what; the topic is not pasted on.
  // "Vote" on "the book for May": a verb that takes no object says what it is about.
  const on =
    ctx.lang !== 'en'
      ? ''
      : /^(?:vote|comment|decide|agree)$/i.test(task.trim())
        ? ' on'
        : /^apply$/i.test(task.trim())
          ? ' for'
          : '';
  // "Order more" of "the candles": more candles, not more the candles.
  const more = ctx.lang === 'en' && /\b(?:more|some|extra|new)$/i.test(task.trim());
  // "Beli lagi" of "shuttlecock": "Beli shuttlecock lagi", the thing before the word that says again.
  const again = ctx.lang === 'id' ? task.match(/\s+(?:lagi|dulu|juga|sekarang)$/iu) : null;
  if (ctx.keys(task).length < 2 && bare && again) return `${task.slice(0, again.index)} ${topic}${again[0]}`;
  if (ctx.keys(task).length < 2 && bare && !LEXICON[ctx.lang].finish.test(task))
    return `${task}${on} ${more ? topic.replace(/^the\s+/i, '') : on && !/^(?:the|a|an)\s/i.test(topic) ? `the ${topic}` : topic}`;
  // "beliin yang baru" after "ulekan yang gede retak": a new one of the thing.
  const anew = ctx.lang === 'id' ? task.match(/^(\p{L}+)\s+yang\s+baru(?![\p{L}])/iu) : null;
  if (anew && !named)
    return task.replace(anew[0], `${anew[1]} ${ofThing(topic, false).replace(/\s+yang\s.*$/i, '')} baru`);
  // "Ngomong ke Pak Haji lagi" after "Batang pinangnya dari mana?": whom to speak to is said; what about is the topic.
  if (ctx.lang === 'id' && SPEAK_TO.test(task) && !/(?<![\p{L}])(?:soal|tentang|mengenai|untuk|buat)\s/iu.test(task))
    return `${task} soal ${topic.replace(/\s+(?:itu|ini|tuh|nih)$/iu, '')}`;
  const known = new Set(ctx.keys(task));
  if (GENERIC_OBJECT[ctx.lang].test(task) && !ctx.keys(topic).some((k) => known.has(k)))
    return ctx.lang === 'en'
      ? `${task} of ${topic}`
      : task.replace(GENERIC_OBJECT.id, (thing) => `${thing.replace(/-?nya$/i, '')} ${ofThing(topic, named)}`);
  return task;
}

/** The task with the thing it points back to, or is done to, put in. */
export function withThingDoneTo(task: string, previous: string | null, raised: string | null, ctx: ActionContext) {
  const { lang } = ctx;
  // Nothing left of the task once the reasons went ("kamu aja ya, kan kamu yang deket …"): nothing to fill in.
  if (!task.trim()) return task;
  let t = task;
  // "Carla, could you redraw those?": what "those" is, from the sentence before.
  // Not "Make a list of everything we still need and get it to you": "it" is the thing the task makes first.
  const ownThing = lang === 'en' && /^\p{L}+\s+(?:a|an|the)\s+\p{L}.*\s(?:it|them)\b/iu.test(t);
  if (ctx.keys(t).length < 2 && previous && !TAKE_IT.test(t) && !ownThing) t = fillPronoun(t, previous, lang);
  // "Review-nya perlu dibales nggak?" — "Bales aja, Mbak, yang sopan, …": the verb alone, then how; of that thing.
  else if (lang === 'id' && previous && BARE_VERB_THEN_HOW.test(t) && THING_POINTED.test(previous))
    t = t.replace(/^\p{L}+/u, (verb) => `${verb} ${previous.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}`);
  // "Raise that with their marketing lead": the verb's object is what was just said, whatever else follows.
  else if (lang === 'en' && previous && DIRECT_PRONOUN.test(t)) t = fillPronoun(t, previous, lang);
  // "I just need the raw files from 47" — "I'll drop them in the shared drive": moved somewhere, the thing itself.
  else if (lang === 'en' && previous && /s$/i.test(previous) && MOVED_SOMEWHERE.test(t))
    t = fillPronoun(t, previous, lang);
  // "the peak season temps start monday" — "you're doing the safety orientation for them": whom it is for.
  else if (lang === 'en' && previous && /s$/i.test(previous) && FOR_THEM.test(t))
    t = t.replace(FOR_THEM, `$1 the ${previous.replace(/^the\s+/i, '')}`);
  // "For the banner, who can take it?" — "I'll order it from the print shop": "it" is the thing raised.
  else if (lang === 'en' && raised && /^\p{L}+\s+it\s+(?=(?:from|to|for|by|at|in|on)\s)/iu.test(t))
    t = fillPronoun(t, raised, lang);
  // "I'll grab a new one" after "the padlock on the shed's rusted": a new padlock.
  const head =
    lang === 'en' && raised
      ? raised.replace(/^(?:the|a|an|our|this|that)\s+/i, '').split(/\s+(?:on|in|at|for|of|from|by)\s+/i)[0]
      : null;
  if (head && /^[\p{L}-]+$/u.test(head))
    t = t.replace(/\b((?:a|the)\s+(?:new|spare|replacement|second|another)\s+)one\b/i, `$1${head}`);
  // "Gilang, bisa kamu finalize sebelum Rabu?" after "copy push notification buat 11.11 belum final"; not "I can do
  // it", which only takes the thing on ("Do it the raffle tickets").
  if (raised && !TAKE_IT.test(t)) t = withRaisedTopic(t, raised, ctx);
  return withThingHanded(t, previous, ctx);
}

// What taking a thing on says: "Take the controller remapping bug".
const TOOK = /^(?:take|grab|handle|own|pick up)\s+/i;

/**
 * What a pronoun in `clause` points to. A thing raised as open ("the coaches need the updated rosters") before any
 * other; "i can do it" — "thanks maya can you have it done by friday": what was just taken on (null: the task is
 * theirs as it stands); not in another's own promise ("Sure, I'll handle the scheduling." — Lina: "I'll send it by
 * Wednesday.").
 */
export function pointedTo(
  clause: string,
  before: string[],
  s: Sentence,
  sentences: Sentence[],
  taken: Draft | undefined,
  raised: string | null,
  ctx: ActionContext,
): string | null {
  const en = ctx.lang === 'en';
  // "Ester, kamu bisa data ukuran semua anggota? Terus kasih ke aku.": the next step of the task just asked, to the
  // same thing (joined to it as a step), not to something said before it.
  const nextStep =
    taken?.turn === s.turn &&
    taken.sentence === s.index - 1 &&
    /^(?:terus|trus|lalu|abis itu|habis itu)\s/i.test(clause);
  if (nextStep && ctx.lang === 'id') return taken.task.replace(/^\p{L}+\s+/u, '');
  // "Terus Mas Dodi, bisa antar ke kelurahan?": handed on with nothing said, the thing said to be ready, or none
  // (not any matter raised as open: "Anak-anak kelas enam banyak yang belum bayar" is nothing to send).
  if (ctx.lang === 'id' && HANDED_BARE.test(clause)) return thingMadeReady(clause, s.index, sentences, ctx, raised);
  const another = !!s.speaker && !!taken?.assignee && s.speaker !== taken.assignee && en;
  const justTaken = taken?.own && taken.turn === s.turn - 1 && !(another && /^i'll\b|^i will\b/i.test(clause));
  if (justTaken) return null;
  // "I'll take the controller remapping bug. I can have it fixed by Wednesday.": what they took on a moment ago.
  const takenNow =
    en &&
    taken?.own &&
    taken.turn === s.turn &&
    TOOK.test(taken.task) &&
    !/\b(?:take|grab|handle|own|pick up|do)\s+(?:it|that)\b/i.test(clause)
      ? taken.task.replace(TOOK, '')
      : null;
  // "the ssl cert on the staging server expires on the twenty first so i will renew it tomorrow": said before it.
  const inSentence = before.length && en ? leadingNounPhrase(before.at(-1)!, ctx.lang) : null;
  const paper = paperFiled(clause, s.index, sentences, ctx.lang);
  return takenNow ?? raised ?? paper ?? inSentence ?? antecedentBefore(s.index, sentences, ctx.lang, clause);
}
