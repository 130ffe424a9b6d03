import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import type { ActionContext, Draft } from './action-types.js';
import { cleanTask } from './action-text.js';
import { findDeadline } from './deadlines.js';
import { merge } from './dedupe.js';
import { withPeopleNamed } from './fuller-mentions.js';
import { capitalize, type Sentence } from './sentences.js';

// "Hasilnya mohon disampaikan kepada saya dan Bu Wati", "let me know what they say": the result, told back.
const RESULT_BACK: Record<SummaryLanguage, RegExp> = {
  // "kasih saya beberapa pilihan paling lambat tanggal lima belas": what the search should come back with.
  // "wah makasih tante mira nanti kabarin harganya ya": what the search found costs.
  // "besok kabarin aku ya hasilnya": to whom, between.
  id: /^(?:(?:sampaikan|kabari|kabarin|kabarkan|laporkan|infokan|informasikan|share|kirim(?:kan|in)?)\s+(?:(?:aku|saya|kami|gue)\s+)?(?:hasil|jawaban|kabar|info|harga|biaya)(?:nya)?|(?:kasih|kirim(?:kan|in)?|berikan)\s+(?:saya|aku|kami)\s+(?:beberapa\s+)?(?:pilihan|opsi|rekomendasi|perbandingan|penawaran|contoh))(?![\p{L}])/iu,
  en: /^(?:(?:let\s+(?:me|us)\s+know|report back|tell\s+(?:me|us))\b.{0,20}\b(?:results?|answer|what (?:you|they) (?:find|hear|say)|how it goes)|(?:give|send|get)\s+(?:me|us)\s+(?:a few\s+|some\s+|a couple of\s+)?(?:options|choices|recommendations|quotes|examples))\b/iu,
};

/**
 * "Saya bisa menanyakan harga sewanya besok." — "Silakan, Mas Rudi. Hasilnya mohon disampaikan kepada saya dan Bu
 * Wati.": what to do with the result of the task just taken is one more step of it, not a task of its own (true).
 */
export function reportsBack(s: Sentence, just: Draft | undefined, sentences: Sentence[], ctx: ActionContext) {
  // Without labels an offer is the speaker's, named later ("saya bisa menanyakan …" — "silakan mas yoga").
  if (!just || (!just.assignee && !just.own) || s.turn - (just.answered ?? just).turn > 1) return false;
  // "let me know …" would lose its "let me" to the clean-up that drops a speaker's offer ("let me check").
  const thanked = s.text.replace(
    /^(?:(?:great|thanks|thank you|okay|ok|sure|perfect|good|lovely|nggak apa[- ]apa|gak apa[- ]apa|gapapa|oke|baik|sip|wah|nanti|(?:silakan|silahkan|makasih|terima kasih)(?:\s+(?:pak|bu|mas|mbak|kak|bang|tante|om)\s+\S+)?)[\s,!.]+)+/i,
    '',
  );
  const deadline = findDeadline(thanked, ctx.lang, ctx.meeting);
  // "Besok kabarin aku ya hasilnya": the "ya" before what is asked for does not end it.
  const spoken = ctx.lang === 'id' ? thanked.replace(/\s+ya(?=\s+(?:hasil|jawaban|kabar|harga)\p{L}*)/iu, '') : thanked;
  const said = ctx.lang === 'en' ? capitalize(thanked.replace(/[.!?]+$/, '')) : cleanTask(spoken, deadline, ctx.lang);
  if (!RESULT_BACK[ctx.lang].test(said)) return false;
  const asked = { sentence: s.index, assignee: just.assignee ?? '', how: 'request' };
  // "saya" named where the speaker is known; without labels it is nobody the minutes can name ("sampaikan hasilnya",
  // "kasih beberapa pilihan").
  const step = withPeopleNamed(said, asked, sentences, ctx)
    .replace(/\s+(?:kepada|ke)\s+(?:saya|aku)(?![\p{L}])/iu, '')
    .replace(/^(kasih|kirim\p{L}*|berikan|kabari|kabarin|give|send|get)\s+(?:saya|aku|kami|me|us)\s+/iu, '$1 ');
  just.task = merge(just.task, step);
  just.keys = [...just.keys, ...ctx.keys(said)];
  if (deadline && (!just.deadline || (deadline.kind === 'day' && just.deadline.kind !== 'day')))
    just.deadline = deadline;
  return true;
}
