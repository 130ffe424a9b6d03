import type { TFunction } from 'i18next';
import { FAILURE_TO_ERROR, type SummaryFailureCode } from '@shared/summary/errors';
import { ApiError } from '../../lib/api';

/** The localized text of a failed summary: `errors:<code>`, with the failure's reason in SUMMARY_FAILED. */
export function summaryErrorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    const reason = (err.details as { reason?: string } | undefined)?.reason ?? err.message;
    const text = t(`errors:${err.code}`, { reason, defaultValue: '' });
    if (text) return text;
  }
  return t('errors:SUMMARY_FAILED', { reason: (err as Error)?.message ?? String(err) });
}

/** Why the built-in summariser made a summary instead of the AI provider, in the reader's language. */
export function fallbackReasonText(t: TFunction, notice: { code: SummaryFailureCode; status?: number }): string {
  const code = FAILURE_TO_ERROR[notice.code] ?? 'SUMMARY_FAILED';
  return t(`errors:${code}`, { reason: notice.status ? `HTTP ${notice.status}` : notice.code });
}
