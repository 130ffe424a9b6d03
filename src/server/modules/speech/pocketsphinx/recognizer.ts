import { SAMPLE_RATE, type TimedSegment } from '../speech.types.js';
import { utterancesOf } from '../utterances.js';
import { FRAMES_PER_SECOND, type Decoder } from './ffi.js';

export interface RecognizerEvents {
  /** Absent in file mode: nobody watches partial text there, and each hypothesis costs a search. */
  partial?(text: string): void;
  final(segment: TimedSegment): void;
}

export interface Recognizer {
  write(pcm: Int16Array): void;
  /** Ends the current utterance (its words become a final) and stops. */
  end(): void;
  /** Seconds of audio written so far. */
  readonly seconds: number;
}

/**
 * Cuts a stream into utterances with pocketsphinx's own voice activity detection: when the decoder stops hearing
 * speech, the words so far become finals timed from their word boundaries. Its detector only ends an utterance after
 * a long silence (a speaker's 0.4 s between sentences does not), so those words are cut again at the pauses between
 * them (../utterances.ts): one final per spoken sentence-sized piece, not one block per breath. Decoding is also cut
 * at `maxUtteranceSeconds`, so a speaker who never pauses still gets finals and the search stays small.
 *
 * The decoder starts shortly before the first sound, not in the digital silence before it: a meeting bot's capture
 * begins with seconds of exact zeros, and from there pocketsphinx's noise and silence tracking made the result depend
 * on where its frames happened to fall (a quarter of shifted copies of one capture came out as garbage; none when
 * started within 0.2 s of the first sound). Microphone audio has a noise floor above `QUIET` and is fed from sample 0.
 */
/** Below this (about -54 dBFS) a sample is digital silence, not a microphone's noise floor. */
const QUIET = 64;
/** How much of the silence before the first sound the decoder still gets. */
const LEAD = SAMPLE_RATE / 10;

export function createRecognizer(
  decoder: Decoder,
  events: RecognizerEvents,
  opts: { maxUtteranceSeconds?: number } = {},
): Recognizer {
  const maxSamples = (opts.maxUtteranceSeconds ?? 30) * SAMPLE_RATE;
  // Small steps so a pause inside a large buffer still ends its utterance.
  const step = SAMPLE_RATE / 10;
  let fed = 0;
  let uttStart = 0;
  let inSpeech = false;
  let lastPartial = '';
  let ended = false;
  // The tail of the silence skipped so far; null once a sound was heard.
  let skipped: Int16Array | null = new Int16Array(0);
  decoder.startUtt();

  function finishUtterance() {
    decoder.endUtt();
    const words = decoder.words();
    lastPartial = '';
    if (!words.length) return;
    const base = uttStart / SAMPLE_RATE;
    const limit = fed / SAMPLE_RATE;
    const at = (t: number) => Math.min(base + t, limit);
    const timed = words.map((w) => ({
      text: w.word,
      start: at(w.startFrame / FRAMES_PER_SECOND),
      end: at((w.endFrame + 1) / FRAMES_PER_SECOND),
    }));
    for (const u of utterancesOf(timed)) events.final(u);
  }

  function feed(pcm: Int16Array) {
    for (let i = 0; i < pcm.length; i += step) {
      const piece = pcm.subarray(i, Math.min(i + step, pcm.length));
      const speech = decoder.process(piece);
      fed += piece.length;
      if ((inSpeech && !speech) || fed - uttStart >= maxSamples) {
        finishUtterance();
        decoder.startUtt();
        uttStart = fed;
      }
      inSpeech = speech;
    }
  }

  return {
    get seconds() {
      return fed / SAMPLE_RATE;
    },
    write(pcm) {
      if (ended) return;
      if (skipped) {
        const onset = pcm.findIndex((v) => v >= QUIET || v <= -QUIET);
        const quiet = onset < 0 ? pcm : pcm.subarray(0, onset);
        fed += quiet.length;
        skipped = tailOf(skipped, quiet, LEAD);
        if (onset < 0) return;
        const lead = skipped;
        skipped = null;
        fed -= lead.length;
        uttStart = fed;
        feed(lead);
        pcm = pcm.subarray(onset);
      }
      feed(pcm);
      if (events.partial && inSpeech) {
        const text = decoder.hyp().trim();
        if (text && text !== lastPartial) {
          lastPartial = text;
          events.partial(text);
        }
      }
    },
    end() {
      if (ended) return;
      ended = true;
      finishUtterance();
    },
  };
}

/** The last `n` samples of `a` followed by `b`. */
function tailOf(a: Int16Array, b: Int16Array, n: number): Int16Array {
  if (b.length >= n) return b.slice(b.length - n);
  const keep = Math.min(a.length, n - b.length);
  const out = new Int16Array(keep + b.length);
  out.set(a.subarray(a.length - keep));
  out.set(b, keep);
  return out;
}
