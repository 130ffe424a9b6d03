/**
 * Which pages may open a recording's live WebSocket. Browsers send cookies with cross-site WebSocket handshakes and
 * apply no CORS to them, so the Origin header is the only thing that tells our page from another site's: it must be
 * the address this request came to (the page and the socket share an origin however the server was reached: a LAN
 * address, 127.0.0.1 or a second host name), PUBLIC_URL's, or one the operator listed in ALLOWED_ORIGINS.
 */
export interface LiveOrigins {
  publicUrl: string;
  /** ALLOWED_ORIGINS, already normalised (`scheme://host[:port]`). */
  allowed: readonly string[];
}

/** `scheme://host[:port]` as browsers serialise it (lower case, no default port), or null when it is not one. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Whether `origin` (the handshake's Origin header) may open a live socket on a request that arrived for `host` over
 * `protocol` (Fastify's, which honour X-Forwarded-* only when TRUST_PROXY says the proxy is ours).
 */
export function isAllowedOrigin(
  origin: string | undefined,
  request: { protocol: string; host: string },
  origins: LiveOrigins,
): boolean {
  // No Origin: not a browser page (browsers always send one on WebSocket handshakes); nothing vouches for it.
  const given = origin ? originOf(origin) : null;
  if (!given) return false;
  if (given === originOf(origins.publicUrl) || origins.allowed.includes(given)) return true;
  return request.host !== '' && given === originOf(`${request.protocol}://${request.host}`);
}
