import { cleanTask, looksImperative } from './action-text.js';
import type { ActionContext, Draft } from './action-types.js';
import { SPEAKS_FOR } from './names.js';

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
// sekalian tulis …", "mas bayu anak anak karang taruna bisa cari …" (with the group they speak for).
const AFTER_NAME = new RegExp(
  String.raw`^[\s,]*(?:${SPEAKS_FOR}\s+(?=bisa|tolong))?(?:(?:kamu|anda|lo|lu|you|yang|sekalian|juga|tolong|please|aja|ya|bisa)[\s,]+)*`,
  'iu',
);

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

// "kirim opsi pengganti ke Sasha", "follow up Mas Arga": the person the task is for or about.
const RECIPIENT = String.raw`(?:ke|sama|dengan|buat|untuk|kepada|to|with|for|follow up|hubungi|telpon|telepon|tanya|ask|call|email|tell)`;

/** A task that names its own assignee as whom it is sent to or done with was given to the wrong person. */
export function notToThemselves(x: Draft): void {
  if (!x.assignee) return;
  const bare = x.assignee.replace(/^(?:Pak|Bu|Mas|Mbak|Kak|Bang|Mr\.?|Mrs\.?|Ms\.?)\s+/, '');
  const esc = bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(
    String.raw`(?<![\p{L}])${RECIPIENT}\s+(?:(?:pak|bu|mas|mbak|kak|bang|mr\.?|mrs\.?|ms\.?)\s+)?${esc}(?![\p{L}])`,
    'iu',
  );
  if (re.test(x.task)) x.assignee = null;
}

/** "Cek lagi, Din, jumlah sama kualitasnya": the one spoken to, between commas, is no part of the task. */
export function withoutCalling(x: Draft, ctx: ActionContext): void {
  if (!x.assignee) return;
  const task = x.task.replace(
    /,\s*((?:(?:Pak|Bu|Mas|Mbak|Kak|Bang)\s+)?\p{Lu}[\p{L}'’-]+)\s*(,\s*|$)/gu,
    (whole, name: string, end: string) => (ctx.names.resolve(name) === x.assignee ? (end ? ' ' : '') : whole),
  );
  if (task !== x.task) [x.task, x.keys] = [task, x.keys.filter((k) => ctx.keys(task).includes(k))];
}
