import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChunkParamSchema,
  ChunkResultSchema,
  CreateRecordingBodySchema,
  FinishBodySchema,
  FinishResultSchema,
  MAX_CHUNK_BYTES,
  RecordingIdParamSchema,
  RecordingSchema,
  SegmentsBodySchema,
} from '../../../shared/api/recordings.js';
import type { AppDeps } from '../../app.js';
import { userOf } from '../../platform/auth/session.js';
import { AppError } from '../../platform/http/errors.js';
import { createSettingsRepo } from '../settings/settings.repo.js';
import { createSettingsService } from '../settings/settings.service.js';
import { concatMedia, decodeToPcm16k, probeDurationSeconds } from '../../platform/media/ffmpeg.js';
import { createTranscriptionsRepo } from '../transcriptions/transcriptions.repo.js';
import { createTranscriptionsService } from '../transcriptions/transcriptions.service.js';
import type { Media } from './finish.js';
import { createLiveHub, liveRoutes } from './live.socket.js';
import { createRecordingRepo } from './recording.repo.js';
import { createRecordingService, type RecordingService } from './recording.service.js';

/** Segments of a long meeting (the browser engine PUTs them all at once) exceed the app's 1 MB default. */
const SEGMENTS_BODY_LIMIT = 16 * 1024 * 1024;
/**
 * MediaRecorder's chunk types (audio/mp4: Safari's fragmented MP4, whose fragments also concatenate into one file);
 * the bytes are checked for audio at finish, when they are assembled.
 */
const CHUNK_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'application/octet-stream'];

export interface RecordingDeps extends Pick<AppDeps, 'config' | 'database' | 'guards' | 'storage' | 'speech'> {
  /** Default: ffmpeg (src/server/platform/media/ffmpeg.ts). */
  media?: Media;
  /** Final pass time limit for audio of this length (default: 30 s plus twice the audio, at most 10 min). */
  finalPassTimeoutMs?: (durationSeconds: number) => number;
}

const defaultFinalPassTimeoutMs = (seconds: number) => Math.min(10 * 60_000, 30_000 + seconds * 2_000);

/** Manual recording: durable chunk upload, live transcription, finish (src/shared/api/recordings.ts). */
export const recordingRoutes =
  (deps: RecordingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const transcriptions = createTranscriptionsService({
      repo: createTranscriptionsRepo(db),
      storage: deps.storage,
      log: app.log,
      maxUploadBytes: deps.config.maxUploadBytes,
    });
    const hub = createLiveHub();
    const finalPassTimeoutMs = deps.finalPassTimeoutMs ?? defaultFinalPassTimeoutMs;
    const settings = createSettingsService({ repo: createSettingsRepo(db) });
    const service = createRecordingService({
      pauseMsOf: async (userId) => (await settings.get(userId)).speakerSensitivityMs,
      repo: createRecordingRepo(db),
      storage: deps.storage,
      transcriptions,
      speech: deps.speech,
      media: deps.media ?? { decodeToPcm16k, probeDurationSeconds, concatMedia },
      tmpDir: join(deps.config.dataDir, 'tmp'),
      log: app.log,
      finalPassTimeoutMs,
      stopLive: (id) => hub.stop(id),
      staleFinishMs: finalPassTimeoutMs(24 * 3600) + 5 * 60_000,
    });
    await app.register(
      liveRoutes({
        publicUrl: deps.config.publicUrl,
        guards: deps.guards,
        service,
        speech: deps.speech,
        settings,
        hub,
      }),
    );
    await app.register(httpRoutes(service, deps.guards));
  };

const httpRoutes =
  (service: RecordingService, guards: AppDeps['guards']): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', guards.requireUser);
    // Raw bodies for chunks only (this plugin's scope); a Buffer, bounded per route by bodyLimit.
    app.addContentTypeParser(CHUNK_TYPES, { parseAs: 'buffer', bodyLimit: MAX_CHUNK_BYTES }, (_req, body, done) =>
      done(null, body),
    );

    app.put(
      '/recordings/:id',
      {
        schema: {
          operationId: 'createRecording',
          tags: ['recordings'],
          description:
            'Creates the recording with the id the browser made (201), or answers the existing one (200). ' +
            'The engine defaults to the server default for the language.',
          params: RecordingIdParamSchema,
          body: CreateRecordingBodySchema,
          response: { 200: RecordingSchema, 201: RecordingSchema },
        },
      },
      async (req, reply) => {
        const { recording, created } = await service.create(userOf(req).id, req.params.id, req.body);
        return reply.code(created ? 201 : 200).send(recording);
      },
    );

    app.get(
      '/recordings/:id',
      {
        schema: {
          operationId: 'getRecording',
          tags: ['recordings'],
          params: RecordingIdParamSchema,
          response: { 200: RecordingSchema },
        },
      },
      async (req) => service.get(userOf(req).id, req.params.id),
    );

    app.put(
      '/recordings/:id/chunks/:seq',
      {
        bodyLimit: MAX_CHUNK_BYTES,
        schema: {
          operationId: 'putRecordingChunk',
          tags: ['recordings'],
          description:
            'One MediaRecorder chunk as the raw body (audio/webm, audio/ogg, audio/mp4 or application/octet-stream). ' +
            'Idempotent: a seq stored before answers `stored: false` and changes nothing. 409 RECORDING_FINISHED ' +
            'once the recording is finishing or finished.',
          consumes: CHUNK_TYPES,
          params: ChunkParamSchema,
          response: { 200: ChunkResultSchema },
        },
      },
      async (req) => {
        if (!Buffer.isBuffer(req.body)) {
          throw new AppError('UNSUPPORTED_MEDIA', 415, `Send the chunk as a raw body (${CHUNK_TYPES.join(', ')})`);
        }
        return service.putChunk(userOf(req).id, req.params.id, req.params.seq, req.body);
      },
    );

    app.put(
      '/recordings/:id/segments',
      {
        bodyLimit: SEGMENTS_BODY_LIMIT,
        schema: {
          operationId: 'putRecordingSegments',
          tags: ['recordings'],
          description: "The browser engine's final segments so far; replaces the stored ones.",
          params: RecordingIdParamSchema,
          body: SegmentsBodySchema,
          response: { 200: RecordingSchema },
        },
      },
      async (req) => service.putSegments(userOf(req).id, req.params.id, req.body.segments),
    );

    app.post(
      '/recordings/:id/finish',
      {
        schema: {
          operationId: 'finishRecording',
          tags: ['recordings'],
          description:
            'Assembles the chunks into the audio, runs the final pass and saves the transcription. Idempotent: a ' +
            'repeat answers the same result. 400 RECORDING_EMPTY with neither audio nor text; 409 CONFLICT while ' +
            'another finish of it runs in another process.',
          params: RecordingIdParamSchema,
          body: FinishBodySchema,
          response: { 200: FinishResultSchema },
        },
      },
      async (req) => service.finish(userOf(req).id, req.params.id, req.body),
    );
  };
