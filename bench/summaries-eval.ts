import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { detectLanguage } from '../src/server/modules/summaries/language.js';
import { formatDay, toDays } from '../src/server/modules/summaries/local/dates.js';
import type { ProviderInput } from '../src/server/modules/summaries/types.js';
import {
  SUMMARY_DEFAULTS,
  type GeneratedActionItem,
  type GeneratedSummary,
  type SummaryLanguage,
} from '../src/shared/summary/normalize.js';
import { textOfSegments } from '../src/shared/transcript/paragraphs.js';
import type { Metric } from './lib/report.js';

/**
 * The informal-meeting evaluation (issue 13): meetings as people really hold them — particles, code-switching,
 * requests answered by the next speaker, and speech-to-text output without labels or punctuation — with the action
 * items a minute-taker would write. Two sets: `tuning.json` (the rules may be fitted to it) and `heldout.json`
 * (written before any tuning, frozen: its hash is checked, so an edit shows).
 */
export interface EvalMeeting {
  name: string;
  language: string;
  date: string;
  /** 'labelled': "Name: text" lines; 'stt': one speech-to-text segment a line, no speakers, no punctuation. */
  style: 'labelled' | 'stt';
  lines: string[];
  expected: ExpectedItem[];
}

export interface ExpectedItem {
  task: string;
  assignee: string;
  /** The day meant (YYYY-MM-DD), or '' when none was said: the spec's default then. */
  deadline: string;
}

/**
 * SHA-256 of the held-out sets as written before tuning on them. Changing a file must change its line here.
 * `heldout`: written before any tuning (sessions 5–6). `heldout-2`: written in session 8 by a helper who had not seen
 * the rules, after that session's rule changes: how far the rules carry to a new writer.
 */
export const HELD_OUT_SHA256 = {
  heldout: '25355c7d605aaa5bd2ec43feaca763085232318921e0dbef99b044327c701a58',
  'heldout-2': 'a0bbe793dc12bb58b07f09526026b697cb67224d9d7c4939b2f600a6b7aff250',
} as const;
export type HeldOutSet = keyof typeof HELD_OUT_SHA256;

const dataFile = (name: string) => fileURLToPath(new URL(`./data/summaries/${name}`, import.meta.url));

export const heldOutHash = (set: HeldOutSet = 'heldout') =>
  createHash('sha256')
    .update(readFileSync(dataFile(`${set}.json`)))
    .digest('hex');

export function loadEvalSet(set: HeldOutSet | 'tuning'): EvalMeeting[] {
  return (JSON.parse(readFileSync(dataFile(`${set}.json`), 'utf8')) as { meetings: EvalMeeting[] }).meetings;
}

/**
 * What the summariser receives for a meeting, as the app gives it: labelled text as typed or pasted; speech-to-text
 * as stored segments (4 s each) plus the text the create route builds from them (one paragraph without pauses).
 */
export function inputOf(m: EvalMeeting): ProviderInput {
  const base = { date: m.date, language: m.language };
  if (m.style === 'labelled') {
    const text = m.lines.join('\n');
    return { ...base, text, summaryLanguage: detectLanguage(m.language, text) };
  }
  const segments = m.lines.map((text, i) => ({ start: i * 4.5, end: i * 4.5 + 4, text }));
  const text = textOfSegments(segments);
  return { ...base, text, segments, summaryLanguage: detectLanguage(m.language, text) };
}

// The evaluation's own short list of function words, independent of the summariser's stop-word lists.
const FUNCTION_WORDS = new Set(
  'the and for with to of a an in on at by from that this it its our your their you we they i me my be is are was will can yang dan di ke dari untuk dengan ini itu ya nya saya kita kami kamu aku akan bisa juga soal sama'.split(
    ' ',
  ),
);

/** Crude, summariser-independent word keys: words of three letters or more, cut to five ("siapkan" ~ "siapk"). */
function keys(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
      .filter((w) => w.length >= 3 && !FUNCTION_WORDS.has(w))
      .map((w) => w.slice(0, 5)),
  );
}

// Regional titles too: "Rina" and "Uni Rina", "Hendra" and "Ko Hendra" are one person (session 29).
const HONORIFIC =
  /^(?:pak|bu|bapak|ibu|mas|mbak|om|tante|kak|bang|uni|uda|ko|koh|ci|cik|bli|teh|kang|daeng|mbok|cak|dek|mr\.?|mrs\.?|ms\.?)\s+/;
export const samePerson = (a: string, b: string) =>
  a.toLowerCase().replace(HONORIFIC, '').trim() === b.toLowerCase().replace(HONORIFIC, '').trim();

/** Share of the expected task's words found in the found task. */
function overlap(expected: ExpectedItem, found: GeneratedActionItem): number {
  const want = keys(expected.task);
  const got = keys(found.task);
  let shared = 0;
  for (const k of want) if (got.has(k)) shared++;
  return shared / Math.max(1, want.size);
}

export function expectedDeadline(e: ExpectedItem, lang: SummaryLanguage): string {
  if (!e.deadline) return SUMMARY_DEFAULTS[lang].deadline;
  const [y, m, d] = e.deadline.split('-').map(Number) as [number, number, number];
  return formatDay(toDays({ y, m, d }), lang);
}

export interface EvalScore {
  expected: number;
  found: number;
  /** Expected items found (the task: at least 40% of its words). */
  matched: number;
  /** Of those, with the right assignee / the right deadline. */
  assignees: number;
  deadlines: number;
  missed: ExpectedItem[];
  wrong: Array<{ expected: ExpectedItem; found: GeneratedActionItem }>;
  extra: GeneratedActionItem[];
  /**
   * Missed items that a reported one names with the same person and day and at least one shared word ("Have the
   * flyer done" for "Design the food drive flyer", Grace, Tuesday): worded too differently for the strict match,
   * which the goals are measured on, but what a reader would count as found. Reported beside it (decision 010).
   */
  sameWhoAndWhen: number;
}

/** One-to-one matching on the task (best overlap first, the same person breaking ties); then who and when. */
export function scoreItems(expected: ExpectedItem[], found: GeneratedActionItem[], lang: SummaryLanguage): EvalScore {
  const pairs: Array<{ e: number; f: number; score: number }> = [];
  expected.forEach((e, i) =>
    found.forEach((f, j) => {
      const o = overlap(e, f);
      if (o >= 0.4) pairs.push({ e: i, f: j, score: o + (samePerson(e.assignee, f.assignee) ? 1 : 0) });
    }),
  );
  pairs.sort((a, b) => b.score - a.score || a.e - b.e || a.f - b.f);
  const eUsed = new Map<number, number>();
  const fUsed = new Set<number>();
  for (const p of pairs) {
    if (eUsed.has(p.e) || fUsed.has(p.f)) continue;
    eUsed.set(p.e, p.f);
    fUsed.add(p.f);
  }
  let assignees = 0;
  let deadlines = 0;
  const wrong: EvalScore['wrong'] = [];
  for (const [i, j] of eUsed) {
    const e = expected[i]!;
    const f = found[j]!;
    const who = samePerson(e.assignee, f.assignee);
    const when = f.deadline === expectedDeadline(e, lang);
    if (who) assignees++;
    if (when) deadlines++;
    if (!who || !when) wrong.push({ expected: e, found: f });
  }
  const missed = expected.filter((_, i) => !eUsed.has(i));
  const extra = found.filter((_, j) => !fUsed.has(j));
  const judged = new Set<GeneratedActionItem>();
  for (const e of missed) {
    const want = keys(e.task);
    const f = extra.find(
      (f) =>
        !judged.has(f) &&
        samePerson(e.assignee, f.assignee) &&
        f.deadline === expectedDeadline(e, lang) &&
        [...keys(f.task)].some((k) => want.has(k)),
    );
    if (f) judged.add(f);
  }
  return {
    expected: expected.length,
    found: found.length,
    matched: eUsed.size,
    assignees,
    deadlines,
    missed,
    wrong,
    extra,
    sameWhoAndWhen: judged.size,
  };
}

// Fillers and discourse particles a written summary never has (whole words, any case).
const FILLERS = [
  'ya',
  'sih',
  'dong',
  'nih',
  'kok',
  'eh',
  'uh',
  'um',
  'umm',
  'hmm',
  'erm',
  'deh',
  'lho',
  'loh',
  'yah',
  'kan',
  'tuh',
  'yeah',
  'yep',
  'jadi gini',
  'you know',
  'i mean',
];
const FILLER_RE = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${FILLERS.join('|')})(?![\p{L}\p{N}])`, 'giu');

/** Filler words in a text. */
export function fillersIn(text: string): string[] {
  return [...text.matchAll(FILLER_RE)].map((m) => m[0].toLowerCase());
}

const tokens = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The longest run of consecutive words of `summary` (within one of its sentences) found word for word in `source`. */
export function longestCopiedRun(summary: string, source: string): number {
  const src = tokens(source);
  let best = 0;
  for (const sentence of summary.split(/(?<=[.!?])\s+|\n+/)) {
    const s = tokens(sentence);
    // Longest common substring (in words): O(|s| x |src|) with one row.
    let prev = new Uint16Array(src.length + 1);
    for (let i = 1; i <= s.length; i++) {
      const row = new Uint16Array(src.length + 1);
      for (let j = 1; j <= src.length; j++) {
        if (s[i - 1] === src[j - 1]) {
          row[j] = prev[j - 1]! + 1;
          if (row[j]! > best) best = row[j]!;
        }
      }
      prev = row;
    }
  }
  return best;
}

export interface SetReport extends EvalScore {
  meetings: number;
  fillers: string[];
  longestCopied: number;
  perMeeting: Array<{ name: string; score: EvalScore; summary: GeneratedSummary }>;
}

/** Runs a summariser over a set and adds everything up. */
export function evaluate(set: EvalMeeting[], summarize: (input: ProviderInput) => GeneratedSummary): SetReport {
  const total: SetReport = {
    meetings: set.length,
    expected: 0,
    found: 0,
    matched: 0,
    assignees: 0,
    deadlines: 0,
    missed: [],
    wrong: [],
    extra: [],
    sameWhoAndWhen: 0,
    fillers: [],
    longestCopied: 0,
    perMeeting: [],
  };
  for (const m of set) {
    const input = inputOf(m);
    const summary = summarize(input);
    const score = scoreItems(m.expected, summary.actionItems, input.summaryLanguage);
    total.expected += score.expected;
    total.found += score.found;
    total.matched += score.matched;
    total.assignees += score.assignees;
    total.deadlines += score.deadlines;
    total.missed.push(...score.missed);
    total.wrong.push(...score.wrong);
    total.extra.push(...score.extra);
    total.sameWhoAndWhen += score.sameWhoAndWhen;
    const prose = [summary.summary, ...summary.topics.map((t) => t.title)].join('\n');
    total.fillers.push(...fillersIn(prose));
    total.longestCopied = Math.max(total.longestCopied, longestCopiedRun(summary.summary, m.lines.join('\n')));
    total.perMeeting.push({ name: m.name, score, summary });
  }
  return total;
}

const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;

/**
 * The figures `npm run bench` prints for one set, each with its goal (issue 13: on the held-out set, ≥ 90% on the four
 * rates, no filler, no run longer than 12 words). A missed goal is reported, not a failed run.
 */
export function metricsOf(label: string, r: SetReport): Metric[] {
  const rate = (a: number, b: number) => (100 * a) / Math.max(1, b);
  const met = (ok: boolean) => (ok ? 'goal met' : 'goal missed');
  const found = `${r.meetings} meetings; ${r.matched} of ${r.expected} expected found, ${r.found} reported`;
  const m = (metric: string, value: string, detail: string): Metric => ({
    bench: 'summaries',
    metric: `${metric} (${label})`,
    value,
    detail,
  });
  return [
    m('action items recall', pct(r.matched, r.expected), `${found}; ${met(rate(r.matched, r.expected) >= 90)}`),
    m('action items precision', pct(r.matched, r.found), `${found}; ${met(rate(r.matched, r.found) >= 90)}`),
    m(
      'action items with the right assignee',
      pct(r.assignees, r.matched),
      `${r.assignees} of ${r.matched} found items; ${met(rate(r.assignees, r.matched) >= 90)}`,
    ),
    m(
      'action items with the right deadline',
      pct(r.deadlines, r.matched),
      `${r.deadlines} of ${r.matched} found items; ${met(rate(r.deadlines, r.matched) >= 90)}`,
    ),
    m(
      'action items found, counting the same person and day',
      `${pct(r.matched + r.sameWhoAndWhen, r.expected)} / ${pct(r.matched + r.sameWhoAndWhen, r.found)}`,
      `recall / precision when the ${r.sameWhoAndWhen} missed items a reported one names with the same person and ` +
        'day and a shared word also count (worded too differently for the strict match; the goals are on the strict one)',
    ),
    m(
      'filler words in summaries and topic titles',
      String(r.fillers.length),
      `${r.fillers.length ? [...new Set(r.fillers)].join(', ') : 'none'}; ${met(r.fillers.length === 0)}`,
    ),
    m(
      'longest run copied from the transcript (words)',
      String(r.longestCopied),
      `goal ≤ 12; ${met(r.longestCopied <= 12)}`,
    ),
  ];
}
