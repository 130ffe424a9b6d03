import { concatMedia, decodeToPcm16k, probeDurationSeconds, remuxSeekable } from './ffmpeg.js';

/** What the server does with audio files (ffmpeg); an interface so tests can count or fail calls. */
export interface Media {
  decodeToPcm16k(input: string | Buffer, opts?: { signal?: AbortSignal }): Promise<Int16Array>;
  probeDurationSeconds(path: string): Promise<number>;
  concatMedia(parts: string[], out: string): Promise<void>;
  /** A recorder's WebM as a file with a duration and cues (seekable on load), without re-encoding. */
  remuxSeekable(input: string, out: string): Promise<void>;
}

export const ffmpegMedia: Media = { decodeToPcm16k, probeDurationSeconds, concatMedia, remuxSeekable };
