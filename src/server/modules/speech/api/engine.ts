import { cancelled, engineUnavailable, isCancelled, languageUnsupported } from '../speech.errors.js';
import {
  SAMPLE_RATE,
  type EngineInfo,
  type LiveSession,
  type LiveSessionOptions,
  type SpeechEngine,
  type SpeechLanguage,
  type TimedSegment,
} from '../speech.types.js';
import { quietCuts } from '../whisper/split.js';
import { transcribeWindow, type ApiClientOptions } from './client.js';

export interface ApiEngineOptions extends Omit<ApiClientOptions, 'url'> {
  url: string | undefined;
  /** Live windows: sent once this long and quiet (default 5 s) ... */
  minWindowSeconds?: number;
  /** ... and at this length whatever is said (default 10 s). */
  maxWindowSeconds?: number;
}

const LANGUAGES: SpeechLanguage[] = ['id', 'en'];
/** Pieces of a file pass: 10 minutes of 16 kHz WAV is 19 MB, under OpenAI's 25 MB limit per request. */
const FILE_PIECE_SECONDS = 600;
/** Mean absolute amplitude under which 200 ms count as a pause. */
const QUIET = 300;

export function createApiEngine(opts: ApiEngineOptions): SpeechEngine {
  const url = opts.url;
  const client = (): ApiClientOptions => ({ url: url!, key: opts.key, model: opts.model, timeoutMs: opts.timeoutMs });

  function usable(language: SpeechLanguage) {
    if (!url) throw engineUnavailable('api', 'STT_API_URL is not set');
    // The API decides which languages it knows; both of ours are Whisper languages.
    if (!LANGUAGES.includes(language)) throw languageUnsupported('api', language);
  }

  return {
    id: 'api',
    async info(): Promise<EngineInfo> {
      return {
        id: 'api',
        languages: LANGUAGES,
        ready: !!url,
        ...(url ? {} : { reason: 'STT_API_URL is not set', notReady: 'NOT_CONFIGURED' as const }),
        live: true,
        file: true,
        runsIn: 'server',
      };
    },

    async transcribe(pcm, file): Promise<TimedSegment[]> {
      usable(file.language);
      if (file.signal?.aborted) throw cancelled();
      const cuts = quietCuts(pcm, FILE_PIECE_SECONDS, 10);
      const out: TimedSegment[] = [];
      for (let i = 0; i + 1 < cuts.length; i++) {
        const from = cuts[i]!;
        const offset = from / SAMPLE_RATE;
        try {
          const segments = await transcribeWindow(
            client(),
            pcm.subarray(from, cuts[i + 1]),
            file.language,
            file.signal,
          );
          for (const s of segments) out.push({ ...s, start: s.start + offset, end: s.end + offset });
        } catch (err) {
          if (file.signal?.aborted) throw cancelled();
          throw err;
        }
        file.onProgress?.(pcm.length ? cuts[i + 1]! / pcm.length : 1);
      }
      return out;
    },

    async startLive(live) {
      usable(live.language);
      return startApiLive(client(), live, opts);
    },
  };
}

/**
 * Chunked live recognition: audio is collected into windows of 5–10 s, cut at a pause when there is one, and each
 * window is transcribed in order; its segments come back as finals shifted to the session's clock. No partials: an
 * API call per second would cost more than the captions are worth.
 */
function startApiLive(client: ApiClientOptions, live: LiveSessionOptions, opts: ApiEngineOptions): LiveSession {
  const minWindow = (opts.minWindowSeconds ?? 5) * SAMPLE_RATE;
  const maxWindow = (opts.maxWindowSeconds ?? 10) * SAMPLE_RATE;
  const abort = new AbortController();
  let chunks: Int16Array[] = [];
  let buffered = 0;
  let windowStart = 0;
  let queue: Promise<void> = Promise.resolve();
  let failure: unknown;
  let stopped = false;

  function send() {
    if (!buffered) return;
    const pcm = new Int16Array(buffered);
    let at = 0;
    for (const c of chunks) {
      pcm.set(c, at);
      at += c.length;
    }
    const offset = windowStart / SAMPLE_RATE;
    windowStart += buffered;
    chunks = [];
    buffered = 0;
    queue = queue.then(async () => {
      if (stopped || failure) return;
      try {
        const segments = await transcribeWindow(client, pcm, live.language, abort.signal);
        for (const s of segments) if (!stopped) live.onFinal({ ...s, start: s.start + offset, end: s.end + offset });
      } catch (err) {
        if (!stopped && !isCancelled(err)) failure = err;
      }
    });
  }

  const quietTail = () => {
    const last = chunks[chunks.length - 1];
    if (!last) return false;
    const n = Math.min(last.length, SAMPLE_RATE / 5);
    let sum = 0;
    for (let i = last.length - n; i < last.length; i++) sum += Math.abs(last[i]!);
    return n > 0 && sum / n < QUIET;
  };

  return {
    write(pcm) {
      if (stopped || !pcm.length) return;
      chunks.push(new Int16Array(pcm));
      buffered += pcm.length;
      if (buffered >= maxWindow || (buffered >= minWindow && quietTail())) send();
    },
    async end() {
      if (stopped) return;
      // Less than 0.3 s is a click, not words: not worth a request.
      if (buffered >= 0.3 * SAMPLE_RATE) send();
      await queue;
      stopped = true;
      if (failure) throw failure;
    },
    cancel() {
      stopped = true;
      abort.abort();
    },
  };
}
