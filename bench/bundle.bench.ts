import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuilt } from './lib/build.js';
import type { Browser } from 'playwright-core';
import { makeTempDir, removeTempDir, startHealthy, type ServerProcess } from './lib/proc.js';
import { assetsOfIndex } from './lib/html.js';
import { kb, type Bench, type Metric } from './lib/report.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../src/server/platform/browser/chromium.js';

/** Issue budget: gzipped JavaScript the landing page `/` loads. */
export const JS_BUDGET_BYTES = 150 * 1024;

const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;
/** What a real browser fetches when it opens `/` on the built server: lazy chunks the landing route needs included. */
async function browserScripts(root: string): Promise<Array<{ url: string; gzipBytes: number }>> {
  const { chromium } = await import('playwright-core');
  const dataDir = makeTempDir('bundle');
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  try {
    server = (await startHealthy(root, join(dataDir, 'data'))).server;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    const pending: Array<Promise<{ url: string; gzipBytes: number }>> = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(res.url()).pathname)) {
        pending.push(res.body().then((body) => ({ url: new URL(res.url()).pathname, gzipBytes: gz(body) })));
      }
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle', timeout: 30_000 });
    return await Promise.all(pending);
  } finally {
    await browser?.close();
    await server?.stop();
    removeTempDir(dataDir);
  }
}

const status = (bytes: number): Metric['status'] => (bytes <= JS_BUDGET_BYTES ? 'PASS' : 'OVER');

const bundle: Bench = async ({ root, log }) => {
  ensureBuilt(root, 'web', log);
  const webRoot = join(root, 'dist/web');
  const { js, css } = assetsOfIndex(readFileSync(join(webRoot, 'index.html'), 'utf8'));
  const local = (p: string) => join(webRoot, new URL(p, 'http://x/').pathname);
  const size = (list: string[]) =>
    list.filter((p) => existsSync(local(p))).reduce((n, p) => n + gz(readFileSync(local(p))), 0);
  const staticJs = size(js);
  const metrics: Metric[] = [
    {
      bench: 'bundle',
      metric: 'gzipped JS referenced by index.html',
      value: kb(staticJs),
      status: status(staticJs),
      detail: `${js.length} file(s), gzip -9, budget ${kb(JS_BUDGET_BYTES)}`,
    },
  ];
  if (css.length)
    metrics.push({ bench: 'bundle', metric: 'gzipped CSS referenced by index.html', value: kb(size(css)) });

  ensureBuilt(root, 'server', log);
  try {
    log('bundle: opening / in Chromium');
    const scripts = await browserScripts(root);
    const total = scripts.reduce((n, s) => n + s.gzipBytes, 0);
    metrics.unshift({
      bench: 'bundle',
      metric: 'gzipped JS loaded by / (Chromium)',
      value: kb(total),
      status: status(total),
      detail: `${scripts.length} file(s), gzip -9, budget ${kb(JS_BUDGET_BYTES)}`,
    });
  } catch (err) {
    metrics.push({
      bench: 'bundle',
      metric: 'gzipped JS loaded by / (Chromium)',
      value: 'n/a',
      status: 'ERROR',
      detail: (err as Error).message.split('\n')[0],
    });
  }
  return metrics;
};

export default bundle;
