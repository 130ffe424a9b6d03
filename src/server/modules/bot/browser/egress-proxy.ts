import { lookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import { connect, isIP, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { HostAlias } from '../../../../shared/meeting-link.js';
import { isPublicAddress } from '../../../platform/http/safe-fetch.js';

/**
 * Every connection the bot's Chromium makes goes through this proxy, which resolves the name once, checks the address
 * and dials that very address. The navigation guard (navigation-guard.ts) checks a document's host before it loads,
 * but Chromium then resolves the name again on its own: a DNS answer that changes in between (rebinding) would reach
 * loopback, the private network or cloud metadata (169.254.169.254). Here there is no second lookup, and sub-resources,
 * fetch() and WebSockets are held to the same rule as documents. (Media over WebRTC is UDP and does not pass through
 * an HTTP proxy; meeting platforms need it direct.)
 */

export interface EgressRules {
  /** MEETING_HOST_ALIASES: `host` or `host:port` that may be reached whatever their address (tests, self-hosted). */
  aliases: readonly HostAlias[];
  /** Tests: stand-in DNS and address rule ("only 127.0.0.2 is public"). */
  resolve?: (host: string) => Promise<string[]>;
  isAllowed?: (address: string) => boolean;
}

export interface EgressProxy {
  port: number;
  /** Chromium flags that send every request, loopback included, through the proxy. */
  chromiumArgs: string[];
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 15_000;

const resolveAll = async (host: string) => (await lookup(host, { all: true })).map((a) => a.address);

/**
 * The address to dial for host:port, or why not. An IP literal must be public; a name must resolve to public addresses
 * only, and the first of them is dialled. An alias may have any address (the operator vouched for it).
 */
export async function egressAddress(
  host: string,
  port: number,
  rules: EgressRules,
): Promise<{ address: string } | { refused: string }> {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  const alias = rules.aliases.some((a) => a.host === `${h}:${port}` || a.host === h);
  const allowed = alias ? () => true : (rules.isAllowed ?? isPublicAddress);
  if (isIP(h)) return allowed(h) ? { address: h } : { refused: `${h} is not a public address` };
  if (!alias && (h === 'localhost' || h.endsWith('.localhost'))) return { refused: `${h} is loopback` };
  const addresses = await (rules.resolve ?? resolveAll)(h).catch(() => []);
  if (!addresses.length) return { refused: `${h} does not resolve` };
  const bad = addresses.find((a) => !allowed(a));
  return bad ? { refused: `${h} resolves to ${bad}` } : { address: addresses[0]! };
}

// Hop-by-hop headers and the proxy's own: not forwarded (RFC 9110 §7.6.1).
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);
const forwardable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => !HOP.has(k.toLowerCase())));

/** "host:443", "[::1]:8443" → host and port; null when malformed. */
function authority(target: string | undefined): { host: string; port: number } | null {
  const m = target?.match(/^(\[[^\]]+\]|[^:/\s]+):(\d{1,5})$/);
  const port = Number(m?.[2]);
  return m && port > 0 && port < 65536 ? { host: m[1]!, port } : null;
}

export async function startEgressProxy(rules: EgressRules, warn: (msg: string) => void): Promise<EgressProxy> {
  const sockets = new Set<Duplex>();
  const track = (s: Duplex) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  };
  // A name that does not resolve fails in Chromium as it would without the proxy (Chromium's own background
  // services do so on a machine without DNS); only an address refused by the rule is worth a warning.
  const refuse = (host: string, why: string) =>
    why.endsWith('does not resolve') ? undefined : warn(`bot: refused to connect to ${host} (${why})`);
  // Upstream keep-alive sockets are this proxy's, closed with it.
  const agent = new http.Agent({ keepAlive: true });

  const server = http.createServer((req, res) => {
    // Plain http:// comes in absolute form ("GET http://host/path").
    let url: URL;
    try {
      url = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (url.protocol !== 'http:') {
      res.writeHead(400).end();
      return;
    }
    const port = Number(url.port || 80);
    void egressAddress(url.hostname, port, rules).then((to) => {
      if ('refused' in to) {
        refuse(url.host, to.refused);
        res.writeHead(403).end();
        return;
      }
      const upstream = http.request(
        {
          host: to.address,
          port,
          agent,
          method: req.method,
          path: `${url.pathname}${url.search}`,
          headers: forwardable(req.headers),
        },
        (up) => {
          res.writeHead(up.statusCode ?? 502, forwardable(up.headers));
          up.pipe(res);
        },
      );
      // No idle limit (a long poll may be quiet for minutes): the request ends when Chromium gives up on it.
      res.once('close', () => !res.writableFinished && upstream.destroy());
      upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
      req.pipe(upstream);
    });
  });

  // https:// and WebSockets: a tunnel to the checked address.
  server.on('connect', (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    client.on('error', () => client.destroy());
    const target = authority(req.url);
    if (!target) {
      client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    void egressAddress(target.host, target.port, rules).then((to) => {
      if ('refused' in to) {
        refuse(req.url!, to.refused);
        client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
        return;
      }
      const upstream: Socket = connect({ host: to.address, port: target.port, timeout: CONNECT_TIMEOUT_MS });
      track(upstream);
      upstream.once('connect', () => {
        upstream.setTimeout(0);
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.once('timeout', () => upstream.destroy());
      upstream.on('error', () => {
        if (client.writable) client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
        client.destroy();
      });
      client.once('close', () => upstream.destroy());
    });
  });
  server.on('connection', track);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    port,
    // "<-loopback>": Chromium otherwise sends localhost and 127.0.0.1 around the proxy.
    chromiumArgs: [`--proxy-server=http://127.0.0.1:${port}`, '--proxy-bypass-list=<-loopback>'],
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
