import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TMP_DIR } from '../src/server/test/paths.js';
import { startModelServer } from '../src/server/test/model-server.js';
import { downloadModelFile, ModelDownloadError } from '../src/server/modules/speech/whisper/download.js';
import { writeRandomModel } from '../src/server/modules/speech/whisper/ggml-model-writer.js';
import { checkModelFile } from '../src/server/modules/speech/whisper/model-file.js';
import { makeTempDir, removeTempDir } from './lib/proc.js';
import type { Bench, Metric } from './lib/report.js';

const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

/**
 * The Whisper model download the server runs at start and `npm run models -- download` runs, end to end: a
 * base-sized model (generated, random weights: 148 MB like the real one) served with its `.sha256` by a local
 * stand-in for the model host, downloaded into an empty data directory (request, write, SHA-256, the model check,
 * the rename). Then the same download cut off at 50 % by the server and resumed: how many bytes the second request
 * carried. Loopback only: it measures this code and the disk, not a network.
 */
const bench: Bench = async ({ log }) => {
  const out: Metric[] = [];
  const served = join(TMP_DIR, 'bench-models');
  mkdirSync(served, { recursive: true });
  const file = join(served, 'ggml-base.bin');
  if (!checkModelFile(file).ok) {
    log('generating a random-weight base model (148 MB) ...');
    writeRandomModel(file, 'base');
  }
  const size = statSync(file).size;
  const server = await startModelServer({ dir: served });
  try {
    const dataDir = makeTempDir('models');
    log('downloading base from the local server ...');
    const full = await downloadModelFile({ dataDir, name: 'base', source: { baseUrl: server.url } });
    out.push({
      bench: 'models',
      metric: 'download of base (generated), local server',
      value: `${full.seconds.toFixed(2)} s`,
      detail: `${mb(full.bytes)} at ${(full.bytes / 1e6 / full.seconds).toFixed(1)} MB/s, SHA-256 and model check included`,
    });
    removeTempDir(dataDir);

    const resumed = makeTempDir('models-resume');
    server.set({ dropAfterBytes: Math.floor(size / 2) });
    log('the same download, cut off by the server at 50 %, then resumed ...');
    const from = server.requests.length;
    const started = performance.now();
    let broke: ModelDownloadError | undefined;
    try {
      await downloadModelFile({ dataDir: resumed, name: 'base', source: { baseUrl: server.url } });
    } catch (err) {
      if (!(err instanceof ModelDownloadError)) throw err;
      broke = err;
    }
    if (broke?.code !== 'OFFLINE' || !broke.progressed) throw new Error(`expected a broken-off download, got ${broke}`);
    const second = await downloadModelFile({ dataDir: resumed, name: 'base', source: { baseUrl: server.url } });
    const seconds = (performance.now() - started) / 1000;
    const wire = server.requests
      .slice(from)
      .filter((r) => r.path === '/ggml-base.bin')
      .reduce((sum, r) => sum + r.bytesSent, 0);
    out.push(
      {
        bench: 'models',
        metric: 'resume after a cut at 50 %: bytes of the second request',
        value: mb(second.transferred),
        detail: `resumed at ${mb(second.resumedFrom)} of ${mb(size)} (Range request); ${mb(wire)} sent in all, ${mb(wire - size)} more than the file`,
      },
      {
        bench: 'models',
        metric: 'resume after a cut at 50 %: both attempts',
        value: `${seconds.toFixed(2)} s`,
        detail: 'the second attempt re-reads the partial for the checksum, then fetches the rest',
      },
    );
    removeTempDir(resumed);
  } finally {
    await server.close();
    rmSync(join(served, 'ggml-base.bin.sha256'), { force: true });
  }
  return out;
};

export default bench;
