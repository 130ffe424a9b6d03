import { describe, expect, it } from 'vitest';
import { labelSpeakers } from './speaker-labels.js';
import { botDisplayName } from './bot.view.js';
import { botTranscriptTitle } from './bot-title.js';

describe('speaker labels from the platform’s speaking indicator', () => {
  const seg = (start: number, end: number, speaker?: string) => ({
    start,
    end,
    text: 'x',
    ...(speaker ? { speaker } : {}),
  });

  it('names each segment after whoever was shown speaking for most of it', () => {
    const turns = [
      { at: 0, name: 'Budi' },
      { at: 4, name: 'Sari' },
      { at: 9, name: null },
    ];
    const out = labelSpeakers([seg(0, 3), seg(3.5, 8), seg(8.5, 12)], turns);
    expect(out.map((s) => s.speaker ?? null)).toEqual(['Budi', 'Sari', null]);
  });

  it('leaves a segment alone when nobody was shown speaking for long enough, and without turns', () => {
    expect(labelSpeakers([seg(0, 10, 'Speaker 1')], [{ at: 9, name: 'Budi' }])[0]?.speaker).toBe('Speaker 1');
    expect(labelSpeakers([seg(0, 1)], [])).toEqual([seg(0, 1)]);
  });

  it('reads turns out of order (a rejoin adds later ones first)', () => {
    const out = labelSpeakers(
      [seg(0, 2), seg(10, 12)],
      [
        { at: 10, name: 'Sari' },
        { at: 0, name: 'Budi' },
      ],
    );
    expect(out.map((s) => s.speaker)).toEqual(['Budi', 'Sari']);
  });
});

describe('the bot’s name and its transcript’s title', () => {
  it('is "{user}’s Notulen Bot" with the name, else the e-mail’s local part, else User', () => {
    expect(botDisplayName({ name: 'Sari Dewi', email: 'sari@example.com' })).toBe("Sari Dewi's Notulen Bot");
    expect(botDisplayName({ name: ' ', email: 'budi.s@example.com' })).toBe("budi.s's Notulen Bot");
    expect(botDisplayName(undefined)).toBe("User's Notulen Bot");
  });

  it('titles the transcript in the meeting’s language and the user’s time zone', () => {
    const at = new Date('2026-11-26T17:30:00Z'); // 00:30 the next day in Jakarta
    expect(botTranscriptTitle('google-meet', 'id-ID', at, 'Asia/Jakarta')).toMatch(/^Rapat Google Meet 27 Nov 2026/);
    expect(botTranscriptTitle('zoom', 'en-US', at, 'America/New_York')).toMatch(/^Zoom meeting Nov 26, 2026/);
  });
});
