import { z } from 'zod';
import { speechFailed } from '../speech.errors.js';
import type { SpeechLanguage, TimedSegment } from '../speech.types.js';
import { SAMPLE_RATE } from '../speech.types.js';
import { pcmToWav } from './wav.js';

export interface ApiClientOptions {
  /** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1. */
  url: string;
  key: string | undefined;
  model: string;
  /** Per request (default 120 s). */
  timeoutMs?: number;
}

const VerboseJsonSchema = z.object({
  text: z.string().optional(),
  duration: z.coerce.number().optional(),
  segments: z
    .array(z.object({ start: z.coerce.number(), end: z.coerce.number(), text: z.string() }))
    .optional()
    .nullable(),
});

/**
 * One `POST {url}/audio/transcriptions` (OpenAI's verbose_json with segment timestamps). Failures are SPEECH_FAILED
 * with a reason an operator can act on; the key never appears in one.
 */
export async function transcribeWindow(
  opts: ApiClientOptions,
  pcm: Int16Array,
  language: SpeechLanguage,
  signal?: AbortSignal,
): Promise<TimedSegment[]> {
  const form = new FormData();
  // Buffer.concat allocates a plain ArrayBuffer, never a shared one.
  form.append('file', new Blob([pcmToWav(pcm) as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }), 'audio.wav');
  form.append('model', opts.model);
  form.append('language', language);
  form.append('response_format', 'verbose_json');
  form.append('timestamp_granularities[]', 'segment');
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? 120_000);
  let res: Response;
  try {
    res = await fetch(`${opts.url}/audio/transcriptions`, {
      method: 'POST',
      body: form,
      headers: opts.key ? { authorization: `Bearer ${opts.key}` } : {},
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    if (timeout.aborted) throw speechFailed('api', `no answer from ${opts.url} within ${opts.timeoutMs ?? 120_000} ms`);
    throw speechFailed('api', `cannot reach ${opts.url}: ${(err as Error).message}`);
  }
  if (res.status === 401 || res.status === 403) {
    throw speechFailed('api', `${opts.url} refused the API key (HTTP ${res.status}); check STT_API_KEY`);
  }
  const body = await res.text().catch(() => '');
  if (!res.ok) throw speechFailed('api', `${opts.url} answered HTTP ${res.status}: ${redact(body, opts.key)}`);
  let parsed: z.infer<typeof VerboseJsonSchema>;
  try {
    parsed = VerboseJsonSchema.parse(JSON.parse(body));
  } catch {
    throw speechFailed('api', `${opts.url} answered something other than verbose_json`);
  }
  const seconds = pcm.length / SAMPLE_RATE;
  const clamp = (t: number) => Math.max(0, Math.min(seconds, t));
  const segments = parsed.segments?.length
    ? parsed.segments
    : parsed.text
      ? [{ start: 0, end: parsed.duration ?? seconds, text: parsed.text }]
      : [];
  return segments
    .map((s) => ({ start: clamp(s.start), end: Math.max(clamp(s.start), clamp(s.end)), text: s.text.trim() }))
    .filter((s) => s.text);
}

/** An error body may echo the request; keep it short and without the key. */
function redact(text: string, key: string | undefined): string {
  const short = text.replace(/\s+/g, ' ').slice(0, 200);
  return key ? short.split(key).join('***') : short;
}
