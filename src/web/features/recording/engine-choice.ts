import type { EngineId, EngineInfo, Engines, SpeechLanguage } from '@shared/api/speech';

/** Whether this browser has the Web Speech API (Chromium and Safari do, Firefox does not). */
export function browserCanRecognise(w: object = globalThis): boolean {
  return 'SpeechRecognition' in w || 'webkitSpeechRecognition' in w;
}

/**
 * The engines a user may pick for a language: the server's ready ones that know it, and the browser's own
 * recogniser where the browser has one. The server's default comes first.
 */
export function enginesFor(engines: Engines | undefined, language: SpeechLanguage, browserOk: boolean): EngineInfo[] {
  if (!engines) return [];
  const usable = engines.engines.filter(
    (e) => e.ready && e.live && e.languages.includes(language) && (e.runsIn === 'server' || browserOk),
  );
  const preferred = engines.defaults[language];
  return [...usable].sort((a, b) => Number(b.id === preferred) - Number(a.id === preferred));
}

/** The user's pick when it is still offered, else the server's default, else the first usable engine. */
export function chosenEngine(
  engines: Engines | undefined,
  options: EngineInfo[],
  language: SpeechLanguage,
  picked: EngineId | null,
): EngineInfo | null {
  const byId = (id: EngineId | null | undefined) => options.find((e) => e.id === id) ?? null;
  return (
    byId(picked) ??
    byId(engines?.defaults[language]) ??
    options[0] ??
    // The server's default even when it cannot run live here (e.g. the browser engine in Firefox): Start then
    // records audio without live text, which the session already handles.
    engines?.engines.find((e) => e.id === engines.defaults[language]) ??
    null
  );
}
