import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LiveQuerySchema,
  MAX_PCM_FRAME_BYTES,
  RecordingIdParamSchema,
  type LiveMessage,
} from '../../../shared/api/recordings.js';
import type { Guards } from '../../platform/auth/session.js';
import { AppError, unauthenticated } from '../../platform/http/errors.js';
import { isAllowedOrigin, type LiveOrigins } from './live-origin.js';
import type { LiveHandle, LiveTranscription } from './live-transcription.js';
import type { RecordingService } from './recording.service.js';

/** What this file uses of a `ws` WebSocket (the package ships no types). */
interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: unknown, isBinary: boolean) => void): void;
  on(event: 'close', listener: () => void): void;
}
const OPEN = 1;

/** WebSocket close codes per failure: the page reconnects after 1011, not after the others. */
const CLOSE_CODES: Partial<Record<string, number>> = {
  RECORDING_FINISHED: 1008,
  PAYLOAD_TOO_LARGE: 1009,
  BAD_REQUEST: 1003,
};

export interface LiveSocketDeps {
  origins: LiveOrigins;
  guards: Pick<Guards, 'currentUser'>;
  recordings: Pick<RecordingService, 'find'>;
  live: LiveTranscription;
}

/**
 * `GET /api/recordings/:id/live`: the browser's adapter over the live transcription service. 16 kHz mono Int16 PCM
 * frames in, LiveMessage JSON out (src/shared/api/recordings.ts). Everything else lives in live-transcription.ts.
 */
export const liveSocketRoutes =
  (deps: LiveSocketDeps): FastifyPluginAsyncZod =>
  async (app) => {
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
          // Cookies ride along on cross-site WebSocket requests: only our own pages may open one (live-origin.ts).
          if (!isAllowedOrigin(req.headers.origin, { protocol: req.protocol, host: req.host }, deps.origins)) {
            throw new AppError('FORBIDDEN', 403, 'Cross-origin WebSocket');
          }
          const user = await deps.guards.currentUser(req);
          if (!user) throw unauthenticated();
          req.user = user;
          await deps.recordings.find(user.id, req.params.id);
        },
      },
      async (raw, req) => {
        const socket = raw as unknown as LiveSocket;
        const send = (msg: LiveMessage) => {
          if (socket.readyState === OPEN) socket.send(JSON.stringify(msg));
        };
        let handle: LiveHandle | null = null;
        let early: Int16Array[] | null = [];
        let closed = false;
        let failure: string | null = null;
        const close = () => {
          if (socket.readyState !== OPEN) return;
          if (failure) socket.close(CLOSE_CODES[failure] ?? 1011, failure);
          else socket.close(1000, 'finished');
        };
        // The error goes out first; the socket closes once the session has ended and stored its last finals.
        const refuse = (code: string, message: string) => {
          if (failure) return;
          failure = code;
          send({ type: 'error', code, message });
          if (handle) void handle.end();
          else close();
        };

        // Listeners first, synchronously: frames sent right after the handshake must not be lost while we open.
        socket.on('message', (data, isBinary) => {
          if (closed || !isBinary) return;
          const bytes = asBuffer(data);
          if (bytes.length > MAX_PCM_FRAME_BYTES) return refuse('PAYLOAD_TOO_LARGE', 'Frame too large');
          if (bytes.length % 2) return refuse('BAD_REQUEST', 'Frames carry whole 16-bit samples');
          // A copy: `bytes` may sit at an odd offset of a shared pool, and Int16Array needs an aligned buffer.
          const pcm = new Int16Array(new Uint8Array(bytes).buffer);
          if (handle) handle.write(pcm);
          else early?.push(pcm);
        });
        socket.on('close', () => {
          closed = true;
          void handle?.end();
        });

        try {
          handle = await deps.live.open(req.user!.id, req.params.id, {
            offsetSeconds: req.query.offset,
            listener: {
              onReady: (engine) => send({ type: 'ready', engine }),
              onPartial: (text) => send({ type: 'partial', text }),
              onFinal: (segment) => send({ type: 'final', segment }),
              onError: ({ code, message }) => refuse(code, message),
              onEnd: close,
            },
          });
        } catch (err) {
          const code = err instanceof AppError ? err.code : 'SPEECH_FAILED';
          return refuse(code, err instanceof AppError ? err.message : 'Live transcription could not start');
        }
        for (const pcm of early ?? []) handle.write(pcm);
        early = null;
        if (closed) void handle.end();
      },
    );
  };

function asBuffer(data: unknown): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data as Buffer[]);
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  return Buffer.alloc(0);
}
