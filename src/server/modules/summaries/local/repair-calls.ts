import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import type { ActionContext } from './action-types.js';
import { brokenBefore, saysAlready } from './raised-topics.js';
import type { Sentence } from './sentences.js';

/**
 * "Pak, printer di ruang belakang macet lagi." … "Mbak Dewi, panggil teknisi aja": the repair person is called about
 * the thing raised as broken a few sentences before ("Panggil teknisi soal printer di ruang belakang").
 */

// Calling someone who repairs things, with no word of what about.
const CALL_REPAIRER: Record<SummaryLanguage, RegExp> = {
  id: /^(?:panggil|telepon|telpon|hubungi|kontak|cari|undang)\s+(?:teknisi|tukang(?:\s+\p{L}+)?|montir|orang\s+servis|servis|service)(?:-?nya)?(?:\s+(?:sendiri|aja|saja|lagi|dulu|langsung))*(?=$|[\s,])/iu,
  en: /^(?:call|ring|phone|get|book|contact|email|text)\s+(?:the|a|an|our)\s+(?:\p{L}+\s+)?(?:guy|technician|tech|repairman|plumber|electrician|mechanic|engineer|handyman)(?=$|[\s,])/iu,
};
const SAYS_ABOUT = /(?<![\p{L}])(?:soal|tentang|untuk|buat|about|for|to fix|to look at)(?![\p{L}])/iu;

export function withBrokenThing(task: string, draft: { sentence: number }, sentences: Sentence[], ctx: ActionContext) {
  const call = task.match(CALL_REPAIRER[ctx.lang]);
  if (!call || SAYS_ABOUT.test(task) || task.includes('(')) return task;
  const broken = brokenBefore(draft.sentence, sentences, ctx.lang, ctx.names);
  // "tukang AC-nya" after "AC di ruang dua mati": the one called says what already.
  const head = broken
    ?.replace(/^(?:the|a|an|our|my)\s+/i, '')
    .split(/\s+/)[0]!
    .toLowerCase();
  const named = (w: string) => w.toLowerCase().replace(/-?nya$/, '') === head;
  if (!broken || saysAlready(task, broken, ctx.lang) || call[0].split(/[\s-]+/).some(named)) return task;
  // "Printer di pos ronda macet lagi": the capital is the sentence's, unless the thing starts with a name.
  const said =
    ctx.names.mentions(broken)[0]?.start === 0 ? broken : broken.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  const thing = ctx.lang === 'en' && !/^(?:the|a|an|our|my)\s/i.test(said) ? `the ${said}` : said;
  return `${call[0]} ${ctx.lang === 'id' ? 'soal' : 'about'} ${thing}${task.slice(call[0].length)}`;
}
