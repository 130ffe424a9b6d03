import { describe, expect, it } from 'vitest';
import { checkUrl, isPublicAddress, SafeFetchError } from './safe-fetch.js';

describe('which addresses a user-given URL may reach', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '2001:db8::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '::127.0.0.1',
    'not-an-ip',
  ])('refuses %s', (ip) => expect(isPublicAddress(ip)).toBe(false));

  it.each(['8.8.8.8', '172.32.0.1', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'allows %s',
    (ip) => expect(isPublicAddress(ip)).toBe(true),
  );

  it.each([
    'http://127.0.0.1/feed.ics',
    'http://2130706433/feed.ics',
    'http://0177.0.0.1/feed.ics',
    'http://0x7f.1/feed.ics',
    'http://127.1/feed.ics',
    'http://[::1]/feed.ics',
    'http://[::ffff:127.0.0.1]/feed.ics',
    'http://[0:0:0:0:0:ffff:a9fe:a9fe]/latest/meta-data',
    'http://169.254.169.254/latest/meta-data',
    'webcal://10.0.0.5/cal.ics',
    'file:///etc/passwd',
    'ftp://example.com/cal.ics',
    'gopher://example.com/',
    'http://user:pw@example.com/cal.ics',
    'not a url',
  ])('refuses %s before any request', (url) => {
    expect(() => checkUrl(url, false)).toThrow(SafeFetchError);
  });

  it('reads webcal as https and leaves host names to the resolver', () => {
    expect(checkUrl('webcal://calendar.example.com/a.ics', false).href).toBe('https://calendar.example.com/a.ics');
    expect(checkUrl('http://localhost:8080/a.ics', false).hostname).toBe('localhost');
  });

  it('lets private addresses through when allowed', () => {
    expect(checkUrl('http://127.0.0.1:9/feed.ics', true).hostname).toBe('127.0.0.1');
  });
});
