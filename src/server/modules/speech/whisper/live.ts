import { cancelled } from '../speech.errors.js';
import { SAMPLE_RATE, type LiveSession, type LiveSessionOptions } from '../speech.types.js';
import { utterancesOf } from '../utterances.js';
import { LocalAgreement, type Word } from './agreement.js';
import { decode, type DecodeOptions } from './decode.js';
import type { Loaded } from './binding.js';

export interface WhisperLiveOptions extends LiveSessionOptions {
  threads: number;
  /** New audio needed before the window is decoded again (default 1.5 s). */
  stepSeconds?: number;
  /** The window never grows past this: its hypothesis is then committed as it stands (default 25 s). */
  maxWindowSeconds?: number;
  /** Bounds each decode of this many seconds (benchmarks with random weights; see engine.ts). */
  decodeParams?: ((seconds: number) => DecodeOptions['params']) | undefined;
}

/**
 * Live captions from a model that decodes whole windows: the audio since the last committed word is re-decoded every
 * `stepSeconds`, and words two consecutive decodes agree on become final (local agreement); the rest is the partial.
 * The window then starts after the last committed word, so it stays short while people talk.
 */
export async function startWhisperLive(m: Loaded, opts: WhisperLiveOptions): Promise<LiveSession> {
  const step = Math.round((opts.stepSeconds ?? 1.5) * SAMPLE_RATE);
  const maxWindow = Math.round((opts.maxWindowSeconds ?? 25) * SAMPLE_RATE);
  const agreement = new LocalAgreement();
  let chunks: Int16Array[] = [];
  let buffered = 0;
  /** Absolute sample index where the buffered window starts. */
  let windowStart = 0;
  let decodedUpTo = 0;
  let running: Promise<void> | undefined;
  let stopped = false;
  let ending = false;
  let failure: unknown;
  let lastPartial = '';

  const window = () => {
    const pcm = new Int16Array(buffered);
    let at = 0;
    for (const c of chunks) {
      pcm.set(c, at);
      at += c.length;
    }
    chunks = [pcm];
    return pcm;
  };

  /** Drops the audio before absolute second `t` from the window. */
  function advanceTo(t: number) {
    const pcm = window();
    const drop = Math.max(0, Math.min(buffered, Math.round(t * SAMPLE_RATE) - windowStart));
    chunks = [pcm.slice(drop)];
    buffered -= drop;
    windowStart += drop;
  }

  /**
   * Committed words as finals, one per utterance: a commit is usually a few words, but a window committed whole (the
   * end, or nobody paused for `maxWindowSeconds`) holds several sentences, and each is its own segment.
   */
  function emitFinal(words: Word[]) {
    if (stopped || !words.length) return;
    for (const u of utterancesOf(words)) opts.onFinal(u);
  }

  function emitPartial(words: Word[]) {
    const text = words.map((w) => w.text).join(' ');
    if (stopped || text === lastPartial) return;
    lastPartial = text;
    opts.onPartial(text);
  }

  async function pass(final: boolean) {
    const pcm = window();
    const offset = windowStart / SAMPLE_RATE;
    decodedUpTo = windowStart + buffered;
    const decodedTo = decodedUpTo;
    const { words } = await m.track(
      decode(m.sw, m.model, pcm, {
        language: opts.language,
        threads: opts.threads,
        params: opts.decodeParams?.(pcm.length / SAMPLE_RATE),
      }),
    );
    if (stopped) return;
    const hyp = words.map((w) => ({ text: w.text, start: w.start + offset, end: w.end + offset }));
    if (final || buffered >= maxWindow) {
      // The stream ended, or nobody paused for a whole window: take this hypothesis as it is.
      const all = agreement.flush(hyp);
      emitFinal(all);
      emitPartial([]);
      // All audio this pass saw is consumed, whatever its word times say: the next window starts after it.
      advanceTo(decodedTo / SAMPLE_RATE);
      return;
    }
    const { commit, pending } = agreement.update(hyp);
    emitFinal(commit);
    emitPartial(pending);
    if (commit.length) advanceTo(commit[commit.length - 1]!.end);
  }

  function schedule() {
    if (running || stopped || ending) return;
    if (windowStart + buffered - decodedUpTo < step) return;
    running = pass(false)
      .catch((err: unknown) => {
        failure = err;
      })
      .finally(() => {
        running = undefined;
        schedule();
      });
  }

  return {
    write(pcm) {
      if (stopped || ending || !pcm.length) return;
      chunks.push(new Int16Array(pcm));
      buffered += pcm.length;
      schedule();
    },
    async end() {
      if (stopped) return;
      ending = true;
      await running;
      if (failure) throw failure;
      if (stopped) return;
      if (buffered > SAMPLE_RATE / 10) await pass(true);
      else emitFinal(agreement.flush());
      stopped = true;
    },
    cancel() {
      stopped = true;
      chunks = [];
      failure ??= cancelled();
    },
  };
}
