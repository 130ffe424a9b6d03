import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TMP_DIR } from '../../test/paths.js';
import { speakWav } from '../../test/speech-audio.js';
import { webmLayout } from '../../test/webm.js';
import { decodeToPcm16k, ffmpegPath, headerDurationSeconds, probeDurationSeconds, remuxSeekable } from './ffmpeg.js';

mkdirSync(TMP_DIR, { recursive: true });
const dir = mkdtempSync(join(TMP_DIR, 'ffmpeg-'));
const speech = speakWav('The budget meeting starts at ten.');

describe('ffmpeg helper', () => {
  it('finds an ffmpeg that runs', () => {
    expect(execFileSync(ffmpegPath(), ['-version']).toString()).toMatch(/^ffmpeg version/);
  });

  it('decodes a 16 kHz WAV to the same samples, from a path and from a buffer', async () => {
    const fromPath = await decodeToPcm16k(speech.path);
    expect(fromPath.length).toBe(speech.pcm.length);
    expect(Array.from(fromPath.subarray(4000, 4100))).toEqual(Array.from(speech.pcm.subarray(4000, 4100)));
    const fromBuffer = await decodeToPcm16k(readFileSync(speech.path));
    expect(fromBuffer.length).toBe(speech.pcm.length);
  });

  it('resamples and downmixes other formats (44.1 kHz stereo Ogg/Opus)', async () => {
    const opus = join(dir, 'speech.ogg');
    execFileSync(ffmpegPath(), [
      '-loglevel',
      'error',
      '-i',
      speech.path,
      '-ar',
      '48000',
      '-ac',
      '2',
      '-c:a',
      'libopus',
      opus,
    ]);
    const pcm = await decodeToPcm16k(opus);
    expect(Math.abs(pcm.length / 16_000 - speech.seconds)).toBeLessThan(0.1);
    expect(Math.abs((await probeDurationSeconds(opus)) - speech.seconds)).toBeLessThan(0.1);
  });

  it('probes a WAV duration', async () => {
    expect(await probeDurationSeconds(speech.path)).toBeCloseTo(speech.seconds, 1);
  });

  it('reads a WebM without a duration in its header to the end', async () => {
    const webm = join(dir, 'stream.webm');
    // Piped output cannot be seeked back to write the duration: a browser recording looks like this.
    const bytes = execFileSync(ffmpegPath(), [
      '-loglevel',
      'error',
      '-i',
      speech.path,
      '-c:a',
      'libopus',
      '-f',
      'webm',
      'pipe:1',
    ]);
    writeFileSync(webm, bytes);
    expect(Math.abs((await probeDurationSeconds(webm)) - speech.seconds)).toBeLessThan(0.1);
  });

  it('remuxes a recorder stream into a seekable file: a duration in the header and cues, the same audio', async () => {
    const stream = join(dir, 'recorder.webm');
    writeFileSync(
      stream,
      execFileSync(ffmpegPath(), ['-loglevel', 'error', '-i', speech.path, '-c:a', 'libopus', '-f', 'webm', 'pipe:1']),
    );
    expect(await headerDurationSeconds(stream)).toBeNull();
    const out = join(dir, 'seekable.webm');
    await remuxSeekable(stream, out);
    expect(Math.abs((await headerDurationSeconds(out))! - speech.seconds)).toBeLessThan(0.1);
    const layout = webmLayout(readFileSync(out));
    expect(layout.cuePoints).toBeGreaterThan(0);
    expect(Math.abs(layout.durationSeconds! - speech.seconds)).toBeLessThan(0.1);
    expect((await decodeToPcm16k(out)).length).toBe((await decodeToPcm16k(stream)).length);
    const garbage = join(dir, 'garbage.webm');
    writeFileSync(garbage, Buffer.from('not a webm at all '.repeat(100)));
    await expect(remuxSeekable(garbage, join(dir, 'never.webm'))).rejects.toMatchObject({
      code: 'AUDIO_DECODE_FAILED',
    });
  });

  it('answers AUDIO_DECODE_FAILED (422) for garbage', async () => {
    const garbage = Buffer.from('this is not audio at all, just some text bytes '.repeat(50));
    await expect(decodeToPcm16k(garbage)).rejects.toMatchObject({ code: 'AUDIO_DECODE_FAILED', status: 422 });
    const path = join(dir, 'garbage.wav');
    writeFileSync(path, garbage);
    await expect(probeDurationSeconds(path)).rejects.toMatchObject({ code: 'AUDIO_DECODE_FAILED', status: 422 });
    await expect(decodeToPcm16k(join(dir, 'missing.wav'))).rejects.toMatchObject({ code: 'AUDIO_DECODE_FAILED' });
  });
});
