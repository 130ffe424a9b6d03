import { describe, expect, it } from 'vitest';
import { activeSegmentIndex } from './segments';
import { mailtoLink, shareText, whatsAppLink } from './share';
import { splitHighlights } from './highlight';
import { defaultUploadLang, uploadErrorKey } from './upload';
import { ApiError } from '../../lib/api';

describe('splitHighlights', () => {
  it('splits on the markers into plain and marked parts', () => {
    expect(splitHighlights('kami \u0002membahas\u0003 anggaran \u0002bahas\u0003')).toEqual([
      { text: 'kami ', marked: false },
      { text: 'membahas', marked: true },
      { text: ' anggaran ', marked: false },
      { text: 'bahas', marked: true },
    ]);
  });

  it('keeps markup-looking text as text', () => {
    expect(splitHighlights('<b>\u0002x\u0003</b>')).toEqual([
      { text: '<b>', marked: false },
      { text: 'x', marked: true },
      { text: '</b>', marked: false },
    ]);
  });

  it('survives stray and unbalanced markers', () => {
    expect(splitHighlights('a\u0003b')).toEqual([{ text: 'ab', marked: false }]);
    expect(splitHighlights('a\u0002b')).toEqual([
      { text: 'a', marked: false },
      { text: 'b', marked: true },
    ]);
    expect(splitHighlights('')).toEqual([]);
  });
});

describe('activeSegmentIndex', () => {
  const segs = [
    { start: 1, end: 3 },
    { start: 3, end: 6 },
    { start: 8, end: 9 },
  ];
  it.each([
    [0, -1],
    [1, 0],
    [2.9, 0],
    [3, 1],
    [7, 1],
    [8.5, 2],
    [100, 2],
    [Number.NaN, -1],
  ])('at %s s is %s', (time, index) => {
    expect(activeSegmentIndex(segs, time)).toBe(index);
  });

  it('is -1 without segments', () => {
    expect(activeSegmentIndex([], 5)).toBe(-1);
  });

  it('finds the right one among many', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ start: i * 2, end: i * 2 + 2 }));
    expect(activeSegmentIndex(many, 12_345.6)).toBe(6172);
  });
});

describe('share links', () => {
  const content = { title: 'Rapat & Anggaran', summary: 'Ringkas.', url: 'http://x.test/dashboard/transcriptions/1' };

  it('carry title, summary and link', () => {
    expect(shareText(content)).toBe('Rapat & Anggaran\n\nRingkas.\n\nhttp://x.test/dashboard/transcriptions/1');
    expect(shareText({ ...content, summary: null })).toBe(
      'Rapat & Anggaran\n\nhttp://x.test/dashboard/transcriptions/1',
    );
  });

  it('encode for mailto and wa.me', () => {
    expect(mailtoLink(content)).toBe(
      `mailto:?subject=Rapat%20%26%20Anggaran&body=${encodeURIComponent(shareText(content))}`,
    );
    expect(whatsAppLink(content)).toMatch(/^https:\/\/wa\.me\/\?text=Rapat%20%26%20Anggaran%0A%0ARingkas\./);
  });

  it('shorten a very long summary', () => {
    const text = shareText({ ...content, summary: 'x'.repeat(5000) });
    expect(text.length).toBeLessThan(1700);
    expect(text).toContain('…');
  });
});

describe('uploadErrorKey', () => {
  it('names size, type and cancel failures, and leaves the rest to the API message', () => {
    expect(uploadErrorKey(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'x'))).toBe('tooLarge');
    expect(uploadErrorKey(new ApiError(415, 'UNSUPPORTED_MEDIA', 'x'))).toBe('unsupported');
    expect(uploadErrorKey(new ApiError(0, 'ABORTED', 'x'))).toBe('cancelled');
    expect(uploadErrorKey(new ApiError(500, 'INTERNAL', 'x'))).toBeNull();
    expect(uploadErrorKey(new Error('x'))).toBeNull();
  });
});

describe('defaultUploadLang', () => {
  it("starts with the user's saved language, else the interface's, else Indonesian", () => {
    expect(defaultUploadLang('en', 'id')).toBe('en-US');
    expect(defaultUploadLang(null, 'en')).toBe('en-US');
    expect(defaultUploadLang(undefined, 'id')).toBe('id-ID');
    expect(defaultUploadLang(null, 'fr')).toBe('id-ID');
  });
});
