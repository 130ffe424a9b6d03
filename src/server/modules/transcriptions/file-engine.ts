import { speechLanguageOf, type EngineId } from '../../../shared/api/speech.js';
import { AppError } from '../../platform/http/errors.js';
import type { SpeechRegistry } from '../speech/speech.types.js';

/**
 * Checks, before anything is queued, that `engine` can transcribe a file in `languageTag` here: it exists (else 400
 * SPEECH_ENGINE_UNKNOWN), knows the language (400 SPEECH_LANGUAGE_UNSUPPORTED), is ready (409
 * SPEECH_ENGINE_UNAVAILABLE) and transcribes whole files (400 SPEECH_ENGINE_UNAVAILABLE: the browser's engine never
 * does). The job checks again when it runs: a model may be deleted in between.
 */
export async function requireFileEngine(
  speech: Pick<SpeechRegistry, 'pick'>,
  languageTag: string,
  engine: EngineId,
): Promise<void> {
  const language = speechLanguageOf(languageTag);
  if (!language) {
    throw new AppError('SPEECH_LANGUAGE_UNSUPPORTED', 400, `No speech engine for the language "${languageTag}"`);
  }
  const picked = await speech.pick(language, engine);
  if (!picked.transcribe) {
    throw new AppError('SPEECH_ENGINE_UNAVAILABLE', 400, `The ${engine} engine does not transcribe files`);
  }
}
