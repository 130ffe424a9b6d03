import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api';

/**
 * The localized text for a failed call: `errors:<code>` when the code is known, else `fallback`
 * (an already translated text), else the generic `errors:UNKNOWN`.
 */
export function errorMessage(t: TFunction, err: unknown, fallback?: string): string {
  return codeMessage(t, err instanceof ApiError ? err.code : undefined, fallback);
}

/** The localized text of an error code stored with a record (e.g. why a transcription failed); never the raw code. */
export function codeMessage(t: TFunction, code: string | null | undefined, fallback?: string): string {
  if (code) {
    const text = t(`errors:${code}`, { defaultValue: '' });
    if (text) return text;
  }
  return fallback ?? t('errors:UNKNOWN');
}

/** `errorMessage` bound to the current language, for components. */
export function useErrorMessage() {
  const { t } = useTranslation('errors');
  return (err: unknown, fallback?: string) => errorMessage(t, err, fallback);
}

/** `codeMessage` bound to the current language, for components. */
export function useCodeMessage() {
  const { t } = useTranslation('errors');
  return (code: string | null | undefined, fallback?: string) => codeMessage(t, code, fallback);
}

/** The server's error code, if the error came from the API. */
export function errorCode(err: unknown): string | undefined {
  return err instanceof ApiError ? err.code : undefined;
}
