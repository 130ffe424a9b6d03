import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BOT_TEST_BROWSER_ARGS, startFakeMeeting, type FakeMeeting } from '../../e2e/fake-meeting/index.js';
import type { BotSession } from '../../src/shared/api/bots.js';
import type { Recording } from '../../src/shared/api/recordings.js';
import { captionLags, type SeenCaption, type botSpeech } from './bot-speech.js';
import { makeTempDir, removeTempDir, startHealthy, type ServerProcess } from './proc.js';
import { SPEECH_THREAD_NAME } from '../../src/server/platform/thread-name.js';
import {
  coresBetween,
  descendants,
  kindOf,
  listProcesses,
  sampleMemory,
  threadsNamed,
  type ProcStat,
} from './proctree.js';
import { seedBenchUser, signIn } from './user.js';

/**
 * One measured meeting round for bench/bot.bench.ts: the built server (all services, so the bot runs in it as in a
 * one-machine deployment) sends `count` bots into as many fake Google Meet rooms, each host plays the same WAV, and
 * this samples the server's process tree every second while the bots capture, and polls each recording's live
 * segments every 250 ms as the screen does.
 */

export interface TreeSample {
  /** Every process under the server: the bots' Chromiums and whatever else the server started. */
  childCores: number;
  nodeCores: number;
  /** The part of nodeCores spent in the speech engine's threads (named SPEECH_THREAD_NAME). */
  speechCores: number;
  childPssKb: number;
  childRssKb: number;
  nodePssKb: number;
  nodeRssKb: number;
  processes: number;
}

export interface BotResult {
  joinToKnockMs: number;
  admitToAudioMs: number;
  /** From the first spoken sample reaching the call (the host's playback start + the WAV's lead) to audioAt. */
  speechToAudioMs: number;
  lags: number[];
  missed: number;
  finalState: string;
}

export interface RoundResult {
  bots: BotResult[];
  samples: TreeSample[];
  /** The server process with no bot, over a few seconds before the first Join. */
  idle: { nodeCores: number; nodePssKb: number };
  /** Kernel names of the processes under the server while the bots ran, with counts. */
  comms: Record<string, number>;
  /** Per kind of process under the server (processKind): mean cores and mean PSS over the samples. */
  kinds: Record<string, { cores: number; pssKb: number }>;
  load: string;
}

const SAMPLE_MS = 1_000;
const POLL_MS = 250;
/** The last sentence's caption may come a few seconds after the WAV ends. */
const TAIL_MS = 8_000;
const IDLE_S = 5;

type Speech = ReturnType<typeof botSpeech>;

function snapshot(pid: number) {
  const all = listProcesses();
  const node = all.find((p) => p.pid === pid);
  const tree = descendants(all, pid);
  return {
    node: node ? [node] : [],
    speech: threadsNamed(pid, SPEECH_THREAD_NAME),
    tree,
    nodeMem: sampleMemory(node ? [node] : []),
    treeMem: sampleMemory(tree),
  };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`${what} within ${ms} ms: ${JSON.stringify(v).slice(0, 400)}`);
    await sleep(POLL_MS);
  }
}

/** After the server stopped: its Chromiums normally go with it; any left (same pid and name, orphaned) are killed. */
function killLeftovers(tree: ProcStat[]) {
  const now = new Map(listProcesses().map((p) => [p.pid, p]));
  for (const p of tree) {
    const still = now.get(p.pid);
    if (still && still.comm === p.comm && (still.ppid === p.ppid || still.ppid === 1)) {
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
  }
}

export async function runBots(opts: {
  root: string;
  log: (m: string) => void;
  count: number;
  speech: Speech;
  /** More Chromium flags for the bots (BOT_BROWSER_ARGS), e.g. to try one before changing launch.ts. */
  extraBrowserArgs?: string[];
}): Promise<RoundResult> {
  const { root, log, count, speech } = opts;
  const dir = makeTempDir('bot');
  const dataDir = join(dir, 'data');
  let meeting: FakeMeeting | undefined;
  let server: ServerProcess | undefined;
  let lastTree: ProcStat[] = [];
  let polling = true;
  try {
    await seedBenchUser(dataDir);
    meeting = await startFakeMeeting();
    ({ server } = await startHealthy(root, dataDir, 120_000, {
      MEETING_HOST_ALIASES: meeting.aliases,
      BOT_BROWSER_ARGS: [...BOT_TEST_BROWSER_ARGS, ...(opts.extraBrowserArgs ?? [])].join(' '),
      STT_ENGINE: 'pocketsphinx',
      BOT_MAX_CONCURRENT: String(count),
      // One user sends every bot of the round: the per-user bound (3 by default) is not what is measured here.
      BOT_MAX_ACTIVE_PER_USER: String(Math.max(3, count)),
    }));
    const base = server.url;
    const pid = server.pid;
    const cookie = await signIn(base);
    const api = async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(30_000),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };

    const idleFrom = snapshot(pid);
    await sleep(IDLE_S * 1000);
    const idleTo = snapshot(pid);
    const idle = {
      nodeCores: coresBetween(idleFrom.node, idleTo.node, IDLE_S),
      nodePssKb: sum(idleTo.nodeMem.map((p) => p.pssKb)),
    };

    const rooms = Array.from({ length: count }, (_, i) => `bench-bot-${i}`);
    const hosts = [];
    for (const room of rooms) {
      await meeting.configure(room, { platform: 'google-meet' });
      // delayMs 0: the host talks as soon as the bot's media connects, so admission → audio is the bot's own delay
      // plus the WAV's short lead.
      const host = await meeting.startHost(room, { wav: speech.path, speaker: 'Budi Santoso', delayMs: 0 });
      const playedAt = new Promise<number>((resolve) =>
        host.page.on('request', (r) => {
          if (r.url().includes('/_fake/host-audio') && r.postData()?.includes('"start"')) resolve(Date.now());
        }),
      );
      hosts.push({ host, playedAt });
    }

    log(`bot: ${count} bot(s) join; ${speech.seconds.toFixed(0)} s of speech each; load ${loadavg()[0]!.toFixed(1)}`);
    const bots: { room: string; joinAt: number; id: string; recordingId: string }[] = [];
    for (const room of rooms) {
      const joinAt = Date.now();
      const s = await api<BotSession>('POST', '/api/bots', { meetingUrl: meeting.meetUrl(room), language: 'en-US' });
      bots.push({ room, joinAt, id: s.id, recordingId: s.recordingId });
    }

    const seen: SeenCaption[][] = bots.map(() => []);
    const pollers = bots.map(async (b, i) => {
      const keys = new Set<string>();
      while (polling) {
        const t = Date.now();
        try {
          const rec = await api<Recording>('GET', `/api/recordings/${b.recordingId}`);
          const at = Date.now();
          for (const s of rec.segments) {
            const key = `${s.start}|${s.text}`;
            if (keys.has(key)) continue;
            keys.add(key);
            seen[i]!.push({ at, text: s.text });
          }
        } catch (err) {
          log(`bot: recording poll failed: ${(err as Error).message}`);
        }
        await sleep(Math.max(0, POLL_MS - (Date.now() - t)));
      }
    });

    // The host lets each bot in as soon as it knocks (within the 100 ms of waitFor's polling).
    const entries = await Promise.all(
      bots.map(async (b) => {
        const st = await meeting!.waitFor(b.room, (s) => s.waiting.length > 0, 120_000);
        const guest = st.guests.find((g) => g.status === 'waiting')!;
        const after = await meeting!.admit(b.room);
        const admittedAt = after.guests.find((g) => g.id === guest.id)?.admittedAt ?? Date.now();
        return { knockedAt: guest.knockedAt, admittedAt };
      }),
    );
    const sessions = await Promise.all(
      bots.map((b) =>
        until(
          () => api<BotSession>('GET', `/api/bots/${b.id}`),
          (s) => s.audioAt !== null || s.state === 'failed' || s.state === 'done',
          'the bot never heard the host',
          120_000,
        ),
      ),
    );
    log(`bot: ${count} bot(s) in the meeting and capturing; sampling`);

    const samples: TreeSample[] = [];
    const comms: Record<string, number> = {};
    const kindCache = new Map<number, string>();
    const kindSums: Record<string, { cores: number; pssKb: number }> = {};
    let prev = snapshot(pid);
    let prevT = performance.now();
    let done = false;
    const allSent = Promise.all(hosts.map((h) => h.host.sent)).then(() => (done = true));
    const deadline = Date.now() + (speech.seconds + 60) * 1000;
    while (!done && Date.now() < deadline) {
      await Promise.race([sleep(SAMPLE_MS), allSent]);
      const cur = snapshot(pid);
      const now = performance.now();
      const dt = (now - prevT) / 1000;
      if (dt >= 0.5) {
        samples.push({
          childCores: coresBetween(prev.tree, cur.tree, dt),
          nodeCores: coresBetween(prev.node, cur.node, dt),
          speechCores: coresBetween(prev.speech, cur.speech, dt),
          childPssKb: sum(cur.treeMem.map((p) => p.pssKb)),
          childRssKb: sum(cur.treeMem.map((p) => p.rssKb)),
          nodePssKb: sum(cur.nodeMem.map((p) => p.pssKb)),
          nodeRssKb: sum(cur.nodeMem.map((p) => p.rssKb)),
          processes: cur.tree.length,
        });
        for (const p of cur.tree)
          comms[p.comm] = Math.max(comms[p.comm] ?? 0, cur.tree.filter((q) => q.comm === p.comm).length);
        const kinds = new Set(cur.tree.map((p) => kindOf(p, kindCache)));
        for (const k of kinds) {
          const of = <P extends ProcStat>(ps: P[]) => ps.filter((p) => kindOf(p, kindCache) === k);
          const acc = (kindSums[k] ??= { cores: 0, pssKb: 0 });
          acc.cores += coresBetween(of(prev.tree), of(cur.tree), dt);
          acc.pssKb += sum(of(cur.treeMem).map((p) => p.pssKb));
        }
      }
      prev = cur;
      prevT = now;
      lastTree = cur.tree;
    }
    await sleep(TAIL_MS);
    polling = false;
    await Promise.all(pollers);
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');

    const results: BotResult[] = [];
    for (const [i, b] of bots.entries()) {
      const playedAt = await Promise.race([hosts[i]!.playedAt, sleep(1_000).then(() => NaN)]);
      const audioAt = sessions[i]!.audioAt ? Date.parse(sessions[i]!.audioAt!) : NaN;
      const final = await api<BotSession>('GET', `/api/bots/${b.id}`);
      const { lags, missed } = captionLags(speech.marks, seen[i]!, playedAt);
      results.push({
        joinToKnockMs: entries[i]!.knockedAt - b.joinAt,
        admitToAudioMs: audioAt - entries[i]!.admittedAt,
        speechToAudioMs: audioAt - (playedAt + speech.marks[0]!.start * 1000),
        lags,
        missed,
        finalState: final.state,
      });
    }
    const kinds = Object.fromEntries(
      Object.entries(kindSums).map(([k, v]) => [
        k,
        { cores: v.cores / samples.length, pssKb: v.pssKb / samples.length },
      ]),
    );
    return { bots: results, samples, idle, comms, kinds, load };
  } finally {
    polling = false;
    await server?.stop();
    killLeftovers(lastTree);
    await meeting?.close();
    removeTempDir(dir);
  }
}
