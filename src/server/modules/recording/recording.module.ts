import type { JobDefinition } from '../../platform/jobs/jobs.js';
import type { Platform } from '../../platform/platform.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { SpeechRegistry } from '../speech/speech.types.js';
import type { TranscribeJobDeps } from '../transcriptions/transcribe.job.js';
import type { TranscriptionsService } from '../transcriptions/transcriptions.service.js';
import { recordingFinishJob } from './finish.job.js';
import { createLiveHub } from './live-hub.js';
import { createLivePresence } from './live-presence.js';
import { createLiveTranscription, type LiveTranscription } from './live-transcription.js';
import { createRecordingRepo } from './recording.repo.js';
import { createRecordingService, type RecordingService } from './recording.service.js';

/** Tuning for tests. */
export interface RecordingOptions {
  /** How long ending a live session may take (default 30 s). */
  liveEndLimitMs?: number;
}

/** What the recording module offers the rest of the server: its service, its live sessions, its jobs. */
export interface RecordingModule {
  service: RecordingService;
  /** Live transcription of a recording, for any audio source (the browser's socket, a meeting bot). */
  live: LiveTranscription;
  jobs: JobDefinition<never>[];
}

/**
 * A finish claimed longer ago than this was left by a process that died while finishing: ending live sessions
 * (bounded by 30 s) and a few queries take far less.
 */
const STALE_FINISH_MS = 5 * 60_000;

export function createRecordingModule(
  deps: {
    platform: Pick<Platform, 'database' | 'storage' | 'media' | 'log' | 'tmpDir' | 'jobs'>;
    settings: Pick<SettingsService, 'get'>;
    speech: Pick<SpeechRegistry, 'pick' | 'defaults'>;
    transcriptions: TranscriptionsService;
    /** The shared final pass (src/server/modules/transcriptions/transcribe.job.ts). */
    finalPass: TranscribeJobDeps;
  },
  options: RecordingOptions = {},
): RecordingModule {
  const { platform, settings } = deps;
  const repo = createRecordingRepo(platform.database.db);
  const hub = createLiveHub();
  const service = createRecordingService({
    repo,
    storage: platform.storage,
    speech: deps.speech,
    transcriptions: deps.transcriptions,
    jobs: platform.jobs,
    stopLive: (id) => live.stop(id),
    pauseMsOf: deps.finalPass.pauseMsOf,
    log: platform.log,
    staleFinishMs: STALE_FINISH_MS,
  });
  const live: LiveTranscription = createLiveTranscription({
    recordings: service,
    speech: deps.speech,
    settings,
    hub,
    presence: createLivePresence(platform.database, platform.log),
    log: platform.log,
    endLimitMs: options.liveEndLimitMs,
  });
  const finish = recordingFinishJob({
    repo,
    storage: platform.storage,
    media: platform.media,
    transcriptions: deps.transcriptions,
    finalPass: deps.finalPass,
    tmpDir: platform.tmpDir,
    log: platform.log,
  });
  return { service, live, jobs: [finish as JobDefinition<never>] };
}
