import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  HIGHLIGHT_START,
  LanguageTagSchema,
  SegmentSchema,
  type Segment,
  type Transcription,
  type TranscriptionPage,
  type UpdateTranscriptionBody,
} from '../../../shared/api/transcriptions.js';
import type { MeetingPlatform } from '../../../shared/meeting-link.js';
import { SummarySchema, type Summary } from '../../../shared/summary/summary.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import { storeAudio, type StoreAudioOptions } from './audio-store.js';
import { decodeCursor, encodeCursor, type Sort } from './cursor.js';
import { PLAIN_SNIPPET_CHARS } from './list-sql.js';
import type { AudioRef, TranscriptionChanges, TranscriptionRow, TranscriptionsRepo } from './transcriptions.repo.js';
import { durationOfSegments, renameSpeakers, textOfSegments } from './segments.js';

export type { AudioRef };
export type Source = TranscriptionRow['source'];
export type Status = TranscriptionRow['status'];

/** What other modules (recording, bot, uploads) give to create a transcription; everything has a default. */
export interface NewTranscription {
  /**
   * Makes the create idempotent: a transcription of this user with this id is answered as it is (a recording's
   * transcription takes the recording's id, so a repeated finish cannot make a second one).
   */
  id?: string | undefined;
  title?: string | undefined;
  /** Derived from the segments when empty. */
  text?: string | undefined;
  segments?: Segment[] | undefined;
  language?: string | undefined;
  /** The end of the last segment when not given. */
  durationSeconds?: number | undefined;
  source?: Source | undefined;
  /** A bot's meeting. */
  meeting?: { platform: MeetingPlatform; url: string } | undefined;
  status?: Status | undefined;
  summary?: Summary | null | undefined;
  /** Already stored audio (see storeAudio); deleted again if the row cannot be created. */
  audio?: AudioRef | null | undefined;
}

export interface ListOptions {
  q?: string | undefined;
  sort: Sort;
  limit: number;
  cursor?: string | undefined;
}

export interface TranscriptResult {
  error?: string | null;
  /** 0–100 (the speech job); unchanged when omitted. */
  progress?: number | null;
  text?: string;
  segments?: Segment[];
  language?: string;
  durationSeconds?: number;
}

export interface AudioFile {
  mime: string;
  size: number;
  /** Strong validator: changes whenever the audio is replaced. */
  etag: string;
  read(range?: { start: number; end: number }): Promise<Readable>;
}

/**
 * Transcriptions of one user at a time: every call takes the owner's id, and another user's transcription answers
 * 404 exactly like a missing one. Recording, uploads, the bot and summaries call this, never the repo.
 */
export interface TranscriptionsService {
  list(userId: string, opts: ListOptions): Promise<TranscriptionPage>;
  create(userId: string, data: NewTranscription): Promise<Transcription>;
  get(userId: string, id: string): Promise<Transcription>;
  update(userId: string, id: string, body: UpdateTranscriptionBody): Promise<Transcription>;
  remove(userId: string, id: string): Promise<void>;
  setSummary(userId: string, id: string, summary: Summary | null): Promise<Transcription>;
  /** Moves a transcription through pending → processing → ready | failed, with the speech job's result. */
  setStatus(userId: string, id: string, status: Status, result?: TranscriptResult): Promise<Transcription>;
  /**
   * Marks it `pending` for another speech-to-text pass, in `language` when given (saved with it, so the pass and
   * everyone after it use it); 400 without audio, 409 while one is queued or running.
   */
  queueTranscription(userId: string, id: string, opts?: { language?: string | undefined }): Promise<Transcription>;
  /** How far the speech job is (0–100); false when the transcription is gone. */
  setProgress(userId: string, id: string, progress: number): Promise<boolean>;
  /** Streams audio into storage after checking its type and size; the file belongs to nobody until attached. */
  storeAudio(source: AsyncIterable<Uint8Array>, opts?: Partial<StoreAudioOptions>): Promise<AudioRef>;
  /** Points a transcription at stored audio, deleting the audio it had before (and `audio` itself on 404). */
  attachAudio(userId: string, id: string, audio: AudioRef): Promise<Transcription>;
  /** As `attachAudio`, but a transcription that has audio already keeps it: `audio` is deleted, null answered. */
  attachFirstAudio(userId: string, id: string, audio: AudioRef): Promise<Transcription | null>;
  /** Deletes stored audio that will not be attached (a failed upload); never throws. */
  discardAudio(audio: AudioRef): Promise<void>;
  /** The owner's audio, for streaming; 404 when the transcription or its audio does not exist. */
  openAudio(userId: string, id: string): Promise<AudioFile>;
  /**
   * Account deletion: every transcription of the user and its audio file (summaries go with their transcription).
   * Throws when a file cannot be deleted, before any row is, so a retry finds everything again.
   */
  removeAllOf(userId: string): Promise<void>;
}

export interface TranscriptionsDeps {
  repo: TranscriptionsRepo;
  storage: Storage;
  log: FastifyBaseLogger;
  maxUploadBytes: number;
}

const audioUrl = (id: string) => `/api/transcriptions/${id}/audio`;

export function toTranscription(row: TranscriptionRow): Transcription {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    segments: row.segments,
    summary: row.summary ?? null,
    language: row.language,
    durationSeconds: row.durationSeconds,
    source: row.source,
    meeting: row.meetingPlatform && row.meetingUrl ? { platform: row.meetingPlatform, url: row.meetingUrl } : null,
    status: row.status,
    error: row.error,
    progress: row.progress,
    audio: row.audioKey
      ? { mimeType: row.audioMime ?? 'application/octet-stream', size: row.audioSize ?? 0, url: audioUrl(row.id) }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Other modules' data is checked like a request body: a row the response schema would refuse could never be read
 * back (every GET would fail), so a bad segment is the caller's bug, reported here, at the write.
 */
const checkSegments = (segments: Segment[]) => SegmentSchema.array().parse(segments);

/** A neutral default title (the client names manual recordings in the user's language). */
const defaultTitle = (now = new Date()) => now.toISOString().slice(0, 16).replace('T', ' ');

/** The first words of a text, cut at a word boundary, for list items without a search. */
export function plainSnippet(text: string, max = 200): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : clean.slice(0, max)).trimEnd()}…`;
}

export function createTranscriptionsService({
  repo,
  storage,
  log,
  maxUploadBytes,
}: TranscriptionsDeps): TranscriptionsService {
  const found = (row: TranscriptionRow | null) => {
    if (!row) throw notFound('Transcription');
    return toTranscription(row);
  };

  async function deleteQuietly(key: string) {
    try {
      await storage.delete(key);
    } catch (err) {
      // The row is already gone or points elsewhere; an orphaned file is a disk-space problem, not the user's.
      log.warn({ err, key }, 'could not delete stored audio');
    }
  }

  return {
    async list(userId, { q, sort, limit, cursor }) {
      const after = cursor ? decodeCursor(cursor, sort) : undefined;
      const rows = await repo.list({ userId, q: q || undefined, sort, limit: limit + 1, after });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(({ snippet, createdAt, ...item }) => ({
          ...item,
          // Plain prefixes were fetched a little long so they can end at a word boundary here.
          snippet: snippet.includes(HIGHLIGHT_START) ? snippet.trim() : plainSnippet(snippet, PLAIN_SNIPPET_CHARS - 40),
          createdAt: createdAt.toISOString(),
        })),
        nextCursor:
          rows.length > limit && last
            ? encodeCursor({ sort, createdAt: last.createdAt.toISOString(), id: last.id })
            : null,
      };
    },

    async create(userId, data) {
      const segments = checkSegments(data.segments ?? []);
      if (data.language) LanguageTagSchema.parse(data.language);
      if (data.summary) SummarySchema.parse(data.summary);
      const text = data.text?.trim() ? data.text : textOfSegments(segments);
      try {
        const row = await repo.insert({
          ...(data.id ? { id: data.id } : {}),
          userId,
          title: data.title?.trim() || defaultTitle(),
          text,
          segments,
          language: data.language ?? 'id-ID',
          durationSeconds: data.durationSeconds ?? durationOfSegments(segments),
          source: data.source ?? 'manual',
          meetingPlatform: data.meeting?.platform ?? null,
          meetingUrl: data.meeting?.url ?? null,
          status: data.status ?? 'ready',
          summary: data.summary ?? null,
          audio: data.audio ?? null,
        });
        if (row) return toTranscription(row);
        const existing = data.id ? await repo.find(userId, data.id) : null;
        if (!existing) throw new AppError('CONFLICT', 409, 'That transcription id is taken');
        if (data.audio) await deleteQuietly(data.audio.key);
        return toTranscription(existing);
      } catch (err) {
        if (data.audio) await deleteQuietly(data.audio.key);
        throw err;
      }
    },

    get: async (userId, id) => found(await repo.find(userId, id)),

    async update(userId, id, body) {
      const row = await repo.updateWith(userId, id, (current) => {
        const changes: TranscriptionChanges = {};
        if (body.title !== undefined) changes.title = body.title;
        let segments = body.segments;
        if (body.speakerNames) segments = renameSpeakers(segments ?? current.segments, body.speakerNames);
        if (segments) changes.segments = segments;
        // Edited segments carry the text unless the client sent the text too (a speaker rename changes no words).
        if (body.text !== undefined) changes.text = body.text;
        else if (body.segments) changes.text = textOfSegments(body.segments);
        return changes;
      });
      return found(row);
    },

    async remove(userId, id) {
      const gone = await repo.remove(userId, id);
      if (!gone) throw notFound('Transcription');
      if (gone.audioKey) await deleteQuietly(gone.audioKey);
    },

    setSummary: async (userId, id, summary) =>
      found(await repo.update(userId, id, { summary: summary && SummarySchema.parse(summary) })),

    async setStatus(userId, id, status, result = {}) {
      const changes: TranscriptionChanges = { status, error: result.error ?? null };
      if (result.progress !== undefined) changes.progress = result.progress;
      if (result.segments) {
        changes.segments = checkSegments(result.segments);
        changes.text = result.text?.trim() ? result.text : textOfSegments(result.segments);
        changes.durationSeconds = result.durationSeconds ?? durationOfSegments(result.segments);
      } else if (result.text !== undefined) changes.text = result.text;
      if (result.durationSeconds !== undefined) changes.durationSeconds = result.durationSeconds;
      if (result.language) changes.language = LanguageTagSchema.parse(result.language);
      return found(await repo.update(userId, id, changes));
    },

    async queueTranscription(userId, id, opts = {}) {
      const language = opts.language === undefined ? undefined : LanguageTagSchema.parse(opts.language);
      const row = await repo.updateWith(userId, id, (current) => {
        if (!current.audioKey) {
          throw new AppError('TRANSCRIPTION_NO_AUDIO', 400, 'This transcription has no audio to transcribe');
        }
        if (current.status === 'pending' || current.status === 'processing') {
          throw new AppError('CONFLICT', 409, 'A transcription of this audio is already queued or running');
        }
        return { status: 'pending', error: null, progress: null, ...(language ? { language } : {}) };
      });
      return found(row);
    },

    setProgress: async (userId, id, progress) =>
      (await repo.update(userId, id, { progress: Math.max(0, Math.min(100, Math.round(progress))) })) !== null,

    storeAudio: (source, opts) => storeAudio(storage, source, { maxBytes: maxUploadBytes, ...opts }),

    async attachFirstAudio(userId, id, audio) {
      const result = await repo.setAudio(userId, id, audio, { onlyIfNone: true });
      if (result && !result.kept) return toTranscription(result.row);
      await deleteQuietly(audio.key);
      if (!result) throw notFound('Transcription');
      return null;
    },

    async attachAudio(userId, id, audio) {
      const result = await repo.setAudio(userId, id, audio);
      if (!result) {
        await deleteQuietly(audio.key);
        throw notFound('Transcription');
      }
      // Only now that the row points at the new file is the old one unreferenced.
      if (result.previousKey && result.previousKey !== audio.key) await deleteQuietly(result.previousKey);
      return toTranscription(result.row);
    },

    discardAudio: (audio) => deleteQuietly(audio.key),

    async openAudio(userId, id) {
      const row = await repo.find(userId, id);
      if (!row) throw notFound('Transcription');
      const key = row.audioKey;
      const stat = key ? await storage.stat(key) : null;
      if (!key || !stat) {
        if (key) log.warn({ key, id }, 'audio file missing from storage');
        throw notFound('Audio');
      }
      return {
        mime: row.audioMime ?? 'application/octet-stream',
        size: stat.size,
        etag: `"${createHash('sha256').update(`${key}:${stat.size}`).digest('base64url').slice(0, 22)}"`,
        read: (range) => storage.read(key, range),
      };
    },

    async removeAllOf(userId) {
      // Files first: while the rows exist, a failure here can be retried; rows deleted first would leave files
      // that nothing names any more (today's bug: audio outlived its account).
      const keys = await repo.audioKeysOf(userId);
      for (const key of keys) await storage.delete(key);
      const attachedMeanwhile = (await repo.removeAllOf(userId)).filter((key) => !keys.includes(key));
      // Audio attached while the files above were deleted (an upload or a recording finishing right then).
      for (const key of attachedMeanwhile) await deleteQuietly(key);
    },
  };
}
