import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import type { ActionContext } from './action-types.js';
import type { Sentence } from './sentences.js';
import { words } from './tokens.js';

/**
 * "besok kan air mati jam delapan … karena pembersihan tandon, tolong warga krajan dikabari": a task to tell people
 * says what they are told, as the sentence said it before asking ("Kabari warga krajan bahwa besok air mati …").
 */

// A task that only says whom to tell: "Kabari warga krajan", "Let the parents know".
const TELL_ONLY: Record<SummaryLanguage, RegExp> = {
  id: /^(?:kabari|kabarin|umumkan|umumin|infokan|infoin|kasih tau|kasih tahu|beri tahu|beritahu|sampaikan ke|bilangin|bilang ke)\s+(?:\p{L}+)(?:\s+\p{L}+){0,2}$/iu,
  en: /^(?:tell|warn|inform|notify|let\s+(?:\p{L}+\s+){1,3}know)(?:\s+\p{L}+){0,3}$/iu,
};
const SAYS_WHAT = /(?<![\p{L}])(?:soal|tentang|bahwa|kalau|that|about|of)(?![\p{L}])/iu;

// Where the request starts: what comes before it is the news.
const ASKED: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?:tolong|minta tolong|mohon|bisa|coba|nanti|kabari|kabarin|dikabari|dikabarin|umumkan|umumin|diumumkan|diumumin|infokan|dikasih tau|dikasih tahu)(?![\p{L}])/iu,
  en: /(?<![\p{L}])(?:can|could|would|will|please|let|tell|make sure)(?![\p{L}])/iu,
};

// What opens a turn and is no part of the news: "oh iya Pak Wagiman", "okay so".
const OPENING: Record<SummaryLanguage, RegExp> = {
  id: /^(?:(?:oh|iya|ya|nah|terus|oke|ok|eh|satu lagi|btw)[\s,]+)+/iu,
  en: /^(?:(?:oh|okay|ok|so|and|right|also|one more thing|heads up)[\s,:]+)+/iu,
};
const PARTICLES = /(?<![\p{L}])(?:kan|ya|nih|tuh|sih|dong|lho|loh)(?![\p{L}])\s*/giu;

/** The task with what the sentence told before asking it, if it says only whom to tell. */
export function withNewsTold(task: string, draft: { sentence: number }, sentences: Sentence[], ctx: ActionContext) {
  const { lang } = ctx;
  const at = sentences[draft.sentence]!;
  if (!TELL_ONLY[lang].test(task.trim()) || SAYS_WHAT.test(task)) return task;
  const asked = at.text.match(ASKED[lang]);
  if (asked?.index === undefined) return task;
  let news = at.text.slice(0, asked.index).replace(OPENING[lang], '');
  // The one asked, named first ("Pak Wagiman, …", a title at most before the name) or last ("…, Jen, can you"), is no
  // part of the news.
  const [first] = ctx.names.mentions(news);
  if (first && news.slice(0, first.start).trim().split(/\s+/).length <= 1) news = news.slice(first.end);
  const last = ctx.names.mentions(news).at(-1);
  if (last && !/[\p{L}\p{N}]/u.test(news.slice(last.end))) news = news.slice(0, last.start);
  // "The car park is shut on Saturday. Jen, can you let the parents know?": told in the sentence before, same turn.
  const before = sentences[draft.sentence - 1];
  if (!words(news).length && before?.turn === at.turn) news = before.text.replace(OPENING[lang], '');
  news = news
    .replace(/^[\s,]+/, '')
    .replace(lang === 'id' ? PARTICLES : /$^/, '')
    .replace(/[\s,.;:–—-]+$/u, '');
  if (words(news).length < 4 || /\?/.test(news) || ctx.names.mentions(news).length) return task;
  return `${task.trim()} ${lang === 'id' ? 'bahwa' : 'that'} ${news.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}`;
}
