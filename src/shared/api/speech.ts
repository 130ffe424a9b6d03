import { z } from 'zod';

/**
 * Speech-to-text engines. `browser` runs in the page (Web Speech API) and sends its text to the server; the others
 * run on the server and receive audio.
 */
export const ENGINE_IDS = ['whisper', 'pocketsphinx', 'api', 'browser'] as const;
export const EngineIdSchema = z.enum(ENGINE_IDS);
export type EngineId = z.infer<typeof EngineIdSchema>;

/** Languages the recorder offers (docs/product.md §9: id-ID default, en-US; en-GB in the bot screen). */
export const SPEECH_LANGUAGES = ['id', 'en'] as const;
export const SpeechLanguageSchema = z.enum(SPEECH_LANGUAGES);
export type SpeechLanguage = z.infer<typeof SpeechLanguageSchema>;

/** `id-ID` → `id`; `en-US`/`en-GB` → `en`; anything else → undefined. */
export function speechLanguageOf(tag: string): SpeechLanguage | undefined {
  const base = tag.toLowerCase().split('-')[0];
  return (SPEECH_LANGUAGES as readonly string[]).includes(base ?? '') ? (base as SpeechLanguage) : undefined;
}

/**
 * Why an engine is not ready, for the UI to explain in the user's language (the `reason` text is the operator's).
 * - MODEL_DOWNLOADING: the Whisper model is being fetched (see `progress`); it becomes ready by itself.
 * - MODEL_MISSING: no model and no download under way (auto-download off, or failed: see the model's `failure`).
 * - MODEL_INVALID: a model file is there but damaged or not a Whisper model.
 * - DOWNLOAD_FAILED: the automatic download failed (no network, checksum ...); an admin can retry in Settings.
 * - NOT_CONFIGURED: an API engine without URL/key, pocketsphinx without its library.
 * - UNAVAILABLE: anything else (the native addon did not build ...).
 */
export const ENGINE_NOT_READY_CODES = [
  'MODEL_DOWNLOADING',
  'MODEL_MISSING',
  'MODEL_INVALID',
  'DOWNLOAD_FAILED',
  'NOT_CONFIGURED',
  'UNAVAILABLE',
] as const;
export const EngineNotReadyCodeSchema = z.enum(ENGINE_NOT_READY_CODES);
export type EngineNotReadyCode = z.infer<typeof EngineNotReadyCodeSchema>;

/** Why a model download failed: no network, the host refused, a checksum or format mismatch, no disk room. */
export const MODEL_FAILURE_CODES = ['OFFLINE', 'HTTP', 'CHECKSUM', 'INVALID', 'DISK'] as const;
export const ModelFailureCodeSchema = z.enum(MODEL_FAILURE_CODES);

export const EngineInfoSchema = z.object({
  id: EngineIdSchema,
  languages: z.array(SpeechLanguageSchema),
  ready: z.boolean(),
  /** Why it is not ready (no model file, no API key ...), in English for the operator (admins only in the API). */
  reason: z.string().optional(),
  /** Why it is not ready, for the UI's own text (every user). */
  notReady: EngineNotReadyCodeSchema.optional(),
  /**
   * Why its model's download failed (notReady DOWNLOAD_FAILED), for every user: a code without the operator's detail,
   * so a user is told "the server cannot reach the download site" rather than a vague failure.
   */
  failure: ModelFailureCodeSchema.optional(),
  /** 0..1 while its model downloads (notReady MODEL_DOWNLOADING). */
  progress: z.number().min(0).max(1).optional(),
  /** Live captions while recording. */
  live: z.boolean(),
  /** A full-quality pass over a whole file (Stop, uploads). */
  file: z.boolean(),
  runsIn: z.enum(['server', 'browser']),
});
export type EngineInfo = z.infer<typeof EngineInfoSchema>;

/** The multilingual whisper.cpp models an admin can install (file `ggml-{name}.bin`, names as upstream). */
export const WHISPER_MODELS = ['tiny', 'base', 'small', 'medium', 'large-v3-turbo'] as const;
export const WhisperModelNameSchema = z.enum(WHISPER_MODELS);
export type WhisperModelName = z.infer<typeof WhisperModelNameSchema>;

export const WhisperModelSchema = z.object({
  name: WhisperModelNameSchema,
  /** The official file's size in bytes (what a download costs on disk). */
  bytes: z.number().int().nonnegative(),
  state: z.enum(['installed', 'downloading', 'not-installed', 'failed']),
  /** 0..1 while downloading. */
  progress: z.number().min(0).max(1).optional(),
  /** The one WHISPER_MODEL names: the engine uses it. */
  active: z.boolean(),
  /** A generated test model: runs at real cost, its text is meaningless. */
  randomWeights: z.boolean().optional(),
  /** The last download's failure (state failed). */
  failure: z.object({ code: ModelFailureCodeSchema, reason: z.string() }).optional(),
});
export type WhisperModel = z.infer<typeof WhisperModelSchema>;

export const EnginesSchema = z.object({
  engines: z.array(EngineInfoSchema),
  /** The engine used when none is asked for, per language (admin's choice, STT_ENGINE, else the best ready one); null: none. */
  defaults: z.record(SpeechLanguageSchema, EngineIdSchema.nullable()),
  /** Admins only: the Whisper models with their state, and the default engine they chose per language (null: automatic). */
  admin: z
    .object({
      models: z.array(WhisperModelSchema),
      chosenDefaults: z.record(SpeechLanguageSchema, EngineIdSchema.nullable()),
      /** The model the Whisper engine uses (the admin's choice, else WHISPER_MODEL). */
      whisperModel: WhisperModelNameSchema,
    })
    .optional(),
});
export type Engines = z.infer<typeof EnginesSchema>;

/** PUT /api/admin/speech/defaults: the default engine per language (null: back to automatic), the Whisper model. */
export const SpeechDefaultsBodySchema = z.object({
  id: EngineIdSchema.nullable().optional(),
  en: EngineIdSchema.nullable().optional(),
  /** The installed model the Whisper engine should use. */
  whisperModel: WhisperModelNameSchema.optional(),
});
export type SpeechDefaultsBody = z.infer<typeof SpeechDefaultsBodySchema>;

/** POST /api/transcriptions/:id/transcribe: optionally another language (a BCP-47 tag such as id-ID) or engine. */
export const RetranscribeBodySchema = z
  .object({
    language: z.enum(['id-ID', 'en-US', 'en-GB']).optional(),
    engine: EngineIdSchema.optional(),
  })
  .optional();
export type RetranscribeBody = z.infer<typeof RetranscribeBodySchema>;
