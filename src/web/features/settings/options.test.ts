import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/api/settings';
import { NOISE_OPTIONS, SENSITIVITY_OPTIONS, parseNoise, parseSensitivity } from './options';

describe('settings options', () => {
  it('offers the spec sensitivities in order, the default among them', () => {
    expect(SENSITIVITY_OPTIONS.map((o) => o.value)).toEqual([1000, 2000, 3000, 5000]);
    expect(SENSITIVITY_OPTIONS.map((o) => o.value)).toContain(DEFAULT_SETTINGS.speakerSensitivityMs);
    expect(NOISE_OPTIONS.map((o) => o.value)).toEqual(['low', 'medium', 'high']);
  });

  it('parses select values back, rejecting anything else', () => {
    expect(parseSensitivity('3000')).toBe(3000);
    expect(parseSensitivity('2500')).toBeUndefined();
    expect(parseSensitivity(null)).toBeUndefined();
    expect(parseNoise('high')).toBe('high');
    expect(parseNoise('max')).toBeUndefined();
  });
});
