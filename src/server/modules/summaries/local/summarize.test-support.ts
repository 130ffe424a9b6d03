import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { summarizeLocally } from './local-summarizer.js';

/** The day the summariser's tests hold their meetings: a Tuesday. */
export const DATE = '2026-11-24';

/** Action items of a typed or pasted transcript ("Name: text" lines). */
export const fromText = (lines: string[], lang: SummaryLanguage, date = DATE) =>
  summarizeLocally({ text: lines.join('\n'), date, summaryLanguage: lang }).actionItems;

/** The whole summary of speech-to-text: one segment a line, no speakers, as live transcription stores it. */
export const speechSummary = (lines: string[], lang: SummaryLanguage, date = DATE) =>
  summarizeLocally({
    text: lines.join(' '),
    segments: lines.map((text, i) => ({ start: i * 5, end: i * 5 + 4, text })),
    date,
    summaryLanguage: lang,
  });

/** Action items of speech-to-text. */
export const fromSpeech = (lines: string[], lang: SummaryLanguage, date = DATE) =>
  speechSummary(lines, lang, date).actionItems;

/** Action items as [task, assignee, deadline] rows, for one expectation per meeting. */
export const rows = (items: Array<{ task: string; assignee: string; deadline: string }>) =>
  items.map((i) => [i.task, i.assignee, i.deadline]);
