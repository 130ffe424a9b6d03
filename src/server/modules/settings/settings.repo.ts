import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { Settings, SettingsPatch } from '../../../shared/api/settings.js';
import { userSettings } from './settings.schema.js';

/** The stored columns, as the database has them; the service turns them into the contract's Settings. */
export interface SettingsRow {
  language: string | null;
  speakerSensitivityMs: number;
  noiseReduction: string;
  timeZone: string | null;
}

export interface SettingsRepo {
  find(userId: string): Promise<SettingsRow | undefined>;
  /** Creates the user's row from `base` + `patch`, or changes only the patched columns of an existing row. */
  upsert(userId: string, base: Settings, patch: SettingsPatch): Promise<SettingsRow>;
}

const columns = {
  language: userSettings.language,
  speakerSensitivityMs: userSettings.speakerSensitivityMs,
  noiseReduction: userSettings.noiseReduction,
  timeZone: userSettings.timeZone,
};

export function createSettingsRepo(db: Db): SettingsRepo {
  return {
    async find(userId) {
      const [row] = await db.select(columns).from(userSettings).where(eq(userSettings.userId, userId));
      return row;
    },

    async upsert(userId, base, patch) {
      // Only keys present in the patch are written: `language: null` clears it, an absent key keeps the column.
      const set: Partial<SettingsRow> = {};
      if (patch.language !== undefined) set.language = patch.language;
      if (patch.speakerSensitivityMs !== undefined) set.speakerSensitivityMs = patch.speakerSensitivityMs;
      if (patch.noiseReduction !== undefined) set.noiseReduction = patch.noiseReduction;
      if (patch.timeZone !== undefined) set.timeZone = patch.timeZone;
      // One statement, so two concurrent first PATCHes of the same user cannot both try to insert.
      const [row] = await db
        .insert(userSettings)
        .values({ userId, ...base, ...set })
        .onConflictDoUpdate({ target: userSettings.userId, set: { ...set, updatedAt: sql`now()` } })
        .returning(columns);
      if (!row) throw new Error('settings upsert returned no row');
      return row;
    },
  };
}
