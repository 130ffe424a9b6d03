import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { commandForm, EN_IMPERATIVES, isIdVerb, LEXICON, passiveCommand } from './action-rules.js';
import { cleanTask } from './action-text.js';
import type { ActionContext, Draft } from './action-types.js';
import { findDeadline } from './deadlines.js';
import type { Sentence } from './sentences.js';

/**
 * "Untuk pinjaman yang ketiga, apakah perlu kita kirimi surat peringatan juga, Pak?" — "Ya, mohon dikirim minggu ini
 * juga, Bu.": a step someone offers as a question, said yes to in the next turn, is theirs to do.
 */

const ADDRESS = String.raw`(?:[,\s]+(?:pak|bu|mas|mbak|kak|bang)(?:\s+\p{Lu}\p{L}+)?)?`;
const PROPOSAL: Record<SummaryLanguage, RegExp> = {
  id: new RegExp(
    String.raw`(?:apakah|apa)\s+(?:perlu|sebaiknya|boleh)\s+(?:kita|saya|aku|kami)\s+(?:juga\s+)?(.{4,80}?)(?:\s+(?:juga|lagi|nggak|gak|tidak))?${ADDRESS}\s*\??$`,
    'iu',
  ),
  // "shall we get the admin out of the way": not "we", which proposes what the meeting does next.
  en: /(?:(?:should|shall)\s+i|do you want me to|would you like me to)\s+(?:also\s+)?(.{4,80}?)(?:\s+(?:too|as well|again))?\s*\??$/iu,
};
// "Ya, mohon dikirim …", not "Ya, nggak usah": yes, with no no after it.
const YES: Record<SummaryLanguage, RegExp> = {
  id: /^(?:ya|iya|boleh|perlu|betul|setuju|silakan|silahkan)\b(?![^.!?]*\b(?:nggak|gak|tidak|jangan|usah)\b)/i,
  en: /^(?:yes|yeah|yep|sure|please|good idea|definitely|absolutely|go ahead)\b(?![^.!?]*\b(?:not|don't|no need)\b)/i,
};
// "Untuk pinjaman yang ketiga, …": what the step is for.
const FOR: Record<SummaryLanguage, RegExp> = {
  id: /^(?:untuk|buat|soal)\s+([^,]{3,40}?)(?:,|\s+(?=(?:apakah|apa)\s))/i,
  en: /^(?:for|as for)\s+([^,]{3,40}),/i,
};

const actionFirst = (text: string, lang: SummaryLanguage) => {
  const first = text.split(/\s+/)[0]!.toLowerCase();
  // "kirimi surat peringatan": -i makes a verb as -kan does.
  if (lang === 'en') return EN_IMPERATIVES.has(first);
  return isIdVerb(first) || isIdVerb(first.replace(/i$/, '')) || commandForm(first) !== null;
};

// "Actually, I'll reply myself.", "Biar saya sendiri yang balas.": the one asked does it instead, with the verb offered.
const MYSELF: Record<SummaryLanguage, RegExp> = {
  id: /^(?:(?:eh|oh|nggak|gak|tidak|nanti|sebenarnya)[\s,]+)*(?:biar\s+)?(?:saya|aku|gue)\s+(?:aja|saja|sendiri)\s+(?:yang\s+)?(\p{L}+)/iu,
  en: /^(?:(?:actually|no|oh|well|hmm|that's okay|it's okay)[\s,]+)*(?:i'll|i will)\s+(\p{L}+)(?:\s+(?:it|that|them|to (?:it|them)))?\s+myself\b/iu,
};

export function approvedProposal(s: Sentence, sentences: Sentence[], ctx: ActionContext): Draft | null {
  const { lang } = ctx;
  const asked = sentences[s.index - 1];
  if (!asked || asked.turn !== s.turn - 1 || sentences[s.index - 2]?.turn === s.turn) return null;
  // "Should I reply to the review, then?" — "Actually, I'll reply myself.": the step, for the one who answered.
  const mine = s.text.trim().match(MYSELF[lang])?.[1]?.toLowerCase();
  const offered =
    mine &&
    sentences
      .filter((x) => x.turn === asked.turn)
      .map((x) => x.text.match(PROPOSAL[lang])?.[1])
      .find(Boolean);
  if (mine && offered && offered.split(/\s+/)[0]!.toLowerCase() === mine) {
    const task = cleanTask(offered.replace(/,\s*(?:then|dong|deh)$/i, ''), null, lang);
    const at = { sentence: s.index, turn: s.turn, keys: ctx.keys(task) };
    return { task, assignee: s.speaker, deadline: null, ...at, how: 'commit', own: true };
  }
  if (!YES[lang].test(s.text)) return null;
  // Speech-to-text writes no question mark: "apakah perlu …", "should I …" ask by their words.
  const step = asked.text.match(PROPOSAL[lang])?.[1];
  if (!step || !actionFirst(step, lang) || LEXICON[lang].meetingFlow.test(step.toLowerCase())) return null;
  // Without speaker labels the one who asked is known only if the answer names them; else it is the team's.
  const assignee = asked.speaker ?? ctx.names.mentions(s.text)[0]?.name ?? null;
  const purpose = asked.text.match(FOR[lang])?.[1];
  // The day the yes names, else one said with the step ("… kirimi surat pengingat besok?").
  const said = findDeadline(step, lang, ctx.meeting);
  const deadline = findDeadline(s.text, lang, ctx.meeting) ?? said;
  const task = cleanTask(`${step}${purpose ? ` ${lang === 'id' ? 'untuk' : 'for'} ${purpose}` : ''}`, said, lang);
  const keys = ctx.keys(task);
  if (keys.length < 2) return null;
  return { task, assignee, deadline, sentence: s.index, turn: s.turn, how: 'named', keys };
}

// "Bu Siti, tinta sudah dipesan belum?": whom it is asked of, the thing, and what should have been done to it.
const STATUS =
  /^((?:(?:pak|bu|mas|mbak|kak|bang)\s+)?\p{Lu}\p{L}+),?\s+(.{3,50}?)\s+(?:sudah|udah)\s+di(\p{L}{3,})\s+belum\s*\??$/iu;
// "terus hotel di solo gimana dika udah booking belum": the thing, then whom it is asked of.
const STATUS_SPOKEN =
  /^(?:(?:terus|trus|nah|oke|jadi|lalu)\s+)?(.{3,40}?)\s+(?:gimana|bagaimana)\s+((?:(?:pak|bu|mas|mbak|kak|bang|om|tante)\s+)?\p{L}+)\s+(?:udah|sudah)\s+(?:di)?(\p{L}{3,})\s+belum\s*\??$/iu;
// "… review yang kemarin di google itu yang bintang tiga udah dibales belum kadek": the one asked said last.
const STATUS_NAMED_LAST =
  /^(?:(?:terus|trus|nah|oke|jadi|lalu)\s+)?(.{3,60}?)\s+(?:udah|sudah)\s+di(\p{L}{3,})\s+belum\s+((?:(?:pak|bu|mas|mbak|kak|bang|bli|om|tante)\s+)?\p{L}+)\s*\??$/iu;

function statusAsked(asked: Sentence, ctx: ActionContext): { person: string; thing: string; verb: string } | null {
  const text = asked.text.trim();
  const labelled = text.match(STATUS);
  const spoken = text.match(STATUS_SPOKEN);
  const last = text.match(STATUS_NAMED_LAST);
  const [who, thing, verb] = labelled
    ? [labelled[1]!, labelled[2]!, labelled[3]!]
    : spoken
      ? [spoken[2]!, spoken[1]!, spoken[3]!]
      : last
        ? [last[3]!, last[1]!, last[2]!]
        : [];
  const person = who && ctx.names.resolve(who);
  return person ? { person, thing: thing!, verb: verb!.toLowerCase() } : null;
}

/**
 * "Bu Siti, tinta sudah dipesan belum?" — "Belum, Pak. …" — "Jangan nunggu lama-lama, Bu. Hari ini juga dipesan …";
 * "… dika udah booking belum" — "belum om …" — "paling telat lusa udah harus booking ya": a thing asked about that
 * is not done yet, then a day it must be done by, is the task of the one asked.
 */
export function doneByAfterStatus(s: Sentence, sentences: Sentence[], ctx: ActionContext): Draft | null {
  if (ctx.lang !== 'id') return null;
  const own = notYetButWill(s, sentences, ctx);
  if (own) return own;
  for (let i = s.index - 1; i >= Math.max(0, s.index - 12) && s.turn - sentences[i]!.turn <= 3; i--) {
    const asked = sentences[i]!;
    // Cheap tests first: this runs on every sentence.
    const status = asked.speaker === s.speaker && /belum\s*\??$/i.test(asked.text) ? statusAsked(asked, ctx) : null;
    if (!status) continue;
    const answer = sentences.slice(i + 1, s.index).find((x) => x.turn === asked.turn + 1);
    if (!answer || (answer.speaker !== null && answer.speaker !== status.person)) continue;
    // Said again as a passive, or as what must be done: "dipesan", "udah harus booking".
    const again = new RegExp(String.raw`(?<![\p{L}])(?:di|harus\s+)${status.verb}(?![\p{L}])`, 'iu');
    if (!again.test(s.text)) continue;
    const deadline = findDeadline(s.text, 'id', ctx.meeting);
    if (!deadline || LEXICON.id.negation.test(s.text.toLowerCase()) || !/^belum\b/i.test(answer.text.trim()))
      return null;
    const verb = passiveCommand(`di${status.verb}`) ?? status.verb;
    const thing = status.thing.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    const task = cleanTask(`${verb} ${thing}`, null, 'id');
    const keys = ctx.keys(task);
    if (!keys.length) return null;
    const at = { sentence: s.index, turn: s.turn };
    return { task, assignee: status.person, deadline, ...at, how: 'named', keys, ownThing: true };
  }
  return null;
}

/** "… udah dibales belum kadek" — "belum bli nanti aku bales …": not yet, and the one asked will (of the thing asked). */
function notYetButWill(s: Sentence, sentences: Sentence[], ctx: ActionContext): Draft | null {
  const asked = sentences[s.index - 1];
  if (!asked || asked.turn !== s.turn - 1 || !/^belum\b/i.test(s.text.trim())) return null;
  const status = /belum/i.test(asked.text) ? statusAsked(asked, ctx) : null;
  if (!status || (s.speaker !== null && s.speaker !== status.person)) return null;
  const verb = passiveCommand(`di${status.verb}`) ?? status.verb;
  const will = new RegExp(String.raw`\b(?:saya|aku|gue)\s+(?:langsung\s+)?(?:${status.verb}|${verb})(?![\p{L}])`, 'iu');
  if (!will.test(s.text)) return null;
  const task = cleanTask(`${verb} ${status.thing.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}`, null, 'id');
  const keys = ctx.keys(task);
  if (keys.length < 2) return null;
  const deadline = findDeadline(s.text, 'id', ctx.meeting);
  return {
    task,
    assignee: status.person,
    deadline,
    sentence: s.index,
    turn: s.turn,
    how: 'named',
    keys,
    ownThing: true,
  };
}
