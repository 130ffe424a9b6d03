import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import type { Names } from './names.js';
import type { Sentence } from './sentences.js';

/**
 * Indonesian family talk names oneself by one's place in the family: "biar tante aja, nanti tante telepon satu satu",
 * "nanti om fotoin terus om kirim lewat whatsapp". Read as "aku" for what is promised, and, in speech without labels,
 * as the one person the meeting calls so ("Tante Lina", "Om Heru").
 */

const KIN = 'tante|om|bude|pakde|eyang|mama|papa|bunda|ayah';
// The title said as "I": after "biar"/"nanti"/"iya", or before "aja"/"yang"/a verb, and never before a name.
const AS_I_SOURCE = String.raw`(^|(?:^|\s)(?:biar|nanti|besok|iya|ya|terus)\s+)(${KIN})(?=\s+(?:aja|saja|yang|\p{Ll}+(?:in|kan)\b|telepon|telpon|kirim|bawa|beli|urus|cek|bikin|buat|siapin|pesan|pesen)\b)`;
const AS_I = new RegExp(AS_I_SOURCE, 'giu');
const SAYS_I = new RegExp(AS_I_SOURCE, 'iu');

/** The sentences with a kin title said as "I" read as "aku", and who said each (when the meeting names them). */
export function kinAsFirstPerson(
  sentences: Sentence[],
  names: Names,
  lang: SummaryLanguage,
): { sentences: Sentence[]; said: Map<number, string> } {
  const said = new Map<number, string>();
  if (lang !== 'id') return { sentences, said };
  const read = sentences.map((s) => {
    if (s.speaker || !SAYS_I.test(s.text)) return s;
    let title = '';
    const text = s.text.replace(AS_I, (_m, lead: string, kin: string) => {
      title = kin.toLowerCase();
      return `${lead}aku`;
    });
    const holders = names.people.filter((p) => p.toLowerCase().startsWith(`${title} `));
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
