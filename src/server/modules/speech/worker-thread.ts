import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts `script` (a `.js` URL beside the caller) in a worker thread. The built server has the `.js` file. From the
 * source tree (tests, `node --import tsx`) only the `.ts` exists: on Node 20 neither `--import tsx` in the worker's
 * execArgv nor an ESM loader registered inside the worker applies to it, but tsx's require hook does, so the worker
 * starts as a small CommonJS script that installs the hook and requires the TypeScript file.
 */
export function startWorker(script: URL, workerData: unknown): Worker {
  const js = fileURLToPath(script);
  if (existsSync(js)) return new Worker(js, { workerData });
  const ts = js.replace(/\.js$/, '.ts');
  const tsxApi = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const code = `require(${JSON.stringify(tsxApi)}).register();\nrequire(${JSON.stringify(ts)});`;
  return new Worker(code, { eval: true, workerData });
}
