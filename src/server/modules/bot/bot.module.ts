import type { JobDefinition } from '../../platform/jobs/jobs.js';
import type { Platform } from '../../platform/platform.js';
import type { RecordingModule } from '../recording/recording.module.js';
import type { SummariesService } from '../summaries/summary.service.js';
import type { TranscriptionsService } from '../transcriptions/transcriptions.service.js';
import { botJoinJob, recoverOrphan, type AttendDeps } from './bot.attend.js';
import { botCompleteJob } from './bot.complete.js';
import { createBotRepo, type BotRepo } from './bot.repo.js';
import { createBotService, type BotService } from './bot.service.js';
import type { RunMeetingBot } from './browser/runner.types.js';
import { createStopSignals, type StopSignals } from './stop-signals.js';

/** Tuning for tests. */
export interface BotOptions {
  /** Replaces the browser (tests of the pipeline around it; the browser has its own tests). */
  run?: RunMeetingBot;
  joinMs?: number;
  notStartedRetryMs?: number;
  completePollMs?: number;
  /** How often bot processes look for meetings whose process died (default: a third of BOT_HEARTBEAT_STALE_S). */
  sweepMs?: number;
}

/** What the bot module offers: its service (routes, the calendar's dispatch), its jobs, and what a bot process runs. */
export interface BotModule {
  service: BotService;
  jobs: JobDefinition<never>[];
  repo: BotRepo;
  /** A bot process: hear Stop, and take over meetings whose process died. */
  startBotProcess(): Promise<void>;
  /** Account deletion: the user's bots leave their meetings and their screenshots go (the rows go with the user). */
  removeAllOf(userId: string): Promise<void>;
  /** Bots leave now; their jobs are retried (rejoin) by another process or after a restart. */
  shutdown(): Promise<void>;
}

export function createBotModule(
  deps: {
    platform: Pick<Platform, 'config' | 'database' | 'storage' | 'jobs' | 'log'>;
    recording: RecordingModule;
    transcriptions: TranscriptionsService;
    summaries: SummariesService;
    profile(userId: string): Promise<{ name: string; email: string } | undefined>;
    timeZoneOf(userId: string): Promise<string | undefined>;
    run: RunMeetingBot;
    chromiumPath: string;
  },
  options: BotOptions = {},
): BotModule {
  const { platform } = deps;
  const { config, log } = platform;
  const repo = createBotRepo(platform.database.db);
  const stops: StopSignals = createStopSignals(platform.database, log);
  const service = createBotService({
    repo,
    recordings: deps.recording.service,
    jobs: platform.jobs,
    storage: platform.storage,
    database: platform.database,
    profile: deps.profile,
    timeZoneOf: deps.timeZoneOf,
    hostAliases: config.bot.hostAliases,
    maxActivePerUser: config.bot.maxActivePerUser,
  });
  const attend: AttendDeps = {
    repo,
    recordings: deps.recording.service,
    live: deps.recording.live,
    storage: platform.storage,
    jobs: platform.jobs,
    run: options.run ?? deps.run,
    stops,
    config: config.bot,
    chromiumPath: config.bot.chromiumPath ?? deps.chromiumPath,
    log,
    ...(options.joinMs ? { joinMs: options.joinMs } : {}),
    ...(options.notStartedRetryMs ? { notStartedRetryMs: options.notStartedRetryMs } : {}),
  };
  const jobs = [
    botJoinJob(attend),
    botCompleteJob({
      repo,
      transcriptions: deps.transcriptions,
      summaries: deps.summaries,
      log,
      ...(options.completePollMs ? { pollMs: options.completePollMs } : {}),
    }),
  ] as JobDefinition<never>[];

  const staleMs = config.bot.heartbeatStaleS * 1000;
  let sweeper: NodeJS.Timeout | null = null;
  /** A meeting whose bot process stopped heart-beating is handed back to the queue: another bot rejoins it. */
  async function sweep() {
    const silentSince = new Date(Date.now() - staleMs);
    const found = await repo.orphans(silentSince);
    for (const row of found) {
      await recoverOrphan(attend, row, silentSince).catch((err: unknown) =>
        log.warn({ err, botSession: row.id }, 'bot: could not recover a meeting whose process died'),
      );
    }
  }

  return {
    service,
    jobs,
    repo,
    async removeAllOf(userId) {
      for (const row of await repo.list(userId, { active: true, limit: 1000 })) {
        await service.stop(userId, row.id);
      }
      for (const key of await repo.screenshotKeysOf(userId)) await platform.storage.delete(key);
    },
    async startBotProcess() {
      await stops.start();
      sweeper = setInterval(() => void sweep(), options.sweepMs ?? staleMs / 3);
      sweeper.unref();
    },
    async shutdown() {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      stops.shutdown();
      await stops.close();
    },
  };
}
