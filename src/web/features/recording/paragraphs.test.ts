import { describe, expect, it } from 'vitest';
import { restartDelay } from './browser-recognition';
import { liveUrl } from './live-socket';
import { formatClock, toParagraphs } from './paragraphs';

describe('toParagraphs', () => {
  it('starts a paragraph after a pause of at least the setting, or when the speaker changes', () => {
    const segs = [
      { start: 0, end: 1, text: 'Good morning.' },
      { start: 1.5, end: 3, text: 'Let us start.' },
      { start: 5, end: 6, text: 'First item.' },
      { start: 6.1, end: 7, text: 'Budget.', speaker: 'B' },
      { start: 7.2, end: 8, text: ' ' },
    ];
    expect(toParagraphs(segs, 2000)).toEqual(['Good morning. Let us start.', 'First item.', 'Budget.']);
    expect(toParagraphs(segs, 1000)).toEqual(['Good morning. Let us start.', 'First item.', 'Budget.']);
    expect(toParagraphs(segs, 5000)).toEqual(['Good morning. Let us start. First item.', 'Budget.']);
  });
});

describe('small rules', () => {
  it('formats the timer as hh:mm:ss', () => {
    expect([formatClock(0), formatClock(59.9), formatClock(61), formatClock(3 * 3600 + 62)]).toEqual([
      '00:00:00',
      '00:00:59',
      '00:01:01',
      '03:01:02',
    ]);
  });

  it('restarts browser recognition 100 ms after end, 1000 ms after other errors, never after not-allowed', () => {
    expect(restartDelay(null)).toBe(100);
    expect(restartDelay('no-speech')).toBe(100);
    expect(restartDelay('network')).toBe(1000);
    expect(restartDelay('audio-capture')).toBe(1000);
    expect(restartDelay('not-allowed')).toBeNull();
  });

  it('builds the live socket URL with the offset in seconds', () => {
    const id = '00000000-0000-4000-8000-000000000003';
    expect(liveUrl(id, 12.3456, { protocol: 'http:', host: 'x:1' })).toBe(
      `ws://x:1/api/recordings/${id}/live?offset=12.346`,
    );
    expect(liveUrl(id, -1, { protocol: 'https:', host: 'x' })).toBe(`wss://x/api/recordings/${id}/live?offset=0`);
  });
});
