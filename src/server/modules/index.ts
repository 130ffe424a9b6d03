import type { FastifyPluginAsync } from 'fastify';
import { createAuth, type Auth } from '../platform/auth/auth.js';
import { createGuards, type Guards } from '../platform/auth/session.js';
import type { JobDefinition } from '../platform/jobs/jobs.js';
import type { Platform } from '../platform/platform.js';
import { createAccountHooks, type UserDataEraser } from './auth/account.hooks.js';
import { createAccountService, type AccountService } from './auth/account.service.js';
import { authRoutes } from './auth/auth.routes.js';
import {
  createCalendarModule,
  type BotDispatcher,
  type CalendarModule,
  type CalendarOptions,
} from './calendar/calendar.module.js';
import { calendarRoutes } from './calendar/calendar.routes.js';
import { createContentRepo } from './content/content.repo.js';
import { contentRoutes } from './content/content.routes.js';
import { createContentService, type ContentService } from './content/content.service.js';
import { healthRoutes } from './health/health.routes.js';
import { createBotModule, type BotModule, type BotOptions } from './bot/bot.module.js';
import { botRoutes } from './bot/bot.routes.js';
import { runMeetingBot } from './bot/browser/runner.js';
import { CHROMIUM_PATH } from '../platform/browser/chromium.js';
import { createRecordingModule, type RecordingModule, type RecordingOptions } from './recording/recording.module.js';
import { recordingRoutes } from './recording/recording.routes.js';
import { createSettingsRepo } from './settings/settings.repo.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { createSettingsService, type SettingsService } from './settings/settings.service.js';
import { createSpeechChoices } from './speech/speech.choices.js';
import { createSpeechRegistry } from './speech/speech.registry.js';
import { createSpeechRepo } from './speech/speech.repo.js';
import { speechRoutes } from './speech/speech.routes.js';
import { createSpeechService, type SpeechService } from './speech/speech.service.js';
import type { SpeechRegistry } from './speech/speech.types.js';
import { createModelManager, type ModelManager, type ModelManagerOptions } from './speech/whisper/model-manager.js';
import { createSummariesRepo } from './summaries/summaries.repo.js';
import { createSummarizer } from './summaries/summarizer.js';
import { summaryJob } from './summaries/summary.job.js';
import { summariesRoutes } from './summaries/summary.routes.js';
import { createSummariesService, type SummariesService } from './summaries/summary.service.js';
import { transcribeJob, type TranscribeJobDeps } from './transcriptions/transcribe.job.js';
import { createTranscriptionsRepo } from './transcriptions/transcriptions.repo.js';
import { transcriptionsRoutes } from './transcriptions/transcriptions.routes.js';
import { createTranscriptionsService, type TranscriptionsService } from './transcriptions/transcriptions.service.js';

/**
 * The composition root: every service of every module is built here, once per process, from the platform. Modules
 * export factories, routes (functions of services) and job definitions; only this file knows them all. `main.ts`
 * decides what a process runs with them: routes (web), job handlers (worker), bots (bot).
 */
export interface Services {
  auth: Auth;
  guards: Guards;
  accounts: AccountService;
  content: ContentService;
  settings: SettingsService;
  speech: SpeechRegistry;
  /** The Whisper model files: background download at start, an admin's downloads and deletions. */
  speechModels: ModelManager;
  /** GET /api/speech/engines and the admin's Settings → Speech. */
  speechService: SpeechService;
  transcriptions: TranscriptionsService;
  recording: RecordingModule;
  summaries: SummariesService;
  /** Meeting bots: sessions (web), their jobs (bot processes attend, workers complete). */
  bot: BotModule;
  calendar: CalendarModule;
}

/** Replacements and tuning for tests: engines of their own, shorter limits. */
export interface ServiceOverrides {
  speech?: SpeechRegistry;
  /** Shorter waits and another model source for the Whisper model downloads. */
  speechModels?: Partial<
    Pick<ModelManagerOptions, 'source' | 'retryMs' | 'resumeDelayMs' | 'busyPollMs' | 'staleMs' | 'heartbeatMs'>
  >;
  recording?: RecordingOptions;
  /** How long a process trusts a session it looked up (default 5 s; decision 003). */
  sessionCacheMs?: number;
  /** The final pass's time limit for audio this long. */
  finalPassTimeoutMs?: (audioSeconds: number) => number;
  bot?: BotOptions;
  /** Sends and stops the bots scheduled from calendars (the bot module's service; tests record the calls). */
  botDispatcher?: BotDispatcher;
  calendar?: CalendarOptions;
}

export function createServices(platform: Platform, overrides: ServiceOverrides = {}): Services {
  const { config, database, log, storage, jobs } = platform;
  const db = database.db;
  // What deleting an account erases before better-auth deletes the user row (whose cascade takes the rest); filled
  // below once the services that own the data exist, read only when an account is deleted.
  const userData: UserDataEraser[] = [];
  const auth = createAuth(config, db, createAccountHooks({ config, db, mailer: platform.mailer, log, userData }), log);
  const settings = createSettingsService({ repo: createSettingsRepo(db) });
  const speechChoices = createSpeechChoices(createSpeechRepo(db), {
    onError: (err) => log.warn({ err }, 'speech: cannot read the admin’s choices; using the last ones known'),
  });
  const speech = overrides.speech ?? createSpeechRegistry({ config, log, choices: speechChoices });
  const speechModels = createModelManager({
    dataDir: config.dataDir,
    source: { baseUrl: config.stt.whisperDownloadUrl },
    autoDownload: config.stt.whisperAutoDownload,
    log,
    activeModel: async () => (await speechChoices.get()).whisperModel ?? config.stt.whisperModel,
    ...overrides.speechModels,
  });
  const transcriptions = createTranscriptionsService({
    repo: createTranscriptionsRepo(db),
    storage,
    log,
    maxUploadBytes: config.maxUploadBytes,
  });
  // One final pass for every source: uploads (transcription.create) and recordings (recording.finish).
  const finalPass: TranscribeJobDeps = {
    service: transcriptions,
    speech,
    media: platform.media,
    tmpDir: platform.tmpDir,
    log,
    pauseMsOf: async (userId) => (await settings.get(userId)).speakerSensitivityMs,
    ...(overrides.finalPassTimeoutMs ? { timeoutMs: overrides.finalPassTimeoutMs } : {}),
  };
  const summarizer = createSummarizer({
    config,
    log,
    llm: config.llm.timeoutMs ? { timeoutMs: config.llm.timeoutMs } : undefined,
  });
  const accounts = createAccountService({ auth, db, config });
  const recording = createRecordingModule(
    { platform, settings, speech, transcriptions, finalPass },
    overrides.recording,
  );
  // Dates for a request that names no zone (a scheduled bot, an API client): the one the user's browser last reported.
  const timeZoneOf = async (userId: string) => (await settings.get(userId)).timeZone ?? undefined;
  const summaries = createSummariesService({
    jobs,
    repo: createSummariesRepo(db),
    transcriptions,
    summarizer,
    timeZoneOf,
  });
  const bot = createBotModule(
    {
      platform,
      recording,
      transcriptions,
      summaries,
      profile: (userId) => accounts.profile(userId),
      timeZoneOf,
      run: runMeetingBot,
      chromiumPath: CHROMIUM_PATH,
    },
    overrides.bot,
  );
  // Bots scheduled from calendars are sent and stopped through the bot service, like the user's own.
  const calendarDispatcher: BotDispatcher = overrides.botDispatcher ?? {
    start: async (userId, request) => ({ id: (await bot.service.start(userId, request)).id }),
    stop: async (userId, botSessionId) => void (await bot.service.stop(userId, botSessionId)),
    sentSince: async (userId, scheduledBotId, since) => {
      const row = await bot.service.findScheduled(userId, scheduledBotId, since);
      return row && { id: row.id };
    },
  };
  const services: Services = {
    auth,
    guards: createGuards(
      auth,
      overrides.sessionCacheMs === undefined ? {} : { sessionCacheMs: overrides.sessionCacheMs },
    ),
    accounts,
    content: createContentService({ repo: createContentRepo(db) }),
    settings,
    speech,
    speechModels,
    speechService: createSpeechService({ registry: speech, models: speechModels, choices: speechChoices, config }),
    transcriptions,
    recording,
    summaries,
    bot,
    calendar: createCalendarModule({ platform, settings, dispatcher: calendarDispatcher }, overrides.calendar),
  };
  // Recordings first: their chunks are files, and a finishing recording would otherwise attach audio to a
  // transcription. Then transcriptions, with their audio files and (cascade) their summaries.
  userData.push(
    (userId) => bot.removeAllOf(userId),
    (userId) => services.recording.service.removeAllOf(userId),
    (userId) => transcriptions.removeAllOf(userId),
    // Pending bot dispatches are cancelled before the rows go.
    (userId) => services.calendar.service.removeAllOf(userId),
  );
  // Every process defines every job (a sender validates its payload with the job's schema); only processes started
  // with the worker service run the handlers (jobs.start({ work })).
  const definitions = [
    transcribeJob(finalPass),
    summaryJob(services.summaries),
    ...services.recording.jobs,
    ...services.bot.jobs,
    ...services.calendar.jobs,
  ];
  for (const def of definitions as JobDefinition<never>[]) jobs.define(def);
  return services;
}

/** Every module's HTTP routes, mounted under /api by the web service. */
export function apiRoutes(platform: Platform, s: Services): FastifyPluginAsync {
  const { config, database, jobs } = platform;
  return async (api) => {
    await api.register(healthRoutes({ database }));
    await api.register(authRoutes({ accounts: s.accounts, auth: s.auth, guards: s.guards, config }));
    await api.register(contentRoutes({ content: s.content, guards: s.guards }));
    await api.register(settingsRoutes({ settings: s.settings, guards: s.guards }));
    await api.register(
      transcriptionsRoutes({
        service: s.transcriptions,
        guards: s.guards,
        jobs,
        speech: s.speech,
        maxUploadBytes: config.maxUploadBytes,
      }),
    );
    await api.register(recordingRoutes({ recording: s.recording, guards: s.guards, config }));
    await api.register(speechRoutes({ service: s.speechService, guards: s.guards }));
    await api.register(summariesRoutes({ service: s.summaries, guards: s.guards }));
    await api.register(botRoutes({ bots: s.bot.service, guards: s.guards }));
    await api.register(calendarRoutes({ calendar: s.calendar, guards: s.guards }));
  };
}
