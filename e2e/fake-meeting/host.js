import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../src/server/platform/browser/chromium.js';
/**
 * The host's browser: a second headless Chromium launched by the harness (never by production code). Its pages open
 * the host page of a room, which offers each admitted guest a peer connection and plays a WAV into it.
 */
/** Flags for the host browser (README.md "WebRTC"): fake devices granted, loopback candidates allowed, autoplay. */
export const HOST_BROWSER_ARGS = [
    ...CHROMIUM_ARGS,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--allow-loopback-in-peer-connection',
    '--autoplay-policy=no-user-gesture-required',
];
/** What a bot's browser needs on top of its own flags (BOT_BROWSER_ARGS in tests). */
export const BOT_TEST_BROWSER_ARGS = ['--allow-loopback-in-peer-connection'];
export class HostBrowser {
    browser = null;
    launch() {
        this.browser ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: HOST_BROWSER_ARGS });
        return this.browser;
    }
    /** Opens a host page and waits until it has decoded its WAV and told the server it is ready. */
    async open(hostPageUrl) {
        const browser = await this.launch();
        const context = await browser.newContext();
        const page = await context.newPage();
        page.on('close', () => void context.close().catch(() => { }));
        await page.goto(hostPageUrl);
        await page.waitForFunction(() => document.title.endsWith('(ready)'), undefined, { timeout: 20_000 });
        return page;
    }
    async close() {
        const b = this.browser;
        this.browser = null;
        if (b)
            await (await b).close();
    }
}
//# sourceMappingURL=host.js.map