import {
  SUMMARY_DEFAULTS,
  type GeneratedActionItem,
  type SummaryLanguage,
} from '../../../../shared/summary/normalize.js';
import { DAY_NAMES } from './dates.js';
import { capitalize, type Sentence } from './sentences.js';
import { stopwords, words } from './tokens.js';

/**
 * Written minutes from spoken words (issue 13): fillers and discourse particles out, the announced agenda as the
 * topics, and a summary of a few sentences built from what was decided and who does what — never transcript lines
 * pasted together.
 */

const FILLERS: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}\p{N}])(?:jadi gini|gitu ya|ya kan|eh+|e{2,}|em+|uh+|um+|hmm+|anu|ya|yah|sih|dong|nih|kok|deh|lho|loh|tuh|kan|toh|wah|aduh|duh|lah|guys)(?![\p{L}\p{N}])/giu,
  // "you know the pantry best", "what kind of cake": the words meant, not a filler.
  en: /(?<![\p{L}\p{N}])(?:you know(?!\s+(?:the|a|an|what|how|who|where|when|why|if|whether|him|her|them|it|that|this|those|these|about|my|your|his|our|their)\b)|i mean|(?<!(?:what|this|that|which|any|some|the|a|same|every)\s)(?:kind|sort) of|uh+|um+|umm+|erm|eh|mm+|mm-hmm|uh-huh|hmm+|yeah|yep|okay so|ok so|so um|guys)(?![\p{L}\p{N}])/giu,
};

// Speech repeats itself ("to make to make", "the the"; Indonesian repeats one word on purpose: "anak anak") and
// breaks words off ("e everyone", "w scroll"): a written text says each once, whole.
const STUTTER: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}\p{N}])((?:[\p{L}\p{N}]+\s+)[\p{L}\p{N}]+)(?:\s+\1)+(?![\p{L}\p{N}])/giu,
  en: /(?<![\p{L}\p{N}'])((?:[\p{L}\p{N}']+\s+){0,2}[\p{L}\p{N}']+)(?:,?\s+\1)+(?![\p{L}\p{N}'])/giu,
};
const BROKEN_OFF: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}\p{N}])(?:\p{Ll})\s+(?=\p{L}{2,})/gu,
  en: /(?<![\p{L}\p{N}'])(?![aI]\s)(?:\p{Ll})\s+(?=\p{L}{2,})|(?<![\p{L}])(?:gonna|wanna|kinda|sorta)(?![\p{L}])/gu,
};
const SPOKEN_FORMS: Record<string, string> = {
  gonna: 'going to',
  wanna: 'want to',
  kinda: 'kind of',
  sorta: 'sort of',
};

/** The text without fillers and particles ("ya", "sih", "um", "you know"), stutters and broken-off words. */
export function stripFillers(text: string, lang: SummaryLanguage): string {
  return text
    .replace(FILLERS[lang], ' ')
    .replace(BROKEN_OFF[lang], (m) => SPOKEN_FORMS[m.toLowerCase()] ?? '')
    .replace(STUTTER[lang], '$1')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/^[\s,;:.]+/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

// "hari ini kita bahas A, B dan C", "today: A, B and C", "agenda kita: …", "we need to talk about A, B and C",
// "three things tonight: A, B and C".
const AGENDA: Record<SummaryLanguage, RegExp> = {
  id: /(?:^|\b)(?:(?:ada\s+)?(?:dua|tiga|empat|lima|beberapa)\s+(?:hal|topik|poin|agenda)(?:\s+(?:hari ini|malam ini|pagi ini|siang ini|sore ini))?(?=\s*:)|(?:hari ini|malam ini|sekarang|rapat ini|agenda(?:\s+kita)?(?:\s+hari ini|\s+malam ini)?)\s*(?:kita\s+)?(?:akan\s+)?(?:bahas|membahas|ngebahas|diskusikan|mendiskusikan)?|kita\s+(?:akan\s+)?(?:bahas|membahas|ngebahas))\s*:?\s+(.+)$/iu,
  en: /(?:^|\b)(?:today(?:'s agenda)?|tonight(?:'s agenda)?|the agenda(?: today| tonight)?(?: is)?|agenda|we(?:'ll| will)?(?: need to| have to| want to)?\s+(?:talk about|discuss|cover|go over)|(?:two|three|four|five|a few|\d+)\s+(?:things|topics|items|points)(?:\s+(?:today|tonight|this (?:morning|afternoon|evening|week)|on the (?:list|agenda)))?(?=\s*[:,]))\s*[:,]?\s+(?:we(?:'ll| will)?(?: need to)?\s+(?:talk about|discuss|cover|go over)\s+)?(?!(?:i|i'm|is|was|that|it|it's|he|she|they|you)\s)(.+)$/iu,
};
const COUNT_LEAD: Record<SummaryLanguage, RegExp> = {
  id: /^(?:(?:ada\s+)?(?:dua|tiga|empat|lima|beberapa|\d+)(?:\s+(?:hal|topik|poin|agenda))?(?:\s+(?:ya|nih|aja|saja|utama|penting))?\s*:\s*|(?:ada\s+)?(?:dua|tiga|empat|lima|beberapa|\d+)\s+(?:hal|topik|poin|agenda)(?:\s+(?:ya|nih|aja|saja|utama|penting))?\s*:?\s*)/iu,
  en: /^(?:(?:two|three|four|five|a few|\d+)\s+(?:things|topics|points|items)\s*:?\s*)/iu,
};
const LIST_SPLIT: Record<SummaryLanguage, RegExp> = {
  id: /\s*,\s*(?:dan\s+|sama\s+|serta\s+)?|\s+(?:dan|sama|serta|terus)\s+/iu,
  // "the guest list the new mic and the episode schedule": unpunctuated, "the" starts the next item.
  en: /\s*,\s*(?:and\s+|then\s+)?|\s+(?:and|then|plus)\s+|(?<!(?:^|\s)(?:of|for|to|in|on|at|with|from|about|by|into|and|then|plus|how|what|where|when|why|which|who|whether|if|that|all|both|is|are|was|were|be|do|does|did|has|have|had|get|got|discuss|cover))\s+(?=the\s)/iu,
};
const ITEM_LEAD: Record<SummaryLanguage, RegExp> = {
  id: /^(?:soal|masalah|tentang|itu|yang|juga|mengenai)\s+/i,
  en: /^(?:the|a|an|our|about|also)\s+/i,
};

const DAY = new Set([...DAY_NAMES.id, ...DAY_NAMES.en].map((d) => d.toLowerCase()));

const RELATIVE: Record<SummaryLanguage, RegExp> = {
  id: /\s+(?:yang|untuk|dari|di|ke|karena|supaya)\s.*$/i,
  en: /\s+(?:that|which|who|from|for|because|so)\s.*$/i,
};

// "oke kita mulai ya soal acara ulang tahun kantor tanggal dua belas", "let's start with the harvest supper": the one
// subject a meeting opens on, when it announces no list.
const OPENS_ON: Record<SummaryLanguage, RegExp> = {
  id: /^(?:(?:oke|ok|baik|nah|jadi|ya|gaes|guys)[\s,]+)*(?:(?:kita|kami)\s+)?(?:mulai|langsung)(?:\s+(?:aja|saja|rapatnya))?(?:\s+ya)?[\s,]+(?:soal|tentang|membahas|bahas|ngebahas|untuk|buat)\s+(.+)$/iu,
  en: /^(?:(?:okay|ok|so|right|alright)[\s,]+)*(?:let's (?:get )?start(?:ed)?(?: with| on)?|(?:today|tonight|this meeting)(?:'s| is)? (?:all )?about)\s+(.+)$/iu,
};
const SUBJECT_END: Record<SummaryLanguage, RegExp> = {
  id: /\s+(?:tanggal|tgl|hari|minggu|bulan|besok|nanti|yang|untuk|buat|di|ke|dari|ya|dulu|nih|sih|karena|terus|dan)(?:\s.*)?$|[,.;!?].*$/iu,
  en: /\s+(?:on|next|this|tomorrow|tonight|that|which|who|for|at|because|and|so|then)(?:\s.*)?$|[,.;!?].*$/iu,
};

/** The subject a meeting opens on ("acara ulang tahun kantor"), in its first three sentences; at most five words. */
export function openingSubject(sentences: Sentence[], lang: SummaryLanguage): string | null {
  for (const s of sentences.slice(0, 3)) {
    const m = stripFillers(s.text, lang).match(OPENS_ON[lang]);
    if (!m) continue;
    const subject = m[1]!.replace(SUBJECT_END[lang], '').replace(ITEM_LEAD[lang], '').trim();
    const w = words(subject);
    if (w.length >= 1 && w.length <= 5 && !stopwords(lang).has(w[0]!.toLowerCase())) return subject;
  }
  return null;
}

export interface Agenda {
  /** The sentence that announces it. */
  sentence: number;
  items: string[];
}

/** The agenda announced early in the meeting (in its first fifth, or first 8 sentences), when it lists 2–6 items. */
export function findAgenda(sentences: Sentence[], lang: SummaryLanguage): Agenda | null {
  const limit = Math.max(8, Math.ceil(sentences.length / 5));
  for (const s of sentences.slice(0, limit)) {
    const m = stripFillers(s.text, lang).match(AGENDA[lang]);
    if (!m) continue;
    const list = m[1]!.replace(/[.!?]+$/, '').replace(COUNT_LEAD[lang], '');
    const items = list
      .split(LIST_SPLIT[lang])
      .map((i) =>
        i
          .trim()
          .replace(ITEM_LEAD[lang], '')
          .replace(ITEM_LEAD[lang], '')
          // A title names the subject: "bug login [yang dilaporkan pelanggan]".
          .replace(RELATIVE[lang], '')
          .trim(),
      )
      .filter((i) => {
        const w = words(i);
        // "the Saturday roster": a day may open an item's name, though it is no subject alone.
        const first = w[0]?.toLowerCase() ?? '';
        return w.length >= 1 && w.length <= 6 && (!stopwords(lang).has(first) || (w.length > 1 && DAY.has(first)));
      });
    if (items.length >= 2 && items.length <= 6) return { sentence: s.index, items };
  }
  return null;
}

/** Where each agenda item is first taken up after the announcement: its first sentence sharing a content word. */
export function agendaStarts(
  agenda: Agenda,
  sentences: Sentence[],
  keys: (text: string) => string[],
): Array<{ title: string; start: number }> {
  const out: Array<{ title: string; start: number }> = [];
  let from = agenda.sentence + 1;
  agenda.items.forEach((item, k) => {
    const want = new Set(keys(item));
    let at = -1;
    for (let i = from; i < sentences.length && want.size; i++) {
      if (keys(sentences[i]!.text).some((w) => want.has(w))) {
        at = i;
        break;
      }
    }
    if (k === 0 && at < 0) at = agenda.sentence;
    if (at < 0) return;
    out.push({ title: capitalize(item), start: k === 0 ? Math.min(at, agenda.sentence) : at });
    from = at + 1;
  });
  return out;
}

const MAX_RUN = 12;

/** At most `max` words, cut at a word and without a dangling function word at the end. */
export function clip(text: string, lang: SummaryLanguage, max = MAX_RUN): string {
  const w = text.split(/\s+/).filter(Boolean);
  if (w.length <= max) return text.replace(/[\s,;:]+$/, '');
  const kept = w.slice(0, max);
  // "… with a date (dark mode": a bracket cut open is dropped whole.
  const open = kept.findIndex((x) => x.startsWith('('));
  if (open > 0 && !kept.slice(open).some((x) => x.includes(')'))) kept.splice(open);
  const dangles = (w: string) => stopwords(lang).has(w) || /^(?:di|ke|dari|pada|in|at|to|of|for|on|a)$/.test(w);
  while (kept.length > 3 && dangles(kept[kept.length - 1]!.toLowerCase().replace(/[^\p{L}]/gu, ''))) kept.pop();
  // "kirim fotonya ke [aku]": a word of where, cut from its place, goes with it.
  while (kept.length > 1 && /^(?:di|ke|dari|pada|in|at|to|of|for|on)$/i.test(kept[kept.length - 1]!)) kept.pop();
  // "… ke bagian kurikulum paling lambat [tanggal 14]": a deadline cut from its day says nothing.
  // "… rencananya minggu depan tapi harinya [belum fix]", "print those and put [them up …]": a clause cut after its
  // first words goes whole.
  return kept
    .join(' ')
    .replace(/[\s,;:]+$/, '')
    .replace(/\s+(?:paling\s+(?:lambat|telat)|maksimal|sebelum|sampai|hingga|no later(?: than)?|by|before|until)$/i, '')
    .replace(CUT_CLAUSE, '');
}

const CUT_CLAUSE =
  /(?<=(?:\S+\s+){3}\S+),?\s+(?:tapi|tetapi|namun|karena|soalnya|kalau|terus|dan|lalu|but|because|and|so|if|though)(?:\s+\S+){1,2}$/iu;

const DECISION: Record<SummaryLanguage, RegExp> = {
  id: /\b(?:(?:kita|kami)\s+)?(?:sudah\s+|udah\s+)?(?:sepakat|disepakati|diputuskan|memutuskan|putuskan|keputusannya)\s*(?:bahwa|untuk|kalau|:)?\s+(.+)$/iu,
  en: /\b(?:we\s+)?(?:(?:all\s+)?agreed|decided)\s+(on|to|that)?\s*(.+)$/iu,
};

const VAGUE_THAT =
  /^(?:already|that|that's|it|it's|this|this is|there|there's|so|which|yes|no|okay|well|yeah|right|i)\b/i;

// A recap repeats the tasks, which the summary's next steps say already: "Oke recap: Sasha brief besok pagi, …".
const RECAP = /^(?:(?:oke|ok|okay|jadi|baik|nah|so|right|alright)[\s,]+)*(?:recap|rekap|kesimpulannya|to recap)\b/i;

/** A line that sums up the tasks ("Recap: Nur laporan November tanggal 3, Fikri …"): never the meeting's point. */
export const isRecap = (s: Sentence): boolean => RECAP.test(s.text);

/** What was decided, as a clause for the summary ("diskon dua puluh persen untuk semua minuman dingin"). */
export function decisionOf(s: Sentence, lang: SummaryLanguage): string | null {
  const m = stripFillers(s.text, lang).match(DECISION[lang]);
  if (!m) return null;
  // "… karena harus diputuskan oleh anggota", "that has to be decided by the board": still to decide, not decided.
  if (/\b(?:harus|perlu|mesti|akan|belum|bisa|mau|nanti|be|been|not|yet|to)\s*$/i.test(m.input!.slice(0, m.index)))
    return null;
  // "bakti sosial ke panti asuhan kita sepakat tanggal 20 desember": what was agreed may come before the verb.
  const before = stripFillers(s.text, lang)
    .slice(0, m.index)
    .replace(/^(?:(?:jadi|terus|oke|ok|nah|untuk|soal|so|and|okay|for)\b[\s,]*)+/i, '')
    .replace(/[\s,]+$/, '')
    .replace(/(?:\s+(?:kita|kami|kemarin|tadi|sudah|udah|juga|semua))+$/i, '');
  let clause = (lang === 'id' ? m[1]! : m[2]!)
    .replace(/,?\s*(?:right|kan|ya|bukan|betul)\s*\?*$/i, '')
    .replace(/[.!?]+$/, '')
    .trim();
  // A decision put off ("nanti setelah simulasi selesai", "later") is not one yet; one taken before ("we agreed last
  // week to drop that") is not this meeting's.
  if (
    /^(?:nanti|setelah|sesudah|kalau|jika|later|after|if|once|last|yesterday|earlier|before|previously)\b/i.test(clause)
  )
    return null;
  // "Agreed, um, Kenji could you write a macro …": a reply, not a decision, unless someone agreed on something.
  if (lang === 'en' && !m[1] && !/^we\b/i.test(m[0]) && !/\b(?:everyone|everybody|all|they|have|had)$/i.test(before))
    return null;
  if (lang === 'id' && words(before).length >= 2 && words(clause).length <= 6) clause = `${before} ${clause}`;
  // "agreed that already and it may …", "agreed that it has nothing to do with …": agreement with a remark, no
  // decision; a decision says who does what ("that we …", "that the remote …").
  if (lang === 'en' && m[1]?.toLowerCase() === 'that' && VAGUE_THAT.test(clause)) return null;
  clause = clip(clause, lang);
  if (words(clause).length < 2) return null;
  clause = lowerFirst(clause);
  return lang === 'id' ? clause : `${m[1] ? `${m[1].toLowerCase()} ` : 'on '}${clause}`;
}

const listJoin = (items: string[], lang: SummaryLanguage) => {
  const and = lang === 'id' ? 'dan' : 'and';
  if (items.length <= 2) return items.join(` ${and} `);
  return `${items.slice(0, -1).join(', ')}${lang === 'id' ? ',' : ''} ${and} ${items[items.length - 1]}`;
};
const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

/** "Disepakati A dan B." / "The meeting agreed on A and to B." */
export function decisionsSentence(decisions: string[], lang: SummaryLanguage): string | null {
  if (!decisions.length) return null;
  return lang === 'id'
    ? `Disepakati ${listJoin(decisions, lang)}.`
    : `The meeting agreed ${listJoin(decisions, lang)}.`;
}

const CLAUSE_END: Record<SummaryLanguage, RegExp> = {
  // Not the "lalu" of "tahun lalu" (last year).
  id: /[,;:]|(?<!\b(?:tahun|bulan|minggu|pekan|hari|waktu|kali))\s+lalu\s+|\s+(?:terus|kemudian|supaya|agar|biar|karena|soalnya|termasuk)\s+/i,
  en: /[,;:]|\s+(?:so|so that|because|then|including|which|and then)\s+/i,
};

/** "Tindak lanjut: Sari akan order kopi …, Dimas akan …" / "Next steps: Tom to finish …". */
export function actionsSentence(all: GeneratedActionItem[], lang: SummaryLanguage): string | null {
  // Tasks without a person are listed in the minutes, not named in the summary.
  const items = all.filter((a) => a.assignee !== SUMMARY_DEFAULTS[lang].assignee);
  if (!items.length) return null;
  const shown = items.slice(0, 3).map((a) => {
    // The task's first clause, short: "update the mobile layout" rather than all of "…, so that …".
    const head = stripFillers(a.task, lang).split(CLAUSE_END[lang])[0]!;
    const short = clip(head, lang, 8);
    // "print those and put [them up on the boards]": a clause cut after its first words goes whole, however short.
    const whole = short.length < head.length ? short.replace(/\s+(?:and|dan|terus|lalu)(?:\s+\S+){1,2}$/iu, '') : short;
    const task = lowerFirst(whole.replace(/[.!?…]+$/, ''));
    return lang === 'id' ? `${a.assignee} akan ${task}` : `${a.assignee} to ${task}`;
  });
  const more = items.length - shown.length;
  if (more > 0)
    shown.push(lang === 'id' ? `${more} tindak lanjut lainnya` : `${more} more action item${more > 1 ? 's' : ''}`);
  return lang === 'id' ? `Tindak lanjut: ${listJoin(shown, lang)}.` : `Next steps: ${listJoin(shown, lang)}.`;
}

// Words that open a turn and say nothing, with or without a comma (speech-to-text writes none): "Oke satu lagi,
// report ads …", "alhamdulillah tahun lalu …", "jadi kita fokus …". Not "udah": it carries the meaning.
const SPOKEN_LEAD: Record<SummaryLanguage, RegExp> = {
  // "Thanks Dewi, the banner …", "makasih mas andi, …": a thanks to someone, before the point.
  id: /^(?:(?:oke|ok|okay|nah|sip|baiklah|alhamdulillah|insya ?allah|oh ya|btw|by the way|satu lagi|iya|terus|jadi)(?:\s*[,.!:]\s*|\s+)|(?:makasih|terima kasih)(?:\s+(?:pak|bu|mas|mbak|kak|bang))?\s+\p{L}+\s*,\s*)+/iu,
  en: /^(?:(?:okay|ok|alright|all right|anyway|one more thing|oh|so|cool|great|nice|perfect|yeah|well)(?:\s*[,.!:]\s*|\s+)|(?:thanks|thank you|cheers)\s+\p{L}+\s*,\s*)+/iu,
};

// The one spoken to, named only by a title ("Pak, tengkulak cuma mau …", "bu yang komposit dua …"): a written point
// is said to everyone.
const VOCATIVE =
  /^(?:pak|bapak|bu|ibu|mbak|mas|bang|kak|tante|om|bude|pakde|dok|chef|bos|boss)(?:\s*,\s*|\s+(?=(\p{L}+)))/iu;

/** What a spoken sentence says, as written: no fillers, nor the words that only opened the turn or named a listener. */
function asWritten(text: string, lang: SummaryLanguage): string {
  const s = stripFillers(text, lang).replace(SPOKEN_LEAD[lang], '');
  if (lang !== 'id') return s;
  // "… bisa dateng jumat bu": the title said last is the listener too.
  // "es teh nya": speech-to-text writes the clitic apart; the minutes write it as one word.
  // "Yoga tapi sebelum dia masuk …": the one spoken to, then "but", opens a turn that says the rest.
  const said = s
    .replace(/^\p{Lu}\p{Ll}+\s+tapi\s+/u, '')
    .replace(/,?\s+(?:pak|bu|mbak|mas|bang|kak|chef)(?=[.!?]*$)/iu, '')
    .replace(/(?<=\p{L}{3})\s+nya(?![\p{L}])/gu, 'nya');
  const vocative = VOCATIVE.exec(said);
  // Without a comma, only before a word that is no name ("bu yang …", not "bu Ratna …").
  if (!vocative || (vocative[1] !== undefined && !stopwords(lang).has(vocative[1].toLowerCase()))) return said;
  return said.slice(vocative[0].length).replace(SPOKEN_LEAD[lang], '');
}

/** A topic's point as written ("Iya bu, pasiennya ada sebelas" → "Pasiennya ada sebelas"). */
export function writtenPoint(text: string, lang: SummaryLanguage): string {
  return capitalize(asWritten(text, lang));
}

/** A key point as a sentence of the minutes: written, not spoken, and at most ten words. */
export function pointSentence(text: string, lang: SummaryLanguage): string | null {
  const cleaned = asWritten(text, lang).replace(/[.!?…]+$/, '');
  if (words(cleaned).length < 4) return null;
  // Ten words, so that with a topic title said just before it no run of the transcript reaches twelve.
  return `${capitalize(clip(cleaned, lang, 10))}.`;
}

/** "Main points: A; B; C." — each point clipped, fillers out. */
export function keyPointsSentence(points: string[], lang: SummaryLanguage): string | null {
  const clean = points
    .map((p) => clip(stripFillers(p, lang).replace(/[.!?…]+$/, ''), lang))
    .filter((p) => words(p).length >= 4)
    .map(lowerFirst);
  if (!clean.length) return null;
  return `${lang === 'id' ? 'Pokok pembahasan' : 'Main points'}: ${clean.join('; ')}.`;
}
