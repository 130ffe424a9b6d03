import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { isIdVerb } from './action-rules.js';
import type { Names } from './names.js';
import type { Sentence } from './sentences.js';

/** Cues in informal speech for what a task is and whose it is, when the words come in an unusual order or turn. */

/**
 * "brief visual nanti sore aku kirim ke kamu": the thing first, then who and the verb. Read as the command it
 * amounts to ("aku kirim brief visual nanti sore ke kamu"), so the task starts with its verb.
 */
export function fronted(main: string, lang: SummaryLanguage): string {
  if (lang !== 'id') return main;
  const m = main.match(/^(.{3,60}?)\s+((?:saya|aku|gue|gua)\s+(?:yang\s+)?)(\p{L}+)(.*)$/iu);
  if (!m || !isIdVerb(m[3]!) || /^(?:saya|aku|gue|gua|oke|ok|nanti|biar|kalau|tapi|terus|jadi)\b/i.test(m[1]!))
    return main;
  return `${m[2]}${m[3]} ${m[1]}${m[4]}`;
}

const THANKS: Record<SummaryLanguage, RegExp> = {
  // Up to three words after the thanks: "thanks mas arif" names Arif, with his honorific.
  id: /^(?:(?:oke|ok|sip|wah|mantap|baik)\s+)?(?:(?:makasih|terima kasih|thanks)\s+(\S+(?:\s+\S+){0,2})|(.+?)\s+(?:makasih|terima kasih))(?:\s|$)/iu,
  en: /^(?:(?:great|nice|perfect|okay|ok|cool|lovely|brilliant)\s+)?(?:thanks|thank you|cheers),?\s+(\S+(?:\s+\S+){0,2})(?:\s|$)/iu,
};

/**
 * Speech without labels: "biar saya aja yang pesan spanduk" — "oke mas rizal makasih …". Whoever the next turn thanks
 * by name is the one who just took the task on.
 */
export function thankedSpeakers(
  drafts: Array<{ assignee: string | null; own?: boolean; turn: number }>,
  sentences: Sentence[],
  ctx: { lang: SummaryLanguage; names: Names },
): void {
  for (const d of drafts) {
    if (d.assignee !== null || !d.own) continue;
    const next = sentences.find((x) => x.turn === d.turn + 1);
    const m = next?.text.match(THANKS[ctx.lang]);
    const said = m ? (m[1] ?? m[2])! : null;
    if (!said) continue;
    const mention = ctx.names.mentions(said)[0];
    if (mention) d.assignee = mention.name;
  }
}
