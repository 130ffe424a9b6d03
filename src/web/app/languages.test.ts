import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/api/settings';
import { SUPPORTED_LANGUAGES } from './languages';

describe('SUPPORTED_LANGUAGES', () => {
  it('matches the shared contract', () => {
    expect([...SUPPORTED_LANGUAGES]).toEqual([...LANGUAGES]);
  });
});
