import { describe, expect, it } from 'vitest';
import type { TimedSegment } from '../speech.types.js';
import type { Decoder, WordTime } from './ffi.js';
import { createRecognizer } from './recognizer.js';

/**
 * A decoder driven by the audio itself: a sample value of 1000 is speech, 0 silence (VAD as pocketsphinx reports
 * it), and each 0.5 s of speech in an utterance is one word. Frames count from the utterance start, as in the library.
 */
function fakeDecoder(): Decoder & { utterances: number } {
  let frames = 0;
  let words: WordTime[] = [];
  let speechRun = 0;
  let silenceRun = 0;
  let inSpeech = false;
  const d = {
    utterances: 0,
    startUtt() {
      frames = 0;
      words = [];
      speechRun = 0;
      d.utterances++;
    },
    process(pcm: Int16Array) {
      for (let i = 0; i < pcm.length; i += 160) {
        const speech = pcm[i] !== 0;
        if (speech) {
          speechRun++;
          silenceRun = 0;
          inSpeech = true;
          if (speechRun % 50 === 0)
            words.push({ word: `w${words.length + 1}`, startFrame: frames - 49, endFrame: frames });
        } else if (++silenceRun >= 30) {
          inSpeech = false;
        }
        frames++;
      }
      return inSpeech;
    },
    endUtt() {},
    hyp: () => words.map((w) => w.word).join(' '),
    words: () => words,
    free() {},
  };
  return d;
}

const SR = 16_000;
const audio = (...parts: [kind: 'speech' | 'silence', seconds: number][]) => {
  const out = new Int16Array(parts.reduce((n, [, s]) => n + s * SR, 0));
  let at = 0;
  for (const [kind, s] of parts) {
    if (kind === 'speech') out.fill(1000, at, at + s * SR);
    at += s * SR;
  }
  return out;
};

describe('recognizer (utterances from the decoder VAD)', () => {
  it('makes one final per utterance, timed on the stream clock, with partials while speaking', () => {
    const finals: TimedSegment[] = [];
    const partials: string[] = [];
    const d = fakeDecoder();
    const r = createRecognizer(d, { partial: (t) => partials.push(t), final: (s) => finals.push(s) });
    const pcm = audio(['silence', 1], ['speech', 2], ['silence', 1], ['speech', 1.5], ['silence', 0.5]);
    for (let i = 0; i < pcm.length; i += 1600) r.write(pcm.subarray(i, i + 1600));
    r.end();
    expect(finals.map((f) => f.text)).toEqual(['w1 w2 w3 w4', 'w1 w2 w3']);
    expect(finals[0]!.start).toBeCloseTo(1, 1);
    expect(finals[0]!.end).toBeCloseTo(3, 1);
    expect(finals[1]!.start).toBeCloseTo(4, 1);
    expect(finals[1]!.end).toBeCloseTo(5.5, 1);
    expect(partials).toContain('w1 w2');
    expect(r.seconds).toBe(6);
  });

  it('cuts an utterance nobody pauses in at the maximum length', () => {
    const finals: TimedSegment[] = [];
    const r = createRecognizer(fakeDecoder(), { final: (s) => finals.push(s) }, { maxUtteranceSeconds: 3 });
    r.write(audio(['speech', 7]));
    r.end();
    expect(finals.length).toBe(3);
    expect(finals.map((f) => Math.round(f.start))).toEqual([0, 3, 6]);
    for (const f of finals) expect(f.end).toBeLessThanOrEqual(7);
  });

  it('cuts the words of one long utterance at the pauses between them (its detector waits for longer silence)', () => {
    // pocketsphinx keeps "in speech" through a 0.4 s pause between sentences: one utterance, two sentences.
    const words: WordTime[] = [
      ...['the', 'weather', 'today', 'is', 'sunny', 'and', 'the', 'meeting', 'starts'].map((word, i) => ({
        word,
        startFrame: 10 + i * 40,
        endFrame: 10 + i * 40 + 35,
      })),
      { word: 'please', startFrame: 410, endFrame: 450 },
      { word: 'send', startFrame: 455, endFrame: 490 },
    ];
    const decoder: Decoder = {
      startUtt() {},
      process: () => true,
      endUtt() {},
      hyp: () => '',
      words: () => words,
      free() {},
    };
    const finals: TimedSegment[] = [];
    const r = createRecognizer(decoder, { final: (s) => finals.push(s) });
    r.write(audio(['speech', 5]));
    r.end();
    expect(finals.map((f) => f.text)).toEqual(['the weather today is sunny and the meeting starts', 'please send']);
    expect(finals[0]!.start).toBeCloseTo(0.1, 5);
    expect(finals[0]!.end).toBeCloseTo(3.66, 5);
    expect(finals[1]!.start).toBeCloseTo(4.1, 5);
    expect(finals[1]!.end).toBeCloseTo(4.91, 5);
  });

  it('ignores writes after end and gives no final for silence', () => {
    const finals: TimedSegment[] = [];
    const r = createRecognizer(fakeDecoder(), { final: (s) => finals.push(s) });
    r.write(audio(['silence', 2]));
    r.end();
    r.write(audio(['speech', 2]));
    r.end();
    expect(finals).toEqual([]);
  });
});
