import { z } from 'zod';
import {
  extractJson,
  normalizeSummary,
  type GeneratedSummary,
  type SummaryLanguage,
} from '../../../../shared/summary/normalize.js';
import { ProviderError, type SummaryLog } from '../errors.js';
import type { ProviderInput, SummaryProvider } from '../types.js';
import { transcriptParts, DEFAULT_PART_CHARS } from './chunks.js';
import { chatCompletionsUrl } from './endpoint.js';
import { hintsMessage } from './findings.js';
import { mergeParts } from './merge.js';
import { mergeMessage, mergePrompt, partMessage, systemPrompt, type MeetingFacts } from './prompt.js';

/** docs/product.md §9: timeout 30 s, temperature 0.3, max_tokens 2000. */
export const LLM_TIMEOUT_MS = 30_000;
export const LLM_TEMPERATURE = 0.3;
export const LLM_MAX_TOKENS = 2000;

export interface LlmProviderOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  fetch?: typeof fetch;
  /** Per request (each part of a long transcript has its own). */
  timeoutMs?: number;
  /** Longest transcript part sent in one request. */
  maxPartChars?: number;
  /** Parts summarised at the same time. */
  concurrency?: number;
  log?: SummaryLog;
  /** Facts put into the prompt (the summariser passes the formatted date and duration). */
  facts?: (input: ProviderInput) => MeetingFacts;
}

// OpenAI's answer, read loosely: some servers send content as a list of parts.
const ChatResponseSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.union([z.string(), z.array(z.object({ text: z.string().optional() }).loose()), z.null()]),
        }),
      }),
    )
    .min(1),
});

type Message = { role: 'system' | 'user'; content: string };

/**
 * The OpenAI-compatible chat provider (DeepSeek by default; OpenAI, Groq, Ollama's /v1 and others by base URL).
 * Failures become `ProviderError`s with a code; the key goes only into the Authorization header and is cut out of
 * anything that could be logged.
 */
export function createLlmProvider(opts: LlmProviderOptions): SummaryProvider {
  const url = chatCompletionsUrl(opts.baseUrl);
  const doFetch = opts.fetch ?? globalThis.fetch;
  const timeoutMs = opts.timeoutMs ?? LLM_TIMEOUT_MS;
  const redact = (s: string) => (opts.apiKey ? s.split(opts.apiKey).join('[redacted]') : s);
  let jsonMode = true; // turned off for servers that reject response_format (older Ollama, some proxies)

  async function chat(messages: Message[], signal: AbortSignal | undefined): Promise<string> {
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), timeoutMs);
    try {
      const body = {
        model: opts.model,
        messages,
        temperature: LLM_TEMPERATURE,
        max_tokens: LLM_MAX_TOKENS,
        ...(jsonMode ? { response_format: { type: 'json_object' } } : {}),
      };
      const res = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${opts.apiKey}`,
        },
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timer.signal]) : timer.signal,
      });
      if (!res.ok) {
        const detail = redact((await res.text().catch(() => '')).slice(0, 300));
        if (res.status === 400 && jsonMode && /response_format|json_object/i.test(detail)) {
          jsonMode = false;
          clearTimeout(timeout);
          return chat(messages, signal);
        }
        if (res.status === 401 || res.status === 403) throw new ProviderError('auth', `HTTP ${res.status}`, res.status);
        if (res.status === 429) throw new ProviderError('rate-limited', `HTTP 429 ${detail}`.trim(), 429);
        throw new ProviderError('http-error', `HTTP ${res.status} ${detail}`.trim(), res.status);
      }
      const parsed = ChatResponseSchema.safeParse(await res.json().catch(() => undefined));
      if (!parsed.success) throw new ProviderError('invalid-format', 'not a chat completion');
      const content = parsed.data.choices[0]!.message.content;
      const text = Array.isArray(content) ? content.map((p) => p.text ?? '').join('') : (content ?? '');
      if (!text.trim()) throw new ProviderError('invalid-format', 'empty answer');
      return text;
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      if (timer.signal.aborted) throw new ProviderError('timeout', `no answer within ${timeoutMs} ms`);
      if (err instanceof ProviderError) throw err;
      throw new ProviderError('network', redact(String((err as Error)?.cause ?? (err as Error)?.message ?? err)));
    } finally {
      clearTimeout(timeout);
    }
  }

  async function summarizePart(
    transcript: string,
    input: ProviderInput,
    part: number,
    parts: number,
    signal: AbortSignal,
  ): Promise<GeneratedSummary> {
    const lang = input.summaryLanguage;
    const facts = opts.facts?.(input) ?? { title: input.title };
    const answer = await chat(
      [
        { role: 'system', content: systemPrompt(lang) },
        {
          role: 'user',
          // The local findings as hints, only where a single request sees the whole meeting.
          content: partMessage(
            transcript,
            facts,
            part,
            parts,
            lang,
            parts === 1 ? hintsMessage(input.hints ?? [], lang) : '',
          ),
        },
      ],
      signal,
    );
    const result = normalizeSummary(answer, { language: lang, generator: 'llm' });
    if (!result.ok) throw new ProviderError('invalid-format', result.issue);
    return result.summary;
  }

  /** The overall title and summary of a long meeting; undefined when the merge call fails (parts are joined). */
  async function overall(parts: GeneratedSummary[], lang: SummaryLanguage, signal: AbortSignal | undefined) {
    try {
      const answer = await chat(
        [
          { role: 'system', content: mergePrompt(lang) },
          {
            role: 'user',
            content: mergeMessage(
              parts.map((p) => p.summary),
              lang,
            ),
          },
        ],
        signal,
      );
      const json = extractJson(answer) as { title?: unknown; summary?: unknown } | undefined;
      return typeof json?.summary === 'string'
        ? { summary: json.summary, title: typeof json.title === 'string' ? json.title : undefined }
        : undefined;
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      opts.log?.warn({ code: (err as ProviderError).code }, 'summary merge call failed; joining the parts');
      return undefined;
    }
  }

  return {
    name: 'llm',
    async summarize(input) {
      const parts = transcriptParts(input, opts.maxPartChars ?? DEFAULT_PART_CHARS);
      if (parts.length === 1)
        return summarizePart(parts[0]!, input, 1, 1, input.signal ?? new AbortController().signal);
      // One failed part fails the whole summary (a partial one would silently miss a stretch of the meeting):
      // the remaining requests are cancelled.
      const stop = new AbortController();
      const signal = input.signal ? AbortSignal.any([input.signal, stop.signal]) : stop.signal;
      const results: GeneratedSummary[] = new Array(parts.length);
      let next = 0;
      const worker = async () => {
        while (next < parts.length) {
          const i = next++;
          results[i] = await summarizePart(parts[i]!, input, i + 1, parts.length, signal);
        }
      };
      try {
        await Promise.all(Array.from({ length: Math.min(opts.concurrency ?? 3, parts.length) }, worker));
      } catch (err) {
        stop.abort();
        throw err;
      }
      opts.log?.info({ parts: parts.length }, 'long transcript summarised in parts');
      return mergeParts(results, await overall(results, input.summaryLanguage, input.signal));
    },
  };
}
