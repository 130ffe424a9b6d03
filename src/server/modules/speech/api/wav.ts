import { SAMPLE_RATE } from '../speech.types.js';

/** A RIFF/WAVE file (16-bit PCM, mono) around `pcm`: what transcription APIs accept as a file. */
export function pcmToWav(pcm: Int16Array, rate = SAMPLE_RATE): Buffer {
  const data = Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The samples and rate of a 16-bit PCM WAV (first channel). Throws on anything else. */
export function wavToPcm(wav: Buffer): { pcm: Int16Array; rate: number } {
  if (wav.length < 12 || wav.toString('latin1', 0, 4) !== 'RIFF' || wav.toString('latin1', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let channels = 1;
  let bits = 16;
  let rate = SAMPLE_RATE;
  for (let at = 12; at + 8 <= wav.length;) {
    const id = wav.toString('latin1', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ') {
      channels = wav.readUInt16LE(body + 2);
      rate = wav.readUInt32LE(body + 4);
      bits = wav.readUInt16LE(body + 14);
    } else if (id === 'data') {
      if (bits !== 16) throw new Error(`expected 16-bit samples, got ${bits}`);
      const end = Math.min(wav.length, body + size);
      const frames = Math.floor((end - body) / (2 * channels));
      const pcm = new Int16Array(frames);
      for (let i = 0; i < frames; i++) pcm[i] = wav.readInt16LE(body + i * 2 * channels);
      return { pcm, rate };
    }
    at = body + size + (size % 2);
  }
  throw new Error('WAV has no data chunk');
}
