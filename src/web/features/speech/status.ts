import type { EngineId, EngineInfo, Engines, SpeechLanguage, WhisperModel } from '@shared/api/speech';

/**
 * Where speech-to-text stands, as plain data for the screens (Settings → Speech, the recording screen, the upload
 * and "transcribe again" dialogs). Every kind has its own text in `locales/<lng>/speech.json`; no code is shown raw.
 */

export type ModelFailureCode = NonNullable<WhisperModel['failure']>['code'];

/** One engine's state, from the server's `ready` / `notReady` / `progress`. */
export type EngineState =
  | { kind: 'ready' }
  | { kind: 'downloading'; percent: number | null }
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'failed' }
  | { kind: 'notConfigured' }
  | { kind: 'unavailable' };

/** 0..1 → whole percent, never 100 before the end (43.9 % shows as 43 %); null when unknown. */
export function percentOf(fraction: number | undefined | null): number | null {
  if (fraction === undefined || fraction === null || !Number.isFinite(fraction)) return null;
  return Math.max(0, Math.min(100, Math.floor(fraction * 100)));
}

export function engineState(e: Pick<EngineInfo, 'ready' | 'notReady' | 'progress'>): EngineState {
  if (e.ready) return { kind: 'ready' };
  switch (e.notReady) {
    case 'MODEL_DOWNLOADING':
      return { kind: 'downloading', percent: percentOf(e.progress) };
    case 'MODEL_MISSING':
      return { kind: 'missing' };
    case 'MODEL_INVALID':
      return { kind: 'invalid' };
    case 'DOWNLOAD_FAILED':
      return { kind: 'failed' };
    case 'NOT_CONFIGURED':
      return { kind: 'notConfigured' };
    default:
      return { kind: 'unavailable' };
  }
}

/** Whether anything is downloading: screens that show it poll until it is done. */
export function isDownloading(engines: Engines | undefined): boolean {
  if (!engines) return false;
  return (
    engines.engines.some((e) => !e.ready && e.notReady === 'MODEL_DOWNLOADING') ||
    (engines.admin?.models.some((m) => m.state === 'downloading') ?? false)
  );
}

/** While something downloads, the engines are fetched again this often (ms). */
export const DOWNLOAD_POLL_MS = 2_000;

export const downloadPollInterval = (engines: Engines | undefined): number | false =>
  isDownloading(engines) ? DOWNLOAD_POLL_MS : false;

/** Engines that can transcribe a whole file on the server (uploads, the final pass, "transcribe again"). */
export const isServerFileEngine = (e: EngineInfo) => e.runsIn === 'server' && e.file;

/** The engines a user may ask for when transcribing a file in `language`: ready server file engines. */
export function fileEnginesFor(engines: Engines | undefined, language: SpeechLanguage): EngineInfo[] {
  if (!engines) return [];
  return engines.engines.filter((e) => isServerFileEngine(e) && e.ready && e.languages.includes(language));
}

/**
 * Whether the server can transcribe a file in `language`, and if not, why — the most hopeful reason first (a
 * download under way beats a failed one, which beats a missing model, which beats "nothing knows this language").
 */
export type FileReadiness =
  | { kind: 'ready'; engine: EngineId }
  | { kind: 'downloading'; engine: EngineId; percent: number | null }
  | { kind: 'failed'; engine: EngineId; cause: 'download' | 'invalid'; failure: ModelFailureCode | null }
  | { kind: 'missing'; engine: EngineId }
  | { kind: 'none' };

const RANK: Record<EngineState['kind'], number> = {
  ready: 0,
  downloading: 1,
  failed: 2,
  invalid: 2,
  missing: 3,
  notConfigured: 4,
  unavailable: 4,
};

export function fileReadiness(engines: Engines, language: SpeechLanguage): FileReadiness {
  const ready = fileEnginesFor(engines, language);
  if (ready.length) {
    const preferred = ready.find((e) => e.id === engines.defaults[language]) ?? ready[0]!;
    return { kind: 'ready', engine: preferred.id };
  }
  // A model engine without its model may not list languages yet: it still is the one to wait for.
  const candidates = engines.engines
    .filter((e) => isServerFileEngine(e) && (e.languages.includes(language) || e.languages.length === 0))
    .map((e) => ({ e, state: engineState(e) }))
    .sort((a, b) => RANK[a.state.kind] - RANK[b.state.kind]);
  const best = candidates[0];
  if (!best) return { kind: 'none' };
  const { e, state } = best;
  switch (state.kind) {
    case 'downloading':
      return { kind: 'downloading', engine: e.id, percent: state.percent };
    case 'failed':
    case 'invalid':
      return {
        kind: 'failed',
        engine: e.id,
        cause: state.kind === 'invalid' ? 'invalid' : 'download',
        failure: e.id === 'whisper' ? whisperFailure(engines) : null,
      };
    case 'missing':
      return { kind: 'missing', engine: e.id };
    default:
      return { kind: 'none' };
  }
}

/** Why the Whisper model's download failed: the engine says so to everyone; admins also have the model list. */
export function whisperFailure(engines: Engines): ModelFailureCode | null {
  const own = engines.engines.find((e) => e.id === 'whisper')?.failure;
  if (own) return own;
  const admin = engines.admin;
  if (!admin) return null;
  const model =
    admin.models.find((m) => m.name === admin.whisperModel && m.failure) ?? admin.models.find((m) => m.failure);
  return model?.failure?.code ?? null;
}

/** The engine chosen per language in Settings: 'auto' stands for null (the server picks). */
export const AUTO = 'auto';

/**
 * The default-engine choices for a language: Automatic, then each engine ready for it. An engine chosen earlier that
 * is no longer ready stays listed (marked), so the select still shows what is set.
 */
export function defaultEngineOptions(
  engines: Engines,
  language: SpeechLanguage,
): { value: EngineId | typeof AUTO; ready: boolean }[] {
  const chosen = engines.admin?.chosenDefaults[language] ?? null;
  const options: { value: EngineId | typeof AUTO; ready: boolean }[] = [{ value: AUTO, ready: true }];
  for (const e of engines.engines) {
    const ready = e.ready && e.languages.includes(language);
    if (ready || e.id === chosen) options.push({ value: e.id, ready });
  }
  return options;
}

/** What an admin may do with a model, given its state and whether it is the active one. */
export function modelActions(m: WhisperModel): {
  download: boolean;
  remove: boolean;
  activate: boolean;
  cancel: boolean;
} {
  return {
    download: m.state === 'not-installed' || m.state === 'failed',
    remove: m.state === 'installed',
    activate: m.state === 'installed' && !m.active,
    // DELETE stops a download wherever it runs (and discards the part downloaded so far).
    cancel: m.state === 'downloading',
  };
}

/** A model's size for people: "75 MB", "1,5 GB" (decimal units, as the download sites give them). */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = value < 10 && unit > 0 ? 1 : 0;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** The select value of a language tag for the two recording/upload languages (anything English → en-US). */
export type FileLang = 'id-ID' | 'en-US';
export const FILE_LANGS: readonly FileLang[] = ['id-ID', 'en-US'];

export function fileLangOf(tagOrLanguage: string | null | undefined): FileLang | null {
  const base = tagOrLanguage?.toLowerCase().split('-')[0];
  if (base === 'id') return 'id-ID';
  if (base === 'en') return 'en-US';
  return null;
}

/** What the readiness notice says, as keys of the `speech` namespace (the component fills in names and numbers). */
export interface ReadinessNotice {
  tone: 'info' | 'progress' | 'warning';
  /** speech:notice.* */
  key: 'ready' | 'downloading' | 'downloadingNoPercent' | 'missing' | 'failed' | 'invalid' | 'none';
  engine: EngineId | null;
  percent: number | null;
  /** speech:failure.* — why a download failed ('unknown' when the server did not say). */
  reason: ModelFailureCode | 'unknown' | null;
  /** Admins are sent to Settings → Speech; others are told to ask an administrator; nothing while it downloads. */
  advice: 'settings' | 'askAdmin' | null;
}

export function readinessNotice(r: FileReadiness, isAdmin: boolean): ReadinessNotice {
  const base = { engine: null, percent: null, reason: null, advice: null } as const;
  const advice = isAdmin ? 'settings' : 'askAdmin';
  switch (r.kind) {
    case 'ready':
      return { ...base, tone: 'info', key: 'ready', engine: r.engine };
    case 'downloading':
      return {
        ...base,
        tone: 'progress',
        key: r.percent === null ? 'downloadingNoPercent' : 'downloading',
        engine: r.engine,
        percent: r.percent,
      };
    case 'failed':
      return r.cause === 'invalid'
        ? { ...base, tone: 'warning', key: 'invalid', engine: r.engine, advice }
        : { ...base, tone: 'warning', key: 'failed', engine: r.engine, reason: r.failure ?? 'unknown', advice };
    case 'missing':
      return { ...base, tone: 'warning', key: 'missing', engine: r.engine, advice };
    case 'none':
      return { ...base, tone: 'warning', key: 'none', advice };
  }
}
