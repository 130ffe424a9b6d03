import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { TimedSegment } from '../speech.types.js';
import type { Loaded } from './binding.js';
import { startWhisperLive } from './live.js';

const SR = 16_000;
const WORD = SR / 2;

/**
 * A stand-in for whisper.cpp that "hears" the audio: every 0.5 s block of constant value v > 0 is the word `wv`.
 * A block cut off by the window's end is heard differently (`wv~`), as a real model mishears a word in progress, so
 * only agreement between passes may commit it.
 */
function fakeWhisper(passes: { seconds: number }[]): Loaded {
  const run = async (_model: unknown, audio: Float32Array) => {
    passes.push({ seconds: audio.length / SR });
    const tokens: { text: string; from: number; to: number; id: number; p: number }[] = [];
    for (let at = 0; at < audio.length; at += WORD) {
      const v = Math.round(audio[at]! * 32768);
      if (v <= 0) continue;
      const whole = at + WORD <= audio.length;
      tokens.push({
        text: ` w${v}${whole ? '' : '~'}`,
        from: (at / SR) * 1000,
        to: (Math.min(at + WORD, audio.length) / SR) * 1000,
        id: v,
        p: 1,
      });
    }
    const task = new EventEmitter() as EventEmitter & { result: Promise<unknown> };
    task.result = new Promise((resolve) =>
      setImmediate(() =>
        resolve([
          {
            from: 0,
            to: (audio.length / SR) * 1000,
            text: tokens.map((t) => t.text).join(''),
            lang: 'en',
            confidence: 1,
            tokens,
          },
        ]),
      ),
    );
    return task;
  };
  return {
    sw: { TranscribeTask: { run }, WhisperSamplingStrategy: { WHISPER_SAMPLING_GREEDY: 0 } } as never,
    model: {} as never,
    track: (work) => work,
  };
}

/** n words, each 0.5 s, with `gapEvery` words followed by 0.5 s of silence. */
function speech(n: number, gapEvery = 4): Int16Array {
  const blocks: number[] = [];
  for (let i = 1; i <= n; i++) {
    blocks.push(i);
    if (i % gapEvery === 0) blocks.push(0);
  }
  const pcm = new Int16Array(blocks.length * WORD);
  blocks.forEach((v, i) => pcm.fill(v, i * WORD, (i + 1) * WORD));
  return pcm;
}

async function feed(session: { write(p: Int16Array): void }, pcm: Int16Array, stopAfter = Infinity) {
  for (let i = 0; i < pcm.length && i < stopAfter * SR; i += SR / 10) {
    session.write(pcm.subarray(i, i + SR / 10));
    await new Promise((r) => setImmediate(r));
  }
}

describe('whisper live session (local agreement over a sliding window)', () => {
  it('commits every word exactly once, in order, timed on the session clock', async () => {
    const passes: { seconds: number }[] = [];
    const finals: TimedSegment[] = [];
    const partials: string[] = [];
    const session = await startWhisperLive(fakeWhisper(passes), {
      language: 'en',
      threads: 1,
      // Not a multiple of the word length: windows end inside words, which the fake then mishears.
      stepSeconds: 1.2,
      onPartial: (t) => partials.push(t),
      onFinal: (s) => finals.push(s),
    });
    const pcm = speech(24);
    await feed(session, pcm);
    await session.end();
    const words = finals.flatMap((f) => f.text.split(' '));
    expect(words).toEqual(Array.from({ length: 24 }, (_, i) => `w${i + 1}`));
    for (let i = 1; i < finals.length; i++) expect(finals[i]!.start).toBeGreaterThanOrEqual(finals[i - 1]!.end - 1e-9);
    // Word k sits in block k - 1 + (pauses before it); each final spans exactly its words' blocks.
    const startOf = (w: string) => {
      const k = Number(w.slice(1));
      return (k - 1 + Math.floor((k - 1) / 4)) * 0.5;
    };
    for (const f of finals) {
      const ws = f.text.split(' ');
      expect(f.start).toBeCloseTo(startOf(ws[0]!), 5);
      expect(f.end).toBeCloseTo(startOf(ws.at(-1)!) + 0.5, 5);
    }
    expect(finals.at(-1)!.end).toBeLessThanOrEqual(pcm.length / SR);
    // Finals came while talking, not only at the end, and the window stayed short.
    expect(finals.length).toBeGreaterThan(2);
    expect(Math.max(...passes.map((p) => p.seconds))).toBeLessThan(6);
    expect(partials.some((p) => p.includes('~'))).toBe(true);
    expect(partials.at(-1)).toBe('');
  });

  it('shows partial text while a long utterance goes on, before its words become final', async () => {
    const events: { kind: 'partial' | 'final'; text: string; fed: number }[] = [];
    let fed = 0;
    const session = await startWhisperLive(fakeWhisper([]), {
      language: 'en',
      threads: 1,
      onPartial: (text) => events.push({ kind: 'partial', text, fed }),
      onFinal: (s) => events.push({ kind: 'final', text: s.text, fed }),
    });
    // 20 s of speech without a pause: one utterance.
    const pcm = speech(40, 1000);
    for (let i = 0; i < pcm.length; i += SR / 10) {
      session.write(pcm.subarray(i, i + SR / 10));
      fed = (i + SR / 10) / SR;
      await new Promise((r) => setImmediate(r));
    }
    await session.end();
    const partials = events.filter((e) => e.kind === 'partial' && e.text);
    const finals = events.filter((e) => e.kind === 'final');
    // Captions move while the speaker talks: a partial within the first two seconds, and every few seconds after.
    expect(partials[0]!.fed).toBeLessThanOrEqual(2);
    expect(events.indexOf(partials[0]!)).toBeLessThan(events.indexOf(finals[0]!));
    const times = partials.map((p) => p.fed).filter((t) => t < 20);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeLessThanOrEqual(3);
    expect(times.at(-1)).toBeGreaterThan(17);
    // Every word was shown as a partial before it became final.
    for (const f of finals) {
      const first = f.text.split(' ')[0]!;
      const shown = events.findIndex((e) => e.kind === 'partial' && e.text.split(' ').includes(first));
      expect(shown, first).toBeGreaterThanOrEqual(0);
      expect(shown, first).toBeLessThan(events.indexOf(f));
    }
  });

  it('commits a window nobody pauses in once it reaches the maximum', async () => {
    const passes: { seconds: number }[] = [];
    const finals: TimedSegment[] = [];
    const live = fakeWhisper(passes);
    // A decoder that never agrees with itself: each pass hears the words differently.
    let pass = 0;
    const base = live.sw.TranscribeTask.run;
    (live.sw.TranscribeTask as { run: unknown }).run = async (m: never, audio: Float32Array, p: never) => {
      const task = await base(m, audio, p);
      const n = ++pass;
      const result = task.result.then((r) =>
        (r as { tokens: { text: string }[] }[]).map((s) => ({
          ...s,
          tokens: s.tokens.map((t) => ({ ...t, text: `${t.text}#${n}` })),
        })),
      );
      return Object.assign(task, { result });
    };
    const session = await startWhisperLive(live, {
      language: 'id',
      threads: 1,
      maxWindowSeconds: 4,
      onPartial() {},
      onFinal: (s) => finals.push(s),
    });
    await feed(session, speech(16, 100));
    await session.end();
    expect(finals.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...passes.map((p) => p.seconds))).toBeLessThan(4 + 1.6);
    const words = finals.flatMap((f) => f.text.split(' ').map((w) => w.replace(/[~#].*$/, '')));
    expect(new Set(words).size).toBe(words.length);
  });

  it('cancel stops all callbacks, and end afterwards resolves', async () => {
    const calls: unknown[] = [];
    const session = await startWhisperLive(fakeWhisper([]), {
      language: 'en',
      threads: 1,
      onPartial: (t) => calls.push(t),
      onFinal: (s) => calls.push(s),
    });
    await feed(session, speech(12), 2);
    session.cancel();
    const before = calls.length;
    await feed(session, speech(12));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.length).toBe(before);
    await expect(session.end()).resolves.toBeUndefined();
    expect(calls.length).toBe(before);
  });
});
