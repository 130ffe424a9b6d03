import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../platform/config/config.js';
import { MODEL_SIZES, type ModelSize } from '../modules/speech/whisper/ggml-layout.js';
import { RANDOM_MARKER_SUFFIX, writeRandomModel } from '../modules/speech/whisper/ggml-model-writer.js';
import { checkModelFile, modelPath, modelsDir, sizeName } from '../modules/speech/whisper/model-file.js';

export const HELP = `Usage: npm run models -- <command>

Commands:
  download tiny|base|small [--from URL]   fetch the official whisper.cpp model into DATA_DIR/models
                                          (--from: a mirror with the same file names)
  list                                    the models installed, and which one WHISPER_MODEL uses
  generate tiny|base|small --random       write a model with RANDOM weights (tests the binding offline;
                                          its text is meaningless)

The server picks a model up without a restart. Without internet, download ggml-NAME.bin on another
machine (https://huggingface.co/ggerganov/whisper.cpp) and copy it to DATA_DIR/models/.`;

export const OFFICIAL_URL = 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main';

/** SHA-1 and size of the official files, as whisper.cpp's models/README.md publishes them. */
export const KNOWN: Record<ModelSize, { sha1: string; bytes: number }> = {
  tiny: { sha1: 'bd577a113a864445d4c299885e0cb97d4ba92b5f', bytes: 77_691_713 },
  base: { sha1: '465707469ff3a37a2b9b8d8f89f2f99de7299dac', bytes: 147_951_465 },
  small: { sha1: '55356645c2b361a969dfd0ef2c5a50d530afd8d5', bytes: 487_601_967 },
};

export interface ModelsIo {
  out(s: string): void;
  err(s: string): void;
  /** Progress lines (stderr); `\r`-rewritten on a terminal. */
  progress(s: string, done: boolean): void;
}

class ModelsCliError extends Error {}

const isSize = (s: string | undefined): s is ModelSize => MODEL_SIZES.includes(s as ModelSize);
const mb = (n: number) => (n / 1e6).toFixed(1);

async function download(
  dataDir: string,
  size: ModelSize,
  base: string,
  known: Record<ModelSize, { sha1: string; bytes: number }>,
  io: ModelsIo,
): Promise<string> {
  const url = `${base.replace(/\/$/, '')}/ggml-${size}.bin`;
  const dest = modelPath(dataDir, size);
  mkdirSync(modelsDir(dataDir), { recursive: true });
  let res: Response;
  try {
    res = await fetch(url, { redirect: 'follow' });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new ModelsCliError(
      `cannot download ${url}: ${cause?.code ?? cause?.message ?? (err as Error).message} ` +
        `(no internet? fetch ggml-${size}.bin elsewhere and copy it to ${dest})`,
    );
  }
  if (!res.ok || !res.body) throw new ModelsCliError(`cannot download ${url}: HTTP ${res.status}`);
  const total = Number(res.headers.get('content-length')) || known[size].bytes;
  const tmp = `${dest}.part-${process.pid}`;
  const sha1 = createHash('sha1');
  let got = 0;
  let shown = -1;
  const started = Date.now();
  const body = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>);
  body.on('data', (chunk: Buffer) => {
    sha1.update(chunk);
    got += chunk.length;
    const pct = Math.min(100, Math.floor((got / total) * 100));
    if (pct !== shown) {
      shown = pct;
      const rate = got / 1e6 / Math.max(0.001, (Date.now() - started) / 1000);
      io.progress(
        `ggml-${size}.bin ${String(pct).padStart(3)}%  ${mb(got)}/${mb(total)} MB  ${rate.toFixed(1)} MB/s`,
        false,
      );
    }
  });
  try {
    await pipeline(body, createWriteStream(tmp));
    io.progress(`ggml-${size}.bin 100%  ${mb(got)} MB`, true);
    const digest = sha1.digest('hex');
    if (digest !== known[size].sha1) {
      throw new ModelsCliError(
        `checksum mismatch for ${url}: SHA-1 ${digest}, expected ${known[size].sha1}; nothing installed`,
      );
    }
    const check = checkModelFile(tmp);
    if (!check.ok) throw new ModelsCliError(`downloaded file is not a usable model: ${check.reason}`);
    renameSync(tmp, dest);
    rmSync(`${dest}${RANDOM_MARKER_SUFFIX}`, { force: true });
  } catch (err) {
    rmSync(tmp, { force: true });
    if (err instanceof ModelsCliError) throw err;
    throw new ModelsCliError(`download of ${url} failed: ${(err as Error).message}`);
  }
  return `Installed ${dest} (${mb(got)} MB, SHA-1 verified).`;
}

function list(dataDir: string, configured: ModelSize): string {
  const dir = modelsDir(dataDir);
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => /^ggml-.*\.bin$/.test(f)) : [];
  const lines = [`Models in ${dir} (WHISPER_MODEL=${configured}):`];
  for (const size of MODEL_SIZES) {
    const path = modelPath(dataDir, size);
    const mark = size === configured ? '*' : ' ';
    if (!existsSync(path)) {
      lines.push(`${mark} ${size.padEnd(6)} not installed`);
      continue;
    }
    const check = checkModelFile(path);
    const state = !check.ok
      ? `INVALID: ${check.reason}`
      : `${sizeName(check.hparams)}, ${mb(statSync(path).size)} MB${check.randomWeights ? ', RANDOM WEIGHTS (testing only)' : ''}`;
    lines.push(`${mark} ${size.padEnd(6)} ${state}`);
  }
  const others = files.filter((f) => !MODEL_SIZES.some((s) => f === `ggml-${s}.bin`));
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
  known = KNOWN,
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
        ? isSize(arg) && (from === undefined ? rest.length === 0 : rest.length === 2 && !!from)
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
          ? await download(config.dataDir, arg as ModelSize, from ?? OFFICIAL_URL, known, io)
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
