/**
 * What can go wrong while generating a summary, as data: the server records it, the web shows the localized text
 * (`summary.errors.<code>` in the locales; the Indonesian strings of docs/product.md §5 and §8 are listed here verbatim
 * so the locale files can be checked against them).
 */

/** Why the configured AI provider's answer was not used (the local summariser then stands in). */
export const SUMMARY_FAILURE_CODES = [
  'timeout', // no answer within the time limit (30 s by default)
  'auth', // 401 or 403: wrong or revoked key
  'invalid-format', // an answer that is not the JSON summary asked for
  'rate-limited', // 429
  'http-error', // any other non-2xx status (see `status`)
  'network', // connection refused, DNS, TLS ...
] as const;
export type SummaryFailureCode = (typeof SUMMARY_FAILURE_CODES)[number];

/**
 * Why no summary can be made at all: the API answers these as errors. The first three are checks of the input;
 * the others happen only when the caller asked for no local fallback, or the local summariser itself failed.
 */
export const SUMMARY_ERROR_CODES = [
  'SUMMARY_EMPTY',
  'SUMMARY_TRANSCRIPT_TOO_SHORT',
  'SUMMARY_RECORDING_TOO_SHORT',
  'SUMMARY_TIMEOUT',
  'SUMMARY_AI_AUTH',
  'SUMMARY_INVALID_FORMAT',
  'SUMMARY_FAILED',
] as const;
export type SummaryErrorCode = (typeof SUMMARY_ERROR_CODES)[number];

/** The API error a provider failure becomes when there is no fallback. */
export const FAILURE_TO_ERROR: Record<SummaryFailureCode, SummaryErrorCode> = {
  timeout: 'SUMMARY_TIMEOUT',
  auth: 'SUMMARY_AI_AUTH',
  'invalid-format': 'SUMMARY_INVALID_FORMAT',
  'rate-limited': 'SUMMARY_FAILED',
  'http-error': 'SUMMARY_FAILED',
  network: 'SUMMARY_FAILED',
};

/** Spec texts (Indonesian, verbatim); `{reason}` is filled with the failure's short reason. */
export const SUMMARY_SPEC_MESSAGES_ID: Record<SummaryErrorCode, string> = {
  SUMMARY_EMPTY: 'Please record some audio first',
  SUMMARY_TRANSCRIPT_TOO_SHORT: 'Transkrip terlalu pendek untuk menghasilkan ringkasan yang berarti.',
  SUMMARY_RECORDING_TOO_SHORT: 'Transkrip terlalu pendek... Mohon rekam lebih lama.',
  SUMMARY_TIMEOUT: 'Waktu pembuatan ringkasan habis. Server mungkin sibuk, silakan coba lagi nanti.',
  SUMMARY_AI_AUTH: 'Masalah otentikasi dengan layanan AI. Harap hubungi dukungan teknis.',
  SUMMARY_INVALID_FORMAT: 'Format respons tidak valid',
  SUMMARY_FAILED: 'Gagal membuat ringkasan: {reason}',
};

/** docs/product.md §5: minutes need this many characters of transcript. */
export const MIN_MINUTES_CHARS = 20;
/** docs/product.md §8: the manual-recording panel asks for a longer recording under this many characters. */
export const MIN_RECORDING_CHARS = 50;
