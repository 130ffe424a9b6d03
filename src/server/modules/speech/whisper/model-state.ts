import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { MODEL_FAILURE_CODES, type WhisperModel } from '../../../../shared/api/speech.js';
import { KNOWN, modelPath, sidecars, type WhisperModelName } from './catalog.js';
import { checkModelFileCached } from './model-file.js';
import { DEFAULT_STALE_MS, lockState } from './model-lock.js';

export type FailureCode = (typeof MODEL_FAILURE_CODES)[number];

/** The last failed download of a model (the `.failed` file beside it). */
export interface Failure {
  code: FailureCode;
  reason: string;
  at: string;
  /** Retried by itself later (no network, a server error), not after a checksum or a bad file. */
  retry: boolean;
}

export function readFailure(path: string): Failure | undefined {
  try {
    const f = JSON.parse(readFileSync(sidecars(path).failed, 'utf8')) as Partial<Failure>;
    if (!MODEL_FAILURE_CODES.includes(f.code as FailureCode) || typeof f.reason !== 'string') return undefined;
    return { code: f.code!, reason: f.reason, at: String(f.at ?? ''), retry: f.retry === true };
  } catch {
    return undefined;
  }
}

export function writeFailure(path: string, failure: Omit<Failure, 'at'>) {
  try {
    writeFileSync(sidecars(path).failed, JSON.stringify({ ...failure, at: new Date().toISOString() }) + '\n');
  } catch {
    // Only the shared display of the failure is lost; the caller logs it.
  }
}

export const clearFailure = (path: string) => rmSync(sidecars(path).failed, { force: true });

/** When an admin deleted the model (ms since the epoch), or undefined. */
export function deletedAt(path: string): number | undefined {
  try {
    return statSync(sidecars(path).deleted).mtimeMs;
  } catch {
    return undefined;
  }
}

export const sizeOf = (path: string) => {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
};

/** A download in progress anywhere on this DATA_DIR, with its progress (0..1) from the partial file and the lock. */
export function downloading(path: string, staleMs = DEFAULT_STALE_MS): { progress: number } | undefined {
  const { lock, partial } = sidecars(path);
  const state = lockState(lock, partial, staleMs);
  if (!state.held) return undefined;
  const total = state.info?.total ?? 0;
  return { progress: total > 0 ? Math.min(1, sizeOf(partial) / total) : 0 };
}

/** A model's state as every process sees it (from the files in DATA_DIR/models), without `active`. */
export function modelState(
  dataDir: string,
  name: WhisperModelName,
  staleMs = DEFAULT_STALE_MS,
): Omit<WhisperModel, 'active'> {
  const path = modelPath(dataDir, name);
  const base = { name, bytes: KNOWN[name].bytes };
  const running = downloading(path, staleMs);
  if (running) return { ...base, state: 'downloading', progress: running.progress };
  if (existsSync(path)) {
    const check = checkModelFileCached(path);
    if (check.ok) return { ...base, state: 'installed', ...(check.randomWeights ? { randomWeights: true } : {}) };
    return { ...base, state: 'failed', failure: { code: 'INVALID', reason: check.reason } };
  }
  const failure = readFailure(path);
  if (failure) return { ...base, state: 'failed', failure: { code: failure.code, reason: failure.reason } };
  return { ...base, state: 'not-installed' };
}
