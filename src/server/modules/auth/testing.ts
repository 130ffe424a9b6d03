// Helpers for the auth module's integration tests (no test framework imports: this file is compiled with the server).
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app.js';

let ipCounter = 0;
/** A fresh client address per test, so rate limits of one test never leak into another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 8) & 255}.${ipCounter & 255}.${1 + (ipCounter % 250)}`;
}

export interface Client {
  ip: string;
  cookie: string;
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** A browser-like client: one address, a cookie jar fed by every Set-Cookie it receives. */
export function client(app: App, ip = nextIp()): Client {
  const jar = new Map<string, string>();
  const remember = (res: LightMyRequestResponse) => {
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (c.value === '' || c.maxAge === 0) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  const c: Client = {
    ip,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      jar.clear();
      for (const part of value
        .split(';')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const i = part.indexOf('=');
        jar.set(part.slice(0, i), part.slice(i + 1));
      }
    },
    async post(url, payload, headers = {}) {
      return remember(
        await app.inject({
          method: 'POST',
          url,
          remoteAddress: ip,
          headers: { ...(jar.size ? { cookie: c.cookie } : {}), ...headers },
          ...(payload === undefined ? {} : { payload: payload as object }),
        }),
      );
    },
    async get(url, headers = {}) {
      return remember(
        await app.inject({
          method: 'GET',
          url,
          remoteAddress: ip,
          headers: { ...(jar.size ? { cookie: c.cookie } : {}), ...headers },
        }),
      );
    },
  };
  return c;
}

/** The decoded text of a raw (quoted-printable, possibly base64) MIME message, good enough for assertions. */
export function mailText(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const bytes = unfolded.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The Subject header, decoding RFC 2047 encoded words. */
export function mailSubject(raw: string): string {
  const line = raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? '';
  return line
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : mailText(text.replace(/_/g, ' ')),
    )
    .trim();
}

/** The path and query of a link, for app.inject. */
export const pathOf = (link: string) => {
  const u = new URL(link);
  return `${u.pathname}${u.search}`;
};
