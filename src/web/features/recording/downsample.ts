/**
 * Microphone audio (44.1 or 48 kHz float) to what the live WebSocket carries: 16 kHz mono signed 16-bit PCM
 * (`PCM_SAMPLE_RATE` in the recordings contract). Runs inside the AudioWorklet, so it stays dependency-free and
 * keeps its state between the 128-sample blocks the audio thread hands it.
 */
export class Downsampler {
  private readonly ratio: number;
  /** Input samples consumed so far, and where the current output sample's window ends (both in input samples). */
  private consumed = 0;
  private boundary: number;
  private sum = 0;
  private count = 0;

  constructor(inputRate: number, outputRate = 16_000) {
    if (!(inputRate > 0) || !(outputRate > 0)) throw new Error('sample rates must be positive');
    if (outputRate > inputRate) throw new Error('Downsampler cannot upsample');
    this.ratio = inputRate / outputRate;
    this.boundary = this.ratio;
  }

  /**
   * Each output sample is the mean of the input samples in its window (a box filter): cheap, and enough to keep
   * the aliasing of speech frequencies out of a recogniser's way.
   */
  push(input: Float32Array): Int16Array {
    const out = new Int16Array(Math.ceil(input.length / this.ratio) + 1);
    let n = 0;
    for (let i = 0; i < input.length; i++) {
      this.sum += input[i]!;
      this.count += 1;
      this.consumed += 1;
      if (this.consumed >= this.boundary) {
        out[n++] = toInt16(this.sum / this.count);
        this.sum = 0;
        this.count = 0;
        this.boundary += this.ratio;
      }
    }
    // Keep the numbers small over hours of audio: only the distance to the next boundary matters.
    if (this.consumed > 1e6) {
      this.boundary -= this.consumed;
      this.consumed = 0;
    }
    return out.subarray(0, n);
  }
}

export function toInt16(sample: number): number {
  const s = sample > 1 ? 1 : sample < -1 ? -1 : sample;
  return s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
}

/** Mixes the channels of one block to mono (the spec asks for a mono microphone, a device may still give two). */
export function mixToMono(channels: readonly Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0]!;
  const length = channels[0]?.length ?? 0;
  const out = new Float32Array(length);
  for (const ch of channels) for (let i = 0; i < length; i++) out[i]! += ch[i]! / channels.length;
  return out;
}

/** Collects samples and hands out frames of a fixed size (100 ms at 16 kHz = 1600 samples). */
export class FrameBuffer {
  private buf: Int16Array;
  private filled = 0;

  constructor(private readonly size: number) {
    this.buf = new Int16Array(size);
  }

  push(samples: Int16Array, emit: (frame: Int16Array) => void): void {
    let offset = 0;
    while (offset < samples.length) {
      const take = Math.min(this.size - this.filled, samples.length - offset);
      this.buf.set(samples.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === this.size) {
        emit(this.buf);
        this.buf = new Int16Array(this.size);
        this.filled = 0;
      }
    }
  }

  /** What is left (shorter than a frame), for the last send before stopping. */
  flush(emit: (frame: Int16Array) => void): void {
    if (this.filled > 0) emit(this.buf.slice(0, this.filled));
    this.filled = 0;
  }
}
