import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import type { HostAlias } from '../../../../shared/meeting-link.js';
import { isPublicAddress } from '../../../platform/http/safe-fetch.js';

/**
 * The bot's page goes wherever a meeting link leads, redirects included, from inside the server's network: an open
 * redirect on a platform (or a page that navigates itself) could point it at cloud metadata (169.254.169.254) or an
 * admin page on localhost, and the failure screenshot would show it to the user. Every document load, each redirect
 * hop included, is checked here: only public addresses, plus the hosts MEETING_HOST_ALIASES names (tests, a
 * self-hosted platform). Playwright's `route` sees only a redirect's first URL, so this uses the DevTools protocol's
 * Fetch domain, which pauses every hop.
 */
export async function guardNavigations(
  context: BrowserContext,
  page: Page,
  aliases: readonly HostAlias[],
  warn: (msg: string) => void,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  cdp.on('Fetch.requestPaused', (event: { requestId: string; request: { url: string } }) => {
    void navigable(event.request.url, aliases)
      .then((ok) => {
        if (ok) return cdp.send('Fetch.continueRequest', { requestId: event.requestId });
        warn(`bot: refused to open ${safeHost(event.request.url)} (not a public address)`);
        return cdp.send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'BlockedByClient' });
      })
      // The page or browser closed meanwhile: nothing is waiting for the answer.
      .catch(() => {});
  });
  await cdp.send('Fetch.enable', {
    patterns: [{ urlPattern: '*', resourceType: 'Document', requestStage: 'Request' }],
  });
}

/**
 * May the bot's page load this document? Public hosts and the aliases' hosts yes; IP literals and names that resolve
 * to loopback, private, link-local or other non-public ranges no. A name that does not resolve is let through: the
 * browser then fails to load it on its own. This check gives the clear warning and stops the load early; the
 * connection itself goes through the egress proxy (egress-proxy.ts), which dials only the address it checked, so a
 * DNS answer that changes after this check (rebinding) reaches nothing.
 */
export async function navigable(url: string, aliases: readonly HostAlias[]): Promise<boolean> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol === 'about:' || u.protocol === 'data:' || u.protocol === 'blob:') return true;
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  if (aliases.some((a) => a.host === u.host.toLowerCase())) return true;
  const host = u.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  const addresses = await lookup(host, { all: true }).catch(() => null);
  return !addresses || addresses.every((a) => isPublicAddress(a.address));
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'an unparsable address';
  }
}
