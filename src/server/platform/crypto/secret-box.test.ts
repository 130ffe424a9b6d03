import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

const KEY = 'k'.repeat(40);

describe('secret box', () => {
  it('opens what it sealed, and never shows the plain text', () => {
    const box = createSecretBox(KEY, 'calendar-tokens');
    const sealed = box.seal('ya29.refresh-token-é');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('refresh');
    expect(box.open(sealed)).toBe('ya29.refresh-token-é');
  });

  it('seals the same text differently each time (random IV)', () => {
    const box = createSecretBox(KEY, 'p');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a tampered value, another purpose and another key', () => {
    const box = createSecretBox(KEY, 'calendar-tokens');
    const sealed = box.seal('secret');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(() => box.open(`v1.${raw.toString('base64url')}`)).toThrow();
    expect(() => createSecretBox(KEY, 'other').open(sealed)).toThrow();
    expect(() => createSecretBox('x'.repeat(40), 'calendar-tokens').open(sealed)).toThrow();
    expect(() => box.open('plain')).toThrow(/not a sealed/);
  });

  it('needs a key of at least 32 characters', () => {
    expect(() => createSecretBox('short', 'p')).toThrow();
  });
});
