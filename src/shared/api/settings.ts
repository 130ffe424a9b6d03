import { z } from 'zod';
import { storableString } from './text.js';

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** docs/product.md §2 Settings: pause (ms) that starts a new speaker turn. */
export const SENSITIVITIES = [1000, 2000, 3000, 5000] as const;
export const NOISE_REDUCTIONS = ['low', 'medium', 'high'] as const;

export const SettingsSchema = z.object({
  language: z.enum(LANGUAGES).nullable(),
  speakerSensitivityMs: z.union([z.literal(1000), z.literal(2000), z.literal(3000), z.literal(5000)]),
  noiseReduction: z.enum(NOISE_REDUCTIONS),
  /**
   * The IANA zone of the browser the user last used ("Asia/Jakarta"), saved by the app itself: a summary or bot
   * started without one (a scheduled bot, an API client) dates its deadlines and title in it. Null: never reported.
   */
  timeZone: storableString().min(1).max(64).nullable(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  language: null,
  speakerSensitivityMs: 2000,
  noiseReduction: 'medium',
  timeZone: null,
};

export const SettingsPatchSchema = SettingsSchema.partial();
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;
