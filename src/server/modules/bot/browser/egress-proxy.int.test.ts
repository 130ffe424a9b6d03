import { createServer, request, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { egressAddress, startEgressProxy, type EgressProxy } from './egress-proxy.js';

// Two servers on the same port: 127.0.0.2 plays a public address (the rule below says so), 127.0.0.1 the internal
// service a rebinding DNS answer would point at. The stand-in DNS answers public first and internal after.

function listen(host: string, port: number, body: string, hits: { n: number }): Promise<Server> {
  const server = createServer((_req, res) => {
    hits.n++;
    res.end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** GET through the proxy in absolute form, as Chromium sends plain http://. */
function viaProxy(proxyPort: number, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: proxyPort, path: url, headers: { host: new URL(url).host } },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** CONNECT through the proxy, then a plain GET inside the tunnel, as for https:// and WebSockets. */
function tunnel(proxyPort: number, authority: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: proxyPort, method: 'CONNECT', path: authority });
    req.on('connect', (res, socket: Socket) => {
      if (res.statusCode !== 200) {
        socket.destroy();
        return resolve({ status: res.statusCode ?? 0, body: '' });
      }
      let raw = '';
      socket.on('data', (c: Buffer) => (raw += c.toString()));
      socket.on('end', () => resolve({ status: 200, body: raw.split('\r\n\r\n')[1] ?? '' }));
      socket.write(`GET / HTTP/1.1\r\nHost: ${authority}\r\nConnection: close\r\n\r\n`);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the bot’s egress proxy', () => {
  const publicHits = { n: 0 };
  const internalHits = { n: 0 };
  let servers: Server[] = [];
  let port = 0;
  let proxy: EgressProxy;
  let lookups = 0;
  const warnings: string[] = [];

  beforeAll(async () => {
    const first = await listen('127.0.0.2', 0, 'public', publicHits);
    port = (first.address() as AddressInfo).port;
    servers = [first, await listen('127.0.0.1', port, 'internal', internalHits)];
    proxy = await startEgressProxy(
      {
        aliases: [{ platform: 'zoom', host: `zoom.test:${port}` }],
        isAllowed: (a) => a === '127.0.0.2',
        // Rebinding: the first answer is public, every later one internal.
        resolve: async (host) => {
          if (host === 'zoom.test') return ['127.0.0.1'];
          if (host !== 'meet.example') return [];
          return lookups++ === 0 ? ['127.0.0.2'] : ['127.0.0.1'];
        },
      },
      (m) => warnings.push(m),
    );
  });

  afterAll(async () => {
    await proxy?.close();
    for (const s of servers) s.close();
  });

  it('dials the address it checked, once per connection: a later, internal answer is refused, never dialled', async () => {
    expect(await viaProxy(proxy.port, `http://meet.example:${port}/`)).toEqual({ status: 200, body: 'public' });
    expect(lookups).toBe(1);
    expect((await viaProxy(proxy.port, `http://meet.example:${port}/`)).status).toBe(403);
    expect((await tunnel(proxy.port, `meet.example:${port}`)).status).toBe(403);
    expect(internalHits.n).toBe(0);
    expect(warnings.some((w) => w.includes('meet.example') && w.includes('127.0.0.1'))).toBe(true);
  });

  it('tunnels https and WebSockets to public addresses only: IP literals, localhost and bad requests refused', async () => {
    expect(await tunnel(proxy.port, `127.0.0.2:${port}`)).toEqual({ status: 200, body: 'public' });
    for (const authority of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `169.254.169.254:80`])
      expect((await tunnel(proxy.port, authority)).status, authority).toBe(403);
    expect((await tunnel(proxy.port, 'no-port-here')).status).toBe(400);
    expect((await viaProxy(proxy.port, `http://127.0.0.1:${port}/admin`)).status).toBe(403);
    expect(internalHits.n).toBe(0);
  });

  it('lets an alias (MEETING_HOST_ALIASES) through whatever its address', async () => {
    expect(await viaProxy(proxy.port, `http://zoom.test:${port}/j/1`)).toEqual({ status: 200, body: 'internal' });
    expect(internalHits.n).toBe(1);
  });
});

describe('egressAddress', () => {
  const rules = { aliases: [], resolve: async () => ['8.8.8.8', '10.0.0.1'] };
  it('refuses a name with any non-public address, and one that does not resolve', async () => {
    expect(await egressAddress('mixed.example', 443, rules)).toEqual({ refused: 'mixed.example resolves to 10.0.0.1' });
    expect(await egressAddress('nowhere.example', 443, { aliases: [], resolve: async () => [] })).toEqual({
      refused: 'nowhere.example does not resolve',
    });
    expect(await egressAddress('[fd00::1]', 443, rules)).toEqual({ refused: 'fd00::1 is not a public address' });
    expect(await egressAddress('8.8.4.4', 443, rules)).toEqual({ address: '8.8.4.4' });
  });
});
