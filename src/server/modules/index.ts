import type { FastifyPluginAsync } from 'fastify';
import { createAuth, type Auth } from '../platform/auth/auth.js';
import { createGuards, type Guards } from '../platform/auth/session.js';
import type { JobDefinition } from '../platform/jobs/jobs.js';
import type { Platform } from '../platform/platform.js';
import { createAccountHooks } from './auth/account.hooks.js';
import { createAccountService, type AccountService } from './auth/account.service.js';
import { authRoutes } from './auth/auth.routes.js';
import { createContentRepo } from './content/content.repo.js';
import { contentRoutes } from './content/content.routes.js';
import { createContentService, type ContentService } from './content/content.service.js';
import { healthRoutes } from './health/health.routes.js';
import { createRecordingModule, type RecordingModule, type RecordingOptions } from './recording/recording.module.js';
import { recordingRoutes } from './recording/recording.routes.js';
import { createSettingsRepo } from './settings/settings.repo.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { createSettingsService, type SettingsService } from './settings/settings.service.js';
import { createSpeechRegistry } from './speech/speech.registry.js';
import { speechRoutes } from './speech/speech.routes.js';
import type { SpeechRegistry } from './speech/speech.types.js';
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
  transcriptions: TranscriptionsService;
  recording: RecordingModule;
  summaries: SummariesService;
}

/** Replacements and tuning for tests: engines of their own, shorter limits. */
export interface ServiceOverrides {
  speech?: SpeechRegistry;
  recording?: RecordingOptions;
  /** How long a process trusts a session it looked up (default 5 s; decision 003). */
  sessionCacheMs?: number;
  /** The final pass's time limit for audio this long. */
  finalPassTimeoutMs?: (audioSeconds: number) => number;
}

export function createServices(platform: Platform, overrides: ServiceOverrides = {}): Services {
  const { config, database, log, storage, jobs } = platform;
  const db = database.db;
  const auth = createAuth(config, db, createAccountHooks({ config, db, mailer: platform.mailer }), log);
  const settings = createSettingsService({ repo: createSettingsRepo(db) });
  const speech = overrides.speech ?? createSpeechRegistry({ config, log });
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
  const services: Services = {
    auth,
    guards: createGuards(
      auth,
      overrides.sessionCacheMs === undefined ? {} : { sessionCacheMs: overrides.sessionCacheMs },
    ),
    accounts: createAccountService({ auth, db, config }),
    content: createContentService({ repo: createContentRepo(db) }),
    settings,
    speech,
    transcriptions,
    recording: createRecordingModule({ platform, settings, speech, transcriptions, finalPass }, overrides.recording),
    summaries: createSummariesService({ jobs, repo: createSummariesRepo(db), transcriptions, summarizer }),
  };
  // Every process defines every job (a sender validates its payload with the job's schema); only processes started
  // with the worker service run the handlers (jobs.start({ work })).
  const definitions = [transcribeJob(finalPass), summaryJob(services.summaries), ...services.recording.jobs];
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
        maxUploadBytes: config.maxUploadBytes,
      }),
    );
    await api.register(recordingRoutes({ recording: s.recording, guards: s.guards, config }));
    await api.register(speechRoutes({ speech: s.speech, guards: s.guards }));
    await api.register(summariesRoutes({ service: s.summaries, guards: s.guards }));
  };
}
