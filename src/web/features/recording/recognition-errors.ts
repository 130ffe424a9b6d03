import type { Notice } from './recording-state';

/** The Web Speech API's error codes (SpeechRecognitionErrorEvent.error); each has its own words in `recording.json`. */
export const RECOGNITION_ERROR_CODES = [
  'audio-capture',
  'network',
  'not-allowed',
  'service-not-allowed',
  'no-speech',
  'aborted',
  'language-not-supported',
  'bad-grammar',
] as const;
export type RecognitionErrorCode = (typeof RECOGNITION_ERROR_CODES)[number];

const RECOGNITION_KEY = 'recording:errors.recognition';

const known = (code: unknown): code is RecognitionErrorCode =>
  (RECOGNITION_ERROR_CODES as readonly unknown[]).includes(code);

/**
 * The key and values to show a notice with. docs/product.md §8 says 'Speech recognition error: {code}': the code is
 * given in the reader's words (`recording:browserErrors.<code>`), never raw; a code the browser invents later gets
 * the general description.
 */
export function noticeText(
  notice: Notice,
  t: (key: string, params?: Record<string, unknown>) => string,
): { key: string; params?: Record<string, string | number> } {
  if (notice.key !== RECOGNITION_KEY) return notice;
  const code = notice.params?.code;
  return {
    key: RECOGNITION_KEY,
    params: { code: t(`recording:browserErrors.${known(code) ? code : 'unknown'}`) },
  };
}
