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
    const at = (t: number) => Math.min(base + t, limit);
    const timed = words.map((w) => ({
      text: w.word,
      start: at(w.startFrame / FRAMES_PER_SECOND),
      end: at((w.endFrame + 1) / FRAMES_PER_SECOND),
    }));
    for (const u of utterancesOf(timed)) events.final(u);
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
