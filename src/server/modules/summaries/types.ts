import type { GeneratedActionItem, GeneratedSummary, SummaryLanguage } from '../../../shared/summary/normalize.js';

/** What a summary is made from: a transcription's text, its segments and what is known about the meeting. */
export interface SummaryInput {
  text: string;
  /** Segments with speakers give the local summariser its turns; the text is used when there are none. */
  segments?: ReadonlyArray<{ start?: number; end?: number; text: string; speaker?: string | null }>;
  /** BCP 47 tag of the transcript (id-ID, en-US ...). The text decides when it is missing or clearly wrong. */
  language?: string;
  title?: string;
  /** The meeting's day: 'YYYY-MM-DD' or a date-time (read in `timeZone`). Deadlines resolve against it. */
  date?: string | Date;
  /** IANA time zone for `date` (default UTC): the API passes the user's. */
  timeZone?: string;
  durationSeconds?: number;
  /** Where it took place when the caller knows (a bot's platform); else the transcript may say. */
  location?: string;
  /** Aborts the work (a cancelled job): the summariser then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** The input as a provider receives it: the summary's language already decided. */
export interface ProviderInput extends SummaryInput {
  summaryLanguage: SummaryLanguage;
  /** The local summariser's action items: hints in the AI provider's prompt. */
  hints?: GeneratedActionItem[];
}

/** One way of making a summary. Providers throw `ProviderError` when they cannot deliver one. */
export interface SummaryProvider {
  readonly name: string;
  summarize(input: ProviderInput): Promise<GeneratedSummary>;
}
