/** Names used in address, written as names where speech-to-text writes them in lower case. */
import { HONORIFICS, TITLES } from './address.js';
import { capitalize, type Turn } from './sentences.js';

const DOK_ADDRESSED =
  /(?<=^(?:(?:e+|eh|oh|oke|ok|nah|iya|ya|baik|siap|makasih|terima kasih)\s+)*|(?:^|\s)(?:iya|ya|makasih|terima kasih|oke|baik|siap)\s+)dok(?![\p{L}])(?!\s+\p{Lu})|(?<=\s)dok(?=\s*[.?!]*$)/gu;

/** Capitalises the names (and the form of address before them) where the transcript writes them in lower case. */
export function capitalizeNames(text: string, names: readonly string[]): string {
  if (!names.length) return text;
  const alternatives = names.map((n) => n.split(' ').pop()!.toLowerCase()).join('|');
  const re = new RegExp(
    String.raw`(?<![\p{L}])(?:(${HONORIFICS})(\.?\s+(?:(?:${TITLES})\s+)?))?(${alternatives})(?![\p{L}])`,
    'gu',
  );
  const named = text.replace(re, (_m, hon: string | undefined, between: string | undefined, name: string) =>
    hon ? `${capitalize(hon)}${between!.replace(/\p{L}+/u, capitalize)}${capitalize(name)}` : capitalize(name),
  );
  // "ee dok sekalian tolong cek …", "iya dok saya paham": the meeting's one doctor, called by the title alone where
  // people are addressed ("upload dok hasil rapatnya" is a document). Names are capitalised by now.
  const doctors = names.filter((n) => n.startsWith('Dok '));
  return doctors.length === 1 ? named.replace(DOK_ADDRESSED, doctors[0]!) : named;
}

/** Turns with the names used in address written as names (only for turns without speakers). */
export function withNamesCapitalized(turns: Turn[], names: readonly string[]): Turn[] {
  return names.length ? turns.map((t) => ({ ...t, text: capitalizeNames(t.text, names) })) : turns;
}
