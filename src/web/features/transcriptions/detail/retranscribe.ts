import type { EngineId, Engines, RetranscribeBody } from '@shared/api/speech';
import { speechLanguageOf } from '@shared/api/speech';
import { AUTO, fileEnginesFor, fileLangOf, type FileLang } from '../../speech/status';

export type EngineChoice = EngineId | typeof AUTO;

/** The engines "Transcribe again…" offers for a language: Automatic, then each ready server engine for files. */
export function engineChoices(engines: Engines | undefined, lang: FileLang): EngineChoice[] {
  return [AUTO, ...fileEnginesFor(engines, speechLanguageOf(lang) ?? 'id').map((e) => e.id)];
}

/** The pick while it is still offered for the language, else Automatic. */
export function effectiveEngine(choices: EngineChoice[], picked: EngineChoice): EngineChoice {
  return choices.includes(picked) ? picked : AUTO;
}

/**
 * The request body: the language only when it changes (an en-GB recording asked again in English stays en-GB), the
 * engine only when one is chosen (Automatic: the server's default for the language).
 */
export function retranscribeBody(currentLanguage: string, lang: FileLang, engine: EngineChoice): RetranscribeBody {
  const body: NonNullable<RetranscribeBody> = {};
  if (fileLangOf(currentLanguage) !== lang) body.language = lang;
  if (engine !== AUTO) body.engine = engine;
  return body;
}

/**
 * Whether submitting can work: Automatic needs some ready engine for the language (when the engines are known; if
 * they could not be loaded the server decides).
 */
export function canSubmit(engines: Engines | undefined, choices: EngineChoice[], engine: EngineChoice): boolean {
  if (engine !== AUTO) return true;
  return engines === undefined || choices.length > 1;
}
