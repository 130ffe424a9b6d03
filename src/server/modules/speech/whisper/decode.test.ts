import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { SmartWhisper } from './binding.js';
import { decode } from './decode.js';

interface Token {
  text: string;
  from: number;
  to: number;
}

/** whisper.cpp as smart-whisper hands it over: segments (ms) with their tokens, special ones included. */
function fakeWhisper(segments: { from: number; to: number; text: string; tokens: Token[] }[]): SmartWhisper {
  const run = async () => {
    const task = new EventEmitter() as EventEmitter & { result: Promise<unknown> };
    task.result = Promise.resolve(
      segments.map((s) => ({ ...s, lang: 'en', confidence: 1, tokens: s.tokens.map((t) => ({ ...t, id: 1, p: 1 })) })),
    );
    return task;
  };
  return { TranscribeTask: { run }, WhisperSamplingStrategy: { WHISPER_SAMPLING_GREEDY: 0 } } as never;
}

/**
 * Tokens of a spoken script, as whisper's BPE splits it: words start with a space, punctuation is a token of its own
 * without one. Each word takes 300 ms; a number is a silence in ms before the next word.
 */
function tokens(...script: (string | number)[]): Token[] {
  const out: Token[] = [{ text: '[_BEG_]', from: 0, to: 0 }];
  let at = 0;
  for (const item of script) {
    if (typeof item === 'number') at += item;
    else if (/^[.,!?]$/.test(item)) out.push({ text: item, from: at - 50, to: at - 50 });
    else {
      out.push({ text: ` ${item}`, from: at, to: at + 300 });
      at += 350;
    }
  }
  out.push({ text: '[_TT_1250]', from: at, to: at });
  return out;
}

const pcm = new Int16Array(16_000 * 30);

describe('decode: whisper.cpp segments as utterances', () => {
  it('cuts one long segment at pauses and sentence ends, punctuation kept', async () => {
    const toks = tokens(
      ...'Good morning everyone'.split(' '),
      '.',
      900,
      ...'The weather today is sunny and the meeting starts at ten'.split(' '),
      '.',
      ...'Please send the budget report to the finance team'.split(' '),
      ',',
      'thanks',
      '!',
    );
    const text = toks
      .filter((t) => !t.text.startsWith('['))
      .map((t) => t.text)
      .join('');
    const last = toks.at(-1)!.to;
    const out = await decode(fakeWhisper([{ from: 0, to: last, text, tokens: toks }]), {} as never, pcm, {
      language: 'en',
      threads: 1,
    });
    expect(out.segments.map((s) => s.text)).toEqual([
      'Good morning everyone.',
      'The weather today is sunny and the meeting starts at ten.',
      'Please send the budget report to the finance team, thanks!',
    ]);
    for (let i = 1; i < out.segments.length; i++) {
      expect(out.segments[i]!.start).toBeGreaterThan(out.segments[i - 1]!.end);
    }
    expect(out.segments[1]!.start).toBeCloseTo((3 * 350 + 900) / 1000, 5);
    // The words for live agreement are unchanged: punctuation stays on its word.
    expect(out.words.slice(0, 3).map((w) => w.text)).toEqual(['Good', 'morning', 'everyone.']);
  });

  it("keeps whisper.cpp's own segment boundaries, and a segment whose tokens do not spell its text whole", async () => {
    const first = tokens('Selamat', 'pagi', '.');
    const second: Token[] = [
      { text: ' caf', from: 2000, to: 2300 },
      { text: '\uFFFD', from: 2300, to: 2400 },
    ];
    const out = await decode(
      fakeWhisper([
        { from: 0, to: 700, text: ' Selamat pagi.', tokens: first },
        { from: 2000, to: 2400, text: ' café', tokens: second },
      ]),
      {} as never,
      pcm,
      { language: 'id', threads: 1 },
    );
    expect(out.segments).toEqual([
      { start: 0, end: 0.65, text: 'Selamat pagi.' },
      { start: 2, end: 2.4, text: 'café' },
    ]);
  });
});
