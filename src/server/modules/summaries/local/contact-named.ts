import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import type { ActionContext, Draft } from './action-types.js';
import type { Sentence } from './sentences.js';
import { saysAlready } from './raised-topics.js';
import { stopwords } from './tokens.js';

/**
 * Whom a task says to contact, named: "email him" is "Email Mr. Okafor", "ring them" is "Ring the council", "send him
 * the template" after Tom asked for it is "Send Tom the template".
 */

// "email him", "call her", "hubungi beliau": someone to contact, whom the task should name.
const CONTACT = String.raw`(?<![\p{L}])((?:email|e-mail|call|ring|phone|text|message|ping|ask|tell|remind|chase|contact|write to|reply to|talk to|speak to|follow up with|check with|get back to|send|forward|show|give|pass|hand)\s+)`;
const CONTACT_PRONOUN: Record<SummaryLanguage, RegExp> = {
  en: new RegExp(String.raw`${CONTACT}(?:him|her)(?![\p{L}])`, 'iu'),
  id: /(?<![\p{L}])((?:kejar|uber|telpon|telepon|telfon|hubungi|kabari|kabarin|tanya|tanyain|tanyakan ke|ingatkan|ingetin|chat|japri|wa|email|temui|ajak ngobrol)\s+)(?:dia|beliau)(?![\p{L}])/iu,
};

const BARE_CHASE =
  /^(Kejar|Uber|Ingatkan|Ingetin)\s+(?:(?:aja|saja|terus|lagi)\s+)*(?=(?:sampai|sampe|biar|supaya)\s)/u;

const SOMEONE_UNNAMED: Record<SummaryLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:the|that|this|a|an|our|my|your|his|her)\s+(?:\p{L}+\s+)?(?:guy|man|woman|lady|person|bloke|chap|technician|contractor|vendor|landlord|owner|manager|principal|teacher|doctor|driver|plumber|electrician|supplier|client|customer)s?(?![\p{L}])/iu,
  id: /(?<![\p{L}])(?:orang|bapak|ibu|mas|mbak|pak|bu)(?:nya)?\s+(?:yang|dari|di)\s/iu,
};

// "Just send me last year's template": the speaker asks for it, so a later "send him" means them.
const ASKED_FOR_ME = new RegExp(String.raw`${CONTACT}me(?![\p{L}])`, 'iu');

// "ring them" after "did the council ever come back": a body the meeting named, not a person.
const CONTACT_THEM = new RegExp(String.raw`${CONTACT}them(?![\p{L}])`, 'iu');
const A_BODY =
  /(?<![\p{L}])the\s+(?:\p{L}+\s+)?(?:council|department|school|publisher|printers?|venue|caterers?|hotel|bank|landlord|agency|league|club|office|company|vendor|supplier|sponsor|contractor|university|hospital|library|museum)(?![\p{L}])/giu;

// "I'll email their director": the body's own person, named by the body ("Email the food bank director").
const THEIR_ROLE = new RegExp(
  String.raw`${CONTACT}their(?=\s+(?:director|manager|boss|office|secretary|coordinator|head|chair|president|principal|admin|contact|rep|owner|supervisor)\b)`,
  'iu',
);
// "We still have four people who haven't paid": the people "them" stands for.
const PEOPLE_WHO =
  /\b(?:we|there)\s+(?:still\s+)?(?:have|are|'ve got|’ve got|got)\s+((?:\p{L}+\s+){0,2}(?:people|families|members|parents|players|volunteers|households|residents|kids|students|patients|customers|clients)\s+who\s+[^.?!;]{3,60}?)\s*[.!;]?$/iu;

/** "Give them another ring" is "Ring them again", "give him a call" is "Call him": the verb its noun stands for. */
const withPlainVerb = (t: string) =>
  t.replace(
    /^give\s+(him|her|them|\p{Lu}\p{L}+)\s+(a|another)\s+(call|ring|bell|buzz|shout)(?![\p{L}])/iu,
    (_m, who: string, again: string, noun: string) => {
      const verb = /^(?:bell|buzz)$/i.test(noun) ? 'call' : noun.toLowerCase();
      return `${verb.replace(/^./, (c) => c.toUpperCase())} ${who}${/^another$/i.test(again) ? ' again' : ''}`;
    },
  );

/** "the guy at parks": the one described, with the place that says which (one word, or two for "community hall"). */
function described(m: RegExpMatchArray): string {
  const rest = m.input!.slice(m.index! + m[0].length);
  const place = rest.match(/^\s+((?:at|from|in|over at)\s+(?:the\s+)?)(\p{L}+)(?:\s+(\p{L}+))?/iu);
  if (!place || stopwords('en').has(place[2]!.toLowerCase())) return m[0];
  const second = place[3] && !stopwords('en').has(place[3].toLowerCase()) ? ` ${place[3]}` : '';
  return `${m[0]} ${place[1]}${place[2]}${second}`;
}

/**
 * "mr okafor isn't here tonight" … "i'll email him tomorrow": the one to contact is the last person the meeting
 * named before the task, other than the one who does it.
 */
export function withContactNamed(
  task: string,
  draft: { sentence: number; assignee: string | null },
  sentences: Sentence[],
  ctx: ActionContext,
): string {
  if (ctx.lang === 'en') task = withPlainVerb(task);
  if (ctx.lang === 'en' && THEIR_ROLE.test(task))
    return withBodyNamed(task, draft.sentence, sentences, ctx, THEIR_ROLE);
  if (ctx.lang === 'en' && GIVE_THEM.test(task)) return withBodyGiven(task, draft.sentence, sentences, ctx);
  if (ctx.lang === 'en' && CONTACT_THEM.test(task)) return withBodyNamed(task, draft.sentence, sentences, ctx);
  // "lo kejar aja terus sampe dapet jawaban": chasing with no one named is chasing the one just talked about.
  if (ctx.lang === 'id' && BARE_CHASE.test(task)) task = task.replace(BARE_CHASE, '$1 dia ');
  if (!CONTACT_PRONOUN[ctx.lang].test(task)) return task;
  const at = sentences[draft.sentence];
  for (let i = draft.sentence; i >= Math.max(0, draft.sentence - 6); i--) {
    const s = sentences[i]!;
    // "you know the guy at the community hall can you ask him": someone the meeting did not name, whom the task
    // names as the meeting did ("Call the guy at parks").
    const unnamed = s.text.match(SOMEONE_UNNAMED[ctx.lang]);
    if (unnamed) return ctx.lang === 'en' ? task.replace(CONTACT_PRONOUN.en, `$1${described(unnamed)}`) : task;
    if (i === draft.sentence) continue;
    const others = ctx.names
      .mentions(s.text)
      .map((m) => m.name)
      .filter((n) => n !== draft.assignee && n !== at?.speaker && n !== s.speaker);
    if (others.length) return task.replace(CONTACT_PRONOUN[ctx.lang], `$1${others.at(-1)}`);
    // "Tom: Just send me last year's template." — "Jess, can you send him the template?": the one who just spoke.
    const justSpoke = i === draft.sentence - 1 && s.turn !== at?.turn && ASKED_FOR_ME.test(s.text) ? s.speaker : null;
    if (justSpoke && justSpoke !== draft.assignee && justSpoke !== at?.speaker)
      return task.replace(CONTACT_PRONOUN[ctx.lang], `$1${justSpoke}`);
  }
  return task;
}

/**
 * "ring them" names the body the meeting spoke of in the three sentences before ("Ring the council again"), or a
 * company named just before "They …" a few sentences back ("Call Jumping Jacks").
 */
function withBodyNamed(task: string, at: number, sentences: Sentence[], ctx: ActionContext, them = CONTACT_THEM) {
  const body = bodyNamedBefore(at, sentences, ctx, them === CONTACT_THEM);
  return body ? task.replace(them, `$1${body}`) : task;
}

/** The body (or the people) the meeting spoke of just before `at`, as the task should name it. */
function bodyNamedBefore(at: number, sentences: Sentence[], ctx: ActionContext, people: boolean, from = at) {
  for (let i = from; i >= Math.max(0, at - 6); i--) {
    const body = i >= at - 3 ? [...sentences[i]!.text.matchAll(A_BODY)].at(-1) : undefined;
    if (body) return body[0].toLowerCase();
    // "We still have four people who haven't paid for the season." — "can you send them a reminder email?"
    const who = people && i >= at - 3 ? sentences[i]!.text.match(PEOPLE_WHO)?.[1] : null;
    if (who) return `the ${who}`;
    // "Yeah, Jumping Jacks. They quoted four-fifty …", "The Labor Day festival at Riverside. They want one contact
    // person": a name or a thing named alone, then what "they" said or want.
    const before = i > 0 && /^They\b/.test(sentences[i]!.text) ? sentences[i - 1]!.text : null;
    const name = before?.match(NAME_LAST)?.[1];
    if (name && !ctx.names.mentions(name).length) return name;
    const named = before?.match(NAMED_ALONE)?.[1];
    if (named && !BE_OR_HAVE.test(named)) return named.replace(/^The\b/, 'the');
  }
  return null;
}

// "The Labor Day festival at Riverside.": a thing named alone, as an agenda item is.
const NAMED_ALONE = /^(The\s+(?:[\p{L}'’&-]+\s+){0,6}[\p{L}'’&-]+)[.!]?$/u;
const BE_OR_HAVE = /\b(?:is|are|was|were|has|have|had|will|would|can|'s|’s)\b/i;
// "I'll get them the truck list and menus": what goes to them, said first in the minutes ("… to the festival").
const GIVE_THEM = /^(get|send|give|bring|email)\s+them\s+((?:the|a|an|our|some|all|everyone's)\s+.+)$/iu;

/** "I'll get them the truck list and menus" after "The Labor Day festival at Riverside. They want …". */
function withBodyGiven(task: string, at: number, sentences: Sentence[], ctx: ActionContext): string {
  const given = task.match(GIVE_THEM);
  // Not from the task's own sentence: "the vendor list" is what is given.
  const body = given ? bodyNamedBefore(at, sentences, ctx, true, at - 1) : null;
  return given && body ? `${given[1]} ${given[2]} to ${body}` : task;
}

// A name of two or more capitalised words ending a sentence: "Yeah, Jumping Jacks."
const NAME_LAST = /(?:^|[\s,])(\p{Lu}[\p{L}'’&-]+(?:\s+\p{Lu}[\p{L}'’&-]+)+)[.!]?$/u;

// "Adik aku mau tuh Mbak": someone of the speaker's own, by what they are to them.
const ONE_OF_MINE =
  /(?:^|[\s,])(adik|adek|kakak|anak|sepupu|temen|teman|tetangga|ponakan|keponakan|suami|istri)\s+(?:aku|saya|gue)(?![\p{L}])/iu;

/**
 * "Yogi: Adik aku mau tuh, Mbak." — "Putri: Kamu ajak dia ke studio Kamis ya": "dia" is the one Yogi put forward
 * ("Ajak adik ke studio"), named as he named them.
 */
export function withOneOfTheirs(task: string, draft: Draft, sentences: Sentence[], ctx: ActionContext): string {
  if (ctx.lang !== 'id' || !/^\p{L}+\s+dia(?![\p{L}])/u.test(task) || !draft.assignee) return task;
  const before = sentences.slice(0, draft.sentence).findLast((x) => x.turn < sentences[draft.sentence]!.turn);
  const mine = before?.speaker === draft.assignee ? before.text.match(ONE_OF_MINE)?.[1] : undefined;
  return mine ? task.replace(/^(\p{L}+)\s+dia(?![\p{L}])/u, `$1 ${mine.toLowerCase()}`) : task;
}

// "Kirim lewat WA": a sending that says neither what nor to whom; "Kasih fotokopi KTP": not to whom.
const SEND_BARE = /^(kirim|kirimin|kirimkan|share|forward)((?:\s+(?:lewat|via|pakai|di)\s+[^,;]+)?)$/iu;
const GIVE = /^(?:kirim|kirimin|kirimkan|kasih|kasihin|serahkan|serahin|setor|setorkan)\s+(?!.*(?<![\p{L}])ke\s)/iu;
// "tapi resepnya minta ya bu ningsih", "boleh minta nomornya", "kamu udah ngasih fotokopi KTP belum?": what someone
// asked to be given.
const ASKED_TO_GET =
  /(?<![\p{L}])(?:(\p{L}{3,}?)-?nya\s+minta|(?:boleh\s+)?minta\s+(?!tolong|maaf)(?:dong\s+)?(\p{L}{3,}?)-?nya)(?![\p{L}])|(?:kamu|lo|lu)\s+(?:udah|sudah)\s+(?:ngasih|nyerahin|ngumpulin|setor)\s+(.+?)\s+belum\s*\?/iu;

/**
 * "… tapi resepnya minta ya bu ningsih" — "boleh bu endang nanti saya kirim lewat wa": what is sent is what was asked
 * for, to the one who asked ("Kirim resep ke Bu Endang lewat wa"); "Eh, Salsa, kamu udah ngasih fotokopi KTP belum?"
 * — "Besok pagi aku kasih": "Kasih fotokopi KTP ke Mpok Ida".
 */
export function withAskerNamed(task: string, draft: Draft, sentences: Sentence[], ctx: ActionContext): string {
  const at = sentences[draft.sentence]!;
  if (ctx.lang !== 'id' || !GIVE.test(task) || !draft.assignee) return task;
  // The turn before: the sentences of the other speaker just before this one.
  const turn = sentences.slice(0, draft.sentence).filter((x) => x.turn === at.turn - 1);
  const said = turn.map((x) => ({ x, asked: x.text.match(ASKED_TO_GET) })).find((a) => a.asked);
  if (!said) return task;
  const thing = said.asked![1] ?? said.asked![2] ?? said.asked![3]!;
  const asker =
    said.x.speaker ?? ctx.names.mentions(at.text).find((m) => m.name !== draft.assignee && m.name !== at.speaker)?.name;
  if (!asker || asker === draft.assignee || stopwords('id').has(thing.toLowerCase())) return task;
  const bare = task.match(SEND_BARE);
  if (bare) return `${bare[1]} ${thing.toLowerCase()} ke ${asker}${bare[2]}`;
  // Only a task that gives the thing asked for ("Kasih fotokopi KTP") goes to the one who asked.
  return saysAlready(task.replace(/^\p{L}+/u, ''), thing, 'id') ? `${task} ke ${asker}` : task;
}

// "ngomong ke tim multimedia", "hubungi pihak gedung": speaking to a group or a body, not yet to someone in it.
const TO_GROUP =
  /^((?:ngomong|bilang|omongin|hubungi|tanya|tanyakan|telepon|kontak|chat|japri|lapor|laporkan)\s+(?:ke|sama|kepada)\s+)((?:tim|pihak|bagian|orang|panitia|pengurus)\s+\p{L}+(?:\s+\p{L}+)?)$/iu;
// "aku kenal Bang Rio yang pegang mixer": whom in it the speaker knows.
const KNOWS = /(?<![\p{L}])(?:aku|saya|gue)\s+kenal(?:\s+sama)?\s+/iu;

/**
 * "Siapa yang bisa ngomong ke tim multimedia?" — "Aku aja, Kak, aku kenal Bang Rio yang pegang mixer": the one to
 * speak to is the one the taker knows there ("Ngomong ke Bang Rio (tim multimedia)").
 */
export function withOneKnown(task: string, draft: Draft, sentences: Sentence[], ctx: ActionContext): string {
  const group = ctx.lang === 'id' ? task.match(TO_GROUP) : null;
  if (!group || !draft.assignee) return task;
  const taken = sentences.slice(draft.sentence, draft.sentence + 3).find((x) => x.speaker === draft.assignee);
  const known = taken?.text.match(KNOWS);
  const person = known && ctx.names.mentions(taken!.text.slice(known.index! + known[0].length))[0];
  return person && person.start === 0 ? `${group[1]}${person.name} (${group[2]})` : task;
}
