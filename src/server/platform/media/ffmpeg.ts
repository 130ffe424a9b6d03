import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../http/errors.js';

let resolved: string | undefined;

/**
 * The ffmpeg to run: FFMPEG_PATH (a tool location, like CHROMIUM_PATH, read here rather than through config so that
 * scripts can use this helper too), else `ffmpeg` on PATH, else the binary @ffmpeg-installer ships for this platform.
 */
export function ffmpegPath(): string {
  if (resolved) return resolved;
  const given = process.env.FFMPEG_PATH;
  if (given) return (resolved = given);
  if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0) return (resolved = 'ffmpeg');
  try {
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
    return (resolved = installer.path);
  } catch {
    return (resolved = 'ffmpeg');
  }
}

interface RunResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

function run(args: string[], signal?: AbortSignal): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (b: Buffer) => out.push(b));
    // Only the tail matters (the error is the last line); a long decode prints progress forever.
    child.stderr.on('data', (b: Buffer) => (err = (err + b.toString('utf8')).slice(-8192)));
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(
        e.code === 'ENOENT'
          ? new AppError('UNAVAILABLE', 503, `ffmpeg not found at ${ffmpegPath()} (set FFMPEG_PATH)`)
          : e.name === 'AbortError'
            ? new AppError('AUDIO_DECODE_FAILED', 499, 'Decoding cancelled')
            : e,
      ),
    );
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out), stderr: err }));
  });
}

const lastLine = (s: string) =>
  s
    .trim()
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .at(-1) ?? 'no output';

const decodeFailed = (why: string) => new AppError('AUDIO_DECODE_FAILED', 422, `Cannot decode the audio: ${why}`);

/** Runs `fn` on a path: `input` itself, or a temporary copy of a buffer (removed afterwards). */
async function withPath<T>(input: string | Buffer, fn: (path: string) => Promise<T>): Promise<T> {
  if (typeof input === 'string') return fn(input);
  // A file rather than stdin: MP4/M4A keep their index at the end and ffmpeg cannot read them from a pipe.
  const dir = mkdtempSync(join(tmpdir(), 'notulen-ffmpeg-'));
  const path = join(dir, randomUUID());
  try {
    writeFileSync(path, input);
    return await fn(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Any audio or video ffmpeg reads → 16 kHz mono signed 16-bit samples (what the speech engines take). Unreadable
 * input is AUDIO_DECODE_FAILED (422) with ffmpeg's reason.
 */
export function decodeToPcm16k(input: string | Buffer, opts: { signal?: AbortSignal } = {}): Promise<Int16Array> {
  return withPath(input, async (path) => {
    const res = await run(
      [
        '-hide_banner',
        '-nostdin',
        '-loglevel',
        'error',
        '-i',
        path,
        '-vn',
        '-f',
        's16le',
        '-ac',
        '1',
        '-ar',
        '16000',
        'pipe:1',
      ],
      opts.signal,
    );
    if (res.code !== 0) throw decodeFailed(lastLine(res.stderr));
    if (!res.stdout.length) throw decodeFailed('no audio stream');
    // Copy into a fresh, aligned buffer: Int16Array needs an even byte offset.
    const bytes = res.stdout.length - (res.stdout.length % 2);
    const pcm = new Int16Array(bytes / 2);
    Buffer.from(pcm.buffer).set(res.stdout.subarray(0, bytes));
    return pcm;
  });
}

const hms = (h: string, m: string, s: string) => Number(h) * 3600 + Number(m) * 60 + Number(s);

/** The duration a media file's header states (what a player shows on load), or null when it states none. */
export async function headerDurationSeconds(path: string): Promise<number | null> {
  const probe = await run(['-hide_banner', '-nostdin', '-i', path]);
  const header = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(probe.stderr);
  if (header) return hms(header[1]!, header[2]!, header[3]!);
  if (!/Duration: N\/A/.test(probe.stderr)) throw decodeFailed(lastLine(probe.stderr));
  return null;
}

/**
 * The media's duration in seconds from ffmpeg's own report. Files without one in their header (a browser's WebM
 * recording) are read through to their end instead.
 */
export async function probeDurationSeconds(path: string): Promise<number> {
  const header = await headerDurationSeconds(path);
  if (header !== null) return header;
  const full = await run(['-hide_banner', '-nostdin', '-i', path, '-vn', '-f', 'null', '-']);
  const times = [...full.stderr.matchAll(/time=(\d+):(\d\d):(\d\d(?:\.\d+)?)/g)];
  const last = times.at(-1);
  if (full.code !== 0 || !last) throw decodeFailed(lastLine(full.stderr));
  return hms(last[1]!, last[2]!, last[3]!);
}

/**
 * Joins media files of the same codec one after another into `out` without re-encoding (ffmpeg's concat demuxer):
 * two WebM streams glued byte by byte play only the first, because the second starts with its own header.
 */
export async function concatMedia(parts: string[], out: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'notulen-concat-'));
  try {
    const list = join(dir, 'list.txt');
    writeFileSync(list, parts.map((p) => `file '${p.replaceAll("'", "'\\''")}'`).join('\n') + '\n');
    const res = await run([
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      list,
      '-c',
      'copy',
      out,
    ]);
    if (res.code !== 0) throw decodeFailed(lastLine(res.stderr));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Copies a WebM (a browser's MediaRecorder stream) into `out` without re-encoding, as a seekable file: a recorder
 * writes as it goes and can never go back, so its file has no duration (a player shows Infinity until it has read it
 * all) and no cues (the index a player seeks with). Writing to a file lets the muxer add both. DASH mode is what makes
 * ffmpeg's WebM muxer write cues for audio alone (it indexes only video keyframes otherwise, before ffmpeg 5), and it
 * puts them before the audio, where a player reads them with the header; without it (an ffmpeg that refuses the
 * option), the file still gets its duration.
 */
export async function remuxSeekable(input: string, out: string): Promise<void> {
  const base = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', input, '-map', '0:a', '-c', 'copy'];
  const dash = await run([...base, '-dash', '1', '-f', 'webm', out]);
  if (dash.code === 0) return;
  const plain = await run([...base, '-f', 'webm', out]);
  if (plain.code !== 0) throw decodeFailed(lastLine(plain.stderr || dash.stderr));
}
