import { join } from 'node:path';
import { WHISPER_MODELS, type WhisperModelName } from '../../../../shared/api/speech.js';
import { WHISPER_OFFICIAL_URL } from '../../../platform/config/config.js';

export { WHISPER_MODELS, type WhisperModelName };

/** The official location: its files are checked against the SHA-1 below, a mirror's against its `.sha256`. */
export const OFFICIAL_URL = WHISPER_OFFICIAL_URL;

export interface KnownFile {
  sha1: string;
  bytes: number;
}

/**
 * SHA-1 of the official files as whisper.cpp's models/README.md publishes them, and their sizes (what a download
 * costs on disk).
 */
export const KNOWN: Record<WhisperModelName, KnownFile> = {
  tiny: { sha1: 'bd577a113a864445d4c299885e0cb97d4ba92b5f', bytes: 77_691_713 },
  base: { sha1: '465707469ff3a37a2b9b8d8f89f2f99de7299dac', bytes: 147_951_465 },
  small: { sha1: '55356645c2b361a969dfd0ef2c5a50d530afd8d5', bytes: 487_601_967 },
  medium: { sha1: 'fd9727b6e1217c2f614f9b698455c4ffd82463b4', bytes: 1_533_763_059 },
  'large-v3-turbo': { sha1: '4af2b29d7ec73d781377bfd1758ca957a807e941', bytes: 1_624_555_275 },
};

export const isModelName = (s: unknown): s is WhisperModelName => WHISPER_MODELS.includes(s as WhisperModelName);

export const modelsDir = (dataDir: string) => join(dataDir, 'models');
export const modelFileName = (name: WhisperModelName) => `ggml-${name}.bin`;
export const modelPath = (dataDir: string, name: WhisperModelName) => join(modelsDir(dataDir), modelFileName(name));

/**
 * Files beside `ggml-NAME.bin` that every process reads, so the state of a model is the same whichever process asks:
 * - `.partial`: the bytes downloaded so far (resumed with an HTTP Range request);
 * - `.lock`: the process downloading it (created with O_EXCL; JSON with pid, host, total size);
 * - `.failed`: the last download's failure (JSON: code, reason, when, whether it is retried);
 * - `.deleted`: an admin deleted the model: it is not downloaded again by itself (an explicit download clears it).
 */
export const sidecars = (path: string) => ({
  partial: `${path}.partial`,
  lock: `${path}.lock`,
  failed: `${path}.failed`,
  deleted: `${path}.deleted`,
});

/** Where a model comes from and how its bytes are verified. */
export interface ModelSource {
  /** The folder URL of the ggml-NAME.bin files, without a trailing slash. */
  baseUrl: string;
  /** The location whose files `known` describes (default OFFICIAL_URL); any other one must serve `.sha256` files. */
  officialUrl?: string;
  known?: Record<WhisperModelName, KnownFile>;
}

const trim = (url: string) => url.replace(/\/+$/, '');

/** How a download from `source` is verified: the built-in SHA-1 for the official location, else the mirror's file. */
export function verificationOf(
  source: ModelSource,
  name: WhisperModelName,
): { kind: 'sha1'; hex: string } | { kind: 'sha256-file' } {
  if (trim(source.baseUrl) === trim(source.officialUrl ?? OFFICIAL_URL)) {
    return { kind: 'sha1', hex: (source.known ?? KNOWN)[name].sha1 };
  }
  return { kind: 'sha256-file' };
}

export const fileUrl = (source: ModelSource, name: WhisperModelName) =>
  `${trim(source.baseUrl)}/${modelFileName(name)}`;
