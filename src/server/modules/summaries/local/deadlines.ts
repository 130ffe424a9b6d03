import { SUMMARY_DEFAULTS, type SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { capitalize } from './sentences.js';
import { DAY_NAMES, formatDay, formatMonth, formatRange, MONTH_NAMES } from './dates.js';
import { RULES, type Resolution } from './deadline-rules.js';

/**
 * Deadline phrases in Indonesian and English, resolved against the meeting's day when it is known.
 * Conventions (the same in both languages): a bare weekday or "this Friday"/"Jumat ini" is the next such day after
 * the meeting; "next Friday"/"Jumat depan" is that day in the following week (weeks start on Monday); "end of the
 * week" is its Friday; a date already past this year is next year's.
 */
export interface Deadline {
  /** The phrase as spoken, without "paling lambat"/"by" (for display when it cannot be resolved). */
  phrase: string;
  /** Span in the searched text, including such a leading "by". */
  start: number;
  end: number;
  kind: 'day' | 'week' | 'month' | 'text' | 'asap';
  /** 'Jumat, 28 November 2026', 'Minggu depan (30 November – 6 Desember 2026)', or the phrase. */
  display: string;
  /** Said for what the task leads to ("…, supaya Senin depan bisa kita putuskan"): a day the answer names beats it. */
  purpose?: boolean;
  /** The day of the event the task is about ("kerja bakti Sabtu 15 Agustus") or "next time": kept in its words. */
  event?: boolean;
}

// prettier-ignore
const COMPILED = {
  id: RULES.id.map(([re, fn]) => [new RegExp(String.raw`(?<![\p{L}\p{N}'])` + re + String.raw`(?![\p{L}\p{N}])`, 'giu'), fn] as const),
  en: RULES.en.map(([re, fn]) => [new RegExp(String.raw`(?<![\p{L}\p{N}'])` + re + String.raw`(?![\p{L}\p{N}])`, 'giu'), fn] as const),
};

/** The phrase in a tidy form: single spaces, lower case except day and month names, first letter capitalised. */
function tidy(phrase: string, lang: SummaryLanguage): string {
  const names = new Set([...DAY_NAMES[lang], ...MONTH_NAMES[lang]].map((n) => n.toLowerCase()));
  const lower = phrase.replace(/\s+/g, ' ').trim().toLowerCase();
  return capitalize(lower.replace(/[\p{L}']+/gu, (w) => (names.has(w) ? capitalize(w) : w)));
}

function display(r: Resolution, phrase: string, lang: SummaryLanguage): string {
  switch (r.kind) {
    case 'day':
      return formatDay(r.days, lang);
    case 'week':
      return `${tidy(phrase, lang)} (${formatRange(r.from, r.from + 6, lang)})`;
    case 'month':
      return `${tidy(phrase, lang)} (${formatMonth(r.y, r.m, lang)})`;
    case 'asap':
      return SUMMARY_DEFAULTS[lang].deadline;
    case 'text':
      return r.display ?? tidy(phrase, lang);
  }
}

// Words without which no rule can match: most sentences have none, and then the 25 rules are not run at all.
const TRIGGERS: Record<SummaryLanguage, RegExp> = {
  id: /\d|besok|lusa|hari|minggu|pekan|bulan|tanggal|tgl|senin|selasa|rabu|kamis|jum|sabtu|ahad|akhir|awal|segera|secepat|rapat|meeting|pertemuan|tahun|sore|siang|malam|malem|pulang|buka|seminggu|sehari|sprint|iterasi|sebelum|weekend|wiken|abis ini|habis ini|setelah ini|sesudah ini|briefing|standup|stand-up|daily|call|jam\s/i,
  en: /\d|tomorrow|today|tonight|afternoon|arvo|evening|morning|next time|week|month|year|\bday|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|teenth|twentieth|thirtieth|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\beo[dwm]\b|\bcob\b|asap|soon|right away|immediately|straight away|close of business|open|lunch|meeting|sync|call|check|stand|review|sprint|iteration|end of|after this|huddle/i,
};

// "setiap Selasa dan Kamis", "every Monday": a day that comes round, not a day something is due.
const RECURRING = /\b(?:setiap|tiap|every|each)\s+(?:\p{L}+\s*(?:,|dan|and|&|sama)\s*)*$/iu;

/** Every deadline phrase in a text, left to right (the longest where two start at the same place). */
export function findDeadlines(text: string, lang: SummaryLanguage, meeting?: number): Deadline[] {
  const found = deadlinesIn(text, lang, lang, meeting);
  // Code-switched Indonesian ("kirim revisinya by Thursday"): the English phrase, shown in Indonesian.
  return found.length || lang !== 'id' ? found : deadlinesIn(text, 'en', lang, meeting);
}

function deadlinesIn(text: string, spoken: SummaryLanguage, lang: SummaryLanguage, meeting?: number): Deadline[] {
  const found: Deadline[] = [];
  if (!TRIGGERS[spoken].test(text)) return found;
  for (const [re, resolve] of COMPILED[spoken]) {
    for (const m of text.matchAll(re)) {
      const r = resolve(m.slice(2), meeting, m[0]);
      if (!r || (r.kind === 'day' && RECURRING.test(text.slice(0, m.index)))) continue;
      const phrase = m[0].slice((m[1] ?? '').length);
      found.push({
        phrase,
        start: m.index,
        end: m.index + m[0].length,
        kind: r.kind,
        display: display(r, phrase, lang),
      });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  return found.filter((d, i) => !found.slice(0, i).some((o) => d.start < o.end && d.end > o.start));
}

/**
 * The deadline of a text: its first deadline phrase, or null. A phrase that only qualifies a noun ("next year's
 * marquee") is no deadline when another phrase follows ("… by the end of January").
 */
// "tapi jangan minggu ini ya", "not this week": a time ruled out.
const BY_WORD =
  /^\s*(?:by|before|no later than|until|till|paling lambat|paling telat|sebelum|maksimal|selambat-lambatnya)\b/i;
// The request comes after the first day ("… on the eighteenth so everyone please …"): its limit is its deadline.
const ASKED_BETWEEN = /\b(?:please|can you|could you|would you|tolong|mohon)\b/i;
const RULED_OUT = /(?<![\p{L}])(?:jangan|bukan|not|can't do|cannot do)\s*$/iu;
// "tapi nggak besok ya, rabu sore aja": not that day, said against another; not "bisa nggak besok?", "kalau nggak
// besok ya lusa", "jadi nggak besok?", where "nggak" asks or weighs.
const NOT_THAT_DAY =
  /(?:^|[,.;]\s*|(?<![\p{L}])(?:tapi|tp|aduh|wah|maaf|pokoknya|saya|aku|gue)\s+)(?:nggak|gak|ga|enggak|tidak)\s*$/iu;
const PURPOSE = /(?<![\p{L}])(?:supaya|biar|agar|so that|so we can)(?![\p{L}])[^.!?]*$/iu;

// "pengumuman kerja bakti sabtu tanggal lima belas dibagikan …", "the flyer for the bake sale on the 30th": a day
// said straight after an event, with no "by", is when the event is.
const EVENT_BEFORE: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?<!(?:sebelum|sesudah|setelah|habis|abis|pas|waktu|saat|di|ke|dari)\s+)(?:kerja bakti|rapat|acara|lomba|upacara|pengajian|kajian|arisan|syukuran|pertemuan|gladi(?: bersih)?|bazar|tirakatan|lamaran|resepsi|nikahan|pernikahan|seminar|webinar|workshop|pelatihan|sosialisasi|launching)\s+(?:hari\s+|pada\s+)?$/iu,
  en: /(?<![\p{L}])(?<!(?:after|before|at|during|for|to|from)\s+(?:the\s+|our\s+|this\s+)?)(?:meeting|party|fair|festival|fete|event|workshop|seminar|webinar|match|tournament|clean-?up|bake sale|sale|dinner|supper|service|rehearsal|launch|open day|assembly)\s+(?:on\s+)?$/iu,
};

export function findDeadline(text: string, lang: SummaryLanguage, meeting?: number): Deadline | null {
  const d = firstDeadline(text, lang, meeting);
  if (d?.kind === 'text' && /^next time$/i.test(d.phrase)) return { ...d, event: true };
  // "kuota tambahan buat tanggal 14 sampai 20": the days a thing is for, not when it is due.
  const range =
    lang === 'id' &&
    /(?<![\p{L}])(?:buat|untuk)\s+$/iu.test(text.slice(0, d?.start ?? 0)) &&
    /^\s*(?:sampai|sampe|hingga|s\.?d\.?|[-–])\s*\d/iu.test(text.slice(d?.end ?? 0));
  const said = d?.kind === 'day' && text.slice(d.start, d.end) === d.phrase;
  if (said && (range || EVENT_BEFORE[lang].test(text.slice(0, d.start)))) {
    const later = findDeadline(text.slice(d.end), lang, meeting);
    return later ? { ...later, start: later.start + d.end, end: later.end + d.end } : { ...d, event: true };
  }
  return d && PURPOSE.test(text.slice(0, d.start)) ? { ...d, purpose: true } : d;
}

function firstDeadline(text: string, lang: SummaryLanguage, meeting?: number): Deadline | null {
  // "not until Friday" is Friday, at the earliest.
  const all = findDeadlines(text, lang, meeting).filter(
    (d) =>
      !(
        RULED_OUT.test(text.slice(0, d.start)) ||
        (NOT_THAT_DAY.test(text.slice(0, d.start)) && !/^\s*(?:aja|saja)?\s*\?/iu.test(text.slice(d.end)))
      ) || /^\s*(?:until|till)\b/i.test(text.slice(d.start, d.end)),
  );
  const i = Math.max(
    0,
    all.findIndex((d) => !/^['’]s\b/.test(text.slice(d.end))),
  );
  // "before our next meeting on the 25th", "sebelum rapat panitia tanggal 20": the day says when the event is.
  const next = all[i + 1];
  if (
    all[i]?.kind === 'text' &&
    next?.kind === 'day' &&
    /^[\s,]*(?:on|tanggal|tgl|,)?\s*$/i.test(text.slice(all[i]!.end, next.start))
  )
    return next;
  // "Friday the 20th", "Jumat, tanggal 20": the date says which Friday.
  if (
    all[i]?.kind === 'day' &&
    next?.kind === 'day' &&
    /^[\s,]*(?:the|tanggal|tgl)?\s*$/i.test(text.slice(all[i]!.end, next.start)) &&
    /^(?:the\s+)?\d|^(?:tanggal|tgl)|^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.test(
      text.slice(next.start).replace(/^[\s,]+/, ''),
    )
  )
    return { ...next, start: all[i]!.start };
  // "thursday and friday", "Senin sampai Rabu": a span is done by its last day.
  const after = all[i + 1];
  if (
    all[i]?.kind === 'day' &&
    after?.kind === 'day' &&
    /^\s*(?:and|dan|sama|sampai|hingga|to|until|-|–)\s*$/i.test(text.slice(all[i]!.end, after.start))
  )
    return { ...after, start: all[i]!.start };
  // "atur ulang jadwal shift minggu depan, kirim ke grup besok": the week names the thing; the day is when.
  // "transfer iuran bulan ini ya paling telat besok": the month names the dues; the limit is when.
  const day = all.slice(i + 1).find((d) => d.kind === 'day');
  const period = all[i]?.kind === 'week' || (all[i]?.kind === 'month' && day && BY_WORD.test(text.slice(day.start)));
  if (period && day && !/\b(?:dan|and)\b/i.test(text.slice(all[i]!.end, day.start))) return day;
  // "defrosted on the eighteenth so everyone please move your samples out by the seventeenth": the day said as a
  // limit is the deadline, not a day said before it of something else.
  const limit = (d: Deadline) => BY_WORD.test(text.slice(d.start, d.end));
  const asked = (d: Deadline) => ASKED_BETWEEN.test(text.slice(all[i]!.end, d.start));
  const firm =
    all[i] && !limit(all[i]) ? all.slice(i + 1).find((d) => d.kind === 'day' && limit(d) && asked(d)) : undefined;
  return firm ?? all[i] ?? null;
}
