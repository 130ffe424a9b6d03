import { DEFAULT_SETTINGS, SettingsSchema, type Settings, type SettingsPatch } from '../../../shared/api/settings.js';
import { checkTimeZone } from '../../platform/http/time-zone.js';
import type { SettingsRepo, SettingsRow } from './settings.repo.js';

export interface SettingsService {
  /** The user's settings, or the defaults when they never saved any. */
  get(userId: string): Promise<Settings>;
  /** Applies a validated partial change to the user's own row and answers the result. */
  update(userId: string, patch: SettingsPatch): Promise<Settings>;
}

export function createSettingsService({ repo }: { repo: SettingsRepo }): SettingsService {
  async function get(userId: string): Promise<Settings> {
    const row = await repo.find(userId);
    return row ? fromRow(row) : { ...DEFAULT_SETTINGS };
  }
  return {
    get,
    async update(userId, patch) {
      // Nothing to change (an empty body, or only unknown keys, which the schema strips): no write.
      if (Object.keys(patch).length === 0) return get(userId);
      checkTimeZone(patch.timeZone);
      return fromRow(await repo.upsert(userId, DEFAULT_SETTINGS, patch));
    },
  };
}

/**
 * Columns are plain text/integer; a value outside the contract (written by hand or by an older version) falls back
 * to its default field by field instead of failing the response.
 */
function fromRow(row: SettingsRow): Settings {
  const shape = SettingsSchema.shape;
  const pick = <K extends keyof Settings>(key: K, value: unknown): Settings[K] => {
    const parsed = shape[key].safeParse(value);
    return parsed.success ? (parsed.data as Settings[K]) : DEFAULT_SETTINGS[key];
  };
  return {
    language: pick('language', row.language),
    speakerSensitivityMs: pick('speakerSensitivityMs', row.speakerSensitivityMs),
    noiseReduction: pick('noiseReduction', row.noiseReduction),
    timeZone: pick('timeZone', row.timeZone),
  };
}
