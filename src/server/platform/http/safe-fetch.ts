import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Fetching an address a user typed (a calendar feed) without letting them reach what only the server can reach:
 * loopback, private networks, link-local (cloud metadata at 169.254.169.254) and every other non-public range. Each
 * redirect hop is checked again, and the socket connects to the very address that was checked (our `lookup` on the
 * request), so a DNS answer that changes between check and connect (rebinding) gains nothing. http(s) only, a size
 * and a time limit. `allowPrivate` (ALLOW_PRIVATE_NETWORK_URLS) lifts the address rule for tests and trusted networks.
 */
export type SafeFetchFailure = 'forbidden' | 'too-large' | 'timeout' | 'status' | 'network';

export class SafeFetchError extends Error {
  constructor(
    public readonly reason: SafeFetchFailure,
    message: string,
    public readonly status?: number,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface SafeFetchOptions {
  allowPrivate: boolean;
  /** Default 5 MB. */
  maxBytes?: number;
  /** For the whole fetch, redirects included; default 15 s. */
  timeoutMs?: number;
  /** Default 5. */
  maxRedirects?: number;
  headers?: Record<string, string>;
  /** Replaces the address rule (tests: "only 127.0.0.2 is public"). */
  addressPolicy?: (address: string) => boolean;
}

export interface SafeFetchResult {
  /** Where the body came from, after redirects. */
  url: string;
  contentType: string | null;
  body: string;
}

const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", incl. the unspecified 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo ...)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds any IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (dotted IPv4 tail allowed). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** True when `address` (an IP, no brackets) is a public unicast address. IPv4-mapped IPv6 is judged as IPv4. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !BLOCKED.check(address, 'ipv4');
  if (family !== 6) return false;
  const g = ipv6Groups(address);
  // ::ffff:a.b.c.d and NAT64's 64:ff9b::a.b.c.d reach the IPv4 address they carry.
  const mapped = g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff;
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0);
  if (mapped || nat64) {
    const v4 = [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join('.');
    return !BLOCKED.check(v4, 'ipv4');
  }
  return !BLOCKED.check(address, 'ipv6');
}

/**
 * The URL a user gave, parsed the way the request will use it (WHATWG URL: `http://2130706433/`, `0177.0.0.1` and
 * `0x7f.1` all become 127.0.0.1 here), `webcal:` read as https. Throws `forbidden` for another scheme or, unless
 * allowed, an IP literal that is not public; host names are checked when they are resolved.
 */
export function checkUrl(input: string | URL, allowed: boolean | ((address: string) => boolean)): URL {
  const isAllowed = typeof allowed === 'function' ? allowed : (ip: string) => allowed || isPublicAddress(ip);
  let url: URL;
  try {
    url = new URL(typeof input === 'string' ? input.trim().replace(/^webcals?:\/\//i, 'https://') : input.href);
  } catch {
    throw new SafeFetchError('forbidden', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('forbidden', `scheme ${url.protocol} is not allowed`);
  }
  if (url.username || url.password) throw new SafeFetchError('forbidden', 'credentials in the URL are not allowed');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isAllowed(host)) {
    throw new SafeFetchError('forbidden', `${host} is not a public address`);
  }
  return url;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A DNS lookup that refuses a name with any non-public address; the socket then connects to what was checked. */
function checkedLookup(isAllowed: (address: string) => boolean) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) => {
    dnsLookup(hostname, { family: options.family ?? 0, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const bad = addresses.find((a) => !isAllowed(a.address));
      if (bad || !addresses.length) {
        const error = new SafeFetchError('forbidden', `${hostname} resolves to ${bad?.address ?? 'nothing'}`);
        return callback(error as unknown as NodeJS.ErrnoException, []);
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

interface Hop {
  status: number;
  location: string | null;
  contentType: string | null;
  body: string;
}

interface HopOptions {
  maxBytes: number;
  headers?: Record<string, string> | undefined;
  isAllowed: (address: string) => boolean;
}

function requestOnce(url: URL, opts: HopOptions, signal: AbortSignal) {
  return new Promise<Hop>((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(
      url,
      {
        method: 'GET',
        agent: false,
        signal,
        lookup: checkedLookup(opts.isAllowed) as never,
        headers: { 'user-agent': 'Notulen calendar sync', accept: '*/*', ...opts.headers },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location ?? null;
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ status, location, contentType: null, body: '' });
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > opts.maxBytes) {
          req.destroy();
          return reject(new SafeFetchError('too-large', `larger than ${opts.maxBytes} bytes`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            req.destroy();
            reject(new SafeFetchError('too-large', `larger than ${opts.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status,
            location,
            contentType: res.headers['content-type'] ?? null,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** GETs a user-given URL under the rules above and answers its body as text (2xx only). */
export async function safeFetchText(input: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const opts = { maxBytes: 5 * 1024 * 1024, timeoutMs: 15_000, maxRedirects: 5, ...options };
  const isAllowed = opts.addressPolicy ?? ((ip: string) => opts.allowPrivate || isPublicAddress(ip));
  const hop = { maxBytes: opts.maxBytes, headers: opts.headers, isAllowed };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  try {
    let url = checkUrl(input, isAllowed);
    for (let hops = 0; ; hops++) {
      const res = await requestOnce(url, hop, controller.signal);
      if (REDIRECTS.has(res.status) && res.location) {
        if (hops >= opts.maxRedirects) throw new SafeFetchError('network', 'too many redirects');
        url = checkUrl(new URL(res.location, url), isAllowed);
        continue;
      }
      if (res.status < 200 || res.status >= 300) {
        throw new SafeFetchError('status', `answered ${res.status}`, res.status);
      }
      return { url: url.toString(), contentType: res.contentType, body: res.body };
    }
  } catch (err) {
    if (err instanceof SafeFetchError) throw err;
    if (controller.signal.aborted) throw new SafeFetchError('timeout', `no answer within ${opts.timeoutMs} ms`);
    throw new SafeFetchError('network', (err as Error).message);
  } finally {
    clearTimeout(timer);
  }
}
