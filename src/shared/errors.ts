import { z } from 'zod';
import { BOT_FAILURE_CODES } from './api/bots.js';
import { SUMMARY_ERROR_CODES } from './summary/errors.js';

/**
 * Every error code the API can answer. The web app maps each to `errors.<code>` in its locale files,
 * so adding a code here without a translation fails the locale test.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA',
  'INTERNAL',
  'UNAVAILABLE',
  // accounts
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_IN_USE',
  'WEAK_PASSWORD',
  'PASSWORDS_DO_NOT_MATCH',
  'ALREADY_VERIFIED',
  'INVALID_TOKEN',
  'PROVIDER_NOT_CONFIGURED',
  'WRONG_PASSWORD',
  'CONFIRMATION_MISMATCH',
  'REAUTH_REQUIRED',
  // speech-to-text
  'SPEECH_ENGINE_UNKNOWN',
  'SPEECH_ENGINE_UNAVAILABLE',
  'SPEECH_LANGUAGE_UNSUPPORTED',
  'SPEECH_MODEL_MISSING',
  'SPEECH_MODEL_INVALID',
  'SPEECH_FAILED',
  'SPEECH_NO_RESULT',
  'SPEECH_TIMEOUT',
  // recording
  'RECORDING_FINISHED',
  'RECORDING_EMPTY',
  'AUDIO_DECODE_FAILED',
  'TRANSCRIPTION_NO_AUDIO',
  // meeting links (src/shared/meeting-link.ts) and the bot (src/shared/api/bots.ts explains the failures)
  'MEETING_LINK_EMPTY',
  'MEETING_LINK_INVALID',
  'MEETING_PLATFORM_UNSUPPORTED',
  'ZOOM_LINK_INVALID',
  ...BOT_FAILURE_CODES,
  'BOT_NOT_ACTIVE',
  'BOT_LIMIT_REACHED',
  // calendars
  'CALENDAR_EVENT_NOT_FOUND',
  'CALENDAR_NO_MEETING_URL',
  'CALENDAR_URL_FORBIDDEN',
  'CALENDAR_FEED_INVALID',
  'CALENDAR_FETCH_FAILED',
  'CALENDAR_DISCONNECTED',
  'CALENDAR_CONNECT_FAILED',
  // summaries (src/shared/summary/errors.ts explains each)
  ...SUMMARY_ERROR_CODES,
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
    requestId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
