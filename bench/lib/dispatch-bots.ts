import { loadConfig, type Config } from '../../src/server/platform/config/config.js';
import type { Database } from '../../src/server/platform/db/client.js';
import { createLogger } from '../../src/server/platform/logger.js';
import type { RunMeetingBot } from '../../src/server/modules/bot/browser/runner.types.js';
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

/** One call of the stand-in runner: which meeting, when, in which bot runtime. */
export interface RunReport {
  url: string;
  calledAt: number;
  runtime: string;
  pid: number;
}

/** The settings every runtime of the bench shares (one deployment). */
export function benchConfig(dataDir: string, databaseUrl?: string): Config {
  return loadConfig({
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
 * The browser's stand-in: records when the bot module called it and where, knocks at once (joining, then waiting in
 * the lobby), and stays there, holding its slot as a real bot would, until `release` (or its stop); then it leaves.
 */
export function standInRunner(runtime: string, report: (r: RunReport) => void, release: Promise<void>): RunMeetingBot {
  return async (opts) => {
    const calledAt = Date.now();
    opts.events.onJoining();
    opts.events.onWaiting();
    report({ url: opts.url, calledAt, runtime, pid: process.pid });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      release,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, HOLD_MAX_MS);
        opts.signal.addEventListener('abort', () => resolve(), { once: true });
      }),
    ]);
    clearTimeout(timer);
    return { kind: 'left', reason: 'stopped' };
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
