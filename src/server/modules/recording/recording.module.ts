import type { JobDefinition } from '../../platform/jobs/jobs.js';
import type { Platform } from '../../platform/platform.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { SpeechRegistry } from '../speech/speech.types.js';
import type { TranscriptionsService } from '../transcriptions/transcriptions.service.js';
import { createLiveHub } from './live-hub.js';
import { createLiveTranscription, type LiveTranscription } from './live-transcription.js';
import { createRecordingRepo } from './recording.repo.js';
import { createRecordingService, type RecordingService } from './recording.service.js';

/** Tuning for tests. */
export interface RecordingOptions {
  /** Final pass time limit for audio of this length (default: 30 s plus twice the audio, at most 10 min). */
  finalPassTimeoutMs?: (durationSeconds: number) => number;
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

const defaultFinalPassTimeoutMs = (seconds: number) => Math.min(10 * 60_000, 30_000 + seconds * 2_000);

export function createRecordingModule(
  deps: {
    platform: Pick<Platform, 'database' | 'storage' | 'media' | 'log' | 'tmpDir'>;
    settings: Pick<SettingsService, 'get'>;
    speech: Pick<SpeechRegistry, 'pick' | 'defaults'>;
    transcriptions: Pick<TranscriptionsService, 'create' | 'storeAudio'>;
  },
  options: RecordingOptions = {},
): RecordingModule {
  const { platform, settings } = deps;
  const hub = createLiveHub();
  const finalPassTimeoutMs = options.finalPassTimeoutMs ?? defaultFinalPassTimeoutMs;
  const service = createRecordingService({
    pauseMsOf: async (userId) => (await settings.get(userId)).speakerSensitivityMs,
    repo: createRecordingRepo(platform.database.db),
    storage: platform.storage,
    transcriptions: deps.transcriptions,
    speech: deps.speech,
    media: platform.media,
    tmpDir: platform.tmpDir,
    log: platform.log,
    finalPassTimeoutMs,
    stopLive: (id) => hub.stop(id),
    staleFinishMs: finalPassTimeoutMs(24 * 3600) + 5 * 60_000,
  });
  const live = createLiveTranscription({
    recordings: service,
    speech: deps.speech,
    settings,
    hub,
    log: platform.log,
    endLimitMs: options.liveEndLimitMs,
  });
  return { service, live, jobs: [] };
}
