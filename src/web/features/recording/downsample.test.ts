import { describe, expect, it } from 'vitest';
import { Downsampler, FrameBuffer, mixToMono, toInt16 } from './downsample';

const sine = (rate: number, hz: number, seconds: number) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) => 0.5 * Math.sin((2 * Math.PI * hz * i) / rate));

describe('Downsampler', () => {
  for (const rate of [44_100, 48_000]) {
    it(`turns ${rate} Hz into 16 kHz: one second in 128-sample blocks gives 16000 samples`, () => {
      const d = new Downsampler(rate);
      const input = sine(rate, 440, 1);
      let total = 0;
      for (let i = 0; i < input.length; i += 128) total += d.push(input.subarray(i, i + 128)).length;
      expect(Math.abs(total - 16_000)).toBeLessThanOrEqual(1);
    });
  }

  it('keeps a speech-band tone: the 16 kHz output has the same frequency and about the same level', () => {
    const d = new Downsampler(48_000);
    const out = d.push(sine(48_000, 500, 1));
    // zero crossings of a 500 Hz tone over one second: ~1000
    let crossings = 0;
    for (let i = 1; i < out.length; i++) if (out[i - 1]! < 0 !== out[i]! < 0) crossings++;
    expect(crossings).toBeGreaterThan(990);
    expect(crossings).toBeLessThan(1010);
    const peak = Math.max(...Array.from(out, Math.abs));
    expect(peak).toBeGreaterThan(0.45 * 0x7fff);
    expect(peak).toBeLessThanOrEqual(0.5 * 0x7fff + 1);
  });

  it('is the same whether the input comes in one piece or in blocks', () => {
    const input = sine(44_100, 300, 0.5);
    const whole = new Downsampler(44_100).push(input);
    const d = new Downsampler(44_100);
    const parts: number[] = [];
    for (let i = 0; i < input.length; i += 128) parts.push(...d.push(input.subarray(i, i + 128)));
    expect(parts).toEqual(Array.from(whole));
  });

  it('refuses to upsample', () => {
    expect(() => new Downsampler(8_000)).toThrow();
  });
});

describe('toInt16 and mixToMono', () => {
  it('clips and scales to signed 16 bits', () => {
    expect([toInt16(0), toInt16(1), toInt16(-1), toInt16(2), toInt16(-2), toInt16(0.5)]).toEqual([
      0, 32767, -32768, 32767, -32768, 16384,
    ]);
  });

  it('averages channels', () => {
    expect(Array.from(mixToMono([Float32Array.of(1, 0), Float32Array.of(0, 1)]))).toEqual([0.5, 0.5]);
    const one = Float32Array.of(0.25);
    expect(mixToMono([one])).toBe(one);
  });
});

describe('FrameBuffer', () => {
  it('hands out 1600-sample frames (100 ms at 16 kHz) in order, and the rest on flush', () => {
    const fb = new FrameBuffer(1600);
    const frames: Int16Array[] = [];
    const input = Int16Array.from({ length: 4000 }, (_, i) => i % 30_000);
    for (let i = 0; i < input.length; i += 345) fb.push(input.subarray(i, i + 345), (f) => frames.push(f));
    expect(frames.map((f) => f.length)).toEqual([1600, 1600]);
    fb.flush((f) => frames.push(f));
    expect(frames.map((f) => f.length)).toEqual([1600, 1600, 800]);
    expect(frames.flatMap((f) => Array.from(f))).toEqual(Array.from(input));
  });
});
