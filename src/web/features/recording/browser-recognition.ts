/**
 * The `browser` engine: the Web Speech API in this page. docs/product.md §4: continuous with interim results; while
 * recording it restarts 100 ms after it ends and 1000 ms after an error other than no-speech or not-allowed. Errors are
 * reported as 'Speech recognition error: {code}', except no-speech, which is normal in a quiet room.
 */

// The Web Speech API is not in TypeScript's DOM library; these are the parts used here.
interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative;
}
interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResult };
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((e: RecognitionEvent) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionCtor = new () => Recognition;

export const RESTART_AFTER_END_MS = 100;
export const RESTART_AFTER_ERROR_MS = 1_000;

export function recognitionCtor(): RecognitionCtor | null {
  const w = globalThis as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export interface BrowserRecognitionOptions {
  /** id-ID or en-US. */
  lang: string;
  /** Seconds since the recording started (the recording's clock, shared with the audio). */
  clock(): number;
  onPartial(text: string): void;
  onFinal(segment: { start: number; end: number; text: string }): void;
  /** An error to show; `fatal` when recognition cannot go on (permission refused). */
  onError(code: string, fatal: boolean): void;
}

/** The delay before restarting after `end`, given the last error (null when it ended on its own). */
export function restartDelay(lastError: string | null): number | null {
  if (lastError === 'not-allowed' || lastError === 'service-not-allowed') return null;
  if (lastError === null || lastError === 'no-speech') return RESTART_AFTER_END_MS;
  return RESTART_AFTER_ERROR_MS;
}

export class BrowserRecognition {
  private rec: Recognition | null = null;
  private running = false;
  private lastError: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** When the words of the current utterance began (recording clock). */
  private utteranceStart: number | null = null;

  constructor(private readonly opts: BrowserRecognitionOptions) {}

  static supported(): boolean {
    return recognitionCtor() !== null;
  }

  start(): void {
    const Ctor = recognitionCtor();
    if (!Ctor) throw new Error('SpeechRecognition is not supported');
    this.running = true;
    const rec = new Ctor();
    rec.lang = this.opts.lang;
    rec.continuous = true;
    rec.interimResults = true;
    rec.onresult = (e) => this.onResult(e);
    rec.onerror = (e) => {
      this.lastError = e.error;
      if (e.error === 'no-speech' || e.error === 'aborted') return;
      const fatal = e.error === 'not-allowed' || e.error === 'service-not-allowed';
      this.opts.onError(e.error, fatal);
      if (fatal) this.running = false;
    };
    rec.onend = () => {
      const delay = restartDelay(this.lastError);
      this.lastError = null;
      if (!this.running || delay === null) return;
      this.timer = setTimeout(() => {
        this.timer = null;
        if (!this.running) return;
        try {
          rec.start();
        } catch {
          // already started (a race with a quick end/start): the next end restarts it
        }
      }, delay);
    };
    this.rec = rec;
    rec.start();
  }

  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    try {
      this.rec?.stop();
    } catch {
      // not started
    }
  }

  private onResult(e: RecognitionEvent) {
    let interim = '';
    for (let i = e.resultIndex; i < e.results.length; i++) {
      const result = e.results[i]!;
      const text = result[0]?.transcript.trim() ?? '';
      if (!text) continue;
      this.utteranceStart ??= Math.max(0, this.opts.clock() - 1);
      if (result.isFinal) {
        const end = this.opts.clock();
        this.opts.onFinal({ start: Math.min(this.utteranceStart, end), end, text });
        this.utteranceStart = null;
      } else {
        interim += (interim ? ' ' : '') + text;
      }
    }
    this.opts.onPartial(interim);
  }
}
