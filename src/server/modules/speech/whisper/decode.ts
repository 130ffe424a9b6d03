import type { TranscribeParams, TranscribeResult, WhisperModel } from 'smart-whisper';
import type { SmartWhisper } from './binding.js';
import { SAMPLE_RATE, type SpeechLanguage, type TimedSegment } from '../speech.types.js';
import { utterancesOf } from '../utterances.js';
import type { Word } from './agreement.js';

export interface Decoded {
  /** Utterances: whisper.cpp's segments, cut again at the pauses and sentence ends inside them (../utterances.ts). */
  segments: TimedSegment[];
  words: Word[];
  /** The language whisper.cpp decoded in (the one asked for). */
  language: string | undefined;
  /** Tokens decoded, special ones included (the decoder's share of the cost). */
  tokens: number;
}

export interface DecodeOptions {
  language: SpeechLanguage;
  threads: number;
  /** Called per segment as whisper.cpp finishes it (seconds into this piece of audio). */
  onSegment?(segment: TimedSegment): void;
  /** Further whisper.cpp parameters (the benchmark fixes the work per window with them). */
  params?: Partial<TranscribeParams<'detail', true>>;
}

/** Special tokens ([_BEG_], [_TT_12], <|endoftext|> ...) carry no text. */
const SPECIAL = /^(\[_|<\|)/;

/**
 * One whisper.cpp pass over `pcm` (at most 30 s is one window; longer audio is walked window by window inside).
 * Runs on libuv's thread pool, so the event loop stays free. Greedy decoding without temperature fallback: the
 * fallback re-decodes a window up to five times when confidence is low, which makes the cost unpredictable.
 */
export async function decode(
  sw: SmartWhisper,
  model: WhisperModel,
  pcm: Int16Array,
  opts: DecodeOptions,
): Promise<Decoded> {
  const audio = new Float32Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) audio[i] = pcm[i]! / 32768;
  const seconds = pcm.length / SAMPLE_RATE;
  const clamp = (t: number) => Math.max(0, Math.min(seconds, t));
  const task = await sw.TranscribeTask.run(model, audio, {
    language: opts.language,
    n_threads: opts.threads,
    strategy: sw.WhisperSamplingStrategy.WHISPER_SAMPLING_GREEDY,
    temperature_inc: 0,
    no_context: true,
    token_timestamps: true,
    format: 'detail',
    suppress_non_speech_tokens: true,
    ...opts.params,
  });
  const toSegment = (r: TranscribeResult<'detail', true>): TimedSegment => {
    const start = clamp(r.from / 1000);
    return { start, end: Math.max(start, clamp(r.to / 1000)), text: r.text.trim() };
  };
  if (opts.onSegment) task.on('transcribed', (r) => opts.onSegment!(toSegment(r as TranscribeResult<'detail', true>)));
  const results = (await task.result) as unknown;
  // The binding hands whisper.cpp's failure to the same callback as an Error instead of rejecting.
  if (results instanceof Error) throw results;
  const list = (results ?? []) as TranscribeResult<'detail', true>[];
  const segments: TimedSegment[] = [];
  const words: Word[] = [];
  for (const r of list) {
    const own = wordsOf(r, clamp);
    words.push(...own);
    segments.push(...utterancesOfSegment(toSegment(r), own));
  }
  const tokens = list.reduce((n, r) => n + (r.tokens?.length ?? 0), 0);
  return { segments, words, language: list[0]?.lang, tokens };
}

/** A segment's words from its tokens' times: a token without a leading space continues the word before it. */
function wordsOf(r: TranscribeResult<'detail', true>, clamp: (t: number) => number): Word[] {
  const words: Word[] = [];
  for (const t of r.tokens ?? []) {
    if (SPECIAL.test(t.text) || !t.text) continue;
    const from = clamp((t.from ?? r.from) / 1000);
    const to = Math.max(from, clamp((t.to ?? r.to) / 1000));
    const last = words[words.length - 1];
    if (last && !/^\s/.test(t.text)) {
      last.text += t.text;
      last.end = Math.max(last.end, to);
    } else if (t.text.trim()) {
      words.push({ text: t.text.trim(), start: from, end: to });
    }
  }
  return words;
}

const compact = (s: string) => s.replace(/\s+/g, '');

/**
 * whisper.cpp ends a segment where its model predicts a timestamp, which can be a whole 30 s window of speech: one
 * block with one time. Its words are cut into utterances at pauses and sentence ends, punctuation kept. When the
 * tokens do not spell the segment's text (a character split across tokens decodes on its own as U+FFFD), the segment
 * stays whole rather than show broken text.
 */
function utterancesOfSegment(segment: TimedSegment, words: readonly Word[]): TimedSegment[] {
  if (!segment.text) return [];
  if (!words.length || compact(words.map((w) => w.text).join('')) !== compact(segment.text)) return [segment];
  return utterancesOf(words);
}
