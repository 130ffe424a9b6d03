import { isIdVerb } from './action-rules.js';
import type { Names } from './names.js';
import type { Sentence } from './sentences.js';

/**
 * Whom a form of address alone ("pak", "mbak", "chef") names: the one person the meeting calls so, or the one who
 * just spoke, when the meeting says no name.
 */

/** "tolong dilengkapi ya pak": the text calls someone by the form of address `person` goes by, and by no name. */
export function calledByTitle(text: string, person: string): boolean {
  const title = person.match(/^(pak|bu|mas|mbak|kak|bang|dek)\s/i)?.[1];
  return (
    !!title &&
    new RegExp(
      String.raw`(?<=\S)\s+ya\s+${title}(?=\s*(?:[,.!?]|$)|\s+(?:yang|sebelum|sesudah|setelah|biar|supaya|soalnya|nanti|besok|lusa)(?![\p{L}]))|(?:^|\s)${title}(?:\s+(?:paling|tolong|nanti|besok|lusa|ya|kamu|sebelum|sesudah|setelah|biar|supaya|soalnya)\b|[\s,.!?]*$)`,
      'iu',
    ).test(text)
  );
}

/** The one person the meeting calls by `title` ("bang", "chef"), if only one is. */
export function onlyOneCalled(title: string | undefined, names: Names): string | null {
  const called = title ? names.people.filter((p) => p.toLowerCase().startsWith(`${title.toLowerCase()} `)) : [];
  return called.length === 1 ? called[0]! : null;
}

// "Bales aja, Mbak, …": a command first, then the form of address alone.
const TITLE_ALONE = /^(\p{L}+)(?:\s+(?:aja|saja|dulu|ya))?\s*,?\s+(pak|bu|mas|mbak|kak|bang)\s*(?:,|[.!?]*$)/iu;

/**
 * "Review-nya perlu dibales nggak, Bu?" — "Bales aja, Mbak, yang sopan …": with speaker labels, a command with a form
 * of address alone speaks to the one who just spoke, when that is what they are called.
 */
export function calledBack(s: Sentence, sentences: Sentence[]): string | null {
  const before = s.speaker ? sentences.slice(0, s.index).findLast((x) => x.turn === s.turn - 1) : undefined;
  const called = s.text.match(TITLE_ALONE);
  const title = called && isIdVerb(called[1]!) ? called[2] : undefined;
  return before?.speaker && before.speaker !== s.speaker && title && calledByTitle(title, before.speaker)
    ? before.speaker
    : null;
}

// "siap chef nanti sore", "oke bu": the reply's first words after the yes, calling the one who asked by title.
const YES_TITLE = /^(?:siap|oke|ok|okay|baik|bisa|iya|sip|noted|sure)\s+(\p{L}+)(?![\p{L}])/iu;

/**
 * Speech without labels: who asked, from what the answer calls them ("coba kirim fotonya ke gue cup" — "siap chef
 * nanti sore"), when only one person in the meeting goes by that title.
 */
export function calledInReply(s: Sentence, sentences: Sentence[], names: Names): string | null {
  const reply = sentences.find((x) => x.turn === s.turn + 1);
  return onlyOneCalled(reply?.text.match(YES_TITLE)?.[1], names);
}

// "saya kirim drafnya ke ibu": the one spoken to, by a form of address and no name.
const TO_YOU_BY_TITLE =
  /(?<![\p{L}])((?:ke|sama|buat|untuk|kepada)\s+)(ibu|bapak|bu|pak|mbak|mas|kak|abang|bang)(?=$|[\s,.;!?])(?!\s+\p{Lu})/iu;
const TITLE_OF: Record<string, string> = { ibu: 'bu', bapak: 'pak', abang: 'bang' };

/**
 * "siap bu ratna rabu saya kirim drafnya ke ibu": "ke ibu" is to the one the turn calls by that title ("Kirim drafnya
 * ke Bu Ratna"), or, with speaker labels, to the one who just spoke, if they are called so.
 */
export function toYouByTitle(task: string, at: Sentence, sentences: Sentence[], names: Names): string {
  const said = task.match(TO_YOU_BY_TITLE);
  if (!said) return task;
  const titleOf = (word: string) => TITLE_OF[word.toLowerCase()] ?? word.toLowerCase();
  const title = titleOf(said[2]!);
  // "Bu Ratna" and "Ibu Ratna" are both called "ibu".
  const fits = (p: string) => p.includes(' ') && titleOf(p.split(/\s+/)[0]!) === title;
  const turn = sentences.filter((x) => x.turn === at.turn && x.index <= at.index);
  const called = turn.flatMap((x) => names.mentions(x.text).map((m) => m.name)).findLast(fits);
  const before = at.speaker ? sentences.slice(0, at.index).findLast((x) => x.turn === at.turn - 1) : undefined;
  const asked = before?.speaker && before.speaker !== at.speaker && fits(before.speaker) ? before.speaker : null;
  const who = called ?? asked;
  return who ? task.replace(TO_YOU_BY_TITLE, `$1${who}`) : task;
}
