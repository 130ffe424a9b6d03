import workletUrl from './pcm-worklet.ts?worker&url';

export interface PcmCapture {
  /** Sends the last partial frame, then releases the audio graph. */
  stop(): Promise<void>;
}

/**
 * Microphone → AudioWorklet → 16 kHz Int16 frames of ~100 ms for the live socket. The worklet is a same-origin file
 * built by Vite (`?worker&url`), which `script-src 'self'` allows.
 */
export async function startPcmCapture(
  stream: MediaStream,
  onFrame: (pcm: Int16Array<ArrayBuffer>) => void,
): Promise<PcmCapture> {
  const ctx = new AudioContext();
  try {
    await ctx.audioWorklet.addModule(workletUrl);
    const source = ctx.createMediaStreamSource(stream);
    const node = new AudioWorkletNode(ctx, 'notulen-pcm', { numberOfInputs: 1, numberOfOutputs: 1 });
    node.port.onmessage = (e: MessageEvent<ArrayBuffer>) => onFrame(new Int16Array(e.data));
    source.connect(node);
    // A node that reaches no destination may not be pulled by the audio thread; its output is silence.
    node.connect(ctx.destination);
    if (ctx.state === 'suspended') await ctx.resume();
    return {
      stop: async () => {
        node.port.postMessage('flush');
        // Let the flushed frame cross the port before the context goes away.
        await new Promise((r) => setTimeout(r, 50));
        source.disconnect();
        node.disconnect();
        await ctx.close().catch(() => undefined);
      },
    };
  } catch (err) {
    await ctx.close().catch(() => undefined);
    throw err;
  }
}
