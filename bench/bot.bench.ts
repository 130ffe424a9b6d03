import { botSpeech } from './lib/bot-speech.js';
import { runBots, type RoundResult } from './lib/bot-run.js';
import { ensureBuilt } from './lib/build.js';
import { ms, percentile, type Bench, type Metric } from './lib/report.js';
import { SPEECH_THREAD_NAME } from '../src/server/platform/thread-name.js';
import { createPocketsphinxEngine } from '../src/server/modules/speech/pocketsphinx/engine.js';
import { DEFAULT_LIB, DEFAULT_MODEL_DIR } from '../src/server/modules/speech/pocketsphinx/ffi.js';

/**
 * The meeting bot on this machine: what one bot costs while it captures a meeting (CPU and PSS of its process tree),
 * how fast it knocks and hears, how late its captions reach the screen, and how many bots one machine runs at once
 * while captions keep up.
 *
 * Method. The built server runs (`dist/node/server/main.js`, all services, STT_ENGINE=pocketsphinx), not an
 * in-process test runtime: the bot's Chromium is then a child of the server alone, the bench's own work (the fake
 * meeting, its host Chromium playing the WAV, the polling) stays out of the measured tree, and the numbers are
 * production's. Bots join fake Google Meet rooms (e2e/fake-meeting) over loopback; each host plays espeak-ng
 * sentences with known timing. Every second the server's process tree is read from /proc: CPU from utime+stime,
 * memory as PSS (smaps_rollup; summed RSS counts Chromium's shared pages once per process). "Bot" is everything
 * under the server process (its Chromiums); the server's Node process (bot glue, live pocketsphinx decoding, chunk
 * storage, the polled API) is reported beside it, as its increase over the same server idle, and within it the
 * speech engine's threads (by their name in /proc/<pid>/task). The CPU goal is checked without speech recognition,
 * like the anchor it comes from (docs/decisions/009-bot-cost-without-speech.md).
 *
 * The fake meeting's host browser runs on the same machine and costs CPU too (a real platform's media server does
 * not), so the machine-capacity numbers are pessimistic by that much.
 */
/** BENCH_BOT_SECONDS shortens the speech (e.g. 30) while working on the bench itself. */
const SPEECH_S = Number(process.env.BENCH_BOT_SECONDS ?? 120);
/** The capacity rounds speak half as long, to keep the whole bench near ten minutes. */
const SCALE_SPEECH_S = SPEECH_S / 2;
const MAX_BOTS = Number(process.env.BENCH_BOT_MAX ?? 4);
/** BENCH_BOT_SWEEP=all: measure every count up to BENCH_BOT_MAX even after one did not keep up. */
const SWEEP_ALL = process.env.BENCH_BOT_SWEEP === 'all';
const EXTRA_ARGS = (process.env.BENCH_BOT_ARGS ?? '').split(/\s+/).filter(Boolean);

const GOAL_CORES = 0.25;
const GOAL_PSS_MB = 400;
const GOAL_KNOCK_MS = 6_000;
const GOAL_LAG_P50_MS = 2_000;
/** Captions keep up while every bot's p95 lag stays under this and most sentences are captioned. */
const KEEP_UP_P95_MS = 5_000;
const KEEP_UP_HEARD = 0.5;

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const max = (xs: number[]) => Math.max(...xs);
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const cores = (c: number) => `${c.toFixed(2)} core`;
const sec = (m: number) => (Number.isFinite(m) ? `${(m / 1000).toFixed(1)} s` : 'n/a');

/** Whether every bot's captions kept up, and the worst p95 / fewest sentences heard among them. */
function keepsUp(r: RoundResult) {
  const per = r.bots.map((b) => ({
    p95: b.lags.length ? percentile(b.lags, 95) : Infinity,
    heard: b.lags.length / (b.lags.length + b.missed),
  }));
  const worstP95 = max(per.map((p) => p.p95));
  const leastHeard = Math.min(...per.map((p) => p.heard));
  return { ok: worstP95 <= KEEP_UP_P95_MS && leastHeard >= KEEP_UP_HEARD, worstP95, leastHeard };
}

function singleBot(r: RoundResult, sentences: number): Metric[] {
  const b = r.bots[0]!;
  const s = r.samples;
  const chrome = s.map((x) => x.childCores);
  const nodeShare = mean(s.map((x) => x.nodeCores)) - r.idle.nodeCores;
  const speechShare = mean(s.map((x) => x.speechCores));
  const nodePssShare = mean(s.map((x) => x.nodePssKb)) - r.idle.nodePssKb;
  const pss = s.map((x) => x.childPssKb);
  const rss = s.map((x) => x.childRssKb);
  const total = mean(chrome) + Math.max(0, nodeShare);
  const tree = Object.entries(r.comms)
    .map(([c, n]) => `${n}× ${c}`)
    .join(', ');
  const at = `load ${r.load}; ${s.length} samples`;
  const lagP50 = b.lags.length ? percentile(b.lags, 50) : NaN;
  // Lags that grow from the first sentences to the last mean the decoder falls behind real time (starved of CPU).
  const third = Math.max(1, Math.floor(b.lags.length / 3));
  const trend = b.lags.length
    ? `; median lag of the first ${third} captioned ${ms(percentile(b.lags.slice(0, third), 50))}, ` +
      `of the last ${third} ${ms(percentile(b.lags.slice(-third), 50))}`
    : '';
  const kinds = Object.entries(r.kinds)
    .sort((x, y) => y[1].cores - x[1].cores)
    .map(([k, v]) => `${k} ${cores(v.cores)} ${mb(v.pssKb)}`)
    .join(', ');
  return [
    {
      bench: 'bot',
      metric: 'one bot: CPU, Chromium tree mean / max',
      value: `${cores(mean(chrome))} / ${cores(max(chrome))}`,
      detail: `${tree}; ${at}; Vexa's bot: 0.28–0.31 core`,
    },
    {
      bench: 'bot',
      metric: 'one bot: CPU, server Node process above idle',
      value: cores(nodeShare),
      detail:
        `the speech engine's threads ${cores(speechShare)}, the rest (bot glue, chunk storage, the polled API) ` +
        `${cores(nodeShare - speechShare)}; idle ${cores(r.idle.nodeCores)}`,
    },
    {
      bench: 'bot',
      metric: 'one bot: CPU, Chromium + Node share outside speech recognition',
      value: cores(total - speechShare),
      status: total - speechShare <= GOAL_CORES ? 'PASS' : 'OVER',
      detail: `goal ≤ ${GOAL_CORES} core, measured like Vexa's anchor, which has no transcription (decision 009)`,
    },
    {
      bench: 'bot',
      metric: 'one bot: CPU, live speech recognition',
      value: cores(speechShare),
      detail: `pocketsphinx, one worker thread per session (named ${SPEECH_THREAD_NAME}); with it the bot costs ${cores(total)}`,
    },
    {
      bench: 'bot',
      metric: 'one bot: PSS, Chromium tree mean / max',
      value: `${mb(mean(pss))} / ${mb(max(pss))}`,
      status: mean(pss) <= GOAL_PSS_MB * 1024 ? 'PASS' : 'OVER',
      detail: `goal ≤ ${GOAL_PSS_MB} MB; Node above idle ${mb(nodePssShare)} (idle ${mb(r.idle.nodePssKb)}); Vexa ~510 MB`,
    },
    {
      bench: 'bot',
      metric: 'one bot: summed RSS, Chromium tree mean / max',
      value: `${mb(mean(rss))} / ${mb(max(rss))}`,
      detail: `for comparison (shared pages counted per process); Vexa 1.13 GB`,
    },
    {
      bench: 'bot',
      metric: 'Join → knocking',
      value: sec(b.joinToKnockMs),
      status: b.joinToKnockMs <= GOAL_KNOCK_MS ? 'PASS' : 'OVER',
      detail: `goal ≤ ${GOAL_KNOCK_MS / 1000} s; POST /api/bots → the fake Meet's knock (launch included); Vexa 9 s`,
    },
    {
      bench: 'bot',
      metric: 'admission → in the meeting (audioAt)',
      value: sec(b.admitToAudioMs),
      detail: `first sound ${sec(b.speechToAudioMs)} after the host's first spoken sample; Vexa 2–4 s`,
    },
    {
      bench: 'bot',
      metric: 'caption lag, sentence end → live segment on screen p50 / p95',
      value: b.lags.length ? `${ms(lagP50)} / ${ms(percentile(b.lags, 95))}` : 'no captions',
      status: b.lags.length ? (lagP50 <= GOAL_LAG_P50_MS ? 'PASS' : 'OVER') : 'ERROR',
      detail:
        `goal p50 ≤ ${GOAL_LAG_P50_MS / 1000} s; ${b.lags.length}/${sentences} sentences captioned; pocketsphinx, ` +
        `GET /api/recordings/:id every 250 ms; bot ended ${b.finalState}${trend}`,
    },
    {
      bench: 'bot',
      metric: 'one bot: Chromium tree by process kind (mean CPU, PSS)',
      value: `${Object.keys(r.kinds).length} kinds`,
      detail: kinds,
    },
  ];
}

function capacityLine(n: number, r: RoundResult): Metric {
  const total = r.samples.map((x) => x.childCores + x.nodeCores);
  const pss = r.samples.map((x) => x.childPssKb + x.nodePssKb);
  const k = keepsUp(r);
  const lags = r.bots.flatMap((b) => b.lags);
  return {
    bench: 'bot',
    metric: `${n} bot(s) at once: captions keep up`,
    value: k.ok ? 'yes' : 'no',
    detail:
      `server tree CPU mean ${cores(mean(total))} (max ${cores(max(total))}), PSS ${mb(mean(pss))} incl. Node; ` +
      `lag p50 ${lags.length ? ms(percentile(lags, 50)) : 'n/a'}, worst bot p95 ${Number.isFinite(k.worstP95) ? ms(k.worstP95) : 'n/a'}, ` +
      `least heard ${(k.leastHeard * 100).toFixed(0)}%; load ${r.load}`,
  };
}

const bench: Bench = async ({ root, log }) => {
  ensureBuilt(root, 'server', log);
  const ps = createPocketsphinxEngine({ lib: DEFAULT_LIB, modelDir: DEFAULT_MODEL_DIR });
  const info = await ps.info();
  await ps.close?.();
  if (!info.ready) return [{ bench: 'bot', metric: 'pocketsphinx', value: 'not ready', detail: info.reason }];
  if (EXTRA_ARGS.length) log(`bot: extra bot Chromium flags ${EXTRA_ARGS.join(' ')}`);

  const speech = botSpeech(SPEECH_S);
  const one = await runBots({ root, log, count: 1, speech, extraBrowserArgs: EXTRA_ARGS });
  const out = singleBot(one, speech.marks.length);
  if (EXTRA_ARGS.length) out.forEach((m) => (m.detail = `${m.detail ?? ''}; flags ${EXTRA_ARGS.join(' ')}`));
  out.push(capacityLine(1, one));
  if (!keepsUp(one).ok && !SWEEP_ALL) return out;

  const short = botSpeech(SCALE_SPEECH_S);
  for (let n = 2; n <= MAX_BOTS; n++) {
    let r: RoundResult;
    try {
      r = await runBots({ root, log, count: n, speech: short, extraBrowserArgs: EXTRA_ARGS });
    } catch (e) {
      // A round that fails is reported as such; the rounds measured before it are kept.
      const detail = (e instanceof Error ? e.message : String(e)).split('\n')[0];
      out.push({
        bench: 'bot',
        metric: `${n} bot(s) at once: captions keep up`,
        value: 'error',
        status: 'ERROR',
        detail,
      });
      break;
    }
    out.push(capacityLine(n, r));
    if (!keepsUp(r).ok && !SWEEP_ALL) break;
  }
  return out;
};

export default bench;
