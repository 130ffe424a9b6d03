import { isIdVerb } from './action-rules.js';
import { standardCommand } from './spoken-verbs.js';
import type { ActionContext } from './action-types.js';
import type { Sentence } from './sentences.js';
import { stopwords, words } from './tokens.js';
import { withoutClitic } from './topics.js';

/**
 * Indonesian drops the object a listener already knows: "Oke, malam ini aku update." after "laporan donasi di
 * Instagram belum di-update", "Nanti saya yang antar hari Minggu." after "Pengiriman ke Bekasi pakai mobil bak saya
 * aja." A minute-taker writes the thing in; so does this, for a promise that is only a verb.
 */

// "aku update", "saya yang antar", "gue beresin": a promise of one verb, with when and particles around it.
const ONLY_A_VERB =
  /^(?:(?:oke|ok|sip|siap|iya|ya|udah|yaudah|deh|nah|terus|nanti|besok|abis \p{L}+|habis \p{L}+|malam ini|malem ini|hari ini|sore ini|pagi ini|hari \p{L}+|aja|saja|dulu)[\s,]+)*(?:saya|aku|gue|kami|\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?(?=\s+(?:aja\s+|saja\s+)?yang\s))\s+(?:(?:aja|saja|sendiri)\s+)?(?:yang\s+)?(\p{L}+)(?:\s+(?:di|ke)\s+[^,.!?]{2,40}?)?(?:[\s,]+(?:aja|saja|deh|ya|dulu|nanti|besok|lusa|malam ini|malem ini|hari ini|sore ini|pagi ini|hari \p{L}+|minggu depan|\p{L}+ (?:kelar|beres|jadi|selesai)))*\s*[.!]?$/iu;

// Verbs that take no thing: nothing to fill in.
const NO_OBJECT = /^(?:datang|dateng|hadir|ikut|pergi|pulang|mulai|lanjut|berangkat|jalan|muter|mampir|izin|libur)$/i;

/** The verb of a one-verb promise, lower case and as written ("nyebar" is "sebar"), if the clause is one. */
export function onlyVerb(clause: string): string | null {
  const said = clause.trim().match(ONLY_A_VERB)?.[1]?.toLowerCase();
  const verb = said && (standardCommand(said) ?? said);
  return verb && isIdVerb(verb) && !NO_OBJECT.test(verb) ? verb : null;
}

// The roots a spoken verb may have in the passive: "update" ~ "di-update", "sebarin" ~ "disebar", "kirimkan" ~ "dikirim".
const rootsOf = (verb: string) => {
  const root = verb.replace(/(?:kan|in)$/, '');
  // "pesan" is "pesen" in speech, "antar" "anter".
  return [...new Set([verb, root, root.replace(/a(?=[nr]$)/, 'e')])].filter((r) => r.length >= 3);
};

// The active forms of a root as people say them: "sebar" is also "nyebar", "kirim" "ngirim", "pasang" "masang".
const NASAL: Record<string, string> = { s: 'ny', k: 'ng', p: 'm', t: 'n' };
const activeOf = (root: string) => [root, ...(NASAL[root[0]!] ? [`${NASAL[root[0]!]}${root.slice(1)}`] : [])];

const THING = String.raw`(\p{L}[\p{L}\p{N}-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}-]*){0,7}?)`;

/**
 * "laporan donasi di Instagram belum di-update": what was said to be left undone by this verb, a few turns back;
 * or the job named by it ("yang nyebar proposal ke toko-toko sama warung sekitar sini, Putri sama Tika bisa?").
 */
function saidWithVerb(verb: string, at: number, sentences: Sentence[]): string | null {
  const roots = rootsOf(verb);
  const undone = new RegExp(
    String.raw`^(?:\p{L}+,\s+)?(?:(?:nah|terus|trus|oke|soal|untuk|kalau)[\s,]+)?${THING}\s+(?:(?:juga|masih)\s+)?(?:belum|harus|perlu|mesti)\s+(?:di-?)(?:${roots.join('|')})(?:kan|in|i)?(?![\p{L}])`,
    'iu',
  );
  const job = new RegExp(
    String.raw`(?:^|\s)yang\s+(?:mau\s+|bisa\s+)?(?:${roots.flatMap(activeOf).join('|')})(?:kan|in)?\s+${THING}(?=\s*[,.?!]|\s+(?:siapa|bisa|belum|masih)(?![\p{L}]))`,
    'iu',
  );
  for (let i = at - 1; i >= Math.max(0, at - 8); i--) {
    const thing = sentences[i]!.text.match(undone)?.[1] ?? sentences[i]!.text.match(job)?.[1];
    if (thing && !stopwords('id').has(thing.split(/\s+/)[0]!.toLowerCase())) return thing;
  }
  return null;
}

// Words that end a thing put first: a verb, a pronoun, a modal.
const ENDS_THING =
  /^(?:pakai|pake|naik|lewat|biar|nanti|saya|aku|gue|kita|kami|udah|sudah|belum|harus|perlu|bisa|mau|aja|saja|yang|itu|ini|ya)$/i;

/** "Pengiriman ke Bekasi pakai mobil bak saya aja.": the thing the sentence opens with, and where it goes. */
function thingPutFirst(text: string, ctx: ActionContext): string | null {
  const all = words(text);
  const first = all[0]?.toLowerCase();
  if (!first || stopwords('id').has(first) || isIdVerb(first) || ctx.names.mentions(all[0]!).length) return null;
  const out = [all[0]!];
  for (const w of all.slice(1, 5)) {
    if (ENDS_THING.test(w) || isIdVerb(w.toLowerCase())) break;
    out.push(w);
  }
  // It must end before the sentence does: "Pengiriman ke Bekasi" then what about it.
  return out.length < all.length && out.length <= 4 ? out.join(' ') : null;
}

/**
 * The thing a one-verb promise is done to: left undone by that verb a few turns back, or put first by the same
 * speaker right before.
 */
export function thingOfBareVerb(clause: string, s: Sentence, sentences: Sentence[], ctx: ActionContext): string | null {
  if (ctx.lang !== 'id') return null;
  const verb = onlyVerb(clause);
  if (!verb) return null;
  const before = sentences[s.index - 1];
  const thing =
    saidWithVerb(verb, s.index, sentences) ??
    (before && before.turn === s.turn ? thingPutFirst(before.text, ctx) : null);
  // The capital that started the sentence is not the thing's own.
  return thing && thing.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
}

/** "Pesankan di percetakan depan pasar" of "spanduknya": "Pesankan spanduk di percetakan depan pasar". */
export function withThingBeforePlace(task: string, thing: string): string {
  const placed = task.match(/^(\p{L}+)(\s+(?:ke|di|dari)\s+[^,;]+)$/u);
  if (!placed || !isIdVerb(placed[1]!.toLowerCase())) return task;
  return `${placed[1]} ${thing.replace(/\p{L}+$/u, withoutClitic)}${placed[2]}`;
}
