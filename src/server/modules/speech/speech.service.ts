import {
  SPEECH_LANGUAGES,
  type Engines,
  type SpeechDefaultsBody,
  type WhisperModel,
  type WhisperModelName,
} from '../../../shared/api/speech.js';
import type { Config } from '../../platform/config/config.js';
import { AppError } from '../../platform/http/errors.js';
import type { SpeechChoicesStore } from './speech.choices.js';
import { languageUnsupported } from './speech.errors.js';
import type { SpeechRegistry } from './speech.types.js';
import { modelFileName } from './whisper/catalog.js';
import type { ModelManager } from './whisper/model-manager.js';

/** What GET /api/speech/engines shows and what an admin changes in Settings → Speech. */
export interface SpeechService {
  /** Every user: engines (why one is not ready as a code) and defaults; admins also the reasons and the models. */
  engines(viewer: { admin: boolean }): Promise<Engines>;
  downloadModel(name: WhisperModelName): Promise<WhisperModel>;
  deleteModel(name: WhisperModelName): Promise<void>;
  setDefaults(body: SpeechDefaultsBody, userId: string): Promise<Engines>;
}

export interface SpeechServiceDeps {
  registry: Pick<SpeechRegistry, 'overview'>;
  models: Pick<ModelManager, 'list' | 'state' | 'download' | 'remove'>;
  choices: SpeechChoicesStore;
  config: { stt: Pick<Config['stt'], 'whisperModel'> };
}

export function createSpeechService({ registry, models, choices, config }: SpeechServiceDeps): SpeechService {
  const activeModel = async () => (await choices.get()).whisperModel ?? config.stt.whisperModel;

  async function engines({ admin }: { admin: boolean }): Promise<Engines> {
    const { engines: all, defaults } = await registry.overview();
    // The operator's reasons name files and settings: only admins get them.
    if (!admin) return { engines: all.map(({ reason: _reason, ...e }) => e), defaults };
    const chosen = await choices.get();
    const whisperModel = chosen.whisperModel ?? config.stt.whisperModel;
    return {
      engines: all,
      defaults,
      admin: { models: models.list(whisperModel), chosenDefaults: chosen.defaults, whisperModel },
    };
  }

  return {
    engines,

    async downloadModel(name) {
      const state = models.download(name);
      return { ...state, active: name === (await activeModel()) };
    },

    async deleteModel(name) {
      await models.remove(name);
      // The chosen model is gone: back to WHISPER_MODEL.
      if ((await choices.get()).whisperModel === name) await choices.update({ whisperModel: null }, null);
    },

    async setDefaults(body, userId) {
      const { engines: all } = await registry.overview();
      const defaults: Partial<Record<(typeof SPEECH_LANGUAGES)[number], Engines['defaults']['id']>> = {};
      for (const language of SPEECH_LANGUAGES) {
        const id = body[language];
        if (id === undefined) continue;
        if (id !== null) {
          const info = all.find((e) => e.id === id);
          if (!info) throw new AppError('SPEECH_ENGINE_UNKNOWN', 400, `This server has no ${id} engine`);
          if (!info.languages.includes(language)) throw languageUnsupported(id, language);
        }
        defaults[language] = id;
      }
      if (body.whisperModel !== undefined && models.state(body.whisperModel).state !== 'installed') {
        throw new AppError(
          'SPEECH_MODEL_MISSING',
          409,
          `${modelFileName(body.whisperModel)} is not installed: download it first`,
        );
      }
      await choices.update(
        { defaults, ...(body.whisperModel !== undefined ? { whisperModel: body.whisperModel } : {}) },
        userId,
      );
      return engines({ admin: true });
    },
  };
}
