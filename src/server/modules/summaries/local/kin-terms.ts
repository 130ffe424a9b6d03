import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import type { Names } from './names.js';
import { isIdVerb } from './action-rules.js';
import type { Sentence, Turn } from './sentences.js';

/**
 * Indonesian family talk names oneself by one's place in the family: "biar tante aja, nanti tante telepon satu satu",
 * "nanti om fotoin terus om kirim lewat whatsapp". Read as "aku" for what is promised, and, in speech without labels,
 * as the one person the meeting calls so ("Tante Lina", "Om Heru").
 */

const KIN = 'tante|om|bude|pakde|eyang|mama|papa|bunda|ayah';
// The title said as "I": after "biar"/"nanti"/"iya", or before "aja"/"yang"/a verb, and never before a name.
// Also after the thing put first: "kuenya tante aja deh yang pesen".
const AS_I_SOURCE = String.raw`(^|(?:^|\s)(?:biar|nanti|besok|iya|ya|terus)\s+|(?<!(?:tolong|ambilin|ambilkan|bawain|dek|ma|pa|mas|mbak)\s[^,.?!]{0,40})(?:^|\s)\p{L}{2,}nya\s+(?=(?:${KIN})\s+(?:aja|saja|sendiri)(?![\p{L}])))(${KIN})(?=\s+(\p{Ll}+))`;
const AS_I = new RegExp(AS_I_SOURCE, 'giu');
const BEFORE_DOING =
  /^(?:aja|saja|yang|\p{Ll}+(?:in|kan)|telepon|telpon|kirim|bawa|beli|urus|cek|bikin|buat|siapin|pesan|pesen)$/u;
const saysI = (text: string) =>
  [...text.matchAll(AS_I)].some((m) => BEFORE_DOING.test(m[3]!.toLowerCase()) || isIdVerb(m[3]!.toLowerCase()));

// Parents and elders called by their place alone ("siap pa", "villa ma?"): the short forms, and who they are.
const CALLED: Record<string, string> = {
  pa: 'Papa',
  pah: 'Papa',
  papa: 'Papa',
  ma: 'Mama',
  mah: 'Mama',
  mama: 'Mama',
  bun: 'Bunda',
  bunda: 'Bunda',
  ayah: 'Ayah',
};
const CALLED_WORDS = Object.keys(CALLED).join('|');
// At the end of what someone says, or after a yes or thanks at its start.
const CALLED_AT_END = new RegExp(String.raw`(?<=\S\s+\S+)\s+(${CALLED_WORDS})(?=\s*[.?!,]*$)`, 'giu');
const CALLED_AT_START = new RegExp(
  String.raw`^((?:iya|ya|siap|oke|ok|makasih|nah)\s+)(${CALLED_WORDS})(?![\p{L}])`,
  'giu',
);

/**
 * Speech without labels in a family: the parents called "pa"/"ma" who also speak of themselves in full ("nanti papa
 * transfer malam ini") took part, as "Papa" and "Mama".
 */
export function kinCalled(turns: readonly Turn[], lang: SummaryLanguage): string[] {
  if (lang !== 'id') return [];
  const called = new Set<string>();
  for (const t of turns)
    for (const m of [...t.text.matchAll(CALLED_AT_END), ...t.text.matchAll(CALLED_AT_START)])
      called.add(CALLED[m.at(-1)!.toLowerCase()]!);
  const all = turns.map((t) => t.text.toLowerCase()).join('\n');
  return [...called].filter((kin) =>
    new RegExp(String.raw`(?<![\p{L}])${kin.toLowerCase()}(?![\p{L}])`, 'u').test(all),
  );
}

/** "siap pa" is "siap Papa" when the meeting's Papa took part. */
export function withKinCalled(turns: Turn[], kin: readonly string[]): Turn[] {
  if (!kin.length) return turns;
  const full = (short: string) => (kin.includes(CALLED[short.toLowerCase()]!) ? CALLED[short.toLowerCase()]! : short);
  return turns.map((t) => ({
    ...t,
    text: t.text
      .replace(CALLED_AT_END, (whole, short: string) => whole.replace(short, full(short)))
      .replace(CALLED_AT_START, (_m, lead: string, short: string) => `${lead}${full(short)}`),
  }));
}

/** The sentences with a kin title said as "I" read as "aku", and who said each (when the meeting names them). */
export function kinAsFirstPerson(
  sentences: Sentence[],
  names: Names,
  lang: SummaryLanguage,
): { sentences: Sentence[]; said: Map<number, string> } {
  const said = new Map<number, string>();
  if (lang !== 'id') return { sentences, said };
  const read = sentences.map((s) => {
    if (s.speaker || !saysI(s.text)) return s;
    let title = '';
    const text = s.text.replace(AS_I, (whole, lead: string, kin: string, next: string) => {
      if (!BEFORE_DOING.test(next.toLowerCase()) && !isIdVerb(next.toLowerCase())) return whole;
      title = kin.toLowerCase();
      return `${lead}aku`;
    });
    const holders = names.people.filter((p) => p.toLowerCase() === title || p.toLowerCase().startsWith(`${title} `));
    if (holders.length === 1) said.set(s.index, holders[0]!);
    return { ...s, text };
  });
  return { sentences: read, said };
}

/** Promises left with no one, made in a kin title's name: that person's. */
export function kinSpeakers(
  drafts: Array<{ assignee: string | null; own?: boolean; sentence: number }>,
  said: Map<number, string>,
): void {
  for (const d of drafts) if (d.assignee === null && d.own) d.assignee = said.get(d.sentence) ?? null;
}
