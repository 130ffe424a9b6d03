import { PCM_SAMPLE_RATE } from '../../../shared/api/recordings.js';
import type { Segment } from '../../../shared/api/transcriptions.js';
import type { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../../platform/http/errors.js';
import type { Log } from '../../platform/logger.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { EngineId, LiveSession, SpeechRegistry } from '../speech/speech.types.js';
import { segmentsFromEngine } from '../transcriptions/segments.js';
import type { LiveHub } from './live-hub.js';
import type { LivePresence } from './live-presence.js';
import type { RecordingService } from './recording.service.js';

/** Audio kept while the engine starts (loading a model can take seconds); more than this ends the session. */
export const MAX_PENDING_SAMPLES = 30 * PCM_SAMPLE_RATE;
/** How long ending a session (flushing its last finals) may take before its pending words are given up. */
export const END_LIMIT_MS = 30_000;

/** What a live session tells the audio source that feeds it (the browser's socket, a meeting bot). */
export interface LiveListener {
  /** The engine runs; audio written before this was buffered and has been fed to it. */
  onReady?(engine: EngineId): void;
  /** The words not yet final (replaces the previous partial). */
  onPartial?(text: string): void;
  /** A final segment, already stored on the recording; times from the start of the recording. */
  onFinal?(segment: Segment): void;
  /** The session fails (engine failure, recording finished, too much audio before the engine ran); it then ends. */
  onError?(failure: { code: ErrorCode; message: string }): void;
  /** The session has ended, however it was ended (the source, a finish, a failure), and its finals are stored. */
  onEnd?(): void;
}

export interface LiveHandle {
  /** 16 kHz mono Int16 PCM, in order. Buffered (bounded) while the engine starts. */
  write(pcm: Int16Array): void;
  /** Flushes the engine and waits until its last finals are stored; bounded; safe to call many times. */
  end(): Promise<void>;
}

/**
 * Live transcription of a recording, knowing nothing of how the audio arrives: a source opens a session for a
 * recording its user owns, writes PCM, and ends it. The service picks the engine (the recording's), applies the
 * user's pause setting, buffers while the engine starts, stores every final on the recording as it comes, and bounds
 * the end. One session per recording per process: a new one (a reconnect) first ends the old and waits for its
 * finals, so they are stored in order.
 */
export interface LiveTranscription {
  /** Throws 404 when the recording is not the user's. Failures after that arrive through `onError`. */
  open(
    userId: string,
    recordingId: string,
    opts: { offsetSeconds: number; listener: LiveListener },
  ): Promise<LiveHandle>;
  /**
   * Ends every live session of the recording, in every process (src/server/modules/recording/live-presence.ts),
   * and waits (bounded) until their finals are stored.
   */
  stop(recordingId: string): Promise<void>;
  /** Starts hearing stop requests from other processes. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface LiveTranscriptionDeps {
  recordings: Pick<RecordingService, 'find' | 'appendSegments'>;
  speech: Pick<SpeechRegistry, 'pick'>;
  settings: Pick<SettingsService, 'get'>;
  hub: LiveHub;
  presence: LivePresence;
  log: Pick<Log, 'warn' | 'error'>;
  endLimitMs?: number;
}

export function createLiveTranscription(deps: LiveTranscriptionDeps): LiveTranscription {
  return {
    async open(userId, recordingId, opts) {
      await deps.recordings.find(userId, recordingId);
      return startSession(deps, userId, recordingId, opts.offsetSeconds, opts.listener);
    },
    // A session ends within two limits (its engine's start, its flush); another process's also needs the NOTIFY.
    stop: (recordingId) => deps.presence.stopEverywhere(recordingId, 2 * (deps.endLimitMs ?? END_LIMIT_MS) + 5_000),
    start: () => deps.presence.start((recordingId) => deps.hub.stop(recordingId)),
    close: () => deps.presence.close(),
  };
}

function startSession(
  deps: LiveTranscriptionDeps,
  userId: string,
  id: string,
  offset: number,
  listener: LiveListener,
): LiveHandle {
  const { log } = deps;
  const limitMs = deps.endLimitMs ?? END_LIMIT_MS;
  let session: LiveSession | null = null;
  let ended: Promise<void> | null = null;
  /** No more audio is taken (the source ended, or the session failed); buffered audio is still transcribed. */
  let closed = false;
  /** The session is over: an engine that starts only now is cancelled at once. */
  let over = false;
  let failed = false;
  let pending: Int16Array[] = [];
  let pendingSamples = 0;
  /** Finals are stored one after another, in order; `end` waits for the chain. */
  let stored: Promise<unknown> = Promise.resolve();

  const fail = (code: ErrorCode, message: string) => {
    if (failed || over) return;
    failed = true;
    pending = [];
    listener.onError?.({ code, message });
    void end();
  };

  function feed(s: LiveSession, pcm: Int16Array) {
    try {
      s.write(pcm);
    } catch (err) {
      log.warn({ err, recordingId: id }, 'live speech engine failed');
      fail(codeOf(err, 'SPEECH_FAILED'), 'Speech recognition failed');
    }
  }

  function onFinal(segment: { start: number; end: number; text: string; speaker?: string | null }) {
    const [shifted] = segmentsFromEngine([segment], offset);
    if (!shifted) return;
    listener.onFinal?.(shifted);
    stored = stored.then(() =>
      deps.recordings
        .appendSegments(userId, id, [shifted])
        .catch((err: unknown) => log.error({ err, recordingId: id }, 'could not store a live final')),
    );
  }

  const { unregister, replaced } = deps.hub.add(id, () => end());
  // Seen by every process until the last final is stored (a finish elsewhere waits for it).
  const presence = deps.presence.enter(id).catch((err: unknown) => {
    log.warn({ err, recordingId: id }, 'could not register a live session');
    return null;
  });

  const starting = (async () => {
    await replaced;
    const rec = await deps.recordings.find(userId, id);
    if (rec.state !== 'recording') throw new AppError('RECORDING_FINISHED', 409, 'This recording is finished');
    const engine = await deps.speech.pick(rec.language, rec.engine);
    if (!engine.startLive) {
      throw new AppError('SPEECH_ENGINE_UNAVAILABLE', 409, `The ${engine.id} engine has no live recognition here`);
    }
    const { speakerSensitivityMs } = await deps.settings.get(userId);
    const started = await engine.startLive({
      language: rec.language,
      pauseMs: speakerSensitivityMs,
      onPartial: (text) => {
        if (!over) listener.onPartial?.(text);
      },
      onFinal,
    });
    if (over) return started.cancel(); // gave up waiting for it
    session = started;
    listener.onReady?.(engine.id);
    // Audio written while the engine started, even if the source has ended since: end() flushes it after this.
    const queued = pending;
    pending = [];
    pendingSamples = 0;
    for (const pcm of queued) feed(started, pcm);
  })();
  starting.catch((err: unknown) => {
    if (over) return;
    if (!(err instanceof AppError)) log.error({ err, recordingId: id }, 'live transcription could not start');
    fail(codeOf(err, 'SPEECH_FAILED'), err instanceof AppError ? err.message : 'Speech recognition could not start');
  });

  function end(): Promise<void> {
    closed = true;
    ended ??= (async () => {
      // An engine that never starts must not hold a finish either.
      await withinLimit(
        starting.catch(() => undefined),
        limitMs,
      );
      over = true;
      pending = [];
      const s = session;
      session = null;
      if (s) await endBounded(s, limitMs, log, id);
      await stored;
      unregister();
      await (await presence)?.leave().catch((err: unknown) => log.warn({ err, recordingId: id }, 'live row stays'));
      listener.onEnd?.();
    })();
    return ended;
  }

  return {
    write(pcm) {
      if (closed) return;
      if (session) return feed(session, pcm);
      pending.push(pcm);
      pendingSamples += pcm.length;
      if (pendingSamples > MAX_PENDING_SAMPLES) fail('SPEECH_FAILED', 'The speech engine did not start in time');
    },
    end,
  };
}

/** Resolves with `work`'s outcome, or 'timeout' after `ms`. */
async function withinLimit<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** A stuck engine must not hold a finish forever: after the limit its pending words are given up. */
async function endBounded(s: LiveSession, limitMs: number, log: Pick<Log, 'warn'>, recordingId: string) {
  const outcome = await withinLimit(
    s.end().catch((err: unknown) => log.warn({ err, recordingId }, 'live session end failed')),
    limitMs,
  );
  if (outcome === 'timeout') {
    log.warn({ recordingId }, 'live session did not end in time; cancelled');
    s.cancel();
  }
}

const codeOf = (err: unknown, fallback: ErrorCode): ErrorCode => (err instanceof AppError ? err.code : fallback);
