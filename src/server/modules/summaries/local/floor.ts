import type { Names } from './names.js';
import { capitalize, type Sentence } from './sentences.js';
import { THANKS } from './cues.js';

/**
 * Who has the word in speech without labels: the one a turn ends by naming ("… jumat bang fajar"), or the one handed
 * the word in a round ("dimas do you wanna start", "rachel how about you") until someone thanks them.
 */

/**
 * Speech without labels: "… aku bisa beresin regression nya jumat bang fajar" — "oke build nya gue pastiin masuk
 * besok siang". A turn that ends on someone's name hands them the word: what the next one takes on is theirs.
 */
export function calledOnSpeakers(
  drafts: Array<{ task: string; assignee: string | null; own?: boolean; sentence: number }>,
  sentences: Sentence[],
  names: Names,
): void {
  for (const d of drafts) {
    if (!d.own || sentences[d.sentence]!.speaker) continue;
    d.assignee ??= calledOn(d.sentence, sentences, names) ?? floorOf(d.sentence, sentences, names);
    d.task = aboutWorkedOn(d.task, d.sentence, sentences);
  }
}

/**
 * "kevin anything else from you" — "uh yeah the ssl cert … expires on the twenty first" — "so i will renew it
 * tomorrow": in a round, whoever was handed the word a turn or two before speaks until someone thanks them.
 */
export function floorOf(at: number, sentences: Sentence[], names: Names): string | null {
  const turn = sentences[at]!.turn;
  for (let i = at - 1; i >= 0 && sentences[i]!.turn >= turn - 3; i--) {
    const text = sentences[i]!.text.trim();
    if (THANKS.en.test(text) || THANKS.id.test(text)) return null;
    const person = handedTo(text, names);
    if (person) return person;
  }
  return null;
}

// "marcus you wanna start", "cool leo", "rachel how about you": the word handed to someone, in a stand-up round.
const GIVES_FLOOR =
  /^(?:(?:okay|ok|cool|great|thanks|nice|alright|oke|sip|lanjut)[\s,]+)*(\p{L}+)(?:[\s,]+(?:you wanna start|you want to start|you wanna go|go ahead|your turn|you're up|how about you|what about you|anything else(?: from you)?|anything from you|kamu dulu|silakan|gimana))?[\s.!?]*$/iu;

/** Whom a line hands the word to ("rachel how about you"), if a known person. */
function handedTo(text: string, names: Names): string | null {
  const name = text.trim().match(GIVES_FLOOR)?.[1];
  return (name && names.resolve(capitalize(name))) || null;
}

/**
 * Speech without labels: "marcus you wanna start" … "today i'm looking at the flaky integration tests" … "okay can
 * you have an answer by end of day tomorrow": "you", with no name, is whoever was last handed the word.
 */
export function askedOfFloor(
  drafts: Array<{ task: string; assignee: string | null; how: string; sentence: number }>,
  sentences: Sentence[],
  names: Names,
): void {
  for (const d of drafts) {
    const s = sentences[d.sentence]!;
    if (d.assignee !== null || d.how !== 'request' || s.speaker || !/\b(?:you|kamu|lo|lu)\b/i.test(s.text)) continue;
    for (let i = d.sentence - 1; i >= Math.max(0, d.sentence - 8); i--) {
      const person = handedTo(sentences[i]!.text, names);
      if (!person) continue;
      d.assignee = person;
      // "… i'm looking at the flaky integration tests" … "can you have an answer": an answer about that.
      d.task = aboutWorkedOn(d.task, d.sentence, sentences, i);
      break;
    }
  }
}

const ANSWER_ONLY =
  /^(?:have an answer|find out|get back to us|let us know|get a fix up|have a fix|push a fix|ship a fix)$/i;

/** "today im looking at the timeout bug …" — "i think i can get a fix up by end of day": a fix of that. */
export function aboutWorkedOn(task: string, at: number, sentences: Sentence[], from = Math.max(0, at - 4)): string {
  const looked = ANSWER_ONLY.test(task)
    ? sentences.slice(from, at).findLast((x) => WORKING_ON.test(x.text))
    : undefined;
  return looked ? `${task} (${looked.text.match(WORKING_ON)![1]!.replace(/^the\s+/i, '')})` : task;
}
const WORKING_ON =
  /\b(?:i['’]?m|i am)\s+(?:still\s+)?(?:looking at|looking into|digging into|investigating|working on)\s+(the\s+[^,.?!]{3,50}?)\s*(?:[,.?!]|$)/i;

/** The one the turn before sentence `at` ends by naming ("… jumat bang fajar"), who most likely speaks next. */
export function calledOn(at: number, sentences: Sentence[], names: Names): string | null {
  const turn = sentences[at]!.turn;
  let i = at - 1;
  while (i >= 0 && sentences[i]!.turn === turn) i--;
  const last = i >= 0 && sentences[i]!.turn === turn - 1 ? sentences[i]!.text.trim() : '';
  const named = names.mentions(last).at(-1);
  return named && /^[\s.!?]*$/.test(last.slice(named.end)) ? named.name : null;
}
