import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, TranscriptionSchema, UploadFieldsSchema } from '../../../shared/api/transcriptions.js';
import type { Guards } from '../../platform/auth/session.js';
import { userOf } from '../../platform/auth/session.js';
import { AppError } from '../../platform/http/errors.js';
import { parseRange } from '../../platform/http/range.js';
import type { TranscriptionsService } from './transcriptions.service.js';
import { receiveAudio, titleFromFilename } from './upload.js';

const FORMATS = 'WebM, Ogg, WAV, MP3, MP4/M4A/MOV, FLAC or AAC, recognised by content';

/** Uploading, replacing and streaming the audio of a transcription. */
export const audioRoutes =
  ({
    service,
    guards,
    maxUploadBytes,
    transcribe,
  }: {
    service: TranscriptionsService;
    guards: Guards;
    maxUploadBytes: number;
    /** Queues speech-to-text for a stored upload. */
    transcribe(job: { userId: string; transcriptionId: string }): Promise<void>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    // Before the body: a signed-out caller never gets to stream a file.
    app.addHook('onRequest', guards.requireUser);

    app.post(
      '/transcriptions/upload',
      {
        schema: {
          operationId: 'uploadTranscription',
          tags: ['transcriptions'],
          description:
            `multipart/form-data: \`file\` (${FORMATS}; at most MAX_UPLOAD_MB) and optional \`title\` and ` +
            '`language` fields. Creates a transcription with source `upload` and status `pending`; the ' +
            '`transcription.create` job then moves it to `processing` (with `progress`) and `ready`, or `failed` ' +
            'with an `error` code. 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA, 400 without a file.',
          consumes: ['multipart/form-data'],
          response: { 201: TranscriptionSchema },
        },
      },
      async (req, reply) => {
        const { audio, filename, fields } = await receiveAudio(req, service, maxUploadBytes);
        const parsed = UploadFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          await service.discardAudio(audio);
          throw new AppError(
            'VALIDATION',
            400,
            'Invalid upload fields',
            parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
          );
        }
        const created = await service.create(userOf(req).id, {
          title: parsed.data.title || titleFromFilename(filename),
          language: parsed.data.language,
          source: 'upload',
          status: 'pending',
          audio,
        });
        await transcribe({ userId: userOf(req).id, transcriptionId: created.id });
        return reply.code(201).send(created);
      },
    );

    app.put(
      '/transcriptions/:id/audio',
      {
        schema: {
          operationId: 'replaceTranscriptionAudio',
          tags: ['transcriptions'],
          description: `multipart/form-data \`file\` (${FORMATS}): attaches or replaces the audio; the old file is deleted.`,
          consumes: ['multipart/form-data'],
          params: IdParamSchema,
          response: { 200: TranscriptionSchema },
        },
      },
      async (req) => {
        const userId = userOf(req).id;
        // 404 before receiving: nobody streams hundreds of megabytes only to learn the id was wrong.
        await service.get(userId, req.params.id);
        const { audio } = await receiveAudio(req, service, maxUploadBytes);
        return service.attachAudio(userId, req.params.id, audio);
      },
    );

    app.get(
      '/transcriptions/:id/audio',
      {
        schema: {
          operationId: 'getTranscriptionAudio',
          tags: ['transcriptions'],
          description:
            'The audio, with its content type. Supports a single HTTP Range (206 Partial Content; 416 when ' +
            'unsatisfiable) so players can seek, If-Range and If-None-Match. 404 when there is no audio.',
          params: IdParamSchema,
          response: {
            200: z.unknown().describe('The audio bytes'),
            206: z.unknown().describe('The requested byte range'),
            304: z.null().describe('Not modified (If-None-Match)'),
          },
        },
      },
      async (req, reply) => {
        const audio = await service.openAudio(userOf(req).id, req.params.id);
        reply.header('accept-ranges', 'bytes').header('etag', audio.etag);
        // private: only the owner may see it, so no shared cache keeps a copy; no-cache: replaced audio shows at once.
        reply.header('cache-control', 'private, no-cache');
        if (matchesEtag(req.headers['if-none-match'], audio.etag)) return reply.code(304).send(null);

        // If-Range with another validator: the client's partial copy is stale, so it gets the whole new file.
        const ifRange = req.headers['if-range'];
        const range =
          ifRange && ifRange !== audio.etag ? { kind: 'full' as const } : parseRange(req.headers.range, audio.size);
        if (range.kind === 'unsatisfiable') {
          reply.header('content-range', `bytes */${audio.size}`);
          throw new AppError('BAD_REQUEST', 416, 'Range not satisfiable');
        }
        reply.type(audio.mime);
        // Fastify answers HEAD by reading the GET body to its end: give it an empty stream, not the file.
        const body = (r?: { start: number; end: number }) =>
          req.method === 'HEAD' ? Readable.from([]) : audio.read(r);
        if (range.kind === 'full') {
          reply.header('content-length', audio.size);
          return reply.send(await body());
        }
        const { start, end } = range;
        reply.code(206).header('content-range', `bytes ${start}-${end}/${audio.size}`);
        reply.header('content-length', end - start + 1);
        return reply.send(await body({ start, end }));
      },
    );
  };

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
