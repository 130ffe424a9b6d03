import { describe, expect, it } from 'vitest';
import en from '../../locales/en/recording.json';
import id from '../../locales/id/recording.json';

// docs/product.md §2 Manual Recording and §8 Recording errors, verbatim in English (as its introduction says);
// Indonesian has its own words.
describe('spec strings of the Manual Recording screen', () => {
  it('are verbatim in English', () => {
    expect(en.title).toBe('Manual Recording');
    expect(en.controls.languages).toEqual({ 'id-ID': 'Bahasa Indonesia', 'en-US': 'English (US)' });
    expect(en.controls.start).toBe('Start Recording');
    expect(en.controls.stop).toBe('Stop Recording');
    expect(en.live.placeholder).toBe('Transcription will appear here...');
    expect(en.saved.noAudio).toBe('Recording saved without audio. Please try uploading audio later.');
    expect(en.errors).toMatchObject({
      recognition: 'Speech recognition error: {{code}}',
      notSupported: 'Speech recognition is not supported in this browser',
      startFailed: 'Failed to start recording',
      stopFailed: 'Failed to stop recording',
      microphone: 'Failed to access microphone. Please check your permissions.',
    });
    expect(en.recordingTitle).toBe('Recording {{date}}');
  });

  it('are translated in Indonesian, and the nav name matches', () => {
    expect(id.title).toBe('Rekam Manual');
    for (const key of ['recognition', 'notSupported', 'startFailed', 'stopFailed', 'microphone'] as const) {
      expect(id.errors[key]).not.toBe(en.errors[key]);
    }
    expect(id.live.placeholder).not.toBe(en.live.placeholder);
    expect(id.saved.noAudio).not.toBe(en.saved.noAudio);
  });
});
