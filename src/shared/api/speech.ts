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

export const EngineInfoSchema = z.object({
  id: EngineIdSchema,
  languages: z.array(SpeechLanguageSchema),
  ready: z.boolean(),
  /** Why it is not ready (no model file, no API key ...), in English for the operator; the UI shows its own text. */
  reason: z.string().optional(),
  /** Live captions while recording. */
  live: z.boolean(),
  /** A full-quality pass over a whole file (Stop, uploads). */
  file: z.boolean(),
  runsIn: z.enum(['server', 'browser']),
});
export type EngineInfo = z.infer<typeof EngineInfoSchema>;

export const EnginesSchema = z.object({
  engines: z.array(EngineInfoSchema),
  /** The engine used when none is asked for, per language (STT_ENGINE, else the best ready one); null: none. */
  defaults: z.record(SpeechLanguageSchema, EngineIdSchema.nullable()),
});
export type Engines = z.infer<typeof EnginesSchema>;
