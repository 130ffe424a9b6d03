import { describe, expect, it, vi } from 'vitest';
import { ENGLISH_SUMMARY_LABELS } from '@shared/summary/summary-text';
import { recordingSummary, recordingSummaryText, shareOrCopy, summaryFileName } from './summary-file';

const SUMMARY = {
  meetingInfo: { title: 'Sprint', date: 'Monday', duration: '30 minutes', location: 'Online' },
  summary: 'The team planned the 2.3 release.',
  topics: [{ title: 'Release', points: ['Notes by Friday'] }],
  actionItems: [{ task: 'Send the revised budget', assignee: 'Mark', deadline: 'Friday', status: 'Pending' }],
  participants: [{ name: 'Anna', role: 'Chair', contribution: 'Led' }],
};

describe('the recording panel’s summary file', () => {
  it('is named meeting-summary-{yyyy-mm-dd}.txt by the local date', () => {
    expect(summaryFileName(new Date(2026, 0, 5, 23, 59))).toBe('meeting-summary-2026-01-05.txt');
    expect(summaryFileName(new Date(2026, 10, 22, 0, 1))).toBe('meeting-summary-2026-11-22.txt');
    // 17:30 UTC is already tomorrow in Jakarta: the file is named by the user's day, not the server's.
    expect(summaryFileName(new Date('2026-11-23T17:30:00Z'), 'Asia/Jakarta')).toBe('meeting-summary-2026-11-24.txt');
  });

  it('is plain text of the summary, topics and action items only (docs/product.md §3)', () => {
    expect(recordingSummary(SUMMARY)).toEqual({
      summary: SUMMARY.summary,
      topics: SUMMARY.topics,
      actionItems: SUMMARY.actionItems,
    });
    const text = recordingSummaryText(SUMMARY, ENGLISH_SUMMARY_LABELS);
    expect(text).toBe(
      [
        'Summary',
        'The team planned the 2.3 release.',
        '',
        'Topics Discussed',
        '1. Release',
        '   - Notes by Friday',
        '',
        'Action Items',
        '- Send the revised budget (Assignee: Mark; Deadline: Friday; Status: Pending)',
      ].join('\n'),
    );
    expect(text).not.toContain('Anna');
    expect(text).not.toMatch(/[<>{}]/);
  });
});

describe('share', () => {
  const data = { title: 'Meeting summary', text: 'Summary\nAll good.' };

  it('uses the Web Share API when there is one', async () => {
    const share = vi.fn(async () => undefined);
    const copy = vi.fn(async () => undefined);
    expect(await shareOrCopy(data, { share }, copy)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(copy).not.toHaveBeenCalled();
  });

  it('copies instead when sharing is not supported', async () => {
    const copy = vi.fn(async () => undefined);
    expect(await shareOrCopy(data, {}, copy)).toBe('copied');
    expect(copy).toHaveBeenCalledWith(data.text);
    const refuses = { share: vi.fn(async () => undefined), canShare: () => false };
    expect(await shareOrCopy(data, refuses, copy)).toBe('copied');
    expect(refuses.share).not.toHaveBeenCalled();
  });

  it('a closed share sheet is not a failure; other errors are', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    const copy = vi.fn(async () => undefined);
    expect(await shareOrCopy(data, { share: async () => Promise.reject(abort) }, copy)).toBe('cancelled');
    await expect(shareOrCopy(data, { share: async () => Promise.reject(new Error('denied')) }, copy)).rejects.toThrow(
      'denied',
    );
    await expect(shareOrCopy(data, {}, async () => Promise.reject(new Error('no clipboard')))).rejects.toThrow();
  });
});
