import { NOISE_REDUCTIONS, SENSITIVITIES, type Settings } from '../../../shared/api/settings';

/** Select options for the Settings screen; labels are keys in the `settings` namespace. */
export const SENSITIVITY_OPTIONS: readonly { value: Settings['speakerSensitivityMs']; labelKey: string }[] =
  SENSITIVITIES.map((ms) => ({ value: ms, labelKey: `sensitivity.options.${ms}` }));

export const NOISE_OPTIONS: readonly { value: Settings['noiseReduction']; labelKey: string }[] = NOISE_REDUCTIONS.map(
  (level) => ({ value: level, labelKey: `noise.options.${level}` }),
);

/** Each language is named in itself, so a user can find theirs whatever the current UI language is. */
export const LANGUAGE_OPTIONS = [
  { value: 'id', label: 'Bahasa Indonesia' },
  { value: 'en', label: 'English' },
] as const;

export function parseSensitivity(value: string | null): Settings['speakerSensitivityMs'] | undefined {
  return SENSITIVITIES.find((ms) => String(ms) === value);
}

export function parseNoise(value: string | null): Settings['noiseReduction'] | undefined {
  return NOISE_REDUCTIONS.find((level) => level === value);
}
