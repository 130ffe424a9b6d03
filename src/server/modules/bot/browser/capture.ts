import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { bounded } from './actions.js';
import type { BotRunEvents } from './runner.types.js';
import { pageSource } from './page-fn.js';
import { installCaptureInPage, WORKLET_SOURCE, type CaptureConfig } from './capture.page.js';

export const SAMPLE_RATE = 16_000;
/** ~200 ms blocks: the contract asks for 100–250 ms. */
const BLOCK_SAMPLES = 3_200;
/**
 * Int16 RMS above which a block counts as sound (~-42 dBFS): far above WebRTC's comfort noise and decoded silence,
 * far below speech.
 */
export const SOUND_RMS = 250;

export function rms(pcm: Int16Array): number {
  if (!pcm.length) return 0;
  let sum = 0;
  for (let i = 0; i < pcm.length; i++) sum += pcm[i]! * pcm[i]!;
  return Math.sqrt(sum / pcm.length);
}

/** base64 of little-endian Int16 → an aligned Int16Array (a Buffer's offset may be odd). */
export function decodePcm(b64: string): Int16Array {
  const bytes = Buffer.from(b64, 'base64');
  const pcm = new Int16Array(bytes.length >> 1);
  Buffer.from(pcm.buffer).set(bytes.subarray(0, pcm.length * 2));
  return pcm;
}

export interface Capture {
  /** After admission: the page starts sending PCM and recording (again after a navigation, harmlessly). */
  start(page: Page): Promise<void>;
  /** Seconds of PCM handed to onAudio so far. */
  audioSeconds(): number;
  /** When the last non-silent block arrived (ms since epoch), or null. */
  lastSoundAt(): number | null;
  /** Remote audio tracks the page has taken (ids), for diagnostics. */
  tracks(): string[];
}

type Events = Pick<BotRunEvents, 'onAudio' | 'onFirstSound' | 'onChunk'>;

/**
 * Installs the in-page capture on the context (before any page script) and the binding it sends through. The binding
 * goes over the DevTools protocol: it survives navigations and no Content-Security-Policy can block it.
 */
export async function installCapture(
  context: BrowserContext,
  opts: { preferTeamsMain: boolean; events: Events; warn: (msg: string) => void },
): Promise<Capture> {
  const id = randomBytes(6).toString('hex');
  const cfg: CaptureConfig = {
    binding: `__cb_${id}`,
    startEvent: `__cs_${id}`,
    preferTeamsMain: opts.preferTeamsMain,
    sampleRate: SAMPLE_RATE,
    blockSamples: BLOCK_SAMPLES,
    rescanMs: 2_000,
    recorderMime: 'audio/webm;codecs=opus',
    timesliceMs: 1_000,
  };
  let started = false;
  let samples = 0;
  let lastSound: number | null = null;
  let firstSound = false;
  let chunkSeq = 0;
  const tracks: string[] = [];

  await context.exposeBinding(cfg.binding, (_source, kind: unknown, a: unknown, b: unknown) => {
    try {
      if (kind === 'pcm' && typeof a === 'string') {
        if (!started) return;
        const pcm = decodePcm(a);
        samples += pcm.length;
        opts.events.onAudio(pcm);
        if (rms(pcm) >= SOUND_RMS) {
          lastSound = Date.now();
          if (!firstSound) {
            firstSound = true;
            opts.events.onFirstSound();
          }
        }
      } else if (kind === 'chunk' && typeof b === 'string') {
        // The module numbers chunks per run; a page that re-created its recorder would restart at 0.
        if (started) opts.events.onChunk(chunkSeq++, Buffer.from(b, 'base64'));
      } else if (kind === 'track' && typeof a === 'string') {
        tracks.push(a);
      } else if (kind === 'log') {
        opts.warn(`capture: ${String(a)}`);
      }
    } catch (e) {
      opts.warn(`capture: a handler threw: ${String(e)}`);
    }
  });
  await context.addInitScript(pageSource(installCaptureInPage, { ...cfg, worklet: WORKLET_SOURCE }));

  return {
    async start(page) {
      started = true;
      const start = page.evaluate(`window.dispatchEvent(new Event(${JSON.stringify(cfg.startEvent)}))`);
      await bounded(start, 5_000, 'starting the capture').catch((e: unknown) => opts.warn(String(e)));
    },
    audioSeconds: () => samples / SAMPLE_RATE,
    lastSoundAt: () => lastSound,
    tracks: () => [...tracks],
  };
}
