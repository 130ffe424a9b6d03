import type { Config } from '../../platform/config/config.js';
import { FAILURE_TO_ERROR, type SummaryFailureCode } from '../../../shared/summary/errors.js';
import {
  SUMMARY_DEFAULTS,
  type GeneratedSummary,
  type SummaryGenerator,
  type SummaryLanguage,
} from '../../../shared/summary/normalize.js';
import { ProviderError, SummaryError, type SummaryLog } from './errors.js';
import { detectLanguage } from './language.js';
import { withLocalFindings } from './llm/findings.js';
import { createLlmProvider } from './llm/llm-provider.js';
import type { MeetingFacts } from './llm/prompt.js';
import { formatDay, formatDuration, meetingDay } from './local/dates.js';
import { localProvider } from './local/local-summarizer.js';
import { micCheckSummary, checkTranscript, type SummaryPurpose } from './mic-check.js';
import type { ProviderInput, SummaryInput, SummaryProvider } from './types.js';

export interface SummarizerDeps {
  config: Pick<Config, 'llm'>;
  log: SummaryLog;
  /** The HTTP client for the AI provider (tests and the default are the real `fetch`). */
  fetch?: typeof fetch;
  /** Tuning of the AI provider: per-request timeout (30 s), part size (24,000 characters), parallel parts (3). */
  llm?: { timeoutMs?: number; maxPartChars?: number; concurrency?: number };
}

export interface SummarizeRequest extends SummaryInput {
  /** 'minutes' (spec: at least 20 characters) or 'recording' (the recording panel: at least 50). */
  purpose?: SummaryPurpose;
  /** False: a provider failure is an error (SummaryError) instead of a local summary. Default true. */
  fallback?: boolean;
}

export interface SummarizeOutcome {
  summary: GeneratedSummary;
  generator: SummaryGenerator;
  /** Set when the AI provider failed and the local summariser made the summary: the UI says why. */
  fallback: { code: SummaryFailureCode; status?: number; reason: string } | null;
  ms: number;
}

export interface Summarizer {
  /** What answers when nothing fails: 'llm' with LLM_API_KEY set, else 'local'. */
  readonly primary: 'llm' | 'local';
  summarize(request: SummarizeRequest): Promise<SummarizeOutcome>;
}

/** Meeting facts known before summarising, in the summary's language: they override what a model writes. */
function factsOf(input: SummaryInput, lang: SummaryLanguage): MeetingFacts {
  const day = meetingDay(input.date, input.timeZone);
  const lastEnd = input.segments?.reduce((m, s) => Math.max(m, s.end ?? 0), 0) ?? 0;
  const seconds = input.durationSeconds ?? (lastEnd > 0 ? lastEnd : undefined);
  return {
    title: input.title?.trim() || undefined,
    date: day === undefined ? undefined : formatDay(day, lang),
    duration: seconds === undefined ? undefined : formatDuration(seconds, lang),
    location: input.location?.trim() || undefined,
  };
}

/**
 * The summariser the API and the `summary.generate` job use: checks the transcript (docs/product.md §5), answers mic
 * checks with the canned summary, and otherwise asks the AI provider when one is configured, falling back to the
 * local summariser when it fails, times out or answers unusably, and recording why.
 */
export function createSummarizer(deps: SummarizerDeps): Summarizer {
  const { apiKey, baseUrl, model } = deps.config.llm;
  const llm: SummaryProvider | null = apiKey
    ? createLlmProvider({
        baseUrl,
        apiKey,
        model,
        fetch: deps.fetch,
        log: deps.log,
        ...deps.llm,
        facts: (input) => factsOf(input, input.summaryLanguage),
      })
    : null;

  async function local(input: ProviderInput): Promise<GeneratedSummary> {
    try {
      return await localProvider.summarize(input);
    } catch (err) {
      if (input.signal?.aborted) throw input.signal.reason;
      deps.log.warn({ err }, 'local summariser failed');
      throw new SummaryError('SUMMARY_FAILED', (err as Error).message);
    }
  }

  return {
    primary: llm ? 'llm' : 'local',
    async summarize(request) {
      const started = performance.now();
      request.signal?.throwIfAborted();
      const text = request.text.trim() ? request.text : (request.segments ?? []).map((s) => s.text).join('\n');
      const check = checkTranscript(text, request.purpose ?? 'minutes');
      if (check.kind === 'error') throw new SummaryError(check.code);
      const lang = detectLanguage(request.language, text);
      const facts = factsOf(request, lang);
      const done = (summary: GeneratedSummary, fallback: SummarizeOutcome['fallback'] = null): SummarizeOutcome => ({
        summary,
        generator: summary.generator,
        fallback,
        ms: Math.round(performance.now() - started),
      });
      if (check.kind === 'mic-check') return done(micCheckSummary(lang, facts));

      const input: ProviderInput = { ...request, text, summaryLanguage: lang };
      if (!llm) return done(await local(input));
      // The local summariser runs first (well under a second): its action items are the model's hints, and its
      // findings are merged into the model's answer, so an item either of them found stays.
      const localSummary = await local(input).catch(() => null);
      try {
        const answered = await llm.summarize({ ...input, hints: localSummary?.actionItems ?? [] });
        const summary = localSummary ? withLocalFindings(answered, localSummary) : answered;
        // Known facts win over the model's reading of them; the rest of meetingInfo is the model's.
        const d = SUMMARY_DEFAULTS[lang];
        summary.meetingInfo = {
          title: summary.meetingInfo.title !== d.title ? summary.meetingInfo.title : (facts.title ?? d.title),
          date: facts.date ?? summary.meetingInfo.date,
          duration: facts.duration ?? summary.meetingInfo.duration,
          location: facts.location ?? summary.meetingInfo.location,
        };
        return done(summary);
      } catch (err) {
        if (request.signal?.aborted) throw request.signal.reason;
        const failure =
          err instanceof ProviderError ? err : new ProviderError('network', String((err as Error)?.message ?? err));
        if (request.fallback === false)
          throw new SummaryError(FAILURE_TO_ERROR[failure.code], failure.message, failure.status);
        deps.log.warn(
          { code: failure.code, status: failure.status, reason: failure.message },
          'AI summary failed; the local summariser made this one',
        );
        const summary = localSummary ?? (await local(input));
        summary.notice = { code: failure.code, ...(failure.status ? { status: failure.status } : {}) };
        return done(summary, { code: failure.code, status: failure.status, reason: failure.message });
      }
    },
  };
}
