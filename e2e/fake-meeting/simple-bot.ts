import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../src/server/platform/browser/chromium.js';
import { BOT_TEST_BROWSER_ARGS } from './host.js';

/**
 * The self-test's stand-in for a bot (not production code): a Chromium with the flags the production bot has
 * (fake media UI, autoplay) plus BOT_TEST_BROWSER_ARGS, and a meter that measures the loudest sample of streams in
 * the page. The in-page code is a string so no test transform can rewrite it.
 */

export const SIMPLE_BOT_ARGS = [
  ...CHROMIUM_ARGS,
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
  '--lang=en-US',
  ...BOT_TEST_BROWSER_ARGS,
];

export function launchSimpleBot(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: SIMPLE_BOT_ARGS });
}

/**
 * Installed before the page's scripts: collects every remote track from RTCPeerConnection 'track' events (as Vexa's
 * hook does) and defines __meter.add(stream) / __meter.peak (an AnalyserNode per stream, polled every 20 ms).
 */
const INIT = `
(() => {
  window.__remoteTracks = [];
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = function (...args) {
    const pc = new Native(...args);
    pc.addEventListener('track', (e) => window.__remoteTracks.push({ track: e.track, streamId: e.streams[0] && e.streams[0].id }));
    return pc;
  };
  window.RTCPeerConnection.prototype = Native.prototype;
  const meter = { peak: 0, added: new Set(), ctx: null };
  meter.add = (stream) => {
    if (meter.added.has(stream.id)) return;
    meter.added.add(stream.id);
    meter.ctx = meter.ctx || new AudioContext({ sampleRate: 16000 });
    void meter.ctx.resume();
    const analyser = meter.ctx.createAnalyser();
    analyser.fftSize = 2048;
    meter.ctx.createMediaStreamSource(stream).connect(analyser);
    const data = new Float32Array(analyser.fftSize);
    setInterval(() => {
      analyser.getFloatTimeDomainData(data);
      for (const v of data) meter.peak = Math.max(meter.peak, Math.abs(v));
    }, 20);
  };
  window.__meter = meter;
})();
`;

export async function newBotPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(INIT);
  return context.newPage();
}

/** Meet's way: measure every playing <audio> element's srcObject. Returns how many streams were added. */
export function meterAudioElements(page: Page) {
  return page.evaluate(`(() => {
    const els = [...document.querySelectorAll('audio')].filter((el) => el.srcObject instanceof MediaStream && el.srcObject.getAudioTracks().length > 0);
    for (const el of els) window.__meter.add(el.srcObject);
    return els.length;
  })()`) as Promise<number>;
}

/** Teams' way: the remote tracks seen by the hook; measure only the one whose id starts with mainAudio. */
export function meterMainAudio(page: Page) {
  return page.evaluate(`(() => {
    const tracks = window.__remoteTracks.filter((t) => t.track.kind === 'audio');
    const main = tracks.filter((t) => t.track.id.startsWith('mainAudio'));
    if (main.length === 1) window.__meter.add(new MediaStream([main[0].track]));
    return { audioTracks: tracks.length, main: main.length, ids: tracks.map((t) => t.track.id) };
  })()`) as Promise<{ audioTracks: number; main: number; ids: string[] }>;
}

/** Every remote audio track the hook saw (Zoom's way, one mixed track). */
export function meterAllTracks(page: Page) {
  return page.evaluate(`(() => {
    const tracks = window.__remoteTracks.filter((t) => t.track.kind === 'audio');
    for (const t of tracks) window.__meter.add(new MediaStream([t.track]));
    return tracks.length;
  })()`) as Promise<number>;
}

export function peak(page: Page) {
  return page.evaluate('window.__meter.peak') as Promise<number>;
}

/** The loudest sample of the remote tracks whose id starts with `idPrefix`, over `ms` (its own analysers). */
export function trackPeak(page: Page, idPrefix: string, ms: number) {
  return page.evaluate(`new Promise((resolve) => {
    const ctx = new AudioContext({ sampleRate: 16000 });
    void ctx.resume();
    const analysers = window.__remoteTracks
      .filter((t) => t.track.kind === 'audio' && t.track.id.startsWith(${JSON.stringify(idPrefix)}))
      .map((t) => {
        const a = ctx.createAnalyser();
        ctx.createMediaStreamSource(new MediaStream([t.track])).connect(a);
        return a;
      });
    let max = 0;
    const data = new Float32Array(2048);
    const timer = setInterval(() => {
      for (const a of analysers) {
        a.getFloatTimeDomainData(data);
        for (const v of data) max = Math.max(max, Math.abs(v));
      }
    }, 20);
    setTimeout(() => { clearInterval(timer); void ctx.close(); resolve(max); }, ${ms});
  })`) as Promise<number>;
}
