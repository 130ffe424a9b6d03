import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storableString } from '../../../shared/api/text.js';
import { ACTIVE_BOT_STATES } from '../../../shared/api/bots.js';
import type { HostAlias } from '../../../shared/meeting-link.js';
import { AppError, registerErrorHandling } from '../../platform/http/errors.js';
import type { Log } from '../../platform/logger.js';
import type { RecordingService } from '../recording/recording.service.js';
import type { TranscriptionsService } from '../transcriptions/transcriptions.service.js';
import type { BotService } from './bot.service.js';

/**
 * The spec's bot-server API (docs/product.md §7 "Zoom bot server"), kept for clients written against it: on its own
 * port (BOT_PORT), only when BOT_API_KEY is set, every route but /health behind `Authorization: Bearer <key>`. It is a
 * thin adapter over the bot service; `userId` is a Notulen user id and `sessionId` the client's own name for the bot.
 */
export interface BotServerDeps {
  apiKey: string;
  bots: BotService;
  recordings: Pick<RecordingService, 'get'>;
  transcriptions: Pick<TranscriptionsService, 'get'>;
  hostAliases: HostAlias[];
  log: Log;
}

const JoinBodySchema = z.object({
  meetingId: storableString().trim().min(1).max(64),
  password: storableString().max(128).optional().default(''),
  displayName: storableString().max(120).optional(),
  sessionId: storableString().trim().min(1).max(128),
  userId: storableString().trim().min(1).max(128),
  captureAudio: z.boolean().optional(),
  enableCamera: z.boolean().optional(),
  enableMicrophone: z.boolean().optional(),
});
const LeaveBodySchema = z.object({ sessionId: storableString().trim().min(1).max(128) });
const SessionParamSchema = z.object({ sessionId: storableString().trim().min(1).max(128) });
const ResultSchema = z.object({ success: z.boolean(), error: z.string().optional() });

/** Constant-time comparison of the bearer key (hashing first makes the lengths equal). */
function keyMatches(header: string | undefined, key: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(key));
}

/** Zoom's link for a meeting id: on a host alias when the deployment has one for Zoom, else zoom.us. */
export function zoomLink(meetingId: string, password: string, aliases: readonly HostAlias[]): string {
  const alias = aliases.find((a) => a.platform === 'zoom');
  const url = new URL(`${alias ? `http://${alias.host}` : 'https://zoom.us'}/j/${encodeURIComponent(meetingId)}`);
  if (password) url.searchParams.set('pwd', password);
  return url.toString();
}

export async function buildBotServer(deps: BotServerDeps): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: deps.log, bodyLimit: 64 * 1024 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onRequest', async (req) => {
    if (req.url === '/health') return;
    if (!keyMatches(req.headers.authorization, deps.apiKey)) {
      throw new AppError('UNAUTHENTICATED', 401, 'A valid bearer key is required');
    }
  });

  // The key is the server's own (full trust), and the spec's leave/status carry only the client's session id.
  const sessionOf = async (sessionId: string) => {
    const row = await deps.bots.findByExternal(sessionId);
    if (!row) throw new AppError('NOT_FOUND', 404, 'No such bot session');
    return row;
  };

  app.get('/health', async () => ({ status: 'ok' }));

  app.post(
    '/bot/zoom/join',
    { schema: { body: JoinBodySchema, response: { 200: ResultSchema, 400: ResultSchema } } },
    async (req, reply) => {
      const b = req.body;
      const existing = await deps.bots.findByExternal(b.sessionId);
      if (existing && existing.userId === b.userId && ACTIVE_BOT_STATES.includes(existing.state)) {
        return { success: true };
      }
      try {
        await deps.bots.start(b.userId, {
          meetingUrl: zoomLink(b.meetingId, b.password, deps.hostAliases),
          language: 'id-ID',
          externalId: b.sessionId,
          password: b.password || undefined,
        });
      } catch (err) {
        if (err instanceof AppError && err.status < 500) {
          return reply.code(400).send({ success: false, error: err.message });
        }
        throw err;
      }
      return { success: true };
    },
  );

  app.post('/bot/zoom/leave', { schema: { body: LeaveBodySchema, response: { 200: ResultSchema } } }, async (req) => {
    const row = await sessionOf(req.body.sessionId);
    await deps.bots.stop(row.userId, row.id);
    return { success: true };
  });

  app.get(
    '/bot/zoom/transcription/:sessionId',
    { schema: { params: SessionParamSchema, response: { 200: z.object({ transcription: z.string() }) } } },
    async (req) => {
      const row = await sessionOf(req.params.sessionId);
      if (row.transcriptionId) {
        const tr = await deps.transcriptions.get(row.userId, row.transcriptionId).catch(() => null);
        if (tr) return { transcription: tr.text };
      }
      const rec = await deps.recordings.get(row.userId, row.recordingId);
      return {
        transcription: rec.segments
          .map((s) => s.text.trim())
          .filter(Boolean)
          .join(' '),
      };
    },
  );

  app.get(
    '/bot/zoom/status/:sessionId',
    { schema: { params: SessionParamSchema, response: { 200: z.object({ active: z.boolean() }) } } },
    async (req) => {
      const row = await sessionOf(req.params.sessionId);
      return { active: ACTIVE_BOT_STATES.includes(row.state) };
    },
  );

  return app;
}
