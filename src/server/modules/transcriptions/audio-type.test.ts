import { describe, expect, it } from 'vitest';
import { makeWav } from '../../test/media.js';
import { detectMediaType } from './audio-type.js';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const pad = (b: Buffer) => Buffer.concat([b, Buffer.alloc(64)]);
const ebml = [0x1a, 0x45, 0xdf, 0xa3];

describe('detectMediaType (by content, never by name)', () => {
  it.each([
    ['WAV', makeWav(0.01), 'audio/wav'],
    ['RF64 WAV', pad(bytes('RF64', [0xff, 0xff, 0xff, 0xff], 'WAVE')), 'audio/wav'],
    ['WebM', pad(bytes(ebml, [0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm')), 'audio/webm'],
    ['Matroska', pad(bytes(ebml, [0x9f, 0x42, 0x82, 0x88], 'matroska')), 'video/x-matroska'],
    ['Ogg', pad(bytes('OggS', [0, 2])), 'audio/ogg'],
    ['FLAC', pad(bytes('fLaC', [0, 0, 0, 0x22])), 'audio/flac'],
    ['MP3 with ID3', pad(bytes('ID3', [4, 0, 0, 0, 0, 0, 0])), 'audio/mpeg'],
    ['MP3 frame (MPEG-1 layer III, 128 kbit/s, 44.1 kHz)', pad(bytes([0xff, 0xfb, 0x90, 0x64])), 'audio/mpeg'],
    ['AAC ADTS', pad(bytes([0xff, 0xf1, 0x50, 0x80])), 'audio/aac'],
    ['M4A', pad(bytes([0, 0, 0, 0x20], 'ftypM4A ')), 'audio/mp4'],
    ['MP4', pad(bytes([0, 0, 0, 0x18], 'ftypisom')), 'video/mp4'],
    ['MOV', pad(bytes([0, 0, 0, 0x14], 'ftypqt  ')), 'video/quicktime'],
    ['3GP', pad(bytes([0, 0, 0, 0x14], 'ftyp3gp4')), 'video/3gpp'],
  ])('recognises %s', (_name, head, mime) => {
    expect(detectMediaType(head)?.mime).toBe(mime);
  });

  it.each([
    ['plain text', Buffer.from('Notulen rapat tanggal 1 Januari\n'.repeat(3))],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['PNG', pad(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))],
    ['PDF', pad(bytes('%PDF-1.7'))],
    ['RIFF that is not WAVE (AVI)', pad(bytes('RIFF', [0, 0, 0, 0], 'AVI '))],
    ['an invalid MPEG header (reserved version)', pad(bytes([0xff, 0xeb, 0x90, 0x64]))],
    ['an invalid MPEG header (bad bitrate)', pad(bytes([0xff, 0xfb, 0xf0, 0x64]))],
    ['empty', Buffer.alloc(0)],
    ['a few bytes', Buffer.from('RI')],
  ])('refuses %s', (_name, head) => {
    expect(detectMediaType(head)).toBeNull();
  });
});
