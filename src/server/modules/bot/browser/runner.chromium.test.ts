import { describe, expect, it } from 'vitest';
import { botLaunchArgs } from './launch.js';
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
