import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LiveQuerySchema,
  MAX_PCM_FRAME_BYTES,
  PCM_SAMPLE_RATE,
  RecordingIdParamSchema,
  type LiveMessage,
} from '../../../shared/api/recordings.js';
import type { Guards } from '../../platform/auth/session.js';
import { AppError, unauthenticated } from '../../platform/http/errors.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { LiveSession, SpeechRegistry } from '../speech/speech.types.js';
import { segmentsFromEngine } from '../transcriptions/segments.js';
import type { RecordingService } from './recording.service.js';

/** Audio kept while the engine starts (loading a model can take seconds); more than this closes the socket. */
const MAX_PENDING_BYTES = 30 * PCM_SAMPLE_RATE * 2;
/** How long ending a session (flushing its last finals) may take. */
const END_LIMIT_MS = 30_000;

/** What this file uses of a `ws` WebSocket (the package ships no types). */
interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: unknown, isBinary: boolean) => void): void;
  on(event: 'close', listener: () => void): void;
}
const OPEN = 1;

/**
 * The live connections of each recording in this process, so a finish (or a reconnect) can end them and wait for
 * their last finals to be stored before reading the segments.
 */
export interface LiveHub {
  /**
   * Registers a connection; the recording's older connections (a reconnect whose old socket is not yet dead) are
   * stopped, and `replaced` resolves once their last finals are stored.
   */
  add(recordingId: string, stop: () => Promise<void>): { unregister(): void; replaced: Promise<void> };
  stop(recordingId: string): Promise<void>;
}

export function createLiveHub(): LiveHub {
  const live = new Map<string, Set<() => Promise<void>>>();
  return {
    add(recordingId, stop) {
      const set = live.get(recordingId) ?? new Set();
      const older = [...set];
      set.add(stop);
      live.set(recordingId, set);
      return {
        unregister() {
          set.delete(stop);
          if (set.size === 0 && live.get(recordingId) === set) live.delete(recordingId);
        },
        replaced: Promise.all(older.map((s) => s())).then(() => undefined),
      };
    },
    async stop(recordingId) {
      await Promise.all([...(live.get(recordingId) ?? [])].map((stop) => stop()));
    },
  };
}

export interface LiveDeps {
  publicUrl: string;
  guards: Pick<Guards, 'currentUser'>;
  service: Pick<RecordingService, 'find' | 'appendSegments'>;
  speech: Pick<SpeechRegistry, 'pick'>;
  settings: Pick<SettingsService, 'get'>;
  hub: LiveHub;
}

/** `GET /api/recordings/:id/live`: 16 kHz mono Int16 PCM in, LiveMessage JSON out (src/shared/api/recordings.ts). */
export const liveRoutes =
  (deps: LiveDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const allowedOrigin = new URL(deps.publicUrl).origin;

    app.get(
      '/recordings/:id/live',
      {
        websocket: true,
        schema: {
          operationId: 'recordingLive',
          tags: ['recordings'],
          params: RecordingIdParamSchema,
          querystring: LiveQuerySchema,
        },
        // Before the upgrade, so a refusal is a plain HTTP error (403, 401, 404) and no socket is ever opened.
        preHandler: async (req) => {
          // Cookies ride along on cross-site WebSocket requests: only our own pages may open one.
          if (req.headers.origin !== allowedOrigin) throw new AppError('FORBIDDEN', 403, 'Cross-origin WebSocket');
          const user = await deps.guards.currentUser(req);
          if (!user) throw unauthenticated();
          req.user = user;
          await deps.service.find(user.id, req.params.id);
        },
      },
      (socket, req) => {
        handleLive(deps, socket as unknown as LiveSocket, req, app.log);
      },
    );
  };

function handleLive(
  deps: LiveDeps,
  socket: LiveSocket,
  req: Pick<FastifyRequest, 'user'> & { params: { id: string }; query: { offset: number } },
  log: FastifyBaseLogger,
) {
  const userId = req.user?.id ?? '';
  const { id } = req.params;
  const offset = req.query.offset;
  let session: LiveSession | null = null;
  let starting: Promise<void> | null = null;
  let ended: Promise<void> | null = null;
  let closed = false;
  let pending: Int16Array[] = [];
  let pendingBytes = 0;
  /** Finals are stored one after another, in order; `end` waits for the chain. */
  let stored: Promise<unknown> = Promise.resolve();

  const send = (msg: LiveMessage) => {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(msg));
  };
  const fail = (code: string, message: string, closeCode = 1011) => {
    send({ type: 'error', code, message });
    void end().finally(() => socket.close(closeCode, code));
  };

  // Listeners first, synchronously: frames sent right after the handshake must not be lost while we start up.
  socket.on('message', (data, isBinary) => {
    if (closed || !isBinary) return;
    const bytes = asBuffer(data);
    if (bytes.length > MAX_PCM_FRAME_BYTES) return fail('PAYLOAD_TOO_LARGE', 'Frame too large', 1009);
    if (bytes.length % 2) return fail('BAD_REQUEST', 'Frames carry whole 16-bit samples', 1003);
    // A copy: `bytes` may sit at an odd offset of a shared pool, and Int16Array needs an aligned buffer of its own.
    const pcm = new Int16Array(new Uint8Array(bytes).buffer);
    if (session) return write(session, pcm);
    pending.push(pcm);
    pendingBytes += bytes.length;
    if (pendingBytes > MAX_PENDING_BYTES) fail('SPEECH_FAILED', 'The speech engine did not start in time');
  });
  socket.on('close', () => {
    void end();
  });

  function write(s: LiveSession, pcm: Int16Array) {
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
    send({ type: 'final', segment: shifted });
    stored = stored.then(() =>
      deps.service
        .appendSegments(userId, id, [shifted])
        .catch((err: unknown) => log.error({ err, recordingId: id }, 'could not store a live final')),
    );
  }

  /** Flushes the engine (its last finals are stored), then lets the socket go; safe to call many times. */
  function end(): Promise<void> {
    closed = true;
    pending = [];
    ended ??= (async () => {
      await starting?.catch(() => undefined);
      const s = session;
      session = null;
      if (s) {
        // A stuck engine must not hold a finish forever: after the limit its pending words are given up.
        let timer: NodeJS.Timeout | undefined;
        const limit = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), END_LIMIT_MS)));
        const outcome = await Promise.race([
          s.end().catch((err: unknown) => log.warn({ err, recordingId: id }, 'live session end failed')),
          limit,
        ]);
        clearTimeout(timer);
        if (outcome === 'timeout') {
          log.warn({ recordingId: id }, 'live session did not end in time; cancelled');
          s.cancel();
        }
      }
      await stored;
    })();
    return ended;
  }

  const { unregister, replaced } = deps.hub.add(id, async () => {
    await end();
    socket.close(1000, 'finished');
  });
  socket.on('close', unregister);

  starting = (async () => {
    await replaced;
    const rec = await deps.service.find(userId, id);
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
        if (!closed) send({ type: 'partial', text });
      },
      onFinal,
    });
    session = started;
    if (closed) return; // end() is waiting on `starting` and flushes it
    send({ type: 'ready', engine: engine.id });
    const queued = pending;
    pending = [];
    pendingBytes = 0;
    for (const pcm of queued) write(started, pcm);
  })();
  starting.catch((err: unknown) => {
    if (closed) return;
    if (!(err instanceof AppError)) log.error({ err, recordingId: id }, 'live transcription could not start');
    const code = codeOf(err, 'SPEECH_FAILED');
    fail(
      code,
      err instanceof AppError ? err.message : 'Speech recognition could not start',
      code === 'RECORDING_FINISHED' ? 1008 : 1011,
    );
  });
}

const codeOf = (err: unknown, fallback: string) => (err instanceof AppError ? err.code : fallback);

function asBuffer(data: unknown): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data as Buffer[]);
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  return Buffer.alloc(0);
}
