import { z } from 'zod';
import { MEETING_PLATFORMS } from '../meeting-link.js';
import { SummarySchema } from '../summary/summary.js';
import { storableString } from './text.js';

/** Where a transcription came from. */
export const SOURCES = ['manual', 'upload', 'bot'] as const;
export const SourceSchema = z.enum(SOURCES);

/**
 * `pending`: stored, waiting for speech-to-text (an upload before its job runs); `processing`: being transcribed;
 * `ready`: text and segments final; `failed`: transcription failed (see `error`).
 */
export const STATUSES = ['pending', 'processing', 'ready', 'failed'] as const;
export const StatusSchema = z.enum(STATUSES);

/** BCP 47 tag as the recorder uses them (docs/product.md §9: id-ID, en-US, en-GB), or a bare language. */
export const LanguageTagSchema = storableString().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'Invalid language tag');

const MAX_TEXT = 2_000_000; // ~ 300k words: a very long day of meetings
const MAX_SEGMENTS = 50_000;

export const SegmentSchema = z
  .object({
    /** Seconds from the start of the audio. */
    start: z.number().min(0),
    end: z.number().min(0),
    text: storableString().max(10_000),
    speaker: storableString().max(100).nullable().optional(),
  })
  .refine((s) => s.end >= s.start, { message: 'end must not be before start', path: ['end'] });
export type Segment = z.infer<typeof SegmentSchema>;

export const AudioInfoSchema = z.object({
  mimeType: z.string(),
  size: z.number().int().min(0),
  /** Same-origin URL the player uses; served to the owner only, with Range support. */
  url: z.string(),
});

export const TranscriptionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  text: z.string(),
  segments: z.array(SegmentSchema),
  summary: SummarySchema.nullable(),
  language: z.string(),
  durationSeconds: z.number().min(0),
  source: SourceSchema,
  /** The meeting a bot attended (source `bot`). */
  meeting: z
    .object({ platform: z.enum(MEETING_PLATFORMS), url: z.string() })
    .nullable()
    .optional(),
  status: StatusSchema,
  error: z.string().nullable(),
  /** While the speech job runs (uploads): 0–100; null when no job reports progress. */
  progress: z.number().int().min(0).max(100).nullable().optional(),
  audio: AudioInfoSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Transcription = z.infer<typeof TranscriptionSchema>;

/**
 * A search hit's context. Matched words are wrapped in U+0002 … U+0003 (not HTML), so the web marks them up itself and
 * user text can never become markup.
 */
export const HIGHLIGHT_START = '\u0002';
export const HIGHLIGHT_END = '\u0003';

export const TranscriptionListItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  language: z.string(),
  durationSeconds: z.number(),
  source: SourceSchema,
  status: StatusSchema,
  /** While the speech job runs (uploads): 0–100; null when no job reports progress. */
  progress: z.number().int().min(0).max(100).nullable().optional(),
  hasAudio: z.boolean(),
  hasSummary: z.boolean(),
  /** First words of the text, or with `q` the best matching passage with highlight markers. */
  snippet: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TranscriptionListItem = z.infer<typeof TranscriptionListItemSchema>;

export const ListQuerySchema = z.object({
  q: storableString().trim().max(200).optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Opaque, from the previous page's `nextCursor`. */
  cursor: storableString().max(200).optional(),
});
export type ListQuery = z.input<typeof ListQuerySchema>;

export const TranscriptionPageSchema = z.object({
  items: z.array(TranscriptionListItemSchema),
  nextCursor: z.string().nullable(),
});
export type TranscriptionPage = z.infer<typeof TranscriptionPageSchema>;

export const IdParamSchema = z.object({ id: z.uuid() });

/** Creating from text already transcribed (the browser speech engine, imports); audio can be attached after. */
export const CreateTranscriptionBodySchema = z.object({
  title: storableString().trim().min(1).max(200).optional(),
  text: storableString().max(MAX_TEXT).default(''),
  segments: z.array(SegmentSchema).max(MAX_SEGMENTS).default([]),
  language: LanguageTagSchema.default('id-ID'),
  durationSeconds: z
    .number()
    .min(0)
    .max(7 * 24 * 3600)
    .optional(),
  source: z.enum(['manual', 'upload']).default('manual'),
});
export type CreateTranscriptionBody = z.input<typeof CreateTranscriptionBodySchema>;

export const UpdateTranscriptionBodySchema = z
  .object({
    title: storableString().trim().min(1).max(200),
    text: storableString().max(MAX_TEXT),
    segments: z.array(SegmentSchema).max(MAX_SEGMENTS),
    /** Renames speakers everywhere in the segments: { "Speaker 1": "Budi" }. */
    speakerNames: z.record(storableString().max(100), storableString().trim().min(1).max(100)),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update');
export type UpdateTranscriptionBody = z.infer<typeof UpdateTranscriptionBodySchema>;

/**
 * Optional text fields of `POST /api/transcriptions/upload` (multipart/form-data, beside the `file` field). The
 * title defaults to the file name.
 */
export const UploadFieldsSchema = z.object({
  title: storableString().trim().max(200).optional(),
  language: LanguageTagSchema.optional(),
});
export type UploadFields = z.infer<typeof UploadFieldsSchema>;
