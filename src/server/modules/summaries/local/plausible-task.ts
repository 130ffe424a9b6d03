import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { isIdVerb } from './action-rules.js';

// How a spoken English "task" starts when it is talk rather than a task: a pronoun, a filler, a question word, a
// cut-off word ("e everyone", "S I'll").
const NOT_A_TASK_START =
  /^(?:i|i'm|i'd|it|it'd|it's|you|we|they|he|she|that|that's|this|before|after|later|in|at|because|whether|once|those|these|there|the|a|an|and|but|or|so|if|then|first|what|how|why|where|when|which|who|does|did|is|are|was|not|any|another|basically|maybe|hopefully|probably|exactly|forth|from|just|like|um+|uh+|mm+|hmm+|er+|oh|well|yeah|okay|\p{L})$/iu;
// Disfluencies a written task never has.
const DISFLUENT = /\b(?:um+|uh+|mm+|i mean|you know|kinda|sorta|gonna|wanna)\b|\b(\p{L}+) \1\b/giu;

/** "hahaha tua lo cup": "you" after a word that is no verb is a remark about someone, not even a request. */
export function remarkAboutYou(task: string, lang: SummaryLanguage): boolean {
  const [first, second] = task.toLowerCase().split(/\s+/);
  return lang !== 'en' && /^(?:kamu|anda|lo|lu)$/.test(second ?? '') && !isIdVerb(first!);
}

/**
 * Whether an English task reads as one: it starts like an instruction (not "I …", "Um …", "What …"), has no first
 * person left inside ("I'll …"), and is not spoken rambling (several fillers or stutters, or a question).
 */
export function plausibleTask(task: string, lang: SummaryLanguage): boolean {
  if (lang !== 'en') {
    // "saya mohon bantuan Mas Rudi": help asked for, and the task is what the answer takes on.
    if (/(?<![\p{L}])bantuan\s+(?:dari\s+)?(?:pak|bu|mas|mbak|kak|bang|\p{Lu})/u.test(task)) return false;
    // "gue mau ada dokumen rencananya dulu": wanting a thing to exist; who makes it is asked next.
    if (/^ada\s/i.test(task)) return false;
    // "Kan air mati jam delapan …": a reason everyone knows; "Waalaikumsalam bu …", "matur nuwun …": a greeting.
    // "Sebelum mulai kerja, saya mau bahas orderan akhir tahun": what the meeting is about, not a task.
    if (
      /\b(?:saya|aku|gue|kita|kami)\s+(?:mau|akan|pengen|ingin)\s+(?:bahas|membahas|ngomongin|diskusiin)\b/i.test(task)
    )
      return false;
    return !remarkAboutYou(task, lang);
  }
  const first = task.match(/^[\p{L}'’]+/u)?.[0]?.replace(/’/g, "'") ?? '';
  if (!first || NOT_A_TASK_START.test(first)) return false;
  // "Do the sign up sheet" is a task; "Do you …" asks.
  if (/^do\s+(?:you|we|they|i|he|she|it|not|people|anyone|everyone|that|this)\b/i.test(task)) return false;
  if (/\bI(?:'ll| will|'m| am)\b/.test(task) || /\?/.test(task) || /^have to\b/i.test(task)) return false;
  // Talk inside the meeting ("[let me] give you an example", "[I'll] tell you something about …") is no task.
  // "Give you access right after this" gives a thing.
  if (
    /^(?:give|tell|show|talk|explain|describe|suggest)\s+(?:you|us)\b(?!\s+(?:access|the|your|a copy|permission))/i.test(
      task,
    )
  )
    return false;
  // "i will come along then": being there, not a task.
  if (/^(?:come along|tag along|be there|come too|come with)\b/i.test(task)) return false;
  // "I'll try, no promises": a hedge, not what they will do ("try to fix …" says what).
  if (/^try\b(?!\s+(?:to|and)\b)/i.test(task)) return false;
  return (task.match(DISFLUENT) ?? []).length < 2;
}

/**
 * Said, not asked, whoever it is said to: "Kan air mati jam delapan …" (a reason everyone knows), "Biasanya dia punya
 * kenalan …", "Waalaikumsalam bu …", "Tenda sama kursi belum ada yang ngurus" (a job still without anyone).
 */
export function saidNotAsked(task: string, lang: SummaryLanguage): boolean {
  if (lang !== 'id') return false;
  return (
    /^(?:kan|biasanya|soalnya|kebetulan|waalaikumsalam|assalamualaikum|matur\s?nuwun)\s/i.test(task) ||
    /\bbelum ada yang\b/i.test(task)
  );
}

/** "Mas Joko, kerja bakti minggu ini batal.", "Jen, the match on Saturday is cancelled.": news told to someone. */
export const newsOnly = (task: string, lang: SummaryLanguage) => NEWS_ONLY[lang].test(task.trim());
const NEWS_ONLY: Record<SummaryLanguage, RegExp> = {
  id: /^\p{L}+(?:\s+\p{L}+){0,4}\s+(?:(?:jadi|udah|sudah)\s+)?(?:batal|dibatalkan|dibatalin|ditunda|diundur|diliburkan|libur|ditutup)[.!]?$/iu,
  en: /^(?:the|our|this|that|my|your)\s+[^,;]*?\s+(?:is|are|was|were|has been|have been)\s+(?:now\s+)?(?:cancelled|canceled|postponed|called off|off|closed|shut)[.!]?$/iu,
};
