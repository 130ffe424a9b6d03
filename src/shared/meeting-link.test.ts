import { describe, expect, it } from 'vitest';
import { findMeetingLink, parseHostAliases, parseMeetingLink, platformOfHost } from './meeting-link.js';

describe('meeting links', () => {
  it.each([
    ['https://meet.google.com/abc-defg-hij', 'google-meet'],
    ['https://meet.google.com/abc-defg-hij?authuser=1', 'google-meet'],
    ['https://us02web.zoom.us/j/85012345678?pwd=Zm9v', 'zoom'],
    ['https://zoom.us/wc/85012345678/join', 'zoom'],
    ['https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc%40thread.v2/0?context=%7b%7d', 'teams'],
    ['https://teams.live.com/meet/9312345678901?p=abc', 'teams'],
  ])('%s is %s', (url, platform) => {
    const check = parseMeetingLink(`  ${url}  `);
    expect(check).toMatchObject({ ok: true, link: { platform, aliased: false } });
  });

  it('reads Zoom’s meeting id and passcode, and refuses a Zoom link without an id', () => {
    expect(parseMeetingLink('https://zoom.us/j/1234567890?pwd=s3cret')).toMatchObject({
      ok: true,
      link: { zoom: { meetingId: '1234567890', password: 's3cret' } },
    });
    expect(parseMeetingLink('https://zoom.us/j/1234567890')).toMatchObject({
      ok: true,
      link: { zoom: { meetingId: '1234567890', password: undefined } },
    });
    expect(parseMeetingLink('https://zoom.us/meeting/schedule')).toEqual({ ok: false, code: 'ZOOM_LINK_INVALID' });
  });

  it.each([
    ['', 'MEETING_LINK_EMPTY'],
    ['   ', 'MEETING_LINK_EMPTY'],
    ['meet.google.com/abc', 'MEETING_LINK_INVALID'],
    ['ftp://meet.google.com/abc', 'MEETING_LINK_INVALID'],
    ['https://example.com/meet', 'MEETING_PLATFORM_UNSUPPORTED'],
    ['https://meet.google.com.evil.example/abc', 'MEETING_PLATFORM_UNSUPPORTED'],
    ['https://notzoom.us/j/1234567890', 'MEETING_PLATFORM_UNSUPPORTED'],
    // A real platform over plain http is not the platform.
    ['http://meet.google.com/abc-defg-hij', 'MEETING_PLATFORM_UNSUPPORTED'],
  ])('refuses %j with %s', (input, code) => {
    expect(parseMeetingLink(input)).toEqual({ ok: false, code });
  });

  it('counts an aliased host as its platform, over http and with its port', () => {
    const aliases = parseHostAliases('google-meet=127.0.0.1:4001, zoom=127.0.0.1:4003,teams=meet.internal');
    expect(aliases).toEqual([
      { platform: 'google-meet', host: '127.0.0.1:4001' },
      { platform: 'zoom', host: '127.0.0.1:4003' },
      { platform: 'teams', host: 'meet.internal' },
    ]);
    expect(parseMeetingLink('http://127.0.0.1:4001/abc-defg-hij', aliases)).toMatchObject({
      ok: true,
      link: { platform: 'google-meet', aliased: true },
    });
    expect(parseMeetingLink('http://127.0.0.1:4003/j/1234567890?pwd=x', aliases)).toMatchObject({
      ok: true,
      link: { platform: 'zoom', zoom: { meetingId: '1234567890', password: 'x' } },
    });
    // Another port of the same host is not the alias.
    expect(parseMeetingLink('http://127.0.0.1:4002/abc', aliases)).toEqual({
      ok: false,
      code: 'MEETING_PLATFORM_UNSUPPORTED',
    });
    expect(platformOfHost('MEET.GOOGLE.COM')).toBe('google-meet');
  });

  it.each(['meet=127.0.0.1:1', 'google-meet', 'google-meet=', 'zoom=host:port'])(
    'refuses the alias list %j with a message naming the entry',
    (value) => {
      expect(() => parseHostAliases(value)).toThrow(/is not platform=host:port/);
    },
  );

  it('finds the first meeting link in free text, without trailing punctuation or HTML around it', () => {
    expect(
      findMeetingLink('Agenda: https://example.com/doc. Join: https://meet.google.com/abc-defg-hij.'),
    ).toMatchObject({
      platform: 'google-meet',
      url: 'https://meet.google.com/abc-defg-hij',
    });
    expect(
      findMeetingLink('<p>Join <a href="https://us02web.zoom.us/j/85012345678?pwd=abc&amp;uname=x">here</a></p>'),
    ).toMatchObject({ platform: 'zoom', zoom: { meetingId: '85012345678', password: 'abc' } });
    expect(findMeetingLink('Lunch at noon')).toBeUndefined();
    expect(findMeetingLink(null)).toBeUndefined();
  });
});
