import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../platform/config/config.js';
import {
  isModelName,
  KNOWN,
  modelFileName,
  modelPath,
  modelsDir,
  OFFICIAL_URL,
  WHISPER_MODELS,
  type ModelSource,
  type WhisperModelName,
} from '../modules/speech/whisper/catalog.js';
import { downloadModelFile, ModelDownloadError } from '../modules/speech/whisper/download.js';
import { MODEL_SIZES, type ModelSize } from '../modules/speech/whisper/ggml-layout.js';
import { writeRandomModel } from '../modules/speech/whisper/ggml-model-writer.js';
import { checkModelFile, sizeName } from '../modules/speech/whisper/model-file.js';
import { modelState } from '../modules/speech/whisper/model-state.js';

export { KNOWN, OFFICIAL_URL };

export const HELP = `Usage: npm run models -- <command>

Commands:
  download NAME [--from URL]              fetch a whisper.cpp model into DATA_DIR/models: NAME is one of
                                          ${WHISPER_MODELS.join(', ')}. An interrupted download resumes; the file
                                          is verified (the official SHA-1, or the .sha256 a mirror serves beside
                                          it) before it is used. --from: a mirror with the same file names
                                          (default WHISPER_DOWNLOAD_URL, else the official location)
  list                                    the models with their state, and which one WHISPER_MODEL uses
  generate tiny|base|small --random       write a model with RANDOM weights (tests the binding offline;
                                          its text is meaningless)

The server downloads WHISPER_MODEL by itself at start (WHISPER_AUTO_DOWNLOAD) and picks a model up without a
restart. Without internet, download ggml-NAME.bin on another machine (${OFFICIAL_URL}/ggml-NAME.bin) and
copy it to DATA_DIR/models/.`;

export interface ModelsIo {
  out(s: string): void;
  err(s: string): void;
  /** Progress lines (stderr); `\r`-rewritten on a terminal. */
  progress(s: string, done: boolean): void;
}

class ModelsCliError extends Error {}

const isSize = (s: string | undefined): s is ModelSize => MODEL_SIZES.includes(s as ModelSize);
const mb = (n: number) => (n / 1e6).toFixed(1);

/** The server's downloader (same lock, resume and verification), with progress on the terminal. */
async function download(dataDir: string, name: WhisperModelName, source: ModelSource, io: ModelsIo): Promise<string> {
  const dest = modelPath(dataDir, name);
  const existing = existsSync(dest) ? checkModelFile(dest) : undefined;
  if (existing?.ok && !existing.randomWeights) return `${dest} is installed already (${mb(existing.bytes)} MB).`;
  const file = modelFileName(name);
  let shown = -1;
  try {
    const result = await downloadModelFile({
      dataDir,
      name,
      source,
      onStart: ({ url, resumedFrom }) =>
        io.progress(resumedFrom ? `${file}: resuming at ${mb(resumedFrom)} MB from ${url}` : `${file}: ${url}`, false),
      onProgress: (p) => {
        const pct = p.total ? Math.min(100, Math.floor((p.received / p.total) * 100)) : 0;
        if (pct === shown) return;
        shown = pct;
        io.progress(
          `${file} ${String(pct).padStart(3)}%  ${mb(p.received)}/${mb(p.total)} MB  ${mb(p.bytesPerSecond)} MB/s`,
          false,
        );
      },
    });
    io.progress(`${file} 100%  ${mb(result.bytes)} MB`, true);
    const resumed = result.resumedFrom ? `, resumed at ${mb(result.resumedFrom)} MB` : '';
    return (
      `Installed ${dest} (${mb(result.bytes)} MB, ${result.verifiedBy === 'sha1' ? 'SHA-1' : 'SHA-256'} verified` +
      `${resumed}).`
    );
  } catch (err) {
    if (!(err instanceof ModelDownloadError)) throw err;
    const hint =
      err.code === 'OFFLINE'
        ? ` Fetch ${file} on a machine with internet and copy it to ${dest}; run this again to resume.`
        : err.code === 'BUSY'
          ? ' Wait for it (its progress: npm run models -- list); if that process is gone, its lock expires in 2 minutes.'
          : '';
    throw new ModelsCliError(`${err.message}${hint}`);
  }
}

function list(dataDir: string, configured: WhisperModelName): string {
  const dir = modelsDir(dataDir);
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => /^ggml-.*\.bin$/.test(f)) : [];
  const lines = [`Models in ${dir} (WHISPER_MODEL=${configured}; an admin's choice in Settings → Speech comes first):`];
  for (const name of WHISPER_MODELS) {
    const mark = name === configured ? '*' : ' ';
    const s = modelState(dataDir, name);
    const path = modelPath(dataDir, name);
    const check = s.state === 'installed' ? checkModelFile(path) : undefined;
    const state =
      check?.ok === true
        ? `${sizeName(check.hparams)}, ${mb(check.bytes)} MB${check.randomWeights ? ', RANDOM WEIGHTS (testing only)' : ''}`
        : s.state === 'downloading'
          ? `downloading, ${Math.floor((s.progress ?? 0) * 100)} % of ${mb(KNOWN[name].bytes)} MB`
          : s.state === 'failed'
            ? `${s.failure?.code === 'INVALID' && existsSync(path) ? 'INVALID' : `download failed (${s.failure?.code})`}: ${s.failure?.reason}`
            : `not installed (${mb(KNOWN[name].bytes)} MB)`;
    lines.push(`${mark} ${name.padEnd(14)} ${state}`);
  }
  const others = files.filter((f) => !WHISPER_MODELS.some((s) => f === modelFileName(s)));
  if (others.length) lines.push(`  other files (not used): ${others.join(', ')}`);
  return lines.join('\n');
}

function generate(dataDir: string, size: ModelSize, force: boolean): string {
  const dest = modelPath(dataDir, size);
  const existing = existsSync(dest) ? checkModelFile(dest) : undefined;
  if (existing?.ok && !existing.randomWeights && !force) {
    throw new ModelsCliError(`${dest} is a real model; refusing to replace it with random weights (--force to do so)`);
  }
  mkdirSync(modelsDir(dataDir), { recursive: true });
  const { bytes } = writeRandomModel(dest, size);
  return `Wrote ${dest} (${mb(bytes)} MB) with RANDOM weights: it runs at the true cost of ${size}, and its text is meaningless.`;
}

export async function runModelsCli(
  argv: string[],
  io: ModelsIo,
  env: NodeJS.ProcessEnv = process.env,
  /** Tests: which location counts as official, and its checksums. */
  official: Pick<ModelSource, 'officialUrl' | 'known'> = {},
): Promise<number> {
  const [command, arg, ...rest] = argv;
  if (!command || ['help', '--help', '-h'].includes(command)) {
    io.out(HELP);
    return command ? 0 : 1;
  }
  const flags = new Set(rest.filter((r) => r.startsWith('--')));
  const from = rest.includes('--from') ? rest[rest.indexOf('--from') + 1] : undefined;
  const wellFormed =
    command === 'list'
      ? arg === undefined
      : command === 'download'
        ? isModelName(arg) && (from === undefined ? rest.length === 0 : rest.length === 2 && !!from)
        : command === 'generate' && isSize(arg) && flags.has('--random');
  if (!wellFormed) {
    io.err(`Unknown or incomplete command: ${argv.join(' ')}\n\n${HELP}`);
    return 2;
  }
  try {
    const config = loadConfig(env);
    const message =
      command === 'list'
        ? list(config.dataDir, config.stt.whisperModel)
        : command === 'download'
          ? await download(
              config.dataDir,
              arg as WhisperModelName,
              { baseUrl: from ?? config.stt.whisperDownloadUrl, ...official },
              io,
            )
          : generate(config.dataDir, arg as ModelSize, flags.has('--force'));
    io.out(message);
    return 0;
  } catch (err) {
    if (err instanceof ModelsCliError || err instanceof ConfigError) io.err(`models: ${err.message}`);
    else io.err(`models: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const tty = process.stderr.isTTY;
  let last = 0;
  runModelsCli(process.argv.slice(2), {
    out: (s) => console.log(s),
    err: (s) => console.error(s),
    progress: (s, done) => {
      if (tty) process.stderr.write(`\r${s}${done ? '\n' : ''}`);
      else if (done || Date.now() - last > 2000) {
        last = Date.now();
        process.stderr.write(`${s}\n`);
      }
    },
  }).then((code) => process.exit(code));
}
