import { AppError } from '../../platform/http/errors.js';
import type { EngineId, SpeechLanguage } from './speech.types.js';

export const languageUnsupported = (engine: EngineId, language: SpeechLanguage) =>
  new AppError('SPEECH_LANGUAGE_UNSUPPORTED', 400, `The ${engine} engine has no model for language "${language}"`);

export const engineUnavailable = (engine: EngineId, reason?: string) =>
  new AppError('SPEECH_ENGINE_UNAVAILABLE', 409, `The ${engine} engine is not ready${reason ? `: ${reason}` : ''}`);

export const speechFailed = (engine: EngineId, reason: string) =>
  new AppError('SPEECH_FAILED', 502, `The ${engine} engine failed: ${reason}`);

export const cancelled = () => new AppError('SPEECH_FAILED', 499, 'Transcription cancelled');

/** Whether `err` is the cancellation above (callers that cancelled on purpose ignore it). */
export const isCancelled = (err: unknown) => err instanceof AppError && err.status === 499;
