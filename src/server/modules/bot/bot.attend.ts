import { Readable } from 'node:stream';
import { z } from 'zod';
import { ACTIVE_BOT_STATES, BOT_END_REASONS, type BotEndReason } from '../../../shared/api/bots.js';
import type { BotConfig } from '../../platform/config/config.js';
import { AppError } from '../../platform/http/errors.js';
import { FAST_POLL_SECONDS, type JobDefinition, type Jobs } from '../../platform/jobs/jobs.js';
import type { Log } from '../../platform/logger.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { LiveHandle, LiveTranscription } from '../recording/live-transcription.js';
import type { RecordingService } from '../recording/recording.service.js';
import type { BotRepo } from './bot.repo.js';
import type { BotSessionRow } from './bot.schema.js';
import { BOT_JOIN_JOB } from './bot.service.js';
import { botTranscriptTitle } from './bot-title.js';
import type { BotOutcome, RunMeetingBot } from './browser/runner.types.js';
import type { StopSignals } from './stop-signals.js';
import { BOT_COMPLETE_JOB } from './bot.complete.js';

const BotJobSchema = z.object({ sessionId: z.uuid() });
type BotJob = z.infer<typeof BotJobSchema>;

/**
 * The attending process writes this often; a row silent for BOT_HEARTBEAT_STALE_S (config.bot.heartbeatStaleS, at
 * least two beats) belongs to a process that died.
 */
export const HEARTBEAT_MS = 5_000;
/** How often a bot knocks again on a meeting whose host has not started it. */
export const NOT_STARTED_RETRY_MS = 15_000;

export interface AttendDeps {
  repo: BotRepo;
  recordings: Pick<RecordingService, 'find' | 'putChunk' | 'finish'>;
  live: Pick<LiveTranscription, 'open'>;
  storage: Pick<Storage, 'put'>;
  jobs: Pick<Jobs, 'send' | 'requeue' | 'find'>;
  run: RunMeetingBot;
  stops: StopSignals;
  config: BotConfig;
  /** BOT_CHROMIUM_PATH, else the project's Chromium. */
  chromiumPath: string;
  log: Pick<Log, 'info' | 'warn' | 'error' | 'child'>;
  /** Tests: a shorter pre-join bound, quicker knocks on a meeting not started. */
  joinMs?: number;
  notStartedRetryMs?: number;
}

const ACTIVE: readonly string[] = ACTIVE_BOT_STATES;
const isEndReason = (v: unknown): v is BotEndReason => BOT_END_REASONS.includes(v as BotEndReason);

/**
 * `bot.join`, run by bot processes: one meeting from launch to leave, feeding the same pipeline as the browser (the
 * recording's chunk store and live transcription), then the finish (the final pass, as for any recording) and
 * `bot.complete` (minutes). Retried after a crash: the next run rejoins and continues the same recording.
 */
export function botJoinJob(deps: AttendDeps): JobDefinition<BotJob> {
  const { config } = deps;
  return {
    name: BOT_JOIN_JOB,
    schema: BotJobSchema,
    runsIn: 'bot',
    concurrency: config.maxConcurrent,
    // Sent by a web process, run by a bot process: the knock should follow the click within seconds.
    pollSeconds: FAST_POLL_SECONDS,
    // A rejoin after a crash; more would keep knocking on a meeting that refuses the bot.
    retryLimit: 2,
    retryDelay: 1,
    expireInSeconds: config.lobbyTimeoutS + config.maxDurationMin * 60 + 600,
    handler: (data) => attend(deps, data.sessionId),
  };
}

async function attend(deps: AttendDeps, sessionId: string): Promise<void> {
  let row = await deps.repo.findById(sessionId);
  if (!row) return;
  // Left, but the process died before the transcript was saved: finish that, don't rejoin.
  if (row.state === 'transcribing' && !row.transcriptionId)
    return finalize(deps, row, { kind: 'left', reason: row.endReason ?? 'stopped' });
  for (;;) {
    if (!ACTIVE.includes(row.state)) return;
    if (row.stopRequestedAt || (row.leaveAt && row.leaveAt.getTime() <= Date.now())) {
      const reason: BotEndReason = row.stopRequestedAt ? 'stopped' : 'event_ended';
      return finalize(deps, row, { kind: 'left', reason });
    }
    const outcome = await runOnce(deps, row);
    if (deps.stops.shuttingDown) throw new Error('bot process shutting down: the meeting is rejoined by the retry');
    const fresh = await deps.repo.findById(sessionId);
    // A run that was given up for dead (its heartbeat stopped) while a newer run took over leaves the session alone.
    if (!fresh || fresh.runs !== row.runs + 1 || !ACTIVE.includes(fresh.state)) return;
    if (!(await hostNotThereYet(deps, fresh, outcome))) return finalize(deps, fresh, outcome);
    row = (await deps.repo.findById(sessionId)) ?? fresh;
  }
}

/**
 * A bot sent a few minutes early (the calendar's joinMinutesBefore) finds a meeting the host has not started: Zoom
 * says so on a page of its own. That is waiting, not failure: knock again every NOT_STARTED_RETRY_MS within the lobby
 * limit, counted from when the bot was sent. Resolves false when the bot should give up (or was stopped meanwhile).
 */
async function hostNotThereYet(deps: AttendDeps, row: BotSessionRow, outcome: BotOutcome): Promise<boolean> {
  if (outcome.kind !== 'failed' || outcome.code !== 'BOT_MEETING_NOT_STARTED') return false;
  const limit = row.createdAt.getTime() + deps.config.lobbyTimeoutS * 1000;
  if (Date.now() + (deps.notStartedRetryMs ?? NOT_STARTED_RETRY_MS) >= limit) return false;
  await deps.repo.advance(row.id, { state: 'waiting', heartbeatAt: new Date() });
  // Still alive while it waits: the sweep must not hand this meeting to another bot process.
  const beat = setInterval(() => void deps.repo.heartbeat(row.id).catch(() => undefined), HEARTBEAT_MS);
  const stopped = new Promise<void>((resolve) => {
    const unregister = deps.stops.register(row.id, () => {
      unregister();
      resolve();
    });
    setTimeout(() => {
      unregister();
      resolve();
    }, deps.notStartedRetryMs ?? NOT_STARTED_RETRY_MS).unref();
  });
  await stopped;
  clearInterval(beat);
  return true;
}

async function runOnce(deps: AttendDeps, row: BotSessionRow): Promise<BotOutcome> {
  const { repo, log, config } = deps;
  const id = row.id;
  const rec = await deps.recordings.find(row.userId, row.recordingId);
  // A rejoin continues the recording: its chunks after the ones stored, its times after the audio so far.
  const seqOffset = (rec.maxSeq ?? -1) + 1;
  const offsetSeconds = seqOffset;
  await repo.advance(id, { state: 'starting', runs: row.runs + 1, heartbeatAt: new Date() });

  const abort = new AbortController();
  const unregister = deps.stops.register(id, (reason) => abort.abort(reason));
  let live: LiveHandle | null = null;
  let writes: Promise<unknown> = Promise.resolve();
  const chain = (what: string, fn: () => Promise<unknown>) => {
    writes = writes.then(fn).catch((err: unknown) => log.warn({ err, botSession: id }, `bot: ${what} failed`));
  };
  const advance = (changes: Parameters<BotRepo['advance']>[1]) => chain('state', () => repo.advance(id, changes));

  const beat = setInterval(() => {
    void (async () => {
      await repo.heartbeat(id);
      const now = await repo.findById(id);
      // Given up for dead and taken over (a stall, not a crash): this run leaves, or two bots would write the same chunks.
      if (now && now.runs !== row.runs + 1) abort.abort('superseded');
      else if (now?.stopRequestedAt) abort.abort('stopped');
      else if (now?.leaveAt && now.leaveAt.getTime() <= Date.now()) abort.abort('event_ended');
    })().catch((err: unknown) => log.warn({ err, botSession: id }, 'bot: heartbeat failed'));
  }, HEARTBEAT_MS);

  try {
    live = await deps.live
      .open(row.userId, row.recordingId, {
        offsetSeconds,
        listener: {
          onError: (failure) => log.warn({ botSession: id, failure }, 'bot: live transcription stopped'),
        },
      })
      .catch((err: unknown) => {
        // The meeting is still recorded; the final pass transcribes it from the audio.
        log.warn({ err, botSession: id }, 'bot: live transcription could not start');
        return null;
      });
    let joinedAt = row.joinedAt;
    let heard = false;
    return await deps
      .run({
        url: row.meetingUrl,
        platform: row.platform,
        displayName: row.displayName,
        password: row.password ?? undefined,
        browser: { executablePath: deps.chromiumPath, extraArgs: config.browserArgs },
        limits: {
          lobbyMs: config.lobbyTimeoutS * 1000,
          aloneMs: config.aloneTimeoutS * 1000,
          maxDurationMs: config.maxDurationMin * 60_000,
          noAudioMs: config.noAudioTimeoutS * 1000,
          joinMs: deps.joinMs ?? 60_000,
        },
        signal: abort.signal,
        hostAliases: config.hostAliases,
        // The browser's own account of the run (why it could not join, what it saw), named by session.
        log: log.child({ botSession: id }),
        events: {
          onJoining: () => advance({ state: 'joining' }),
          onWaiting: () => advance({ state: 'waiting' }),
          // Admitted but silent is said as such (never "asking to join" once in); the screenshot comes with noAudioMs.
          // The first admission is when the meeting began for the bot (a rejoin keeps it: the timer runs on).
          onAdmitted: () => {
            advance({ state: heard ? 'in_meeting' : 'no_audio', ...(joinedAt ? {} : { joinedAt: new Date() }) });
            joinedAt ??= new Date();
          },
          onFirstSound: () => {
            heard = true;
            advance({ state: 'in_meeting', audioAt: new Date() });
          },
          onNoAudio: (screenshot) => {
            if (heard) return;
            chain('screenshot', async () => {
              const screenshotKey = screenshot ? await saveScreenshot(deps, id, screenshot) : undefined;
              await repo.advance(id, { state: 'no_audio', ...(screenshotKey ? { screenshotKey } : {}) });
            });
          },
          onAudio: (pcm) => live?.write(pcm),
          onChunk: (seq, webm) =>
            chain('chunk', () => deps.recordings.putChunk(row.userId, row.recordingId, seqOffset + seq, webm)),
          onSpeaker: (name, audioSeconds) =>
            chain('speaker', () => repo.addSpeakerTurn(id, { at: offsetSeconds + audioSeconds, name })),
        },
      })
      .then((outcome) =>
        outcome.kind === 'left' && isEndReason(abort.signal.reason) && outcome.reason === 'stopped'
          ? { kind: 'left' as const, reason: abort.signal.reason }
          : outcome,
      );
  } finally {
    clearInterval(beat);
    unregister();
    await writes;
    await live?.end();
  }
}

/**
 * A session whose attending process stopped heart-beating (it died): its job runs again now — a bot rejoins and
 * continues the same recording — or, with no attempts left, what was captured is saved and the session fails.
 * `silentSince`: the sweep's staleness bound; a job attempt started after it is the rejoin itself, not yet beating.
 */
export async function recoverOrphan(deps: AttendDeps, row: BotSessionRow, silentSince: Date): Promise<void> {
  if (!row.jobId) return;
  let state = await deps.jobs.requeue(BOT_JOIN_JOB, row.jobId, silentSince);
  if (!state) {
    const job = await deps.jobs.find(BOT_JOIN_JOB, row.jobId);
    if (job && ['created', 'retry', 'active'].includes(job.state)) return;
    state = 'failed';
  }
  if (state === 'retry') {
    deps.log.warn({ botSession: row.id }, 'bot: its process died; another bot rejoins the meeting');
    // Not swept again before the rejoin starts (which writes its own heartbeat).
    await deps.repo.update(row.id, { heartbeatAt: new Date() });
    return;
  }
  const crashed: BotOutcome = {
    kind: 'failed',
    code: 'BOT_CRASHED',
    detail: 'the bot process stopped',
    screenshot: null,
  };
  await finalize(deps, row, crashed);
}

async function saveScreenshot(deps: Pick<AttendDeps, 'storage'>, id: string, png: Buffer): Promise<string> {
  const key = `bots/${id}/screenshot.png`;
  await deps.storage.put(key, Readable.from([png]));
  return key;
}

/**
 * After a run: what was captured is always kept — a meeting the bot was in (or a rejoin that failed after earlier
 * runs recorded) becomes a transcript; a bot that never got in is a failure with its reason and screenshot.
 */
async function finalize(deps: AttendDeps, row: BotSessionRow, outcome: BotOutcome): Promise<void> {
  const { repo } = deps;
  const screenshotKey =
    outcome.kind === 'failed' && outcome.screenshot ? await saveScreenshot(deps, row.id, outcome.screenshot) : null;
  const failure =
    outcome.kind === 'failed'
      ? { failureCode: outcome.code, failureDetail: outcome.detail?.slice(0, 500) ?? null }
      : {};
  const rec = await deps.recordings.find(row.userId, row.recordingId).catch(() => null);
  const captured = !!rec && (rec.chunkCount > 0 || rec.segments.length > 0);
  if (!captured) {
    await repo.update(row.id, {
      ...(outcome.kind === 'failed' ? { state: 'failed', ...failure } : { state: 'done', endReason: outcome.reason }),
      ...(screenshotKey ? { screenshotKey } : {}),
      endedAt: row.endedAt ?? new Date(),
    });
    return;
  }
  await repo.update(row.id, {
    state: 'transcribing',
    endReason: outcome.kind === 'left' ? outcome.reason : row.endReason,
    ...failure,
    ...(screenshotKey ? { screenshotKey } : {}),
    endedAt: row.endedAt ?? new Date(),
  });
  const chunks = (rec.maxSeq ?? -1) + 1;
  try {
    const result = await deps.recordings.finish(
      row.userId,
      row.recordingId,
      {
        title: botTranscriptTitle(row.platform, row.language, row.joinedAt ?? row.createdAt, row.timeZone ?? undefined),
        chunks,
        // One-second chunks: the count is the length, should the audio not be measurable.
        durationSeconds: Math.min(chunks, 24 * 3600),
      },
      { source: 'bot', meeting: { platform: row.platform, url: row.meetingUrl } },
    );
    await repo.update(row.id, { transcriptionId: result.transcriptionId });
    await deps.jobs.send(BOT_COMPLETE_JOB, { sessionId: row.id }, { singletonKey: row.id });
  } catch (err) {
    if (err instanceof AppError && err.code === 'RECORDING_EMPTY') {
      await repo.update(row.id, { state: 'done' });
      return;
    }
    throw err;
  }
}
