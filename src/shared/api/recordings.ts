import { z } from 'zod';
import { EngineIdSchema, SpeechLanguageSchema } from './speech.js';
import { storableString } from './text.js';
import { SegmentSchema } from './transcriptions.js';

/**
 * Manual recording (docs/product.md §2, §4). The browser makes the recording's id, so chunks can be kept in IndexedDB
 * and uploaded before the server has answered anything; every call is idempotent and safe to repeat after a reload, a
 * network drop or a server restart.
 *
 *   PUT  /api/recordings/:id                 create (or return) the recording
 *   GET  /api/recordings/:id                 its state: chunks received, gaps, live segments, result
 *   PUT  /api/recordings/:id/chunks/:seq     one MediaRecorder chunk (raw body, audio/webm), seq from 0
 *   PUT  /api/recordings/:id/segments        the browser engine's segments so far (replaces them)
 *   POST /api/recordings/:id/finish          assemble, final pass, save the transcription
 *   GET  /api/recordings/:id/live            WebSocket: 16 kHz mono Int16 PCM in, LiveMessage out
 */

export const RecordingIdParamSchema = z.object({ id: z.uuid() });
export const ChunkParamSchema = z.object({ id: z.uuid(), seq: z.coerce.number().int().min(0).max(1_000_000) });

/** One chunk's upper size: 1 s of 128 kbit/s opus is ~16 KB; a stalled recorder may flush more at once. */
export const MAX_CHUNK_BYTES = 4 * 1024 * 1024;

export const CreateRecordingBodySchema = z.object({
  language: SpeechLanguageSchema,
  /** Omitted: the server's default for the language. */
  engine: EngineIdSchema.optional(),
});
export type CreateRecordingBody = z.infer<typeof CreateRecordingBodySchema>;

export const RECORDING_STATES = ['recording', 'finishing', 'finished'] as const;

export const RecordingSchema = z.object({
  id: z.uuid(),
  language: SpeechLanguageSchema,
  engine: EngineIdSchema,
  state: z.enum(RECORDING_STATES),
  /** Chunks stored, and the sequence numbers missing below the highest one received. */
  chunks: z.number().int(),
  missing: z.array(z.number().int()),
  /** Final segments so far (live engine or browser engine), times in seconds from the start. */
  segments: z.array(SegmentSchema),
  /** Set once finished. */
  transcriptionId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Recording = z.infer<typeof RecordingSchema>;

export const ChunkResultSchema = z.object({
  /** false when this seq was stored before (a repeat is ignored). */
  stored: z.boolean(),
  chunks: z.number().int(),
  missing: z.array(z.number().int()),
});
export type ChunkResult = z.infer<typeof ChunkResultSchema>;

export const SegmentsBodySchema = z.object({ segments: z.array(SegmentSchema).max(50_000) });

export const FinishBodySchema = z.object({
  /** 'Recording {local date-time}' — the browser knows the user's local time. */
  title: storableString().trim().min(1).max(200),
  /** How many chunks the browser made; the server reports the ones it never got. As many as a seq allows. */
  chunks: z.number().int().min(0).max(1_000_001),
  /** Recording time by the browser's clock, used when the audio cannot be measured. */
  durationSeconds: z
    .number()
    .min(0)
    .max(24 * 3600),
});
export type FinishBody = z.infer<typeof FinishBodySchema>;

export const FinishResultSchema = z.object({
  transcriptionId: z.uuid(),
  /** false: saved without audio (spec: 'Recording saved without audio. Please try uploading audio later.'). */
  audioSaved: z.boolean(),
  /** Chunks the browser made that never arrived. */
  missing: z.array(z.number().int()),
  text: z.string(),
  segments: z.array(SegmentSchema),
  durationSeconds: z.number(),
});
export type FinishResult = z.infer<typeof FinishResultSchema>;

/** Server → browser over the live WebSocket. */
export const LiveMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), engine: EngineIdSchema }),
  /** The words not yet final; replaces the previous partial. */
  z.object({ type: z.literal('partial'), text: z.string() }),
  z.object({ type: z.literal('final'), segment: SegmentSchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type LiveMessage = z.infer<typeof LiveMessageSchema>;

/** Query of the live WebSocket: where in the recording this connection's audio starts (after a reconnect). */
export const LiveQuerySchema = z.object({
  offset: z.coerce
    .number()
    .min(0)
    .max(24 * 3600)
    .default(0),
});

/** The live WebSocket carries 16-bit signed little-endian mono PCM at this rate. */
export const PCM_SAMPLE_RATE = 16_000;

/**
 * Largest binary frame the live WebSocket takes (2 s of PCM); send audio in smaller frames (100–500 ms). A larger
 * frame closes the socket with 1009.
 */
export const MAX_PCM_FRAME_BYTES = 64 * 1024;
