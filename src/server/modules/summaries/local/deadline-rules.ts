import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { addMonths, fromDays, isoWeekday, isValidDay, lastDayOfMonth, MONTH_NAMES, toDays, weekday } from './dates.js';

/**
 * The deadline phrases `deadlines.ts` looks for, one rule each, in Indonesian and English: the words, and how they
 * resolve against the meeting's day.
 */

export type Resolution =
  | { kind: 'day'; days: number }
  | { kind: 'week'; from: number }
  | { kind: 'month'; y: number; m: number }
  | { kind: 'asap' }
  | { kind: 'text'; display?: string };
/** Resolves a match's groups (after the "by" group); `meeting` is the meeting's day number, when known. */
type Groups = Array<string | undefined>;
export type Resolver = (g: Groups, meeting: number | undefined, whole: string) => Resolution | null;

// prettier-ignore
const NUMBER_WORDS: Record<string, number> = {
  se: 1, satu: 1, dua: 2, tiga: 3, empat: 4, lima: 5, enam: 6, tujuh: 7, delapan: 8, sembilan: 9, sepuluh: 10,
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};
const num = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);

// prettier-ignore
const WEEKDAYS: Record<string, number> = {
  minggu: 0, ahad: 0, senin: 1, selasa: 2, rabu: 3, kamis: 4, jumat: 5, "jum'at": 5, jumaat: 5, sabtu: 6,
  sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6,
};
const dayIndex = (s: string) => WEEKDAYS[s.toLowerCase().split(/\s+/).pop()!] ?? 0;

const MONTHS: Record<string, number> = {};
for (const lang of ['id', 'en'] as const) {
  MONTH_NAMES[lang].forEach((name, i) => {
    MONTHS[name.toLowerCase()] = i + 1;
    MONTHS[name.toLowerCase().slice(0, 3)] = i + 1;
  });
}
Object.assign(MONTHS, { agt: 8, ags: 8, sept: 9, okt: 10, des: 12 });
const monthIndex = (s: string) => MONTHS[s.toLowerCase()] ?? 0;

// Day arithmetic around the meeting day.
const upcoming = (meeting: number, wd: number) => meeting + ((wd - weekday(meeting) + 7) % 7 || 7);
const mondayOf = (day: number) => day - (isoWeekday(day) - 1);
const inNextWeek = (meeting: number, wd: number) => mondayOf(meeting) + 7 + ((wd + 6) % 7);
const fridayOf = (meeting: number) => (isoWeekday(meeting) <= 5 ? mondayOf(meeting) + 4 : mondayOf(meeting) + 11);
const endOfMonth = (meeting: number, plus: number) => {
  const { y, m } = fromDays(meeting);
  const t = addMonths(y, m, plus);
  return toDays({ y: t.y, m: t.m, d: lastDayOfMonth(t.y, t.m) });
};
const monthOf = (meeting: number, plus: number): Resolution => {
  const { y, m } = fromDays(meeting);
  return { kind: 'month', ...addMonths(y, m, plus) };
};

/** A day of a month; without a year, the next such date on or after the meeting. */
function dateOf(d: number, m: number, yearText: string | undefined, meeting: number | undefined): Resolution | null {
  if (yearText)
    return isValidDay(Number(yearText), m, d) ? { kind: 'day', days: toDays({ y: Number(yearText), m, d }) } : null;
  if (meeting === undefined) return { kind: 'text' };
  const { y } = fromDays(meeting);
  if (!isValidDay(y, m, d)) return null;
  const days = toDays({ y, m, d });
  return { kind: 'day', days: days >= meeting ? days : toDays({ y: y + 1, m, d }) };
}

/** "akhir Februari", "end of April": that month's last day (next year's when the month is over). */
function endOfNamedMonth(m: number, yearText: string | undefined, meeting: number | undefined): Resolution | null {
  if (!m) return null;
  if (yearText)
    return { kind: 'day', days: toDays({ y: Number(yearText), m, d: lastDayOfMonth(Number(yearText), m) }) };
  if (meeting === undefined) return { kind: 'text' };
  const { y } = fromDays(meeting);
  const days = toDays({ y, m, d: lastDayOfMonth(y, m) });
  return { kind: 'day', days: days >= meeting ? days : toDays({ y: y + 1, m, d: lastDayOfMonth(y + 1, m) }) };
}

/** "tanggal 5", "the 5th": this month's, or next month's when the 5th has passed. */
function dayOfMonth(d: number, meeting: number | undefined): Resolution | null {
  if (d < 1 || d > 31) return null;
  if (meeting === undefined) return { kind: 'text' };
  const now = fromDays(meeting);
  const next = addMonths(now.y, now.m, d >= now.d ? 0 : 1);
  return isValidDay(next.y, next.m, d) ? { kind: 'day', days: toDays({ y: next.y, m: next.m, d }) } : null;
}

/** A resolver that needs the meeting's day; without it the phrase is kept as spoken. */
// prettier-ignore
const needs = (f: (meeting: number, g: Groups) => Resolution | null): Resolver => (g, meeting) =>
  meeting === undefined ? { kind: 'text' } : f(meeting, g);
const nextWeeks = needs((m, g) => ({ kind: 'day', days: inNextWeek(m, dayIndex(g[0]!)) }));
const coming = needs((m, g) => ({ kind: 'day', days: upcoming(m, dayIndex(g[0]!)) }));

const ID = {
  by: String.raw`((?:paling lambat|paling telat|sebelum|sampai|hingga|maksimal|maks|batasnya|deadline(?:-?nya)?|tenggat(?:nya)?|targetnya|mulai|pada|di)\s+)?`,
  wd: String.raw`((?:hari\s+)?(?:senin|selasa|rabu|kamis|jum'?at|jumaat|sabtu|ahad)|hari\s+minggu)`,
  month: String.raw`(januari|februari|maret|april|mei|juni|juli|agustus|september|oktober|november|desember|jan|feb|mar|apr|jun|jul|agu|agt|ags|sept?|okt|nov|des)`,
  n: String.raw`(\d{1,2}|satu|dua|tiga|empat|lima|enam|tujuh|delapan|sembilan|sepuluh)`,
};
// Days of the month as speech-to-text writes them: "tanggal dua puluh lima", "on the fifth", "the fourth of December".
const ID_UNITS = ['satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
// prettier-ignore
// "jam sepuluh nanti", "nanti jam 3": an hour later today.
const ID_HOUR = String.raw`(?:\d{1,2}(?:[.:]\d{2})?|${ID_UNITS.join('|')}|sepuluh|sebelas|dua\s+belas)(?![\p{L}\d])`;
const EN_ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
const ID_DAY_WORDS = String.raw`(?:dua|tiga)\s+puluh(?:\s+(?:${ID_UNITS.join('|')}))?|(?:${ID_UNITS.slice(1).join('|')})\s+belas|sebelas|sepuluh|${ID_UNITS.join('|')}`;
const EN_DAY_WORDS = String.raw`twenty[- ](?:${EN_ORDINALS.slice(0, 9).join('|')})|thirty[- ]first|thirtieth|${EN_ORDINALS.join('|')}`;

/** "25", "25th", "dua puluh lima", "twenty-fifth" → 25. */
export function dayNumber(spoken: string): number {
  const w = spoken.toLowerCase().trim();
  const digits = w.match(/^(\d+)(?:st|nd|rd|th)?$/);
  if (digits) return Number(digits[1]);
  const en = w.match(/^(?:(twenty|thirty)[- ])?(\p{L}+)$/u);
  if (en && (EN_ORDINALS.includes(en[2]!) || en[2] === 'thirtieth')) {
    const tens = en[1] === 'twenty' ? 20 : en[1] === 'thirty' ? 30 : 0;
    return en[2] === 'thirtieth' ? 30 : tens + EN_ORDINALS.indexOf(en[2]!) + 1;
  }
  const unit = (u: string | undefined) => (u ? ID_UNITS.indexOf(u) + 1 : 0);
  const [first, second, third] = w.split(/\s+/);
  if (second === 'puluh') return unit(first) * 10 + unit(third);
  if (second === 'belas') return 10 + unit(first);
  return w === 'sebelas' ? 11 : w === 'sepuluh' ? 10 : unit(w);
}

const EN_MONTHS_FULL = 'january|february|march|april|may|june|july|august|september|october|november|december';
const EN = {
  by: String.raw`((?:no later than|by|before|until|till|due|on|for)\s+)?`,
  wd: String.raw`(monday|tuesday|wednesday|thursday|friday|saturday|sunday)`,
  month: String.raw`(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)`,
  n: String.raw`(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten)`,
};

// prettier-ignore
export const RULES: Record<SummaryLanguage, Array<[string, Resolver]>> = {
  id: [
    [`${ID.by}${ID.wd},?\\s+(?:tanggal\\s+|tgl\\.?\\s+)?(\\d{1,2})(?:\\s+${ID.month})?(?:\\s+(\\d{4}))?`, (g, mt) =>
      g[2] ? dateOf(Number(g[1]), monthIndex(g[2]), g[3], mt) : dayOfMonth(Number(g[1]), mt)],
    [`${ID.by}${ID.wd},?\\s+(?:tanggal|tgl\\.?)\\s+(${ID_DAY_WORDS})(?:\\s+${ID.month})?`, (g, mt) =>
      g[2] ? dateOf(dayNumber(g[1]!), monthIndex(g[2]), undefined, mt) : dayOfMonth(dayNumber(g[1]!), mt)],
    [`${ID.by}${ID.wd}\\s+(?:minggu|pekan)\\s+depan`, nextWeeks],
    [`${ID.by}(?:minggu|pekan)\\s+depan\\s+(?:pada\\s+)?${ID.wd}`, nextWeeks],
    [`${ID.by}${ID.wd}\\s+depan`, nextWeeks],
    // "hari Minggu malem": the time of day is part of the day.
    [`${ID.by}${ID.wd}(?:\\s+(?:pagi|siang|sore|malam|malem))?(?:\\s+ini)?`, coming],
    [`${ID.by}akhir\\s+(?:minggu|pekan)\\s+depan`, needs((m) => ({ kind: 'day', days: fridayOf(m) + 7 }))],
    [`${ID.by}akhir\\s+(?:minggu|pekan)(?:\\s+ini)?`, needs((m) => ({ kind: 'day', days: fridayOf(m) }))],
    // "weekend ini", "this weekend": by its Sunday ("over the weekend" is when, not by when).
    [`${ID.by}(?:weekend|wiken)(?:\\s+(ini|depan))?`, needs((m, g) => ({ kind: 'day', days: mondayOf(m) + (g[0] === 'depan' ? 13 : 6) }))],
    [`${ID.by}akhir\\s+bulan\\s+depan`, needs((m) => ({ kind: 'day', days: endOfMonth(m, 1) }))],
    [`${ID.by}akhir\\s+bulan(?:\\s+ini)?`, needs((m) => ({ kind: 'day', days: endOfMonth(m, 0) }))],
    [`${ID.by}awal\\s+bulan\\s+depan`, needs((m) => monthOf(m, 1))],
    [`${ID.by}akhir\\s+${ID.month}(?:\\s+(\\d{4}))?`, (g, mt) => endOfNamedMonth(monthIndex(g[0]!), g[1], mt)],
    [`${ID.by}(?:sprint|iterasi)\\s+(?:depan|berikutnya|selanjutnya)`, () => ({ kind: 'text', display: 'Sprint berikutnya' })],
    [`${ID.by}(?:minggu|pekan)\\s+depan`, needs((m) => ({ kind: 'week', from: mondayOf(m) + 7 }))],
    [`${ID.by}(?:minggu|pekan)\\s+ini`, needs((m) => ({ kind: 'week', from: mondayOf(m) }))],
    [`${ID.by}bulan\\s+depan`, needs((m) => monthOf(m, 1))],
    [`${ID.by}bulan\\s+ini`, needs((m) => monthOf(m, 0))],
    [`${ID.by}dalam\\s+(?:waktu\\s+)?${ID.n}\\s+(hari|minggu|pekan)`, inDays],
    [`${ID.by}${ID.n}\\s+(hari|minggu|pekan)\\s+(?:lagi|ke\\s?depan)`, inDays],
    [`${ID.by}dalam\\s+(se)(minggu|pekan|hari)`, inDays],
    [`${ID.by}(se)(minggu|pekan|hari)\\s+(?:lagi|ke\\s?depan)`, inDays],
    [`${ID.by}(?:tanggal|tgl\\.?)\\s+(\\d{1,2}|${ID_DAY_WORDS})(?:\\s+${ID.month})?(?:\\s+(\\d{4}))?`, (g, mt) =>
      g[1] ? dateOf(dayNumber(g[0]!), monthIndex(g[1]), g[2], mt) : dayOfMonth(dayNumber(g[0]!), mt)],
    [`${ID.by}(\\d{1,2})\\s+${ID.month}(?:\\s+(\\d{4}))?`, (g, mt) => dateOf(Number(g[0]), monthIndex(g[1]!), g[2], mt)],
    [`${ID.by}(?:besok\\s+)?lusa`, needs((m) => ({ kind: 'day', days: m + 2 }))],
    [`${ID.by}besok(?:\\s+(?:pagi|siang|sore|malam|malem))?`, needs((m) => ({ kind: 'day', days: m + 1 }))],
    [`${ID.by}(?:hari\\s+ini|nanti\\s+(?:sore|siang|malam|malem)|(?:sore|siang|malam|malem)\\s+ini|sebelum\\s+(?:pulang|(?:toko\\s+|kita\\s+|kedai\\s+)?buka|makan\\s+siang)|(?:abis|habis|setelah|sesudah|selesai)\\s+(?:meeting|rapat|briefing|standup|stand-up|daily|call)(?:\\s+ini)?|nanti\\s+jam\\s+${ID_HOUR}|jam\\s+${ID_HOUR}\\s+nanti|(?<!tapi\\s)(?:abis|habis|setelah|sesudah)\\s+ini)`, needs((m) => ({ kind: 'day', days: m }))],
    [`(?:sebelum|pada|di)\\s+(?:rapat|meeting|pertemuan)\\s+(?:berikutnya|selanjutnya|mendatang)`, () => ({ kind: 'text', display: 'Sebelum rapat berikutnya' })],
    // "tolong kelarin sebelum internal review ya": by an event the meeting named (its day may be said next).
    [`sebelum\\s+(?:internal\\s+review|review|presentasi|pitch(?:ing)?|gladi(?:\\s+bersih)?|launching|peluncuran)(?![\\p{L}])`, () => ({ kind: 'text' })],
    [`${ID.by}(?:secepatnya|secepat\\s+mungkin|sesegera\\s+mungkin|segera)`, () => ({ kind: 'asap' })],
    [`${ID.by}tahun\\s+depan`, (_g, mt) => ({ kind: 'text', display: mt === undefined ? undefined : `Tahun depan (${fromDays(mt).y + 1})` })],
  ],
  en: [
    [`${EN.by}${EN.wd},?\\s+${EN.month}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?`, (g, mt) => dateOf(Number(g[2]), monthIndex(g[1]!), g[3], mt)],
    [`${EN.by}next\\s+${EN.wd}`, nextWeeks],
    // British: "Monday week", "a week on Friday": that day in the week after the coming one.
    [`${EN.by}(?:${EN.wd}\\s+week|a\\s+week\\s+on\\s+${EN.wd})`, needs((m, g) => ({ kind: 'day', days: upcoming(m, dayIndex((g[0] ?? g[1])!)) + 7 }))],
    [`${EN.by}${EN.wd}\\s+(?:of\\s+)?next\\s+week`, nextWeeks],
    [`${EN.by}(?:this\\s+(?:coming\\s+)?)?${EN.wd}`, coming],
    [`${EN.by}(?:(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?day|eod)\\s+(?:on\\s+)?${EN.wd}`, coming],
    [`${EN.by}(?:the\\s+)?end\\s+of\\s+next\\s+week`, needs((m) => ({ kind: 'day', days: fridayOf(m) + 7 }))],
    [`${EN.by}(?:(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?week|eow)`, needs((m) => ({ kind: 'day', days: fridayOf(m) }))],
    [`(?:before|by|at)\\s+(?:the\\s+)?next\\s+(?:committee\\s+|team\\s+|board\\s+)?meeting`, () => ({ kind: 'text', display: 'Before the next meeting' })],
    [`${EN.by}(?<!over\\s)(next|this|the)\\s+weekend`, needs((m, g) => ({ kind: 'day', days: mondayOf(m) + (g[0] === 'next' ? 13 : 6) }))],
    [`${EN.by}(?:the\\s+)?end\\s+of\\s+next\\s+month`, needs((m) => ({ kind: 'day', days: endOfMonth(m, 1) }))],
    [`${EN.by}(?:(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?month|eom)`, needs((m) => ({ kind: 'day', days: endOfMonth(m, 0) }))],
    [`${EN.by}(?:(?:the\\s+)?(?:beginning|start)\\s+of\\s+next\\s+month|early\\s+next\\s+month)`, needs((m) => monthOf(m, 1))],
    [`${EN.by}(?:the\\s+)?end\\s+of\\s+${EN.month}(?:,?\\s+(\\d{4}))?`, (g, mt, w) =>
      /\bmay\b/.test(w) ? null : endOfNamedMonth(monthIndex(g[0]!), g[1], mt)],
    [`${EN.by}(?:the\\s+)?next\\s+(?:sprint|iteration)`, () => ({ kind: 'text', display: 'Next sprint' })],
    [`${EN.by}next\\s+week`, needs((m) => ({ kind: 'week', from: mondayOf(m) + 7 }))],
    [`${EN.by}this\\s+week`, needs((m) => ({ kind: 'week', from: mondayOf(m) }))],
    [`${EN.by}next\\s+month`, needs((m) => monthOf(m, 1))],
    [`${EN.by}this\\s+month`, needs((m) => monthOf(m, 0))],
    [`${EN.by}(?:in|within)\\s+(?:the\\s+next\\s+)?${EN.n}\\s+(days?|weeks?)`, inDays],
    [`${EN.by}${EN.n}\\s+(days?|weeks?)\\s+from\\s+(?:now|today)`, inDays],
    [`${EN.by}(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${EN.month}(?:,?\\s+(\\d{4}))?`, (g, mt, w) =>
      /\bmay\b/.test(w) ? null : dateOf(Number(g[0]), monthIndex(g[1]!), g[2], mt)],
    [`${EN.by}${EN.month}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?`, (g, mt, w) =>
      /\bmay\b/.test(w) ? null : dateOf(Number(g[1]), monthIndex(g[0]!), g[2], mt)],
    [`${EN.by}the\\s+(\\d{1,2})(?:st|nd|rd|th)`, (g, mt) => dayOfMonth(Number(g[0]), mt)],
    // "the fifth of may", "may the fifth": no modal "may" reads so, whatever the case (speech-to-text writes none).
    [`${EN.by}(?:the\\s+)?(${EN_DAY_WORDS})\\s+of\\s+${EN.month}(?:,?\\s+(\\d{4}))?`, (g, mt) =>
      dateOf(dayNumber(g[0]!), monthIndex(g[1]!), g[2], mt)],
    [`${EN.by}${EN.month}\\s+the\\s+(${EN_DAY_WORDS}|\\d{1,2}(?:st|nd|rd|th))`, (g, mt) =>
      dateOf(dayNumber(g[1]!), monthIndex(g[0]!), undefined, mt)],
    // "wednesday november fourth", as speech-to-text writes a date: the month in full ("Jan" may be a name), the
    // ordinal ending the phrase ("april first thing" is no date).
    [`${EN.by}(${EN_MONTHS_FULL})\\s+(${EN_DAY_WORDS})(?=\\s*(?:[,.!?;]|$|same\\b|at\\b|\\d{4}))`, (g, mt, w) =>
      /\bmay\b/i.test(w) ? null : dateOf(dayNumber(g[1]!), monthIndex(g[0]!), undefined, mt)],
    // "on the fifth", "their deadline is the twentieth"; not "the third one" or "the first draft".
    [`((?:by|before|until|till|on|due|deadline is|deadline['’]s)\\s+)the\\s+(${EN_DAY_WORDS})(?!\\s+(?:one|ones|time|item|thing|round|draft|version|step|point|option|floor|half|place|quarter|week|day|of|seating|session|shift|slot|batch|phase|stage|course|part|row|page|lesson|class|game|match))`, (g, mt) =>
      dayOfMonth(dayNumber(g[0]!), mt)],
    [`${EN.by}(?:(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?day|eod)\\s+tomorrow`, needs((m) => ({ kind: 'day', days: m + 1 }))],
    [`${EN.by}(?:the\\s+)?day\\s+after\\s+tomorrow`, needs((m) => ({ kind: 'day', days: m + 2 }))],
    [`${EN.by}tomorrow(?:\\s+(?:morning|afternoon|evening|night))?`, needs((m) => ({ kind: 'day', days: m + 1 }))],
    [`${EN.by}(?:today|tonight|this\\s+(?:morning|afternoon|evening|arvo)|(?:the\\s+)?end\\s+of\\s+(?:the\\s+|your\\s+)?(?:day|shift)|eod|close\\s+of\\s+business|cob|before\\s+(?:we|the\\s+(?:shop|store|doors))\\s+opens?|before\\s+lunch|(?:right\\s+)?after\\s+(?:(?:this|the)\\s+)?(?:meeting|call|huddle|standup|stand-up|sync)|right\\s+after\\s+this)`, needs((m) => ({ kind: 'day', days: m }))],
    [`(?:before|by|at|until)\\s+(?:the\\s+|our\\s+)?next\\s+(?:meeting|sync|call|check-?in|stand-?up|review)`, () => ({ kind: 'text', display: 'Before the next meeting' })],
    // "would you mind doing the biscuits next time": at the next meeting.
    [`next\\s+time(?![\\p{L}])`, () => ({ kind: 'text', display: 'Before the next meeting' })],
    [`${EN.by}(?:asap|as\\s+soon\\s+as\\s+possible|right\\s+away|immediately|straight\\s+away)`, () => ({ kind: 'asap' })],
    [`${EN.by}next\\s+year`, (_g, mt) => ({ kind: 'text', display: mt === undefined ? undefined : `Next year (${fromDays(mt).y + 1})` })],
  ],
};

function inDays(g: Groups, meeting: number | undefined): Resolution {
  if (meeting === undefined) return { kind: 'text' };
  const weeks = /^(minggu|pekan|week)/i.test(g[1]!);
  return { kind: 'day', days: meeting + num(g[0]!) * (weeks ? 7 : 1) };
}

/** Words that go with the day said after them ("untuk Jumat", "sampe senin depan", "for Friday"): see cleanTask. */
export const BEFORE_DAY: Record<SummaryLanguage, RegExp> = {
  id: /\s(?:untuk|buat|mulai|sejak|samp(?:e|ai)|hingga)\s*$/i,
  en: /\s(?:for|from|starting|until)\s*$/i,
};
