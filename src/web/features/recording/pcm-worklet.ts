/**
 * AudioWorklet processor: microphone → 16 kHz mono Int16 frames of ~100 ms, posted to the page, which sends them
 * over the live WebSocket. Loaded with `audioWorklet.addModule(url)` where the url comes from `?worker&url`: Vite
 * bundles it into its own same-origin file (the CSP allows scripts from 'self' only, no blob: modules).
 */
import { Downsampler, FrameBuffer, mixToMono } from './downsample';

// The AudioWorkletGlobalScope's names; TypeScript's DOM library does not describe that scope.
declare const sampleRate: number;
declare function registerProcessor(name: string, ctor: unknown): void;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}

const OUTPUT_RATE = 16_000;
const FRAME_SAMPLES = OUTPUT_RATE / 10;

class PcmProcessor extends AudioWorkletProcessor {
  private readonly down = new Downsampler(sampleRate, OUTPUT_RATE);
  private readonly frames = new FrameBuffer(FRAME_SAMPLES);
  private stopped = false;

  constructor() {
    super();
    this.port.onmessage = (e: MessageEvent) => {
      if (e.data === 'flush') {
        this.frames.flush((f) => this.post(f));
        this.stopped = true;
      }
    };
  }

  private post(frame: Int16Array) {
    const copy = frame.slice();
    this.port.postMessage(copy.buffer, [copy.buffer]);
  }

  process(inputs: Float32Array[][]): boolean {
    if (this.stopped) return false;
    const input = inputs[0];
    if (input && input.length > 0 && input[0]!.length > 0) {
      this.frames.push(this.down.push(mixToMono(input)), (f) => this.post(f));
    }
    return true;
  }
}

registerProcessor('notulen-pcm', PcmProcessor);
