import { describe, expect, it } from 'vitest';
import en from '../../locales/en/recording.json';
import id from '../../locales/id/recording.json';
import { RECOGNITION_ERROR_CODES, noticeText } from './recognition-errors';

const fakeT = (key: string) => `<${key}>`;

describe('browser recognition errors', () => {
  it('put the localized description in place of the code', () => {
    expect(noticeText({ key: 'recording:errors.recognition', params: { code: 'audio-capture' } }, fakeT)).toEqual({
      key: 'recording:errors.recognition',
      params: { code: '<recording:browserErrors.audio-capture>' },
    });
    // A code the browser invents later: the general words, never the raw code.
    expect(noticeText({ key: 'recording:errors.recognition', params: { code: 'phonemes-lost' } }, fakeT)).toEqual({
      key: 'recording:errors.recognition',
      params: { code: '<recording:browserErrors.unknown>' },
    });
  });

  it('leave other notices alone', () => {
    const other = { key: 'recording:errors.startFailed' };
    expect(noticeText(other, fakeT)).toBe(other);
  });

  it('have words for every code in both languages, and they differ', () => {
    for (const code of [...RECOGNITION_ERROR_CODES, 'unknown'] as const) {
      expect(en.browserErrors[code], code).toBeTruthy();
      expect(id.browserErrors[code], code).toBeTruthy();
      expect(id.browserErrors[code]).not.toBe(en.browserErrors[code]);
      expect(en.browserErrors[code]).not.toContain(code);
    }
  });
});
