import { SUMMARY_DEFAULTS, type SummaryLanguage } from '../../../../shared/summary/normalize.js';
import type { Draft, ExtractedActions } from './action-types.js';
import type { Deadline } from './deadlines.js';
import type { Names } from './names.js';
import { escapeRegExp } from './tokens.js';
import { asWritten, asWrittenEn } from './word-order.js';

/** What dedupe compares of a task: who, its content words, where it was said, and its deadline (kept if missing). */
export interface Mentioned {
  assignee: string | null;
  keys: string[];
  sentence: number;
  deadline: Deadline | null;
  /** Said in a closing run-down ("Keisha, POS list Monday"). */
  rundown?: boolean;
  task?: string;
}

// "Pegang undangan ke anggota" — "Undangannya saya sebar lewat WA": holding a thing, then what is done with it.
const HOLDS = /^(?:pegang|urus|handle|ambil alih|take|own|cover)\b/i;

// Words for things in general (as stems: "perlengkapan" is kept as "rlengkap").
const GENERIC =
  /^(?:\p{L}*lengkap|alat|barang|bahan|butuh|perlu|semua|sisa|supplies|stuff|thing|everyth|equip)\p{L}*$/u;

/** Whether a task's word is where it is done ("ke staging", "at the hall") rather than what. */
function placed(task: string | undefined, key: string): boolean {
  const where = new RegExp(String.raw`\b(?:ke|di|dari|to|at|in|into|from)\s+${escapeRegExp(key)}`, 'iu');
  return task !== undefined && where.test(task);
}

/** "ngomongnya …" after "Ngomong ke …": the first task's verb, made a noun with "-nya". */
function doingNamed(first: string | undefined, next: string | undefined): boolean {
  const verb = first?.split(/\s+/)[0]?.toLowerCase();
  return !!verb && verb.length >= 4 && next?.split(/\s+/)[0]?.toLowerCase() === `${verb}nya`;
}

function shared(a: string[], b: string[]): number {
  const sb = new Set(b);
  return new Set(a.filter((k) => sb.has(k))).size;
}

function containment(a: string[], b: string[]): number {
  const sa = new Set(a);
  const sb = new Set(b);
  let shared = 0;
  for (const k of sa) if (sb.has(k)) shared++;
  return shared / Math.max(1, Math.min(sa.size, sb.size));
}

/**
 * One task mentioned twice (asked, then recapped at the end) is one item: same person and at least half the words
 * of the shorter mention. A task for "the team" right next to the same task for a person is that person's.
 */
export function dedupe<D extends Mentioned>(drafts: D[]): D[] {
  const kept: D[] = [];
  for (const d of drafts) {
    // "Telpon supplier nya" and "telpon teknisi kulkas": only the verb in common is not the same task.
    // "Belanja perlengkapan" after "belanja karung dan sarung tangan" names the same things generally: one task.
    const specific = (keys: string[]) => keys.slice(1).some((w) => !GENERIC.test(w));
    const onlyVerb = (k: D) =>
      shared(k.keys, d.keys) === 1 && k.keys[0] === d.keys[0] && specific(k.keys) && specific(d.keys);
    // "Deploy ke staging" and "Renew SSL server staging": where one is done is what the other is done to.
    const elsewhere = (k: D) => {
      const [key] = k.keys.filter((w) => d.keys.includes(w));
      return shared(k.keys, d.keys) === 1 && key !== undefined && placed(k.task, key) !== placed(d.task, key);
    };
    const same = kept.find(
      (k) => k.assignee === d.assignee && containment(k.keys, d.keys) >= 0.5 && !onlyVerb(k) && !elsewhere(k),
    );
    // "Ngomong ke tim multimedia" — "ngomongnya besok aja abis ibadah pagi": when to do it, the doing named.
    const when = kept.find((k) => k.assignee === d.assignee && doingNamed(k.task, d.task));
    if (when) {
      when.deadline = d.deadline ?? when.deadline;
      continue;
    }
    if (same) {
      same.deadline ??= d.deadline;
      const holds = same.task && d.task && HOLDS.test(same.task) && !HOLDS.test(d.task) && d.sentence > same.sentence;
      // "Take the controller remapping bug" — "I can have it fixed by Wednesday": what is done to the thing held.
      const held = same.task
        ?.replace(HOLDS, '')
        .replace(/\s*\(.*\)$/, '')
        .trim()
        .toLowerCase();
      if (holds) same.task = held && d.task!.toLowerCase().includes(held) ? d.task! : merge(same.task!, d.task!);
      continue;
    }
    // "recap: … Keisha, POS list Monday": a run-down names the person's task its own way; it is that task, not another.
    const theirs = d.rundown && d.assignee !== null ? kept.filter((k) => k.assignee === d.assignee) : [];
    if (theirs.length) {
      if (theirs.length === 1) theirs[0]!.deadline ??= d.deadline;
      continue;
    }
    // "Grab a hall for the bake sale" (Dev) and "Have your posters ready for the bake sale" (everyone): what they are
    // for in common, not what is done.
    const headShared = (k: D) =>
      k.keys.slice(0, 2).some((w) => d.keys.includes(w)) || d.keys.slice(0, 2).some((w) => k.keys.includes(w));
    const near = (k: D) =>
      Math.abs(k.sentence - d.sentence) <= 8 && containment(k.keys, d.keys) >= 0.4 && !onlyVerb(k) && headShared(k);
    if (d.assignee === null && kept.some((k) => k.assignee !== null && near(k))) continue;
    const generic = kept.findIndex((k) => k.assignee === null && d.assignee !== null && near(k));
    if (generic >= 0) kept.splice(generic, 1);
    kept.push(d);
  }
  return kept;
}

// "Baik, saya rangkum.", not "gue rangkum progres kita semua" (a task).
export const RUN_DOWN =
  /(?<![\p{L}])(?:to recap|let me recap|quick recap|recap|(?:saya|aku|gue) rangkum(?=\s*(?:[,.!:]|$)|\s+(?:dulu|ya|sebentar|hasil|rapat|pembahasan|tadi|yang tadi)\b)|rangkumannya|kesimpulannya)(?![\p{L}])/iu;

/**
 * "Okay, so: Luis, bounce house tomorrow; Dana, check Monday …": near the end, one sentence naming three people or
 * more, a few words each, is a run-down even when nobody says "recap".
 */
function listsWhoDoesWhat(s: { index: number; text: string }, count: number, names: Names): boolean {
  if (s.index < count * 0.75) return false;
  const who = new Set(names.mentions(s.text).map((m) => m.name));
  return who.size >= 3 && s.text.split(/\s+/).length <= who.size * 10;
}

/** Marks what is said from a run-down's announcement ("Alright, recap: …", "Baik, saya rangkum.") to its turn's end. */
export function markRunDowns(
  drafts: Array<{ turn: number; sentence: number; rundown?: boolean }>,
  sentences: ReadonlyArray<{ turn: number; index: number; text: string }>,
  names: Names,
): void {
  const from = new Map<number, number>();
  for (const s of sentences)
    if (!from.has(s.turn) && (RUN_DOWN.test(s.text) || listsWhoDoesWhat(s, sentences.length, names)))
      from.set(s.turn, s.index);
  for (const d of drafts) {
    const at = from.get(d.turn);
    if (at !== undefined && d.sentence >= at) d.rundown = true;
  }
}

/** The kept tasks as the summary lists them: one item per person, the spec's defaults where nothing was said. */
// "grup wa", "foto buat IG": minutes name the app in full.
const APPS: Record<string, string> = {
  wa: 'WhatsApp',
  ig: 'Instagram',
  fb: 'Facebook',
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};
const withAppsNamed = (task: string) =>
  task.replace(
    /(?<![\p{L}])(wa|ig|fb|whatsapp|instagram|facebook|tiktok)(?![\p{L}])/giu,
    (app: string) => APPS[app.toLowerCase()]!,
  );

export function asItems(kept: Draft[], lang: SummaryLanguage): ExtractedActions {
  const d = SUMMARY_DEFAULTS[lang];
  return {
    items: kept.flatMap((x) =>
      [x.assignee ?? d.assignee, ...(x.others ?? [])].map((assignee) => ({
        task: withAppsNamed(lang === 'id' ? asWritten(x.task) : asWrittenEn(x.task)),
        assignee,
        deadline: x.deadline?.display ?? d.deadline,
        status: d.status,
      })),
    ),
    handOuts: new Set(kept.flatMap((x) => [x.sentence, ...(x.answered ? [x.answered.sentence] : [])])),
  };
}

const ONLY_PARTICLES = /^(?:(?:aja|saja|dulu|ya|deh|dong|sih|nih|kok|juga|pak|bu|mas|mbak|kak|bang)[\s,.!?]*)*$/iu;

/** Two steps of one task; what the second only repeats of the first at its end ("… (anak baru)") is said once. */
export function merge(a: string, b: string): string {
  // "Data ukuran semua anggota" — "kasih ukuran semua anggota ke Kak Maria": the same thing is not said twice.
  const aThing = a.split(/\s+/).slice(1).join(' ');
  const bVerb = b.split(/\s+/)[0]!;
  if (aThing && b.toLowerCase().startsWith(`${bVerb} ${aThing} `.toLowerCase()))
    b = `${bVerb} ${b.slice(bVerb.length + aThing.length + 2)}`;
  // "Pesan ke percetakan" — "Pesankan stiker label": the same verb, now with what; the thing goes after the verb.
  const [verb, ...where] = a.split(/\s+/);
  const [again, ...thing] = b.split(/\s+/);
  const sameStem = (x?: string, y?: string) =>
    !!x && !!y && x.slice(0, 5).toLowerCase() === y.slice(0, 5).toLowerCase();
  const sameVerb = verb!.length >= 3 && sameStem(verb, again);
  // "Bikin suratnya" — "besok pagi aku bikin": the step said again, without more.
  if (sameVerb && !thing.length) return a;
  if (sameVerb && thing.length && /^(?:ke|di|dari|buat|untuk|to|at|from|for)$/i.test(where[0] ?? ''))
    return [verb, ...thing, ...where].join(' ');
  // "Pesan brosurnya" — "Pesankan brosur di percetakan depan pasar": the same step, said more fully.
  const fuller = b.toLowerCase().split(/\s+/);
  if (sameVerb && where.every((w) => fuller.some((x) => x.slice(0, 5) === w.toLowerCase().slice(0, 5)))) return b;
  // "Write the script" — "write the sponsor read for the coffee company": the same step, and what it is of.
  const article = (w?: string) => !!w && /^(?:the|a|an)$/i.test(w);
  if (sameVerb && article(thing[0]) && article(where[0]) && thing.length > 1 && !sameStem(thing[1], where[1]))
    return `${a} (${thing.slice(1).join(' ')})`;
  // "Bikin list material" — "bikin list sama hitungan volumenya": the same thing, with more of it.
  if (sameVerb && thing.length > 1 && sameStem(thing[0], where[0]) && !where.slice(1).some((w) => thing.includes(w)))
    return [verb, ...where, ...thing.slice(1)].join(' ');
  const words = b.split(/\s+/);
  for (let n = words.length - 2; n >= 2; n--) {
    const tail = words.slice(-n).join(' ');
    if (a.toLowerCase().includes(tail.toLowerCase().replace(/^\(|\)$/g, ''))) {
      b = words.slice(0, -n).join(' ');
      break;
    }
  }
  // "Have a draft of [the Indonesian version]": what the tail named is said already; its preposition goes with it.
  b = b.replace(/\s+(?:of|for|to|with|about|ke|untuk|buat|dari|soal)$/iu, '');
  // "Saya aja, Bu.": who takes it, and no more of what.
  if (ONLY_PARTICLES.test(b.trim())) return a;
  // "Menjadi MC" — "sama anak OSIS satu orang": whom it is done with, not a second step.
  const withWhom = b.match(/^(?:sama|bareng|bersama)\s+(?!(?:aku|saya|gue|kamu|lo)\b)(.+)$/iu);
  if (withWhom) return `${a} bersama ${withWhom[1]}`;
  return `${a}; ${b.charAt(0).toLowerCase()}${b.slice(1)}`;
}
