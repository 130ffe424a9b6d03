import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { startFakeMeeting, type FakeMeeting } from '../e2e/fake-meeting/index.js';
import { parseMeetingLink } from '../src/shared/meeting-link.js';
import { CHROMIUM_PATH } from '../src/server/platform/browser/chromium.js';
import { users } from '../src/server/platform/auth/auth.schema.js';
import { openDatabase, type Database } from '../src/server/platform/db/client.js';
import { botSessions } from '../src/server/modules/bot/bot.schema.js';
import { createCalendarRepo } from '../src/server/modules/calendar/calendar.repo.js';
import { scheduledBots } from '../src/server/modules/calendar/calendar.schema.js';
import { BOT_DISPATCH_JOB } from '../src/server/modules/calendar/scheduler.js';
import type { Runtime } from '../src/server/runtime.js';
import { createScratchDatabase } from '../src/server/test/scratch-postgres.js';
import { benchConfig, benchRunner, startBenchRuntime, type RunReport } from './lib/dispatch-bots.js';
import { makeTempDir, removeTempDir } from './lib/proc.js';
import { ms, percentile, type Bench, type Metric } from './lib/report.js';

/**
 * Dispatch punctuality of scheduled bots (issue 12): 50 meetings of 50 users whose bots are due at the same instant
 * (meetings at the same time, each bot joining 5 minutes before). Each bot is scheduled through the calendar's
 * scheduler on real rows (the function behind "Schedule bot" and auto-record), so its `bot.dispatch` job waits in
 * pg-boss until the join time; a worker runtime runs the real dispatch (claim, bot service start, `bot.join` queued);
 * two bot runtimes share the `bot.join` jobs (BOT_MAX_CONCURRENT=30 each). Lateness: join time → the bot module calls
 * its browser runner in a bot runtime.
 *
 * 50 Chromiums do not fit two cores: all but BENCH_DISPATCH_REAL (default 2) bots use a stand-in runner, which records
 * the call, knocks at once and holds its slot until the end, as a bot in a lobby does. The real ones are Chromium bots
 * knocking in the fake meeting (e2e/fake-meeting), in the same burst: their launch → knocking is what a stand-in bot
 * would add (without Chromium, the bot bench's worst figure is added instead). With TEST_DATABASE_URL the two bot runtimes are
 * child processes on a scratch PostgreSQL database; without it (the embedded database belongs to one process) all three
 * runtimes run in this process on one PGlite database, each with its own pg-boss.
 */
const BOTS = 50;
const GOAL_LATE_MS = 10_000;
/** Chromium launch → knocking of a real bot, the bot bench's worst on this machine (2–4.5 s): not measured here. */
const CHROMIUM_KNOCK_MS = 4_500;
/** From "set-up starts" to the join time: users, calendars, events and 50 schedules must be in place before it. */
const LEAD_MS = 10_000;
/** A bot not started this long after its join time counts as lost. */
const LOST_AFTER_MS = 60_000;
/** After the last bot started, how long a second start of any of them is waited for. */
const SETTLE_MS = 3_000;
const BOT_RUNTIMES = ['bot-a', 'bot-b'];
const REAL_BOTS = existsSync(CHROMIUM_PATH) ? Number(process.env.BENCH_DISPATCH_REAL ?? 2) : 0;

const childEntry = fileURLToPath(new URL('./lib/dispatch-bot-process.ts', import.meta.url));
const sleep = (millis: number) => new Promise((r) => setTimeout(r, millis));

interface BotRuntime {
  close(): Promise<void>;
}

/** Google Meet codes are three letters, four, three: one per meeting. */
const meetUrl = (i: number) => {
  const l = (n: number) => String.fromCharCode(97 + (n % 26));
  return `https://meet.google.com/dsp-benc-${l(Math.floor(i / 26))}${l(i)}x`;
};

/** A bot process on PostgreSQL: forked with IPC, ready once its runtime has started. */
function forkBot(name: string, url: string, dataDir: string, aliases: string, onRun: (r: RunReport) => void) {
  const child: ChildProcess = fork(childEntry, [name, url, dataDir, aliases], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  let stopped!: () => void;
  const done = new Promise<void>((resolve) => (stopped = resolve));
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (m: { type: string; report?: RunReport }) => {
      if (m.type === 'ready') resolve();
      if (m.type === 'run') onRun(m.report!);
      if (m.type === 'stopped') stopped();
    });
    child.once('exit', (code) => {
      stopped();
      reject(new Error(`bot process ${name} exited (${code}) before it was ready`));
    });
  });
  return {
    ready,
    release: () => child.send({ type: 'release' }),
    async close() {
      if (child.connected) child.send({ type: 'stop' });
      await Promise.race([done, sleep(20_000)]);
      kill();
      process.off('exit', kill);
    },
  };
}

const bench: Bench = async ({ log }) => {
  const dataDir = makeTempDir('dispatch');
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'notulen_bench_dispatch') : null;
  const mode = scratch
    ? `${BOT_RUNTIMES.length} bot processes + this process (worker) on a scratch PostgreSQL database`
    : `${BOT_RUNTIMES.length} bot runtimes + a worker runtime in this process, one PGlite database, a pg-boss each`;
  log(`dispatch: ${mode}`);
  const reports: RunReport[] = [];
  const onRun = (r: RunReport) => reports.push(r);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const bots: (BotRuntime & { release(): void })[] = [];
  let database: Database | null = null;
  let worker: Runtime | null = null;
  let meeting: FakeMeeting | null = null;
  const metrics: Metric[] = [];
  try {
    meeting = REAL_BOTS > 0 ? await startFakeMeeting() : null;
    database = await openDatabase(scratch ? { url: scratch.url } : { pgliteDir: join(dataDir, 'db') });
    const config = benchConfig(dataDir, scratch?.url, meeting?.aliases);
    worker = await startBenchRuntime({ config, database, services: ['worker'] });
    for (const name of BOT_RUNTIMES) {
      if (scratch) {
        const child = forkBot(name, scratch.url, dataDir, meeting?.aliases ?? '', onRun);
        bots.push(child);
        await child.ready;
      } else {
        const runtime = await startBenchRuntime({
          config,
          database,
          services: ['bot'],
          run: benchRunner(name, onRun, released),
        });
        bots.push({ release, close: () => runtime.close() });
      }
    }

    // 50 users, each with a calendar holding one meeting, all starting at the same minute.
    const setupStarted = Date.now();
    const joinAt = new Date(Math.ceil((setupStarted + LEAD_MS) / 1000) * 1000);
    const start = new Date(joinAt.getTime() + 5 * 60_000);
    const ids = Array.from({ length: BOTS }, (_, i) => `bench-dispatch-${i}`);
    await database.db
      .insert(users)
      .values(
        ids.map((id, i) => ({ id, name: `Bench ${i}`, email: `dispatch-${i}@example.com`, emailVerified: true })),
      );
    const repo = createCalendarRepo(database.db);
    const { scheduler, jobs: calendarJobs } = worker.services.calendar;
    const dispatchSlots = calendarJobs.find((j) => j.name === BOT_DISPATCH_JOB)?.concurrency ?? 1;
    const botOfUrl = new Map<string, string>();
    for (const [i, userId] of ids.entries()) {
      // The last REAL_BOTS meetings (dispatched last: the worst case) are rooms of the fake meeting, where a Chromium
      // bot knocks.
      const url = meeting && i >= BOTS - REAL_BOTS ? meeting.meetUrl(`dispatch-${i}`) : meetUrl(i);
      // Synced a moment ago: the sync cron leaves these calendars alone while the bench runs.
      await repo.saveConnection({ id: `${userId}-cal`, userId, type: 'google', name: 'bench', status: 'ok' });
      const [event] = await repo.upsertEvents(userId, `${userId}-cal`, [
        {
          externalId: `ev${i}`,
          title: `Standup ${i}`,
          description: null,
          start,
          end: new Date(start.getTime() + 30 * 60_000),
          allDay: false,
          meetingUrl: url,
          platform: 'google-meet',
          attendees: [],
          organizer: null,
          isOrganizer: true,
          isRecurring: false,
          location: null,
          cancelled: false,
        },
      ]);
      const scheduled = await scheduler.schedule(userId, event!.id);
      const link = parseMeetingLink(scheduled.meetingUrl, config.bot.hostAliases);
      if (!link.ok) throw new Error(`bad meeting link ${scheduled.meetingUrl}`);
      botOfUrl.set(link.link.url, scheduled.id);
    }
    const setupMs = Date.now() - setupStarted;
    log(`dispatch: ${BOTS} bots scheduled in ${setupMs} ms; due at ${joinAt.toISOString()}`);
    if (Date.now() >= joinAt.getTime())
      throw new Error(`set-up took ${setupMs} ms, longer than the ${LEAD_MS} ms lead`);

    // Every bot started and knocked, or the deadline; then a moment for a second start of any of them.
    const count = (kind: RunReport['kind']) => new Set(reports.filter((r) => r.kind === kind).map((r) => r.url)).size;
    while ((count('called') < BOTS || count('knocked') < BOTS) && Date.now() < joinAt.getTime() + LOST_AFTER_MS)
      await sleep(200);
    await sleep(SETTLE_MS);
    const seen = reports.filter((r) => r.kind === 'called');
    const knocks = new Map(reports.filter((r) => r.kind === 'knocked').map((r) => [r.url, r.at]));
    for (const b of bots) b.release();

    const botIds = [...botOfUrl.values()];
    const rows = await database.db.select().from(scheduledBots).where(inArray(scheduledBots.id, botIds));
    const sessions = await database.db.select().from(botSessions).where(inArray(botSessions.scheduledBotId, botIds));
    const firstCall = new Map<string, RunReport>();
    const calls = new Map<string, number>();
    for (const r of seen) {
      const id = botOfUrl.get(r.url);
      if (!id) throw new Error(`the runner was called for a meeting not scheduled here: ${r.url}`);
      calls.set(id, (calls.get(id) ?? 0) + 1);
      if (!firstCall.has(id)) firstCall.set(id, r);
    }
    const sessionsOf = (id: string) => sessions.filter((s) => s.scheduledBotId === id);
    const lost = botIds.filter((id) => !firstCall.has(id));
    const twice = botIds.filter(
      (id) => (calls.get(id) ?? 0) > 1 || sessionsOf(id).length > 1 || sessionsOf(id).some((s) => s.runs > 1),
    );
    const due = joinAt.getTime();
    const late = [...firstCall.values()].map((r) => r.at - due);
    const real = [...firstCall.values()].filter((r) => r.real);
    const realKnock = real.map((r) => (knocks.get(r.url) ?? NaN) - due);
    const launch = real.map((r) => (knocks.get(r.url) ?? NaN) - r.at).filter(Number.isFinite);
    // What a real bot adds to a stand-in's lateness: measured here when Chromium bots ran, else the bot bench's figure.
    const knockCost = launch.length ? Math.max(...launch) : CHROMIUM_KNOCK_MS;
    const claimed = rows.flatMap((r) => (r.dispatchedAt ? [r.dispatchedAt.getTime() - due] : []));
    const queued = sessions.map((s) => s.createdAt.getTime() - due);
    const perRuntime = BOT_RUNTIMES.map((n) => [n, [...firstCall.values()].filter((r) => r.runtime === n).length]);
    const spread = perRuntime.every(([, n]) => (n as number) > 0);
    const stat = (xs: number[]) =>
      xs.length ? `p50 ${ms(percentile(xs, 50))}, p95 ${ms(percentile(xs, 95))}, max ${ms(Math.max(...xs))}` : 'none';
    const worst = late.length ? Math.max(...late) : Infinity;
    const check = (ok: boolean) => (ok ? 'PASS' : 'ERROR') as Metric['status'];
    log(`dispatch: ${late.length}/${BOTS} started; lateness ${stat(late)}`);

    metrics.push(
      { bench: 'dispatch', metric: 'method', value: `${BOTS} bots due at one instant`, detail: mode },
      {
        bench: 'dispatch',
        metric: 'late: join time → runner called, p50',
        value: late.length ? ms(percentile(late, 50)) : 'n/a',
        detail: `${BOTS - real.length} stand-in runners, ${real.length} Chromium; set-up ${ms(setupMs)} before the join time`,
      },
      { bench: 'dispatch', metric: 'late: p95', value: late.length ? ms(percentile(late, 95)) : 'n/a' },
      {
        bench: 'dispatch',
        metric: 'late: max',
        value: late.length ? ms(worst) : 'n/a',
        status: worst <= GOAL_LATE_MS ? 'PASS' : 'OVER',
        detail: `goal ≤ ${GOAL_LATE_MS} ms late`,
      },
      ...(real.length
        ? [
            {
              bench: 'dispatch',
              metric: `real bots (Chromium, fake meeting): join time → knocking`,
              value: realKnock.map((x) => (Number.isFinite(x) ? ms(x) : 'never')).join(', '),
              status: realKnock.every((x) => x <= GOAL_LATE_MS) ? 'PASS' : 'OVER',
              detail: `their launch → knocking ${launch.map(ms).join(', ')}, in the same burst`,
            } satisfies Metric,
          ]
        : []),
      {
        bench: 'dispatch',
        metric: 'estimate: late max + Chromium launch → knock',
        value: late.length ? ms(worst + knockCost) : 'n/a',
        // An estimate stacking two worst cases; where real bots ran, their measured line above carries the verdict.
        ...(launch.length ? {} : { status: worst + knockCost <= GOAL_LATE_MS ? 'PASS' : 'OVER' }),
        detail: launch.length
          ? `the worst lateness plus the worst real bot's launch → knocking (${ms(knockCost)}) here`
          : `no Chromium here: the bot bench's worst launch → knocking (${CHROMIUM_KNOCK_MS} ms) added`,
      },
      {
        bench: 'dispatch',
        metric: 'stages: join time → dispatch claimed',
        value: stat(claimed),
        detail: `the bot.dispatch job picked up in the worker runtime (${dispatchSlots} at a time)`,
      },
      {
        bench: 'dispatch',
        metric: 'stages: join time → bot.join queued',
        value: stat(queued),
        detail: 'bot session row written by the bot service',
      },
      {
        bench: 'dispatch',
        metric: 'bot.join taken per bot runtime',
        value: perRuntime.map(([n, c]) => `${n} ${c}`).join(', '),
        status: check(spread),
        detail: `each runtime BOT_MAX_CONCURRENT=30; pids ${[...new Set(seen.map((r) => r.pid))].join(', ')}`,
      },
      {
        bench: 'dispatch',
        metric: 'lost (never started)',
        value: String(lost.length),
        status: check(lost.length === 0),
        detail: `not started within ${LOST_AFTER_MS / 1000} s of the join time`,
      },
      {
        bench: 'dispatch',
        metric: 'twice (started more than once)',
        value: String(twice.length),
        status: check(twice.length === 0),
        detail: `runner calls, bot sessions and runs per scheduled bot, ${SETTLE_MS / 1000} s after the last start`,
      },
    );

    // The bots leave (their sessions end) before the runtimes stop, so no bot.join is retried on shutdown.
    const ended = async () =>
      (await database!.db.select().from(botSessions).where(inArray(botSessions.scheduledBotId, botIds))).every(
        (s) => s.state === 'done' || s.state === 'failed',
      );
    const until = Date.now() + 20_000;
    while (!(await ended()) && Date.now() < until) await sleep(300);
  } finally {
    release();
    for (const b of bots) await b.close();
    await worker?.close();
    await database?.close();
    await meeting?.close();
    await scratch?.drop();
    removeTempDir(dataDir);
  }
  return metrics;
};

export default bench;
