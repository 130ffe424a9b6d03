import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, originOf } from './live-origin.js';

const origins = { publicUrl: 'https://notulen.example.org/', allowed: ['http://192.168.1.20:3000'] };
const at = (host: string, protocol = 'http') => ({ host, protocol });

describe('live socket origins', () => {
  it('normalises origins as browsers send them', () => {
    expect(originOf('HTTPS://Notulen.Example.org:443/path?q')).toBe('https://notulen.example.org');
    expect(originOf('http://127.0.0.1:80')).toBe('http://127.0.0.1');
    expect(originOf('null')).toBeNull();
    expect(originOf('file:///tmp/x.html')).toBeNull();
    expect(originOf('chrome-extension://abcdef')).toBeNull();
  });

  it("allows PUBLIC_URL's origin and ALLOWED_ORIGINS from any address", () => {
    expect(isAllowedOrigin('https://notulen.example.org', at('10.0.0.5:3000'), origins)).toBe(true);
    expect(isAllowedOrigin('http://192.168.1.20:3000', at('localhost:3000'), origins)).toBe(true);
  });

  it('allows the page whose origin is the address the request came to (scheme, host and port)', () => {
    expect(isAllowedOrigin('http://127.0.0.1:3000', at('127.0.0.1:3000'), origins)).toBe(true);
    expect(isAllowedOrigin('http://intranet', at('INTRANET:80'), origins)).toBe(true);
    expect(isAllowedOrigin('https://meet.example.com', at('meet.example.com', 'https'), origins)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:3001', at('127.0.0.1:3000'), origins)).toBe(false);
    expect(isAllowedOrigin('https://127.0.0.1:3000', at('127.0.0.1:3000'), origins)).toBe(false);
  });

  it('refuses foreign pages, a missing or opaque Origin, and look-alikes', () => {
    for (const origin of [
      undefined,
      '',
      'null',
      'http://evil.example',
      'https://notulen.example.org.evil.example',
      'http://192.168.1.20:3001',
    ]) {
      expect(isAllowedOrigin(origin, at('127.0.0.1:3000'), origins), String(origin)).toBe(false);
    }
    // No Host header at all (HTTP/1.0): nothing to be the same origin as.
    expect(isAllowedOrigin('http://', at(''), origins)).toBe(false);
  });
});
