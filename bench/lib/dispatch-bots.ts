import { loadConfig, type Config } from '../../src/server/platform/config/config.js';
import type { Database } from '../../src/server/platform/db/client.js';
import { createLogger } from '../../src/server/platform/logger.js';
import { runMeetingBot } from '../../src/server/modules/bot/browser/runner.js';
import type { RunMeetingBot } from '../../src/server/modules/bot/browser/runner.types.js';
import { BOT_TEST_BROWSER_ARGS } from '../../e2e/fake-meeting/index.js';
import { createSpeechRegistry } from '../../src/server/modules/speech/speech.registry.js';
import type { SpeechEngine } from '../../src/server/modules/speech/speech.types.js';
import type { Service } from '../../src/server/platform/services.js';
import { startRuntime, type Runtime } from '../../src/server/runtime.js';

/*
 * The parts of the dispatch bench that run in a bot runtime, in-process (embedded database) or in a child process
 * (PostgreSQL, bench/lib/dispatch-bot-process.ts).
 */

/** 50 bots, each holding its slot until the bench ends: 2 bot processes × 30 leave room for all of them. */
export const BOT_SLOTS_PER_PROCESS = 30;
/** A stand-in bot stays in the lobby at most this long, should the bench never release it. */
const HOLD_MAX_MS = 120_000;

/** A bot of the bench reached a step: its runner was called, or it knocked (is waiting in the lobby). */
export interface RunReport {
  kind: 'called' | 'knocked';
  url: string;
  at: number;
  /** A real Chromium bot (a fake-meeting link), not the stand-in. */
  real: boolean;
  runtime: string;
  pid: number;
}

/** The settings every runtime of the bench shares (one deployment). */
export function benchConfig(dataDir: string, databaseUrl?: string, fakeMeetingAliases?: string): Config {
  return loadConfig({
    ...(fakeMeetingAliases
      ? { MEETING_HOST_ALIASES: fakeMeetingAliases, BOT_BROWSER_ARGS: BOT_TEST_BROWSER_ARGS.join(' ') }
      : {}),
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SECRET_KEY: 'd'.repeat(40),
    LOG_LEVEL: 'silent',
    WHISPER_AUTO_DOWNLOAD: 'false',
    BOT_MAX_CONCURRENT: String(BOT_SLOTS_PER_PROCESS),
  });
}

/**
 * Live transcription opens a session per bot; with no audio coming, a real engine would only cost start-up time
 * that has nothing to do with dispatch. This one answers at once and hears nothing.
 */
const silentEngine: SpeechEngine = {
  id: 'pocketsphinx',
  info: async () => ({
    id: 'pocketsphinx',
    languages: ['id', 'en'],
    ready: true,
    live: true,
    file: false,
    runsIn: 'server',
  }),
  startLive: async () => ({ write: () => undefined, end: async () => undefined, cancel: () => undefined }),
};

/**
 * The browser: a real bot for the fake meeting's links (MEETING_HOST_ALIASES), the stand-in for the others. The
 * stand-in records when the bot module called it and where, knocks at once (joining, then waiting in the lobby), and
 * stays there, holding its slot as a real bot would. Both leave on `release` (or their stop).
 */
export function benchRunner(runtime: string, report: (r: RunReport) => void, release: Promise<void>): RunMeetingBot {
  return async (opts) => {
    const host = new URL(opts.url).host.toLowerCase();
    const real = (opts.hostAliases ?? []).some((a) => a.host === host);
    const tell = (kind: RunReport['kind']) =>
      report({ kind, url: opts.url, at: Date.now(), real, runtime, pid: process.pid });
    tell('called');
    const leave = new AbortController();
    const timer = setTimeout(() => leave.abort(), HOLD_MAX_MS);
    const stop = () => leave.abort(opts.signal.reason);
    opts.signal.addEventListener('abort', stop, { once: true });
    void release.then(() => leave.abort('stopped'));
    try {
      if (real) {
        let knocked = false;
        const events = {
          ...opts.events,
          onWaiting: () => {
            if (!knocked) tell('knocked');
            knocked = true;
            opts.events.onWaiting();
          },
        };
        return await runMeetingBot({ ...opts, events, signal: leave.signal });
      }
      opts.events.onJoining();
      opts.events.onWaiting();
      tell('knocked');
      await new Promise<void>((resolve) => leave.signal.addEventListener('abort', () => resolve(), { once: true }));
      return { kind: 'left', reason: 'stopped' };
    } finally {
      clearTimeout(timer);
      opts.signal.removeEventListener('abort', stop);
    }
  };
}

/** A Notulen runtime with `services` on `database`, its bots run by the stand-in. */
export async function startBenchRuntime(opts: {
  config: Config;
  database: Database;
  services: Service[];
  run?: RunMeetingBot;
}): Promise<Runtime> {
  const log = createLogger(false);
  return startRuntime({
    config: opts.config,
    database: opts.database,
    services: new Set(opts.services),
    platform: { log },
    overrides: {
      speech: createSpeechRegistry({ config: opts.config, log, engines: [silentEngine] }),
      ...(opts.run ? { bot: { run: opts.run } } : {}),
    },
  });
}
