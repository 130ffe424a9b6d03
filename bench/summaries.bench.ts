import { detectLanguage } from '../src/server/modules/summaries/language.js';
import {
  expectedActions,
  loadFixtures,
  scoreActions,
  type Fixture,
} from '../src/server/modules/summaries/fixtures/index.js';
import { summarizeLocally } from '../src/server/modules/summaries/local/local-summarizer.js';
import type { SummaryLanguage } from '../src/shared/summary/normalize.js';
import { median, ms, type Bench, type Metric } from './lib/report.js';
import { evaluate, heldOutHash, HELD_OUT_SHA256, loadEvalSet, metricsOf } from './summaries-eval.js';
import { qmsumMetrics, runQmsum } from './summaries-qmsum.js';

const RUNS = 5;
const TARGET_WORDS = 20_000; // about two hours of meeting talk at ~170 words a minute
const BUDGET_MS = 1000;

const POOL: Record<SummaryLanguage, string[]> = {
  id: [
    'Budi',
    'Rina',
    'Andi',
    'Sari',
    'Dewi',
    'Hendra',
    'Yoga',
    'Lina',
    'Maya',
    'Fajar',
    'Tono',
    'Putri',
    'Joko',
    'Wati',
  ],
  en: ['Sarah', 'Tom', 'Priya', 'Mike', 'Emma', 'James', 'Olivia', 'Daniel', 'Laura', 'Kevin', 'Grace', 'Helen', 'Raj'],
};

/**
 * A two-hour meeting: the evaluation transcripts of one language one after the other, again and again, each round
 * in another order and with the speakers renamed, so it is not the same text repeated.
 */
function twoHourMeeting(fixtures: Fixture[], lang: SummaryLanguage): string {
  const rounds: string[] = [];
  let words = 0;
  for (let round = 0; words < TARGET_WORDS; round++) {
    const order = fixtures.map((_, i) => fixtures[(i + round) % fixtures.length]!);
    for (const f of order) {
      const names = new Map<string, string>();
      const text = f.text.replace(/^([^:\n]{1,40}):/gm, (_m, name: string) => {
        if (!names.has(name)) names.set(name, POOL[lang][(names.size + round * 5) % POOL[lang].length]!);
        return `${names.get(name)}:`;
      });
      rounds.push(text);
      words += text.split(/\s+/).length;
      if (words >= TARGET_WORDS) break;
    }
  }
  return rounds.join('\n');
}

/**
 * The offline summariser: time for a two-hour meeting (goal under 1 s) and the quality of its action items on the
 * evaluation transcripts (precision, recall, right deadlines), over all of them and over the held-out ones only
 * (written after the rules and not used to tune them).
 */
const summaries: Bench = async ({ log }) => {
  const fixtures = loadFixtures();
  const metrics: Metric[] = [];
  for (const lang of ['id', 'en'] as const) {
    const ofLang = fixtures.filter((f) => detectLanguage(f.language, f.text) === lang);
    const text = twoHourMeeting(ofLang, lang);
    const wordCount = text.split(/\s+/).length;
    summarizeLocally({ text, date: '2026-11-24', summaryLanguage: lang }); // warm-up: JIT and regex compilation
    const samples: number[] = [];
    let items = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const s = summarizeLocally({ text, date: '2026-11-24', summaryLanguage: lang });
      samples.push(performance.now() - started);
      items = s.actionItems.length;
      log(`summaries: ${lang} two-hour meeting run ${i + 1}/${RUNS}: ${ms(samples[i]!)}`);
    }
    const value = median(samples);
    metrics.push({
      bench: 'summaries',
      metric: `local summariser, 2-hour meeting (${lang}, ${wordCount} words)`,
      value: ms(value),
      status: value < BUDGET_MS ? 'PASS' : 'OVER',
      detail: `median of ${RUNS}: ${samples.map((s) => ms(s)).join(', ')}; budget ${BUDGET_MS} ms; ${items} action items`,
    });
  }

  const expected = expectedActions();
  const score = (set: Fixture[]) => {
    const t = { expected: 0, found: 0, matched: 0, deadlines: 0 };
    for (const f of set) {
      const s = summarizeLocally({ text: f.text, date: f.date, summaryLanguage: detectLanguage(f.language, f.text) });
      const r = scoreActions(expected[f.name] ?? [], s.actionItems);
      t.expected += r.expected;
      t.found += r.found;
      t.matched += r.matched;
      t.deadlines += r.deadlines;
    }
    return t;
  };
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
  const heldOut = fixtures.filter((f) => f.heldOut);
  for (const [label, set] of [
    ['formal, all', fixtures],
    ['formal, held-out', heldOut],
  ] as const) {
    const t = score(set);
    // The held-out set was written after the rules; its first run (before generic fixes it showed up) scored
    // precision 72%, recall 78%.
    const detail = `${set.length} transcripts; ${t.matched} of ${t.expected} expected found, ${t.found} reported`;
    metrics.push(
      { bench: 'summaries', metric: `action items precision (${label})`, value: pct(t.matched, t.found), detail },
      { bench: 'summaries', metric: `action items recall (${label})`, value: pct(t.matched, t.expected), detail },
      {
        bench: 'summaries',
        metric: `action items with the right deadline (${label})`,
        value: pct(t.deadlines, t.matched),
        detail: `${t.deadlines} of ${t.matched} found items`,
      },
    );
  }

  // Informal meetings (issue 13): the tuning set, then the frozen held-out sets (their hashes say they are unchanged).
  for (const set of ['heldout', 'heldout-2'] as const)
    if (heldOutHash(set) !== HELD_OUT_SHA256[set])
      throw new Error(`bench/data/summaries/${set}.json changed after it was frozen`);
  metrics.push(...metricsOf('informal, tuning', evaluate(loadEvalSet('tuning'), summarizeLocally)));
  metrics.push(...metricsOf('informal, held-out', evaluate(loadEvalSet('heldout'), summarizeLocally)));
  metrics.push(...metricsOf('informal, held-out 2, new writer', evaluate(loadEvalSet('heldout-2'), summarizeLocally)));

  // A public benchmark nobody here wrote: QMSum's general summaries (test split), with lead and random baselines.
  log('summaries: QMSum test split');
  metrics.push(...qmsumMetrics(runQmsum()));
  return metrics;
};

export default summaries;
