import { eq, sql } from 'drizzle-orm';
import {
  EngineIdSchema,
  WhisperModelNameSchema,
  type EngineId,
  type SpeechLanguage,
  type WhisperModelName,
} from '../../../shared/api/speech.js';
import type { Db } from '../../platform/db/client.js';
import { speechSettings } from './speech.schema.js';

/** The admin's choices: the default engine per language and the Whisper model (null: automatic / WHISPER_MODEL). */
export interface SpeechChoices {
  defaults: Record<SpeechLanguage, EngineId | null>;
  whisperModel: WhisperModelName | null;
}

/** Only the keys given are changed; null sets a choice back to automatic. */
export interface SpeechChoicesPatch {
  defaults?: Partial<Record<SpeechLanguage, EngineId | null>>;
  whisperModel?: WhisperModelName | null;
}

export const NO_CHOICES: SpeechChoices = { defaults: { id: null, en: null }, whisperModel: null };

export interface SpeechRepo {
  get(): Promise<SpeechChoices>;
  update(patch: SpeechChoicesPatch, userId: string | null): Promise<SpeechChoices>;
}

const columns = {
  id: speechSettings.defaultEngineId,
  en: speechSettings.defaultEngineEn,
  whisperModel: speechSettings.whisperModel,
};

/** A value another release may have written and this one does not know reads as automatic. */
function toChoices(row: { id: string | null; en: string | null; whisperModel: string | null } | undefined) {
  if (!row) return NO_CHOICES;
  const engine = (v: string | null) => EngineIdSchema.safeParse(v).data ?? null;
  return {
    defaults: { id: engine(row.id), en: engine(row.en) },
    whisperModel: WhisperModelNameSchema.safeParse(row.whisperModel).data ?? null,
  };
}

export function createSpeechRepo(db: Db): SpeechRepo {
  return {
    async get() {
      const [row] = await db.select(columns).from(speechSettings).where(eq(speechSettings.id, 1));
      return toChoices(row);
    },

    async update(patch, userId) {
      const set: Partial<typeof speechSettings.$inferInsert> = {};
      if (patch.defaults?.id !== undefined) set.defaultEngineId = patch.defaults.id;
      if (patch.defaults?.en !== undefined) set.defaultEngineEn = patch.defaults.en;
      if (patch.whisperModel !== undefined) set.whisperModel = patch.whisperModel;
      const [row] = await db
        .insert(speechSettings)
        .values({ id: 1, ...set, updatedBy: userId })
        .onConflictDoUpdate({ target: speechSettings.id, set: { ...set, updatedBy: userId, updatedAt: sql`now()` } })
        .returning(columns);
      return toChoices(row);
    },
  };
}
