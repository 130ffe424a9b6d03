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
import type { Guards } from '../../platform/auth/session.js';
import type { Config } from '../../platform/config/config.js';
import { userOf } from '../../platform/auth/session.js';
import { AppError } from '../../platform/http/errors.js';
import { liveSocketRoutes } from './live.socket.js';
import type { RecordingModule } from './recording.module.js';
import type { RecordingService } from './recording.service.js';

/** Segments of a long meeting (the browser engine PUTs them all at once) exceed the app's 1 MB default. */
const SEGMENTS_BODY_LIMIT = 16 * 1024 * 1024;
/**
 * MediaRecorder's chunk types (audio/mp4: Safari's fragmented MP4, whose fragments also concatenate into one file);
 * the bytes are checked for audio at finish, when they are assembled.
 */
const CHUNK_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'application/octet-stream'];

/** Manual recording: durable chunk upload, live transcription, finish (src/shared/api/recordings.ts). */
export const recordingRoutes =
  ({
    recording,
    guards,
    config,
  }: {
    recording: RecordingModule;
    guards: Guards;
    config: Pick<Config, 'publicUrl' | 'allowedOrigins'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const origins = { publicUrl: config.publicUrl, allowed: config.allowedOrigins };
    await app.register(liveSocketRoutes({ origins, guards, recordings: recording.service, live: recording.live }));
    await app.register(httpRoutes(recording.service, guards));
  };

const httpRoutes =
  (service: RecordingService, guards: Guards): FastifyPluginAsyncZod =>
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
