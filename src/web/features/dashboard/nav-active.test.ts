import { describe, expect, it } from 'vitest';
import { isNavActive } from './nav-active';

describe('isNavActive', () => {
  it('matches the item path and its sub-paths', () => {
    expect(isNavActive('/dashboard/home', '/dashboard/home')).toBe(true);
    expect(isNavActive('/dashboard/home', '/dashboard/home/')).toBe(true);
    expect(isNavActive('/dashboard/transcriptions', '/dashboard/transcriptions/abc')).toBe(true);
    expect(isNavActive('/dashboard/admin/content', '/dashboard/admin/content')).toBe(true);
  });

  it('does not match siblings that share a prefix', () => {
    expect(isNavActive('/dashboard/meetings', '/dashboard/meeting-bot')).toBe(false);
    expect(isNavActive('/dashboard/meeting-bot', '/dashboard/meetings')).toBe(false);
    expect(isNavActive('/dashboard/home', '/dashboard/homework')).toBe(false);
  });

  it('highlights Transkripsi for exactly /dashboard and any MoM path', () => {
    for (const p of ['/dashboard', '/dashboard/', '/dashboard/mom', '/dashboard/mom/123', '/dashboard/moms/123']) {
      expect(isNavActive('/dashboard/transcriptions', p)).toBe(true);
    }
    expect(isNavActive('/dashboard/transcriptions', '/dashboard/home')).toBe(false);
    expect(isNavActive('/dashboard/transcriptions', '/dashboard/meeting-bot')).toBe(false);
  });

  it('leaves the other items inactive on /dashboard and MoM paths', () => {
    expect(isNavActive('/dashboard/home', '/dashboard')).toBe(false);
    expect(isNavActive('/dashboard/meetings', '/dashboard/mom/1')).toBe(false);
  });
});
