import { cleanTask, looksImperative } from './action-text.js';
import type { ActionContext, Draft } from './action-types.js';

/** Whose a task is, settled after the meeting is read: a name left at the task's start, one verb said twice. */

/** Two tasks with one verb, however it is inflected ("sebar", "sebarin", "disebar"; "send", "sending"). */
export function sameVerb(a: Draft, b: Draft): boolean {
  const verb = (d: Draft) =>
    (d.task.split(/\s+/)[0] ?? '').toLowerCase().replace(/^(?:di|me[nm]?|meng?)(?=\p{L}{4})/u, '');
  const [x, y] = [verb(a), verb(b)];
  return x.length >= 3 && y.length >= 3 && x.slice(0, 4) === y.slice(0, 4);
}

// "thanks Kev": a thank-you, whatever came before it.
export const THANKS_ONLY = /^(?:thanks|thank you|cheers|makasih|terima kasih)\b[\s,]*(?:\p{L}+[\s,]*){0,2}[.!]?$/iu;

// What may stand between a name and the verb it is asked to do: "Reza kelarin …", "Jo kamu kirimin …", "Mas Andi
// sekalian tulis …".
const AFTER_NAME = /^[\s,]*(?:(?:kamu|anda|lo|lu|you|yang|sekalian|juga|tolong|please|aja|ya)[\s,]+)*/iu;

/**
 * The name is never left inside the task: a task that still starts with a person ("Reza kelarin sebelum internal
 * review") is that person's, without the name.
 */
export function nameLed(x: Draft, ctx: ActionContext): void {
  const first = ctx.names.mentions(x.task)[0];
  if (!first || first.start !== 0 || (x.assignee !== null && x.assignee !== first.name)) return;
  const rest = x.task.slice(first.end).replace(AFTER_NAME, '');
  if (!rest || !looksImperative(rest, ctx.lang)) return;
  x.assignee = first.name;
  x.task = cleanTask(rest, null, ctx.lang);
  x.keys = ctx.keys(x.task);
}
