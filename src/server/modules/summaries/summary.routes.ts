import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SummarizeTextBodySchema,
  SummarizeTranscriptionBodySchema,
  SummaryJobParamSchema,
  SummaryJobSchema,
} from '../../../shared/api/summaries.js';
import { IdParamSchema } from '../../../shared/api/transcriptions.js';
import type { Guards } from '../../platform/auth/session.js';
import { userOf } from '../../platform/auth/session.js';
import type { SummariesService } from './summary.service.js';

/** A recording panel's text may be a long meeting (the contract allows 2,000,000 characters of UTF-8). */
const TEXT_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * Summaries may cost AI-provider money and CPU: per user, 20 a minute (pressing again while one runs reuses it and
 * costs nothing, but still counts here).
 */
export const SUMMARY_REQUESTS_PER_MINUTE = 20;
const perUser = {
  rateLimit: {
    max: SUMMARY_REQUESTS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) => `summary:${req.user?.id ?? req.ip}`,
  },
};

/**
 * Summaries run as `summary.generate` jobs: the POSTs check the input at once (400 with the spec's code), queue the
 * job and answer 202; the page polls the job. Only the user who queued a job can read it. Nothing here returns the
 * provider's configuration.
 */
export const summariesRoutes =
  ({ service, guards }: { service: SummariesService; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', guards.requireUser);

    app.post(
      '/transcriptions/:id/summary',
      {
        schema: {
          operationId: 'summarizeTranscription',
          tags: ['summaries'],
          description:
            'Queues a summary of the transcription (stored on it when done). While one is queued or running for ' +
            'this transcription, answers that job. 400 SUMMARY_EMPTY / SUMMARY_TRANSCRIPT_TOO_SHORT at once.',
          params: IdParamSchema,
          body: SummarizeTranscriptionBodySchema,
          response: { 202: SummaryJobSchema },
        },
        config: perUser,
      },
      async (req, reply) =>
        reply.code(202).send(await service.summarizeTranscription(userOf(req).id, req.params.id, req.body)),
    );

    app.post(
      '/summaries',
      {
        bodyLimit: TEXT_BODY_LIMIT,
        schema: {
          operationId: 'summarizeText',
          tags: ['summaries'],
          description:
            'Queues a summary of a text (the manual recording panel). With `transcriptionId` (the saved recording), ' +
            'the summary is stored on that transcription too; another user’s answers 404. 400 SUMMARY_EMPTY / ' +
            'SUMMARY_RECORDING_TOO_SHORT at once.',
          body: SummarizeTextBodySchema,
          response: { 202: SummaryJobSchema },
        },
        config: perUser,
      },
      async (req, reply) => reply.code(202).send(await service.summarizeText(userOf(req).id, req.body)),
    );

    app.get(
      '/summaries/jobs/:jobId',
      {
        schema: {
          operationId: 'getSummaryJob',
          tags: ['summaries'],
          description: 'The job: queued, running, done (with the summary) or failed (with the error code).',
          params: SummaryJobParamSchema,
          response: { 200: SummaryJobSchema },
        },
      },
      async (req) => service.getJob(userOf(req).id, req.params.jobId),
    );
  };
