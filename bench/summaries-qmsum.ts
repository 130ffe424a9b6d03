import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { summarizeLocally } from '../src/server/modules/summaries/local/local-summarizer.js';
import type { GeneratedSummary } from '../src/shared/summary/normalize.js';
import type { Metric } from './lib/report.js';
import { oneSentencePerLine, rougeLsum, rougeN } from './summaries-rouge.js';
import { prng } from '../src/shared/prng.js';

/**
 * QMSum's general meeting summaries (Zhong et al., NAACL 2021; github.com/Yale-LILY/QMSum, MIT licence): the test
 * split's 35 meetings (AMI, ICSI, Welsh and Canadian parliamentary committees) and their 37 "summarize the whole
 * meeting" answers, vendored in bench/data/qmsum (meetings and general answers only). Nobody here wrote them, and
 * nothing was tuned on them (train and validation only, read from the upstream repository during development).
 */
export interface QmsumMeeting {
  id: number;
  general: string[];
  transcript: Array<{ speaker: string; content: string }>;
}

export function loadQmsumTest(): QmsumMeeting[] {
  const file = fileURLToPath(new URL('./data/qmsum/test-general.json.gz', import.meta.url));
  return (JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as { meetings: QmsumMeeting[] }).meetings;
}

/** The transcript as a user would paste it: "Speaker: words" lines, transcription marks ({vocalsound}) removed. */
/** QMSum's text is tokenised ("it 's", "do n't") and marked ({vocalsound}); a transcript reads "it's", "don't". */
const untokenize = (s: string) =>
  s
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\s+(n't|'s|'re|'ll|'m|'ve|'d)\b/gi, '$1')
    .replace(/\s+([,.?!;:])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

export function transcriptOf(m: QmsumMeeting): string {
  return m.transcript
    .map((t) => `${t.speaker.trim()}: ${untokenize(t.content)}`)
    .filter((l) => /:\s*\S/.test(l))
    .join('\n');
}

// Chairing, not work: "let Mr. X continue", "I call on …", "we'll move on to …", "next question".
const PROCEDURAL =
  /\b(?:let|allow)\s+(?:mr|mrs|ms|dr|the member|him|her|them|me)\b.*\b(?:continue|finish|answer|respond|speak|go on|ask)\b|\b(?:call (?:on|upon)|give the floor|move on|next question|adjourn|order, order|back to you)\b/i;

export const isProcedural = (task: string) => PROCEDURAL.test(task);

const words = (s: string) => s.split(/\s+/).filter(Boolean);

function lead(transcript: string[], n: number): string {
  const out: string[] = [];
  let count = 0;
  for (const s of transcript) {
    if (count >= n) break;
    const w = words(s).slice(0, n - count);
    out.push(w.join(' '));
    count += w.length;
  }
  return out.join('\n');
}

function random(transcript: string[], n: number, next: () => number): string {
  const picked = new Set<number>();
  let count = 0;
  while (count < n && picked.size < transcript.length) {
    const i = Math.floor(next() * transcript.length);
    if (picked.has(i)) continue;
    picked.add(i);
    count += words(transcript[i]!).length;
  }
  const text = [...picked].sort((a, b) => a - b).map((i) => transcript[i]!);
  return lead(text, n);
}

interface Totals {
  r1: number;
  r2: number;
  rl: number;
}

export interface QmsumReport {
  queries: number;
  meetings: number;
  ours: Totals;
  lead: Totals;
  random: Totals;
  actionItems: number;
  procedural: string[];
  medianWords: number;
  slowestMs: number;
}

/** Scores the local summariser (its summary text) and same-length lead and random baselines on the test split. */
export function runQmsum(
  summarize: (text: string) => GeneratedSummary = (text) => summarizeLocally({ text, summaryLanguage: 'en' }),
  meetings: QmsumMeeting[] = loadQmsumTest(),
): QmsumReport {
  const next = prng(13);
  const add = (t: Totals, ref: string, cand: string) => {
    t.r1 += rougeN(ref, cand, 1).f;
    t.r2 += rougeN(ref, cand, 2).f;
    t.rl += rougeLsum(ref, cand).f;
  };
  const ours: Totals = { r1: 0, r2: 0, rl: 0 };
  const leadT: Totals = { r1: 0, r2: 0, rl: 0 };
  const randomT: Totals = { r1: 0, r2: 0, rl: 0 };
  let queries = 0;
  let actionItems = 0;
  let slowestMs = 0;
  const procedural: string[] = [];
  const lengths: number[] = [];
  for (const m of meetings) {
    const text = transcriptOf(m);
    const started = performance.now();
    const s = summarize(text);
    slowestMs = Math.max(slowestMs, performance.now() - started);
    actionItems += s.actionItems.length;
    procedural.push(...s.actionItems.map((a) => a.task).filter(isProcedural));
    const candidate = oneSentencePerLine(s.summary);
    const n = words(s.summary).length;
    lengths.push(n);
    const said = text.split('\n').map((l) => l.slice(l.indexOf(':') + 1).trim());
    const sentences = said.flatMap((l) => oneSentencePerLine(l).split('\n')).filter((l) => words(l).length >= 3);
    for (const answer of m.general) {
      const ref = oneSentencePerLine(answer);
      queries++;
      add(ours, ref, candidate);
      add(leadT, ref, lead(sentences, n));
      add(randomT, ref, random(sentences, n, next));
    }
  }
  const avg = (t: Totals): Totals => ({
    r1: (100 * t.r1) / queries,
    r2: (100 * t.r2) / queries,
    rl: (100 * t.rl) / queries,
  });
  lengths.sort((a, b) => a - b);
  return {
    queries,
    meetings: meetings.length,
    ours: avg(ours),
    lead: avg(leadT),
    random: avg(randomT),
    actionItems,
    procedural,
    medianWords: lengths[Math.floor(lengths.length / 2)] ?? 0,
    slowestMs,
  };
}

const fmt = (t: Totals) => `${t.r1.toFixed(1)} / ${t.r2.toFixed(1)} / ${t.rl.toFixed(1)}`;

export function qmsumMetrics(r: QmsumReport): Metric[] {
  const about = `${r.queries} general queries over ${r.meetings} test meetings; ROUGE F1 (rouge-score compatible, Porter)`;
  return [
    {
      bench: 'summaries',
      metric: 'QMSum test R-1 / R-2 / R-Lsum (local summariser)',
      value: fmt(r.ours),
      detail: `${about}; median summary ${r.medianWords} words; goal R-1 ≥ 33, R-2 ≥ 9: ${r.ours.r1 >= 33 && r.ours.r2 >= 9 ? 'goal met' : 'goal missed'}`,
    },
    {
      bench: 'summaries',
      metric: 'QMSum test R-1 / R-2 / R-Lsum (lead, same length)',
      value: fmt(r.lead),
      detail: about,
    },
    {
      bench: 'summaries',
      metric: 'QMSum test R-1 / R-2 / R-Lsum (random sentences, same length)',
      value: fmt(r.random),
      detail: `${about}; seed 13`,
    },
    {
      bench: 'summaries',
      metric: 'QMSum test procedural remarks counted as action items',
      value: String(r.procedural.length),
      detail: `${r.actionItems} action items in all${r.procedural.length ? `; e.g. ${r.procedural[0]}` : ''}; goal 0`,
    },
  ];
}
