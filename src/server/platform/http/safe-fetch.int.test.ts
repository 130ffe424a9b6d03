import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetchText, SafeFetchError } from './safe-fetch.js';

/**
 * Real requests on loopback. The server listens on 127.0.0.2 (all of 127/8 is loopback on Linux), and the address
 * rule is replaced by "only 127.0.0.2 is public": a redirect from there to 127.0.0.1, by address or by the name
 * localhost, must be refused at the hop, before anything is sent to it.
 */
describe('safe fetch over real sockets', () => {
  let server: Server;
  let base: string;
  const hits: string[] = [];
  const onlyPublic = (ip: string) => ip === '127.0.0.2';

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(`${req.socket.localAddress} ${req.url}`);
      const port = (server.address() as AddressInfo).port;
      if (req.url === '/to-ip') res.writeHead(302, { location: `http://127.0.0.1:${port}/secret` }).end();
      else if (req.url === '/to-name') res.writeHead(302, { location: `http://localhost:${port}/secret` }).end();
      else if (req.url === '/to-file') res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      else if (req.url === '/loop') res.writeHead(302, { location: '/loop' }).end();
      else if (req.url === '/slow') setTimeout(() => res.end('late'), 2_000);
      else if (req.url === '/big') res.end('x'.repeat(2048));
      else if (req.url === '/missing') res.writeHead(404).end();
      else res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    base = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, extra: object = {}) =>
    safeFetchText(`${base}${path}`, { allowPrivate: false, addressPolicy: onlyPublic, ...extra });
  const reason = (p: Promise<unknown>) =>
    p.then(
      () => 'fetched',
      (err: unknown) => (err instanceof SafeFetchError ? err.reason : `other: ${String(err)}`),
    );

  it('fetches from an allowed address', async () => {
    expect((await get('/feed.ics')).body).toContain('BEGIN:VCALENDAR');
  });

  it('refuses a redirect to 127.0.0.1, by address and by name, without reaching it', async () => {
    hits.length = 0;
    expect(await reason(get('/to-ip'))).toBe('forbidden');
    expect(await reason(get('/to-name'))).toBe('forbidden');
    expect(hits.some((h) => h.endsWith('/secret'))).toBe(false);
  });

  it('refuses loopback at the first hop by default (no policy: public addresses only)', async () => {
    const port = (server.address() as AddressInfo).port;
    expect(await reason(safeFetchText(`http://localhost:${port}/feed.ics`, { allowPrivate: false }))).toBe('forbidden');
    expect(await reason(safeFetchText(`http://127.0.0.1:${port}/feed.ics`, { allowPrivate: false }))).toBe('forbidden');
    expect((await safeFetchText(`http://localhost:${port}/feed.ics`, { allowPrivate: true })).body).toContain(
      'VCALENDAR',
    );
  });

  it('refuses other schemes on redirect, redirect loops, slow and large answers, and says why', async () => {
    expect(await reason(get('/to-file'))).toBe('forbidden');
    expect(await reason(get('/loop'))).toBe('network');
    expect(await reason(get('/slow', { timeoutMs: 300 }))).toBe('timeout');
    expect(await reason(get('/big', { maxBytes: 1024 }))).toBe('too-large');
    expect(await reason(get('/missing'))).toBe('status');
  });
});
