import type { EngineId, EngineInfo, SpeechLanguage } from '../../../shared/api/speech.js';

export type { EngineId, EngineInfo, SpeechLanguage };

/** Audio everywhere inside the speech module: 16 kHz, mono, signed 16-bit samples. */
export const SAMPLE_RATE = 16_000;

/** A final piece of transcript; times in seconds from the start of the audio given to the engine. */
export interface TimedSegment {
  start: number;
  end: number;
  text: string;
  speaker?: string | null;
}

export interface LiveSessionOptions {
  language: SpeechLanguage;
  /** The words not yet final (replaces the previous partial). */
  onPartial(text: string): void;
  /** Times are relative to the first sample written to this session. */
  onFinal(segment: TimedSegment): void;
  /** Silence longer than this (ms, Settings' sensitivity) ends a paragraph: the next final starts a new one. */
  pauseMs?: number;
}

/** One live recognition: write PCM as it arrives; `end` flushes what is pending as finals. */
export interface LiveSession {
  write(pcm: Int16Array): void;
  end(): Promise<void>;
  /** Stops at once; pending text is dropped, no more callbacks. */
  cancel(): void;
}

export interface FileOptions {
  language: SpeechLanguage;
  signal?: AbortSignal;
  /** 0..1 as the engine gets through the audio. */
  onProgress?(fraction: number): void;
}

/**
 * A speech-to-text engine. Errors are `AppError`s with the SPEECH_* codes (src/shared/errors.ts): a language the
 * engine lacks is SPEECH_LANGUAGE_UNSUPPORTED, a missing or damaged model SPEECH_MODEL_MISSING / SPEECH_MODEL_INVALID.
 */
export interface SpeechEngine {
  readonly id: EngineId;
  /** Static facts and readiness (a model file present, an API configured ...). Cheap: called per request. */
  info(): Promise<EngineInfo>;
  /** Absent on engines without live server-side recognition (the browser engine). */
  startLive?(opts: LiveSessionOptions): Promise<LiveSession>;
  /** Absent on engines without whole-file recognition. */
  transcribe?(pcm: Int16Array, opts: FileOptions): Promise<TimedSegment[]>;
  /** Frees native resources (loaded models). */
  close?(): Promise<void>;
}

export interface SpeechRegistry {
  list(): Promise<EngineInfo[]>;
  /** `list` and `defaults` from one look at every engine. */
  overview(): Promise<{ engines: EngineInfo[]; defaults: Record<SpeechLanguage, EngineId | null> }>;
  /**
   * The engine to use for `language`: `requested`, else the admin's choice, else STT_ENGINE, else the best ready one
   * (each only when it is ready for the language). Throws SPEECH_*.
   */
  pick(language: SpeechLanguage, requested?: EngineId): Promise<SpeechEngine>;
  defaults(): Promise<Record<SpeechLanguage, EngineId | null>>;
  close(): Promise<void>;
}
