import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.js';
import { parseSearch } from './search-sql.js';
import { durationOfSegments, renameSpeakers, textOfSegments } from './segments.js';
import { plainSnippet } from './transcriptions.service.js';
import { titleFromFilename } from './upload.js';

const seg = (text: string, speaker?: string | null, end = 1) => ({ start: 0, end, text, speaker });

describe('segments', () => {
  it('joins a turn with spaces and separates speakers with a blank line', () => {
    expect(
      textOfSegments([seg(' Halo. ', 'A'), seg('Apa kabar?', 'A'), seg('Baik.', 'B'), seg('', 'C'), seg('Ya.')]),
    ).toBe('Halo. Apa kabar?\n\nBaik.\n\nYa.');
    expect(textOfSegments([seg('satu'), seg('dua')])).toBe('satu dua');
    expect(textOfSegments([])).toBe('');
  });

  it('takes the duration from the last end', () => {
    expect(durationOfSegments([seg('a', null, 3), seg('b', null, 7.5), seg('c', null, 5)])).toBe(7.5);
    expect(durationOfSegments([])).toBe(0);
  });

  it('renames only mapped speakers, and not through inherited keys', () => {
    const out = renameSpeakers([seg('a', 'S1'), seg('b', 'S2'), seg('c', null), seg('d', 'toString')], { S1: 'Budi' });
    expect(out.map((s) => s.speaker)).toEqual(['Budi', 'S2', null, 'toString']);
  });
});

describe('cursor', () => {
  it('round-trips and is opaque', () => {
    const p = {
      sort: 'newest' as const,
      createdAt: '2026-01-02T03:04:05.678Z',
      id: '5c7d3e2a-1b4f-4a8e-9c6d-0e1f2a3b4c5d',
    };
    const c = encodeCursor(p);
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(c, 'newest')).toEqual(p);
    expect(() => decodeCursor(c, 'oldest')).toThrow('Invalid cursor');
    expect(() => decodeCursor('e30', 'newest')).toThrow('Invalid cursor');
  });
});

describe('parseSearch', () => {
  it('splits exclusions (words and phrases) from the rest', () => {
    expect(parseSearch('vendor -katering')).toEqual({ positive: 'vendor', negative: ['katering'] });
    expect(parseSearch('"arus kas" or laba -"biaya tetap" e-mail')).toEqual({
      positive: '"arus kas" or laba e-mail',
      negative: ['"biaya tetap"'],
    });
    expect(parseSearch('- -"" rapat')).toEqual({ positive: '- rapat', negative: [] });
  });
});

describe('snippets and titles', () => {
  it('cuts plain text at a word boundary with an ellipsis', () => {
    expect(plainSnippet('pendek')).toBe('pendek');
    const s = plainSnippet('kata '.repeat(100));
    expect(s.endsWith('kata…')).toBe(true);
    expect(s.length).toBeLessThanOrEqual(201);
    expect(plainSnippet('x'.repeat(300))).toBe(`${'x'.repeat(200)}…`);
    expect(plainSnippet('a\n\nb   c')).toBe('a b c');
  });

  it('makes a title from a file name', () => {
    expect(titleFromFilename('Rapat Anggaran.m4a')).toBe('Rapat Anggaran');
    expect(titleFromFilename('rekaman.2024.01.webm')).toBe('rekaman.2024.01');
    expect(titleFromFilename('a\u0000b\u001f.wav')).toBe('ab');
    expect(titleFromFilename('')).toBe('');
  });
});
