import type { FastifyBaseLogger } from 'fastify';
import { ENGINE_IDS } from '../../../shared/api/speech.js';
import type { Config } from '../../platform/config/config.js';
import { AppError } from '../../platform/http/errors.js';
import { createApiEngine } from './api/engine.js';
import { createBrowserEngine } from './browser.js';
import { createPocketsphinxEngine } from './pocketsphinx/engine.js';
import type { SpeechChoicesStore } from './speech.choices.js';
import { engineUnavailable, languageUnsupported } from './speech.errors.js';
import { NO_CHOICES, type SpeechChoices } from './speech.repo.js';
import type { EngineId, EngineInfo, SpeechEngine, SpeechLanguage, SpeechRegistry } from './speech.types.js';
import { createWhisperEngine } from './whisper/engine.js';

/**
 * Server engines by preference when neither the admin nor STT_ENGINE chose one: best accuracy first (Whisper, as soon
 * as its model is there), the English-only fallback last.
 */
export const PREFERENCE: readonly EngineId[] = ['whisper', 'api', 'pocketsphinx'];

export interface SpeechRegistryDeps {
  config: Pick<Config, 'dataDir' | 'stt'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The admin's choices (Settings → Speech); none: automatic. */
  choices?: Pick<SpeechChoicesStore, 'get'>;
  /** Replaces the engines built from config (tests). */
  engines?: SpeechEngine[];
}

export function createSpeechRegistry({ config, log, engines, choices }: SpeechRegistryDeps): SpeechRegistry {
  // The choices as of the last list/pick: the Whisper engine reads its model from them.
  let current: SpeechChoices = NO_CHOICES;
  const refresh = async () => {
    if (choices) current = await choices.get();
    return current;
  };
  const all = engines ?? [
    createWhisperEngine({
      dataDir: config.dataDir,
      model: () => current.whisperModel ?? config.stt.whisperModel,
      threads: config.stt.whisperThreads,
      log,
    }),
    createPocketsphinxEngine({ lib: config.stt.pocketsphinxLib, modelDir: config.stt.pocketsphinxModelDir }),
    createApiEngine({ url: config.stt.apiUrl, key: config.stt.apiKey, model: config.stt.model }),
    createBrowserEngine(),
  ];
  const byId = new Map(all.map((e) => [e.id as string, e]));
  const get = (id: EngineId) => byId.get(id);
  const fits = (info: EngineInfo | undefined, language: SpeechLanguage) =>
    !!info && info.ready && info.languages.includes(language);

  async function infos() {
    await refresh();
    return new Map(await Promise.all(all.map(async (e) => [e.id, await e.info()] as const)));
  }

  /**
   * The default for `language` given every engine's current info: the admin's choice when it is ready for the
   * language, else STT_ENGINE when it is, else the first ready one by PREFERENCE, else the browser.
   */
  function choose(info: Map<EngineId, EngineInfo>, language: SpeechLanguage): EngineId | null {
    const chosen = current.defaults[language];
    if (chosen && fits(info.get(chosen), language)) return chosen;
    const configured = config.stt.engine;
    if (configured && fits(info.get(configured), language)) return configured;
    for (const id of PREFERENCE) if (fits(info.get(id), language)) return id;
    return fits(info.get('browser'), language) ? 'browser' : null;
  }

  return {
    async list() {
      const info = await infos();
      return ENGINE_IDS.flatMap((id) => info.get(id) ?? []);
    },

    async overview() {
      const info = await infos();
      return {
        engines: ENGINE_IDS.flatMap((id) => info.get(id) ?? []),
        defaults: { id: choose(info, 'id'), en: choose(info, 'en') },
      };
    },

    async pick(language, requested) {
      if (requested !== undefined) {
        const engine = get(requested);
        if (!engine) throw new AppError('SPEECH_ENGINE_UNKNOWN', 400, `Unknown speech engine "${String(requested)}"`);
        await refresh();
        const info = await engine.info();
        if (!info.languages.includes(language)) throw languageUnsupported(requested, language);
        if (!info.ready) throw engineUnavailable(requested, info.reason);
        return engine;
      }
      const id = choose(await infos(), language);
      if (!id) throw new AppError('SPEECH_ENGINE_UNAVAILABLE', 409, `No speech engine is ready for "${language}"`);
      return get(id)!;
    },

    async defaults() {
      const info = await infos();
      return { id: choose(info, 'id'), en: choose(info, 'en') };
    },

    async close() {
      await Promise.all(
        all.map((e) =>
          e.close?.().catch((err: unknown) => log.warn({ err, engine: e.id }, 'speech engine did not close cleanly')),
        ),
      );
    },
  };
}
