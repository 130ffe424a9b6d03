import { calendarDate } from '@shared/calendar-date';
import { toSummaryView } from '@shared/summary/display';
import { summaryToText, type SummaryLabels } from '@shared/summary/summary-text';
import type { Summary } from '@shared/summary/summary';

/**
 * docs/product.md §9: `meeting-summary-{yyyy-mm-dd}.txt`, the user's local date (the browser's zone unless one is
 * named).
 */
export function summaryFileName(now: Date = new Date(), timeZone?: string): string {
  return `meeting-summary-${calendarDate(now, timeZone)}.txt`;
}

/** docs/product.md §3: the manual-recording summary is only summary, topics and action items. */
export function recordingSummary(summary: Summary): Summary {
  return { summary: summary.summary, topics: summary.topics, actionItems: summary.actionItems };
}

/** The plain text that is copied, downloaded and shared. */
export function recordingSummaryText(summary: Summary, labels: SummaryLabels): string {
  const view = toSummaryView(recordingSummary(summary));
  return view ? summaryToText(view, labels) : '';
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

export interface ShareTarget {
  share?: (data: { title?: string; text?: string }) => Promise<void>;
  canShare?: (data: { title?: string; text?: string }) => boolean;
}

/**
 * Web Share when the browser has it; otherwise the text is copied (docs/product.md §8: 'Summary copied to clipboard
 * (sharing not supported)'). A user closing the share sheet is not a failure. Other errors reject.
 */
export async function shareOrCopy(
  data: { title: string; text: string },
  target: ShareTarget,
  copy: (text: string) => Promise<void>,
): Promise<ShareOutcome> {
  if (typeof target.share === 'function' && (!target.canShare || target.canShare(data))) {
    try {
      await target.share.call(target, data);
      return 'shared';
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') return 'cancelled';
      throw err;
    }
  }
  await copy(data.text);
  return 'copied';
}
