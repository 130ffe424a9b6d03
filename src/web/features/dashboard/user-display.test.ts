import { describe, expect, it } from 'vitest';
import { displayName, initials } from './user-display';

describe('displayName', () => {
  it('prefers the name', () => {
    expect(displayName({ name: 'Budi Santoso', email: 'budi@example.com' })).toBe('Budi Santoso');
  });

  it('falls back to the part of the e-mail before @', () => {
    expect(displayName({ name: '', email: 'rina.wati@example.com' })).toBe('rina.wati');
    expect(displayName({ name: '   ', email: 'rina@example.com' })).toBe('rina');
    expect(displayName({ name: null, email: 'x@y.z' })).toBe('x');
  });

  it("falls back to 'User' (or the given localized word)", () => {
    expect(displayName({ name: '', email: '' })).toBe('User');
    expect(displayName({ email: '@example.com' })).toBe('User');
    expect(displayName(null)).toBe('User');
    expect(displayName(undefined, 'Pengguna')).toBe('Pengguna');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Budi Santoso')).toBe('BS');
    expect(initials('Siti Nur Aisyah')).toBe('SA');
    expect(initials('budi.santoso')).toBe('BS');
    expect(initials('rina_wati-putri')).toBe('RP');
  });

  it('uses one letter for one word', () => {
    expect(initials('rina')).toBe('R');
    expect(initials('User')).toBe('U');
  });

  it('ignores punctuation and handles non-Latin letters', () => {
    expect(initials('(Budi) "Santoso"')).toBe('BS');
    expect(initials('élodie')).toBe('É');
    expect(initials('')).toBe('?');
    expect(initials('...')).toBe('?');
  });
});
