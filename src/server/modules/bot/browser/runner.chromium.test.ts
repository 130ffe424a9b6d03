import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from '../../../platform/browser/chromium.js';
import { TMP_DIR } from '../../../test/paths.js';
import { botLaunchArgs, closeBotBrowser, launchBotBrowser } from './launch.js';
import { recorder } from '../../../test/bot-runner.js';
import { runMeetingBot } from './runner.js';
import type { BotRunOptions } from './runner.types.js';

const LIMITS: BotRunOptions['limits'] = {
  lobbyMs: 5_000,
  aloneMs: 5_000,
  maxDurationMs: 5_000,
  noAudioMs: 5_000,
  joinMs: 5_000,
};

function options(executablePath: string, signal = new AbortController().signal): BotRunOptions {
  return {
    url: 'https://meet.google.com/abc-defg-hij',
    platform: 'google-meet',
    displayName: 'Rina’s Notulen Bot',
    browser: { executablePath, extraArgs: [] },
    limits: LIMITS,
    signal,
    events: recorder().events,
  };
}

describe('runMeetingBot without a meeting', () => {
  it('reports a missing or dying Chromium as BOT_BROWSER_UNAVAILABLE, never throwing', async () => {
    await expect(runMeetingBot(options('/nonexistent/chromium'))).resolves.toMatchObject({
      kind: 'failed',
      code: 'BOT_BROWSER_UNAVAILABLE',
      screenshot: null,
    });
    await expect(runMeetingBot(options('/bin/false'))).resolves.toMatchObject({
      kind: 'failed',
      code: 'BOT_BROWSER_UNAVAILABLE',
    });
  }, 60_000);

  it('tries a Chromium that dies at launch once more, and gets the browser the second time', async () => {
    const dir = mkdtempSync(join(TMP_DIR, 'chromium-once-'));
    const wrapper = join(dir, 'chromium');
    // Dies the first time it is run (as a starved machine's Chromium may), then is the real Chromium.
    writeFileSync(
      wrapper,
      `#!/bin/sh\nif [ ! -e "${dir}/tried" ]; then touch "${dir}/tried"; echo "out of threads" >&2; exit 1; fi\nexec "${CHROMIUM_PATH}" "$@"\n`,
    );
    chmodSync(wrapper, 0o755);
    const warnings: string[] = [];
    try {
      const bb = await launchBotBrowser(wrapper, [], { aliases: [], warn: (m) => warnings.push(m) });
      expect(await bb.page.evaluate(() => 1 + 1)).toBe(2);
      await closeBotBrowser(bb);
      const retried = warnings.filter((w) => w.startsWith('Chromium did not start, trying again'));
      expect(retried).toHaveLength(1);
      // What Chromium printed is in the warning: the reason it died.
      expect(retried[0]).toContain('out of threads');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('does not start a browser for a run stopped before it began', async () => {
    const stop = new AbortController();
    stop.abort();
    await expect(runMeetingBot(options('/nonexistent/chromium', stop.signal))).resolves.toEqual({
      kind: 'left',
      reason: 'stopped',
    });
  });

  it('launches with English, fake media and autoplay, then BOT_BROWSER_ARGS, and nothing platforms detect', () => {
    const args = botLaunchArgs(['--allow-loopback-in-peer-connection']);
    expect(args).toEqual(
      expect.arrayContaining([
        '--headless',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
        '--disable-blink-features=AutomationControlled',
        '--lang=en-US',
      ]),
    );
    expect(args.at(-1)).toBe('--allow-loopback-in-peer-connection');
    expect(args.filter((a) => /disable-web-security|ignore-certificate/.test(a))).toEqual([]);
  });

  it('drops proxy flags from BOT_BROWSER_ARGS, so nothing routes around the egress proxy', () => {
    const proxy = ['--proxy-server=http://127.0.0.1:9', '--proxy-bypass-list=<-loopback>'];
    const extra = [
      '--no-proxy-server',
      '--proxy-server=http://evil:1',
      '--proxy-pac-url=http://x/p.pac',
      '--proxy-auto-detect',
      '--proxy-bypass-list=*',
      '--lang=en-US',
    ];
    const args = botLaunchArgs(extra, proxy);
    expect(args.filter((a) => a.includes('proxy'))).toEqual(proxy);
    expect(args.at(-3)).toBe('--lang=en-US');
  });
});
