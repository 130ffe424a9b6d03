import { SAMPLE_RATE, type TimedSegment } from '../speech.types.js';
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
 * speech, the utterance so far becomes one final segment timed from its word boundaries. Utterances are also cut at
 * `maxUtteranceSeconds`, so a speaker who never pauses still gets finals and the search stays small.
 */
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
  decoder.startUtt();

  function finishUtterance() {
    decoder.endUtt();
    const words = decoder.words();
    lastPartial = '';
    if (!words.length) return;
    const base = uttStart / SAMPLE_RATE;
    const limit = fed / SAMPLE_RATE;
    const start = Math.min(base + words[0]!.startFrame / FRAMES_PER_SECOND, limit);
    const end = Math.min(base + (words[words.length - 1]!.endFrame + 1) / FRAMES_PER_SECOND, limit);
    events.final({ start, end: Math.max(start, end), text: words.map((w) => w.word).join(' ') });
  }

  return {
    get seconds() {
      return fed / SAMPLE_RATE;
    },
    write(pcm) {
      if (ended) return;
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
