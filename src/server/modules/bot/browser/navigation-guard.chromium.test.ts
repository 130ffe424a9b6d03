import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from '../../../platform/browser/chromium.js';
import { closeBotBrowser, launchBotBrowser, type BotBrowser } from './launch.js';
import { guardNavigations, navigable } from './navigation-guard.js';

// The bot's page against two local servers: the "platform" (named by an alias, as MEETING_HOST_ALIASES does in tests)
// with an open redirect, and an internal service on another port that nothing may reach.

function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('the bot’s navigation guard', () => {
  let internal: { server: Server; origin: string };
  let platform: { server: Server; origin: string };
  let internalHits = 0;
  let bb: BotBrowser;
  const warnings: string[] = [];

  beforeAll(async () => {
    internal = await listen((_req, res) => {
      internalHits++;
      res.end('<h1>internal admin</h1>');
    });
    platform = await listen((req, res) => {
      const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
      if (req.url?.startsWith('/redirect') && to) {
        res.writeHead(302, { location: to });
        return res.end();
      }
      res.end('<h1>meeting</h1>');
    });
    const aliases = [{ platform: 'zoom' as const, host: new URL(platform.origin).host }];
    bb = await launchBotBrowser(CHROMIUM_PATH, [], { aliases, warn: (m) => warnings.push(m) });
    await guardNavigations(bb.context, bb.page, aliases, (m) => warnings.push(m));
  }, 60_000);

  afterAll(async () => {
    if (bb) await closeBotBrowser(bb);
    internal?.server.close();
    platform?.server.close();
  });

  it('opens the aliased platform, and refuses a redirect from it to an internal address', async () => {
    await bb.page.goto(`${platform.origin}/j/123`);
    expect(await bb.page.locator('h1').textContent()).toBe('meeting');

    const target = `${internal.origin}/admin`;
    // A page that navigates itself is held to the rule...
    await bb.page.evaluate((to) => (window.location.href = to), target).catch(() => {});
    await new Promise((r) => setTimeout(r, 500));
    // ...and so are a redirect from the platform and a direct load.
    await expect(bb.page.goto(`${platform.origin}/redirect?to=${encodeURIComponent(target)}`)).rejects.toThrow(
      /ERR_BLOCKED_BY_CLIENT/,
    );
    await expect(bb.page.goto(target)).rejects.toThrow(/ERR_BLOCKED_BY_CLIENT/);
    expect(internalHits).toBe(0);
    expect(warnings.some((w) => w.includes(new URL(internal.origin).host))).toBe(true);
  }, 60_000);

  it('holds what the platform’s page loads to the same rule: fetch, images and WebSockets go through the proxy', async () => {
    // A page without the navigation guard: what stops these is the proxy alone.
    const page = await bb.context.newPage();
    await page.goto(`${platform.origin}/j/123`);
    const target = `${internal.origin}/api`;
    await page.evaluate(async (to) => {
      await fetch(to, { mode: 'no-cors' }).catch(() => {});
      await new Promise((done) => {
        const img = new Image();
        img.onload = img.onerror = done;
        img.src = `${to}/pixel.png`;
      });
      await new Promise((done) => {
        const ws = new WebSocket(to.replace('http:', 'ws:'));
        ws.onerror = ws.onclose = done;
      });
    }, target);
    expect(internalHits).toBe(0);
    // The platform itself, an alias, is still reached through the proxy.
    expect(await page.evaluate(async (to) => (await fetch(to)).status, `${platform.origin}/j/123`)).toBe(200);
    await expect(page.goto(target)).rejects.toThrow(/ERR_TUNNEL_CONNECTION_FAILED|ERR_HTTP_RESPONSE_CODE_FAILURE|403/);
    expect(internalHits).toBe(0);
    await page.close();
  }, 60_000);
});

describe('navigable', () => {
  const none: [] = [];
  it('refuses loopback, private, link-local and metadata addresses, and other schemes', async () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://localhost:8080/',
      'http://api.localhost/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/',
      'http://192.168.1.1/',
      'http://[::1]/',
      'http://[fd00::1]/',
      'http://2130706433/',
      'file:///etc/passwd',
      'chrome://settings',
    ]) {
      expect(await navigable(url, none), url).toBe(false);
    }
  });

  it('lets public addresses, blank pages and the aliases’ hosts through', async () => {
    expect(await navigable('https://8.8.8.8/', none)).toBe(true);
    expect(await navigable('about:blank', none)).toBe(true);
    expect(await navigable('http://127.0.0.1:4000/j/1', [{ platform: 'zoom', host: '127.0.0.1:4000' }])).toBe(true);
    expect(await navigable('http://127.0.0.1:4001/j/1', [{ platform: 'zoom', host: '127.0.0.1:4000' }])).toBe(false);
  });
});
