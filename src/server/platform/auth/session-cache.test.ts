import { describe, expect, it } from 'vitest';
import { createSessionCache, sessionTokenOf } from './session-cache.js';

describe('session cache', () => {
  const cookie = (token: string) => `lang=id; notulen.session_token=${token}; other=1`;

  it('finds the session token under either cookie name, and nothing without one', () => {
    expect(sessionTokenOf(cookie('abc.sig'))).toBe('abc.sig');
    expect(sessionTokenOf('__Secure-notulen.session_token=xyz')).toBe('xyz');
    expect(sessionTokenOf('notulen.session_tokenx=1')).toBeUndefined();
    expect(sessionTokenOf(undefined)).toBeUndefined();
  });

  it('remembers a user for the TTL only, per token', () => {
    let clock = 1_000;
    const cache = createSessionCache<string>({ ttlMs: 5_000, now: () => clock });
    cache.set(cookie('a'), 'ana');
    expect(cache.get(cookie('a'))).toBe('ana');
    expect(cache.get(cookie('b'))).toBeUndefined();
    expect(cache.get(undefined)).toBeUndefined();
    clock += 5_000;
    expect(cache.get(cookie('a'))).toBeUndefined();
  });

  it('forgets a session at once on sign-out', () => {
    const cache = createSessionCache<string>();
    cache.set(cookie('a'), 'ana');
    cache.forget(cookie('a'));
    expect(cache.get(cookie('a'))).toBeUndefined();
  });

  it('forgets every session of one user at once, and only theirs', () => {
    const cache = createSessionCache<{ id: string }>();
    cache.set(cookie('a1'), { id: 'ana' });
    cache.set(cookie('a2'), { id: 'ana' });
    cache.set(cookie('b'), { id: 'budi' });
    cache.forgetWhere((u) => u.id === 'ana');
    expect([cache.get(cookie('a1')), cache.get(cookie('a2'))]).toEqual([undefined, undefined]);
    expect(cache.get(cookie('b'))).toEqual({ id: 'budi' });
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = createSessionCache<number>({ maxEntries: 2 });
    cache.set(cookie('1'), 1);
    cache.set(cookie('2'), 2);
    cache.set(cookie('3'), 3);
    expect(cache.get(cookie('1'))).toBeUndefined();
    expect([cache.get(cookie('2')), cache.get(cookie('3'))]).toEqual([2, 3]);
  });

  it('caches nothing when the TTL is zero', () => {
    const cache = createSessionCache<string>({ ttlMs: 0 });
    cache.set(cookie('a'), 'ana');
    expect(cache.get(cookie('a'))).toBeUndefined();
  });
});
