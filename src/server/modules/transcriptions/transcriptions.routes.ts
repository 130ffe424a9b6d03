import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateTranscriptionBodySchema,
  IdParamSchema,
  ListQuerySchema,
  TranscriptionPageSchema,
  TranscriptionSchema,
  UpdateTranscriptionBodySchema,
} from '../../../shared/api/transcriptions.js';
import { RetranscribeBodySchema } from '../../../shared/api/speech.js';
import type { Guards } from '../../platform/auth/session.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { userOf } from '../../platform/auth/session.js';
import type { SpeechRegistry } from '../speech/speech.types.js';
import { audioRoutes } from './audio.routes.js';
import { requireFileEngine } from './file-engine.js';
import type { TranscriptionsService } from './transcriptions.service.js';
import { TRANSCRIBE_JOB, type TranscribeJob } from './transcribe.job.js';

/**
 * JSON bodies carry a whole transcript (text plus timed segments: a three-hour meeting is ~1 MB), above the app's
 * 1 MB default; the schemas bound each field.
 */
const TRANSCRIPT_BODY_LIMIT = 16 * 1024 * 1024;

/** The signed-in user's transcriptions. The owner always comes from the session, never from the request. */
export const transcriptionsRoutes =
  (deps: {
    service: TranscriptionsService;
    guards: Guards;
    jobs: Pick<Jobs, 'send'>;
    /** Checks an engine asked for by "transcribe again" before anything is queued. */
    speech: Pick<SpeechRegistry, 'pick'>;
    maxUploadBytes: number;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { service } = deps;
    // One job per transcription (singletonKey): a retried request never transcribes the same file twice at once.
    const transcribe = async (job: TranscribeJob) => {
      await deps.jobs.send<TranscribeJob>(TRANSCRIBE_JOB, job, { singletonKey: job.transcriptionId });
    };
    // Registered here, so multipart parsing exists only on this module's routes.
    await app.register(multipart);
    await app.register(audioRoutes({ service, guards: deps.guards, maxUploadBytes: deps.maxUploadBytes, transcribe }));
    await app.register(jsonRoutes(service, deps.guards));
    await app.register(retryRoute(service, deps.guards, deps.speech, transcribe));
  };

const retryRoute =
  (
    service: TranscriptionsService,
    guards: Guards,
    speech: Pick<SpeechRegistry, 'pick'>,
    transcribe: (job: TranscribeJob) => Promise<void>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/transcriptions/:id/transcribe',
      {
        onRequest: guards.requireUser,
        schema: {
          operationId: 'retranscribe',
          tags: ['transcriptions'],
          description:
            'Runs speech-to-text over the stored audio again (after a failure, or when the final pass could not ' +
            'replace the live text). The text it has stays until the new one is ready. Optionally in another ' +
            '`language` (saved on the transcription) or with another `engine`, which must exist (400 ' +
            'SPEECH_ENGINE_UNKNOWN), know the language (400 SPEECH_LANGUAGE_UNSUPPORTED), transcribe files and be ' +
            'ready (409 SPEECH_ENGINE_UNAVAILABLE; 400 for an engine without file transcription); nothing is ' +
            'queued then. 400 TRANSCRIPTION_NO_AUDIO without audio; 409 CONFLICT while a pass is queued or running.',
          params: IdParamSchema,
          // No body at all (Fastify's null) asks for the same language and the server's engine.
          body: RetranscribeBodySchema.nullable(),
          response: { 202: TranscriptionSchema },
        },
      },
      async (req, reply) => {
        const userId = userOf(req).id;
        // Another user's transcription is a 404 before anything about the engine is said.
        const before = await service.get(userId, req.params.id);
        const { language, engine } = req.body ?? {};
        if (engine) await requireFileEngine(speech, language ?? before.language, engine);
        const queued = await service.queueTranscription(userId, req.params.id, { language });
        try {
          await transcribe({ userId, transcriptionId: queued.id, ...(engine ? { engine } : {}) });
        } catch (err) {
          // Not queued after all: put it back as it was, or it would wait for a job that does not exist.
          await service.setStatus(userId, queued.id, before.status, {
            error: before.error,
            progress: null,
            language: before.language,
          });
          throw err;
        }
        return reply.code(202).send(queued);
      },
    );
  };

const jsonRoutes =
  (service: TranscriptionsService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    // onRequest, not preHandler: a signed-out caller gets 401 before any body is parsed or validated.
    app.addHook('onRequest', guards.requireUser);

    app.get(
      '/transcriptions',
      {
        schema: {
          operationId: 'listTranscriptions',
          tags: ['transcriptions'],
          description:
            'The newest (or oldest) first, a page at a time (`nextCursor` → `cursor`). With `q`, only full-text ' +
            'matches (Indonesian and English stemming), each with a snippet whose matched words are wrapped in ' +
            'U+0002 … U+0003.',
          querystring: ListQuerySchema,
          response: { 200: TranscriptionPageSchema },
        },
      },
      async (req) => service.list(userOf(req).id, req.query),
    );

    app.post(
      '/transcriptions',
      {
        bodyLimit: TRANSCRIPT_BODY_LIMIT,
        schema: {
          operationId: 'createTranscription',
          tags: ['transcriptions'],
          description: 'From text already transcribed; the text is built from the segments when empty.',
          body: CreateTranscriptionBodySchema,
          response: { 201: TranscriptionSchema },
        },
      },
      async (req, reply) => reply.code(201).send(await service.create(userOf(req).id, req.body)),
    );

    app.get(
      '/transcriptions/:id',
      {
        schema: {
          operationId: 'getTranscription',
          tags: ['transcriptions'],
          params: IdParamSchema,
          response: { 200: TranscriptionSchema },
        },
      },
      async (req) => service.get(userOf(req).id, req.params.id),
    );

    app.patch(
      '/transcriptions/:id',
      {
        bodyLimit: TRANSCRIPT_BODY_LIMIT,
        schema: {
          operationId: 'updateTranscription',
          tags: ['transcriptions'],
          description:
            'Rename, correct the text or the segments, rename speakers. Segments sent without text replace the ' +
            'text too.',
          params: IdParamSchema,
          body: UpdateTranscriptionBodySchema,
          response: { 200: TranscriptionSchema },
        },
      },
      async (req) => service.update(userOf(req).id, req.params.id, req.body),
    );

    app.delete(
      '/transcriptions/:id',
      {
        schema: {
          operationId: 'deleteTranscription',
          tags: ['transcriptions'],
          description: 'Deletes the transcription and its audio.',
          params: IdParamSchema,
          response: { 204: z.null().describe('Deleted') },
        },
      },
      async (req, reply) => {
        await service.remove(userOf(req).id, req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
