/**
 * How Notulen starts Chromium (Debian's; Playwright cannot download its own browser on these machines): used by the
 * end-to-end tests, the benchmarks and, later, the meeting bot. Without the background-networking flags Chromium keeps
 * trying to reach Google's services, which a closed network refuses many times a second.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
