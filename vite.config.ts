import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

import { CORE_NAMESPACES } from './src/web/app/core-namespaces.js';

const LOCALE = /locales[\\/](\w+)[\\/]([\w-]+)\.json$/;
/** Texts loaded on demand: every namespace but `common` (bundled) and the landing page's own. */
const lazyTexts = (id: string) => {
  const ns = LOCALE.exec(id)?.[2];
  return ns !== undefined && ns !== 'common' && !CORE_NAMESPACES.includes(ns);
};

// The SPA lives in src/web; `npm run dev` proxies /api to the Fastify server on :3000.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically goes into one chunk: `/` then loads one file that compresses
            // better than a dozen small shared chunks (the landing page has a 150 KB gzipped JS budget, see
            // bench/bundle.bench.ts).
            { name: 'app', tags: ['$initial'], priority: 30 },
            // The texts every screen but the landing page loads at once (src/web/app/i18n.ts): one file per language
            // instead of seventeen.
            { name: (id: string) => `texts-${LOCALE.exec(id)?.[1]}`, test: lazyTexts, priority: 20 },
            // The libraries the lazy screens share: left to automatic splitting they became ~60 files of a few KB,
            // and a signed-in screen needed ~95 requests before it could render (slow on a phone's connection, and
            // on a busy server). One file, cached, loaded by the first screen after the landing page.
            { name: 'vendor', test: /node_modules/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
});
