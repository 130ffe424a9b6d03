import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pcmToWav } from '../../src/server/modules/speech/api/wav.js';
import { speakWav } from '../../src/server/test/speech-audio.js';
import { TMP_DIR } from '../../src/server/test/paths.js';

/**
 * What the fake meeting's host says in the bot benchmark: short English sentences (espeak-ng, the voice pocketsphinx
 * hears best), each followed by a pause long enough for the live decoder to close a segment, repeated until the WAV
 * is `seconds` long. Every sentence's place in the WAV is known to the sample, so a caption's lag is measured from
 * the end of the sentence it belongs to.
 */
export const BOT_SENTENCES = [
  'please send the budget report',
  'the meeting starts at ten',
  'we need two more engineers',
  'the finance team meets on friday',
  'call the customer tomorrow morning',
  'the project deadline is next month',
  'review the design document',
  'book a room for the workshop',
  'the sales numbers look good',
  'update the website today',
  'ask the lawyer about the contract',
  'the server was down on monday',
  'print the slides for the board',
  'order new laptops for the office',
  'the client wants a discount',
  'we will meet again in june',
];
const RATE = 16_000;
const LEAD_S = 0.3;
const PAUSE_S = 1.2;

export interface SentenceMark {
  text: string;
  /** Words of this sentence found in no other (4+ letters): a caption holding one belongs to it. */
  words: string[];
  /** Seconds from the start of the WAV. */
  start: number;
  end: number;
}

/** The words of each sentence that no other sentence has (4+ letters, so no "the", "ten"…). */
export function distinctiveWords(sentences: string[]): string[][] {
  const split = (s: string) => s.toLowerCase().split(/\s+/);
  return sentences.map((s, i) =>
    [...new Set(split(s))].filter((w) => w.length >= 4 && sentences.every((o, j) => j === i || !split(o).includes(w))),
  );
}

/** Trims leading and trailing near-silence so a sentence ends where its last word ends. */
function trimmed(pcm: Int16Array): Int16Array {
  const loud = (v: number) => Math.abs(v) > 500;
  let a = 0;
  let b = pcm.length;
  while (a < b && !loud(pcm[a]!)) a++;
  while (b > a && !loud(pcm[b - 1]!)) b--;
  return pcm.subarray(a, b);
}

/** Writes the WAV under .tmp/ (made if missing) and returns it with every sentence's place. */
export function botSpeech(seconds: number): { path: string; seconds: number; marks: SentenceMark[] } {
  const words = distinctiveWords(BOT_SENTENCES);
  const speech = BOT_SENTENCES.map((s) => trimmed(speakWav(s).pcm));
  const parts: Int16Array[] = [];
  const marks: SentenceMark[] = [];
  let at = Math.round(LEAD_S * RATE);
  for (let i = 0; at < seconds * RATE; i = (i + 1) % speech.length) {
    parts.push(speech[i]!);
    marks.push({ text: BOT_SENTENCES[i]!, words: words[i]!, start: at / RATE, end: (at + speech[i]!.length) / RATE });
    at += speech[i]!.length + PAUSE_S * RATE;
  }
  const pcm = new Int16Array(at);
  parts.forEach((p, i) => pcm.set(p, Math.round(marks[i]!.start * RATE)));
  const dir = join(TMP_DIR, 'bench-bot');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `speech-${seconds}s.wav`);
  writeFileSync(path, pcmToWav(pcm, RATE));
  return { path, seconds: at / RATE, marks };
}

/** A live segment and when the client first saw it (ms since epoch). */
export interface SeenCaption {
  at: number;
  text: string;
}

/**
 * Per sentence, the lag (ms) from its end to the first caption seen after it began that holds one of its words;
 * `playedAt` is when the WAV started (ms since epoch). Sentences no caption matched count as missed.
 */
export function captionLags(marks: SentenceMark[], captions: SeenCaption[], playedAt: number) {
  const lags: number[] = [];
  let missed = 0;
  for (const m of marks) {
    const from = playedAt + m.start * 1000;
    const hit = captions.find((c) => c.at >= from && m.words.some((w) => new RegExp(`\\b${w}\\b`, 'i').test(c.text)));
    if (hit) lags.push(hit.at - (playedAt + m.end * 1000));
    else missed++;
  }
  return { lags, missed };
}
